#pragma once

#include "ids.h"
#include "scopedprofile.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace stepline {

class Profile;

// How many durations, their total, the shortest and the longest.
struct DurationStats
{
    uint64_t count = 0;
    int64_t totalNs = 0, minNs = 0, maxNs = 0;
    // Mean rounded to the nearest ns.
    int64_t meanNs() const { return count ? (totalNs + int64_t(count) / 2) / int64_t(count) : 0; }
};

// Kernels grouped by exact (raw) name.
struct KernelStat : DurationStats
{
    StringId name;
};

struct KernelSummary
{
    uint64_t count = 0; // all kernels of the scope
    int64_t totalNs = 0;
    std::vector<KernelStat> byName; // every distinct name, sorted like topByTime
};

KernelSummary kernelStats(const ScopedProfile &scoped);
KernelSummary kernelStats(const Profile &profile, const Scope &scope = {});

// Top n by time: total descending, ties by name (byte order).
std::vector<KernelStat> topByTime(const Profile &profile, const KernelSummary &summary, size_t n = 15);
// Top n by count: count descending, then total descending, then name.
std::vector<KernelStat> topByCount(const Profile &profile, const KernelSummary &summary, size_t n = 15);

// "All kernels" charts: the top k plus one "other" slice holding the rest.
struct KernelTopK
{
    std::vector<KernelStat> top;
    uint64_t otherCount = 0;
    int64_t otherNs = 0;
    size_t otherDistinct = 0;
};
enum class KernelOrder : uint8_t { ByTime, ByCount };
KernelTopK kernelTopK(const Profile &profile, const KernelSummary &summary, size_t k, KernelOrder order);

} // namespace stepline
