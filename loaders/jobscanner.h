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

// A trace written to within this many seconds is taken as still being recorded.
inline constexpr qint64 kInProgressSeconds = 5 * 60;

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
