#include "operators.h"

#include "analysisinternal.h"

namespace stepline {

std::vector<OperatorStat> operatorStats(const Profile &profile, const Scope &scope)
{
    const ScopeFilter filter(profile, scope);
    const SliceTable &s = profile.slices();
    detail::NameTotals<OperatorStat> totals(profile);
    for (const Track &track : profile.tracks()) {
        if (!filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (s.kind[i] != EventKind::CpuOp)
                continue;
            totals.add(s.name[i], s.dur[i]);
        }
    }
    return totals.sortedByTotal();
}

} // namespace stepline
