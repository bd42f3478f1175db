#pragma once

#include "collectives.h"

#include <cstdint>
#include <vector>

namespace stepline {

// How late each rank arrived at the collectives of each of its steps: over the matched
// collectives whose member on that rank starts inside the step (in the rank's own clock), the sum
// of s_r - min s (METRICS.md "Collectives across ranks": arrivals, aligned when the analysis was
// asked to). In synchronous training every rank's step takes as long as the slowest one's, and
// the straggler waits least; its lateness is what sets it apart. steps sorted by (rank, ts); the
// result is parallel to it, -1 for a step of a rank the analysis does not know.
std::vector<int64_t> stepLatenessNs(
    const std::vector<CrossRankStep> &steps, const CollectiveAnalysis &analysis);

} // namespace stepline
