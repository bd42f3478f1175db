#include "commwaits.h"

#include "collectives.h"

#include <algorithm>

namespace stepline {

int CommWaits::indexOf(int32_t rank) const
{
    const auto it = std::lower_bound(ranks.begin(), ranks.end(), rank);
    return it != ranks.end() && *it == rank ? int(it - ranks.begin()) : -1;
}

int64_t memberWaitNs(const CollectiveMember &m)
{
    return std::min(m.waitNs, m.endNs - m.startNs);
}

CommWaits commWaits(const CollectiveAnalysis &analysis)
{
    CommWaits out;
    // analysis.ranks is sorted by rank number; bucket the members' waits per rank entry with one
    // counting pass, then sort and merge each rank's run in place.
    const size_t n = analysis.ranks.size();
    std::vector<uint32_t> count(n + 1, 0);
    for (const CollectiveMember &m : analysis.members)
        count[m.rankEntry + 1] += m.waitNs > 0;
    std::vector<uint32_t> entryBegin(n + 1, 0);
    for (size_t r = 0; r < n; ++r)
        entryBegin[r + 1] = entryBegin[r] + count[r + 1];
    std::vector<std::pair<int64_t, int64_t>> all(entryBegin[n]);
    std::vector<uint32_t> fill(entryBegin.begin(), entryBegin.end() - 1);
    for (const CollectiveMember &m : analysis.members)
        if (m.waitNs > 0)
            all[fill[m.rankEntry]++] = { m.rawStartNs, m.rawStartNs + memberWaitNs(m) };

    out.begin.push_back(0);
    for (size_t r = 0; r < n; ++r) {
        if (analysis.ranks[r].collectives == 0)
            continue;
        out.ranks.push_back(analysis.ranks[r].rank);
        const auto first = all.begin() + entryBegin[r], last = all.begin() + entryBegin[r + 1];
        std::sort(first, last);
        for (auto it = first; it != last; ++it) {
            const size_t k = out.startNs.size();
            if (k > out.begin.back() && it->first <= out.endNs[k - 1]) {
                out.endNs[k - 1] = std::max(out.endNs[k - 1], it->second);
                continue;
            }
            out.startNs.push_back(it->first);
            out.endNs.push_back(it->second);
        }
        out.begin.push_back(uint32_t(out.startNs.size()));
    }
    return out;
}

} // namespace stepline
