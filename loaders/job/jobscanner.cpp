#include "jobscanner.h"

#include "jobfactscache.h"
#include "jobfiles.h"
#include "runcheck.h"
#include "smdebug.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>

#include <QtConcurrent>

#include <algorithm>
#include <atomic>

namespace stepline {

namespace {

// A job folder is walked this deep (SageMaker Debugger nests Python stats in
// profiler-output/framework/pytorch/cprofile/<node>/<interval>/) and no further than this many
// files, so a stray home directory cannot stall the listing.
constexpr int kMaxDepth = 8;
constexpr int kMaxFilesPerJob = 20000;

// SageMaker's download of a training job: traces under profiler-output/; what lies beside it
// (rule-output/ with the rule reports, JSON that is no trace) is counted in the job's size only.
const QLatin1String kProfilerOutput("profiler-output");

QString isoTime(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODate);
}

TraceFacts factsFor(const QString &path, qint64 size, qint64 modifiedMs, const JobFactsCache *cache)
{
    if (cache) {
        if (std::optional<TraceFacts> cached = cache->find(path, size, modifiedMs))
            return *cached;
    }
    return quickTraceFacts(path);
}

void readJobJson(JobEntry &job, const QString &root)
{
    const QString jobJsonPath = root + QStringLiteral("/job.json");
    if (!QFileInfo::exists(jobJsonPath))
        return;
    job.hasJobJson = true;
    QFile file(jobJsonPath);
    if (!file.open(QIODevice::ReadOnly))
        job.jobJson.error = file.errorString();
    else
        job.jobJson = parseJobJson(file.read(1024 * 1024));
    if (!job.jobJson.ok)
        job.scanWarnings.append(QStringLiteral("job.json: ") + job.jobJson.error);
}

} // namespace

JobEntry collectJob(const QString &path, const QDateTime &now, const JobFactsCache *cache)
{
    Q_UNUSED(now);
    JobEntry job;
    const QFileInfo info(path);
    job.path = info.absoluteFilePath();
    job.isFolder = info.isDir();
    job.name = info.fileName();
    if (!info.exists()) {
        job.exists = false;
        return job;
    }
    QList<QFileInfo> traces;
    if (job.isFolder) {
        const QString root = QDir(job.path).absolutePath();
        if (!info.isReadable() || !info.isExecutable())
            job.scanWarnings.append(QStringLiteral("cannot read the folder (permission denied)"));
        const bool sageMaker = isSageMakerDownload(root);
        const QString tracesRoot = sageMaker ? root + QLatin1Char('/') + kProfilerOutput : root;
        QDirIterator it(root, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext() && files < kMaxFilesPerJob) {
            it.next();
            const QFileInfo f = it.fileInfo();
            const QString absolute = f.absoluteFilePath();
            if (QStringView(absolute).mid(root.size()).count(QLatin1Char('/')) > kMaxDepth)
                continue;
            ++files;
            job.bytes += f.size();
            const QDateTime modified = f.lastModified().toUTC();
            if (!job.modified.isValid() || modified > job.modified)
                job.modified = modified;
            if (sageMaker && !absolute.startsWith(tracesRoot + QLatin1Char('/')))
                continue; // rule-output/ and the like: reports, not traces
            if (isSmdebugPythonStatsFileName(f.fileName())) {
                PythonStatsFile stats;
                const QDir dir = f.dir();
                QDir parent = dir;
                parent.cdUp();
                if (parseSmdebugPythonStatsDir(dir.dirName(), parent.dirName(), &stats)
                    && stats.startAbsNs > 0
                    && (job.pythonStatsStartNs < 0 || stats.startAbsNs < job.pythonStatsStartNs))
                    job.pythonStatsStartNs = stats.startAbsNs;
                continue;
            }
            if (isTraceFileName(f.fileName()))
                traces.append(f);
        }
        readJobJson(job, root);
    } else {
        job.bytes = info.size();
        job.modified = info.lastModified().toUTC();
        traces.append(info);
    }
    std::sort(traces.begin(), traces.end(),
        [](const QFileInfo &a, const QFileInfo &b) { return a.absoluteFilePath() < b.absoluteFilePath(); });
    for (const QFileInfo &f : std::as_const(traces)) {
        JobTraceFile file;
        file.path = f.absoluteFilePath();
        file.size = f.size();
        file.modifiedMs = f.lastModified().toMSecsSinceEpoch();
        file.facts = factsFor(file.path, file.size, file.modifiedMs, cache);
        job.traceFiles.append(file.path);
        job.files.append(file);
    }
    // Removed while it was walked: the listing drops it without a word.
    job.exists = QFileInfo::exists(job.path);
    return job;
}

void summarizeJob(JobEntry &job, const QDateTime &now)
{
    job.warnings = job.scanWarnings;
    const qint64 nowMs = now.toMSecsSinceEpoch();

    // Per file: readable or not, cut or not, still written or not.
    bool anyPendingCompleteness = false;
    bool anyLiveCut = false;
    bool anyStoppedCut = false;
    bool anyReadable = false;
    qint64 earliestNs = -1;
    TraceFacts::TimeSource earliestSource = TraceFacts::TimeSource::None;
    bool timePending = false;
    struct RankFacts
    {
        QSet<int> devices;
        bool devicesFinal = true;
        bool devicesPending = false;
        bool unreadable = false;
    };
    QHash<QString, RankFacts> ranks; // by distributedInfo.rank, else by file
    QSet<QString> hosts;
    QSet<QString> metricsNodes;
    bool everyRankHasHost = true;
    for (const JobTraceFile &file : std::as_const(job.files)) {
        const TraceFacts &f = file.facts;
        const QString fileName = QFileInfo(file.path).fileName();
        const bool unreadable = !f.error.isEmpty() && f.textBytes == 0;
        if (!f.error.isEmpty())
            job.warnings.append(fileName + QStringLiteral(": ") + f.error);
        if (f.notATrace) {
            job.warnings.append(
                fileName + QStringLiteral(": no trace (a JSON object without traceEvents); left out"));
            continue;
        }
        if (f.systemMetrics) {
            if (!f.host.isEmpty())
                metricsNodes.insert(f.host);
        } else {
            const QString key = f.rank >= 0 ? QStringLiteral("rank %1").arg(f.rank) : file.path;
            RankFacts &rank = ranks[key];
            if (unreadable) {
                rank.unreadable = true;
            } else {
                for (int d : f.gpuDevices)
                    rank.devices.insert(d);
                if (!f.gpuDevicesFinal()) {
                    rank.devicesFinal = false;
                    rank.devicesPending = true;
                }
            }
            const QString host = !f.host.isEmpty() ? f.host : hostFromFileName(fileName);
            if (host.isEmpty())
                everyRankHasHost = false;
            else
                hosts.insert(host);
        }
        if (unreadable)
            continue;
        anyReadable = true;
        if (f.earliestAbsNs > 0 && (earliestNs < 0 || f.earliestAbsNs < earliestNs)) {
            earliestNs = f.earliestAbsNs;
            earliestSource = f.timeSource;
        } else if (f.earliestAbsNs <= 0 && !f.settled) {
            timePending = true;
        }
        switch (f.completeness) {
        case TraceFacts::Completeness::Unknown:
            anyPendingCompleteness = true;
            break;
        case TraceFacts::Completeness::Complete:
            break;
        case TraceFacts::Completeness::Cut: {
            const bool recent = nowMs - file.modifiedMs < kInProgressSeconds * 1000;
            if (file.grew || recent) {
                anyLiveCut = true;
            } else {
                anyStoppedCut = true;
                job.warnings.append(
                    QStringLiteral("%1 ends early (at byte %2 of its text); unchanged since %3")
                        .arg(fileName)
                        .arg(f.cutAtByte >= 0 ? f.cutAtByte : f.textBytes)
                        .arg(isoTime(file.modifiedMs)));
            }
            break;
        }
        }
    }
    if (job.isFolder && job.files.isEmpty())
        job.warnings.append(QStringLiteral("no trace files (*.json, *.json.gz, *.json.zst)"));

    // Ranks and GPUs (METRICS.md "Rank", "Device of a rank").
    job.ranks = int(ranks.size());
    job.gpus = 0;
    job.gpusPending = false;
    for (const RankFacts &rank : std::as_const(ranks)) {
        if (rank.unreadable) {
            job.gpus = -1;
            break;
        }
        if (rank.devicesPending)
            job.gpusPending = true;
        job.gpus += int(rank.devices.size());
    }
    if (job.gpusPending || job.ranks == 0)
        job.gpus = -1; // system metrics alone do not say which GPUs ran work

    // Nodes: named hosts only. Ranks without a host name could be on one machine or on many.
    if (job.ranks > 0 && everyRankHasHost)
        job.nodes = int((hosts | metricsNodes).size());
    else if (!metricsNodes.isEmpty())
        job.nodes = int(metricsNodes.size()); // the Debugger's monitor runs on every node
    else if (job.ranks == 1)
        job.nodes = 1;
    else
        job.nodes = -1;

    const bool jobJsonOk = job.hasJobJson && job.jobJson.ok;
    if (jobJsonOk) {
        if (!job.jobJson.name.isEmpty())
            job.name = job.jobJson.name;
        if (job.jobJson.instanceCount > 0)
            job.nodes = job.jobJson.instanceCount;
    }

    // Created.
    job.createdPending = false;
    job.createdDetail.clear();
    if (jobJsonOk && job.jobJson.created.isValid()) {
        job.created = job.jobJson.created;
        job.createdSource = QStringLiteral("job.json");
    } else if (timePending) {
        // A trace whose time is still unread may start earlier than those read so far.
        job.created = QDateTime();
        job.createdSource.clear();
        job.createdPending = true;
    } else if (earliestNs > 0) {
        job.created = QDateTime::fromMSecsSinceEpoch(earliestNs / 1000000, Qt::UTC);
        job.createdSource = QStringLiteral("trace");
        job.createdDetail = timeSourceName(earliestSource);
    } else if (job.pythonStatsStartNs > 0) {
        job.created = QDateTime::fromMSecsSinceEpoch(job.pythonStatsStartNs / 1000000, Qt::UTC);
        job.createdSource = QStringLiteral("smdebug folder");
        job.createdDetail = QStringLiteral("start time in the Python-stats folder name");
    } else {
        // Last resort: downloads and copies set it to the time of the copy.
        qint64 oldest = -1;
        for (const JobTraceFile &file : std::as_const(job.files))
            oldest = oldest < 0 ? file.modifiedMs : std::min(oldest, file.modifiedMs);
        job.created = oldest >= 0 ? QDateTime::fromMSecsSinceEpoch(oldest, Qt::UTC) : job.modified;
        job.createdSource = QStringLiteral("file time");
        job.createdDetail = QStringLiteral("the traces hold no wall-clock time");
    }

    // Status: job.json, else what the text says, then whether a cut file still changes.
    job.statusPending = false;
    job.statusUnknown = false;
    if (jobJsonOk && job.jobJson.hasStatus) {
        job.status = job.jobJson.status;
        job.statusSource = QStringLiteral("job.json");
    } else if (anyLiveCut) {
        job.status = JobStatus::InProgress;
        bool grew = false;
        for (const JobTraceFile &file : std::as_const(job.files))
            grew = grew || (file.grew && file.facts.completeness == TraceFacts::Completeness::Cut);
        job.statusSource = grew ? QStringLiteral("cut, growing") : QStringLiteral("cut, recent");
    } else if (anyPendingCompleteness) {
        job.status = JobStatus::Completed;
        job.statusSource = QStringLiteral("pending");
        job.statusPending = true;
    } else if (anyStoppedCut) {
        job.status = JobStatus::Stopped;
        job.statusSource = QStringLiteral("cut, stopped");
    } else if (!anyReadable) {
        // Nothing to tell from: no trace, or none that can be read.
        job.status = JobStatus::Completed;
        job.statusSource = job.files.isEmpty() ? QStringLiteral("no traces") : QStringLiteral("unreadable");
        job.statusUnknown = true;
    } else {
        job.status = JobStatus::Completed;
        job.statusSource = QStringLiteral("complete");
    }
    // Opened as one job anyway (the folder itself, or job.json says so): the figures mix runs.
    const QStringList mixed = job.isFolder ? runMismatches(job) : QStringList();
    if (!mixed.isEmpty())
        job.warnings.append(
            QStringLiteral("these traces may not be one run: ") + mixed.join(QStringLiteral("; ")));
}

QList<int> filesNeedingFullScan(const JobEntry &job, const QDateTime &now)
{
    QList<int> out;
    const qint64 nowMs = now.toMSecsSinceEpoch();
    for (int i = 0; i < job.files.size(); ++i) {
        const JobTraceFile &file = job.files[i];
        const TraceFacts &f = file.facts;
        if (f.settled || (!f.error.isEmpty() && f.textBytes == 0))
            continue;
        const bool live = file.grew || nowMs - file.modifiedMs < kInProgressSeconds * 1000;
        if (f.completeness == TraceFacts::Completeness::Cut && live)
            continue;
        out.append(i);
    }
    return out;
}

void completeJob(JobEntry &job, const QDateTime &now)
{
    for (int i : filesNeedingFullScan(job, now))
        job.files[i].facts = scanTraceFacts(job.files[i].path);
    summarizeJob(job, now);
}

JobEntry scanJob(const QString &path, const QDateTime &now)
{
    JobEntry job = collectJob(path, now);
    completeJob(job, now);
    return job;
}

bool isSageMakerDownload(const QString &dir)
{
    return QFileInfo(dir + QLatin1Char('/') + kProfilerOutput).isDir();
}

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

QJsonObject jobToJson(const JobEntry &job)
{
    const QJsonValue null(QJsonValue::Null);
    QJsonObject o;
    o.insert(QStringLiteral("name"), job.name);
    o.insert(QStringLiteral("path"), job.path);
    o.insert(QStringLiteral("created"),
        job.created.isValid() ? QJsonValue(job.created.toUTC().toString(Qt::ISODate)) : null);
    o.insert(
        QStringLiteral("created_source"), job.createdSource.isEmpty() ? null : QJsonValue(job.createdSource));
    o.insert(QStringLiteral("status"),
        job.statusUnknown || job.statusPending ? null : QJsonValue(jobStatusName(job.status)));
    o.insert(QStringLiteral("status_source"), job.statusSource);
    o.insert(QStringLiteral("ranks"), job.ranks);
    o.insert(QStringLiteral("nodes"), job.nodes >= 0 ? QJsonValue(job.nodes) : null);
    o.insert(QStringLiteral("gpus"), job.gpus >= 0 ? QJsonValue(job.gpus) : null);
    o.insert(QStringLiteral("bytes"), job.bytes);
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(job.warnings));
    return o;
}

} // namespace stepline
