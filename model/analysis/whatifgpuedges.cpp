#include "whatifgraphbuilder.h"

#include "percentile.h"

#include <algorithm>

// What holds each GPU activity of the what-if graph: its stream, its launch call, another stream.

namespace stepline::whatifbuild {

void GraphBuilder::launchOf(uint32_t a, uint32_t *node, int64_t *ts) const
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

uint32_t GraphBuilder::otherStreamRelease(uint32_t a) const
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

uint32_t GraphBuilder::producerOf(uint32_t a) const
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

GraphBuilder::Binding GraphBuilder::bindingOf(
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

void GraphBuilder::computeCrossStreamGaps()
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

void GraphBuilder::addActivity(uint32_t a)
{
    const uint32_t i = m_act[a];
    const Track &track = m_p.track(m_s.track[i]);
    const uint32_t rank = track.rank;
    const int64_t s = m_s.ts[i], e = m_s.end(i);
    const GpuActivityClass cls = activityClass(i);
    const uint32_t join = cls == GpuActivityClass::Communication ? joinOfSlice(i) : kNoNode;
    const uint8_t flags = uint8_t((cls == GpuActivityClass::Memcpy ? kWhatIfMemcpy : 0)
        | (cls == GpuActivityClass::Communication ? kWhatIfComm : 0) | (join != kNoNode ? kWhatIfMember : 0));
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
            binding == Binding::Stream ? s - prevEnd : std::min<int64_t>(0, s - prevEnd), WhatIfEdge::Stream);
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

} // namespace stepline::whatifbuild
