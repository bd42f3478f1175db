#include "launchlatency.h"

#include "analysisinternal.h"
#include "percentile.h"

#include <algorithm>

namespace stepline {

void setLaunchLatencyStats(LaunchLatency *out, std::vector<int64_t> &latencies)
{
    if (latencies.empty())
        return;
    out->hasStats = true;
    // Selection, not a full sort (millions of launches in big traces): each call is linear.
    out->maxNs = *std::max_element(latencies.begin(), latencies.end());
    out->p95Ns = percentileNsInPlace(latencies, 0.95);
    out->medianNs = percentileNsInPlace(latencies, 0.5);
}

LaunchLatency launchLatency(const ScopedProfile &scoped, std::vector<int64_t> *values)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
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

    // Flows in storage order: the from/to/kind columns are read sequentially (through byTo every
    // read would be a cache miss). The builder keys correlation ids and flow ids by rank, so a Launch
    // link never crosses ranks; an op with two Launch links (correlation and ac2g) counts once.
    std::vector<int64_t> latencies;
    std::vector<bool> seen(s.size(), false);
    const size_t flowCount = flows.size();
    for (size_t f = 0; f < flowCount; ++f) {
        if (flows.kind[f] != FlowKind::Launch)
            continue;
        const uint32_t to = flows.to[f].value;
        const uint32_t from = flows.from[f].value;
        if (seen[to] || !isGpuActivity(s.kind[to]) || !isLaunchCall(s.kind[from])
            || index.deviceOfTrack[s.track[to].value] < 0)
            continue;
        seen[to] = true;
        ++out.matched;
        const int64_t latency = s.ts[to] - s.ts[from];
        if (latency < 0)
            ++out.negative;
        else
            latencies.push_back(latency);
    }
    out.unmatched = activity - out.matched;
    if (values)
        *values = latencies;
    setLaunchLatencyStats(&out, latencies);
    return out;
}

LaunchLatency launchLatency(const Profile &profile, const Scope &scope, std::vector<int64_t> *values)
{
    return launchLatency(ScopedProfile(profile, scope), values);
}

} // namespace stepline
