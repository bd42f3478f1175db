#include "whatifgraphbuilder.h"

#include "steps.h"

#include <algorithm>
#include <array>

// Every rank's host chain of the what-if graph (whatifgraph.h, "host points").

namespace stepline::whatifbuild {

namespace {

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

} // namespace

bool GraphBuilder::isChainThread(const Track &t) const
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

uint32_t GraphBuilder::countHostPoints() const
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

void GraphBuilder::buildHostChain(uint32_t rank)
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
    sortHostPointsByTime(m_points, m_scratch);
    std::array<uint32_t, 4> open {}; // GetNext, sync, launch, any host event
    m_stepStart.clear();
    int64_t prevTime = 0;
    uint32_t prevNode = kNoNode;
    // The last point (a node or not), and the event whose piece of host time ended last: a
    // node names the event of the last non-empty gap before it, as its own node would have.
    int64_t lastPointTime = INT64_MIN;
    EventId lastPiece;
    for (const WhatIfHostPoint &pt : m_points) {
        const uint32_t i = pt.slice;
        const uint8_t flags = m_names.hostRules(m_s.name[i], m_s.kind[i]);
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

void GraphBuilder::addStepGpuEdge(uint32_t rank, uint32_t slice)
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

void GraphBuilder::addSyncEnd(uint32_t rank, uint32_t slice, int64_t endNs, uint32_t prevNode,
    int64_t prevTime, int64_t lastPointTime, WhatIfClass cls)
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

} // namespace stepline::whatifbuild
