#pragma once

#include "profile.h"

#include <cstdint>
#include <vector>

namespace stepline {

// Busy time of each GPU, for the utilization rows. Per (rank, device) the kernels, memcpy and
// memset of all its streams are merged into disjoint busy intervals with a running sum, so the
// busy time in any window is two binary searches: a utilization bar per pixel column costs
// O(log n) whatever the zoom. Built once per profile (one sort of the GPU activity).
class GpuUtilization
{
public:
    struct Gpu
    {
        uint32_t rank = 0;
        int32_t device = -1;
        std::vector<int64_t> starts; // disjoint, sorted
        std::vector<int64_t> ends;
        std::vector<int64_t> busyBefore; // busy ns of intervals [0, i)
        // Busy ns in [fromNs, toNs).
        int64_t busyIn(int64_t fromNs, int64_t toNs) const;
        // Busy ns before t, galloping forward from *cursor; t must not decrease between calls
        // that share a cursor (start it at 0). Sweeping pixel columns this way stays cache-local.
        int64_t busyUntil(int64_t t, size_t *cursor) const;
    };

    void build(const Profile &profile);
    const std::vector<Gpu> &gpus() const { return m_gpus; }
    // CPU busy intervals per rank (device -1): the union of the host events of all threads of the
    // rank's non-GPU processes (METRICS.md "CPU utilization over time"). Same sweep as a GPU.
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
