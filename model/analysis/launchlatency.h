#pragma once

#include "scopedprofile.h"

#include <cstdint>
#include <vector>

namespace stepline {

class Profile;

// METRICS.md launch latency: for each GPU activity (kernel, memcpy, memset) of the scope with a
// Launch link (args.correlation, else ac2g flows) from a CUDA runtime/driver call of the same
// rank: GPU start - launch call start.
//
// matched counts every linked op, negative ones included; negative (a clock problem) is a subset
// of matched and is left out of median/p95/max. Median and p95 are percentiles as METRICS.md Terms
// defines them (percentile.h), rounded to whole ns. hasStats is false when no non-negative value
// exists (the statistics are then absent, not zero).
struct LaunchLatency
{
    uint64_t matched = 0;
    uint64_t unmatched = 0;
    uint64_t negative = 0;
    int64_t medianNs = 0;
    int64_t p95Ns = 0;
    int64_t maxNs = 0;
    bool hasStats = false;
};

// values, when given, receives every non-negative latency (unsorted): what a job summary read one
// rank at a time keeps to take the median over all ranks.
LaunchLatency launchLatency(const ScopedProfile &scoped, std::vector<int64_t> *values = nullptr);
LaunchLatency launchLatency(
    const Profile &profile, const Scope &scope = {}, std::vector<int64_t> *values = nullptr);
// The median, p95 and max of METRICS.md over latencies (reordered), as launchLatency() takes them.
void setLaunchLatencyStats(LaunchLatency *latency, std::vector<int64_t> &latencies);

} // namespace stepline
