#include "loadcontroller.h"

#include "jobscanner.h"
#include "processheap.h"
#include "steplinecrossrankasync.h"

#include <QFile>
#include <QFileInfo>
#include <QFutureWatcher>

#include <algorithm>

#include <unistd.h>

namespace stepline {

struct LoadController::Request
{
    quint64 generation = 0;
    QString path;
    QFuture<LoadOutcome> future;
    QFutureWatcher<LoadOutcome> *watcher = nullptr;
};

LoadController::LoadController(QObject *parent)
    : LoadController(SubsetLoadFunction([](const QString &path, const LoadOptions &options) {
        // A folder of .stepline rank files: one rank's model, every rank's cross-rank block.
        if (isSteplineJobFolder(path.toStdString()))
            return loadSteplineJobFolderAsync(path, options);
        return loadProfileAsync(path, options);
    }),
        parent)
{
}

// A loader without subset support: options are not passed on (test fakes).
LoadController::LoadController(LoadFunction loader, QObject *parent)
    : LoadController(
        SubsetLoadFunction([loader](const QString &path, const LoadOptions &) { return loader(path); }),
        parent)
{
}

LoadController::LoadController(SubsetLoadFunction loader, QObject *parent)
    : QObject(parent)
    , m_loader(std::move(loader))
{
    qRegisterMetaType<stepline::ProfilePtr>("stepline::ProfilePtr");
    qRegisterMetaType<stepline::LoadError>("stepline::LoadError");
}

LoadController::~LoadController()
{
    // Workers must not outlive the controller's watchers: cancel every load, then wait.
    for (auto &request : m_requests) {
        request->future.cancel();
        if (request->watcher)
            request->watcher->disconnect(this);
    }
    for (auto &request : m_requests)
        request->future.waitForFinished();
}

qint64 LoadController::profileBytes() const
{
    return m_profile ? qint64(m_profile->modelBytes() + m_profile->stringPoolBytes()) : 0;
}

void LoadController::load(const QString &path)
{
    loadSubset(path, LoadOptions());
}

void LoadController::loadSubset(const QString &path, const LoadOptions &options)
{
    cancel();
    auto request = std::make_unique<Request>();
    request->generation = ++m_generation;
    request->path = path;
    request->watcher = new QFutureWatcher<LoadOutcome>(this);
    Request *raw = request.get();
    connect(raw->watcher, &QFutureWatcherBase::progressValueChanged, this, [this, raw](int value) {
        if (raw != m_active)
            return;
        Q_EMIT progressChanged(value, raw->watcher->progressMaximum(), raw->watcher->progressText());
    });
    connect(raw->watcher, &QFutureWatcherBase::progressTextChanged, this, [this, raw](const QString &text) {
        if (raw != m_active)
            return;
        Q_EMIT progressChanged(raw->watcher->progressValue(), raw->watcher->progressMaximum(), text);
    });
    connect(raw->watcher, &QFutureWatcherBase::finished, this, [this, raw] { finish(raw); });
    m_active = raw;
    m_loadingPath = path;
    m_requests.push_back(std::move(request));
    Q_EMIT loadStarted(path);
    raw->future = m_loader(path, options);
    raw->watcher->setFuture(raw->future);
}

void LoadController::cancel()
{
    if (!m_active)
        return;
    Request *request = m_active;
    m_active = nullptr;
    const QString path = m_loadingPath;
    m_loadingPath.clear();
    request->future.cancel();
    Q_EMIT loadCanceled(path);
}

void LoadController::unload()
{
    cancel();
    if (!m_profile)
        return;
    m_profile.reset();
    m_crossRank.reset();
    m_profilePath.clear();
    Q_EMIT profileChanged(nullptr);
    // Receivers have dropped their references by now; give freed pages back to the system so
    // the memory shown by the OS falls too (glibc keeps small-block arenas otherwise).
    returnFreedMemory();
}

void LoadController::finish(Request *request)
{
    // Find and detach the request; it is deleted at the end of this function.
    auto it = std::find_if(
        m_requests.begin(), m_requests.end(), [request](const auto &r) { return r.get() == request; });
    if (it == m_requests.end())
        return;
    std::unique_ptr<Request> owned = std::move(*it);
    m_requests.erase(it);
    owned->watcher->deleteLater();

    const bool current = owned.get() == m_active && owned->generation == m_generation;
    if (!current)
        return; // superseded or canceled: cancel() already said so
    m_active = nullptr;
    m_loadingPath.clear();
    if (owned->future.isCanceled() || owned->future.resultCount() == 0) {
        Q_EMIT loadCanceled(owned->path);
        return;
    }
    // Move the result out: a copy left in the future's result store would keep the profile alive
    // after unload() until the watcher is deleted.
    LoadOutcome outcome = owned->future.takeResult();
    if (!outcome.ok()) {
        if (outcome.error.code == LoadError::Code::Canceled) {
            Q_EMIT loadCanceled(owned->path);
            return;
        }
        if (outcome.error.file.empty())
            outcome.error.file = owned->path.toStdString();
        Q_EMIT loadFailed(outcome.error);
        return;
    }
    m_profile = std::move(outcome.profile);
    m_crossRank = std::move(outcome.crossRank);
    m_profilePath = owned->path;
    Q_EMIT loadFinished(m_profile, m_profilePath);
    Q_EMIT profileChanged(m_profile);
    // The loader handed back what it freed; a profile this one replaced is freed only now that the
    // receivers have let go of it.
    returnFreedMemory();
}

qint64 LoadController::residentBytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> parts = statm.readAll().simplified().split(' ');
    if (parts.size() < 2)
        return -1;
    return parts[1].toLongLong() * qint64(sysconf(_SC_PAGESIZE));
}

} // namespace stepline
