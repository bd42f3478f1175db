#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace stepline {

// What the job picker knows about the loaded job (job.json or inferred), handed to the
// information tab by the app. Values are display text; keys are job.json keys.
struct JobMetadata
{
    QString name;
    QString path;
    QString status; // canonical name ("Completed")
    QString created; // already formatted
    QString createdSource; // "job.json", "trace" or "file time"
    QList<QPair<QString, QString>> fields; // instance_type, framework, ...
    QList<QPair<QString, QString>> hyperparameters;
    QList<QPair<QString, QString>> tags;
    QStringList warnings;
};

} // namespace stepline
