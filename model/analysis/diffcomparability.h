#pragma once

// METRICS.md "Why it changed (diff)", comparability: can NEW be compared with BASE at all?
//
//   incomparable  different kinds of profile (one with ProfilerStep#N steps and one without, one
//                 with GPU activity and one without, different trace formats), or different
//                 workloads (less than half of a side's kernel time is launched by operators whose
//                 names the other side also has);
//   caution       GPU model or count, world size, precision mix (kernel-time shares of the known
//                 classes differ by more than 25 points in total variation), operator input shapes
//                 (the most used Input Dims of a shared operator differ, for operators launching
//                 at least 10 % of the kernel time: usually the batch size), fewer than 3 steps;
//   comparable    none of these.
// The verdict is the worst reason's.

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

struct ProfileAggregates;

enum class Comparability : uint8_t { Comparable, Caution, Incomparable };
const char *comparabilityName(Comparability c); // "comparable", "caution", "incomparable"

struct ComparabilityReason
{
    Comparability severity = Comparability::Caution;
    std::string key; // "gpu_model", "gpu_count", "world_size", "precision", "input_shapes",
                     // "few_steps", "profile_kind", "workload"
    std::string text; // one English sentence with both sides' values
};

struct ComparabilityCheck
{
    Comparability verdict = Comparability::Comparable;
    std::vector<ComparabilityReason> reasons; // incomparable ones first
};

inline constexpr size_t kMinComparableSteps = 3;

ComparabilityCheck checkComparability(const ProfileAggregates &base, const ProfileAggregates &next);

} // namespace stepline
