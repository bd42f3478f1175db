#include "whatifgraphbuilder.h"

#include <algorithm>

// The matched collectives of the what-if graph: a join per collective, the top straggler.

namespace stepline::whatifbuild {

void GraphBuilder::collectMembers()
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

void GraphBuilder::addJoins()
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

} // namespace stepline::whatifbuild
