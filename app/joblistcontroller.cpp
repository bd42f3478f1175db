#include "joblistcontroller.h"

#include "information/jobmetadata.h"
#include "jobs/jobrow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QJsonDocument>
#include <QLocale>
#include <QTimer>
#include <QtConcurrent>

namespace stepline {

namespace {
// QFileSystemWatcher holds one inotify watch per path; stay well below the usual 8192 limit.
constexpr int kMaxWatchedPaths = 4000;
constexpr int kRescanDelayMs = 400;

QString jsonText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    return value.toVariant().toString();
}
} // namespace

JobListController::JobListController(QObject *parent)
    : QObject(parent)
    , m_fsWatcher(new QFileSystemWatcher(this))
    , m_debounce(new QTimer(this))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kRescanDelayMs);
    connect(m_debounce, &QTimer::timeout, this, &JobListController::refresh);
    connect(m_fsWatcher, &QFileSystemWatcher::directoryChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_fsWatcher, &QFileSystemWatcher::fileChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &JobListController::scanFinished);
}

JobListController::~JobListController()
{
    m_generation = ~0ull; // the scan in flight checks this and stops early
    m_watcher.waitForFinished();
}

void JobListController::setFolder(const QString &folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    m_jobs.clear();
    Q_EMIT jobsChanged();
    refresh();
}

void JobListController::refresh()
{
    if (m_folder.isEmpty())
        return;
    if (m_watcher.isRunning()) {
        m_pending = true; // rescan once the running one is done
        ++m_generation;
        return;
    }
    m_scanGeneration = ++m_generation;
    const quint64 generation = m_scanGeneration;
    const QString folder = m_folder;
    const std::atomic<quint64> *current = &m_generation;
    m_watcher.setFuture(QtConcurrent::run([folder, generation, current] {
        return scanProfilesFolder(folder, [generation, current] { return current->load() != generation; });
    }));
    Q_EMIT scanningChanged(true);
}

void JobListController::scanFinished()
{
    const bool stale = m_scanGeneration != m_generation;
    if (!stale) {
        m_jobs = m_watcher.result();
        updateWatches();
        Q_EMIT jobsChanged();
    }
    if (m_pending || stale) {
        m_pending = false;
        if (m_generation != ~0ull)
            refresh();
        return;
    }
    Q_EMIT scanningChanged(false);
}

void JobListController::updateWatches()
{
    const QStringList old = m_fsWatcher->directories() + m_fsWatcher->files();
    if (!old.isEmpty())
        m_fsWatcher->removePaths(old);
    QStringList paths { m_folder };
    for (const JobEntry &job : std::as_const(m_jobs)) {
        if (paths.size() >= kMaxWatchedPaths)
            break;
        if (job.isFolder)
            paths.append(job.path);
        // Traces still being written change in place: watch the files themselves.
        if (job.status == JobStatus::InProgress) {
            for (const QString &file : job.traceFiles) {
                if (paths.size() < kMaxWatchedPaths)
                    paths.append(file);
            }
        }
    }
    m_fsWatcher->addPaths(paths);
}

JobEntry JobListController::jobFor(const QString &path) const
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (const JobEntry &job : m_jobs) {
        if (job.path == absolute)
            return job;
    }
    return scanJob(absolute);
}

JobRow JobListController::toRow(const JobEntry &job)
{
    JobRow row;
    row.name = job.name;
    row.path = job.path;
    row.created = job.created;
    row.status = jobStatusName(job.status);
    row.ranks = job.ranks;
    row.nodes = job.nodes;
    row.gpus = job.gpus;
    row.bytes = job.bytes;
    row.warnings = job.warnings;
    return row;
}

JobMetadata JobListController::toMetadata(const JobEntry &job)
{
    JobMetadata m;
    m.name = job.name;
    m.path = job.path;
    m.status = jobStatusName(job.status);
    m.created = job.created.isValid() ? QLocale().toString(job.created.toLocalTime(), QLocale::LongFormat)
                                      : QString();
    m.createdSource = job.createdSource;
    m.warnings = job.warnings;
    if (job.hasJobJson && job.jobJson.ok) {
        const QJsonObject &raw = job.jobJson.raw;
        for (auto it = raw.begin(); it != raw.end(); ++it) {
            // Shown in their own rows or tables already.
            static const QStringList kShown { QStringLiteral("hyperparameters"), QStringLiteral("tags"),
                QStringLiteral("name"), QStringLiteral("created"), QStringLiteral("status") };
            if (kShown.contains(it.key()))
                continue;
            m.fields.append({ it.key(), jsonText(it.value()) });
        }
        for (auto it = job.jobJson.hyperparameters.begin(); it != job.jobJson.hyperparameters.end(); ++it)
            m.hyperparameters.append({ it.key(), jsonText(it.value()) });
        for (auto it = job.jobJson.tags.begin(); it != job.jobJson.tags.end(); ++it)
            m.tags.append({ it.key(), jsonText(it.value()) });
    }
    return m;
}

QString JobListController::demoFolder()
{
    const QString appDir = QCoreApplication::applicationDirPath();
    const QStringList candidates {
        appDir + QStringLiteral("/../share/stepline/demo"),
        QStringLiteral(STEPLINE_SOURCE_ROOT "/resources/demo"),
        appDir + QStringLiteral("/../../resources/demo"),
    };
    for (const QString &candidate : candidates) {
        if (QFileInfo(candidate).isDir())
            return QDir(candidate).canonicalPath();
    }
    return QString();
}

} // namespace stepline
