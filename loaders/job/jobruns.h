#pragma once

#include "jobscanner.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace stepline {

class JobFactsCache;

// collectJob() and summarizeJob() of `path`, or, when its traces are not one run, the runs inside
// it: each sub-folder with traces (split again in turn, at most kMaxRunDepth levels down) and each
// trace file directly in it. A JSON file that is no trace (an object without traceEvents, such as
// a collection's listing) is never a run, nor a folder holding nothing else. Names are relative to `path`'s
// parent ("collected/h100"). Entries that vanished while walked are left out.
inline constexpr int kMaxRunDepth = 3;

// A folder listed as one job whose traces, read further, turn out not to be one run: a listing
// made on first-paint facts (a compressed trace's start or GPU is at its end) is made again once
// the facts cache holds the whole-text facts, and then lists the runs inside it.
bool splitsOnRescan(const JobEntry &job);
std::vector<JobEntry> collectRuns(
    const std::string &path, int64_t nowMs = currentTimeMs(), const JobFactsCache *cache = nullptr);

// Every sub-folder and every top-level trace file of dir, sorted by name (a folder that is itself
// a SageMaker download, with profiler-output/ in it, is one job), walked on every usable core
// (usableCores()). Stops early (leaving out the jobs not walked yet) once canceled() says so;
// canceled() may be called from several threads. Jobs that vanished while scanned are left out.
// Blocking: run it off the GUI thread. Provisional facts: follow with completeJob() or a
// background pass.
std::vector<JobEntry> scanProfilesFolder(const std::string &dir, const std::function<bool()> &canceled = {},
    int64_t nowMs = currentTimeMs(), const JobFactsCache *cache = nullptr);

} // namespace stepline
