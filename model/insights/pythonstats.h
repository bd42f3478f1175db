#pragma once

#include "scope.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Python functions from python_function events (traces taken with with_stack) or from Python
// profiler dumps (pythondumps.h), like cProfile's table: calls, total (inclusive) time and self
// time.
struct PythonFunctionStat
{
    std::string name; // as shown: the event's name, or pstats' "file:line(function)"
    std::string function; // the bare function name (dumps); empty for events
    std::string file; // (dumps) "~" for cProfile's built-ins, like pstats
    int64_t line = -1; // -1 when unknown
    // Absent where the source cannot count calls (pyinstrument samples stacks), never 0 then.
    std::optional<uint64_t> calls;
    std::optional<uint64_t> primitiveCalls; // cProfile: calls that were not recursive
    int64_t totalNs = 0; // inclusive; a recursive call inside a call of the same function on the
                         // same thread is not added again (cProfile's cumulative time)
    int64_t selfNs = 0; // duration minus the python_function calls directly below it
};

// Job phases, per rank: initialization before its first step starts, the training loop from the
// first step's start to the last step's end, finalization after that. Without steps, all is
// "training loop".
enum class JobPhase : uint8_t { All, Initialization, TrainingLoop, Finalization };

// Which calls count. A call is selected by its start time; all criteria must hold.
struct PythonStatsFilter
{
    JobPhase phase = JobPhase::All;
    int64_t fromNs = std::numeric_limits<int64_t>::min(); // time range [fromNs, toNs)
    int64_t toNs = std::numeric_limits<int64_t>::max();
    int64_t firstStep = -1; // step range [firstStep, lastStep] by ProfilerStep number; -1 = open
    int64_t lastStep = -1;
    Scope scope;
};

// Sorted by total time descending, then name.
std::vector<PythonFunctionStat> pythonFunctionStats(
    const Profile &profile, const PythonStatsFilter &filter = {});

} // namespace stepline
