#pragma once

#include "cpustats.h"
#include "gpustats.h"
#include "gputime.h"
#include "kernelstats.h"
#include "annotations.h"
#include "collectives.h"
#include "launchlatency.h"
#include "memoryops.h"
#include "opperf.h"
#include "precision.h"
#include "scopedprofile.h"
#include "steps.h"
#include "utilization.h"

#include <string>
#include <vector>

namespace stepline {

class Profile;

// Every figure `stepline summary` prints, computed once (what the dashboard's first stage needs too).
struct Summary
{
    Scope scope;
    std::vector<DeviceStats> gpus;
    std::vector<CpuStats> cpus;
    KernelSummary kernels;
    std::vector<KernelStat> topByTime; // 15 rows at most
    std::vector<KernelStat> topByCount;
    std::vector<Step> steps; // host steps
    PrecisionBreakdown precision;
    MemoryOpBreakdown memoryOps;
    LaunchLatency launchLatency;
    std::vector<UtilizationSeries> utilization; // per device
    std::vector<AnnotationStat> annotations;
    GpuTimeAnalysis gpuTime; // breakdown and idle causes per device and step (no segments)
    CollectiveAnalysis collectives; // see CollectiveAnalysis::applies()
    OpPerfAnalysis opPerf; // op_perf and mfu
};

inline constexpr int kSummaryUtilizationBins = 100;

// gpuTimeOptions: its waits and waitsShiftNs are used (a rank of a .stepline folder, whose peers
// are in the cross-rank read); without waits they come from the profile's collectives.
// withOpPerf false leaves opPerf empty: the floor `stepline-bench analyses` measures operator
// efficiency's cost against.
Summary computeSummary(const ScopedProfile &scoped, int utilizationBins = kSummaryUtilizationBins,
    const CollectiveOptions &collectiveOptions = {}, const PeakOverride &peaks = {},
    const GpuTimeOptions &gpuTimeOptions = {}, bool withOpPerf = true);
Summary computeSummary(const Profile &profile, const Scope &scope = {},
    int utilizationBins = kSummaryUtilizationBins, const CollectiveOptions &collectiveOptions = {},
    const PeakOverride &peaks = {}, const GpuTimeOptions &gpuTimeOptions = {}, bool withOpPerf = true);

// The `stepline.summary/1` document of METRICS.md (times in us with up to 3 decimals), pretty
// printed with 2-space indentation and a trailing newline.
std::string summaryToJson(const Profile &profile, const Summary &summary);

// The readable table of `stepline summary` without --json.
std::string summaryToText(const Profile &profile, const Summary &summary);

// Both renderings with `format` in place of the job's own format: what a reader of the profile
// saved in another format prints (the .stepline writer stores the summary its readers print, whose
// job format is "stepline").
std::string summaryToJson(const Profile &profile, const Summary &summary, const std::string &format);
std::string summaryToText(const Profile &profile, const Summary &summary, const std::string &format);

// The collectives part alone (`stepline summary --collectives-only`, read from .stepline files
// without their models): {"schema": "stepline.collectives/1", "files", "full_loads",
// "collectives": {...as in the summary}} and the straggler table.
std::string collectivesToJson(const CollectiveAnalysis &analysis, int files, int fullLoads);
std::string collectivesToText(const CollectiveAnalysis &analysis);

} // namespace stepline
