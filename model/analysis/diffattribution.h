#pragma once

// METRICS.md "Why it changed (diff)", attribution: the mean step delta split into causes whose
// deltas sum to it exactly (integer ns).
//
// The GPU time breakdown per device-step (per device over its span when a side has no steps)
// splits a step's length exactly: computation + exposed comm + exposed memcpy + the seven idle
// causes. The mean of each class is compared; the causes are those deltas, with
//   * computation split by the kind of the operator that launched the work (computation activity
//     starting inside a step, summed per device-step), and "computation: overlap" the rest of the
//     computation delta (the union counts concurrent kernels once and clips them to the step);
//   * exposed communication split into wait and transfer by appendExposedCommCauses();
//   * "other": the mean step delta minus everything above (host steps against device-steps:
//     ranks with several devices or none, rounding). It makes the sum exact by construction, and
//     it is the whole delta when a side has no GPU activity.
// Each computation kind lists its largest operators (by |delta|); they are detail, not causes, and
// do not enter the sum. Causes are ranked by |delta|, the largest first.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// One class of the GPU time breakdown on both sides: the mean per device-step (or per device over
// its GPU span), absent on a side without GPU activity.
struct BreakdownRow
{
    std::string_view key; // "length", "busy", "computation", ..., then idleCauseKey() of each cause
    std::optional<int64_t> baseNs;
    std::optional<int64_t> newNs;
};

struct BreakdownComparison
{
    // True when both sides have step breakdowns: means per (device, step); else per device over its
    // GPU span (METRICS.md: whole-rank breakdown).
    bool perStep = false;
    size_t baseSamples = 0; // device-steps or devices; 0 on a side without GPU activity
    size_t newSamples = 0;
    // length (step or span), busy, computation, exposed_comm, exposed_memcpy, idle, then the seven
    // idle causes in IdleCause order.
    std::vector<BreakdownRow> rows;
    // The mean exposed-communication wait (METRICS.md "Where a wait was caused": the part before
    // the last peer arrived; the rest of exposed_comm is transfer) per side; absent on a side
    // without GPU activity or where a device's split is unknown (no matched collective).
    std::optional<int64_t> baseCommWaitNs;
    std::optional<int64_t> newCommWaitNs;
};

struct ProfileAggregates;

struct AttributionDetail
{
    std::string name; // an operator (or, without one, a kernel) name
    int64_t deltaNs = 0; // mean per device-step, NEW - BASE
};

struct AttributionCause
{
    std::string key; // "computation.gemm", "exposed_comm", "idle.data_loader", "other", ...
    std::string label; // "computation: GEMM", "exposed communication", "idle: data loader", ...
    int64_t deltaNs = 0;
    std::vector<AttributionDetail> largest; // computation kinds only, up to 3
};

struct DiffAttribution
{
    int64_t meanDeltaNs = 0; // == the sum of the causes' deltas
    bool perStep = false; // the breakdown compared per device-step (else per device span)
    std::vector<AttributionCause> causes; // |delta| descending, then key

    // delta / mean delta; absent when the mean delta is 0.
    std::optional<double> shareOf(const AttributionCause &cause) const;
};

DiffAttribution attributeStepDelta(const ProfileAggregates &base, const ProfileAggregates &next,
    const std::optional<BreakdownComparison> &breakdown, int64_t meanDeltaNs);

// The exposed-communication causes: "exposed_comm.wait" (waiting for the last peer to arrive) and
// "exposed_comm.transfer" (the rest) when both sides know the split (METRICS.md "Where a wait was
// caused"), the transfer being the exposed_comm delta minus the wait delta so that the two sum to
// it exactly; else one "exposed_comm" cause.
void appendExposedCommCauses(const BreakdownComparison &breakdown, std::vector<AttributionCause> *causes);

} // namespace stepline
