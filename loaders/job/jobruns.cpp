#include "jobruns.h"

#include "jobfiles.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace stepline {

namespace {

bool isSmdebugOrSageMaker(const QString &dir)
{
    // A SageMaker download (profiler-output/) or a Debugger folder: one job by construction.
    return QFileInfo(dir + QStringLiteral("/profiler-output")).isDir()
        || QFileInfo(dir + QStringLiteral("/system")).isDir()
        || QFileInfo(dir + QStringLiteral("/framework")).isDir();
}

void collectInto(const QString &path, const QString &name, int depth, const QDateTime &now,
    const JobFactsCache *cache, QList<JobEntry> *out)
{
    JobEntry job = collectJob(path, now, cache);
    if (!job.exists)
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
    QStringList why;
    QHash<int, int> filesOfRank;
    QSet<int> worldSizes;
    qint64 firstNs = -1, lastNs = -1;
    int traces = 0;
    for (const JobTraceFile &file : job.files) {
        const TraceFacts &f = file.facts;
        if (f.systemMetrics || (!f.error.isEmpty() && f.textBytes == 0))
            continue;
        ++traces;
        if (f.rank >= 0)
            ++filesOfRank[f.rank];
        if (f.worldSize > 0)
            worldSizes.insert(f.worldSize);
        if (f.earliestAbsNs > 0) {
            firstNs = firstNs < 0 ? f.earliestAbsNs : std::min(firstNs, f.earliestAbsNs);
            lastNs = std::max(lastNs, f.earliestAbsNs);
        }
    }
    if (traces < 2)
        return why;
    QList<int> repeated;
    for (auto it = filesOfRank.cbegin(); it != filesOfRank.cend(); ++it)
        if (it.value() > 1)
            repeated.append(it.key());
    std::sort(repeated.begin(), repeated.end());
    for (int rank : repeated)
        why.append(QStringLiteral("%1 traces say rank %2").arg(filesOfRank.value(rank)).arg(rank));
    if (worldSizes.size() > 1) {
        QList<int> sizes(worldSizes.begin(), worldSizes.end());
        std::sort(sizes.begin(), sizes.end());
        QStringList text;
        for (int s : sizes)
            text.append(QString::number(s));
        why.append(QStringLiteral("world sizes %1 differ").arg(text.join(QStringLiteral(", "))));
    }
    if (firstNs > 0 && lastNs - firstNs > kRunStartSpreadSeconds * 1000000000LL)
        why.append(
            QStringLiteral("their starts are %1 h apart").arg(double(lastNs - firstNs) / 3.6e12, 0, 'f', 1));
    return why;
}

QList<JobEntry> collectRuns(const QString &path, const QDateTime &now, const JobFactsCache *cache)
{
    QList<JobEntry> out;
    collectInto(path, QFileInfo(path).fileName(), 0, now, cache, &out);
    return out;
}

} // namespace stepline
