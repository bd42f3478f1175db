#include "joblistcontroller.h"

#include "jobcachefile.h"
#include "jobruns.h"
#include "jobscanasync.h"
#include "qtstrings.h"
#include "information/jobmetadata.h"
#include "jobs/jobrow.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QJsonDocument>
#include <QLocale>
#include <QPointer>
#include <QTimer>
#include <QtConcurrent>

namespace stepline {

namespace {
// QFileSystemWatcher holds one inotify watch per path; stay well below the usual 8192 limit.
constexpr int kMaxWatchedPaths = 4000;
constexpr int kRescanDelayMs = 400;
constexpr int kLiveRescanMs = 30 * 1000;
constexpr int kPublishDelayMs = 150;
constexpr int kSaveDelayMs = 2000;

QDateTime createdOf(const std::optional<int64_t> &ms)
{
    return ms ? QDateTime::fromMSecsSinceEpoch(*ms, Qt::UTC) : QDateTime();
}

QString jsonText(const QJsonValue &value);

QString jsonText(const nlohmann::json &value)
{
    std::string array(1, '[');
    array.append(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace)).append(1, ']');
    const QByteArray text = QByteArray::fromStdString(array);
    return jsonText(QJsonDocument::fromJson(text).array().at(0));
}

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
// A compressed trace has no tail the quick scan could look at, so its head alone cannot tell
// whether the text is cut: without this, a .json.gz / .json.zst still being written would be
// decompressed in full on every rescan. When the whole read of an earlier version of the file
// found it cut, those facts stand in (provisional: not final, not settled) and the file counts as
// cut, so filesNeedingFullScan() leaves it alone while it still grows, like a plain cut file, and
// has it read once more when it stops (turns Stopped).
void keepEarlierCutFacts(JobTraceFile &file, const JobFactsCache &cache)
{
    if (file.facts.completeness != TraceFacts::Completeness::Unknown)
        return;
    std::optional<TraceFacts> earlier = cache.findAnyVersion(file.path);
    if (!earlier || earlier->completeness != TraceFacts::Completeness::Cut)
        return;
    file.facts = *earlier;
    file.facts.final = false;
    file.facts.settled = false;
}
} // namespace

JobListController::JobListController(QObject *parent)
    : QObject(parent)
    , m_cacheFile(defaultCacheFile())
    , m_fsWatcher(new QFileSystemWatcher(this))
    , m_debounce(new QTimer(this))
    , m_liveTimer(new QTimer(this))
    , m_publish(new QTimer(this))
    , m_saveTimer(new QTimer(this))
    , m_folderGeneration(std::make_shared<std::atomic<quint64>>(0))
{
    m_debounce->setSingleShot(true);
    m_debounce->setInterval(kRescanDelayMs);
    m_liveTimer->setSingleShot(true);
    m_liveTimer->setInterval(kLiveRescanMs);
    m_publish->setSingleShot(true);
    m_publish->setInterval(kPublishDelayMs);
    m_saveTimer->setSingleShot(true);
    m_saveTimer->setInterval(kSaveDelayMs);
    // One reader at the lowest priority: the list fills in without taking the machine from a
    // training job or a profile being loaded.
    m_pool.setMaxThreadCount(1);
    m_savePool.setMaxThreadCount(1);
    m_pool.setThreadPriority(QThread::LowestPriority);
    connect(m_debounce, &QTimer::timeout, this, &JobListController::refresh);
    connect(m_liveTimer, &QTimer::timeout, this, &JobListController::refresh);
    connect(m_publish, &QTimer::timeout, this, &JobListController::jobsChanged);
    connect(m_saveTimer, &QTimer::timeout, this, &JobListController::saveCache);
    connect(m_fsWatcher, &QFileSystemWatcher::directoryChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(m_fsWatcher, &QFileSystemWatcher::fileChanged, m_debounce, qOverload<>(&QTimer::start));
    connect(&m_watcher, &QFutureWatcherBase::finished, this, &JobListController::scanFinished);
}

JobListController::~JobListController()
{
    m_generation = ~0ull; // the scan in flight checks this and stops early
    m_folderGeneration->store(~0ull);
    m_watcher.waitForFinished();
    m_pool.clear();
    m_pool.waitForDone();
    if (m_saveTimer->isActive())
        saveCache();
    m_savePool.waitForDone();
}

QString JobListController::defaultCacheFile()
{
    return QString::fromStdString(cli::defaultJobFactsCacheFile());
}

void JobListController::setCacheFile(const QString &file)
{
    m_cacheFile = file;
    m_cacheLoaded = false;
}

void JobListController::saveCache()
{
    m_saveTimer->stop();
    if (m_cacheFile.isEmpty())
        return;
    // A copy (implicitly shared) is written, so facts arriving meanwhile do not race the writer.
    m_savePool.start([cache = m_cache, file = m_cacheFile] {
        std::string error;
        if (!cache.save(file.toStdString(), &error))
            qWarning("job list: cannot write the facts cache %s: %s", qUtf8Printable(file), error.c_str());
    });
}

void JobListController::setFolder(const QString &folder)
{
    if (folder == m_folder)
        return;
    m_folder = folder;
    m_jobs.clear();
    m_previousFiles.clear();
    // Files of the old folder still queued are not read; the one being read stops.
    m_folderGeneration->fetch_add(1);
    m_pool.clear();
    m_inFlight.clear();
    m_resplitAsked.clear();
    m_resplitDue = false;
    if (!m_cacheLoaded && !m_cacheFile.isEmpty()) {
        std::string error;
        if (!m_cache.load(m_cacheFile.toStdString(), &error))
            qWarning("job list: %s", error.c_str());
        m_cacheLoaded = true;
    }
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
    m_scanActive = true;
    const quint64 generation = m_scanGeneration;
    const QString folder = m_folder;
    const std::atomic<quint64> *current = &m_generation;
    const JobFactsCache cache = m_cache; // a shared copy: the scan reads it while facts arrive
    m_watcher.setFuture(scanProfilesFolderAsync(
        folder, [generation, current] { return current->load() != generation; }, cache));
    updateScanning();
}

void JobListController::scanFinished()
{
    const bool stale = m_scanGeneration != m_generation;
    if (!stale) {
        const std::vector<JobEntry> scanned = m_watcher.result();
        m_jobs = QList<JobEntry>(scanned.begin(), scanned.end());
        // Growth between scans, then the columns again with it.
        const int64_t now = currentTimeMs();
        QHash<QString, FileKey> seen;
        bool live = false;
        for (JobEntry &job : m_jobs) {
            for (JobTraceFile &file : job.files) {
                const FileKey key { file.size, file.modifiedMs };
                // Read by the background pass while this scan ran: not read again.
                if (!file.facts.settled) {
                    if (std::optional<TraceFacts> known = m_cache.find(file.path, file.size, file.modifiedMs))
                        file.facts = *known;
                    else
                        keepEarlierCutFacts(file, m_cache);
                }
                // What the quick scan settled is remembered too (plain JSON told by head and tail).
                if (file.facts.settled && !m_cache.find(file.path, file.size, file.modifiedMs)) {
                    m_cache.insert(file.path, file.size, file.modifiedMs, file.facts);
                    m_saveTimer->start();
                }
                const auto previous = m_previousFiles.constFind(toQString(file.path));
                file.grew = previous != m_previousFiles.cend() && !(*previous == key);
                seen.insert(toQString(file.path), key);
            }
            summarizeJob(job, now);
            live = live || (job.status == JobStatus::InProgress && job.statusSource.starts_with("cut"));
        }
        m_previousFiles = seen;
        updateWatches();
        scheduleFullScans();
        if (live)
            m_liveTimer->start();
        Q_EMIT jobsChanged();
    }
    if (m_pending || stale) {
        m_pending = false;
        if (m_generation != ~0ull)
            refresh();
        return;
    }
    m_scanActive = false;
    updateScanning();
}

void JobListController::scheduleFullScans()
{
    const int64_t now = currentTimeMs();
    const std::shared_ptr<std::atomic<quint64>> generation = m_folderGeneration;
    const quint64 mine = generation->load();
    for (const JobEntry &job : std::as_const(m_jobs)) {
        for (int i : filesNeedingFullScan(job, now)) {
            const JobTraceFile &file = job.files[size_t(i)];
            const QString path = toQString(file.path);
            if (m_inFlight.contains(path))
                continue;
            m_inFlight.insert(path);
            const qint64 size = file.size;
            const qint64 modifiedMs = file.modifiedMs;
            QPointer<JobListController> self(this);
            m_pool.start([self, path, size, modifiedMs, generation, mine] {
                const TraceFacts facts = scanTraceFacts(
                    path.toStdString(), [generation, mine] { return generation->load() != mine; });
                if (generation->load() != mine)
                    return;
                QMetaObject::invokeMethod(
                    self,
                    [self, path, size, modifiedMs, facts, mine] {
                        if (self)
                            self->factsReady(path, size, modifiedMs, facts, mine);
                    },
                    Qt::QueuedConnection);
            });
        }
    }
}

void JobListController::factsReady(
    const QString &path, qint64 size, qint64 modifiedMs, const TraceFacts &facts, quint64 folderGeneration)
{
    if (folderGeneration != m_folderGeneration->load())
        return;
    m_inFlight.remove(path);
    const std::string pathText = path.toStdString();
    if (facts.settled) {
        m_cache.insert(pathText, size, modifiedMs, facts);
        m_saveTimer->start();
    }
    const int64_t now = currentTimeMs();
    for (JobEntry &job : m_jobs) {
        bool changed = false;
        for (JobTraceFile &file : job.files) {
            // Facts of an older version of the file are not this one's: the next scan reads again.
            if (file.path == pathText && file.size == size && file.modifiedMs == modifiedMs) {
                file.facts = facts;
                changed = true;
            }
        }
        if (changed) {
            summarizeJob(job, now);
            // A run listed apart says why from the facts it was split with: list again from these.
            if ((splitsOnRescan(job) || job.listedApart) && !m_resplitAsked.contains(toQString(job.path))) {
                m_resplitAsked.insert(toQString(job.path));
                m_resplitDue = true;
            }
        }
    }
    m_publish->start();
    // The cache now holds the facts that split it: list the runs once the pass is done.
    if (m_resplitDue && m_inFlight.isEmpty()) {
        m_resplitDue = false;
        refresh();
    }
    updateScanning();
}

void JobListController::updateScanning()
{
    const bool scanning = isScanning();
    if (scanning == m_wasScanning)
        return;
    m_wasScanning = scanning;
    if (!scanning && m_publish->isActive()) {
        m_publish->stop();
        Q_EMIT jobsChanged();
    }
    Q_EMIT scanningChanged(scanning);
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
            paths.append(toQString(job.path));
        // Traces still being written change in place: watch the files themselves.
        if (job.status == JobStatus::InProgress) {
            for (const std::string &file : job.traceFiles) {
                if (paths.size() < kMaxWatchedPaths)
                    paths.append(toQString(file));
            }
        }
    }
    m_fsWatcher->addPaths(paths);
}

JobEntry JobListController::jobFor(const QString &path) const
{
    const std::string absolute = QFileInfo(path).absoluteFilePath().toStdString();
    for (const JobEntry &job : m_jobs) {
        if (job.path == absolute)
            return job;
    }
    // Only what the quick scan reads: this runs on the GUI thread just before a load.
    JobEntry job = collectJob(absolute);
    summarizeJob(job);
    return job;
}

JobRow JobListController::toRow(const JobEntry &job)
{
    JobRow row;
    row.name = toQString(job.name);
    row.path = toQString(job.path);
    row.created = createdOf(job.createdMs);
    row.createdPending = job.createdPending;
    row.createdFromFileTime = job.createdSource == "file time";
    row.createdSource = toQString(job.createdSource);
    row.createdDetail = toQString(job.createdDetail);
    row.status = job.statusPending || job.statusUnknown ? QString() : toQString(jobStatusName(job.status));
    row.statusPending = job.statusPending;
    row.ranks = job.ranks;
    row.nodes = job.nodes;
    row.gpus = job.gpus;
    row.gpusPending = job.gpusPending;
    row.bytes = job.bytes;
    row.warnings = toQStringList(job.warnings);
    return row;
}

JobMetadata JobListController::toMetadata(const JobEntry &job)
{
    JobMetadata m;
    m.name = toQString(job.name);
    m.path = toQString(job.path);
    m.status = toQString(jobStatusName(job.status));
    const QDateTime created = createdOf(job.createdMs);
    m.created
        = created.isValid() ? QLocale().toString(created.toLocalTime(), QLocale::LongFormat) : QString();
    m.createdSource = toQString(job.createdSource);
    m.warnings = toQStringList(job.warnings);
    if (job.hasJobJson && job.jobJson.ok) {
        const nlohmann::json &raw = job.jobJson.raw;
        for (auto it = raw.begin(); it != raw.end(); ++it) {
            // Shown in their own rows or tables already.
            static const QStringList kShown { QStringLiteral("hyperparameters"), QStringLiteral("tags"),
                QStringLiteral("name"), QStringLiteral("created"), QStringLiteral("status") };
            if (kShown.contains(toQString(it.key())))
                continue;
            m.fields.append({ toQString(it.key()), jsonText(it.value()) });
        }
        for (auto it = job.jobJson.hyperparameters.begin(); it != job.jobJson.hyperparameters.end(); ++it)
            m.hyperparameters.append({ toQString(it.key()), jsonText(it.value()) });
        for (auto it = job.jobJson.tags.begin(); it != job.jobJson.tags.end(); ++it)
            m.tags.append({ toQString(it.key()), jsonText(it.value()) });
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
