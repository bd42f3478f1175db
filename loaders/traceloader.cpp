#include "traceloader.h"

#include <QtConcurrent>

namespace stepline {

// TODO(loader/#2): the streaming Kineto/Chrome loader replaces this.
LoadOutcome loadProfile(const QString &path, const LoadMonitor &)
{
    LoadOutcome out;
    out.error.code = LoadError::Code::NotATrace;
    out.error.file = path;
    out.error.detail = QStringLiteral("loader not built yet");
    return out;
}

QFuture<LoadOutcome> loadProfileAsync(const QString &path)
{
    return QtConcurrent::run([path] { return loadProfile(path); });
}

} // namespace stepline
