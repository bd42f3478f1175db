#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace stepline {

// Training-job status, with the names SageMaker uses (and job.json carries).
enum class JobStatus { InProgress, Completed, Failed, Stopped, Stopping };

// "InProgress", "Completed", ... (the job.json / --json spelling, never translated).
QString jobStatusName(JobStatus status);
bool parseJobStatus(const QString &name, JobStatus *status);

// The optional job.json of a job folder (format in README.md, "Job folders").
struct JobJson
{
    bool ok = false;
    QString error; // why it could not be used, when !ok
    QString name;
    QDateTime created; // invalid when absent
    bool hasStatus = false;
    JobStatus status = JobStatus::Completed;
    QString instanceType;
    int instanceCount = 0; // nodes
    QString framework;
    QJsonObject hyperparameters;
    QJsonObject tags;
    QJsonObject raw; // the whole object, for the information tab
};

// Parses job.json text. Unknown keys are kept in raw; wrong types or an unknown status make it
// not ok, with the reason in error (the job is still listed, with a warning).
JobJson parseJobJson(const QByteArray &text);

// What the first few KiB (and, for plain JSON, the last few KiB) of a trace file say. Reading
// only these keeps listing 1,000 jobs fast; the counts are therefore hints, not the loader's.
struct TraceHead
{
    bool readable = false;
    QString error;
    qint64 earliestAbsNs = -1; // earliest wall-clock ts seen in the head, -1 when unknown
    int rank = -1; // distributedInfo.rank
    int worldSize = 0;
    QString host; // from a "hostname" key or the file name, empty when unknown
    int deviceCount = 0; // entries of deviceProperties
    bool truncated = false; // plain JSON whose last byte cannot end a trace
};

// Bytes read from the start of each trace (decompressed for .gz/.zst) and from the end.
inline constexpr qint64 kHeadBytes = 64 * 1024;
inline constexpr qint64 kTailBytes = 4 * 1024;
// A trace written to within this many seconds is taken as still being recorded.
inline constexpr qint64 kInProgressSeconds = 5 * 60;

TraceHead readTraceHead(const QString &path);
// Same on bytes already in memory (head = the decompressed start, tail = the raw end or empty).
TraceHead parseTraceHead(const QByteArray &head, const QByteArray &tail, const QString &fileName);

// True for names the loader opens: *.json, *.json.gz, *.json.zst (job.json excluded).
bool isTraceFileName(const QString &fileName);

struct JobEntry
{
    QString name;
    QString path; // absolute
    bool isFolder = false;
    QDateTime created; // UTC; invalid when nothing told us
    QString createdSource; // "job.json", "trace" or "file time"
    JobStatus status = JobStatus::Completed;
    QString statusSource; // "job.json", "truncated", "recent" or "default"
    int ranks = 0;
    int nodes = 0;
    int gpus = 0;
    qint64 bytes = 0; // size on disk of every file of the job
    QDateTime modified; // newest file time
    QStringList traceFiles; // absolute paths, sorted
    QStringList warnings; // plain English reasons (job.json problems, unreadable files)
    bool hasJobJson = false;
    JobJson jobJson;
};

// Scans one job (a folder or a single trace file). now decides "modified in the last minutes".
JobEntry scanJob(const QString &path, const QDateTime &now = QDateTime::currentDateTimeUtc());

// Every sub-folder and every top-level trace file of dir, sorted by name. Stops early (returning
// what it has) when canceled() says so. Blocking: run it off the GUI thread.
QList<JobEntry> scanProfilesFolder(const QString &dir, const std::function<bool()> &canceled = {},
    const QDateTime &now = QDateTime::currentDateTimeUtc());

// One entry of `stepline jobs --json` (schema stepline.jobs/1).
QJsonObject jobToJson(const JobEntry &job);

} // namespace stepline
