#pragma once

// Shared building blocks of the analysis sources; not part of the public API.

#include "eventkind.h"
#include "profile.h"
#include "scopedprofile.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <optional>
#include <queue>
#include <string_view>
#include <utility>
#include <vector>

namespace stepline {
struct DeviceStats; // gpustats.h
struct UtilizationSeries; // utilization.h
} // namespace stepline

namespace stepline::detail {

// METRICS.md host event, given the row is a CPU thread: not a Trace span, not a GPU-side event.
inline bool isHostKind(EventKind k)
{
    return k != EventKind::TraceSpan && !isGpuSide(k);
}

// The slices a union of host events needs: host events whose parent is not one (a nested event lies
// inside its parent and adds nothing); depth-0 and lane-split slices have no parent and are kept.
inline bool isHostUnionSlice(const SliceTable &s, uint32_t i)
{
    if (!isHostKind(s.kind[i]))
        return false;
    const EventId p = s.parent[i];
    return !p.isValid() || !isHostKind(s.kind[p.value]);
}

// The slices a union of GPU activity needs: GPU activity not nested inside other GPU activity.
inline bool isDeviceUnionSlice(const SliceTable &s, uint32_t i)
{
    return isGpuActivity(s.kind[i]) && (!s.parent[i].isValid() || !isGpuActivity(s.kind[s.parent[i].value]));
}

// Per device stats and utilization bins from one union pass (either output may be null).
void deviceStatsAndUtilization(const Profile &profile, const DeviceIndex &index, int binCount,
    std::vector<DeviceStats> *stats, std::vector<UtilizationSeries> *utilization);

// A per-StringId memo: each distinct name is examined once, whatever the event count.
template <typename T> class NameMemo
{
public:
    explicit NameMemo(const Profile &profile)
        : m_profile(profile)
        , m_state(profile.strings().size(), 0)
    {
    }
    template <typename Fn> const T &get(StringId id, Fn &&compute)
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

// Count and total duration per name (Row: a struct of name, count and totalNs), one array lookup
// per event; sortedByTotal() orders the rows by total, descending, ties by name.
template <typename Row> class NameTotals
{
public:
    explicit NameTotals(const Profile &profile)
        : m_profile(profile)
        , m_rowOf(profile.strings().size(), 0)
    {
    }
    void add(StringId name, int64_t durNs)
    {
        uint32_t &row = m_rowOf[name.value];
        if (row == 0) {
            m_rows.push_back({ name, 0, 0 });
            row = uint32_t(m_rows.size());
        }
        ++m_rows[row - 1].count;
        m_rows[row - 1].totalNs += durNs;
    }
    std::vector<Row> sortedByTotal()
    {
        std::sort(m_rows.begin(), m_rows.end(), [this](const Row &a, const Row &b) {
            if (a.totalNs != b.totalNs)
                return a.totalNs > b.totalNs;
            return m_profile.str(a.name) < m_profile.str(b.name);
        });
        return std::move(m_rows);
    }

private:
    const Profile &m_profile;
    std::vector<uint32_t> m_rowOf; // per StringId: 0 = no row yet, else index + 1 into m_rows
    std::vector<Row> m_rows;
};

// An ascending run of SliceTable rows (one track and depth: sorted by ts, non-overlapping).
struct SliceRun
{
    uint32_t begin = 0;
    uint32_t end = 0;
};

// All (track, depth) runs of the given tracks.
void appendRuns(const Profile &profile, uint32_t trackId, std::vector<SliceRun> *runs);

// Merges one kept slice [ts, end) into the open union interval, emitting the previous one when
// a gap separates them.
struct UnionState
{
    bool open = false;
    int64_t start = 0;
    int64_t end = 0;
    template <typename Emit> void add(int64_t ts, int64_t endNs, Emit &emit)
    {
        if (!open) {
            open = true;
            start = ts;
            end = endNs;
        } else if (ts > end) {
            emit(start, end);
            start = ts;
            end = endNs;
        } else if (endNs > end) {
            end = endNs;
        }
    }
};

// Calls visit(i) for every kept slice of runs, by non-decreasing ts (ties in any order). A k-way
// merge that drains the earliest run while it stays at or before the second-earliest head: one busy run costs
// one comparison per slice. The head arrays are caller-owned scratch so repeated calls allocate nothing once
// they have grown.
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

// Calls emit(start, end) for each maximal interval of the union of the kept slices of runs, in
// ascending order (disjoint, non-adjacent merged), over the start-ordered merge above: no sorting
// of the slices themselves.
template <typename Keep, typename Emit>
void forEachUnionInterval(const SliceTable &s, const std::vector<SliceRun> &runs, Keep &&keep, Emit &&emit)
{
    SliceMergeScratch scratch;
    UnionState state;
    const int64_t *ts = s.ts.data();
    const int64_t *dur = s.dur.data();
    forEachSliceByStart(s, runs, scratch, keep, [&](uint32_t i) { state.add(ts[i], ts[i] + dur[i], emit); });
    if (state.open)
        emit(state.start, state.end);
}

// Calls emit(start, end) for each interval of one rank's host-event union (METRICS.md "CPU"): every
// depth of its CPU thread rows, through isHostUnionSlice().
template <typename Emit>
void forEachHostUnionInterval(const Profile &profile, uint32_t rankIndex, Emit &&emit)
{
    const SliceTable &s = profile.slices();
    std::vector<SliceRun> runs;
    const auto &tracks = profile.tracks();
    for (uint32_t t = 0; t < tracks.size(); ++t) {
        if (tracks[t].rank == rankIndex && tracks[t].kind == TrackKind::CpuThread)
            appendRuns(profile, t, &runs);
    }
    forEachUnionInterval(
        s, runs, [&s](uint32_t i) { return isHostUnionSlice(s, i); }, emit);
}

// f(slice) for every slice on the device's rows, row after row, each in slice order.
template <typename F> void forEachDeviceSlice(const Profile &profile, const GpuDevice &d, F &&f)
{
    for (uint32_t t : d.tracks) {
        const Track &track = profile.tracks()[t];
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i)
            f(i);
    }
}

// Same for one device's GPU activity (METRICS.md "GPU active"), through isDeviceUnionSlice().
template <typename Emit>
void forEachDeviceUnionInterval(const Profile &profile, const GpuDevice &d, Emit &&emit)
{
    const SliceTable &s = profile.slices();
    std::vector<SliceRun> runs;
    for (uint32_t t : d.tracks)
        appendRuns(profile, t, &runs);
    forEachUnionInterval(
        s, runs, [&s](uint32_t i) { return isDeviceUnionSlice(s, i); }, emit);
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
    // binEdgeNs() with L / N and L % N computed once.
    int64_t edge(int64_t i) const { return m_start + m_q * i + (m_r * i) / m_n; }
    int64_t m_start, m_end, m_n, m_q, m_r;
    std::vector<int64_t> m_busy;
};

} // namespace stepline::detail
