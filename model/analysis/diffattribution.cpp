#include "diffattribution.h"

#include "diffinputs.h"
#include "gputime.h"
#include "profileaggregates.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace stepline {

namespace {

constexpr size_t kLargestPerKind = 3;

std::optional<int64_t> deltaOf(const BreakdownComparison &b, std::string_view key)
{
    for (const BreakdownRow &r : b.rows) {
        if (r.key == key) {
            if (r.baseNs && r.newNs)
                return *r.newNs - *r.baseNs;
            return std::nullopt;
        }
    }
    return std::nullopt;
}

// Mean per sample of sum, rounded to the nearest ns; 0 samples give 0.
int64_t meanNs(int64_t sum, size_t n)
{
    if (n == 0)
        return 0;
    const int64_t d = int64_t(n);
    return sum >= 0 ? (sum + d / 2) / d : -((-sum + d / 2) / d);
}

struct KindSums
{
    std::array<int64_t, kOperatorKindCount> byKind {};
    std::map<std::pair<uint8_t, std::string>, int64_t> byOperator; // (kind, name) -> ns
};

KindSums computationSums(const ProfileAggregates &p, bool perStep)
{
    KindSums out;
    for (const LaunchRow &r : p.why.launches) {
        if (!r.computation)
            continue;
        const int64_t ns = perStep ? r.inStepNs : r.totalNs;
        out.byKind[size_t(r.kind)] += ns;
        const std::string &name = r.opName.empty() ? r.kernel : r.opName;
        out.byOperator[{ uint8_t(r.kind), name }] += ns;
    }
    return out;
}

size_t samplesOf(const ProfileAggregates &p, bool perStep)
{
    if (!p.gpuTime)
        return 0;
    return perStep ? p.gpuTime->deviceSteps : p.gpuTime->devices;
}

} // namespace

std::optional<double> DiffAttribution::shareOf(const AttributionCause &cause) const
{
    if (meanDeltaNs == 0)
        return std::nullopt;
    return double(cause.deltaNs) / double(meanDeltaNs);
}

void appendExposedCommCauses(const BreakdownComparison &breakdown, std::vector<AttributionCause> *causes)
{
    const int64_t total = deltaOf(breakdown, "exposed_comm").value_or(0);
    if (!breakdown.baseCommWaitNs || !breakdown.newCommWaitNs) {
        causes->push_back({ "exposed_comm", "exposed communication", total, {} });
        return;
    }
    const int64_t wait = *breakdown.newCommWaitNs - *breakdown.baseCommWaitNs;
    causes->push_back({ "exposed_comm.wait", "exposed communication: waiting for peers", wait, {} });
    causes->push_back({ "exposed_comm.transfer", "exposed communication: transfer", total - wait, {} });
}

DiffAttribution attributeStepDelta(const ProfileAggregates &base, const ProfileAggregates &next,
    const std::optional<BreakdownComparison> &breakdown, int64_t meanDeltaNs)
{
    DiffAttribution out;
    out.meanDeltaNs = meanDeltaNs;
    const bool gpuBoth = breakdown && breakdown->baseSamples > 0 && breakdown->newSamples > 0;
    int64_t attributed = 0;
    if (gpuBoth) {
        const BreakdownComparison &b = *breakdown;
        out.perStep = b.perStep;
        const KindSums a = computationSums(base, b.perStep), n = computationSums(next, b.perStep);
        const size_t na = samplesOf(base, b.perStep), nn = samplesOf(next, b.perStep);
        int64_t kinds = 0;
        for (size_t k = 0; k < kOperatorKindCount; ++k) {
            AttributionCause c;
            c.key = "computation." + std::string(operatorKindKey(OperatorKind(k)));
            c.label = "computation: " + std::string(operatorKindLabel(OperatorKind(k)));
            c.deltaNs = meanNs(n.byKind[k], nn) - meanNs(a.byKind[k], na);
            kinds += c.deltaNs;
            // Operators of this kind on either side, by |delta|.
            std::map<std::string, int64_t> ops;
            for (const auto &[key, ns] : a.byOperator) {
                if (key.first == k)
                    ops[key.second] -= meanNs(ns, na);
            }
            for (const auto &[key, ns] : n.byOperator) {
                if (key.first == k)
                    ops[key.second] += meanNs(ns, nn);
            }
            for (const auto &[name, d] : ops) {
                if (d != 0)
                    c.largest.push_back({ name, d });
            }
            std::sort(c.largest.begin(), c.largest.end(),
                [](const AttributionDetail &x, const AttributionDetail &y) {
                    const int64_t dx = std::llabs(x.deltaNs), dy = std::llabs(y.deltaNs);
                    return dx != dy ? dx > dy : x.name < y.name;
                });
            if (c.largest.size() > kLargestPerKind)
                c.largest.resize(kLargestPerKind);
            out.causes.push_back(std::move(c));
        }
        out.causes.push_back({ "computation.overlap", "computation: overlap and step edges",
            deltaOf(b, "computation").value_or(0) - kinds, {} });
        appendExposedCommCauses(b, &out.causes);
        out.causes.push_back(
            { "exposed_memcpy", "exposed memcpy", deltaOf(b, "exposed_memcpy").value_or(0), {} });
        for (size_t c = 0; c < kIdleCauseCount; ++c) {
            const std::string_view key = idleCauseKey(IdleCause(c));
            out.causes.push_back({ "idle." + std::string(key),
                "idle: " + std::string(idleCauseLabel(IdleCause(c))), deltaOf(b, key).value_or(0), {} });
        }
        for (const AttributionCause &c : out.causes)
            attributed += c.deltaNs;
    }
    out.causes.push_back({ "other",
        gpuBoth ? "other (host steps against device-steps)" : "other (no GPU time breakdown on both sides)",
        meanDeltaNs - attributed, {} });
    std::stable_sort(
        out.causes.begin(), out.causes.end(), [](const AttributionCause &x, const AttributionCause &y) {
            return std::llabs(x.deltaNs) > std::llabs(y.deltaNs);
        });
    return out;
}

} // namespace stepline
