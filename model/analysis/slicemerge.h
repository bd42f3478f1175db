#pragma once

// The coverage sweep over slices visited in start order (forEachSliceByStart in
// analysisinternal.h); not part of the public API.

#include "analysisinternal.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace stepline::detail {

// The coverage sweep shared by the GPU breakdown and the host-thread index: slices of up to 8
// classes arrive by start; once a slice starting at t arrives, everything before t is final, and
// class c covers exactly [pos, ends[c]) of it (every slice seen so far started at or before pos).
// flushTo(t) emits (start, end, mask) pieces tiling [pos, t), mask = the classes covering them.
template <int N> struct CoverageSweep
{
    int64_t pos = 0;
    std::array<int64_t, N> ends;

    explicit CoverageSweep(int64_t start)
        : pos(start)
    {
        ends.fill(std::numeric_limits<int64_t>::min());
    }
    void add(int cls, int64_t endNs) { ends[size_t(cls)] = std::max(ends[size_t(cls)], endNs); }
    template <typename Emit> void flushTo(int64_t to, Emit &&emit)
    {
        while (pos < to) {
            unsigned mask = 0;
            int64_t next = to;
            for (int c = 0; c < N; ++c) {
                if (ends[size_t(c)] > pos) {
                    mask |= 1u << c;
                    next = std::min(next, ends[size_t(c)]);
                }
            }
            emit(pos, next, mask);
            pos = next;
        }
    }
    int64_t coveredUntil() const
    {
        int64_t e = std::numeric_limits<int64_t>::min();
        for (int64_t v : ends)
            e = std::max(e, v);
        return e;
    }
};

} // namespace stepline::detail
