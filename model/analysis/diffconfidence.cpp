#include "diffconfidence.h"

#include "percentile.h"
#include "profileaggregates.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace stepline {

namespace {

// SplitMix64 (Steele, Lea and Flood), written out here: <random>'s distributions differ across
// standard libraries, and the interval must be the same everywhere.
class Mix
{
public:
    explicit Mix(uint64_t seed)
        : m_state(seed)
    {
    }
    // Uniform index in [0, n); the modulo bias is below 2^-40 for step counts.
    size_t below(size_t n)
    {
        uint64_t z = (m_state += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return size_t((z ^ (z >> 31)) % uint64_t(n));
    }

private:
    uint64_t m_state;
};

double meanOf(const std::vector<int64_t> &v)
{
    long double sum = 0;
    for (int64_t x : v)
        sum += x;
    return v.empty() ? 0.0 : double(sum / (long double)v.size());
}

// Mean of n values drawn with replacement.
double resampledMean(const std::vector<int64_t> &v, Mix &rng)
{
    long double sum = 0;
    for (size_t i = 0; i < v.size(); ++i)
        sum += v[rng.below(v.size())];
    return double(sum / (long double)v.size());
}

int64_t roundNs(double ns)
{
    return int64_t(std::llround(ns));
}

// Each rank's steps in order when every rank has as many on both sides; empty otherwise.
bool pairedValues(const ProfileAggregates &base, const ProfileAggregates &next, bool wholeWindows,
    std::vector<int64_t> *a, std::vector<int64_t> *b)
{
    if (base.ranks.size() != next.ranks.size())
        return false;
    for (size_t r = 0; r < base.ranks.size(); ++r) {
        const ProfileAggregates::Rank &x = base.ranks[r];
        const ProfileAggregates::Rank &y = next.ranks[r];
        if (x.rank != y.rank || (!wholeWindows && x.stepNs.size() != y.stepNs.size()))
            return false;
    }
    for (size_t r = 0; r < base.ranks.size(); ++r) {
        if (wholeWindows) {
            a->push_back(base.ranks[r].windowNs);
            b->push_back(next.ranks[r].windowNs);
        } else {
            a->insert(a->end(), base.ranks[r].stepNs.begin(), base.ranks[r].stepNs.end());
            b->insert(b->end(), next.ranks[r].stepNs.begin(), next.ranks[r].stepNs.end());
        }
    }
    return true;
}

} // namespace

StepDeltaConfidence bootstrapMeanDelta(
    const std::vector<int64_t> &base, const std::vector<int64_t> &next, bool pairs)
{
    StepDeltaConfidence out;
    out.baseSteps = base.size();
    out.newSteps = next.size();
    out.baseMeanNs = meanOf(base);
    out.newMeanNs = meanOf(next);
    out.paired = pairs && base.size() == next.size();
    if (out.paired) {
        std::vector<int64_t> d(base.size());
        for (size_t i = 0; i < d.size(); ++i)
            d[i] = next[i] - base[i];
        out.meanDeltaNs = roundNs(meanOf(d));
        if (d.size() < 2)
            return out;
        Mix rng(kBootstrapSeed);
        std::vector<double> deltas(kBootstrapResamples);
        for (double &x : deltas)
            x = resampledMean(d, rng);
        std::sort(deltas.begin(), deltas.end());
        out.lowNs = roundNs(percentileOfSorted(deltas, 0.025));
        out.highNs = roundNs(percentileOfSorted(deltas, 0.975));
        return out;
    }
    out.meanDeltaNs = roundNs(out.newMeanNs - out.baseMeanNs);
    if (base.size() < 2 || next.size() < 2)
        return out;
    Mix rng(kBootstrapSeed);
    std::vector<double> deltas(kBootstrapResamples);
    for (double &x : deltas) {
        const double a = resampledMean(base, rng);
        x = resampledMean(next, rng) - a;
    }
    std::sort(deltas.begin(), deltas.end());
    out.lowNs = roundNs(percentileOfSorted(deltas, 0.025));
    out.highNs = roundNs(percentileOfSorted(deltas, 0.975));
    return out;
}

StepDeltaConfidence stepDeltaConfidence(
    const ProfileAggregates &base, const ProfileAggregates &next, bool wholeWindows)
{
    std::vector<int64_t> a, b;
    if (pairedValues(base, next, wholeWindows, &a, &b))
        return bootstrapMeanDelta(a, b, true);
    return bootstrapMeanDelta(
        comparedStepValues(base, wholeWindows), comparedStepValues(next, wholeWindows), false);
}

std::vector<int64_t> comparedStepValues(const ProfileAggregates &p, bool wholeWindows)
{
    std::vector<int64_t> values;
    for (const ProfileAggregates::Rank &r : p.ranks) {
        if (wholeWindows)
            values.push_back(r.windowNs);
        else
            values.insert(values.end(), r.stepNs.begin(), r.stepNs.end());
    }
    return values;
}

} // namespace stepline
