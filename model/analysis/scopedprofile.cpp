#include "scopedprofile.h"

#include "eventkind.h"
#include "profile.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <utility>

namespace stepline {

namespace {

detail::DeviceIndex buildDeviceIndex(const Profile &profile, const ScopeFilter &filter)
{
    detail::DeviceIndex index;
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

} // namespace

// Built on first use: analyses of host figures alone never pay for the pass over the tracks.
struct ScopedProfile::LazyIndex
{
    std::once_flag once;
    detail::DeviceIndex index;
};

ScopedProfile::ScopedProfile(const Profile &profile, const Scope &scope)
    : m_profile(&profile)
    , m_scope(scope)
    , m_filter(profile, scope)
    , m_index(std::make_shared<LazyIndex>())
{
}

const detail::DeviceIndex &ScopedProfile::deviceIndex() const
{
    std::call_once(m_index->once, [this] { m_index->index = buildDeviceIndex(*m_profile, m_filter); });
    return m_index->index;
}

} // namespace stepline
