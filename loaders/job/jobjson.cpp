#include "jobjson.h"

#include <QJsonDocument>

namespace stepline {

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

} // namespace stepline
