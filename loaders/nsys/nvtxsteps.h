#pragma once

#include <string_view>

namespace stepline {

// Steps of an export without ProfilerStep#N: the NVTX ranges whose name matches a pattern
// (LoadOptions::stepRange, `--step-range NAME`) are read as steps, so every analysis that counts
// steps sees them as it sees PyTorch's.

// Whether the whole of text matches pattern: '*' stands for any run of characters, '?' for one
// character, anything else for itself (case-sensitive). Linear in practice, no allocation.
bool globMatch(std::string_view pattern, std::string_view text);

// "ProfilerStep#N" with N digits: a range PyTorch's profiler wrote (those steps win over a pattern).
bool isProfilerStepName(std::string_view name);

// Load warnings of the pattern (FORMATS.md §4.9): ranks where it matched no NVTX range, and ranks
// that keep their ProfilerStep#N ranges instead.
inline constexpr std::string_view kStepRangeUnmatched = "step_range_unmatched";
inline constexpr std::string_view kStepRangeIgnored = "step_range_ignored";

} // namespace stepline
