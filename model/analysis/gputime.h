#pragma once

// GPU time breakdown and idle causes (METRICS.md "GPU time breakdown" and "Why the GPU was idle").
//
// Where did each device's time go, and why was it idle? One linear sweep per device answers both:
//
//   * Every GPU activity (kernel, gpu_memcpy, gpu_memset) falls in one class, first match wins:
//     communication (a kernel named *nccl* / *rccl* / *cross_device_reduce*), memcpy (gpu_memcpy, or
//     a ROCm copy kernel MEMORY_COPY_* / __amd_rocclr_copyBuffer*), else computation (other kernels
//     and every gpu_memset). gpuActivityClass() is the one home of that rule.
//   * The device's time is cut into elementary segments by which classes cover it. From those:
//       computation = |U comp|, comm = |U comm|, memcpy = |U memcpy|,
//       exposed comm = |U comm - U comp|, exposed memcpy = |U memcpy - U comp - U comm|,
//       busy = |U all| = computation + exposed comm + exposed memcpy, idle = length - busy.
//     For the whole rank the length is the device's GPU span (first activity start .. last end);
//     for a step it is the step (a host ProfilerStep#N of the device's rank).
//   * Every maximal idle interval [a, b) of the device inside its rank's window gets causes, so
//     the causes sum to idle: k = the activity starting at b (of several, the one whose launch call
//     started first), L = k's launch call (its Launch flow from a runtime/driver call: the
//     correlation id), T = L's thread.
//       no k or no L          -> unattributed
//       L.start <= a          -> queued (already enqueued: stream/event dependency, latency)
//       else [L.start, b)     -> launch, and each instant of [a, min(b, L.start)) by T's host
//                                events covering it, first match wins: data_loader (a GetNext
//                                call), sync (Synchronize, blocking cudaMemcpy/hipMemcpy,
//                                aten::item, aten::_local_scalar_dense), host_ops (any other host
//                                event), host_other (none).
//     The whole-rank figures clip these to the span, a step's to the step.
//
// Cost: one pass over the flows (each activity's launch call), one k-way merge over each device's
// GPU rows, one over each launching thread's rows (built once per thread, reused by every device
// of the rank), a binary search into that thread's pieces per idle interval. No per-event heap
// allocation; about 0.1 s of CPU for 10 M events. Times are integer ns since the job origin.
//
// Scopes: analyzeGpuTime(profile, scope) covers the devices of the scope (a GPU scope: one
// device); steps are the host steps of each device's rank.

#include "idlecause.h"
#include "ids.h"
#include "scopedprofile.h"

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;
enum class EventKind : uint8_t;

enum class GpuActivityClass : uint8_t { Computation, Communication, Memcpy };

// METRICS.md's class of one GPU activity (kind must be Kernel, Memcpy or Memset). Communication
// kernels are those of isCommunicationKernelName() (commkernel.h).
GpuActivityClass gpuActivityClass(EventKind kind, std::string_view name);

struct IdleCauses
{
    std::array<int64_t, kIdleCauseCount> ns {};
    int64_t &operator[](IdleCause c) { return ns[size_t(c)]; }
    int64_t operator[](IdleCause c) const { return ns[size_t(c)]; }
    int64_t total() const
    {
        int64_t t = 0;
        for (int64_t v : ns)
            t += v;
        return t;
    }
};

// The breakdown over one stretch of one device (the span or a step). lengthNs = busy + idle and
// busy = computation + exposed comm + exposed memcpy hold exactly; idle.total() == idleNs.
struct GpuTimeBreakdown
{
    int64_t lengthNs = 0; // span (whole rank) or step length
    int64_t computationNs = 0;
    int64_t commNs = 0;
    int64_t memcpyNs = 0;
    int64_t exposedCommNs = 0;
    // exposedCommNs split at the last peer's arrival (METRICS.md "Where a wait was caused"): wait +
    // transfer == exposedCommNs when commSplitKnown. Unknown (both 0) where the device has
    // communication but its rank took part in no matched collective (one rank alone, unmatched).
    int64_t exposedCommWaitNs = 0;
    int64_t exposedCommTransferNs = 0;
    bool commSplitKnown = true;
    int64_t exposedMemcpyNs = 0;
    int64_t busyNs = 0;
    int64_t idleNs = 0;
    IdleCauses idle;

    // Adds another breakdown's figures (devices or steps summed for a scope).
    GpuTimeBreakdown &operator+=(const GpuTimeBreakdown &b)
    {
        lengthNs += b.lengthNs;
        computationNs += b.computationNs;
        commNs += b.commNs;
        memcpyNs += b.memcpyNs;
        exposedCommNs += b.exposedCommNs;
        exposedCommWaitNs += b.exposedCommWaitNs;
        exposedCommTransferNs += b.exposedCommTransferNs;
        commSplitKnown = commSplitKnown && b.commSplitKnown;
        exposedMemcpyNs += b.exposedMemcpyNs;
        busyNs += b.busyNs;
        idleNs += b.idleNs;
        for (size_t c = 0; c < kIdleCauseCount; ++c)
            idle.ns[c] += b.idle.ns[c];
        return *this;
    }
};

// What a stretch of a device's time is, for segments and "longest" stretches: an idle cause, or
// busy time the breakdown singles out.
enum class GpuTimeKind : uint8_t {
    Queued,
    Launch,
    DataLoader,
    Sync,
    HostOps,
    HostOther,
    Unattributed, // the seven idle causes, in IdleCause order
    ExposedComm, // communication not hidden behind computation
    ExposedMemcpy, // memcpy not hidden behind computation or communication
};
inline constexpr size_t kGpuTimeKindCount = 9;
inline GpuTimeKind kindOfCause(IdleCause c)
{
    return GpuTimeKind(uint8_t(c));
}
inline bool isIdleKind(GpuTimeKind k)
{
    return uint8_t(k) < kIdleCauseCount;
}
// "queued" .. "unattributed", "exposed_comm", "exposed_memcpy".
std::string_view gpuTimeKindKey(GpuTimeKind kind);

// A maximal stretch [startNs, endNs) of one kind on one device.
struct GpuTimeStretch
{
    int64_t startNs = 0;
    int64_t endNs = 0;
    int64_t length() const { return endNs - startNs; }
};

struct DeviceGpuTime : DevicePlace
{
    int64_t spanStartNs = 0; // first GPU activity start
    int64_t spanEndNs = 0; // last GPU activity end
    GpuTimeBreakdown total; // over the span
    // The longest stretch of each kind inside the span (length 0 when the kind never occurs).
    std::array<GpuTimeStretch, kGpuTimeKindCount> longest {};
    // This device's rows in GpuTimeAnalysis::steps and ::segments: [begin, end).
    uint32_t stepBegin = 0, stepEnd = 0;
    uint32_t segmentBegin = 0, segmentEnd = 0;
};

struct StepGpuTime
{
    uint32_t deviceIndex = 0; // into GpuTimeAnalysis::devices
    int64_t number = 0; // N of ProfilerStep#N
    StringId name;
    EventId event; // the host step event
    int64_t tsNs = 0;
    int64_t durNs = 0;
    GpuTimeBreakdown time; // over [tsNs, tsNs + durNs); lengthNs == durNs
};

// Every idle piece and exposed comm/memcpy stretch of the devices, over the rank's whole window
// (idle before the first and after the last GPU activity included; clip to the span for the
// whole-rank figures). Struct of arrays, sorted by (device, start); adjacent pieces of the same
// kind, thread and next activity are merged.
struct GpuTimeSegments
{
    std::vector<int64_t> startNs;
    std::vector<int64_t> endNs;
    std::vector<uint32_t> device; // index into GpuTimeAnalysis::devices
    std::vector<GpuTimeKind> kind;
    // Idle pieces: T, the launching thread (none for unattributed without a launch call), and k,
    // the GPU activity that ended the idle interval (none when the window ends idle). Exposed
    // stretches: both none.
    std::vector<TrackId> thread;
    std::vector<EventId> next;

    size_t size() const { return startNs.size(); }
};

struct CommWaits;

struct GpuTimeOptions
{
    bool steps = true; // per-step breakdowns
    bool segments = false; // keep every idle piece and exposed stretch (timeline band, explain)
    // Where each rank waited in a collective, to split exposed communication into wait and
    // transfer. Null: computed from the profile's own ranks (all of them, whatever the scope),
    // which needs at least two; pass it for a rank read alone from a job (the cross-rank block).
    const CommWaits *waits = nullptr;
    // waits' clock minus this profile's clock (a .stepline folder's cross-rank times count from
    // the earliest file origin, each profile from its own).
    int64_t waitsShiftNs = 0;
};

struct GpuTimeAnalysis
{
    std::vector<DeviceGpuTime> devices; // the scope's devices, sorted by (rank, device)
    std::vector<StepGpuTime> steps; // by device, then step start
    GpuTimeSegments segments; // empty unless GpuTimeOptions::segments

    // Sums over all devices (for job-wide shares). lengthNs is the sum of the spans.
    GpuTimeBreakdown totals() const;
};

GpuTimeAnalysis analyzeGpuTime(const ScopedProfile &scoped, const GpuTimeOptions &options = {});
GpuTimeAnalysis analyzeGpuTime(
    const Profile &profile, const Scope &scope = {}, const GpuTimeOptions &options = {});

} // namespace stepline
