#include "jobruns.h"

#include "jobfiles.h"

#include <QDir>
#include <QFileInfo>

#include <QtConcurrent>

#include <algorithm>
#include <atomic>
#include <vector>

namespace stepline {

namespace {

bool isSmdebugOrSageMaker(const QString &dir)
{
    // A SageMaker download (profiler-output/) or a Debugger folder: one job by construction.
    return QFileInfo(dir + QStringLiteral("/profiler-output")).isDir()
        || QFileInfo(dir + QStringLiteral("/system")).isDir()
        || QFileInfo(dir + QStringLiteral("/framework")).isDir();
}

// Every file of the entry is JSON that is no trace: nothing to open.
bool isNoTrace(const JobEntry &job)
{
    return !job.files.isEmpty()
        && std::all_of(job.files.cbegin(), job.files.cend(),
            [](const JobTraceFile &file) { return file.facts.notATrace; });
}

void collectInto(const QString &path, const QString &name, int depth, const QDateTime &now,
    const JobFactsCache *cache, QList<JobEntry> *out)
{
    JobEntry job = collectJob(path, now, cache);
    if (!job.exists || isNoTrace(job))
        return;
    summarizeJob(job, now);
    job.name = name;
    const QStringList why
        = job.isFolder && !job.hasJobJson && depth < kMaxRunDepth && !isSmdebugOrSageMaker(path)
        ? runMismatches(job)
        : QStringList();
    if (why.isEmpty()) {
        out->append(job);
        return;
    }
    const QFileInfoList entries
        = QDir(path).entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    const qsizetype before = out->size();
    for (const QFileInfo &entry : entries) {
        if (entry.isDir() || isTraceFileName(entry.fileName()))
            collectInto(entry.absoluteFilePath(), name + QLatin1Char('/') + entry.fileName(), depth + 1, now,
                cache, out);
    }
    // Every run inside says why its folder was split, so the list explains itself.
    const QString note = QStringLiteral("listed apart from the other traces of %1: %2")
                             .arg(name, why.join(QStringLiteral("; ")));
    for (qsizetype i = before; i < out->size(); ++i) {
        (*out)[i].warnings.append(note);
        (*out)[i].scanWarnings.append(note);
        (*out)[i].listedApart = true;
    }
}

} // namespace

bool splitsOnRescan(const JobEntry &job)
{
    return job.isFolder && !job.hasJobJson && !isSmdebugOrSageMaker(job.path)
        && !runMismatches(job).isEmpty();
}

QList<JobEntry> scanProfilesFolder(const QString &dir, const std::function<bool()> &canceled,
    const QDateTime &now, const JobFactsCache *cache)
{
    QList<JobEntry> jobs;
    if (isSageMakerDownload(dir)) {
        JobEntry job = collectJob(dir, now, cache);
        summarizeJob(job, now);
        if (job.exists)
            jobs.append(job);
        return jobs;
    }
    const QFileInfoList entries
        = QDir(dir).entryInfoList(QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot, QDir::Name);
    QStringList paths;
    for (const QFileInfo &entry : entries) {
        if (entry.isDir() || isTraceFileName(entry.fileName()))
            paths.append(entry.absoluteFilePath());
    }
    // Jobs are walked on every core (the work is file reads and short scans; the order is kept).
    // Once canceled, the jobs not started yet are left out.
    // A folder whose traces are not one run lists the runs inside it (jobruns.h).
    std::atomic<bool> stop { false };
    const QList<QList<JobEntry>> walked = QtConcurrent::blockingMapped(paths, [&](const QString &path) {
        if (stop.load() || (canceled && canceled())) {
            stop = true;
            return QList<JobEntry>();
        }
        return collectRuns(path, now, cache);
    });
    for (const QList<JobEntry> &runs : walked)
        jobs.append(runs);
    return jobs;
}

QList<JobEntry> collectRuns(const QString &path, const QDateTime &now, const JobFactsCache *cache)
{
    QList<JobEntry> out;
    collectInto(path, QFileInfo(path).fileName(), 0, now, cache, &out);
    return out;
}

} // namespace stepline
