#pragma once

// Shared building blocks of the analysis sources; not part of the public API.

#include "eventkind.h"
#include "gpustats.h"
#include "profile.h"
#include "scope.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <string_view>
#include <utility>
#include <vector>

namespace stepline::detail {

// METRICS.md host event, given the row is a CPU thread: not a Trace span, not a GPU-side event.
inline bool isHostKind(EventKind k)
{
    return k != EventKind::TraceSpan && !isGpuSide(k);
}

// Devices of a scope plus, per track, the position of its device in `devices` (-1: not a device
// track or outside the scope).
struct DeviceIndex
{
    std::vector<GpuDevice> devices;
    std::vector<int32_t> deviceOfTrack;
};
DeviceIndex buildDeviceIndex(const Profile &profile, const ScopeFilter &filter);

// A per-StringId memo: each distinct name is examined once, whatever the event count.
template<typename T>
class NameMemo
{
public:
    explicit NameMemo(const Profile &profile) : m_profile(profile), m_state(profile.strings().size(), 0) {}
    template<typename Fn>
    const T &get(StringId id, Fn &&compute)
    {
        uint32_t &slot = m_state[id.value];
        if (slot == 0) {
            m_values.push_back(compute(m_profile.str(id)));
            slot = uint32_t(m_values.size());
        }
        return m_values[slot - 1];
    }

private:
    const Profile &m_profile;
    std::vector<uint32_t> m_state; // 0 = not computed, else index + 1 into m_values
    std::vector<T> m_values;
};

// An ascending run of SliceTable rows (one track and depth: sorted by ts, non-overlapping).
struct SliceRun
{
    uint32_t begin = 0;
    uint32_t end = 0;
};

// All (track, depth) runs of the given tracks.
void appendRuns(const Profile &profile, uint32_t trackId, std::vector<SliceRun> *runs);

// Calls emit(start, end) for each maximal interval of the union of the kept slices of runs, in
// ascending order (disjoint, non-adjacent merged). A k-way merge over the runs: O(n log k), no
// sorting of the slices themselves.
template<typename Keep, typename Emit>
void forEachUnionInterval(const SliceTable &s, const std::vector<SliceRun> &runs, Keep &&keep, Emit &&emit)
{
    struct Cursor
    {
        int64_t ts;
        uint32_t pos;
        uint32_t run;
    };
    auto greater = [](const Cursor &a, const Cursor &b) { return a.ts > b.ts; };
    std::vector<Cursor> heap;
    heap.reserve(runs.size());
    auto advance = [&](uint32_t pos, uint32_t end) {
        while (pos < end && !keep(pos))
            ++pos;
        return pos;
    };
    for (uint32_t r = 0; r < runs.size(); ++r) {
        const uint32_t pos = advance(runs[r].begin, runs[r].end);
        if (pos < runs[r].end)
            heap.push_back({s.ts[pos], pos, r});
    }
    std::make_heap(heap.begin(), heap.end(), greater);
    bool open = false;
    int64_t curStart = 0, curEnd = 0;
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end(), greater);
        Cursor c = heap.back();
        heap.pop_back();
        // Drain this run while it stays the earliest: the common case of one busy stream.
        const uint32_t runEnd = runs[c.run].end;
        const int64_t nextOther = heap.empty() ? std::numeric_limits<int64_t>::max() : heap.front().ts;
        uint32_t pos = c.pos;
        while (pos < runEnd) {
            const int64_t ts = s.ts[pos];
            if (ts > nextOther)
                break;
            const int64_t end = ts + s.dur[pos];
            if (!open) {
                open = true;
                curStart = ts;
                curEnd = end;
            } else if (ts > curEnd) {
                emit(curStart, curEnd);
                curStart = ts;
                curEnd = end;
            } else if (end > curEnd) {
                curEnd = end;
            }
            pos = advance(pos + 1, runEnd);
        }
        if (pos < runEnd) {
            heap.push_back({s.ts[pos], pos, c.run});
            std::push_heap(heap.begin(), heap.end(), greater);
        }
    }
    if (open)
        emit(curStart, curEnd);
}

// Accumulates busy time of intervals (any order, may not overlap each other) into N bins over
// [start, end) with integer floor edges start + floor(i * L / N).
class BinAccumulator
{
public:
    BinAccumulator(int64_t startNs, int64_t endNs, int binCount);
    void add(int64_t fromNs, int64_t toNs);
    std::vector<double> fractions() const;

private:
    int64_t edge(int64_t i) const { return m_start + m_q * i + (m_r * i) / m_n; }
    int64_t m_start, m_end, m_n, m_q, m_r;
    std::vector<int64_t> m_busy;
};

// Sorted copy of a column for medians and percentiles.
int64_t percentileNearestRank(const std::vector<int64_t> &sorted, double p);

} // namespace stepline::detail
