#pragma once

#include "pythonstats.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// cProfile / pstats dumps (Python's `cProfile.Profile.dump_stats`, the SageMaker Debugger's
// framework/.../cProfile/.../python_stats). The file is Python's marshal serialization of
//   {(filename, lineno, funcname): (primitive calls, calls, self s, cumulative s, {callers})}
// which this reads directly (types used by that dict only: dict, tuple, int, long, float, str,
// refs), without Python.
struct PstatsResult
{
    bool ok = false;
    std::string error; // why not, when !ok
    std::vector<PythonFunctionStat> functions; // name "file:line(func)", like pstats prints it;
                                               // sorted by total descending, then name
    uint64_t totalCalls = 0; // sum of calls
    double totalSeconds = 0; // sum of self times (pstats' "total_tt")
};

PstatsResult parsePstats(std::string_view bytes);

} // namespace stepline
