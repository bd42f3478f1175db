#pragma once

#include "diffattribution.h"
#include "diffcomparability.h"
#include "diffconfidence.h"
#include "diffpairing.h"
#include "profileaggregates.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// One name on both sides (counts 0 on the side that lacks it).
struct DiffRow
{
    std::string name; // the matching key: the raw name, or the normalized kernel name
    std::string newExample; // the NEW side's raw name with the largest total (timeline search)
    uint64_t baseCount = 0;
    uint64_t newCount = 0;
    int64_t baseTotalNs = 0;
    int64_t newTotalNs = 0;
    int64_t deltaNs() const { return newTotalNs - baseTotalNs; }
    // new total / base total; absent when the base total is 0.
    std::optional<double> ratio() const;
};

// One table (kernels, operators or annotations) compared.
struct DiffTable
{
    std::vector<DiffRow> both; // names on both sides, |delta| descending, then name
    std::vector<DiffRow> onlyBase; // total descending, then name
    std::vector<DiffRow> onlyNew;
};

// Steps at one position (the i-th step of a rank), over the ranks both sides have.
struct StepPosition
{
    size_t index = 0;
    size_t ranks = 0; // ranks with an i-th step on both sides
    int64_t baseMedianNs = 0; // median over those ranks
    int64_t newMedianNs = 0;
};

struct StepComparison
{
    // True when either side has no ProfilerStep#N: each rank's whole window stands for one step.
    bool wholeWindows = false;
    size_t baseCount = 0; // values the medians are over (steps, or ranks' windows)
    size_t newCount = 0;
    int64_t baseMedianNs = 0;
    int64_t newMedianNs = 0;
    // (new - base) / base x 100; absent when the base median is 0.
    std::optional<double> deltaPct;
    std::vector<StepPosition> byPosition; // empty over whole windows
    size_t unpairedBase = 0; // steps with no step at the same position and rank in NEW
    size_t unpairedNew = 0;
};

// Slower / Faster only when the 95 % interval of the mean step delta excludes 0 (and the change is
// at least kUnchangedPct of BASE's mean step; below it, Unchanged); else NoSignificantChange.
enum class DiffVerdict : uint8_t { Faster, Slower, Unchanged, NoSignificantChange };

struct ProfileDiff
{
    NameMatch match = NameMatch::Exact;
    StepComparison steps;
    // Absent when neither profile has GPU activity.
    std::optional<BreakdownComparison> breakdown;
    DiffTable kernels;
    DiffTable operators;
    DiffTable annotations;
    OpPerfComparison opPerf; // per-op TFLOP/s and MFU (diffopperf.h)
    // What the reader must know: whole windows compared, different kinds of input, ...
    std::vector<std::string> notes;
    // METRICS.md "Why it changed (diff)".
    StepDeltaConfidence confidence;
    DiffAttribution attribution;
    ComparabilityCheck comparability;
    KernelPairing pairing;

    // Mean step delta in % of BASE's mean step; absent when that is 0.
    std::optional<double> meanDeltaPct() const;
};

ProfileDiff diffProfiles(const ProfileAggregates &base, const ProfileAggregates &next, NameMatch match);

// A significant change within +-kUnchangedPct of the base mean step: unchanged.
inline constexpr double kUnchangedPct = 1.0;
DiffVerdict diffVerdictOf(const ProfileDiff &diff);
// "faster", "slower", "unchanged", "no_significant_change"
const char *diffVerdictName(DiffVerdict verdict);

// `--fail-if-slower PCT`: the lower bound of the 95 % interval of the mean step delta exceeds pct
// percent of BASE's mean step (NEW is slower by more than that with 95 % confidence). Without an
// interval (fewer than 2 steps a side) nothing is shown to be slower: false.
bool slowerThan(const ProfileDiff &diff, double pct);

struct DiffOutputOptions
{
    size_t top = 20; // rows per table (each of both / only in base / only in new); 0 = all
    std::optional<double> failIfSlowerPct; // shown in the verdict and in "gate" when set
};

// The `stepline.diff/1` document of METRICS.md (us with up to 3 decimals), 2-space indented.
std::string diffToJson(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options = {});
// The readable report of `stepline diff`.
std::string diffToText(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options = {});

} // namespace stepline
