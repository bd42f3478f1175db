#include "operators.h"

#include "analysisinternal.h"

namespace stepline {

std::vector<OperatorStat> operatorStats(const Profile &profile, const Scope &scope)
{
    const ScopeFilter filter(profile, scope);
    const SliceTable &s = profile.slices();
    // Dense StringId -> row map: one array lookup per operator instead of a hash.
    std::vector<uint32_t> rowOf(profile.strings().size(), 0);
    std::vector<OperatorStat> out;
    for (const Track &track : profile.tracks()) {
        if (!filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (s.kind[i] != EventKind::CpuOp)
                continue;
            uint32_t &row = rowOf[s.name[i].value];
            if (row == 0) {
                out.push_back({ s.name[i], 0, 0 });
                row = uint32_t(out.size());
            }
            ++out[row - 1].count;
            out[row - 1].totalNs += s.dur[i];
        }
    }
    std::sort(out.begin(), out.end(), [&profile](const OperatorStat &a, const OperatorStat &b) {
        if (a.totalNs != b.totalNs)
            return a.totalNs > b.totalNs;
        return profile.str(a.name) < profile.str(b.name);
    });
    return out;
}

} // namespace stepline
