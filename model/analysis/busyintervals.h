#pragma once

#include "scopedprofile.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace stepline {

class Profile;

// The busy time METRICS.md counts, kept as disjoint sorted intervals with a running sum so the busy
// time in any window is two binary searches (the timeline's utilization rows: a bar per pixel
// column costs O(log n) whatever the zoom). One GPU: the union of its GPU activity ("GPU active");
// one rank's host: the union of its host events ("CPU"). The same unions the dashboard's figures
// add up.
struct BusyIntervals
{
    uint32_t rankIndex = 0; // Profile::ranks() position
    int32_t device = -1; // -1: the rank's host
    std::vector<int64_t> starts; // disjoint, sorted
    std::vector<int64_t> ends;
    std::vector<int64_t> busyBefore; // busy ns of intervals [0, i)

    // Busy ns in [fromNs, toNs).
    int64_t busyIn(int64_t fromNs, int64_t toNs) const;
    // Busy ns before t, galloping forward from *cursor; t must not decrease between calls that
    // share a cursor (start it at 0). Sweeping pixel columns this way stays cache-local.
    int64_t busyUntil(int64_t t, size_t *cursor) const;
};

// One entry per GPU device of the scope, in gpuDevices() order.
std::vector<BusyIntervals> gpuBusyIntervals(const ScopedProfile &scoped);
std::vector<BusyIntervals> gpuBusyIntervals(const Profile &profile, const Scope &scope = {});
// One entry per rank of the scope, in Profile::ranks() order (no intervals without host events).
std::vector<BusyIntervals> hostBusyIntervals(const Profile &profile, const Scope &scope = {});

} // namespace stepline
