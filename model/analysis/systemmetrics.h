#pragma once

#include "scopedprofile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// System metrics: counter series the SageMaker Debugger loader writes on a process named
// "System metrics ..." (one extra rank per node), named "<Dimension>.<Name>": "CPUUtilization.cpu0"
// (one per core), "GPUUtilization.gpu1" (one per GPU), values in percent.
enum class SystemMetric : uint8_t { CpuUtilization, GpuUtilization };

// One node's system curve (METRICS.md "CPU utilization over time": the mean over cores). Bin i
// covers [startNs + i*L/N, startNs + (i+1)*L/N) like a UtilizationSeries; its value is the mean of
// every sample of the node's series (all cores, or all GPUs) whose timestamp lies in the bin,
// divided by 100 (a fraction 0..1). Samples are point readings, not busy intervals, so a bin
// without a sample has no value (samples[i] == 0, fractions[i] == 0): a curve skips it.
struct SystemUtilization
{
    std::string node;
    uint32_t series = 0; // cores (or GPUs) that contributed
    uint64_t samples = 0; // samples inside [startNs, endNs]
    int64_t startNs = 0;
    int64_t endNs = 0;
    std::vector<double> fractions;
    std::vector<uint32_t> sampleCounts; // per bin
};

// One curve per node that has the metric, sorted by node name. A node is in the scope when one of
// the scope's ranks is on it (a rank or GPU scope shows its node's system curve: the metrics are
// per machine). Bins cover [startNs, endNs]; when endNs <= startNs they cover the node's samples
// instead (first to last timestamp). A sample at exactly endNs goes to the last bin.
std::vector<SystemUtilization> systemUtilization(
    const ScopedProfile &scoped, SystemMetric metric, int64_t startNs, int64_t endNs, int binCount);
std::vector<SystemUtilization> systemUtilization(const Profile &profile, const Scope &scope,
    SystemMetric metric, int64_t startNs, int64_t endNs, int binCount);

// True when the profile has any series of that metric (whatever the scope).
bool hasSystemMetric(const Profile &profile, SystemMetric metric);

} // namespace stepline
