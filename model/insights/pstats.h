#pragma once

#include "pythonstats.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// cProfile / pstats dumps (Python's `cProfile.Profile.dump_stats`, the SageMaker Debugger's
// framework/.../cprofile/.../python_stats). The file is Python's marshal serialization of
//   {(filename, lineno, funcname): (primitive calls, calls, self s, cumulative s, {callers})}
// where callers maps each calling function's key to (calls, primitive calls, self s, cumulative
// s) of this function when called from there (an int, the calls, in the old `profile` module's
// dumps). This reads it directly (types used by that dict only: dict, tuple, int, long, float,
// str, refs), without Python.
struct PstatsEdge
{
    uint32_t caller = 0; // indices in PstatsResult::functions
    uint32_t callee = 0;
    uint64_t calls = 0;
    uint64_t primitiveCalls = 0;
    int64_t selfNs = 0; // the callee's self and cumulative time when called from the caller
    int64_t totalNs = 0;
    bool timed = true; // false for the old profile module's plain call counts
};

struct PstatsResult
{
    bool ok = false;
    std::string error; // why not, when !ok
    std::vector<PythonFunctionStat> functions; // name "file:line(func)" as pstats prints it
                                               // (func_std_string); sorted by total descending,
                                               // then name
    std::vector<PstatsEdge> edges; // every callers entry
    uint64_t totalCalls = 0; // sum of calls (pstats' total_calls)
    uint64_t primitiveCalls = 0; // sum of primitive calls (prim_calls)
    double totalSeconds = 0; // sum of self times (pstats' "total_tt")
};

// Sorts functions by total time descending, then name (the order every Python table shows), and
// renumbers the edges' caller and callee to follow them.
void sortFunctionsByTotal(std::vector<PythonFunctionStat> *functions, std::vector<PstatsEdge> *edges);

// pstats.func_std_string: "file:line(function)", or "{built-in ...}" for ("~", 0, "<built-in ...>").
std::string pstatsFunctionName(const std::string &file, int64_t line, const std::string &function);

PstatsResult parsePstats(std::string_view bytes);

} // namespace stepline
