#include "gpumemory.h"

#include "argscan.h"
#include "profile.h"
#include "utilization.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <tuple>

namespace stepline {

namespace {

constexpr std::string_view kMemoryEventName = "[memory]";
constexpr int64_t kCudaDeviceType = 1; // Kineto's `Device Type`: 0 CPU, 1 CUDA (HIP on ROCm)

// The number of a top-level key of a flat JSON object as Kineto writes the args of `[memory]`
// ({"Total Reserved": 2629828608, "Device Id": 0, ...}), without decoding the object: the key in
// quotes, a colon, a number. False when the key is missing or its value is not a number.
bool numberOfKey(std::string_view object, std::string_view key, int64_t *out)
{
    const size_t i = detail::valueStartOf(object, key);
    if (i == std::string_view::npos)
        return false;
    const char *first = object.data() + i;
    const char *last = object.data() + object.size();
    int64_t value = 0;
    const auto [end, ec] = std::from_chars(first, last, value);
    if (ec == std::errc() && (end == last || (*end != '.' && *end != 'e' && *end != 'E'))) {
        *out = value;
        return true;
    }
    double real = 0; // a writer that prints 1.0e9
    const auto [realEnd, realEc] = std::from_chars(first, last, real);
    if (realEc == std::errc() && std::isfinite(real) && std::abs(real) < 9.2e18) {
        *out = int64_t(std::llround(real));
        return true;
    }
    return false;
}

struct Sample
{
    int64_t ts;
    int64_t order; // `Ev Idx`, else the instant's position: ties at one ts keep the allocator's order
    int64_t allocated;
    int64_t reserved;
};

} // namespace

GpuMemory gpuMemory(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    GpuMemory result;
    StringId memoryName;
    if (!profile.strings().find(kMemoryEventName, &memoryName))
        return result;
    const ScopeFilter &filter = scoped.filter();
    const InstantTable &instants = profile.instants();

    // The args of the wanted events, visited in id order so each compressed block is decoded once.
    std::vector<uint32_t> wanted;
    for (uint32_t i = 0; i < instants.size(); ++i) {
        if (instants.name[i] == memoryName && instants.args[i].isValid()
            && filter.includesRank(profile.track(instants.track[i]).rank))
            wanted.push_back(i);
    }
    std::sort(wanted.begin(), wanted.end(),
        [&instants](uint32_t a, uint32_t b) { return instants.args[a].value < instants.args[b].value; });

    std::map<std::pair<uint32_t, int32_t>, std::vector<Sample>> byDevice; // (rank index, device)
    ArgStore::Reader reader(profile.args());
    for (const uint32_t i : wanted) {
        const std::string_view raw = reader.raw(instants.args[i]);
        int64_t type = -1;
        int64_t device = -1;
        if (!numberOfKey(raw, "Device Type", &type) || type != kCudaDeviceType
            || !numberOfKey(raw, "Device Id", &device) || device < 0 || device > INT32_MAX)
            continue;
        const uint32_t rankIndex = profile.track(instants.track[i]).rank;
        if (!filter.includesDevice(rankIndex, int32_t(device)))
            continue;
        Sample s { instants.ts[i], int64_t(i), 0, -1 };
        if (!numberOfKey(raw, "Total Allocated", &s.allocated)) {
            ++result.withoutTotals;
            continue;
        }
        if (!numberOfKey(raw, "Total Reserved", &s.reserved))
            s.reserved = -1;
        int64_t index = 0;
        if (numberOfKey(raw, "Ev Idx", &index))
            s.order = index;
        byDevice[{ rankIndex, int32_t(device) }].push_back(s);
    }

    for (auto &[key, samples] : byDevice) {
        std::sort(samples.begin(), samples.end(), [](const Sample &a, const Sample &b) {
            return std::tie(a.ts, a.order) < std::tie(b.ts, b.order);
        });
        const RankInfo &info = profile.ranks()[key.first];
        GpuMemorySeries series;
        series.rankIndex = key.first;
        series.rank = info.rank;
        series.device = key.second;
        series.node = info.node;
        for (const DeviceProperties &d : info.devices) {
            if (d.id == key.second && d.totalGlobalMem > 0)
                series.totalBytes = d.totalGlobalMem;
        }
        series.ts.reserve(samples.size());
        series.allocated.reserve(samples.size());
        series.reserved.reserve(samples.size());
        for (const Sample &s : samples) {
            series.ts.push_back(s.ts);
            series.allocated.push_back(s.allocated);
            series.reserved.push_back(s.reserved);
            series.peakAllocated = std::max(series.peakAllocated, s.allocated);
            series.peakReserved = std::max(series.peakReserved, s.reserved);
        }
        series.windowEndNs = std::max(info.windowEndNs, series.ts.back());
        result.devices.push_back(std::move(series));
    }
    std::sort(
        result.devices.begin(), result.devices.end(), [](const GpuMemorySeries &a, const GpuMemorySeries &b) {
            return std::tie(a.rank, a.device, a.rankIndex) < std::tie(b.rank, b.device, b.rankIndex);
        });
    return result;
}

GpuMemory gpuMemory(const Profile &profile, const Scope &scope)
{
    return gpuMemory(ScopedProfile(profile, scope));
}

MemoryBins memoryBins(const GpuMemorySeries &series, int64_t startNs, int64_t endNs, int binCount)
{
    MemoryBins bins;
    const int n = std::max(1, binCount);
    bins.startNs = startNs;
    bins.endNs = std::max(startNs, endNs);
    bins.meanAllocated.assign(size_t(n), 0.0);
    bins.peakAllocated.assign(size_t(n), 0);
    bins.meanReserved.assign(size_t(n), 0.0);
    bins.peakReserved.assign(size_t(n), 0);
    bins.known.assign(size_t(n), 0);
    const int64_t length = bins.endNs - bins.startNs;
    if (series.ts.empty() || length <= 0)
        return bins;
    auto edge = [&](int64_t b) { return binEdgeNs(startNs, bins.endNs, b, n); };
    const size_t count = series.ts.size();
    // Sample k holds over [ts[k], ts[k + 1]) (the last one until the window end); the first sample
    // at or before startNs gives the value at startNs.
    size_t k = size_t(std::upper_bound(series.ts.begin(), series.ts.end(), startNs) - series.ts.begin());
    k = k == 0 ? 0 : k - 1;
    const int64_t seriesEnd = std::max(series.windowEndNs, series.ts.back());
    for (int b = 0; b < n; ++b) {
        const int64_t lo = edge(b);
        const int64_t hi = b + 1 == n ? bins.endNs : edge(b + 1);
        double weightedAllocated = 0;
        double weightedReserved = 0;
        int64_t covered = 0;
        while (k < count) {
            const int64_t from = std::max(lo, series.ts[k]);
            const int64_t holdEnd = k + 1 < count ? series.ts[k + 1] : seriesEnd;
            const int64_t to = std::min(hi, holdEnd);
            if (series.ts[k] >= hi)
                break;
            // A sample inside the bin counts for its peak even when the next replaces it at once.
            if (series.ts[k] >= lo || holdEnd > lo) {
                const int64_t reserved = std::max<int64_t>(0, series.reserved[k]);
                if (!bins.known[size_t(b)]) {
                    bins.peakAllocated[size_t(b)] = series.allocated[k];
                    bins.peakReserved[size_t(b)] = reserved;
                } else {
                    bins.peakAllocated[size_t(b)]
                        = std::max(bins.peakAllocated[size_t(b)], series.allocated[k]);
                    bins.peakReserved[size_t(b)] = std::max(bins.peakReserved[size_t(b)], reserved);
                }
                bins.known[size_t(b)] = 1;
                if (to > from) {
                    weightedAllocated += double(series.allocated[k]) * double(to - from);
                    weightedReserved += double(reserved) * double(to - from);
                    covered += to - from;
                }
            }
            if (holdEnd > hi)
                break; // sample k continues into the next bin
            ++k;
        }
        if (covered > 0) {
            bins.meanAllocated[size_t(b)] = weightedAllocated / double(covered);
            bins.meanReserved[size_t(b)] = weightedReserved / double(covered);
        } else if (bins.known[size_t(b)]) {
            bins.meanAllocated[size_t(b)] = double(bins.peakAllocated[size_t(b)]);
            bins.meanReserved[size_t(b)] = double(bins.peakReserved[size_t(b)]);
        }
    }
    return bins;
}

} // namespace stepline
