#include "steplateness.h"

#include <algorithm>

namespace stepline {

std::vector<int64_t> stepLatenessNs(
    const std::vector<CrossRankStep> &steps, const CollectiveAnalysis &analysis)
{
    std::vector<int64_t> out(steps.size(), -1);
    // Per rank entry: (raw start, lateness) of each member, sorted by start.
    std::vector<std::vector<std::pair<int64_t, int64_t>>> arrivals(analysis.ranks.size());
    for (const Collective &c : analysis.collectives) {
        for (uint32_t m = c.memberBegin; m < c.memberEnd; ++m) {
            const CollectiveMember &member = analysis.members[m];
            arrivals[member.rankEntry].emplace_back(member.rawStartNs, member.startNs - c.firstStartNs);
        }
    }
    for (auto &a : arrivals)
        std::sort(a.begin(), a.end());
    for (size_t i = 0; i < steps.size(); ++i) {
        const CrossRankStep &step = steps[i];
        const RankCollectiveStats *stats = analysis.rankStats(step.rank);
        if (!stats)
            continue;
        const auto &a = arrivals[size_t(stats - analysis.ranks.data())];
        int64_t sum = 0;
        for (auto it = std::lower_bound(a.begin(), a.end(), std::make_pair(step.tsNs, INT64_MIN));
             it != a.end() && it->first < step.tsNs + step.durNs; ++it)
            sum += it->second;
        out[i] = sum;
    }
    return out;
}

} // namespace stepline
