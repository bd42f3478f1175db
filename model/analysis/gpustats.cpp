#include "gpustats.h"

#include "analysisinternal.h"
#include "utilization.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace stepline {

std::vector<GpuDevice> gpuDevices(const ScopedProfile &scoped)
{
    return scoped.devices();
}

std::vector<GpuDevice> gpuDevices(const Profile &profile, const Scope &scope)
{
    return gpuDevices(ScopedProfile(profile, scope));
}

namespace detail {

void deviceStatsAndUtilization(const Profile &profile, const DeviceIndex &index, int binCount,
    std::vector<DeviceStats> *statsOut, std::vector<UtilizationSeries> *utilizationOut)
{
    const SliceTable &s = profile.slices();
    std::vector<SliceRun> runs;
    for (const GpuDevice &d : index.devices) {
        DeviceStats st;
        st.place() = d;
        st.name = d.name;
        st.windowNs = d.windowEndNs - d.windowStartNs;
        runs.clear();
        for (uint32_t t : d.tracks) {
            const Track &track = profile.tracks()[t];
            if (statsOut) {
                for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
                    switch (s.kind[i]) {
                    case EventKind::Kernel:
                        st.kernelNs += s.dur[i];
                        ++st.kernels;
                        break;
                    case EventKind::Memcpy:
                        st.memcpyNs += s.dur[i];
                        ++st.memcpys;
                        break;
                    case EventKind::Memset:
                        st.memsetNs += s.dur[i];
                        ++st.memsets;
                        break;
                    case EventKind::GpuSync:
                        st.syncNs += s.dur[i];
                        ++st.syncs;
                        break;
                    default:
                        break;
                    }
                }
            }
            appendRuns(profile, t, &runs);
        }
        st.hasSync = st.syncs > 0;
        auto keep = [&s](uint32_t i) { return isDeviceUnionSlice(s, i); };
        const int64_t lo = d.windowStartNs, hi = d.windowEndNs;
        BinAccumulator acc(lo, hi, utilizationOut ? binCount : 0);
        // One union pass feeds both the active time and the utilization bins.
        forEachUnionInterval(s, runs, keep, [&](int64_t a, int64_t b) {
            a = std::max(a, lo);
            b = std::min(b, hi);
            if (b > a) {
                st.activeNs += b - a;
                acc.add(a, b);
            }
        });
        st.idleNs = st.windowNs - st.activeNs;
        if (utilizationOut) {
            UtilizationSeries series;
            series.place() = d;
            series.startNs = lo;
            series.endNs = hi;
            series.bins = acc.fractions();
            utilizationOut->push_back(std::move(series));
        }
        if (statsOut)
            statsOut->push_back(std::move(st));
    }
}

} // namespace detail

std::vector<DeviceStats> deviceStats(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    std::vector<DeviceStats> out;
    detail::deviceStatsAndUtilization(profile, scoped.deviceIndex(), 0, &out, nullptr);
    return out;
}

std::vector<DeviceStats> deviceStats(const Profile &profile, const Scope &scope)
{
    return deviceStats(ScopedProfile(profile, scope));
}

// Defined beside deviceStats(): both are the one pass of deviceStatsAndUtilization().
std::vector<UtilizationSeries> deviceUtilization(const ScopedProfile &scoped, int binCount)
{
    const Profile &profile = scoped.profile();
    std::vector<UtilizationSeries> out;
    detail::deviceStatsAndUtilization(profile, scoped.deviceIndex(), binCount, nullptr, &out);
    return out;
}

std::vector<UtilizationSeries> deviceUtilization(const Profile &profile, const Scope &scope, int binCount)
{
    return deviceUtilization(ScopedProfile(profile, scope), binCount);
}

uint64_t launchesWithoutGpuActivity(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const ScopeFilter &filter = scoped.filter();
    // Devices of the whole job: a rank with GPU activity only outside a GPU scope's device still has some.
    const ScopedProfile job = scoped.scope() == Scope::job() ? scoped : ScopedProfile(profile, Scope::job());
    std::vector<char> hasDevice(profile.ranks().size(), 0);
    for (const GpuDevice &d : job.devices())
        hasDevice[d.rankIndex] = 1;
    const SliceTable &s = profile.slices();
    detail::NameMemo<char> launches(profile);
    uint64_t n = 0;
    for (const Track &track : profile.tracks()) {
        if (!filter.includesRank(track.rank) || hasDevice[track.rank])
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (isLaunchCall(s.kind[i])
                && launches.get(s.name[i], [](std::string_view name) { return char(launchesGpuWork(name)); }))
                ++n;
        }
    }
    return n;
}

uint64_t launchesWithoutGpuActivity(const Profile &profile, const Scope &scope)
{
    return launchesWithoutGpuActivity(ScopedProfile(profile, scope));
}

GpuTotals gpuTotals(const std::vector<DeviceStats> &stats)
{
    GpuTotals t;
    for (const DeviceStats &d : stats) {
        t.kernelNs += d.kernelNs;
        t.memcpyNs += d.memcpyNs;
        t.memsetNs += d.memsetNs;
        t.syncNs += d.syncNs;
        t.activeNs += d.activeNs;
        t.idleNs += d.idleNs;
        t.kernels += d.kernels;
        t.hasSync = t.hasSync || d.hasSync;
    }
    t.devices = stats.size();
    return t;
}

} // namespace stepline
