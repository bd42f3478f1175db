#pragma once

#include "gpupeaks.h"
#include "ids.h"
#include "perfmodel.h"
#include "scopedprofile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// METRICS.md "Operator efficiency": one row per operator name and call signature (Input Dims,
// Input type, Concrete Inputs) that has a perf model.
struct OpPerfRow
{
    StringId name;
    OpModel model = OpModel::None;
    std::string inputDims; // exactly as the trace wrote them
    std::string inputTypes;
    std::string concrete;
    uint64_t count = 0;
    int64_t kernelNs = 0; // GPU activity its calls launched, including their child ops'
    double flops = 0; // per call
    std::optional<double> bytes; // per call
    Precision precision = Precision::Unknown;
    EventId firstCall; // the earliest call (a handle for the views)
    // The call with the most GPU time: its activities' span on its device (a place to show).
    int64_t longestCallNs = 0;
    DeviceStretch longest;
    // Against the devices' peaks (absent with peakReason when there is none):
    std::optional<double> tflopsPerS; // achieved
    std::optional<double> tbPerS;
    std::optional<double> intensity; // FLOPs / byte
    std::optional<bool> computeBound; // intensity above the ridge point
    std::optional<double> pctOfRoof; // 0..100; absent when over_peak
    bool overPeak = false; // achieved above the roof: a wrong shape, type or peak
    std::optional<double> peakTflops; // of the roof used
    std::optional<double> peakTbPerS;
    double roofNs = 0; // the calls' time at the roof (0 without a roof)
    std::string peakReason;

    // kernel time above the roof (0 without a roof or when over the peak)
    int64_t aboveRoofNs() const;
};

// MFU of one host step (METRICS.md): GEMM, attention and convolution FLOPs launched from inside it
// over (step time × the rank's devices' peak for the precision holding most of those FLOPs).
struct StepMfu
{
    uint32_t rankIndex = 0;
    int32_t rank = -1;
    int64_t step = 0; // N of ProfilerStep#N
    int64_t durNs = 0;
    double flops = 0;
    Precision precision = Precision::Unknown;
    std::optional<double> mfu; // fraction, 0..1
    bool overPeak = false; // above 1: a wrong shape, type or peak (then mfu is absent)
    std::string reason; // when mfu is absent
};

struct DevicePeakUse
{
    int32_t rank = -1;
    int32_t device = -1;
    std::string name;
    const GpuPeak *peak = nullptr; // nullptr: not in the table (and no override)
    bool overridden = false;
};

struct OpPerfAnalysis
{
    std::vector<OpPerfRow> rows; // kernel time descending, ties by name
    std::vector<StepMfu> mfu;
    std::vector<DevicePeakUse> devices;
    PeakOverride override;
    int64_t kernelNs = 0; // all GPU activity of the scope
    int64_t attributedNs = 0; // launched by an operator
    int64_t modelledNs = 0; // launched by an operator with figures
    uint64_t modelledCalls = 0;
    uint64_t unmodelledCalls = 0; // calls with a model but no figures (see reasons)
    std::vector<std::pair<std::string, uint64_t>> reasons; // why not, by calls, most first
    // Why there are no rows at all (no shapes recorded, no GPU activity, ...); empty otherwise.
    std::string absentReason;
};

struct Step;
// stepsOfScope, unless null: the scope's host steps, which the caller has already built
// (computeSummary).
OpPerfAnalysis analyzeOpPerf(const ScopedProfile &scoped, const PeakOverride &override = {},
    const std::vector<Step> *stepsOfScope = nullptr);
OpPerfAnalysis analyzeOpPerf(
    const Profile &profile, const Scope &scope = {}, const PeakOverride &override = {});

} // namespace stepline
