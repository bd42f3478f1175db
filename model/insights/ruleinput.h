#pragma once

#include "collectives.h"
#include "gputime.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// One utilization metric over time, in percent (0..100), as the Debugger's system monitor writes
// it (one series per CPU core or GPU) or as derived from the trace (see RuleInput::gpuDerived).
struct MetricSeries
{
    std::string node; // host ("algo-1"); for derived data the rank's node
    std::string device; // "cpu3", "gpu0"; derived: "rank 0 gpu 1", "rank 0 cpu"
    std::vector<int64_t> ts; // ns since job origin, ascending
    std::vector<double> value; // percent
    int64_t intervalNs = 0; // sampling interval (median gap; derived: the bin width)

    size_t size() const { return ts.size(); }
    // End of sample i: the next sample's start, or ts + intervalNs for the last one.
    int64_t sampleEnd(size_t i) const { return i + 1 < ts.size() ? ts[i + 1] : ts[i] + intervalNs; }
};

// A training step (ProfilerStep#N or a Debugger step event).
struct StepSpan
{
    int32_t rank = -1;
    std::string node;
    int64_t number = 0;
    int64_t tsNs = 0;
    int64_t durNs = 0;
    std::string mode = "train"; // Kineto ProfilerSteps are training steps
};

// Wall time of one framework phase (OverallFrameworkMetrics), summed over ranks.
struct PhaseTime
{
    std::string phase;
    int64_t ns = 0;
};

// One rank's part in the collectives (METRICS.md "Collectives across ranks"), and its worst one.
struct RankCollectives : RankCollectiveStats
{
    RankCollectives() = default;
    explicit RankCollectives(const RankCollectiveStats &stats)
        : RankCollectiveStats(stats)
    {
    }
    // The collective where it cost the others most: from the second-latest to its own arrival
    // (ns since job origin, in its own clock); -1 when it was never last.
    int64_t worstFromNs = -1;
    int64_t worstToNs = -1;
    std::string worstKind;
};

// Everything the rules read, extracted once from a profile (or filled by hand in tests), so the
// rules are plain functions of numbers.
struct RuleInput
{
    std::vector<MetricSeries> cpu; // per core (system metrics) or per rank (derived)
    std::vector<MetricSeries> gpu; // per GPU
    std::vector<MetricSeries> gpuMemory; // per GPU, percent of device memory
    std::vector<MetricSeries> ioWait; // per node, percent of CPU time in I/O wait
    bool cpuDerived = false; // cpu series come from the host-event union (METRICS.md), not a monitor
    bool gpuDerived = false; // gpu series come from the GPU-activity union (METRICS.md utilization)
    uint64_t launchesWithoutGpu = 0; // launches of ranks with no GPU activity (GPU side not traced)
    // gpuMemory series come from Kineto `[memory]` events (METRICS.md "GPU memory over time"): per
    // derived bin, the time-weighted mean of Total Allocated / totalGlobalMem.
    bool gpuMemoryDerived = false;
    std::vector<StepSpan> steps; // sorted by (rank, ts)
    std::vector<PhaseTime> phases; // empty when the profile has no steps
    // By rank number; empty unless several ranks ran communication kernels.
    std::vector<RankCollectives> collectiveRanks;
    uint64_t matchedCollectives = 0;
    // The GPU time breakdown and idle causes per device (METRICS.md), over each device's span.
    std::vector<DeviceGpuTime> gpuTime;
    bool hasGetNextCalls = false; // some host event is a data-loader GetNext call
    int64_t jobStartNs = 0; // earliest event
    int64_t jobEndNs = 0;
    bool hasEvents = false;
};

// Bin width of the utilization series derived from a Kineto trace.
inline constexpr int64_t kDerivedBinNs = 100'000; // 100 us
inline constexpr size_t kMaxDerivedBins = 200'000;

// System metrics (counter series the SageMaker Debugger loader made) where present, else series
// derived from the trace per METRICS.md (GPU memory from its `[memory]` events, on the same bins as
// the derived GPU utilization and labelled like it, "rank R gpu D"); steps; framework phases.
RuleInput ruleInputFromProfile(const Profile &profile);

// Counter-series names the SageMaker Debugger loader writes: "<Dimension>.<Name>", e.g.
// "CPUUtilization.cpu0", "GPUMemoryUtilization.gpu1", "I/OWaitPercentage.cpu".
inline constexpr const char *kSystemMetricsProcessPrefix = "System metrics";

} // namespace stepline
