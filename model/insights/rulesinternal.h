#pragma once

// Shared helpers of the rule sources; not part of the public API.

#include "rules.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline::rules {

RuleResult batchSize(const RuleInput &input, const RuleParams &params);
RuleResult cpuBottleneck(const RuleInput &input, const RuleParams &params);
RuleResult gpuMemoryIncrease(const RuleInput &input, const RuleParams &params);
RuleResult ioBottleneck(const RuleInput &input, const RuleParams &params);
RuleResult loadBalancing(const RuleInput &input, const RuleParams &params);
RuleResult straggler(const RuleInput &input, const RuleParams &params);
RuleResult lowGpuUtilization(const RuleInput &input, const RuleParams &params);
RuleResult overallSystemUsage(const RuleInput &input, const RuleParams &params);
RuleResult maxInitializationTime(const RuleInput &input, const RuleParams &params);
RuleResult overallFrameworkMetrics(const RuleInput &input, const RuleParams &params);
RuleResult stepOutlier(const RuleInput &input, const RuleParams &params);
RuleResult dataLoaderStall(const RuleInput &input, const RuleParams &params);
RuleResult hostBound(const RuleInput &input, const RuleParams &params);
RuleResult syncStall(const RuleInput &input, const RuleParams &params);
RuleResult exposedCommunication(const RuleInput &input, const RuleParams &params);

// A rule that cannot judge this profile, and why.
inline RuleResult notApplicable(std::string reason)
{
    RuleResult r;
    r.verdict = Verdict::NotApplicable;
    r.reason = std::move(reason);
    return r;
}

// r with its advice, which a rule gives only when it triggered.
inline RuleResult adviseIfTriggered(RuleResult r, std::string advice)
{
    if (r.verdict == Verdict::Triggered)
        r.advice = std::move(advice);
    return r;
}

inline double ms(int64_t ns)
{
    return double(ns) / 1e6;
}

// Mean over the node's CPU series of each one's latest sample at or before t; NaN when no series
// of the node has a sample by then.
double nodeMeanAt(const std::vector<MetricSeries> &series, const std::string &node, int64_t t);

} // namespace stepline::rules
