#pragma once

#include "tracefileloader.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace stepline {

// SageMaker Debugger output directories. Framework timelines (framework/pevents/...) are Chrome
// traces the trace loader reads; this file handles the system monitor's JSON-lines files
// (system/incremental/<epoch s>.<node>.json), one object per line:
//   {"Type": "cpu", "Name": "cpu0", "Dimension": "CPUUtilization", "Value": 4.76,
//    "NodeId": "algo-1", "Timestamp": 1591160699.4570894}
// Each becomes a sample of the counter series "<Dimension>.<Name>" of a process named
// "System metrics (<node>)", on one extra rank per node (rank number 1000 + node index, source
// "system metrics"), with absolute timestamps so they align with the traces of the same job.

// True when the file's first line is a Debugger system-metrics object (looked at by content).
bool isSmdebugSystemMetricsFile(const QString &path);
// Same on the first bytes of a file (its first line within the first 4 KiB).
bool isSmdebugSystemMetricsHead(const QByteArray &head);

// Removes the system-metrics files from files and returns them.
QStringList takeSmdebugSystemMetricsFiles(QStringList *files);

// Loads system-metrics files, grouped into one builder (one rank) per node. A line cut short (the
// monitor was still writing, or the file is damaged) ends the file: the complete lines before it
// are kept and the rank is flagged truncated at that byte. Lines that are not metric objects in
// the middle are skipped and counted as bad_event warnings. A file with no complete sample yields
// a NotATrace error for that node.
std::vector<FileLoadResult> loadSmdebugSystemMetrics(const QStringList &files, LoadProgress &progress);

// The node a system-metrics file name names ("1591160699.algo-1.json" -> "algo-1"), empty if none.
QString smdebugNodeFromFileName(const QString &fileName);

inline constexpr int kSmdebugSystemRankBase = 1000;

// cProfile dumps of a Debugger output folder: every file named python_stats below jobDir (the
// Debugger writes one per profiled step range), read into memory with what the folder name says,
// sorted by start time. Folder names, both layouts the Debugger has used:
//   <node>/<startMode>-<startStep>-<startPhase>-<startUs>_<endMode>-<endStep>-<endPhase>-<endUs>
//   <startUs>_<endUs>_<pid>-<node>_<step>        (older; step -1 = before step 0)
// A file whose folder name fits neither is kept without times or steps; files over 256 MiB are
// left out. Parsing the dumps is model/insights/pstats.h's job.
std::vector<PythonStatsFile> loadSmdebugPythonStats(const QString &jobDir);

// Fills out's node, times, steps, modes and phases from a python_stats folder name (and the name
// of the folder above it, the node in the newer layout); false when the name fits no layout.
bool parseSmdebugPythonStatsDir(const QString &dirName, const QString &parentName, PythonStatsFile *out);

} // namespace stepline
