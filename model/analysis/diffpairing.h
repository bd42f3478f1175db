#pragma once

// METRICS.md "Why it changed (diff)", kernel pairing across vendors and libraries: a kernel of one
// side is paired when the other side has a kernel of the same name, or (through the launching
// operator) a kernel launched by an operator of the same name and input shapes (diffinputs.h) or
// under one (an enclosing operator with input shapes on both sides' stacks: vendors' leaf
// operators differ under the same caller), or, with --match normalized, a kernel of the same
// normalized name. The fractions are of each side's
// kernel time.

#include "profileaggregates.h"

#include <vector>

namespace stepline {

// How rows of the two profiles are paired: by exact name, or (kernels only) by
// normalizeKernelName(), which merges the rows sharing one key on each side, or (kernels only) by
// the launching operator's name and input shapes (diffinputs.h; kernels nothing launched keep
// their own name).
enum class NameMatch : uint8_t { Exact, Normalized, Operator };
const char *nameMatchName(NameMatch match); // "exact", "normalized", "operator"

struct KernelPairing
{
    // Absent (no kernels) is 0 kernel time: the fraction is then not a number, so hasKernels says.
    bool hasKernels = false;
    double basePairedFraction = 0; // exact name, launching operator (or normalized name)
    double newPairedFraction = 0;
    double baseExactFraction = 0; // exact name only
    double newExactFraction = 0;
    // Exact names barely overlap: the reader should try --match operator or normalized.
    bool suggestOtherMatch() const;
};

KernelPairing pairKernels(const ProfileAggregates &base, const ProfileAggregates &next, NameMatch match);

// Kernels keyed by their launching operator ("aten::mm [[64, 128], [128, 256]]"), or by their own
// name when nothing launched them: the kernel rows of --match operator, sorted by key.
std::vector<NamedTotal> kernelsByOperator(const ProfileAggregates &p);

// Below this share of kernel time paired by exact name, the diff suggests other matching.
inline constexpr double kBarelyOverlapFraction = 0.5;

} // namespace stepline
