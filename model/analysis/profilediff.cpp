#include "profilediff.h"

#include "kernelnames.h"
#include "percentile.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace stepline {

namespace {

int64_t median(std::vector<int64_t> values)
{
    return percentileNsInPlace(values, 0.5);
}

// Rows keyed by name, sorted by key; in normalized mode rows sharing a key are merged, and the
// raw name with the largest total is kept as the example.
struct Keyed
{
    std::string key;
    std::string example;
    int64_t exampleNs = -1;
    uint64_t count = 0;
    int64_t totalNs = 0;
};

std::vector<Keyed> keyed(const std::vector<NamedTotal> &rows, bool normalize)
{
    std::vector<Keyed> out;
    out.reserve(rows.size());
    for (const NamedTotal &row : rows)
        out.push_back({ normalize ? normalizeKernelName(row.name) : row.name, row.name, row.totalNs,
            row.count, row.totalNs });
    if (!normalize)
        return out; // already sorted by name, names unique
    std::sort(out.begin(), out.end(), [](const Keyed &a, const Keyed &b) { return a.key < b.key; });
    std::vector<Keyed> merged;
    for (Keyed &row : out) {
        if (!merged.empty() && merged.back().key == row.key) {
            Keyed &m = merged.back();
            m.count += row.count;
            m.totalNs += row.totalNs;
            if (row.exampleNs > m.exampleNs) {
                m.example = std::move(row.example);
                m.exampleNs = row.exampleNs;
            }
        } else {
            merged.push_back(std::move(row));
        }
    }
    return merged;
}

DiffTable compareTables(
    const std::vector<NamedTotal> &base, const std::vector<NamedTotal> &next, bool normalize)
{
    const std::vector<Keyed> a = keyed(base, normalize);
    const std::vector<Keyed> b = keyed(next, normalize);
    DiffTable out;
    size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
        DiffRow row;
        if (j == b.size() || (i < a.size() && a[i].key < b[j].key)) {
            row.name = a[i].key;
            row.baseCount = a[i].count;
            row.baseTotalNs = a[i].totalNs;
            ++i;
            out.onlyBase.push_back(std::move(row));
        } else if (i == a.size() || b[j].key < a[i].key) {
            row.name = b[j].key;
            row.newExample = b[j].example;
            row.newCount = b[j].count;
            row.newTotalNs = b[j].totalNs;
            ++j;
            out.onlyNew.push_back(std::move(row));
        } else {
            row.name = a[i].key;
            row.newExample = b[j].example;
            row.baseCount = a[i].count;
            row.baseTotalNs = a[i].totalNs;
            row.newCount = b[j].count;
            row.newTotalNs = b[j].totalNs;
            ++i;
            ++j;
            out.both.push_back(std::move(row));
        }
    }
    std::sort(out.both.begin(), out.both.end(), [](const DiffRow &x, const DiffRow &y) {
        const int64_t dx = std::llabs(x.deltaNs()), dy = std::llabs(y.deltaNs());
        return dx != dy ? dx > dy : x.name < y.name;
    });
    auto byTotal = [](int64_t DiffRow::*total) {
        return [total](const DiffRow &x, const DiffRow &y) {
            return x.*total != y.*total ? x.*total > y.*total : x.name < y.name;
        };
    };
    std::sort(out.onlyBase.begin(), out.onlyBase.end(), byTotal(&DiffRow::baseTotalNs));
    std::sort(out.onlyNew.begin(), out.onlyNew.end(), byTotal(&DiffRow::newTotalNs));
    return out;
}

StepComparison compareSteps(const ProfileAggregates &base, const ProfileAggregates &next)
{
    StepComparison out;
    out.wholeWindows = !base.hasSteps() || !next.hasSteps();
    const std::vector<int64_t> a = comparedStepValues(base, out.wholeWindows);
    const std::vector<int64_t> b = comparedStepValues(next, out.wholeWindows);
    out.baseCount = a.size();
    out.newCount = b.size();
    out.baseMedianNs = median(a);
    out.newMedianNs = median(b);
    if (out.baseMedianNs > 0)
        out.deltaPct = 100.0 * double(out.newMedianNs - out.baseMedianNs) / double(out.baseMedianNs);
    if (out.wholeWindows)
        return out;

    // Step i of rank r in BASE pairs with step i of rank r in NEW.
    std::map<int32_t, const ProfileAggregates::Rank *> newRanks;
    for (const ProfileAggregates::Rank &r : next.ranks)
        newRanks.emplace(r.rank, &r);
    std::vector<std::vector<int64_t>> baseAt, newAt; // per position, over ranks
    size_t paired = 0;
    for (const ProfileAggregates::Rank &r : base.ranks) {
        const auto other = newRanks.find(r.rank);
        const size_t n
            = other == newRanks.end() ? 0 : std::min(r.stepNs.size(), other->second->stepNs.size());
        if (baseAt.size() < n) {
            baseAt.resize(n);
            newAt.resize(n);
        }
        for (size_t i = 0; i < n; ++i) {
            baseAt[i].push_back(r.stepNs[i]);
            newAt[i].push_back(other->second->stepNs[i]);
        }
        paired += n;
    }
    out.unpairedBase = base.stepCount() - paired;
    out.unpairedNew = next.stepCount() - paired;
    for (size_t i = 0; i < baseAt.size(); ++i)
        out.byPosition.push_back({ i, baseAt[i].size(), median(baseAt[i]), median(newAt[i]) });
    return out;
}

// Mean of a breakdown sum over n samples, rounded to the nearest ns.
int64_t meanOf(int64_t sum, size_t n)
{
    const int64_t d = int64_t(n);
    return sum >= 0 ? (sum + d / 2) / d : -((-sum + d / 2) / d);
}

std::optional<BreakdownComparison> compareBreakdowns(
    const ProfileAggregates &base, const ProfileAggregates &next)
{
    if (!base.gpuTime && !next.gpuTime)
        return std::nullopt;
    BreakdownComparison out;
    auto hasSteps = [](const ProfileAggregates &p) { return !p.gpuTime || p.gpuTime->deviceSteps > 0; };
    out.perStep = hasSteps(base) && hasSteps(next);
    struct Side
    {
        const GpuTimeBreakdown *sum = nullptr;
        size_t n = 0;
    };
    auto sideOf = [&out](const ProfileAggregates &p) {
        Side s;
        if (p.gpuTime) {
            s.sum = out.perStep ? &p.gpuTime->steps : &p.gpuTime->spans;
            s.n = out.perStep ? p.gpuTime->deviceSteps : p.gpuTime->devices;
        }
        return s;
    };
    const Side a = sideOf(base), b = sideOf(next);
    out.baseSamples = a.n;
    out.newSamples = b.n;
    auto row = [&](std::string_view key, auto field) {
        BreakdownRow r { key, std::nullopt, std::nullopt };
        if (a.sum && a.n)
            r.baseNs = meanOf(field(*a.sum), a.n);
        if (b.sum && b.n)
            r.newNs = meanOf(field(*b.sum), b.n);
        out.rows.push_back(r);
    };
    row("length", [](const GpuTimeBreakdown &g) { return g.lengthNs; });
    row("busy", [](const GpuTimeBreakdown &g) { return g.busyNs; });
    row("computation", [](const GpuTimeBreakdown &g) { return g.computationNs; });
    row("exposed_comm", [](const GpuTimeBreakdown &g) { return g.exposedCommNs; });
    row("exposed_memcpy", [](const GpuTimeBreakdown &g) { return g.exposedMemcpyNs; });
    row("idle", [](const GpuTimeBreakdown &g) { return g.idleNs; });
    for (size_t c = 0; c < kIdleCauseCount; ++c)
        row(idleCauseKey(IdleCause(c)), [c](const GpuTimeBreakdown &g) { return g.idle.ns[c]; });
    if (a.sum && a.n && a.sum->commSplitKnown)
        out.baseCommWaitNs = meanOf(a.sum->exposedCommWaitNs, a.n);
    if (b.sum && b.n && b.sum->commSplitKnown)
        out.newCommWaitNs = meanOf(b.sum->exposedCommWaitNs, b.n);
    return out;
}

std::string plural(size_t n, const char *one, const char *many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

std::string kindOf(const ProfileAggregates &p)
{
    std::string text
        = p.ranks.size() == 1 ? "one trace" : "a job of " + plural(p.ranks.size(), "rank", "ranks");
    text += p.hasSteps() ? " with " + plural(p.stepCount(), "step", "steps") : " without steps";
    return text;
}

std::vector<std::string> notesFor(
    const ProfileAggregates &base, const ProfileAggregates &next, const StepComparison &s)
{
    std::vector<std::string> notes;
    if (!base.hasSteps() && !next.hasSteps())
        notes.push_back("Neither profile has ProfilerStep#N steps: the step figures compare each rank's "
                        "whole window.");
    else if (s.wholeWindows)
        notes.push_back(std::string(base.hasSteps() ? "NEW" : "BASE")
            + " has no ProfilerStep#N steps: both profiles are compared over each rank's whole window.");
    const bool differentKinds = base.ranks.size() != next.ranks.size() || base.hasSteps() != next.hasSteps();
    if (differentKinds)
        notes.push_back("Different kinds of input: BASE is " + kindOf(base) + ", NEW is " + kindOf(next)
            + "; totals add up different amounts of work.");
    else if (!s.wholeWindows && base.stepCount() != next.stepCount())
        notes.push_back("BASE has " + plural(base.stepCount(), "step", "steps") + ", NEW "
            + std::to_string(next.stepCount()) + ": totals cover different numbers of steps.");
    if (base.gpuTime.has_value() != next.gpuTime.has_value())
        notes.push_back(std::string(base.gpuTime ? "NEW" : "BASE")
            + " has no GPU activity: its side of the GPU time breakdown is absent.");
    const bool nativeA = base.format == "stepline", nativeB = next.format == "stepline";
    if (base.format != next.format && !nativeA && !nativeB) {
        std::string note = "Different formats: BASE is " + base.format + ", NEW is " + next.format + ".";
        // Both record the same CUPTI activity, but nsys has no PyTorch operator rows.
        if (base.format == "nsys-sqlite" || next.format == "nsys-sqlite")
            note += " Kernels, copies, memsets and runtime calls compare one to one; an Nsight Systems "
                    "export has no cpu_op or python_function events (host time is its NVTX ranges and "
                    "CUDA runtime calls), so operator and host figures are not comparable.";
        notes.push_back(note);
    }
    return notes;
}

} // namespace

std::optional<double> DiffRow::ratio() const
{
    if (baseTotalNs == 0)
        return std::nullopt;
    return double(newTotalNs) / double(baseTotalNs);
}

ProfileDiff diffProfiles(const ProfileAggregates &base, const ProfileAggregates &next, NameMatch match)
{
    ProfileDiff out;
    out.match = match;
    out.steps = compareSteps(base, next);
    out.breakdown = compareBreakdowns(base, next);
    if (match == NameMatch::Operator)
        out.kernels = compareTables(kernelsByOperator(base), kernelsByOperator(next), false);
    else
        out.kernels = compareTables(base.kernels, next.kernels, match == NameMatch::Normalized);
    out.operators = compareTables(base.operators, next.operators, false);
    out.annotations = compareTables(base.annotations, next.annotations, false);
    out.opPerf = compareOpPerf(base.opPerf, next.opPerf);
    out.notes = notesFor(base, next, out.steps);
    out.confidence = stepDeltaConfidence(base, next, out.steps.wholeWindows);
    out.attribution = attributeStepDelta(base, next, out.breakdown, out.confidence.meanDeltaNs);
    out.comparability = checkComparability(base, next);
    out.pairing = pairKernels(base, next, match);
    return out;
}

std::optional<double> ProfileDiff::meanDeltaPct() const
{
    if (!(confidence.baseMeanNs > 0))
        return std::nullopt;
    return 100.0 * double(confidence.meanDeltaNs) / confidence.baseMeanNs;
}

DiffVerdict diffVerdictOf(const ProfileDiff &diff)
{
    if (!diff.confidence.significant())
        return DiffVerdict::NoSignificantChange;
    const std::optional<double> pct = diff.meanDeltaPct();
    if (!pct || std::abs(*pct) < kUnchangedPct)
        return DiffVerdict::Unchanged;
    return *pct > 0 ? DiffVerdict::Slower : DiffVerdict::Faster;
}

const char *diffVerdictName(DiffVerdict verdict)
{
    switch (verdict) {
    case DiffVerdict::Faster:
        return "faster";
    case DiffVerdict::Slower:
        return "slower";
    case DiffVerdict::Unchanged:
        return "unchanged";
    case DiffVerdict::NoSignificantChange:
        break;
    }
    return "no_significant_change";
}

bool slowerThan(const ProfileDiff &diff, double pct)
{
    const StepDeltaConfidence &c = diff.confidence;
    return c.hasInterval() && c.baseMeanNs > 0 && double(*c.lowNs) > pct / 100.0 * c.baseMeanNs;
}

} // namespace stepline
