#pragma once

// Where each rank waited in a collective (METRICS.md "Where a wait was caused"): per rank, the
// union of [s_r, min(max s, e_r)) over the matched collectives it took part in, in the clock of the
// collectives' input (a profile's own clock, or the cross-rank clock of a .stepline folder).
// analyzeGpuTime() cuts a device's exposed communication at these intervals into wait (inside)
// and transfer (outside).

#include <cstdint>
#include <vector>

namespace stepline {

struct CollectiveAnalysis;
struct CollectiveMember;

// The part of a member's kernel before the last peer arrived: its wait, clipped to the kernel
// (with drifting clocks a rank's kernel can end before the last peer's starts).
int64_t memberWaitNs(const CollectiveMember &member);

struct CommWaits
{
    // Ranks with at least one matched collective, ascending; their intervals are
    // [startNs[i], endNs[i]) for i in [begin[k], begin[k + 1]), sorted and disjoint.
    std::vector<int32_t> ranks;
    std::vector<uint32_t> begin; // ranks.size() + 1 entries
    std::vector<int64_t> startNs;
    std::vector<int64_t> endNs;

    // Position of rank in `ranks`, or -1 when it took part in no matched collective (its exposed
    // communication then cannot be split: the split is absent).
    int indexOf(int32_t rank) const;
};

CommWaits commWaits(const CollectiveAnalysis &analysis);

} // namespace stepline
