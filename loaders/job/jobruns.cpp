#include "jobruns.h"

#include "jobfiles.h"
#include "runcheck.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
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
    }
}

} // namespace

QStringList runMismatches(const JobEntry &job)
{
    std::vector<RunTraceFacts> traces;
    for (const JobTraceFile &file : job.files) {
        const TraceFacts &f = file.facts;
        if (f.systemMetrics || f.notATrace || (!f.error.isEmpty() && f.textBytes == 0))
            continue;
        RunTraceFacts t;
        t.rank = f.rank;
        t.worldSize = f.worldSize;
        t.startNs = f.earliestAbsNs > 0 ? f.earliestAbsNs : -1;
        t.vendor = f.gpuVendor.toStdString();
        traces.push_back(std::move(t));
    }
    QStringList why;
    for (const std::string &reason : runMismatches(std::span<const RunTraceFacts>(traces)))
        why.append(QString::fromStdString(reason));
    return why;
}

bool splitsOnRescan(const JobEntry &job)
{
    return job.isFolder && !job.hasJobJson && !isSmdebugOrSageMaker(job.path)
        && !runMismatches(job).isEmpty();
}

QList<JobEntry> collectRuns(const QString &path, const QDateTime &now, const JobFactsCache *cache)
{
    QList<JobEntry> out;
    collectInto(path, QFileInfo(path).fileName(), 0, now, cache, &out);
    return out;
}

} // namespace stepline
