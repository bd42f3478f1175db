#pragma once

#include "ids.h"
#include "scopedprofile.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;

enum class Precision : uint8_t { Fp64, Fp32, Tf32, Bf16, Fp16, Fp8, Int8, Int4, Unknown };
inline constexpr size_t kPrecisionCount = 9;

// JSON key: "fp64", "fp32", "tf32", "bf16", "fp16", "fp8", "int8", "int4", "unknown".
std::string_view precisionKey(Precision p);
// Label for charts: "FP64", ..., "INT4/FP4", "Unknown".
std::string_view precisionLabel(Precision p);

// Demangles an Itanium C++ ABI name ("_Z..."); returns the input unchanged when it is not mangled
// or does not demangle.
std::string demangle(std::string_view name);

// FORMATS.md section 5 name rules, in table order (first match wins), case-insensitive, on an
// already demangled name. Unknown when no rule matches.
Precision precisionFromKernelName(std::string_view demangledName);

// A dtype / type name ("BFloat16", "c10::Half", "float", "torch.float8_e4m3fn", "Float") to a
// class; Unknown for non-floating and unrecognised types (Long, Int, Bool, Byte, "").
Precision precisionFromTypeName(std::string_view typeName);

// The narrowest recognised type of a cpu_op "Input type" JSON list
// (["c10::BFloat16", "", "Scalar"]); Unknown when none is recognised.
Precision precisionFromInputTypes(std::string_view jsonList);

// Where a kernel's class came from.
enum class PrecisionSource : uint8_t { Name, Dtype, InputType, None };

struct PrecisionBreakdown
{
    std::array<int64_t, kPrecisionCount> ns {}; // kernel time per class
    std::array<uint64_t, kPrecisionCount> count {}; // kernel count per class
    std::array<uint64_t, 4> bySource {}; // kernel count per PrecisionSource
    int64_t totalNs = 0; // == sum of ns (all kernels of the scope)
    uint64_t kernels = 0;

    // Adds another scope's classes (ranks summed for a job).
    PrecisionBreakdown &operator+=(const PrecisionBreakdown &b)
    {
        for (size_t p = 0; p < ns.size(); ++p) {
            ns[p] += b.ns[p];
            count[p] += b.count[p];
        }
        for (size_t k = 0; k < bySource.size(); ++k)
            bySource[k] += b.bySource[k];
        totalNs += b.totalNs;
        kernels += b.kernels;
        return *this;
    }
};

// Every kernel of the scope classified: name rules on the demangled name, then args.dtype, then
// the launching cpu_op's "Input type" (the kernel's External-id link, else the launching runtime
// call's enclosing cpu_op), else Unknown.
PrecisionBreakdown precisionBreakdown(const ScopedProfile &scoped);
PrecisionBreakdown precisionBreakdown(const Profile &profile, const Scope &scope = {});

// The class and source of every kernel of a profile, per slice. A kernel's class does not depend on
// the scope, and classifying reads args (most of the cost), so a view that switches scopes
// classifies once per profile and then only sums (precisionBreakdown with classes).
struct KernelPrecisions
{
    static constexpr uint8_t kNotKernel = 0xff;
    std::vector<uint8_t> ofSlice; // Precision | PrecisionSource << 4, kNotKernel for other slices
};
KernelPrecisions kernelPrecisions(const Profile &profile);
// Same sums as precisionBreakdown(profile, scope), from classes made by kernelPrecisions(profile)
// (classes of another profile are ignored: it then classifies itself).
PrecisionBreakdown precisionBreakdown(const ScopedProfile &scoped, const KernelPrecisions &classes);
PrecisionBreakdown precisionBreakdown(
    const Profile &profile, const Scope &scope, const KernelPrecisions &classes);

} // namespace stepline
