#pragma once

#include "loadprogress.h"

#include <string>
#include <string_view>
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
bool isSmdebugSystemMetricsFile(const std::string &path);
// Same on the first bytes of a file (its first line within the first 4 KiB).
bool isSmdebugSystemMetricsHead(std::string_view head);

// Removes the system-metrics files from files and returns them.
std::vector<std::string> takeSmdebugSystemMetricsFiles(std::vector<std::string> *files);

// Loads system-metrics files, grouped into one builder (one rank) per node. A line cut short (the
// monitor was still writing, or the file is damaged) ends the file: the complete lines before it
// are kept and the rank is flagged truncated at that byte. Lines that are not metric objects in
// the middle are skipped and counted as bad_event warnings. A file with no complete sample yields
// a NotATrace error for that node.
std::vector<FileLoadResult> loadSmdebugSystemMetrics(
    const std::vector<std::string> &files, LoadProgress &progress);

// The node a system-metrics file name names ("1591160699.algo-1.json" -> "algo-1"), empty if none.
std::string smdebugNodeFromFileName(std::string_view fileName);

inline constexpr int kSmdebugSystemRankBase = 1000;

// Python profiler dumps of a Debugger output folder: every file named python_stats (cProfile) or
// python_stats.json (pyinstrument) below jobDir (the Debugger writes one per profiled interval),
// read into memory with what the folder name says, sorted by start time, then path. Folder
// names, both layouts the Debugger has used:
//   <node>/<startMode>-<startStep>-<startPhase>-<startUs>_<endMode>-<endStep>-<endPhase>-<endUs>
//   <startUs>_<endUs>_<pid>-<node>_<step>        (older; step -1 = before step 0)
// A file whose folder name fits neither is kept without times or steps. A file that cannot be
// read (or is over 256 MiB) is kept too, without bytes and with readError saying why, so that
// it is listed. Parsing the dumps is model/insights/pythondumps.h's job. The names match ignoring
// case (PYTHON_STATS too); hidden folders and links to folders are not searched.
std::vector<PythonStatsFile> loadSmdebugPythonStats(const std::string &jobDir);

// One dump file (python_stats or python_stats.json), its path kept relative to jobDir.
PythonStatsFile readSmdebugPythonStatsFile(const std::string &path, const std::string &jobDir);

// The profiler a dump's file name stands for, as smdebug tells them apart: python_stats.json is
// pyinstrument's, anything else (python_stats) cProfile's.
PythonProfiler smdebugProfilerOfFileName(std::string_view fileName);

// True for the file names of Python profiler output (python_stats, python_stats.json,
// python_stats.html): not traces, whatever their extension.
bool isSmdebugPythonStatsFileName(std::string_view fileName);

bool parseSmdebugPythonStatsDir(std::string_view dirName, std::string_view parentName, PythonStatsFile *out);

} // namespace stepline
