#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace stepline {

// One training job as the picker shows it. Filled by the app from the loaders' job scanner (views
// never read files); status is the canonical SageMaker name ("InProgress", "Completed", ...).
struct JobRow
{
    QString name;
    QString path; // absolute; identifies the row across refreshes
    QDateTime created; // UTC, invalid when unknown
    QString status;
    int ranks = 0;
    int nodes = 0;
    int gpus = 0;
    qint64 bytes = 0;
    QStringList warnings; // non-empty: warning icon and tooltip
};

} // namespace stepline
