#include "whatifhostpoints.h"

#include <algorithm>
#include <array>

namespace stepline::whatifbuild {

// A least-significant-digit radix sort over the times' offsets from the earliest, 12 bits a pass.

// Sorts by time, keeping the order of equal times: a least-significant-digit radix sort over the
// times' offsets from the earliest (a rank's host points number millions; a comparison sort of
// them was most of the graph's build).
void sortHostPointsByTime(std::vector<WhatIfHostPoint> &points, std::vector<WhatIfHostPoint> &scratch)
{
    if (points.size() < 2)
        return;
    const auto [lo, hi] = std::minmax_element(points.begin(), points.end(),
        [](const WhatIfHostPoint &a, const WhatIfHostPoint &b) { return a.timeNs < b.timeNs; });
    const uint64_t base = uint64_t(lo->timeNs);
    const uint64_t range = uint64_t(hi->timeNs) - base;
    constexpr int kBits = 12;
    constexpr size_t kBuckets = size_t(1) << kBits;
    scratch.resize(points.size());
    std::array<uint32_t, kBuckets> count;
    for (int shift = 0; shift < 64 && (range >> shift) != 0; shift += kBits) {
        count.fill(0);
        for (const WhatIfHostPoint &p : points)
            ++count[((uint64_t(p.timeNs) - base) >> shift) & (kBuckets - 1)];
        uint32_t at = 0;
        for (uint32_t &c : count) {
            const uint32_t n = c;
            c = at;
            at += n;
        }
        for (const WhatIfHostPoint &p : points)
            scratch[count[((uint64_t(p.timeNs) - base) >> shift) & (kBuckets - 1)]++] = p;
        points.swap(scratch);
    }
}

} // namespace stepline::whatifbuild
