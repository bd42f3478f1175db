#include "profilebuilder.h"
#include "profilebuilderparallel.h"
#include "sortruns.h"
#include "workerthread.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace stepline {

using detail::twoThreadsFor;

namespace {

// Sorts flows by (from, to, kind): a stable LSD radix sort on kind, then to, then from, 16 bits a
// pass (a whole job has millions of flows; std::sort took a tenth of finalizing). Flows equal in
// all three are identical, so the order is the one any correct sort gives.
template <typename Flow> void sortFlows(std::vector<Flow> &flows)
{
    if (flows.size() < 2048) {
        std::sort(flows.begin(), flows.end(), [](const Flow &a, const Flow &b) {
            if (a.from != b.from)
                return a.from < b.from;
            if (a.to != b.to)
                return a.to < b.to;
            return a.kind < b.kind;
        });
        return;
    }
    std::vector<Flow> scratch(flows.size());
    std::vector<uint32_t> count(size_t(1) << 16);
    auto pass = [&](auto digit) {
        std::fill(count.begin(), count.end(), 0u);
        for (const Flow &f : flows)
            ++count[digit(f)];
        std::exclusive_scan(count.begin(), count.end(), count.begin(), 0u); // each digit's first slot
        for (const Flow &f : flows)
            scratch[count[digit(f)]++] = f;
        flows.swap(scratch);
    };
    pass([](const Flow &f) { return uint32_t(f.kind); });
    pass([](const Flow &f) { return f.to & 0xFFFFu; });
    pass([](const Flow &f) { return f.to >> 16; });
    pass([](const Flow &f) { return f.from & 0xFFFFu; });
    pass([](const Flow &f) { return f.from >> 16; });
}

template <typename T> void permute(Column<T> &column, const hugepages::Vector<uint32_t> &order)
{
    Column<T> out;
    out.reserve(column.size());
    for (uint32_t old : order)
        out.push_back(column[old]);
    column.swap(out);
}

} // namespace

// Orders slices by (track, ts, longer first), assigns depth and parent with one stack per track,
// then regroups each track by depth. A slice that starts inside the open slice but ends after it
// (a partial overlap: GPU sync events, ROCm overruns, annotations widened by Kineto) still goes
// one level deeper, so no two slices of one depth ever overlap; it gets no parent and is counted
// as a lane split.
void ProfileBuilder::sortAndNest()
{
    Profile &p = *m_profile;
    SliceTable &s = p.m_slices;
    const size_t n = s.size();
    const size_t trackCount = p.m_tracks.size();

    // Counting sort by track, keeping file order inside a track.
    std::vector<uint32_t> trackStart(trackCount + 1, 0);
    for (size_t i = 0; i < n; ++i)
        ++trackStart[s.track[i].value + 1];
    std::partial_sum(trackStart.begin(), trackStart.end(), trackStart.begin());
    WorkArray<uint32_t> order(n);
    {
        std::vector<uint32_t> fill(trackStart.begin(), trackStart.end() - 1);
        for (size_t i = 0; i < n; ++i)
            order[fill[s.track[i].value]++] = uint32_t(i);
    }
    // Sorting and nesting work on a copy of each track's (start, end, index): the comparator and
    // the stack then read one contiguous array instead of chasing indices into three columns.
    // Longer first on equal starts (end descending); file order breaks the remaining ties, as the
    // stable sort this replaces did.
    struct SpanKey
    {
        int64_t start, end;
        uint32_t index;
    };
    auto keyLess = [](const SpanKey &a, const SpanKey &b) {
        if (a.start != b.start)
            return a.start < b.start;
        if (a.end != b.end)
            return a.end > b.end;
        return a.index < b.index;
    };
    WorkArray<uint16_t> depth(n, 0);
    WorkArray<uint32_t> parentOld(n, EventId::kNone);
    std::vector<uint32_t> depthCountPerTrack(trackCount, 0);
    // Sorts and nests tracks [tBegin, tEnd): every track writes only its own slices' entries of
    // order, depth and parentOld and its own depth count, so two halves of the tracks can run on
    // two threads and give exactly the sequential result.
    struct Nested
    {
        uint64_t laneSplits = 0;
    };
    auto nestTracks = [&](size_t tBegin, size_t tEnd) {
        Nested out;
        std::vector<SpanKey> keys;
        std::vector<uint32_t> stack; // positions in keys
        for (size_t t = tBegin; t < tEnd; ++t) {
            const uint32_t first = trackStart[t];
            const uint32_t count = trackStart[t + 1] - first;
            keys.resize(count);
            for (uint32_t k = 0; k < count; ++k) {
                const uint32_t i = order[first + k];
                keys[k] = { s.ts[i], s.ts[i] + std::max<int64_t>(s.dur[i], 0), i };
            }
            if (!std::is_sorted(keys.begin(), keys.end(), keyLess)) {
                sortFewRuns(keys.begin(), keys.end(), keyLess);
                for (uint32_t k = 0; k < count; ++k)
                    order[first + k] = keys[k].index;
            }
            stack.clear();
            uint32_t trackDepths = 0;
            for (uint32_t k = 0; k < count; ++k) {
                const SpanKey &key = keys[k];
                const uint32_t i = key.index;
                // Pop everything that ended at or before this one's start; a slice starting exactly
                // where another ends is its sibling, not its child.
                while (!stack.empty() && keys[stack.back()].end <= key.start)
                    stack.pop_back();
                if (!stack.empty()) {
                    const SpanKey &top = keys[stack.back()];
                    if (key.end <= top.end) {
                        parentOld[i] = top.index;
                    } else {
                        ++out.laneSplits;
                    }
                }
                if (stack.size() >= std::numeric_limits<uint16_t>::max()) {
                    // Deeper than any real profile; keep the event on the deepest row we have.
                    ++out.laneSplits;
                    depth[i] = std::numeric_limits<uint16_t>::max() - 1;
                    continue;
                }
                depth[i] = uint16_t(stack.size());
                stack.push_back(k);
                trackDepths = std::max<uint32_t>(trackDepths, uint32_t(stack.size()));
            }
            depthCountPerTrack[t] = trackDepths;
        }
        return out;
    };
    // Big profiles (a job) split the tracks where about half the slices lie.
    size_t mid = trackCount;
    if (twoThreadsFor(n))
        mid = size_t(
            std::lower_bound(trackStart.begin(), trackStart.end(), uint32_t(n / 2)) - trackStart.begin());
    mid = std::min(mid, trackCount);
    Nested second;
    WorkerThread helper;
    if (mid < trackCount)
        helper = WorkerThread([&] { second = nestTracks(mid, trackCount); });
    const Nested firstHalf = nestTracks(0, mid);
    helper.join();
    const uint64_t laneSplits = firstHalf.laneSplits + second.laneSplits;
    if (laneSplits)
        p.m_report.add(warning::kLaneSplit, 0, LoadReport::kNoOffset, laneSplits);

    // Regroup each track by depth (stable, so ts order holds within a depth).
    WorkArray<uint32_t> finalOrder(n);
    p.m_depthOffsets.clear();
    std::vector<uint32_t> depthFill;
    for (size_t t = 0; t < trackCount; ++t) {
        Track &track = p.m_tracks[t];
        const uint32_t begin = trackStart[t], end = trackStart[t + 1];
        track.sliceBegin = begin;
        track.sliceEnd = end;
        track.depthBegin = uint32_t(p.m_depthOffsets.size());
        track.depthCount = uint16_t(depthCountPerTrack[t]);
        depthFill.assign(depthCountPerTrack[t] + 1, 0);
        for (uint32_t k = begin; k < end; ++k)
            ++depthFill[depth[order[k]] + 1];
        std::partial_sum(depthFill.begin(), depthFill.end(), depthFill.begin());
        for (uint32_t d = 0; d <= depthCountPerTrack[t]; ++d)
            p.m_depthOffsets.push_back(begin + depthFill[d]);
        for (uint32_t k = begin; k < end; ++k) {
            const uint32_t old = order[k];
            finalOrder[begin + depthFill[depth[old]]++] = old;
        }
    }
    p.m_depthOffsets.shrink_to_fit();
    order.clear();
    order.shrink_to_fit();

    WorkArray<uint32_t> newIndexOf(n);
    for (uint32_t k = 0; k < n; ++k)
        newIndexOf[finalOrder[k]] = k;

    resolveLinks(newIndexOf, depth);

    // Fresh, exactly sized columns: reserveSlices() gave these the capacity of the loader's
    // estimate, which stays allocated (and counted in the model) if they are only resized.
    Column<uint16_t>(n).swap(s.depth);
    Column<EventId>(n).swap(s.parent);
    for (uint32_t k = 0; k < n; ++k) {
        const uint32_t old = finalOrder[k];
        s.depth[k] = depth[old];
        s.parent[k] = parentOld[old] == EventId::kNone ? EventId() : EventId(newIndexOf[parentOld[old]]);
    }
    depth = {};
    parentOld = {};
    // Columns are independent: big profiles permute the two 8-byte ones on a second thread.
    WorkerThread times;
    if (twoThreadsFor(n)) {
        times = WorkerThread([&s, &finalOrder] {
            permute(s.ts, finalOrder);
            permute(s.dur, finalOrder);
        });
    } else {
        permute(s.ts, finalOrder);
        permute(s.dur, finalOrder);
    }
    permute(s.track, finalOrder);
    permute(s.name, finalOrder);
    permute(s.category, finalOrder);
    permute(s.kind, finalOrder);
    permute(s.args, finalOrder);
    times.join();
    finalOrder = {};
}

// Correlation and External ids are small dense counters in real traces, so the chosen candidate of
// each (rank, key) goes into a table indexed by key: two linear passes instead of sorting millions
// of keys. Sparse keys (hand-made or hashed ids) fall back to sorting the candidates. Counters
// that skip: the launches of a 54 MB trace hold 42 K of the 270 K correlation ids it numbers (the
// rest go to other runtime calls), so a table of up to 16 entries per candidate is taken while it
// stays under kDenseTableEntries (32 MiB), 4 per candidate beyond.
template <typename Better, typename Emit>
void ProfileBuilder::matchLinks(
    WorkArray<LinkKey> &candidates, const WorkArray<LinkKey> &probes, Better better, Emit emit)
{
    auto preferred = [&better](const LinkKey &a, const LinkKey &b) {
        if (better(a.slice, b.slice))
            return true;
        return !better(b.slice, a.slice) && a.slice < b.slice;
    };
    uint32_t rankCount = 0;
    for (const LinkKey &c : candidates)
        rankCount = std::max(rankCount, c.rank + 1);
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
    std::vector<int64_t> lo(rankCount, kMax), hi(rankCount, kMin);
    for (const LinkKey &c : candidates) {
        lo[c.rank] = std::min(lo[c.rank], c.key);
        hi[c.rank] = std::max(hi[c.rank], c.key);
    }
    constexpr uint64_t kDenseTableEntries = uint64_t(8) << 20;
    const uint64_t limit = std::max(uint64_t(candidates.size()) * 4 + 65536,
        std::min(uint64_t(candidates.size()) * 16, kDenseTableEntries));
    std::vector<uint64_t> base(rankCount + 1, 0);
    bool dense = true;
    for (uint32_t r = 0; r < rankCount && dense; ++r) {
        uint64_t range = 0;
        if (lo[r] <= hi[r]) {
            // Unsigned difference: no overflow even for keys spanning the whole int64 range.
            range = uint64_t(hi[r]) - uint64_t(lo[r]);
            dense = range < limit;
            ++range;
        }
        base[r + 1] = base[r] + range;
        dense = dense && base[r + 1] <= limit;
    }
    constexpr uint32_t kNone = ~0u;
    if (dense) {
        WorkArray<uint32_t> table(size_t(base[rankCount]), kNone);
        for (uint32_t c = 0; c < candidates.size(); ++c) {
            const LinkKey &k = candidates[c];
            uint32_t &slot = table[size_t(base[k.rank] + (uint64_t(k.key) - uint64_t(lo[k.rank])))];
            if (slot == kNone || preferred(k, candidates[slot]))
                slot = c;
        }
        for (const LinkKey &probe : probes) {
            const uint32_t r = probe.rank;
            uint32_t c = kNone;
            if (r < rankCount && lo[r] <= probe.key && probe.key <= hi[r])
                c = table[size_t(base[r] + (uint64_t(probe.key) - uint64_t(lo[r])))];
            emit(c == kNone ? nullptr : &candidates[c], probe);
        }
        return;
    }
    std::sort(candidates.begin(), candidates.end(), [&](const LinkKey &a, const LinkKey &b) {
        if (a.rank != b.rank)
            return a.rank < b.rank;
        if (a.key != b.key)
            return a.key < b.key;
        return preferred(a, b);
    });
    auto keyBefore = [](const LinkKey &a, const LinkKey &b) {
        return a.rank != b.rank ? a.rank < b.rank : a.key < b.key;
    };
    for (const LinkKey &probe : probes) {
        auto it = std::lower_bound(candidates.begin(), candidates.end(), probe, keyBefore);
        const bool found = it != candidates.end() && it->rank == probe.rank && it->key == probe.key;
        emit(found ? &*it : nullptr, probe);
    }
}

// Launch links from args.correlation, framework links from External id. Both ids are unique only
// within one rank (one profiled process), so keys carry the rank.
//
// Runs before the columns are permuted: link keys, kinds and depths are all in file order then, so
// the passes below read memory sequentially; the links found are renumbered at the end.
void ProfileBuilder::resolveLinks(const WorkArray<uint32_t> &newIndexOf, const WorkArray<uint16_t> &depthOld)
{
    Profile &p = *m_profile;
    const SliceTable &s = p.m_slices;

    // Correlation: launches (runtime/driver) on one side, GPU-side ops on the other. Of several
    // launches with one id (a damaged file) the first in file order wins.
    // Sized by a counting pass first: growing them would copy them and fault in fresh pages.
    WorkArray<LinkKey> launches, ops;
    size_t launchCount = 0, opCount = 0;
    for (const LinkKey &k : m_correlations) {
        const EventKind kind = s.kind[k.slice];
        launchCount += isLaunchCall(kind);
        opCount += !isLaunchCall(kind) && (isGpuActivity(kind) || kind == EventKind::GpuSync);
    }
    launches.reserve(launchCount);
    ops.reserve(opCount);
    for (const LinkKey &k : m_correlations) {
        const EventKind kind = s.kind[k.slice];
        if (isLaunchCall(kind))
            launches.push_back(k);
        else if (isGpuActivity(kind) || kind == EventKind::GpuSync)
            ops.push_back(k);
    }
    m_correlations = {};
    // External id: the framework op (cpu_op, else user_annotation) that issued each GPU activity;
    // cpu_op before user_annotation, then the innermost (deepest) op, then the first in file order.
    // Independent of the correlation links (its own keys, its own flows, appended after theirs),
    // so big profiles match them on a second thread.
    std::vector<PendingFlow> externalFlows;
    auto matchExternal = [&] {
        WorkArray<LinkKey> framework, gpu;
        size_t frameworkCount = 0, gpuCount = 0;
        for (const LinkKey &k : m_externalIds) {
            const EventKind kind = s.kind[k.slice];
            const bool op = kind == EventKind::CpuOp || kind == EventKind::UserAnnotation;
            frameworkCount += op;
            gpuCount += !op && isGpuActivity(kind);
        }
        framework.reserve(frameworkCount);
        gpu.reserve(gpuCount);
        externalFlows.reserve(gpuCount);
        for (const LinkKey &k : m_externalIds) {
            const EventKind kind = s.kind[k.slice];
            if (kind == EventKind::CpuOp || kind == EventKind::UserAnnotation)
                framework.push_back(k);
            else if (isGpuActivity(kind))
                gpu.push_back(k);
        }
        m_externalIds = {};
        matchLinks(
            framework, gpu,
            [&s, &depthOld](uint32_t a, uint32_t b) {
                const bool aOp = s.kind[a] == EventKind::CpuOp, bOp = s.kind[b] == EventKind::CpuOp;
                if (aOp != bOp)
                    return aOp;
                return depthOld[a] > depthOld[b];
            },
            [&](const LinkKey *op, const LinkKey &activity) {
                if (op)
                    externalFlows.push_back({ op->slice, activity.slice, FlowKind::External });
            });
    };
    WorkerThread external;
    if (twoThreadsFor(s.size()))
        external = WorkerThread(matchExternal);
    else
        matchExternal();
    // Per rank: how many GPU ops had no launch, and the first of them in its file.
    struct Unmatched
    {
        uint64_t count = 0;
        uint64_t firstOffset = LoadReport::kNoOffset;
    };
    std::vector<Unmatched> unmatched(p.m_ranks.size());
    matchLinks(
        launches, ops, [](uint32_t, uint32_t) { return false; },
        [&](const LinkKey *launch, const LinkKey &op) {
            if (launch) {
                m_flows.push_back({ launch->slice, op.slice, FlowKind::Launch });
            } else if (isGpuActivity(s.kind[op.slice]) && op.rank < unmatched.size()) {
                Unmatched &u = unmatched[op.rank];
                ++u.count;
                if (op.byteOffset != LoadReport::kNoOffset
                    && (u.firstOffset == LoadReport::kNoOffset || op.byteOffset < u.firstOffset))
                    u.firstOffset = op.byteOffset;
            }
        });
    for (uint32_t r = 0; r < unmatched.size(); ++r) {
        if (unmatched[r].count)
            p.m_report.add(warning::kUnmatchedGpuOp, r, unmatched[r].firstOffset, unmatched[r].count);
    }

    external.join();
    m_flows.insert(m_flows.end(), externalFlows.begin(), externalFlows.end());
    externalFlows = {};
    for (PendingFlow &f : m_flows) {
        f.from = newIndexOf[f.from];
        f.to = newIndexOf[f.to];
    }
}

// Flow events: s -> t... -> f chains keyed by (rank, category, id). Launch flows (ac2g,
// async_cpu_to_gpu) only fill in links that correlation ids did not already give.
void ProfileBuilder::bindFlowPoints(const std::vector<StringId> *categoryIds)
{
    Profile &p = *m_profile;
    if (m_flowPoints.empty())
        return;
    auto categoryId
        = [categoryIds](StringId c) { return categoryIds ? (*categoryIds)[c.value].value : c.value; };
    std::sort(
        m_flowPoints.begin(), m_flowPoints.end(), [&categoryId](const FlowPoint &a, const FlowPoint &b) {
            if (a.rank != b.rank)
                return a.rank < b.rank;
            if (a.category.value != b.category.value)
                return categoryId(a.category) < categoryId(b.category);
            if (a.id != b.id)
                return a.id < b.id;
            auto rankOf = [](char ph) { return ph == 's' ? 0 : ph == 't' ? 1 : 2; };
            if (rankOf(a.phase) != rankOf(b.phase))
                return rankOf(a.phase) < rankOf(b.phase);
            return a.tsNs < b.tsNs;
        });

    std::vector<std::pair<uint32_t, uint32_t>> existingLaunch;
    for (const PendingFlow &f : m_flows) {
        if (f.kind == FlowKind::Launch)
            existingLaunch.emplace_back(f.from, f.to);
    }
    sortFewRuns(existingLaunch.begin(), existingLaunch.end());
    std::vector<uint32_t> toHasLaunch;
    for (const auto &[from, to] : existingLaunch)
        toHasLaunch.push_back(to);
    sortFewRuns(toHasLaunch.begin(), toHasLaunch.end());

    // Python-heavy traces have tracks 50-100 deep: without lane splits the enclosing slice's search
    // ends at the first depth with nothing there.
    const bool nested = p.m_report.count(warning::kLaneSplit) == 0;
    auto bind = [&](const FlowPoint &fp) -> EventId {
        const int64_t ts = fp.tsNs - p.m_job.originAbsNs;
        if (fp.bindEnclosing)
            return p.sliceAt(fp.track, ts, nested);
        // Next slice starting at or after ts, any depth.
        EventId best;
        const Track &t = p.m_tracks[fp.track.value];
        for (uint16_t d = 0; d < t.depthCount; ++d) {
            const Profile::Range r = p.depthRange(fp.track, d);
            auto it = std::lower_bound(p.m_slices.ts.begin() + r.begin, p.m_slices.ts.begin() + r.end, ts);
            if (it == p.m_slices.ts.begin() + r.end)
                continue;
            const uint32_t idx = uint32_t(it - p.m_slices.ts.begin());
            if (!best.isValid() || p.m_slices.ts[idx] < p.m_slices.ts[best.value])
                best = EventId(idx);
        }
        return best;
    };

    size_t i = 0;
    while (i < m_flowPoints.size()) {
        size_t j = i;
        while (j < m_flowPoints.size() && m_flowPoints[j].rank == m_flowPoints[i].rank
            && m_flowPoints[j].category == m_flowPoints[i].category
            && m_flowPoints[j].id == m_flowPoints[i].id)
            ++j;
        const std::string_view cat = p.m_strings.view(m_flowPoints[i].category);
        FlowKind kind = FlowKind::Generic;
        if (cat == "ac2g" || cat == "async_cpu_to_gpu" || cat == "async")
            kind = FlowKind::Launch;
        else if (cat == "fwdbwd")
            kind = FlowKind::FwdBwd;
        const bool hasStart = m_flowPoints[i].phase == 's';
        const bool hasEnd = m_flowPoints[j - 1].phase == 'f';
        if (!hasStart) {
            p.m_report.add(warning::kFlowWithoutStart, m_flowPoints[i].rank, m_flowPoints[i].byteOffset);
        } else if (!hasEnd) {
            p.m_report.add(warning::kFlowWithoutEnd, m_flowPoints[i].rank, m_flowPoints[i].byteOffset);
        } else {
            // One start can fan out to several ends (cudaGraphLaunch): link the start to each end,
            // and chain steps in between.
            EventId from = bind(m_flowPoints[i]);
            if (!from.isValid())
                p.m_report.add(warning::kFlowUnbound, m_flowPoints[i].rank, m_flowPoints[i].byteOffset);
            for (size_t k = i + 1; k < j && from.isValid(); ++k) {
                const EventId to = bind(m_flowPoints[k]);
                if (!to.isValid()) {
                    p.m_report.add(warning::kFlowUnbound, m_flowPoints[k].rank, m_flowPoints[k].byteOffset);
                    continue;
                }
                if (to == from)
                    continue;
                if (kind == FlowKind::Launch
                    && std::binary_search(toHasLaunch.begin(), toHasLaunch.end(), to.value))
                    continue; // correlation already linked this op
                m_flows.push_back({ from.value, to.value, kind });
                if (m_flowPoints[k].phase == 't')
                    from = to;
            }
        }
        i = j;
    }
    m_flowPoints = {};
}

void ProfileBuilder::buildFlowIndexes()
{
    FlowTable &f = m_profile->m_flows;
    // Drop exact duplicates (a link given both as a flow event and by another route).
    sortFlows(m_flows);
    m_flows.erase(std::unique(m_flows.begin(), m_flows.end(),
                      [](const PendingFlow &a, const PendingFlow &b) {
                          return a.from == b.from && a.to == b.to && a.kind == b.kind;
                      }),
        m_flows.end());
    const size_t n = m_flows.size();
    f.from.reserve(n);
    f.to.reserve(n);
    f.kind.reserve(n);
    for (const PendingFlow &pf : m_flows) {
        f.from.push_back(EventId(pf.from));
        f.to.push_back(EventId(pf.to));
        f.kind.push_back(pf.kind);
    }
    m_flows = {};
    f.byFrom.resize(n);
    f.byTo.resize(n);
    for (uint32_t i = 0; i < n; ++i)
        f.byFrom[i] = f.byTo[i] = FlowId(i);
    // Already sorted by from; sort the other index by to, equal ones in flow order (stable).
    if (n < 2048) {
        std::stable_sort(f.byTo.begin(), f.byTo.end(),
            [&f](FlowId a, FlowId b) { return f.to[a.value].value < f.to[b.value].value; });
        return;
    }
    // Two stable 16-bit counting passes over the 32-bit slice ids: the stable sort's order, without
    // its comparisons through the index (a job has millions of flows).
    Column<FlowId> scratch(n);
    std::vector<uint32_t> count(size_t(1) << 16);
    for (const int shift : { 0, 16 }) {
        std::fill(count.begin(), count.end(), 0u);
        for (const FlowId id : f.byTo)
            ++count[(f.to[id.value].value >> shift) & 0xFFFFu];
        std::exclusive_scan(count.begin(), count.end(), count.begin(), 0u);
        for (const FlowId id : f.byTo)
            scratch[count[(f.to[id.value].value >> shift) & 0xFFFFu]++] = id;
        f.byTo.swap(scratch);
    }
}

void ProfileBuilder::finalizeInstantsAndCounters()
{
    Profile &p = *m_profile;
    InstantTable &in = p.m_instants;
    WorkArray<uint32_t> order(in.size());
    std::iota(order.begin(), order.end(), 0u);
    std::stable_sort(order.begin(), order.end(), [&in](uint32_t a, uint32_t b) {
        if (in.track[a].value != in.track[b].value)
            return in.track[a].value < in.track[b].value;
        return in.ts[a] < in.ts[b];
    });
    forEachColumn(in.columns(), [&order](auto &column) { permute(column, order); });

    CounterTable &c = p.m_counters;
    std::stable_sort(
        m_counterSamples.begin(), m_counterSamples.end(), [](const CounterSample &a, const CounterSample &b) {
            if (a.series != b.series)
                return a.series < b.series;
            return a.tsNs < b.tsNs;
        });
    c.ts.reserve(m_counterSamples.size());
    c.value.reserve(m_counterSamples.size());
    for (CounterSeries &s : c.series)
        s.begin = s.end = 0;
    for (size_t i = 0; i < m_counterSamples.size(); ++i) {
        const CounterSample &cs = m_counterSamples[i];
        CounterSeries &s = c.series[cs.series];
        if (s.begin == s.end)
            s.begin = uint32_t(i);
        s.end = uint32_t(i + 1);
        c.ts.push_back(cs.tsNs - p.m_job.originAbsNs);
        c.value.push_back(cs.value);
    }
    m_counterSamples = {};
}

std::vector<uint8_t> ProfileBuilder::computeWindows()
{
    Profile &p = *m_profile;
    const SliceTable &s = p.m_slices;
    constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
    constexpr int64_t kMin = std::numeric_limits<int64_t>::min();
    std::vector<int64_t> lo(p.m_ranks.size(), kMax), hi(p.m_ranks.size(), kMin);
    std::vector<uint64_t> events(p.m_ranks.size(), 0);
    for (const Track &t : p.m_tracks) {
        events[t.rank] += t.sliceEnd - t.sliceBegin;
        const bool host = t.kind == TrackKind::CpuThread;
        const bool gpu = t.kind == TrackKind::GpuStream;
        if (!host && !gpu)
            continue;
        for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i) {
            const EventKind k = s.kind[i];
            if ((host && k != EventKind::TraceSpan && !isGpuSide(k)) || isGpuActivity(k)) {
                lo[t.rank] = std::min(lo[t.rank], s.ts[i]);
                hi[t.rank] = std::max(hi[t.rank], s.ts[i] + s.dur[i]);
            }
        }
    }
    for (size_t i = 0; i < p.m_instants.size(); ++i)
        ++events[p.m_tracks[p.m_instants.track[i].value].rank];
    for (const CounterSeries &cs : p.m_counters.series)
        events[cs.rank] += cs.end - cs.begin;
    std::vector<uint8_t> windowed(p.m_ranks.size(), 0);
    for (size_t r = 0; r < p.m_ranks.size(); ++r) {
        RankInfo &info = p.m_ranks[r];
        info.events = events[r];
        if (lo[r] <= hi[r]) {
            info.windowStartNs = lo[r];
            info.windowEndNs = hi[r];
            windowed[r] = 1;
        }
        info.offsetNs = info.baseTimeNs - p.m_job.originAbsNs; // file ts (in ns) + offset = job time
    }
    return windowed;
}

} // namespace stepline
