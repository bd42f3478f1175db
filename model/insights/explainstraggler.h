#pragma once

#include "explain.h"

namespace stepline {

class Profile;
struct Scope;

inline constexpr size_t kExplainStragglers = 3;

// `stepline explain` findings {"cause": "straggler", "rank": N}: for the (at most three) ranks that
// caused the most delay in the collectives (METRICS.md "Collectives across ranks", clocks as
// recorded), the GPU time the other ranks lost waiting for rank N alone: over the collectives N
// arrived last at, (s_N - the second-latest start) x (ranks - 1), since in that stretch every other
// rank sits in the collective. Places: N's worst of those collectives, [second-latest start, s_N)
// on N's device. Only ranks of the scope; the analysis covers the whole job. Call sortFindings()
// afterwards.
void appendStragglerFindings(const Profile &profile, const Scope &scope, Explanation *explanation);

} // namespace stepline
