#pragma once

#include "explainfinding.h"
#include "gpupeaks.h"

namespace stepline {

class Profile;
struct Scope;

inline constexpr size_t kEfficiencyShapesNamed = 3;

// `stepline explain` finding {"cause": "efficiency"} (METRICS.md "Operator efficiency"): the kernel
// time above the roof, sum over op signatures of kernel_us minus their time at the roof (rows
// without a peak or over the peak count nothing). Its advice names the worst op shapes and says
// what to change by kind: fp32 GEMMs on a tensor-core GPU, GEMM dimensions that are not multiples
// of 8, chains of memory-bound element-wise ops. Places: the longest call of each of the worst
// shapes. Nothing is added when no time is above the roof. Call sortFindings() afterwards.
void appendEfficiencyFinding(
    const Profile &profile, const Scope &scope, Explanation *explanation, const PeakOverride &peaks = {});

} // namespace stepline
