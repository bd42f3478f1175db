#include "gpustats.h"

#include "analysisinternal.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace stepline {
namespace detail {

DeviceIndex buildDeviceIndex(const Profile &profile, const ScopeFilter &filter)
{
    DeviceIndex index;
    const auto &tracks = profile.tracks();
    const SliceTable &s = profile.slices();
    index.deviceOfTrack.assign(tracks.size(), -1);
    std::map<std::pair<uint32_t, int32_t>, std::vector<uint32_t>> byDevice;
    for (uint32_t t = 0; t < tracks.size(); ++t) {
        const Track &track = tracks[t];
        if (!filter.includesRank(track.rank))
            continue;
        // METRICS.md "Device of a rank": only GPU activity makes a device, whatever the row's kind
        // or label (a GPU row without activity, e.g. only annotations, is not one).
        bool activity = false;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd && !activity; ++i)
            activity = isGpuActivity(s.kind[i]);
        if (!activity)
            continue;
        const int32_t device = deviceOfTrack(profile, track);
        if (!filter.includesDevice(track.rank, device))
            continue;
        byDevice[{ track.rank, device }].push_back(t);
    }
    const auto &ranks = profile.ranks();
    for (auto &[key, trackIds] : byDevice) {
        GpuDevice d;
        d.rankIndex = key.first;
        d.device = key.second;
        const RankInfo &info = ranks[key.first];
        d.rank = info.rank;
        d.node = info.node;
        d.windowStartNs = info.windowStartNs;
        d.windowEndNs = info.windowEndNs;
        bool found = false;
        for (const DeviceProperties &props : info.devices) {
            if (props.id == d.device) {
                d.name = props.name;
                found = true;
            }
        }
        // deviceProperties counts the visible devices from 0 while a ROCm activity may carry the
        // physical index (HIP_VISIBLE_DEVICES=2: one entry of id 0, kernels on device 2). When
        // no id matches and every listed device is the same model, the device is that model.
        if (!found && !info.devices.empty()
            && std::all_of(info.devices.begin(), info.devices.end(),
                [&info](const DeviceProperties &p) { return p.name == info.devices.front().name; }))
            d.name = info.devices.front().name;
        d.tracks = std::move(trackIds);
        index.devices.push_back(std::move(d));
    }
    std::sort(index.devices.begin(), index.devices.end(), [](const GpuDevice &a, const GpuDevice &b) {
        if (a.rank != b.rank)
            return a.rank < b.rank;
        if (a.rankIndex != b.rankIndex)
            return a.rankIndex < b.rankIndex;
        return a.device < b.device;
    });
    for (size_t d = 0; d < index.devices.size(); ++d) {
        for (uint32_t t : index.devices[d].tracks)
            index.deviceOfTrack[t] = int32_t(d);
    }
    return index;
}

void appendRuns(const Profile &profile, uint32_t trackId, std::vector<SliceRun> *runs)
{
    const TrackId id(trackId);
    const uint16_t depths = profile.depthCount(id);
    for (uint16_t d = 0; d < depths; ++d) {
        const Profile::Range r = profile.depthRange(id, d);
        if (!r.empty())
            runs->push_back({ r.begin, r.end });
    }
}

BinAccumulator::BinAccumulator(int64_t startNs, int64_t endNs, int binCount)
    : m_start(startNs)
    , m_end(std::max(startNs, endNs))
    , m_n(std::max(binCount, 0))
    , m_q(0)
    , m_r(0)
    , m_busy(size_t(std::max(binCount, 0)), 0)
{
    if (m_n > 0) {
        const int64_t length = m_end - m_start;
        m_q = length / m_n;
        m_r = length % m_n;
    }
}

void BinAccumulator::add(int64_t fromNs, int64_t toNs)
{
    fromNs = std::max(fromNs, m_start);
    toNs = std::min(toNs, m_end);
    if (m_n == 0 || toNs <= fromNs)
        return;
    const int64_t length = m_end - m_start;
    // Estimate the first bin, then correct for the floor edges.
    int64_t i = int64_t(double(fromNs - m_start) / double(length) * double(m_n));
    i = std::clamp<int64_t>(i, 0, m_n - 1);
    while (i > 0 && edge(i) > fromNs)
        --i;
    while (i + 1 < m_n && edge(i + 1) <= fromNs)
        ++i;
    int64_t t = fromNs;
    while (t < toNs && i < m_n) {
        const int64_t binEnd = (i + 1 == m_n) ? m_end : edge(i + 1);
        const int64_t upTo = std::min(toNs, binEnd);
        m_busy[size_t(i)] += upTo - t;
        t = upTo;
        ++i;
    }
}

std::vector<double> BinAccumulator::fractions() const
{
    std::vector<double> out(m_busy.size(), 0.0);
    for (int64_t i = 0; i < m_n; ++i) {
        const int64_t len = ((i + 1 == m_n) ? m_end : edge(i + 1)) - edge(i);
        out[size_t(i)] = len > 0 ? std::min(1.0, double(m_busy[size_t(i)]) / double(len)) : 0.0;
    }
    return out;
}

} // namespace detail

std::vector<GpuDevice> gpuDevices(const Profile &profile, const Scope &scope)
{
    return detail::buildDeviceIndex(profile, ScopeFilter(profile, scope)).devices;
}

namespace detail {

void deviceStatsAndUtilization(const Profile &profile, const DeviceIndex &index, int binCount,
    std::vector<DeviceStats> *statsOut, std::vector<UtilizationSeries> *utilizationOut)
{
    const SliceTable &s = profile.slices();
    std::vector<SliceRun> runs;
    for (const GpuDevice &d : index.devices) {
        DeviceStats st;
        st.rankIndex = d.rankIndex;
        st.rank = d.rank;
        st.device = d.device;
        st.name = d.name;
        st.node = d.node;
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
            series.rankIndex = d.rankIndex;
            series.rank = d.rank;
            series.device = d.device;
            series.node = d.node;
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

std::vector<DeviceStats> deviceStats(const Profile &profile, const Scope &scope)
{
    std::vector<DeviceStats> out;
    detail::deviceStatsAndUtilization(
        profile, detail::buildDeviceIndex(profile, ScopeFilter(profile, scope)), 0, &out, nullptr);
    return out;
}

uint64_t launchesWithoutGpuActivity(const Profile &profile, const Scope &scope)
{
    const ScopeFilter filter(profile, scope);
    const detail::DeviceIndex index = detail::buildDeviceIndex(profile, ScopeFilter(profile, Scope()));
    std::vector<char> hasDevice(profile.ranks().size(), 0);
    for (const GpuDevice &d : index.devices)
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
