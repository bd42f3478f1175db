#include "traceloader.h"

#include <QPromise>
#include <QtConcurrent>

#include <algorithm>

namespace stepline {

LoadOutcome loadProfile(const QString &path, const LoadMonitor &monitor)
{
    return loadProfile(path.toStdString(), LoadOptions(), monitor);
}

LoadOutcome loadProfile(const QString &path, const LoadOptions &options, const LoadMonitor &monitor)
{
    return loadProfile(path.toStdString(), options, monitor);
}

QFuture<LoadOutcome> loadProfileAsync(const QString &path)
{
    return loadProfileAsync(path, LoadOptions());
}

QFuture<LoadOutcome> loadProfileAsync(const QString &path, const LoadOptions &options)
{
    return QtConcurrent::run([path = path.toStdString(), options](QPromise<LoadOutcome> &promise) {
        LoadMonitor monitor;
        monitor.progress = [&promise](int64_t done, int64_t total, const std::string &stage) {
            promise.setProgressRange(0, int(std::min<int64_t>(total / 1024, INT32_MAX)));
            promise.setProgressValueAndText(
                int(std::min<int64_t>(done / 1024, INT32_MAX)), QString::fromStdString(stage));
        };
        monitor.isCanceled = [&promise] { return promise.isCanceled(); };
        LoadOutcome outcome = loadProfile(path, options, monitor);
        if (promise.isCanceled() && !outcome.error.isError()) {
            outcome = LoadOutcome();
            outcome.error.code = LoadError::Code::Canceled;
            outcome.error.file = path;
            outcome.error.detail = LoadError::tr("Loading was canceled.");
        }
        promise.addResult(std::move(outcome));
    });
}

} // namespace stepline
