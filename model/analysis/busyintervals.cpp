#include "busyintervals.h"

#include "analysisinternal.h"

namespace stepline {

namespace {

// Union intervals arrive sorted and disjoint: append them with the running sum.
struct IntervalSink
{
    BusyIntervals *out;
    int64_t total = 0;
    void operator()(int64_t from, int64_t to)
    {
        out->busyBefore.push_back(total);
        out->starts.push_back(from);
        out->ends.push_back(to);
        total += to - from;
    }
};

} // namespace

int64_t BusyIntervals::busyIn(int64_t fromNs, int64_t toNs) const
{
    if (toNs <= fromNs || starts.empty())
        return 0;
    auto before = [this](int64_t t) {
        const size_t i = size_t(std::upper_bound(starts.begin(), starts.end(), t) - starts.begin());
        return i == 0 ? int64_t(0) : busyBefore[i - 1] + std::min(ends[i - 1], t) - starts[i - 1];
    };
    return before(toNs) - before(fromNs);
}

int64_t BusyIntervals::busyUntil(int64_t t, size_t *cursor) const
{
    const size_t n = starts.size();
    size_t lo = std::min(*cursor, n), step = 1;
    while (lo + step <= n && starts[lo + step - 1] <= t) {
        lo += step;
        step *= 2;
    }
    const size_t hi = std::min(n, lo + step - 1);
    const size_t i = size_t(std::upper_bound(starts.begin() + lo, starts.begin() + hi, t) - starts.begin());
    *cursor = i;
    if (i == 0)
        return 0;
    return busyBefore[i - 1] + std::min(ends[i - 1], t) - starts[i - 1];
}

std::vector<BusyIntervals> gpuBusyIntervals(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    const detail::DeviceIndex &index = scoped.deviceIndex();
    std::vector<BusyIntervals> out;
    out.reserve(index.devices.size());
    for (const GpuDevice &d : index.devices) {
        BusyIntervals busy;
        busy.rankIndex = d.rankIndex;
        busy.device = d.device;
        detail::forEachDeviceUnionInterval(profile, d, IntervalSink { &busy });
        out.push_back(std::move(busy));
    }
    return out;
}

std::vector<BusyIntervals> gpuBusyIntervals(const Profile &profile, const Scope &scope)
{
    return gpuBusyIntervals(ScopedProfile(profile, scope));
}

std::vector<BusyIntervals> hostBusyIntervals(const Profile &profile, const Scope &scope)
{
    const ScopeFilter filter(profile, scope);
    std::vector<BusyIntervals> out;
    for (uint32_t r = 0; r < profile.ranks().size(); ++r) {
        if (!filter.includesRank(r))
            continue;
        BusyIntervals busy;
        busy.rankIndex = r;
        detail::forEachHostUnionInterval(profile, r, IntervalSink { &busy });
        out.push_back(std::move(busy));
    }
    return out;
}

} // namespace stepline
