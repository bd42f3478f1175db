#include "whatifgraph.h"

#include "analysisinternal.h"
#include "collectives.h"
#include "commkernel.h"
#include "gputime.h"
#include "percentile.h"
#include "profilebuilderparallel.h"
#include "workerthread.h"
#include "steps.h"

#include <algorithm>
#include <array>
#include <atomic>

namespace stepline {

namespace {

constexpr uint32_t kNoNode = ~0u;
// How far back among a rank's activity ends the cross-stream search looks for another stream's
// end: the device's streams interleave, so the latest end of another stream is a few entries away.
constexpr int kCrossStreamLookBack = 64;

// A host point before sorting: one end of a host slice.
struct HostPoint
{
    int64_t timeNs;
    uint32_t slice;
    uint8_t isEnd;
};

// Per slice name: what the host and GPU rules need to know, examined once per distinct name (the
// sync and launch rules depend on the slice's kind too: NameRule resolves them).
enum NameFlag : uint16_t {
    kGetNext = 1,
    kLaunchName = 2, // launchesGpuWork
    kStep = 4,
    kSyncAsRuntime = 8, // isHostSyncCall for a runtime or driver call
    kSyncAsOther = 16, // isHostSyncCall for any other host event
    kCommName = 32, // a communication kernel's name
    kCopyName = 64, // a kernel that is a copy (ROCm)
    kKnown = 128,
};
// What nameFlags() gives for one slice: the rules resolved with its kind.
enum HostRule : uint8_t { kRuleGetNext = 1, kRuleSync = 2, kRuleLaunch = 4, kRuleStep = 8 };

// Sorts by time, keeping the order of equal times: a least-significant-digit radix sort over the
// times' offsets from the earliest (a rank's host points number millions; a comparison sort of
// them was most of the graph's build).
void sortStablyByTime(std::vector<HostPoint> &points, std::vector<HostPoint> &scratch)
{
    if (points.size() < 2)
        return;
    const auto [lo, hi] = std::minmax_element(points.begin(), points.end(),
        [](const HostPoint &a, const HostPoint &b) { return a.timeNs < b.timeNs; });
    const uint64_t base = uint64_t(lo->timeNs);
    const uint64_t range = uint64_t(hi->timeNs) - base;
    constexpr int kBits = 12;
    constexpr size_t kBuckets = size_t(1) << kBits;
    scratch.resize(points.size());
    std::array<uint32_t, kBuckets> count;
    for (int shift = 0; shift < 64 && (range >> shift) != 0; shift += kBits) {
        count.fill(0);
        for (const HostPoint &p : points)
            ++count[((uint64_t(p.timeNs) - base) >> shift) & (kBuckets - 1)];
        uint32_t at = 0;
        for (uint32_t &c : count) {
            const uint32_t n = c;
            c = at;
            at += n;
        }
        for (const HostPoint &p : points)
            scratch[count[((uint64_t(p.timeNs) - base) >> shift) & (kBuckets - 1)]++] = p;
        points.swap(scratch);
    }
}

// The class of host time given what is open on the rank's threads, first match wins (as the idle
// causes' host rules).
WhatIfClass gapClass(const std::array<uint32_t, 4> &open)
{
    if (open[0] > 0)
        return WhatIfClass::DataLoader;
    if (open[1] > 0)
        return WhatIfClass::Sync;
    if (open[2] > 0)
        return WhatIfClass::Launch;
    return WhatIfClass::HostOps;
}

class GraphBuilder
{
public:
    explicit GraphBuilder(const Profile &profile)
        : m_p(profile)
        , m_s(profile.slices())
        , m_names(profile)
    {
    }

    // What needs no collectives: the activities, their launch calls and every rank's host chain.
    void buildHostSide()
    {
        computeMedianLaunch();
        collectActivities();
        collectLaunchTimes();
        const uint32_t hostPoints = countHostPoints();
        const size_t nodes = size_t(hostPoints) + 2 * m_act.size();
        m_g.event.reserve(nodes);
        m_g.nodeInfo.reserve(nodes);
        m_g.predBegin.reserve(nodes + 1);
        // At most about one edge per host point (a few more at syncs and step ends) and four per
        // activity (stream, launch, producer, duration or transfer and start) plus an arrival:
        // reserved once instead of copied while growing, trimmed to size at the end.
        const size_t edges = hostPoints + hostPoints / 8 + 5 * m_act.size();
        m_g.edgeFrom.reserve(edges);
        m_g.edgeWeight.reserve(edges);
        m_g.edgeType.reserve(edges);
        m_launchNodeOfSlice.assign(m_s.size(), kNoNode);
        for (uint32_t r = 0; r < m_p.ranks().size(); ++r)
            buildHostChain(r);
        std::vector<HostPoint>().swap(m_points);
        std::vector<HostPoint>().swap(m_scratch);
        // The GPU nodes follow the host nodes, whose number is known now.
        m_firstGpuNode = uint32_t(m_g.nodeCount());
        m_firstJoinNode = m_firstGpuNode + uint32_t(2 * m_act.size());
        for (uint32_t &from : m_g.edgeFrom) {
            if (from & kGpuTag)
                from = m_firstGpuNode + (from & ~kGpuTag);
        }
    }

    // GPU activity a's start or end node; while the host side is built, tagged and fixed up after.
    uint32_t gpuNode(uint32_t a, bool end) const
    {
        return (m_firstGpuNode == kNoNode ? kGpuTag : m_firstGpuNode) + 2 * a + (end ? 1 : 0);
    }

    // The GPU side and the joins (collectives: the job's matched collectives, or null), then the
    // topological numbering.
    WhatIfGraph finish(const CollectiveAnalysis *collectives)
    {
        m_collectives = collectives;
        collectMembers();
        computeCrossStreamGaps();
        for (uint32_t a = 0; a < m_act.size(); ++a)
            addActivity(a);
        std::vector<uint32_t>().swap(m_launchNodeOfSlice);
        addJoins();
        noteSource();
        m_g.predBegin.push_back(uint32_t(m_g.edgeFrom.size()));
        orderTopologically();
        return std::move(m_g);
    }

private:
    // GPU activities of every rank, grouped by (rank, stream track), by start within a stream.
    void collectActivities()
    {
        const auto &tracks = m_p.tracks();
        for (uint32_t t = 0; t < tracks.size(); ++t) {
            if (tracks[t].kind != TrackKind::GpuStream)
                continue;
            const size_t first = m_act.size();
            for (uint32_t i = tracks[t].sliceBegin; i < tracks[t].sliceEnd; ++i) {
                if (isGpuActivity(m_s.kind[i]))
                    m_act.push_back(i);
            }
            std::sort(m_act.begin() + std::ptrdiff_t(first), m_act.end(), [&](uint32_t a, uint32_t b) {
                return m_s.ts[a] != m_s.ts[b] ? m_s.ts[a] < m_s.ts[b] : a < b;
            });
        }
        // Ranks in order: tracks are not grouped by rank, so sort the runs (stable keeps streams).
        std::stable_sort(m_act.begin(), m_act.end(), [&](uint32_t a, uint32_t b) {
            return m_p.tracks()[m_s.track[a].value].rank < m_p.tracks()[m_s.track[b].value].rank;
        });
        m_g.gpuActivities = m_act.size();
        m_rankActBegin.assign(m_p.ranks().size() + 1, 0);
        for (uint32_t a = 0; a < m_act.size(); ++a)
            ++m_rankActBegin[m_p.tracks()[m_s.track[m_act[a]].value].rank + 1];
        for (size_t r = 1; r < m_rankActBegin.size(); ++r)
            m_rankActBegin[r] += m_rankActBegin[r - 1];
        // Each rank's activities by end: the syncs' and the cross-stream edges' searches.
        m_byEnd.resize(m_act.size());
        for (uint32_t a = 0; a < m_act.size(); ++a)
            m_byEnd[a] = a;
        for (size_t r = 0; r + 1 < m_rankActBegin.size(); ++r) {
            std::sort(m_byEnd.begin() + m_rankActBegin[r], m_byEnd.begin() + m_rankActBegin[r + 1],
                [&](uint32_t a, uint32_t b) { return m_s.end(m_act[a]) < m_s.end(m_act[b]); });
        }
        m_byEndNs.resize(m_act.size());
        for (size_t k = 0; k < m_byEnd.size(); ++k)
            m_byEndNs[k] = m_s.end(m_act[m_byEnd[k]]);
    }

    // Matched collectives with at least two members get a join; their members are found by slice.
    void collectMembers()
    {
        if (!m_collectives)
            return;
        const CollectiveAnalysis &c = *m_collectives;
        for (uint32_t k = 0; k < c.collectives.size(); ++k) {
            const Collective &col = c.collectives[k];
            bool known = col.size() >= 2;
            for (uint32_t m = col.memberBegin; known && m < col.memberEnd; ++m)
                known = c.members[m].event.isValid();
            if (!known)
                continue;
            const uint32_t join = m_joinCount++;
            m_joinCollective.push_back(k);
            for (uint32_t m = col.memberBegin; m < col.memberEnd; ++m)
                m_memberOfSlice.push_back({ c.members[m].event.value, join });
        }
        std::sort(m_memberOfSlice.begin(), m_memberOfSlice.end());
        m_g.matchedCollectives = m_joinCount;
        if (!c.stragglerRanking.empty()) {
            const RankCollectiveStats *top = c.rankStats(c.stragglerRanking.front());
            if (top && top->delayCausedNs > 0) {
                m_g.topStraggler = top->rank;
                for (uint32_t r = 0; r < m_p.ranks().size(); ++r) {
                    if (m_p.ranks()[r].rank == top->rank)
                        m_g.topStragglerIndex = r;
                }
            }
        }
    }

    uint32_t joinOfSlice(uint32_t slice) const
    {
        const auto it = std::lower_bound(
            m_memberOfSlice.begin(), m_memberOfSlice.end(), std::pair<uint32_t, uint32_t>(slice, 0));
        return it != m_memberOfSlice.end() && it->first == slice ? it->second : kNoNode;
    }

    uint16_t flagsOfName(StringId name)
    {
        return m_names.get(name, [](std::string_view n) {
            uint16_t f = kKnown;
            if (isGetNextCall(n))
                f |= kGetNext;
            if (launchesGpuWork(n))
                f |= kLaunchName;
            if (parseStepNumber(n))
                f |= kStep;
            if (isHostSyncCall(EventKind::CudaRuntime, n))
                f |= kSyncAsRuntime;
            if (isHostSyncCall(EventKind::CpuOp, n))
                f |= kSyncAsOther;
            const GpuActivityClass kernel = gpuActivityClass(EventKind::Kernel, n);
            if (kernel == GpuActivityClass::Communication)
                f |= kCommName;
            else if (kernel == GpuActivityClass::Memcpy)
                f |= kCopyName;
            return f;
        });
    }

    // The host rules (HostRule bits) of a slice with this name and kind.
    uint8_t hostRules(StringId name, EventKind kind)
    {
        const uint16_t f = flagsOfName(name);
        const bool launch = isLaunchCall(kind);
        return uint8_t(((f & kGetNext) ? kRuleGetNext : 0) | ((f & kStep) ? kRuleStep : 0)
            | (launch && (f & kLaunchName) ? kRuleLaunch : 0)
            | ((f & (launch ? kSyncAsRuntime : kSyncAsOther)) ? kRuleSync : 0));
    }

    // gpuActivityClass() of GPU activity slice i, from its kind and the memo of its name.
    GpuActivityClass activityClass(uint32_t i)
    {
        const EventKind kind = m_s.kind[i];
        if (kind != EventKind::Kernel)
            return kind == EventKind::Memcpy ? GpuActivityClass::Memcpy : GpuActivityClass::Computation;
        const uint16_t f = flagsOfName(m_s.name[i]);
        return (f & kCommName) ? GpuActivityClass::Communication
            : (f & kCopyName)  ? GpuActivityClass::Memcpy
                               : GpuActivityClass::Computation;
    }

    bool isHostSlice(uint32_t i) const { return detail::isHostKind(m_s.kind[i]); }

    // Data-loader worker threads (METRICS.md "workers": a thread name containing "worker") prepare
    // batches while the training thread waits elsewhere; tied into the rank's chain they would carry
    // that wait to whatever follows them. The GetNext calls already hold what the workers cost.
    bool isChainThread(const Track &t) const
    {
        if (t.kind != TrackKind::CpuThread)
            return false;
        const std::string_view name = m_p.str(t.name);
        for (size_t i = 0; i + 6 <= name.size(); ++i) {
            if ((name[i] | 0x20) == 'w' && (name[i + 1] | 0x20) == 'o' && (name[i + 2] | 0x20) == 'r'
                && (name[i + 3] | 0x20) == 'k' && (name[i + 4] | 0x20) == 'e' && (name[i + 5] | 0x20) == 'r')
                return false;
        }
        return true;
    }

    uint32_t countHostPoints() const
    {
        uint32_t n = 0;
        for (const Track &t : m_p.tracks()) {
            if (!isChainThread(t))
                continue;
            for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i)
                n += isHostSlice(i) ? 2 : 0;
        }
        return n;
    }

    uint32_t addNode(int64_t timeNs, EventId ev, uint32_t rank, WhatIfNodeKind kind, uint8_t flags = 0)
    {
        noteSource();
        m_g.event.push_back(ev);
        m_g.nodeInfo.push_back(rank << 8 | uint32_t(kind) << 4 | flags);
        m_g.predBegin.push_back(uint32_t(m_g.edgeFrom.size()));
        m_lastNodeTimeNs = timeNs;
        return uint32_t(m_g.nodeInfo.size() - 1);
    }

    // The node added last keeps its measured time when no edge entered it (edges are added right
    // after their node): call before the next node and once after the last.
    void noteSource()
    {
        if (!m_g.predBegin.empty() && m_g.predBegin.back() == m_g.edgeFrom.size())
            m_g.sourceTimes.push_back({ uint32_t(m_g.predBegin.size() - 1), m_lastNodeTimeNs });
    }

    void addEdge(uint32_t from, int64_t weightNs, WhatIfEdge kind, WhatIfClass cls = WhatIfClass::Compute,
        bool memcpy = false)
    {
        const bool narrow = weightNs > WhatIfGraph::kWideWeight && weightNs <= INT32_MAX;
        if (!narrow)
            m_g.wideWeights.push_back({ uint32_t(m_g.edgeFrom.size()), weightNs });
        m_g.edgeFrom.push_back(from);
        m_g.edgeWeight.push_back(narrow ? int32_t(weightNs) : WhatIfGraph::kWideWeight);
        m_g.edgeType.push_back(
            uint8_t(uint8_t(kind) | uint8_t(cls) << 4 | (memcpy ? WhatIfGraph::kEdgeMemcpy : 0)));
    }

    // Position in m_byEnd of the rank's last activity ending at or before t; -1: none.
    int64_t lastEndingBy(uint32_t rank, int64_t t) const
    {
        const auto first = m_byEndNs.begin() + m_rankActBegin[rank];
        const auto last = m_byEndNs.begin() + m_rankActBegin[rank + 1];
        const auto it = std::upper_bound(first, last, t);
        return it == first ? -1 : int64_t(it - m_byEndNs.begin()) - 1;
    }

    void buildHostChain(uint32_t rank)
    {
        // In time order; at one time, starts before ends, starts by slice, ends by slice
        // descending (the parent opens first and closes last): the points are laid out in that
        // tie order, then sorted stably by time.
        m_points.clear();
        const std::vector<Track> &tracks = m_p.tracks();
        for (const Track &t : tracks) {
            if (t.rank != rank || !isChainThread(t))
                continue;
            for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i) {
                if (isHostSlice(i))
                    m_points.push_back({ m_s.ts[i], i, 0 });
            }
        }
        for (auto t = tracks.rbegin(); t != tracks.rend(); ++t) {
            if (t->rank != rank || !isChainThread(*t))
                continue;
            for (uint32_t i = t->sliceEnd; i-- > t->sliceBegin;) {
                if (isHostSlice(i))
                    m_points.push_back({ m_s.end(i), i, 1 });
            }
        }
        sortStablyByTime(m_points, m_scratch);
        std::array<uint32_t, 4> open {}; // GetNext, sync, launch, any host event
        m_stepStart.clear();
        int64_t prevTime = 0;
        uint32_t prevNode = kNoNode;
        // The last point (a node or not), and the event whose piece of host time ended last: a
        // node names the event of the last non-empty gap before it, as its own node would have.
        int64_t lastPointTime = INT64_MIN;
        EventId lastPiece;
        for (const HostPoint &pt : m_points) {
            const uint32_t i = pt.slice;
            const uint8_t flags = hostRules(m_s.name[i], m_s.kind[i]);
            // The class of the gap before the point and of the one after it.
            const WhatIfClass cls = open[3] > 0 ? gapClass(open) : WhatIfClass::HostOther;
            const int step = pt.isEnd ? -1 : 1;
            open[0] += (flags & kRuleGetNext) ? step : 0;
            open[1] += (flags & kRuleSync) ? step : 0;
            open[2] += (flags & kRuleLaunch) ? step : 0;
            open[3] += step;
            const WhatIfClass next = open[3] > 0 ? gapClass(open) : WhatIfClass::HostOther;
            if (!pt.isEnd)
                m_g.getNextCalls += (flags & kRuleGetNext) ? 1 : 0;
            // A point nothing else refers to, between two gaps of one class, is no node: the gaps
            // are one edge (an operator's nested calls, Python frames).
            const bool referred = (flags & kRuleStep) || (!pt.isEnd && (flags & kRuleLaunch))
                || (pt.isEnd && (flags & kRuleSync));
            const int64_t before = lastPointTime;
            if (pt.timeNs > lastPointTime || !lastPiece.isValid())
                lastPiece = EventId(i);
            lastPointTime = pt.timeNs;
            if (prevNode != kNoNode && !referred && next == cls)
                continue;
            const uint32_t node = addNode(
                pt.timeNs, lastPiece, rank, pt.isEnd ? WhatIfNodeKind::HostEnd : WhatIfNodeKind::HostStart);
            if (pt.isEnd && (flags & kRuleSync))
                addSyncEnd(rank, i, pt.timeNs, prevNode, prevTime, std::max(before, prevTime), cls);
            else if (prevNode != kNoNode)
                addEdge(prevNode, pt.timeNs - prevTime, WhatIfEdge::HostChain, cls);
            if (pt.isEnd && (flags & kRuleStep))
                addStepGpuEdge(rank, i);
            if (!pt.isEnd) {
                if (flags & kRuleLaunch)
                    m_launchNodeOfSlice[i] = node;
                if (flags & kRuleStep)
                    m_stepStart.push_back({ i, node });
            } else if (flags & kRuleStep) {
                for (size_t k = 0; k < m_stepStart.size(); ++k) {
                    if (m_stepStart[k].first != i)
                        continue;
                    WhatIfGraph::StepNodes st;
                    st.rankIndex = rank;
                    st.rank = m_p.ranks()[rank].rank;
                    st.number = *parseStepNumber(m_p.str(m_s.name[i]));
                    st.startNode = m_stepStart[k].second;
                    st.endNode = node;
                    st.startNs = m_s.ts[i];
                    st.endNs = m_s.end(i);
                    m_g.steps.push_back(st);
                    m_stepStart.erase(m_stepStart.begin() + std::ptrdiff_t(k));
                    break;
                }
            }
            prevTime = pt.timeNs;
            prevNode = node;
        }
    }

    // A step does not end before the GPU work launched inside it (or, where the measured step left
    // work running into the next one, before that much of it). Without it a scenario that frees
    // the host (no sync waits) would end steps long before their GPU work: the host would only
    // queue work faster than the GPU runs it.
    void addStepGpuEdge(uint32_t rank, uint32_t slice)
    {
        const auto first = m_launchOrder.begin() + m_rankActBegin[rank];
        const auto last = m_launchOrder.begin() + m_rankActBegin[rank + 1];
        auto it = std::lower_bound(
            first, last, m_s.ts[slice], [&](uint32_t a, int64_t t) { return m_launchTsOfAct[a] < t; });
        uint32_t latest = kNoNode;
        for (; it != last && m_launchTsOfAct[*it] <= m_s.end(slice); ++it) {
            if (latest == kNoNode || m_s.end(m_act[*it]) > m_s.end(m_act[latest]))
                latest = *it;
        }
        if (latest != kNoNode) {
            addEdge(gpuNode(latest, true), std::min<int64_t>(0, m_s.end(slice) - m_s.end(m_act[latest])),
                WhatIfEdge::StepGpu, WhatIfClass::HostOps);
        }
    }

    // Each activity's launch call start (INT64_MAX: none), and per rank the linked activities by it.
    void collectLaunchTimes()
    {
        m_launchTsOfAct.assign(m_act.size(), INT64_MAX);
        m_launchSliceOfAct.assign(m_act.size(), kNoNode);
        // The first launch flow into each activity, in FlowTable::incoming() order: one walk over
        // the flows by target beside the activities by slice (not two binary searches each).
        std::vector<std::pair<uint32_t, uint32_t>> bySlice(m_act.size()); // (slice, activity)
        for (uint32_t a = 0; a < m_act.size(); ++a)
            bySlice[a] = { m_act[a], a };
        std::sort(bySlice.begin(), bySlice.end());
        const FlowTable &flows = m_p.flows();
        size_t k = 0;
        for (const FlowId f : flows.byTo) {
            const uint32_t to = flows.to[f.value].value;
            while (k < bySlice.size() && bySlice[k].first < to)
                ++k;
            if (k == bySlice.size())
                break;
            const uint32_t a = bySlice[k].second;
            if (bySlice[k].first != to || m_launchSliceOfAct[a] != kNoNode)
                continue;
            const uint32_t from = flows.from[f.value].value;
            if (flows.kind[f.value] == FlowKind::Launch && isLaunchCall(m_s.kind[from])
                && m_p.track(m_s.track[from]).rank == m_p.track(m_s.track[to]).rank) {
                m_launchTsOfAct[a] = m_s.ts[from];
                m_launchSliceOfAct[a] = from;
            }
        }
        m_launchOrder.resize(m_act.size());
        for (uint32_t a = 0; a < m_act.size(); ++a)
            m_launchOrder[a] = a;
        for (size_t r = 0; r + 1 < m_rankActBegin.size(); ++r) {
            std::sort(m_launchOrder.begin() + m_rankActBegin[r],
                m_launchOrder.begin() + m_rankActBegin[r + 1],
                [&](uint32_t a, uint32_t b) { return m_launchTsOfAct[a] < m_launchTsOfAct[b]; });
        }
    }

    // A host sync call's end: tied to the last GPU activity of its rank that ended inside the call.
    void addSyncEnd(uint32_t rank, uint32_t slice, int64_t endNs, uint32_t prevNode, int64_t prevTime,
        int64_t lastPointTime, WhatIfClass cls)
    {
        const int64_t k = lastEndingBy(rank, endNs);
        const int64_t gpuEnd = k >= 0 ? m_byEndNs[size_t(k)] : INT64_MIN;
        if (k < 0 || gpuEnd <= m_s.ts[slice]) {
            if (prevNode != kNoNode)
                addEdge(prevNode, endNs - prevTime, WhatIfEdge::HostChain, cls);
            return;
        }
        ++m_g.syncEdges;
        // The chain carries the host time up to the last point before the end (the gaps of
        // points that are no nodes) and what the call did after the GPU was done.
        if (prevNode != kNoNode)
            addEdge(prevNode, (lastPointTime - prevTime) + (endNs - std::max(lastPointTime, gpuEnd)),
                WhatIfEdge::HostChain, cls);
        const uint32_t a = m_byEnd[size_t(k)];
        addEdge(gpuNode(a, true), endNs - gpuEnd, WhatIfEdge::SyncWait, WhatIfClass::Sync);
    }

    enum class Binding : uint8_t { None, Stream, Launch, Other };

    bool isFirstOnStream(uint32_t a) const
    {
        const uint32_t rank = m_p.track(m_s.track[m_act[a]]).rank;
        return a == m_rankActBegin[rank] || m_s.track[m_act[a - 1]] != m_s.track[m_act[a]];
    }

    // The launch call of activity a on its own rank, if linked: its host node and start.
    void launchOf(uint32_t a, uint32_t *node, int64_t *ts) const
    {
        // The first launch call of its rank (collectLaunchTimes) is the answer when it is a host
        // node; else look further (rare: a launch call on a thread outside the chain).
        if (const uint32_t slice = m_launchSliceOfAct[a];
            slice != kNoNode && m_launchNodeOfSlice[slice] != kNoNode) {
            *node = m_launchNodeOfSlice[slice];
            *ts = m_s.ts[slice];
            return;
        }
        const uint32_t i = m_act[a];
        const uint32_t rank = m_p.track(m_s.track[i]).rank;
        const FlowTable &flows = m_p.flows();
        for (FlowId f : flows.incoming(EventId(i))) {
            if (flows.kind[f.value] != FlowKind::Launch)
                continue;
            const uint32_t from = flows.from[f.value].value;
            if (m_launchNodeOfSlice[from] != kNoNode && m_p.track(m_s.track[from]).rank == rank) {
                *node = m_launchNodeOfSlice[from];
                *ts = m_s.ts[from];
                return;
            }
        }
    }

    // The activity on another stream of the same device whose end (the latest <= a's start) may
    // have released a; kNoNode when none is near.
    uint32_t otherStreamRelease(uint32_t a) const
    {
        const uint32_t i = m_act[a];
        const Track &track = m_p.track(m_s.track[i]);
        const uint32_t rank = track.rank;
        const int64_t k = lastEndingBy(rank, m_s.ts[i]);
        for (int64_t j = k, n = 0; j >= int64_t(m_rankActBegin[rank]) && n < kCrossStreamLookBack; --j, ++n) {
            const uint32_t b = m_byEnd[size_t(j)];
            if (b != a && m_s.track[m_act[b]] != m_s.track[i]
                && m_p.track(m_s.track[m_act[b]]).device == track.device)
                return b;
        }
        return kNoNode;
    }

    // The activity that produced a collective's data: the last one launched before it on another
    // stream of the device (the NCCL stream waits for it through an event); kNoNode when there is
    // none, or it ended after the collective started (then it was no dependency).
    uint32_t producerOf(uint32_t a) const
    {
        const uint32_t i = m_act[a];
        const int64_t launchTs = m_launchTsOfAct[a];
        if (launchTs == INT64_MAX)
            return kNoNode;
        const Track &track = m_p.track(m_s.track[i]);
        const auto first = m_launchOrder.begin() + m_rankActBegin[track.rank];
        const auto last = m_launchOrder.begin() + m_rankActBegin[track.rank + 1];
        auto it = std::lower_bound(
            first, last, launchTs, [&](uint32_t b, int64_t t) { return m_launchTsOfAct[b] < t; });
        for (int n = 0; it != first && n < kCrossStreamLookBack; ++n) {
            const uint32_t b = *--it;
            if (m_s.track[m_act[b]] != m_s.track[i] && m_p.track(m_s.track[m_act[b]]).device == track.device)
                return m_s.end(m_act[b]) <= m_s.ts[i] ? b : kNoNode;
        }
        return kNoNode;
    }

    // What decided a's start: the latest of its stream's previous end, its launch (plus the launch
    // latency) and another stream's end (ties: stream, launch, other stream).
    Binding bindingOf(
        uint32_t a, bool launched, int64_t launchTs, int64_t launchReady, uint32_t otherAct) const
    {
        const int64_t s = m_s.ts[m_act[a]];
        Binding binding = Binding::None;
        int64_t best = INT64_MIN;
        if (!isFirstOnStream(a) && m_s.end(m_act[a - 1]) <= s) {
            best = m_s.end(m_act[a - 1]);
            binding = Binding::Stream;
        }
        if (launched && launchTs <= s && launchReady > best) {
            best = launchReady;
            binding = Binding::Launch;
        }
        if (otherAct != kNoNode && m_s.end(m_act[otherAct]) > best)
            binding = Binding::Other;
        return binding;
    }

    // Per stream: the median wait after a collective's producer ended (producerOf), where that
    // wait decided the collective's start (0 without one).
    void computeCrossStreamGaps()
    {
        m_crossStreamGapNs.assign(m_p.tracks().size(), 0);
        std::vector<std::pair<uint32_t, int64_t>> gaps; // (stream track, gap)
        for (uint32_t a = 0; a < m_act.size(); ++a) {
            const uint32_t i = m_act[a];
            if (activityClass(i) != GpuActivityClass::Communication)
                continue;
            const uint32_t producer = producerOf(a);
            if (producer == kNoNode)
                continue;
            uint32_t launchNode = kNoNode;
            int64_t launchTs = 0;
            launchOf(a, &launchNode, &launchTs);
            const uint32_t rank = m_p.track(m_s.track[i]).rank;
            const int64_t launchReady = launchNode != kNoNode
                ? launchTs + std::clamp<int64_t>(m_s.ts[i] - launchTs, 0, m_medianLaunchNs[rank])
                : INT64_MIN;
            if (bindingOf(a, launchNode != kNoNode, launchTs, launchReady, producer) == Binding::Other)
                gaps.push_back({ m_s.track[i].value, m_s.ts[i] - m_s.end(m_act[producer]) });
        }
        std::sort(gaps.begin(), gaps.end());
        std::vector<int64_t> values;
        for (size_t k = 0; k < gaps.size();) {
            size_t end = k;
            values.clear();
            for (; end < gaps.size() && gaps[end].first == gaps[k].first; ++end)
                values.push_back(gaps[end].second);
            m_crossStreamGapNs[gaps[k].first] = percentileNsInPlace(values, 0.5);
            k = end;
        }
    }

    void addActivity(uint32_t a)
    {
        const uint32_t i = m_act[a];
        const Track &track = m_p.track(m_s.track[i]);
        const uint32_t rank = track.rank;
        const int64_t s = m_s.ts[i], e = m_s.end(i);
        const GpuActivityClass cls = activityClass(i);
        const uint32_t join = cls == GpuActivityClass::Communication ? joinOfSlice(i) : kNoNode;
        const uint8_t flags = uint8_t((cls == GpuActivityClass::Memcpy ? kWhatIfMemcpy : 0)
            | (cls == GpuActivityClass::Communication ? kWhatIfComm : 0)
            | (join != kNoNode ? kWhatIfMember : 0));
        m_g.memcpys += cls == GpuActivityClass::Memcpy;
        m_g.commKernels += cls == GpuActivityClass::Communication;

        // The launch call of the same rank, if linked.
        uint32_t launchNode = kNoNode;
        int64_t launchTs = 0;
        launchOf(a, &launchNode, &launchTs);
        if (launchNode != kNoNode)
            ++m_g.launchLinked;
        const bool firstOnStream = isFirstOnStream(a);
        const int64_t prevEnd = firstOnStream ? INT64_MIN : m_s.end(m_act[a - 1]);

        // Another stream of the device whose end may have released this activity: for a
        // collective its producer, else the latest end (<= s) on another stream.
        const bool collective = cls == GpuActivityClass::Communication;
        const uint32_t otherAct = collective ? producerOf(a) : otherStreamRelease(a);
        const int64_t otherEnd = otherAct != kNoNode ? m_s.end(m_act[otherAct]) : INT64_MIN;

        const int64_t median = m_medianLaunchNs[rank];
        const int64_t launchReady
            = launchNode != kNoNode ? launchTs + std::clamp<int64_t>(s - launchTs, 0, median) : INT64_MIN;
        const Binding binding = bindingOf(a, launchNode != kNoNode, launchTs, launchReady, otherAct);

        addNode(s, EventId(i), rank, WhatIfNodeKind::GpuStart, flags);
        if (!firstOnStream)
            addEdge(m_firstGpuNode + 2 * (a - 1) + 1,
                binding == Binding::Stream ? s - prevEnd : std::min<int64_t>(0, s - prevEnd),
                WhatIfEdge::Stream);
        if (launchNode != kNoNode && launchTs <= s)
            addEdge(launchNode, binding == Binding::Launch ? s - launchTs : launchReady - launchTs,
                WhatIfEdge::Launch, WhatIfClass::Launch);
        if (binding == Binding::Other) {
            addEdge(m_firstGpuNode + 2 * otherAct + 1, s - otherEnd, WhatIfEdge::CrossStream);
        } else if (otherAct != kNoNode && collective) {
            // A collective waits for its producer (an event wait) whether or not that wait decided
            // its start here; what the wait usually takes on this stream stays when a scenario frees
            // what decided it (a rank whose NCCL stream starts late).
            addEdge(m_firstGpuNode + 2 * otherAct + 1,
                std::min(s - otherEnd, m_crossStreamGapNs[m_s.track[i].value]), WhatIfEdge::CrossStream);
        }

        addNode(e, EventId(i), rank, WhatIfNodeKind::GpuEnd, flags);
        if (join == kNoNode) {
            addEdge(m_firstGpuNode + 2 * a, e - s, WhatIfEdge::Duration,
                cls == GpuActivityClass::Communication ? WhatIfClass::CommTransfer : WhatIfClass::Compute,
                cls == GpuActivityClass::Memcpy);
        } else {
            const uint32_t joinNode = m_firstJoinNode + join;
            const int64_t joinTime = m_collectives->collectives[m_joinCollective[join]].lastStartNs;
            addEdge(joinNode, e - joinTime, WhatIfEdge::Transfer, WhatIfClass::CommTransfer);
            addEdge(m_firstGpuNode + 2 * a, 0, WhatIfEdge::MemberStart, WhatIfClass::CommWait);
        }
    }

    void addJoins()
    {
        // Member starts by join, from the sorted (slice, join) pairs.
        std::vector<uint32_t> startOfMember(m_memberOfSlice.size(), kNoNode);
        m_joinMembers.assign(m_joinCount + 1, 0);
        for (const auto &[slice, join] : m_memberOfSlice)
            ++m_joinMembers[join + 1];
        for (size_t j = 1; j < m_joinMembers.size(); ++j)
            m_joinMembers[j] += m_joinMembers[j - 1];
        std::vector<uint32_t> fill(m_joinMembers.begin(), m_joinMembers.end() - 1);
        std::vector<uint32_t> memberSlices(m_memberOfSlice.size());
        for (const auto &[slice, join] : m_memberOfSlice)
            memberSlices[fill[join]++] = slice;
        // Slice -> activity, for the member slices only.
        std::vector<std::pair<uint32_t, uint32_t>> actOfSlice;
        actOfSlice.reserve(m_memberOfSlice.size());
        for (uint32_t a = 0; a < m_act.size(); ++a) {
            if (m_g.nodeInfo.size() > m_firstGpuNode + 2 * a
                && (m_g.nodeInfo[m_firstGpuNode + 2 * a] & kWhatIfMember))
                actOfSlice.push_back({ m_act[a], a });
        }
        std::sort(actOfSlice.begin(), actOfSlice.end());
        const CollectiveAnalysis &c = *m_collectives;
        for (uint32_t j = 0; j < m_joinCount; ++j) {
            const Collective &col = c.collectives[m_joinCollective[j]];
            uint32_t lastRankIndex = 0;
            for (uint32_t m = m_joinMembers[j]; m < m_joinMembers[j + 1]; ++m) {
                const auto it = std::lower_bound(
                    actOfSlice.begin(), actOfSlice.end(), std::pair<uint32_t, uint32_t>(memberSlices[m], 0));
                if (it == actOfSlice.end() || it->first != memberSlices[m])
                    continue;
                const uint32_t rank = m_p.track(m_s.track[it->first]).rank;
                if (m_p.ranks()[rank].rank == col.lastRank)
                    lastRankIndex = rank;
            }
            addNode(col.lastStartNs, EventId(), lastRankIndex, WhatIfNodeKind::Join);
            for (uint32_t m = m_joinMembers[j]; m < m_joinMembers[j + 1]; ++m) {
                const auto it = std::lower_bound(
                    actOfSlice.begin(), actOfSlice.end(), std::pair<uint32_t, uint32_t>(memberSlices[m], 0));
                if (it == actOfSlice.end() || it->first != memberSlices[m])
                    continue;
                addEdge(m_firstGpuNode + 2 * it->second, 0, WhatIfEdge::Arrival, WhatIfClass::CommWait);
            }
            m_g.joinNodes.push_back(m_firstJoinNode + j);
            if (m_g.topStraggler >= 0 && col.lastRank == m_g.topStraggler)
                ++m_g.stragglerCollectives;
        }
    }

    // A topological order by depth-first search over the pred lists (a node follows its preds):
    // no successor lists to build, and the order stays close to the build's (rank by rank, in time),
    // which keeps a replay's reads near each other. A cycle hands over to Kahn's algorithm, which
    // says which nodes are on it.
    std::vector<uint32_t> topologicalOrder(size_t *ordered) const
    {
        const uint32_t n = uint32_t(m_g.nodeCount());
        std::vector<uint32_t> order;
        order.reserve(n);
        std::vector<uint8_t> state(n, 0); // 0: not seen, 1: on the stack, 2: placed
        std::vector<std::pair<uint32_t, uint32_t>> stack; // (node, its next pred edge)
        for (uint32_t root = 0; root < n; ++root) {
            if (state[root] != 0)
                continue;
            state[root] = 1;
            stack.push_back({ root, m_g.predBegin[root] });
            while (!stack.empty()) {
                const uint32_t v = stack.back().first;
                const uint32_t e = stack.back().second;
                if (e < m_g.predBegin[v + 1]) {
                    ++stack.back().second;
                    const uint32_t u = m_g.edgeFrom[e];
                    if (state[u] == 0) {
                        state[u] = 1;
                        stack.push_back({ u, m_g.predBegin[u] });
                    } else if (state[u] == 1) {
                        return kahnOrder(ordered);
                    }
                } else {
                    state[v] = 2;
                    order.push_back(v);
                    stack.pop_back();
                }
            }
        }
        *ordered = order.size();
        return order;
    }

    // Kahn's algorithm over the pred lists; nodes left over lie on a cycle and go last (*ordered:
    // how many are in the topological order). For a graph with a cycle (a damaged trace).
    std::vector<uint32_t> kahnOrder(size_t *ordered) const
    {
        const size_t n = m_g.nodeCount();
        std::vector<uint32_t> succBegin(n + 1, 0);
        for (uint32_t from : m_g.edgeFrom)
            ++succBegin[from + 1];
        for (size_t i = 1; i <= n; ++i)
            succBegin[i] += succBegin[i - 1];
        std::vector<uint32_t> succ(m_g.edgeFrom.size());
        {
            std::vector<uint32_t> fill(succBegin.begin(), succBegin.end() - 1);
            for (uint32_t to = 0; to < n; ++to) {
                for (uint32_t e = m_g.predBegin[to]; e < m_g.predBegin[to + 1]; ++e)
                    succ[fill[m_g.edgeFrom[e]]++] = to;
            }
        }
        std::vector<uint32_t> indegree(n);
        for (uint32_t v = 0; v < n; ++v)
            indegree[v] = m_g.predBegin[v + 1] - m_g.predBegin[v];
        std::vector<uint32_t> order;
        order.reserve(n);
        for (uint32_t v = 0; v < n; ++v) {
            if (indegree[v] == 0)
                order.push_back(v);
        }
        for (size_t head = 0; head < order.size(); ++head) {
            const uint32_t v = order[head];
            for (uint32_t k = succBegin[v]; k < succBegin[v + 1]; ++k) {
                if (--indegree[succ[k]] == 0)
                    order.push_back(succ[k]);
            }
        }
        *ordered = order.size();
        if (order.size() != n) {
            for (uint32_t v = 0; v < n; ++v) {
                if (indegree[v] > 0)
                    order.push_back(v);
            }
        }
        return order;
    }

    // The topological order a replay follows; columns trimmed to what they hold.
    void orderTopologically()
    {
        size_t ordered = 0;
        m_g.order = topologicalOrder(&ordered);
        m_g.orderedNodes = ordered;
        m_g.cyclic = ordered != m_g.order.size();
        m_g.event.shrink_to_fit();
        m_g.nodeInfo.shrink_to_fit();
        m_g.predBegin.shrink_to_fit();
        m_g.edgeFrom.shrink_to_fit();
        m_g.edgeWeight.shrink_to_fit();
        m_g.edgeType.shrink_to_fit();
        m_g.wideWeights.shrink_to_fit();
        m_g.sourceTimes.shrink_to_fit();
        m_g.steps.shrink_to_fit();
        m_g.joinNodes.shrink_to_fit();
    }

    void computeMedianLaunch()
    {
        m_medianLaunchNs.assign(m_p.ranks().size(), 0);
        std::vector<std::vector<int64_t>> values(m_p.ranks().size());
        const FlowTable &flows = m_p.flows();
        for (size_t f = 0; f < flows.size(); ++f) {
            if (flows.kind[f] != FlowKind::Launch)
                continue;
            const uint32_t to = flows.to[f].value, from = flows.from[f].value;
            if (!isGpuActivity(m_s.kind[to]) || !isLaunchCall(m_s.kind[from]))
                continue;
            const int64_t latency = m_s.ts[to] - m_s.ts[from];
            if (latency >= 0)
                values[m_p.track(m_s.track[to]).rank].push_back(latency);
        }
        for (size_t r = 0; r < values.size(); ++r)
            m_medianLaunchNs[r] = values[r].empty() ? 0 : percentileNsInPlace(values[r], 0.5);
    }

private:
    const Profile &m_p;
    const SliceTable &m_s;
    const CollectiveAnalysis *m_collectives = nullptr;
    detail::NameMemo<uint16_t> m_names;
    WhatIfGraph m_g;

    std::vector<uint32_t> m_act; // activity -> slice
    std::vector<uint32_t> m_rankActBegin;
    std::vector<uint32_t> m_byEnd; // per rank, activities by end
    std::vector<int64_t> m_byEndNs;
    std::vector<int64_t> m_launchTsOfAct; // launch call start per activity, INT64_MAX: none
    std::vector<uint32_t> m_launchSliceOfAct; // that launch call, kNoNode: none
    std::vector<uint32_t> m_launchOrder; // per rank, activities by launch call start
    std::vector<int64_t> m_medianLaunchNs;
    std::vector<int64_t> m_crossStreamGapNs; // per track (computeCrossStreamGaps)
    std::vector<std::pair<uint32_t, uint32_t>> m_memberOfSlice; // (slice, join)
    std::vector<uint32_t> m_joinCollective;
    std::vector<uint32_t> m_joinMembers;
    uint32_t m_joinCount = 0;
    uint32_t m_firstGpuNode = kNoNode; // known once the host side is built
    // Marks a GPU node id in an edge made while the host side is built: the activity's offset
    // among the GPU nodes, to which the first GPU node is added afterwards.
    static constexpr uint32_t kGpuTag = 0x80000000u;
    uint32_t m_firstJoinNode = 0;
    std::vector<uint32_t> m_launchNodeOfSlice;
    int64_t m_lastNodeTimeNs = 0;
    std::vector<HostPoint> m_points;
    std::vector<HostPoint> m_scratch;
    std::vector<std::pair<uint32_t, uint32_t>> m_stepStart; // open steps of the rank: (slice, node)
};

} // namespace

const char *whatIfClassKey(WhatIfClass c)
{
    static constexpr std::array<const char *, kWhatIfClassCount + 1> kKeys = { "compute", "comm_wait",
        "comm_transfer", "launch", "host_ops", "data_loader", "sync", "host_other" };
    return kKeys[size_t(c)];
}

size_t WhatIfGraph::memoryBytes() const
{
    return sourceTimes.capacity() * sizeof(std::pair<uint32_t, int64_t>) + event.capacity() * sizeof(EventId)
        + order.capacity() * sizeof(uint32_t) + nodeInfo.capacity() * sizeof(uint32_t)
        + predBegin.capacity() * sizeof(uint32_t) + edgeFrom.capacity() * sizeof(uint32_t)
        + edgeWeight.capacity() * sizeof(int32_t) + edgeType.capacity()
        + wideWeights.capacity() * sizeof(std::pair<uint32_t, int64_t>) + steps.capacity() * sizeof(StepNodes)
        + joinNodes.capacity() * sizeof(uint32_t);
}

int64_t WhatIfGraph::wideWeight(uint32_t e) const
{
    const auto it = std::lower_bound(
        wideWeights.begin(), wideWeights.end(), std::pair<uint32_t, int64_t>(e, INT64_MIN));
    return it != wideWeights.end() && it->first == e ? it->second : 0;
}

namespace {

std::atomic<uint64_t> g_graphsBuilt { 0 };

} // namespace

uint64_t whatIfGraphsBuilt()
{
    return g_graphsBuilt.load();
}

WhatIfGraph buildWhatIfGraph(const Profile &profile, const CollectiveAnalysis *collectives)
{
    ++g_graphsBuilt;
    GraphBuilder builder(profile);
    builder.buildHostSide();
    return builder.finish(collectives);
}

WhatIfGraph buildWhatIfGraph(const Profile &profile)
{
    CollectiveAnalysis collectives;
    if (!detail::twoThreadsFor(profile.slices().size())) {
        collectives = analyzeCollectives(profile);
        return buildWhatIfGraph(profile, &collectives);
    }
    // The collectives (mostly reading their kernels' args) on a second thread while the host side
    // is built; an exception there (memory) is rethrown here.
    WorkerThread helper([&] { collectives = analyzeCollectives(profile); });
    ++g_graphsBuilt;
    GraphBuilder builder(profile);
    builder.buildHostSide();
    helper.join();
    return builder.finish(&collectives);
}

} // namespace stepline
