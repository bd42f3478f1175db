#pragma once

// What METRICS.md "Why it changed (diff)" needs from one profile, kept with its aggregates after
// the profile is freed: the devices and precision mix (comparability), and every kernel's
// launching operator (attribution of computation by operator, pairing through the operator).
//
// A kernel's launching operator is the cpu_op its External-id link names, else the cpu_op that
// encloses the runtime call that launched it (its correlation). Its key is the operator's name and
// its "Input Dims" as compact JSON ("aten::addmm [[512],[141,512],[512,512]]"), so renamed
// kernels of two vendors or library versions pair when the same operator on the same shapes
// launched them. The operators enclosing the launching one are kept too: vendors' leaf operators
// differ (aten::cudnn_convolution against aten::miopen_convolution under the same
// aten::_convolution), their callers do not.
//
// A kernel without a recorded launch (launched before the profiler's window opened, still running
// when it did) takes the launching operator of the kernels of the same name on its side that have
// one (the operator with the most of their time): the same code launched it.
//
// One pass over the GPU activity, one binary search per kernel in the flow index, and the args of
// the launching operators read once each in id order (each zstd block decoded once).

#include "precision.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;

// The operator kinds computation is split by (attribution). The first operator with a known kind,
// walking from the launching operator outwards, decides; OtherOps when none has one, NoOperator
// when the activity has no launching operator.
enum class OperatorKind : uint8_t { Gemm, Attention, Convolution, Normalization, OtherOps, NoOperator };
inline constexpr size_t kOperatorKindCount = 6;
OperatorKind operatorKindOfName(std::string_view opName); // OtherOps when the name tells nothing
std::string_view operatorKindKey(OperatorKind kind); // "gemm", ..., "other_ops", "no_operator"
std::string_view operatorKindLabel(OperatorKind kind); // "GEMM", ..., "other operators", "no operator"

// What a group of GPU activities adds up to.
struct LaunchTotals
{
    bool isKernel = false; // a kernel (memsets count in computation but not as kernels)
    bool computation = false; // METRICS.md class computation
    uint64_t count = 0;
    int64_t totalNs = 0;
    int64_t inStepNs = 0; // of activities starting inside a host step of their rank

    LaunchTotals &totals() { return *this; }
};

// GPU activity grouped by (activity name, launching operator key, kind).
struct LaunchRow : LaunchTotals
{
    std::string kernel; // the GPU activity's raw name
    std::string opName; // empty without a launching operator
    std::string opDims; // its raw Input Dims, empty when it has none
    OperatorKind kind = OperatorKind::NoOperator;

    // The keys (as opKey()) of the cpu_ops enclosing the launching operator, innermost first.
    std::vector<std::string> outerKeys;

    // "<opName> <opDims>", or "<opName>" without dims; empty without an operator.
    std::string opKey() const;
};

struct DiffInputs
{
    // Devices with GPU activity and their deviceProperties names ("" where unknown), by
    // (rank, device).
    std::vector<std::string> gpuNames;
    int32_t worldSize = 0; // the largest distributedInfo world_size, else the rank count
    std::array<int64_t, kPrecisionCount> precisionNs {}; // kernel time per precision class
    std::vector<LaunchRow> launches; // sorted by (opName, opDims, kernel, kind)

    size_t memoryBytes() const;
};

// `job`: the whole job (Scope::job()) of the profile.
DiffInputs computeDiffInputs(const ScopedProfile &job);

} // namespace stepline
