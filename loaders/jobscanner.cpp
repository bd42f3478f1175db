#include "jobscanner.h"
#include "smdebug.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <string_view>

namespace stepline {

namespace {

// A job folder is walked this deep (SageMaker Debugger nests traces in framework/pytorch/...)
// and no further than this many files, so a stray home directory cannot stall the listing.
constexpr int kMaxDepth = 5;
constexpr int kMaxFilesPerJob = 20000;
// Earliest plausible wall-clock timestamp (2000-01-01) in ns: smaller ts values are relative.
constexpr qint64 kEpoch2000Ns = 946684800LL * 1000000000LL;

QByteArray inflateHead(const QByteArray &start, QFile &file)
{
    z_stream zs {};
    if (inflateInit2(&zs, 15 + 32) != Z_OK)
        return {};
    QByteArray out(kHeadBytes, Qt::Uninitialized);
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    QByteArray in = start;
    while (zs.avail_out > 0) {
        if (in.isEmpty()) {
            in = file.read(64 * 1024);
            if (in.isEmpty())
                break;
        }
        zs.next_in = reinterpret_cast<Bytef *>(in.data());
        zs.avail_in = uInt(in.size());
        const int rc = inflate(&zs, Z_NO_FLUSH);
        in = in.right(zs.avail_in);
        if (rc == Z_STREAM_END || (rc != Z_OK && rc != Z_BUF_ERROR))
            break;
    }
    out.truncate(out.size() - qsizetype(zs.avail_out));
    inflateEnd(&zs);
    return out;
}

QByteArray zstdHead(const QByteArray &start, QFile &file)
{
    ZSTD_DStream *ds = ZSTD_createDStream();
    if (!ds)
        return {};
    ZSTD_initDStream(ds);
    QByteArray out(kHeadBytes, Qt::Uninitialized);
    ZSTD_outBuffer ob { out.data(), size_t(out.size()), 0 };
    QByteArray in = start;
    while (ob.pos < ob.size) {
        if (in.isEmpty()) {
            in = file.read(64 * 1024);
            if (in.isEmpty())
                break;
        }
        ZSTD_inBuffer ib { in.constData(), size_t(in.size()), 0 };
        const size_t rc = ZSTD_decompressStream(ds, &ob, &ib);
        if (ZSTD_isError(rc))
            break;
        in = in.mid(qsizetype(ib.pos));
        if (rc == 0 && in.isEmpty())
            break;
    }
    out.truncate(qsizetype(ob.pos));
    ZSTD_freeDStream(ds);
    return out;
}

// The balanced {...} or [...] value after "key": in text, or empty (also when cut by the head).
QByteArray balancedValue(const QByteArray &text, const char *key)
{
    const QByteArray quoted = QByteArray("\"") + key + "\"";
    qsizetype pos = text.indexOf(quoted);
    if (pos < 0)
        return {};
    pos += quoted.size();
    while (pos < text.size()
        && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '\n' || text[pos] == '\r'
            || text[pos] == '\t'))
        ++pos;
    if (pos >= text.size() || (text[pos] != '{' && text[pos] != '['))
        return {};
    int depth = 0;
    bool inString = false;
    for (qsizetype i = pos; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0)
                return text.mid(pos, i - pos + 1);
        }
    }
    return {};
}

// Integer after "key": (quotes allowed), or -1.
qint64 integerAfter(const QByteArray &text, const char *key)
{
    const QByteArray quoted = QByteArray("\"") + key + "\"";
    qsizetype pos = text.indexOf(quoted);
    if (pos < 0)
        return -1;
    pos += quoted.size();
    while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
        ++pos;
    qint64 value = 0;
    bool any = false;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && value < (1LL << 58)) {
        value = value * 10 + (text[pos] - '0');
        ++pos;
        any = true;
    }
    return any ? value : -1;
}

// Smallest positive "ts" in ns (integer µs part x 1000 + up to 3 fraction digits), or -1.
qint64 smallestTsNs(const QByteArray &text)
{
    static const QByteArray kKey("\"ts\"");
    qint64 best = -1;
    qsizetype pos = 0;
    while ((pos = text.indexOf(kKey, pos)) >= 0) {
        pos += kKey.size();
        while (pos < text.size() && (text[pos] == ' ' || text[pos] == ':' || text[pos] == '"'))
            ++pos;
        qint64 us = 0;
        int digits = 0;
        while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9' && digits < 18) {
            us = us * 10 + (text[pos] - '0');
            ++pos;
            ++digits;
        }
        if (digits == 0)
            continue;
        qint64 ns = us * 1000;
        if (pos < text.size() && text[pos] == '.') {
            ++pos;
            qint64 scale = 100;
            while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
                if (scale > 0)
                    ns += (text[pos] - '0') * scale;
                scale /= 10;
                ++pos;
            }
        }
        if (ns > 0 && (best < 0 || ns < best))
            best = ns;
    }
    return best;
}

QString hostFromFileName(const QString &fileName)
{
    // SageMaker names ranks after their instance ("algo-2"); tensorboard_trace_handler writes
    // "{hostname}_{pid}.{ms}.pt.trace.json" by default.
    static const QRegularExpression algo(QStringLiteral("(algo-\\d+)"));
    static const QRegularExpression tensorboard(QStringLiteral("^(.+)_\\d+\\.\\d+\\.pt\\.trace\\.json"));
    QRegularExpressionMatch m = algo.match(fileName);
    if (m.hasMatch())
        return m.captured(1);
    m = tensorboard.match(fileName);
    if (m.hasMatch())
        return m.captured(1);
    return {};
}

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

TraceHead parseTraceHead(const QByteArray &head, const QByteArray &tail, const QString &fileName)
{
    TraceHead out;
    out.readable = true;
    const QByteArray info = balancedValue(head, "distributedInfo");
    if (!info.isEmpty()) {
        const QJsonObject o = QJsonDocument::fromJson(info).object();
        out.rank = o.value(QLatin1String("rank")).toInt(-1);
        out.worldSize = o.value(QLatin1String("world_size")).toInt(0);
    }
    const QByteArray devices = balancedValue(head, "deviceProperties");
    if (!devices.isEmpty())
        out.deviceCount = int(QJsonDocument::fromJson(devices).array().size());

    static const QRegularExpression hostKey(QStringLiteral("\"hostname\"\\s*:\\s*\"([^\"]{1,200})\""));
    const QRegularExpressionMatch m = hostKey.match(QString::fromUtf8(head.left(16 * 1024)));
    out.host = m.hasMatch() ? m.captured(1) : hostFromFileName(fileName);

    // Newer Kineto writes ts relative to baseTimeNanoseconds, usually after traceEvents.
    qint64 base = integerAfter(head, "baseTimeNanoseconds");
    if (base < 0)
        base = integerAfter(tail, "baseTimeNanoseconds");
    const qint64 ts = smallestTsNs(head);
    if (ts > 0) {
        if (base > 0)
            out.earliestAbsNs = base + ts;
        else if (ts >= kEpoch2000Ns)
            out.earliestAbsNs = ts;
    }
    if (!tail.isEmpty()) {
        qsizetype end = tail.size();
        while (end > 0 && QChar::isSpace(uchar(tail[end - 1])))
            --end;
        out.truncated = end == 0 || (tail[end - 1] != '}' && tail[end - 1] != ']');
    }
    return out;
}

TraceHead readTraceHead(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        TraceHead out;
        out.error = file.errorString();
        return out;
    }
    const qint64 size = file.size();
    QByteArray start = file.read(std::min(size, kHeadBytes));
    QByteArray head, tail;
    if (start.startsWith("\x1f\x8b")) {
        head = inflateHead(start, file);
    } else if (start.startsWith("\x28\xb5\x2f\xfd")) {
        head = zstdHead(start, file);
    } else {
        head = start;
        if (size > kHeadBytes && file.seek(size - kTailBytes))
            tail = file.read(kTailBytes);
        else
            tail = start.right(kTailBytes);
    }
    if (head.isEmpty() && size > 0) {
        TraceHead out;
        out.error = QStringLiteral("cannot decompress the start of the file");
        return out;
    }
    return parseTraceHead(head, tail, QFileInfo(path).fileName());
}

bool isTraceFileName(const QString &fileName)
{
    const QString lower = fileName.toLower();
    if (lower == QLatin1String("job.json") || lower.startsWith(QLatin1Char('.'))
        || isSmdebugPythonStatsFileName(fileName))
        return false; // hidden files are editor or sync leftovers, as the loader sees it; pyinstrument
                      // dumps (python_stats.json) are no traces
    return lower.endsWith(QLatin1String(".json")) || lower.endsWith(QLatin1String(".json.gz"))
        || lower.endsWith(QLatin1String(".json.zst"));
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
