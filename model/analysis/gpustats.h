#pragma once

#include "scopedprofile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Devices of the scope, sorted by (rank, device).
std::vector<GpuDevice> gpuDevices(const ScopedProfile &scoped);
std::vector<GpuDevice> gpuDevices(const Profile &profile, const Scope &scope = {});

// METRICS.md "GPU" per device. All times in ns.
struct DeviceStats : DevicePlace
{
    std::string name;
    int64_t windowNs = 0; // rank window length
    int64_t kernelNs = 0; // sum of kernel durations (overlaps counted twice)
    int64_t memcpyNs = 0;
    int64_t memsetNs = 0;
    int64_t syncNs = 0; // sum of GPU-side cuda_sync durations; see hasSync
    int64_t activeNs = 0; // |union of GPU activity|, clipped to the window
    int64_t idleNs = 0; // windowNs - activeNs
    uint64_t kernels = 0; // kernel count
    uint64_t memcpys = 0;
    uint64_t memsets = 0;
    uint64_t syncs = 0;
    bool hasSync = false; // the device has cuda_sync events (older traces have none: "absent")
};

std::vector<DeviceStats> deviceStats(const ScopedProfile &scoped);
std::vector<DeviceStats> deviceStats(const Profile &profile, const Scope &scope = {});

// GPU activity distribution and the active-time pie, summed over the scope's devices.
struct GpuTotals
{
    int64_t kernelNs = 0;
    int64_t memcpyNs = 0;
    int64_t memsetNs = 0;
    int64_t syncNs = 0;
    int64_t activeNs = 0;
    int64_t idleNs = 0;
    uint64_t kernels = 0;
    bool hasSync = false; // any device has cuda_sync events
    size_t devices = 0;
};

GpuTotals gpuTotals(const std::vector<DeviceStats> &stats);

// METRICS.md no_gpu_activity: the launch calls (launchesGpuWork) of the scope's ranks that have no
// GPU activity at all. Non-zero means the GPU side was not traced (CUPTI off or failed): GPU
// figures are then absent and say why.
uint64_t launchesWithoutGpuActivity(const ScopedProfile &scoped);
uint64_t launchesWithoutGpuActivity(const Profile &profile, const Scope &scope = {});

} // namespace stepline
