#pragma once

#include "busyintervals.h"
#include "profile.h"

#include <cstdint>
#include <vector>

namespace stepline {

// The utilization rows' busy time: per GPU and per rank's host, the busy intervals analysis
// defines (busyintervals.h), looked up by (rank, device). Built once per profile.
class GpuUtilization
{
public:
    using Gpu = BusyIntervals;

    void build(const Profile &profile);
    const std::vector<Gpu> &gpus() const { return m_gpus; }
    // CPU busy intervals per rank (device -1): the union of the host events of all the rank's CPU
    // thread rows (METRICS.md "CPU utilization over time"). Same sweep as a GPU.
    const std::vector<Gpu> &cpus() const { return m_cpus; }
    int indexOfCpu(uint32_t rank) const;
    double cpuUtilization(int cpu, int64_t fromNs, int64_t toNs) const;
    // Index into gpus() or -1.
    int indexOf(uint32_t rank, int32_t device) const;
    // Busy fraction in [fromNs, toNs) of one GPU (index) or the mean over all GPUs (-1).
    double utilization(int gpu, int64_t fromNs, int64_t toNs) const;

private:
    std::vector<Gpu> m_gpus;
    std::vector<Gpu> m_cpus;
};

} // namespace stepline
