#include "cpustats.h"

#include "analysisinternal.h"

namespace stepline {

namespace {

bool isSynchronizeCall(std::string_view name)
{
    return name.find("Synchronize") != std::string_view::npos;
}

} // namespace

namespace {
// The host of rank index r, as per-device results name it (device -1).
DevicePlace hostPlace(const std::vector<RankInfo> &ranks, uint32_t r)
{
    DevicePlace host;
    host.rankIndex = r;
    host.rank = ranks[r].rank;
    host.node = ranks[r].node;
    return host;
}
} // namespace

std::vector<CpuStats> cpuStats(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const ScopeFilter &filter = scoped.filter();
    const SliceTable &s = profile.slices();
    const auto &ranks = profile.ranks();
    std::vector<CpuStats> out;
    std::vector<int32_t> rowOfRank(ranks.size(), -1);
    for (uint32_t r = 0; r < ranks.size(); ++r) {
        if (!filter.includesRank(r))
            continue;
        CpuStats st;
        st.place() = hostPlace(ranks, r);
        st.windowNs = ranks[r].windowEndNs - ranks[r].windowStartNs;
        const int64_t lo = ranks[r].windowStartNs, hi = ranks[r].windowEndNs;
        detail::forEachHostUnionInterval(profile, r, [&](int64_t a, int64_t b) {
            a = std::max(a, lo);
            b = std::min(b, hi);
            if (b > a)
                st.activeNs += b - a;
        });
        st.idleNs = st.windowNs - st.activeNs;
        rowOfRank[r] = int32_t(out.size());
        out.push_back(std::move(st));
    }
    // Host sync: runtime/driver calls wherever their rows are (CPU threads in Kineto).
    detail::NameMemo<char> isSync(profile);
    for (const Track &track : profile.tracks()) {
        if (rowOfRank[track.rank] < 0 || track.kind == TrackKind::GpuStream)
            continue;
        CpuStats &st = out[size_t(rowOfRank[track.rank])];
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (!isLaunchCall(s.kind[i]))
                continue;
            if (isSync.get(s.name[i], [](std::string_view n) { return char(isSynchronizeCall(n)); })) {
                st.hostSyncNs += s.dur[i];
                ++st.hostSyncs;
            }
        }
    }
    std::stable_sort(
        out.begin(), out.end(), [](const CpuStats &a, const CpuStats &b) { return a.rank < b.rank; });
    return out;
}

std::vector<CpuStats> cpuStats(const Profile &profile, const Scope &scope)
{
    return cpuStats(ScopedProfile(profile, scope));
}

std::vector<UtilizationSeries> cpuUtilization(const ScopedProfile &scoped, int binCount)
{
    const Profile &profile = scoped.profile();
    const ScopeFilter &filter = scoped.filter();
    const auto &ranks = profile.ranks();
    std::vector<UtilizationSeries> out;
    for (uint32_t r = 0; r < ranks.size(); ++r) {
        if (!filter.includesRank(r))
            continue;
        UtilizationSeries series;
        series.place() = hostPlace(ranks, r);
        series.startNs = ranks[r].windowStartNs;
        series.endNs = ranks[r].windowEndNs;
        detail::BinAccumulator acc(series.startNs, series.endNs, binCount);
        detail::forEachHostUnionInterval(profile, r, [&](int64_t a, int64_t b) { acc.add(a, b); });
        series.bins = acc.fractions();
        out.push_back(std::move(series));
    }
    std::stable_sort(out.begin(), out.end(),
        [](const UtilizationSeries &a, const UtilizationSeries &b) { return a.rank < b.rank; });
    return out;
}

std::vector<UtilizationSeries> cpuUtilization(const Profile &profile, const Scope &scope, int binCount)
{
    return cpuUtilization(ScopedProfile(profile, scope), binCount);
}

} // namespace stepline
