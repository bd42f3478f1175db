#include "jobscanner.h"

#include "jobfiles.h"
#include "tracehead.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>

namespace stepline {

namespace {

// A job folder is walked this deep (SageMaker Debugger nests traces in framework/pytorch/...)
// and no further than this many files, so a stray home directory cannot stall the listing.
constexpr int kMaxDepth = 5;
constexpr int kMaxFilesPerJob = 20000;

QDateTime fileTime(const QFileInfo &info)
{
    const QDateTime birth = info.birthTime();
    return (birth.isValid() ? birth : info.lastModified()).toUTC();
}

} // namespace

QString jobStatusName(JobStatus status)
{
    switch (status) {
    case JobStatus::InProgress:
        return QStringLiteral("InProgress");
    case JobStatus::Completed:
        return QStringLiteral("Completed");
    case JobStatus::Failed:
        return QStringLiteral("Failed");
    case JobStatus::Stopped:
        return QStringLiteral("Stopped");
    case JobStatus::Stopping:
        return QStringLiteral("Stopping");
    }
    return QString();
}

bool parseJobStatus(const QString &name, JobStatus *status)
{
    for (JobStatus s : { JobStatus::InProgress, JobStatus::Completed, JobStatus::Failed, JobStatus::Stopped,
             JobStatus::Stopping }) {
        if (name == jobStatusName(s)) {
            *status = s;
            return true;
        }
    }
    return false;
}

JobJson parseJobJson(const QByteArray &text)
{
    JobJson job;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(text, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        job.error = QStringLiteral("not valid JSON at byte %1: %2")
                        .arg(parseError.offset)
                        .arg(parseError.errorString());
        return job;
    }
    if (!doc.isObject()) {
        job.error = QStringLiteral("the top level is not a JSON object");
        return job;
    }
    const QJsonObject o = doc.object();
    job.raw = o;
    auto stringField = [&](const char *key, QString *out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return true;
        if (!v.isString()) {
            job.error = QStringLiteral("\"%1\" must be a string").arg(QLatin1String(key));
            return false;
        }
        *out = v.toString();
        return true;
    };
    QString created, status;
    if (!stringField("name", &job.name) || !stringField("created", &created)
        || !stringField("status", &status) || !stringField("instance_type", &job.instanceType)
        || !stringField("framework", &job.framework))
        return job;
    if (!created.isEmpty()) {
        job.created = QDateTime::fromString(created, Qt::ISODateWithMs);
        if (!job.created.isValid()) {
            job.error = QStringLiteral("\"created\" is not an ISO 8601 time: %1").arg(created.left(40));
            return job;
        }
        job.created = job.created.toUTC();
    }
    if (!status.isEmpty()) {
        if (!parseJobStatus(status, &job.status)) {
            job.error = QStringLiteral("unknown \"status\" %1 (expected InProgress, Completed, "
                                       "Failed, Stopped or Stopping)")
                            .arg(status.left(40));
            return job;
        }
        job.hasStatus = true;
    }
    const QJsonValue count = o.value(QLatin1String("instance_count"));
    if (!count.isUndefined() && !count.isNull()) {
        if (!count.isDouble() || count.toDouble() < 1 || count.toDouble() != double(count.toInt())) {
            job.error = QStringLiteral("\"instance_count\" must be a positive integer");
            return job;
        }
        job.instanceCount = count.toInt();
    }
    for (const char *key : { "hyperparameters", "tags" }) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isNull() && !v.isObject()) {
            job.error = QStringLiteral("\"%1\" must be an object").arg(QLatin1String(key));
            return job;
        }
    }
    job.hyperparameters = o.value(QLatin1String("hyperparameters")).toObject();
    job.tags = o.value(QLatin1String("tags")).toObject();
    job.ok = true;
    return job;
}

JobEntry scanJob(const QString &path, const QDateTime &now)
{
    JobEntry job;
    const QFileInfo info(path);
    job.path = info.absoluteFilePath();
    job.isFolder = info.isDir();
    job.name = info.fileName();
    QList<QFileInfo> traces;
    if (job.isFolder) {
        const QString root = QDir(job.path).absolutePath();
        QDirIterator it(root, QDir::Files | QDir::NoDotAndDotDot, QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext() && files < kMaxFilesPerJob) {
            it.next();
            const QFileInfo f = it.fileInfo();
            if (QStringView(f.absoluteFilePath()).mid(root.size()).count(QLatin1Char('/')) > kMaxDepth)
                continue;
            ++files;
            job.bytes += f.size();
            const QDateTime modified = f.lastModified().toUTC();
            if (!job.modified.isValid() || modified > job.modified)
                job.modified = modified;
            if (isTraceFileName(f.fileName()))
                traces.append(f);
        }
        const QString jobJsonPath = root + QStringLiteral("/job.json");
        if (QFileInfo::exists(jobJsonPath)) {
            job.hasJobJson = true;
            QFile file(jobJsonPath);
            if (!file.open(QIODevice::ReadOnly)) {
                job.jobJson.error = file.errorString();
            } else {
                job.jobJson = parseJobJson(file.read(1024 * 1024));
            }
            if (!job.jobJson.ok)
                job.warnings.append(QStringLiteral("job.json: ") + job.jobJson.error);
        }
    } else {
        job.bytes = info.size();
        job.modified = info.lastModified().toUTC();
        traces.append(info);
    }
    std::sort(traces.begin(), traces.end(),
        [](const QFileInfo &a, const QFileInfo &b) { return a.absoluteFilePath() < b.absoluteFilePath(); });

    qint64 earliestNs = -1;
    QDateTime earliestFileTime;
    bool anyTruncated = false;
    QSet<int> rankIds; // distributedInfo.rank values (repeated spans share one)
    int filesWithoutRank = 0;
    QSet<QString> hosts;
    int unknownHosts = 0;
    for (const QFileInfo &f : std::as_const(traces)) {
        job.traceFiles.append(f.absoluteFilePath());
        const TraceHead head = readTraceHead(f.absoluteFilePath());
        if (!head.readable) {
            job.warnings.append(f.fileName() + QStringLiteral(": ") + head.error);
            continue;
        }
        if (head.earliestAbsNs > 0 && (earliestNs < 0 || head.earliestAbsNs < earliestNs))
            earliestNs = head.earliestAbsNs;
        const QDateTime t = fileTime(f);
        if (!earliestFileTime.isValid() || t < earliestFileTime)
            earliestFileTime = t;
        anyTruncated = anyTruncated || head.truncated;
        if (head.rank >= 0)
            rankIds.insert(head.rank);
        else
            ++filesWithoutRank;
        if (head.host.isEmpty())
            ++unknownHosts;
        else
            hosts.insert(head.host);
        if (head.deviceCount > 0)
            ++job.gpus;
    }
    job.ranks = int(rankIds.size()) + filesWithoutRank;
    // Like the loader: a rank without a known host is its own node. A rank uses one GPU (one
    // process per GPU, as DDP and torchrun start them) when its trace lists any device.
    job.nodes = std::min(int(hosts.size()) + unknownHosts, job.ranks);
    job.gpus = std::min(job.gpus, job.ranks);
    if (job.isFolder && traces.isEmpty())
        job.warnings.append(QStringLiteral("no trace files (*.json, *.json.gz, *.json.zst)"));

    if (job.hasJobJson && job.jobJson.ok) {
        if (!job.jobJson.name.isEmpty())
            job.name = job.jobJson.name;
        if (job.jobJson.instanceCount > 0)
            job.nodes = job.jobJson.instanceCount;
    }
    if (job.hasJobJson && job.jobJson.ok && job.jobJson.created.isValid()) {
        job.created = job.jobJson.created;
        job.createdSource = QStringLiteral("job.json");
    } else if (earliestNs > 0) {
        job.created = QDateTime::fromMSecsSinceEpoch(earliestNs / 1000000, Qt::UTC);
        job.createdSource = QStringLiteral("trace");
    } else {
        job.created = earliestFileTime.isValid() ? earliestFileTime : fileTime(info);
        job.createdSource = QStringLiteral("file time");
    }
    if (job.hasJobJson && job.jobJson.ok && job.jobJson.hasStatus) {
        job.status = job.jobJson.status;
        job.statusSource = QStringLiteral("job.json");
    } else if (anyTruncated) {
        job.status = JobStatus::InProgress;
        job.statusSource = QStringLiteral("truncated");
    } else if (job.modified.isValid() && job.modified.secsTo(now) < kInProgressSeconds) {
        job.status = JobStatus::InProgress;
        job.statusSource = QStringLiteral("recent");
    } else {
        job.status = JobStatus::Completed;
        job.statusSource = QStringLiteral("default");
    }
    return job;
}

QList<JobEntry> scanProfilesFolder(
    const QString &dir, const std::function<bool()> &canceled, const QDateTime &now)
{
    QList<JobEntry> jobs;
    const QFileInfoList entries = QDir(dir).entryInfoList(
        QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot | QDir::Readable, QDir::Name);
    for (const QFileInfo &entry : entries) {
        if (canceled && canceled())
            break;
        if (entry.isDir() || isTraceFileName(entry.fileName()))
            jobs.append(scanJob(entry.absoluteFilePath(), now));
    }
    return jobs;
}

QJsonObject jobToJson(const JobEntry &job)
{
    QJsonObject o;
    o.insert(QStringLiteral("name"), job.name);
    o.insert(QStringLiteral("path"), job.path);
    o.insert(QStringLiteral("created"),
        job.created.isValid() ? QJsonValue(job.created.toUTC().toString(Qt::ISODate))
                              : QJsonValue(QJsonValue::Null));
    o.insert(QStringLiteral("status"), jobStatusName(job.status));
    o.insert(QStringLiteral("ranks"), job.ranks);
    o.insert(QStringLiteral("nodes"), job.nodes);
    o.insert(QStringLiteral("gpus"), job.gpus);
    o.insert(QStringLiteral("bytes"), job.bytes);
    o.insert(QStringLiteral("warnings"), QJsonArray::fromStringList(job.warnings));
    return o;
}

} // namespace stepline
