#pragma once

#include "pstats.h"
#include "pythonstats.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

struct PythonStatsFile;
class Profile;

// The cProfile dumps a job carries (JobInfo::pythonStats), parsed once, and the function table of
// the dumps a filter selects, merged like pstats.Stats.add() (calls, self and cumulative times
// summed per function).
//
// A dump's phase comes from its folder name: one taken before step 0 ("prestepzero", or step -1 in
// the older layout) is initialization, one that ends at hook close ("posthookclose") is
// finalization (it runs from the end of the last step to hook close), the rest (step ranges) are the
// training loop. A filter selects a dump when
//   - its phase matches (JobPhase::All: any),
//   - with a step bound set, the dump covers steps and its [startStep, endStep] meets the range
//     (initialization and finalization dumps have no steps and drop out),
//   - its [start, end] overlaps the filter's time range (ns since the job origin).
// PythonStatsFilter::scope is not used: a dump is per node and process, not per rank.
struct ParsedPythonStats
{
    const PythonStatsFile *file = nullptr;
    JobPhase phase = JobPhase::TrainingLoop;
    PstatsResult stats;
};

JobPhase pythonStatsPhase(const PythonStatsFile &file);

// Every dump of the profile, parsed (unreadable ones keep stats.ok false and the error). The
// pointers refer into profile.job(), so the profile must outlive the result.
std::vector<ParsedPythonStats> parseProfilePythonStats(const Profile &profile);

struct CProfileSelection
{
    std::vector<PythonFunctionStat> functions; // total (cumulative) time descending, then name
    std::vector<const ParsedPythonStats *> dumps; // selected and readable, by start time
    size_t unreadable = 0; // selected but not a readable pstats dump
    uint64_t totalCalls = 0;
};

CProfileSelection selectCProfileStats(
    const std::vector<ParsedPythonStats> &dumps, int64_t originAbsNs, const PythonStatsFilter &filter);

} // namespace stepline
