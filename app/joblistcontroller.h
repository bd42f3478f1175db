#pragma once

#include "jobscanner.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

#include <atomic>

class QFileSystemWatcher;
class QTimer;

namespace stepline {

struct JobRow;
struct JobMetadata;

// Scans the profiles folder off the GUI thread and rescans when jobs appear or change
// (QFileSystemWatcher on the folder, every job folder and every file of jobs still in progress;
// bursts of changes are coalesced). The latest scan wins.
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
    bool isScanning() const { return m_watcher.isRunning(); }

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
    void scanFinished();
    void updateWatches();

    QString m_folder;
    QList<JobEntry> m_jobs;
    QFutureWatcher<QList<JobEntry>> m_watcher;
    QFileSystemWatcher *m_fsWatcher;
    QTimer *m_debounce;
    std::atomic<quint64> m_generation { 0 }; // read by the scanning thread to stop early
    quint64 m_scanGeneration = 0;
    bool m_pending = false;
};

} // namespace stepline
