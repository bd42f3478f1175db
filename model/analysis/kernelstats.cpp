#include "kernelstats.h"

#include "analysisinternal.h"

namespace stepline {

KernelSummary kernelStats(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    const SliceTable &s = profile.slices();
    KernelSummary out;
    // Dense StringId -> row map: one array lookup per kernel instead of a hash.
    std::vector<uint32_t> rowOf(profile.strings().size(), 0);
    for (const GpuDevice &d : index.devices) {
        detail::forEachDeviceSlice(profile, d, [&](uint32_t i) {
            if (s.kind[i] != EventKind::Kernel)
                return;
            const int64_t dur = s.dur[i];
            uint32_t &row = rowOf[s.name[i].value];
            if (row == 0) {
                KernelStat k;
                k.name = s.name[i];
                k.minNs = dur;
                k.maxNs = dur;
                out.byName.push_back(k);
                row = uint32_t(out.byName.size());
            }
            KernelStat &k = out.byName[row - 1];
            ++k.count;
            k.totalNs += dur;
            k.minNs = std::min(k.minNs, dur);
            k.maxNs = std::max(k.maxNs, dur);
            ++out.count;
            out.totalNs += dur;
        });
    }
    std::sort(out.byName.begin(), out.byName.end(), [&profile](const KernelStat &a, const KernelStat &b) {
        if (a.totalNs != b.totalNs)
            return a.totalNs > b.totalNs;
        return profile.str(a.name) < profile.str(b.name);
    });
    return out;
}

KernelSummary kernelStats(const Profile &profile, const Scope &scope)
{
    return kernelStats(ScopedProfile(profile, scope));
}

namespace {

bool byCountLess(const Profile &profile, const KernelStat &a, const KernelStat &b)
{
    if (a.count != b.count)
        return a.count > b.count;
    if (a.totalNs != b.totalNs)
        return a.totalNs > b.totalNs;
    return profile.str(a.name) < profile.str(b.name);
}

} // namespace

std::vector<KernelStat> topByTime(const Profile &, const KernelSummary &summary, size_t n)
{
    // byName is already in this order.
    return { summary.byName.begin(),
        summary.byName.begin() + std::ptrdiff_t(std::min(n, summary.byName.size())) };
}

std::vector<KernelStat> topByCount(const Profile &profile, const KernelSummary &summary, size_t n)
{
    std::vector<KernelStat> rows = summary.byName;
    const size_t k = std::min(n, rows.size());
    std::partial_sort(rows.begin(), rows.begin() + std::ptrdiff_t(k), rows.end(),
        [&profile](const KernelStat &a, const KernelStat &b) { return byCountLess(profile, a, b); });
    rows.resize(k);
    return rows;
}

KernelTopK kernelTopK(const Profile &profile, const KernelSummary &summary, size_t k, KernelOrder order)
{
    KernelTopK out;
    out.top = order == KernelOrder::ByTime ? topByTime(profile, summary, k) : topByCount(profile, summary, k);
    uint64_t topCount = 0;
    int64_t topNs = 0;
    for (const KernelStat &row : out.top) {
        topCount += row.count;
        topNs += row.totalNs;
    }
    out.otherCount = summary.count - topCount;
    out.otherNs = summary.totalNs - topNs;
    out.otherDistinct = summary.byName.size() - out.top.size();
    return out;
}

} // namespace stepline
