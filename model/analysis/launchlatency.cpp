#include "launchlatency.h"

#include "analysisinternal.h"

#include <cmath>

namespace stepline {

LaunchLatency launchLatency(const Profile &profile, const Scope &scope)
{
    const detail::DeviceIndex index = detail::buildDeviceIndex(profile, ScopeFilter(profile, scope));
    const SliceTable &s = profile.slices();
    const FlowTable &flows = profile.flows();
    LaunchLatency out;

    uint64_t activity = 0;
    for (const GpuDevice &d : index.devices) {
        for (uint32_t t : d.tracks) {
            const Track &track = profile.tracks()[t];
            for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i)
                activity += isGpuActivity(s.kind[i]);
        }
    }

    // byTo groups the links of one op together: one pass, each op counted once.
    std::vector<int64_t> latencies;
    uint32_t lastTo = ~0u;
    for (const FlowId fid : flows.byTo) {
        if (flows.kind[fid.value] != FlowKind::Launch)
            continue;
        const uint32_t to = flows.to[fid.value].value;
        const uint32_t from = flows.from[fid.value].value;
        if (to == lastTo || !isGpuActivity(s.kind[to]) || !isLaunchCall(s.kind[from]))
            continue;
        const TrackId toTrack = s.track[to];
        if (index.deviceOfTrack[toTrack.value] < 0
            || profile.track(toTrack).rank != profile.track(s.track[from]).rank)
            continue;
        lastTo = to;
        ++out.matched;
        const int64_t latency = s.ts[to] - s.ts[from];
        if (latency < 0)
            ++out.negative;
        else
            latencies.push_back(latency);
    }
    out.unmatched = activity - out.matched;
    if (latencies.empty())
        return out;
    out.hasStats = true;
    const size_t n = latencies.size();
    // Selection instead of a full sort: millions of launches in big traces.
    auto nth = [&](size_t k) {
        std::nth_element(latencies.begin(), latencies.begin() + std::ptrdiff_t(k), latencies.end());
        return latencies[k];
    };
    out.maxNs = *std::max_element(latencies.begin(), latencies.end());
    const size_t p95Rank = std::clamp<size_t>(size_t(std::ceil(0.95 * double(n))), 1, n);
    out.p95Ns = nth(p95Rank - 1);
    const int64_t upper = nth(n / 2);
    if (n % 2 == 1) {
        out.medianNs = upper;
    } else {
        // After nth_element everything before n/2 is <= upper; the lower middle is their maximum.
        const int64_t lower = *std::max_element(latencies.begin(), latencies.begin() + std::ptrdiff_t(n / 2));
        out.medianNs = lower + (upper - lower) / 2;
    }
    return out;
}

} // namespace stepline
