#include "whatifgraphbuilder.h"

#include "collectives.h"
#include "percentile.h"
#include "profilebuilderparallel.h"
#include "whatiftopoorder.h"
#include "workerthread.h"

#include <algorithm>
#include <atomic>

// The graph builder's frame: the GPU activities and their launch calls, then the build in order.

namespace stepline::whatifbuild {

void GraphBuilder::buildHostSide()
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
    std::vector<WhatIfHostPoint>().swap(m_points);
    std::vector<WhatIfHostPoint>().swap(m_scratch);
    // The GPU nodes follow the host nodes, whose number is known now.
    m_firstGpuNode = uint32_t(m_g.nodeCount());
    m_firstJoinNode = m_firstGpuNode + uint32_t(2 * m_act.size());
    for (uint32_t &from : m_g.edgeFrom) {
        if (from & kGpuTag)
            from = m_firstGpuNode + (from & ~kGpuTag);
    }
}

WhatIfGraph GraphBuilder::finish(const CollectiveAnalysis *collectives)
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

void GraphBuilder::collectActivities()
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
        std::sort(m_act.begin() + std::ptrdiff_t(first), m_act.end(),
            [&](uint32_t a, uint32_t b) { return m_s.ts[a] != m_s.ts[b] ? m_s.ts[a] < m_s.ts[b] : a < b; });
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

void GraphBuilder::collectLaunchTimes()
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
        std::sort(m_launchOrder.begin() + m_rankActBegin[r], m_launchOrder.begin() + m_rankActBegin[r + 1],
            [&](uint32_t a, uint32_t b) { return m_launchTsOfAct[a] < m_launchTsOfAct[b]; });
    }
}

void GraphBuilder::computeMedianLaunch()
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

void GraphBuilder::orderTopologically()
{
    size_t ordered = 0;
    m_g.order = whatIfTopologicalOrder(m_g, &ordered);
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

} // namespace stepline::whatifbuild

namespace stepline {

// The public entry points (whatifgraph.h): the graph's own file stays below its builder.
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
    whatifbuild::GraphBuilder builder(profile);
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
    whatifbuild::GraphBuilder builder(profile);
    builder.buildHostSide();
    helper.join();
    return builder.finish(&collectives);
}

} // namespace stepline
