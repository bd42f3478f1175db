#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

// A time range in ns relative to the job start as the timeline shows it (its 0: the earliest
// event of the whole job, all ranks, before any subset is taken).
struct TimeWindow
{
    int64_t fromNs = 0;
    int64_t toNs = 0;
};

// What part of a job to load. Empty = everything.
struct LoadOptions
{
    std::vector<int> ranks; // rank numbers to keep; empty keeps every rank
    std::optional<TimeWindow> window; // keep events overlapping [from, to]
    bool force = false; // skip the loader's "would not fit in memory" refusal
    // `--step-range NAME`: in a profile without ProfilerStep#N steps, the NVTX ranges whose name
    // matches this pattern ('*', '?' wildcards) are its steps (Nsight Systems exports); empty: none.
    std::string stepRange;

    bool isSubset() const { return !ranks.empty() || window.has_value(); }
};

// Report kinds a subset load adds: subset::kRanksLeftOut, kWindowEventsLeftOut (model/loadreport.h).

} // namespace stepline
