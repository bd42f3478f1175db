#pragma once

#include "scopedprofile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Where bin i starts when [startNs, endNs) is cut into n bins: startNs + floor(i * L / n), L = endNs -
// startNs (i = n gives endNs), without overflow for any window. Every binned series (utilization
// curves, system metrics, GPU memory) has these edges, and the charts place their points by them.
inline int64_t binEdgeNs(int64_t startNs, int64_t endNs, int64_t i, int64_t n)
{
    const int64_t length = endNs - startNs;
    return startNs + (length / n) * i + (length % n) * i / n;
}

// A curve of fractions in 0..1 over [startNs, endNs) cut into bins.size() equal bins. Bin i covers
// [binEdgeNs(i), binEdgeNs(i + 1)); its value is the busy time inside the bin divided by that bin's
// length (0 for an empty window).
// rank is -1 for node curves, device -1 for node and CPU curves.
struct UtilizationSeries : DevicePlace
{
    int64_t startNs = 0;
    int64_t endNs = 0;
    std::vector<double> bins;
};

// Per device over its rank's window (METRICS.md "utilization over time"); sorted by (rank, device).
std::vector<UtilizationSeries> deviceUtilization(const ScopedProfile &scoped, int binCount);
std::vector<UtilizationSeries> deviceUtilization(const Profile &profile, const Scope &scope, int binCount);

// Per node: the mean of its devices' curves. So that all nodes share one chart, every curve spans
// the same range: earliest window start to latest window end of the scope's ranks, and each
// device's busy time is binned over that range. Sorted by node name.
std::vector<UtilizationSeries> nodeUtilization(const ScopedProfile &scoped, int binCount);
std::vector<UtilizationSeries> nodeUtilization(const Profile &profile, const Scope &scope, int binCount);

// Bins a sorted list of disjoint [start, end) intervals over [startNs, endNs). Exposed for tests
// and for the CPU curves.
std::vector<double> binIntervals(const std::vector<std::pair<int64_t, int64_t>> &sortedDisjoint,
    int64_t startNs, int64_t endNs, int binCount);

} // namespace stepline
