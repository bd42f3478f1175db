#pragma once

#include <QByteArray>
#include <QDateTime>
#include <QJsonObject>
#include <QString>

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

} // namespace stepline
