#pragma once

// The builder behind buildWhatIfGraph() (whatifgraph.h): one pass per part of the graph, its parts
// in one file each, since they share the builder's columns:
//   whatifgraphbuilder.cpp  the GPU activities and their launch calls, finishing the graph
//   whatifhostchain.cpp     every rank's host chain: host points, the gaps' classes, syncs, step ends
//   whatifgpuedges.cpp      each GPU activity's start and end (stream, launch, another stream)
//   whatifjoins.cpp         the matched collectives' joins and the top straggler
// with the pieces that need no builder beside them: whatifhostpoints.h (sorting a rank's host
// points by time), whatifnamerules.h (what a slice name means to the graph, once per name) and
// whatiftopoorder.h (the order a replay follows).

#include "analysisinternal.h"
#include "collectives.h"
#include "whatifgraph.h"
#include "whatifhostpoints.h"
#include "whatifnamerules.h"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <utility>
#include <vector>

namespace stepline::whatifbuild {

inline constexpr uint32_t kNoNode = ~0u;
// How far back among a rank's activity ends the cross-stream search looks for another stream's
// end: the device's streams interleave, so the latest end of another stream is a few entries away.
inline constexpr int kCrossStreamLookBack = 64;

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
    void buildHostSide();

    // GPU activity a's start or end node; while the host side is built, tagged and fixed up after.
    uint32_t gpuNode(uint32_t a, bool end) const
    {
        return (m_firstGpuNode == kNoNode ? kGpuTag : m_firstGpuNode) + 2 * a + (end ? 1 : 0);
    }

    // The GPU side and the joins (collectives: the job's matched collectives, or null), then the
    // topological numbering.
    WhatIfGraph finish(const CollectiveAnalysis *collectives);

private:
    // ---- the GPU activities and their launch calls (whatifgraphbuilder.cpp) --------------------
    // GPU activities of every rank, grouped by (rank, stream track), by start within a stream.
    void collectActivities();
    // Each activity's launch call start (INT64_MAX: none), and per rank the linked activities by it.
    void collectLaunchTimes();
    void computeMedianLaunch();
    // The topological order a replay follows; columns trimmed to what they hold.
    void orderTopologically();

    // gpuActivityClass() of GPU activity slice i, from its kind and the memo of its name.
    GpuActivityClass activityClass(uint32_t i) { return m_names.activityClass(m_s.kind[i], m_s.name[i]); }
    bool isHostSlice(uint32_t i) const { return detail::isHostKind(m_s.kind[i]); }

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

    // ---- host chains (whatifhostchain.cpp) ------------------------------------------------------
    // Data-loader worker threads (METRICS.md "workers": a thread name containing "worker") prepare
    // batches while the training thread waits elsewhere; tied into the rank's chain they would carry
    // that wait to whatever follows them. The GetNext calls already hold what the workers cost.
    bool isChainThread(const Track &t) const;
    uint32_t countHostPoints() const;
    void buildHostChain(uint32_t rank);
    // A step does not end before the GPU work launched inside it (or, where the measured step left
    // work running into the next one, before that much of it). Without it a scenario that frees
    // the host (no sync waits) would end steps long before their GPU work: the host would only
    // queue work faster than the GPU runs it.
    void addStepGpuEdge(uint32_t rank, uint32_t slice);
    // A host sync call's end: tied to the last GPU activity of its rank that ended inside the call.
    void addSyncEnd(uint32_t rank, uint32_t slice, int64_t endNs, uint32_t prevNode, int64_t prevTime,
        int64_t lastPointTime, WhatIfClass cls);

    // ---- GPU activities' edges (whatifgpuedges.cpp) ---------------------------------------------
    enum class Binding : uint8_t { None, Stream, Launch, Other };

    bool isFirstOnStream(uint32_t a) const
    {
        const uint32_t rank = m_p.track(m_s.track[m_act[a]]).rank;
        return a == m_rankActBegin[rank] || m_s.track[m_act[a - 1]] != m_s.track[m_act[a]];
    }
    // The launch call of activity a on its own rank, if linked: its host node and start.
    void launchOf(uint32_t a, uint32_t *node, int64_t *ts) const;
    // The activity on another stream of the same device whose end (the latest <= a's start) may
    // have released a; kNoNode when none is near.
    uint32_t otherStreamRelease(uint32_t a) const;
    // The activity that produced a collective's data: the last one launched before it on another
    // stream of the device (the NCCL stream waits for it through an event); kNoNode when there is
    // none, or it ended after the collective started (then it was no dependency).
    uint32_t producerOf(uint32_t a) const;
    // What decided a's start: the latest of its stream's previous end, its launch (plus the launch
    // latency) and another stream's end (ties: stream, launch, other stream).
    Binding bindingOf(
        uint32_t a, bool launched, int64_t launchTs, int64_t launchReady, uint32_t otherAct) const;
    // Per stream: the median wait after a collective's producer ended (producerOf), where that
    // wait decided the collective's start (0 without one).
    void computeCrossStreamGaps();
    void addActivity(uint32_t a);

    // ---- joins (whatifjoins.cpp) ----------------------------------------------------------------
    // Matched collectives with at least two members get a join; their members are found by slice.
    void collectMembers();
    uint32_t joinOfSlice(uint32_t slice) const
    {
        const auto it = std::lower_bound(
            m_memberOfSlice.begin(), m_memberOfSlice.end(), std::pair<uint32_t, uint32_t>(slice, 0));
        return it != m_memberOfSlice.end() && it->first == slice ? it->second : kNoNode;
    }
    void addJoins();

    const Profile &m_p;
    const SliceTable &m_s;
    const CollectiveAnalysis *m_collectives = nullptr;
    WhatIfNameRules m_names;
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
    std::vector<WhatIfHostPoint> m_points;
    std::vector<WhatIfHostPoint> m_scratch;
    std::vector<std::pair<uint32_t, uint32_t>> m_stepStart; // open steps of the rank: (slice, node)
};

} // namespace stepline::whatifbuild
