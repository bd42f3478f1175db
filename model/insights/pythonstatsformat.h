#pragma once

#include "pythondumps.h"

#include <string>
#include <vector>

namespace stepline {

// What `stepline python-stats` prints (plain English: scripts parse it, like the summary).

// {"schema": "stepline.pythonstats/1", "profiler", "dumps": N, "unreadable": N,
//  "total_calls", "primitive_calls" (null for pyinstrument), "functions": [{"name" (the bare
//  function name), "file", "line" (null when unknown), "calls" (null for pyinstrument),
//  "primitive_calls", "total_us" (cProfile's cumtime), "self_us" (tottime)}]}
std::string pythonFunctionsToJson(const PythonFunctionTable &table, size_t top = SIZE_MAX);
// pstats' columns: ncalls (calls/primitive where they differ), tottime, cumtime in seconds, name.
std::string pythonFunctionsToText(const PythonFunctionTable &table, size_t top = SIZE_MAX);

// smdebug's list_profile_stats: one row per dump (profiler, node, start and end mode, step, phase
// and time, job phase, readable or why not, path).
std::string pythonDumpsToText(const std::vector<PythonDump> &dumps, const std::vector<size_t> &rows);
// {"schema": "stepline.pythondumps/1", "dumps": [{"profiler", "node", "start_mode", "start_step",
//  "start_phase", "start_us", "end_mode", "end_step", "end_phase", "end_us", "job_phase",
//  "readable", "error", "path"}]}; steps and times are null where the folder name has none
//  ("*"), modes and phases "" in the older layout.
std::string pythonDumpsToJson(const std::vector<PythonDump> &dumps, const std::vector<size_t> &rows);

// "train 3 stepstart" / "* start" / "step 3" (older layout): one end of a dump, for tables.
std::string pythonDumpStartText(const PythonDump &dump);
std::string pythonDumpEndText(const PythonDump &dump);

} // namespace stepline
