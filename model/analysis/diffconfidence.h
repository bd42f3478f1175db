#pragma once

// METRICS.md "Why it changed (diff)", uncertainty: a 95 % bootstrap confidence interval of the
// mean step delta (NEW - BASE) over the steps of all ranks.
//
// When the two profiles pair step for step (the same ranks, each with the same number of steps on
// both sides; "Comparing two profiles" pairs step i of rank r with step i of rank r), the pairs'
// differences are resampled (a paired bootstrap): a profile against itself then gives [0, 0].
// Otherwise each side's steps are resampled on their own. 2,000 resamples from a SplitMix64 seeded
// with a fixed constant, the interval from the 2.5th and 97.5th percentiles of the resampled deltas
// (METRICS.md percentile): the same inputs give the same interval on every machine. Integer sums
// per resample, no allocation inside the loop.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace stepline {

struct ProfileAggregates;

inline constexpr size_t kBootstrapResamples = 2000;
inline constexpr uint64_t kBootstrapSeed = 0x5354'4550'4c49'4e45ULL; // "STEPLINE"

struct StepDeltaConfidence
{
    size_t baseSteps = 0; // values the means are over (steps, or ranks' windows)
    size_t newSteps = 0;
    double baseMeanNs = 0;
    double newMeanNs = 0;
    int64_t meanDeltaNs = 0; // newMean - baseMean, rounded to the ns
    bool paired = false; // resampled as pairs (see above)
    // Absent with fewer than 2 values on a side (or 2 pairs): one step says nothing of the spread.
    std::optional<int64_t> lowNs;
    std::optional<int64_t> highNs;

    bool hasInterval() const { return lowNs.has_value(); }
    // The interval lies wholly above or below 0.
    bool significant() const { return hasInterval() && (*lowNs > 0 || *highNs < 0); }
};

// Over every rank's steps (or, with wholeWindows, each rank's window as one step).
StepDeltaConfidence stepDeltaConfidence(
    const ProfileAggregates &base, const ProfileAggregates &next, bool wholeWindows);

// The bootstrap itself, over plain values (tests use it directly). `pairs` resamples the
// differences next[i] - base[i] (sizes must be equal).
StepDeltaConfidence bootstrapMeanDelta(
    const std::vector<int64_t> &base, const std::vector<int64_t> &next, bool pairs);

// The step times a comparison uses: every rank's steps, or each rank's window when wholeWindows.
std::vector<int64_t> comparedStepValues(const ProfileAggregates &p, bool wholeWindows);

} // namespace stepline
