#pragma once

#include "diffinputs.h"
#include "diffopperf.h"
#include "gpupeaks.h"
#include "gputime.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// A name with its count and total time (a kernel, operator or annotation row of one profile).
struct NamedTotal
{
    std::string name;
    uint64_t count = 0;
    int64_t totalNs = 0;
};

// What comparing a profile with another needs from it (METRICS.md "Comparing two profiles"), small
// enough to keep after the profile itself is freed: the window keeps one full profile plus the
// baseline's aggregates only. Plain values, no StringIds: it outlives the profile's string pool.
struct ProfileAggregates
{
    std::string name; // job name (folder or file)
    std::string path;
    std::string format; // JobInfo::format
    struct Rank
    {
        int32_t rank = -1;
        int64_t windowNs = 0; // METRICS.md window length
        std::vector<int64_t> stepNs; // host ProfilerStep#N durations, in start order
    };
    std::vector<Rank> ranks; // by rank number
    // Whole job, every row by name (byte order).
    std::vector<NamedTotal> kernels;
    std::vector<NamedTotal> operators; // cpu_op
    std::vector<NamedTotal> annotations; // user_annotation other than steps
    // METRICS.md "GPU time breakdown" summed over the devices with GPU activity; absent (never 0)
    // without any.
    struct GpuTime
    {
        size_t devices = 0;
        GpuTimeBreakdown spans; // sum over the devices, each over its GPU span
        size_t deviceSteps = 0; // (device, host step of its rank) pairs
        GpuTimeBreakdown steps; // sum over those pairs, each over the step
    };
    std::optional<GpuTime> gpuTime;
    // Devices, precision mix and launching operators (METRICS.md "Why it changed").
    DiffInputs why;
    OpPerfTotals opPerf; // operator efficiency per op signature (diffopperf.h)

    size_t stepCount() const;
    bool hasSteps() const { return stepCount() > 0; }
    // Bytes this object holds (names, tables, step lists), for the status bar.
    size_t memoryBytes() const;
};

// One linear pass per table over the profile (kernelStats, operatorStats, annotationStats,
// hostSteps) and the GPU time breakdown (analyzeGpuTime, without segments). `path` is what was opened (the
// profile knows only its job name). `peaks` replaces the peaks table for the per-op efficiency.
ProfileAggregates computeAggregates(
    const Profile &profile, const std::string &path = {}, const PeakOverride &peaks = {});

} // namespace stepline
