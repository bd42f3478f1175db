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
    if (latencies.empty())
        return out;
    out.hasStats = true;
    const size_t n = latencies.size();
    // Selection instead of a full sort (millions of launches in big traces): place the p95 element,
    // then the median inside the part before it; the maximum lies in the part after it.
    const size_t p95Index = std::clamp<size_t>(size_t(std::ceil(0.95 * double(n))), 1, n) - 1;
    const auto first = latencies.begin();
    std::nth_element(first, first + std::ptrdiff_t(p95Index), latencies.end());
    out.p95Ns = latencies[p95Index];
    out.maxNs = *std::max_element(first + std::ptrdiff_t(p95Index), latencies.end());
    const size_t mid = n / 2; // <= p95Index for every n >= 1
    if (mid < p95Index)
        std::nth_element(first, first + std::ptrdiff_t(mid), first + std::ptrdiff_t(p95Index));
    const int64_t upper = latencies[mid];
    if (n % 2 == 1) {
        out.medianNs = upper;
    } else {
        // Everything before mid is <= upper; the lower middle value is their maximum.
        const int64_t lower = *std::max_element(first, first + std::ptrdiff_t(mid));
        out.medianNs = lower + (upper - lower) / 2;
    }
    return out;
}

} // namespace stepline
