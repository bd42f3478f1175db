#include "summary.h"

#include "analysisinternal.h"
#include "commwaits.h"
#include "profile.h"

#include <future>

namespace stepline {

Summary computeSummary(const ScopedProfile &scoped, int utilizationBins,
    const CollectiveOptions &collectiveOptions, const PeakOverride &peaks,
    const GpuTimeOptions &gpuTimeOptions, bool withOpPerf)
{
    const Profile &profile = scoped.profile();
    Summary s;
    s.scope = scoped.scope();
    // The profile is immutable, so independent analyses may run side by side: the three heaviest
    // (precision and operator efficiency read cold args; launch latency walks every flow) go to
    // other threads while this one does the rest. With one core this only interleaves; it never
    // changes a result. Under 50,000 events they take well under a millisecond, less than a new
    // thread waits for a core on a busy machine: they run here then, when their results are read.
    const std::launch where = profile.eventCount() >= 50000 ? std::launch::async : std::launch::deferred;
    auto precision = std::async(where, [&] { return precisionBreakdown(scoped); });
    auto latency = std::async(where, [&] { return launchLatency(scoped); });
    // Operator efficiency needs only the steps: it starts as soon as they are known.
    s.steps = hostSteps(scoped);
    std::future<OpPerfAnalysis> opPerf;
    if (withOpPerf)
        opPerf = std::async(where, [&] { return analyzeOpPerf(scoped, peaks, &s.steps); });
    // Stats and utilization share one pass over each device's activity union.
    detail::deviceStatsAndUtilization(
        profile, scoped.deviceIndex(), utilizationBins, &s.gpus, &s.utilization);
    s.cpus = cpuStats(scoped);
    s.kernels = kernelStats(scoped);
    s.topByTime = topByTime(profile, s.kernels, 15);
    s.topByCount = topByCount(profile, s.kernels, 15);
    s.memoryOps = memoryOps(scoped);
    s.annotations = annotationStats(profile, scoped.scope());
    s.collectives = analyzeCollectives(profile, scoped.scope(), collectiveOptions);
    // The wait/transfer split needs every rank's arrivals: the scope's analysis when it is the job.
    GpuTimeOptions gpuOptions;
    gpuOptions.waits = gpuTimeOptions.waits;
    gpuOptions.waitsShiftNs = gpuTimeOptions.waitsShiftNs;
    CommWaits waits;
    if (!gpuOptions.waits && scoped.scope().kind == Scope::Kind::Job && profile.ranks().size() >= 2) {
        waits = commWaits(s.collectives);
        gpuOptions.waits = &waits;
        gpuOptions.waitsShiftNs = 0;
    }
    s.gpuTime = analyzeGpuTime(scoped, gpuOptions);
    if (withOpPerf)
        s.opPerf = opPerf.get();
    s.precision = precision.get();
    s.launchLatency = latency.get();
    return s;
}

Summary computeSummary(const Profile &profile, const Scope &scope, int utilizationBins,
    const CollectiveOptions &collectiveOptions, const PeakOverride &peaks,
    const GpuTimeOptions &gpuTimeOptions, bool withOpPerf)
{
    return computeSummary(
        ScopedProfile(profile, scope), utilizationBins, collectiveOptions, peaks, gpuTimeOptions, withOpPerf);
}

} // namespace stepline
