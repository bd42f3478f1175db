#pragma once

#include "scopedprofile.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// METRICS.md "GPU memory over time": the caching allocator's totals from Kineto `[memory]` instant
// events (written with profile_memory=True). One series per (rank, device) of `Device Type` 1
// (CUDA/HIP); sample i holds the bytes allocated and reserved on the device *after* event i, so
// the value between ts[i] and ts[i + 1] is sample i (a step function). Before the first event the
// amount is not known: there is no value.
struct GpuMemorySeries : DevicePlace // device: `Device Id`
{
    int64_t totalBytes = 0; // the device's totalGlobalMem from deviceProperties; 0 when unknown
    std::vector<int64_t> ts; // ns since job origin, ascending (ties in `Ev Idx` order)
    std::vector<int64_t> allocated; // `Total Allocated` bytes
    std::vector<int64_t> reserved; // `Total Reserved` bytes, -1 where the event lacks it
    int64_t peakAllocated = 0;
    int64_t peakReserved = -1; // -1 when no event has `Total Reserved`
    int64_t windowEndNs = 0; // the rank's window end: the last sample holds until then

    size_t size() const { return ts.size(); }
    bool hasReserved() const { return peakReserved >= 0; }
    bool hasUtilization() const { return totalBytes > 0; }
};

struct GpuMemory
{
    std::vector<GpuMemorySeries> devices; // sorted by (rank, device)
    // `[memory]` events of a CUDA/HIP device without `Total Allocated` (PyTorch before 1.10 wrote
    // only the block size, `Bytes`): they cannot give the totals and are left out.
    uint64_t withoutTotals = 0;
};

// The series of the scope's devices (ScopeFilter::includesDevice on the event's rank and `Device
// Id`). One pass over the instants; the args of the `[memory]` events are read in id order.
GpuMemory gpuMemory(const ScopedProfile &scoped);
GpuMemory gpuMemory(const Profile &profile, const Scope &scope = {});

// The step function summarised over [startNs, endNs) cut into binCount bins with the floor edges of
// a UtilizationSeries. Per bin: the time-weighted mean and the highest value of the series inside
// the bin, counting only the part after the first sample; a bin entirely before it (or a series
// without samples) has known[i] == false and zeros.
struct MemoryBins
{
    int64_t startNs = 0;
    int64_t endNs = 0;
    std::vector<double> meanAllocated; // bytes
    std::vector<int64_t> peakAllocated;
    std::vector<double> meanReserved; // bytes; zeros when the series has no reserved values
    std::vector<int64_t> peakReserved;
    std::vector<char> known;
};
MemoryBins memoryBins(const GpuMemorySeries &series, int64_t startNs, int64_t endNs, int binCount);

} // namespace stepline
