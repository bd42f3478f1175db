#pragma once

#include <QDateTime>
#include <QString>
#include <QStringList>

namespace stepline {

// One training job as the picker shows it. Filled by the app from the loaders' job scanner (views
// never read files); status is the canonical SageMaker name ("InProgress", "Completed", ...).
// A count of -1 is unknown (shown as "—"); the pending flags mean "not read yet" (shown as "…").
struct JobRow
{
    QString name;
    QString path; // absolute; identifies the row across refreshes
    QDateTime created; // UTC, invalid when unknown
    bool createdPending = false;
    bool createdFromFileTime = false; // the last resort: a download's or copy's time
    QString createdSource; // "job.json", "trace", "smdebug folder", "file time"
    QString createdDetail; // how the trace tells it, for the tooltip
    QString status; // empty while pending or when nothing tells
    bool statusPending = false;
    int ranks = 0;
    int nodes = -1;
    int gpus = -1;
    bool gpusPending = false;
    qint64 bytes = 0;
    QStringList warnings; // non-empty: warning icon and tooltip
};

} // namespace stepline
