#pragma once

// Visiting slices of several ascending runs in start order; not part of the public API.

#include "analysisinternal.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <limits>
#include <vector>

namespace stepline::detail {

// Calls visit(i) for every kept slice of runs, by non-decreasing ts (ties in any order). A k-way
// merge that drains the earliest run while it stays at or before the second-earliest head, as
// forEachUnionInterval does: one busy run costs one comparison per slice. The head arrays are
// caller-owned scratch so repeated calls allocate nothing once they have grown.
struct SliceMergeScratch
{
    std::vector<uint32_t> pos;
    std::vector<int64_t> head;
    struct Cursor
    {
        int64_t ts;
        uint32_t pos;
        uint32_t run;
    };
    std::vector<Cursor> heap;
};

template <typename Keep, typename Visit>
void forEachSliceByStart(const SliceTable &s, const std::vector<SliceRun> &runs, SliceMergeScratch &scratch,
    Keep &&keep, Visit &&visit)
{
    constexpr int64_t kDone = std::numeric_limits<int64_t>::max();
    const int64_t *ts = s.ts.data();
    auto advance = [&](uint32_t p, uint32_t end) {
        while (p < end && !keep(p))
            ++p;
        return p;
    };
    auto drain = [&](uint32_t p, uint32_t end, int64_t limit) {
        while (p < end && ts[p] <= limit) {
            visit(p);
            p = advance(p + 1, end);
        }
        return p;
    };
    const size_t k = runs.size();
    if (k <= 16) {
        scratch.pos.resize(k);
        scratch.head.resize(k);
        uint32_t *pos = scratch.pos.data();
        int64_t *head = scratch.head.data();
        for (size_t r = 0; r < k; ++r) {
            pos[r] = advance(runs[r].begin, runs[r].end);
            head[r] = pos[r] < runs[r].end ? ts[pos[r]] : kDone;
        }
        for (;;) {
            size_t best = 0;
            int64_t bestTs = kDone, second = kDone;
            for (size_t r = 0; r < k; ++r) {
                if (head[r] < bestTs) {
                    second = bestTs;
                    bestTs = head[r];
                    best = r;
                } else if (head[r] < second) {
                    second = head[r];
                }
            }
            if (bestTs == kDone)
                break;
            pos[best] = drain(pos[best], runs[best].end, second);
            head[best] = pos[best] < runs[best].end ? ts[pos[best]] : kDone;
        }
        return;
    }
    using Cursor = SliceMergeScratch::Cursor;
    auto greater = [](const Cursor &a, const Cursor &b) { return a.ts > b.ts; };
    std::vector<Cursor> &heap = scratch.heap;
    heap.clear();
    for (uint32_t r = 0; r < k; ++r) {
        const uint32_t p = advance(runs[r].begin, runs[r].end);
        if (p < runs[r].end)
            heap.push_back({ ts[p], p, r });
    }
    std::make_heap(heap.begin(), heap.end(), greater);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), greater);
        const Cursor c = heap.back();
        heap.pop_back();
        const int64_t limit = heap.empty() ? kDone : heap.front().ts;
        const uint32_t p = drain(c.pos, runs[c.run].end, limit);
        if (p < runs[c.run].end) {
            heap.push_back({ ts[p], p, c.run });
            std::push_heap(heap.begin(), heap.end(), greater);
        }
    }
}

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
