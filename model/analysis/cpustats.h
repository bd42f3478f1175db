#pragma once

#include "scopedprofile.h"
#include "utilization.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// METRICS.md "CPU" per rank. Host event: a complete event on a CPU thread row that is not a
// Trace span and not a GPU-side event.
struct CpuStats : DevicePlace // device -1: the rank's host
{
    int64_t windowNs = 0;
    int64_t activeNs = 0; // |union of host events over all threads|, clipped to the window
    int64_t idleNs = 0; // windowNs - activeNs
    int64_t hostSyncNs = 0; // runtime/driver calls whose name contains "Synchronize"
    uint64_t hostSyncs = 0;
};

// Ranks of the scope, sorted by rank number.
std::vector<CpuStats> cpuStats(const ScopedProfile &scoped);
std::vector<CpuStats> cpuStats(const Profile &profile, const Scope &scope = {});

// Per rank: the host-event union binned over the rank's window (device = -1).
std::vector<UtilizationSeries> cpuUtilization(const ScopedProfile &scoped, int binCount);
std::vector<UtilizationSeries> cpuUtilization(const Profile &profile, const Scope &scope, int binCount);

} // namespace stepline
