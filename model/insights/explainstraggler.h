#pragma once

#include "collectives.h"
#include "explainfinding.h"

#include <functional>

namespace stepline {

class Profile;
struct Scope;

inline constexpr size_t kExplainStragglers = 3;

// `stepline explain` findings {"cause": "straggler", "rank": N}: for the (at most three) ranks that
// caused the most delay in the collectives (METRICS.md "Collectives across ranks"; clocks as
// recorded unless options.alignClocks), the GPU time the other ranks lost waiting for rank N
// alone: over the collectives N arrived last at, (s_N - the second-latest start) x (ranks - 1),
// since in that stretch every other rank sits in the collective. Places: N's worst of those
// collectives, [second-latest start, s_N) on N's device. Only ranks of the scope; the analysis
// covers the whole job. Call sortFindings() afterwards.
void appendStragglerFindings(const Profile &profile, const Scope &scope, Explanation *explanation,
    const CollectiveOptions &options = {});

// The same findings from an analysis made without a Profile (the cross-rank blocks of a folder of
// .stepline files, which may cover ranks no loaded profile holds). steps: the job's host steps on
// the analysis's clock; shiftNs moves the places onto the explanation's clock; inScope(rank) picks
// the ranks reported (all without it). The places have no device number (-1): the cross-rank
// block does not record it.
void appendStragglerFindings(const CollectiveAnalysis &analysis, const std::vector<CrossRankStep> &steps,
    const std::function<bool(int32_t)> &inScope, int64_t shiftNs, Explanation *explanation);

} // namespace stepline
