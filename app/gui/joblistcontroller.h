#pragma once

#include "jobfactscache.h"
#include "jobscanner.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QThreadPool>

#include <atomic>
#include <memory>

class QFileSystemWatcher;
class QTimer;

namespace stepline {

struct JobRow;
struct JobMetadata;

// Lists the profiles folder in two passes, both off the GUI thread:
// 1. a quick scan (file sizes and times, job.json, the head and tail of each trace, or the facts
//    cache) that paints the list at once, with "…" where a fact needs the whole text;
// 2. a background pass at low priority that reads those traces to their end (scanTraceFacts),
//    stores the facts in the cache file and updates the rows as they come in. A cut trace still
//    being written is not read whole again while it grows (a compressed one keeps the facts of
//    its last whole read), only once it stops.
// Rescans when jobs appear or change (QFileSystemWatcher on the folder, every job folder and every
// file of jobs still in progress; bursts are coalesced), and every half minute while a cut trace
// is still taken as being written, so that it turns Stopped once it stops growing. A file whose
// size or time changed between two scans grew (JobTraceFile::grew). The latest scan wins.
class JobListController : public QObject
{
    Q_OBJECT
public:
    explicit JobListController(QObject *parent = nullptr);
    ~JobListController() override;

    QString folder() const { return m_folder; }
    void setFolder(const QString &folder);
    const QList<JobEntry> &jobs() const { return m_jobs; }
    // The entry of a listed job, or a fresh scan of path when it is not in the list.
    JobEntry jobFor(const QString &path) const;
    // A scan counts until its result is in jobs(): the task ends before its finished signal is
    // handled, and the list must not look settled in between.
    bool isScanning() const { return m_scanActive || !m_inFlight.isEmpty(); }
    // Files the background pass has still to read.
    int pendingFiles() const { return int(m_inFlight.size()); }

    // Where the facts cache lives: QStandardPaths::CacheLocation/jobfacts.json unless set (tests
    // and benchmarks use a folder of their own). Loaded on the next setFolder().
    void setCacheFile(const QString &file);
    QString cacheFile() const { return m_cacheFile; }
    static QString defaultCacheFile();
    // Writes the cache now (it is also written a moment after facts arrive, and on destruction).
    void saveCache();

    static JobRow toRow(const JobEntry &job);
    static JobMetadata toMetadata(const JobEntry &job);
    // The bundled demo jobs: next to the source tree, or installed under share/stepline/demo.
    static QString demoFolder();

public Q_SLOTS:
    void refresh();

Q_SIGNALS:
    void jobsChanged();
    void scanningChanged(bool scanning);

private:
    struct FileKey
    {
        qint64 size;
        qint64 modifiedMs;
        bool operator==(const FileKey &) const = default;
    };

    void scanFinished();
    void updateWatches();
    void scheduleFullScans();
    void factsReady(const QString &path, qint64 size, qint64 modifiedMs, const TraceFacts &facts,
        quint64 folderGeneration);
    void updateScanning();

    QString m_folder;
    QString m_cacheFile;
    bool m_cacheLoaded = false;
    JobFactsCache m_cache;
    QList<JobEntry> m_jobs;
    QHash<QString, FileKey> m_previousFiles; // size and time of every trace at the previous scan
    QFutureWatcher<std::vector<JobEntry>> m_watcher;
    QFileSystemWatcher *m_fsWatcher;
    QTimer *m_debounce;
    QTimer *m_liveTimer; // rescans while a cut trace may still grow
    QTimer *m_publish; // coalesces rows updated by the background pass
    QTimer *m_saveTimer;
    QThreadPool m_pool;
    QThreadPool m_savePool; // one thread: the cache file is written off the GUI thread, in order
    QSet<QString> m_inFlight; // paths handed to the background pass
    // Folders listed as one job that the background pass showed to hold several runs, each
    // rescanned once (jobruns.h splitsOnRescan) when the pass is done; a folder that cannot be
    // split further stays one job with its warning.
    QSet<QString> m_resplitAsked;
    bool m_resplitDue = false;
    std::shared_ptr<std::atomic<quint64>> m_folderGeneration; // background tasks stop when it moves
    std::atomic<quint64> m_generation { 0 }; // read by the scanning thread to stop early
    quint64 m_scanGeneration = 0;
    bool m_pending = false;
    bool m_scanActive = false; // from refresh() until scanFinished() has taken the result
    bool m_wasScanning = false;
};

} // namespace stepline
