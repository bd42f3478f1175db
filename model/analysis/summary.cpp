#include "summary.h"

#include "analysisinternal.h"
#include "profile.h"

namespace stepline {

Summary computeSummary(const Profile &profile, const Scope &scope, int utilizationBins)
{
    Summary s;
    s.scope = scope;
    // Stats and utilization share one pass over each device's activity union.
    detail::deviceStatsAndUtilization(profile, detail::buildDeviceIndex(profile, ScopeFilter(profile, scope)),
                                      utilizationBins, &s.gpus, &s.utilization);
    s.cpus = cpuStats(profile, scope);
    s.kernels = kernelStats(profile, scope);
    s.topByTime = topByTime(profile, s.kernels, 15);
    s.topByCount = topByCount(profile, s.kernels, 15);
    s.steps = hostSteps(profile, scope);
    s.precision = precisionBreakdown(profile, scope);
    s.memoryOps = memoryOps(profile, scope);
    s.launchLatency = launchLatency(profile, scope);
    s.annotations = annotationStats(profile, scope);
    return s;
}

} // namespace stepline
