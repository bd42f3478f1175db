#include "utilization.h"

#include "analysisinternal.h"

#include <map>

namespace stepline {

namespace {

// Streams one device's activity union into acc.
void addDeviceActivity(const Profile &profile, const GpuDevice &d, detail::BinAccumulator *acc)
{
    // Bins clip to their own range; the rank window bounds the activity already.
    detail::forEachDeviceUnionInterval(profile, d, [&](int64_t a, int64_t b) { acc->add(a, b); });
}

} // namespace

std::vector<double> binIntervals(const std::vector<std::pair<int64_t, int64_t>> &sortedDisjoint,
    int64_t startNs, int64_t endNs, int binCount)
{
    detail::BinAccumulator acc(startNs, endNs, binCount);
    for (const auto &[a, b] : sortedDisjoint)
        acc.add(a, b);
    return acc.fractions();
}

std::vector<UtilizationSeries> nodeUtilization(const ScopedProfile &scoped, int binCount)
{
    const Profile &profile = scoped.profile();
    const ScopeFilter &filter = scoped.filter();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    int64_t lo = std::numeric_limits<int64_t>::max(), hi = std::numeric_limits<int64_t>::min();
    const auto &ranks = profile.ranks();
    for (uint32_t r = 0; r < ranks.size(); ++r) {
        if (!filter.includesRank(r) || ranks[r].windowEndNs <= ranks[r].windowStartNs)
            continue;
        lo = std::min(lo, ranks[r].windowStartNs);
        hi = std::max(hi, ranks[r].windowEndNs);
    }
    if (lo > hi)
        lo = hi = 0;
    std::map<std::string, std::vector<const GpuDevice *>> byNode;
    for (const GpuDevice &d : index.devices)
        byNode[d.node].push_back(&d);
    std::vector<UtilizationSeries> out;
    for (const auto &[node, devices] : byNode) {
        UtilizationSeries &series = out.emplace_back(); // a node's curve: no rank, no device
        series.node = node;
        series.startNs = lo;
        series.endNs = hi;
        series.bins.assign(size_t(std::max(binCount, 0)), 0.0);
        for (const GpuDevice *d : devices) {
            detail::BinAccumulator acc(lo, hi, binCount);
            addDeviceActivity(profile, *d, &acc);
            const std::vector<double> f = acc.fractions();
            for (size_t i = 0; i < f.size(); ++i)
                series.bins[i] += f[i];
        }
        for (double &v : series.bins)
            v /= double(devices.size());
    }
    return out;
}

std::vector<UtilizationSeries> nodeUtilization(const Profile &profile, const Scope &scope, int binCount)
{
    return nodeUtilization(ScopedProfile(profile, scope), binCount);
}

} // namespace stepline
