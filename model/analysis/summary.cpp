#include "summary.h"

#include "analysisinternal.h"
#include "commwaits.h"
#include "profile.h"

#include <future>

namespace stepline {

Summary computeSummary(const Profile &profile, const Scope &scope, int utilizationBins,
    const CollectiveOptions &collectiveOptions, const PeakOverride &peaks,
    const GpuTimeOptions &gpuTimeOptions, bool withOpPerf)
{
    Summary s;
    s.scope = scope;
    // The profile is immutable, so independent analyses may run side by side: the two heaviest
    // (precision reads cold args; launch latency walks every flow) go to a second thread while this
    // one does the rest. With one core this only interleaves; it never changes a result.
    auto precision = std::async(std::launch::async, [&] { return precisionBreakdown(profile, scope); });
    auto latency = std::async(std::launch::async, [&] { return launchLatency(profile, scope); });
    // Stats and utilization share one pass over each device's activity union; operator efficiency
    // reuses the device index and the host steps.
    const detail::DeviceIndex devices = detail::buildDeviceIndex(profile, ScopeFilter(profile, scope));
    detail::deviceStatsAndUtilization(profile, devices, utilizationBins, &s.gpus, &s.utilization);
    s.cpus = cpuStats(profile, scope);
    s.kernels = kernelStats(profile, scope);
    s.topByTime = topByTime(profile, s.kernels, 15);
    s.topByCount = topByCount(profile, s.kernels, 15);
    s.steps = hostSteps(profile, scope);
    s.memoryOps = memoryOps(profile, scope);
    s.annotations = annotationStats(profile, scope);
    s.collectives = analyzeCollectives(profile, scope, collectiveOptions);
    // The wait/transfer split needs every rank's arrivals: the scope's analysis when it is the job.
    GpuTimeOptions gpuOptions;
    gpuOptions.waits = gpuTimeOptions.waits;
    gpuOptions.waitsShiftNs = gpuTimeOptions.waitsShiftNs;
    CommWaits waits;
    if (!gpuOptions.waits && scope.kind == Scope::Kind::Job && profile.ranks().size() >= 2) {
        waits = commWaits(s.collectives);
        gpuOptions.waits = &waits;
        gpuOptions.waitsShiftNs = 0;
    }
    s.gpuTime = analyzeGpuTime(profile, scope, gpuOptions);
    if (withOpPerf)
        s.opPerf = analyzeOpPerf(profile, scope, peaks, devices, &s.steps);
    s.precision = precision.get();
    s.launchLatency = latency.get();
    return s;
}

} // namespace stepline
