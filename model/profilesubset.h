#pragma once

#include "profile.h"
#include "profilebuilder.h"

#include <cstdint>
#include <optional>
#include <set>
#include <utility>

namespace stepline {

// Copies the events of `in` that pass the subset into `out` (a fresh builder), with absolute ns
// times (in's origin added back). `keepRank` are indexes into in.ranks(); empty keeps all.
// `absWindow` is absolute ns. Slices overlapping the window are kept whole (see README: their
// duration stays true and steps keep their length). Flows are kept when both ends are. Counts
// what was left out. The load report is carried over except lane splits, which out's finalize()
// counts again for the slices it keeps; cProfile dumps are kept when they overlap the window.
struct SubsetCounts
{
    uint64_t eventsLeftOut = 0; // slices + instants + counter samples outside the window
    uint64_t eventsKept = 0;
};
SubsetCounts copySubset(const Profile &in, const std::set<uint32_t> &keepRank,
    const std::optional<std::pair<int64_t, int64_t>> &absWindow, ProfileBuilder &out);

} // namespace stepline
