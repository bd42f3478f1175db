#pragma once

#include <QString>
#include <QStringList>

namespace stepline {

// What a job folder holds, by file name: which files are traces, and the rank and host a name
// gives (METRICS.md, Terms: "Rank", "Node"). What the files' content says is tracehead.h's job.

// True for names the loader opens: *.json, *.json.gz, *.json.zst (case-insensitive), except
// job.json (the job's description), hidden files (editor or sync leftovers) and pyinstrument's
// python_stats.json dumps (read as Python statistics, smdebug.h).
bool isTraceFileName(const QString &fileName);

// The trace files a job directory holds (recursively), sorted by path.
QStringList traceFilesIn(const QString &directory);

// The .stepline files directly in a directory (one per rank, as `stepline convert` writes them on
// a cluster), sorted by name.
QStringList steplineFilesIn(const QString &directory);

// Rank number written in a file name ("rank-3", "rank3", "worker3"), -1 when none.
int rankFromFileName(const QString &fileName);

// Host of tensorboard_trace_handler's "<host>_<pid>.<ms>.pt.trace.json", empty when the name
// has another form or its first part names a rank ("rank3_...", "worker5_...").
QString hostFromFileName(const QString &fileName);

} // namespace stepline
