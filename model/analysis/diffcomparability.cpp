#include "diffcomparability.h"

#include "precision.h"
#include "profileaggregates.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace stepline {

namespace {

constexpr double kPrecisionDistance = 0.25;
constexpr double kShapeShare = 0.10;
constexpr double kWorkloadShare = 0.5;

std::string gpuList(const std::vector<std::string> &names)
{
    std::map<std::string, size_t> counts;
    for (const std::string &n : names)
        ++counts[n.empty() ? std::string("unknown GPU") : n];
    std::string text;
    for (const auto &[name, n] : counts) {
        if (!text.empty())
            text += ", ";
        text += std::to_string(n) + " x " + name;
    }
    return text.empty() ? std::string("no GPU") : text;
}

std::set<std::string> knownNames(const std::vector<std::string> &names)
{
    std::set<std::string> out;
    for (const std::string &n : names) {
        if (!n.empty())
            out.insert(n);
    }
    return out;
}

std::string percentText(double fraction)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.0f %%", 100.0 * fraction);
    return buffer;
}

// Kernel-time shares of the known precision classes; empty without known time.
std::vector<double> precisionShares(const ProfileAggregates &p)
{
    int64_t known = 0;
    for (size_t c = 0; c + 1 < kPrecisionCount; ++c)
        known += p.why.precisionNs[c];
    if (known <= 0)
        return {};
    std::vector<double> shares;
    for (size_t c = 0; c + 1 < kPrecisionCount; ++c)
        shares.push_back(double(p.why.precisionNs[c]) / double(known));
    return shares;
}

std::string precisionText(const std::vector<double> &shares)
{
    std::string text;
    for (size_t c = 0; c < shares.size(); ++c) {
        if (shares[c] < 0.005)
            continue;
        if (!text.empty())
            text += ", ";
        text += std::string(precisionKey(Precision(c))) + " " + percentText(shares[c]);
    }
    return text;
}

// Per launching-operator name: kernel time, and kernel time per Input Dims.
struct OperatorUse
{
    int64_t ns = 0;
    std::map<std::string, int64_t> byDims;
};

std::map<std::string, OperatorUse> operatorUse(
    const ProfileAggregates &p, int64_t *kernelNs, int64_t *withOpNs)
{
    std::map<std::string, OperatorUse> out;
    *kernelNs = 0;
    *withOpNs = 0;
    for (const LaunchRow &r : p.why.launches) {
        if (!r.isKernel)
            continue;
        *kernelNs += r.totalNs;
        if (r.opName.empty())
            continue;
        *withOpNs += r.totalNs;
        OperatorUse &u = out[r.opName];
        u.ns += r.totalNs;
        if (!r.opDims.empty())
            u.byDims[r.opDims] += r.totalNs;
    }
    return out;
}

std::string mostUsed(const std::map<std::string, int64_t> &byDims)
{
    std::string best;
    int64_t bestNs = -1;
    for (const auto &[dims, ns] : byDims) {
        if (ns > bestNs) {
            best = dims;
            bestNs = ns;
        }
    }
    return best;
}

std::string kindText(const ProfileAggregates &p)
{
    std::string text = p.format;
    text += p.hasSteps() ? ", with steps" : ", without steps";
    text += p.gpuTime ? ", with GPU activity" : ", without GPU activity";
    return text;
}

} // namespace

const char *comparabilityName(Comparability c)
{
    switch (c) {
    case Comparability::Comparable:
        return "comparable";
    case Comparability::Caution:
        return "caution";
    case Comparability::Incomparable:
        break;
    }
    return "incomparable";
}

ComparabilityCheck checkComparability(const ProfileAggregates &base, const ProfileAggregates &next)
{
    ComparabilityCheck out;
    auto add = [&out](Comparability severity, std::string key, std::string text) {
        out.reasons.push_back({ severity, std::move(key), std::move(text) });
        out.verdict = std::max(out.verdict, severity);
    };

    // Kinds of profile. A .stepline file keeps its source's events, so it compares with any format.
    const bool native = base.format == "stepline" || next.format == "stepline";
    if (base.hasSteps() != next.hasSteps() || base.gpuTime.has_value() != next.gpuTime.has_value()
        || (!native && base.format != next.format))
        add(Comparability::Incomparable, "profile_kind",
            "Different kinds of profile: BASE is " + kindText(base) + "; NEW is " + kindText(next) + ".");

    int64_t kernelsA = 0, kernelsB = 0, withOpA = 0, withOpB = 0;
    const std::map<std::string, OperatorUse> opsA = operatorUse(base, &kernelsA, &withOpA);
    const std::map<std::string, OperatorUse> opsB = operatorUse(next, &kernelsB, &withOpB);
    // Workload: judged only where most kernel time has a launching operator on both sides.
    if (kernelsA > 0 && kernelsB > 0 && 2 * withOpA >= kernelsA && 2 * withOpB >= kernelsB) {
        int64_t sharedA = 0, sharedB = 0;
        for (const auto &[name, use] : opsA)
            sharedA += opsB.count(name) ? use.ns : 0;
        for (const auto &[name, use] : opsB)
            sharedB += opsA.count(name) ? use.ns : 0;
        const double fa = double(sharedA) / double(withOpA), fb = double(sharedB) / double(withOpB);
        if (std::min(fa, fb) < kWorkloadShare)
            add(Comparability::Incomparable, "workload",
                "Different workloads: operators NEW also runs launch " + percentText(fa)
                    + " of BASE's kernel time, operators BASE also runs " + percentText(fb) + " of NEW's.");
        // Input shapes of the operators both run.
        std::string example;
        int64_t differing = 0;
        int64_t exampleNs = -1;
        for (const auto &[name, use] : opsA) {
            const auto other = opsB.find(name);
            if (other == opsB.end() || use.byDims.empty() || other->second.byDims.empty())
                continue;
            const std::string a = mostUsed(use.byDims), b = mostUsed(other->second.byDims);
            if (a == b)
                continue;
            differing += use.ns;
            if (use.ns > exampleNs) {
                exampleNs = use.ns;
                example = name + " " + a + " in BASE, " + b + " in NEW";
            }
        }
        if (differing > 0 && double(differing) >= kShapeShare * double(withOpA))
            add(Comparability::Caution, "input_shapes",
                "Operator input shapes differ (batch size?): operators launching "
                    + percentText(double(differing) / double(withOpA))
                    + " of BASE's kernel time run on other shapes, e.g. " + example + ".");
    }

    const std::set<std::string> modelsA = knownNames(base.why.gpuNames),
                                modelsB = knownNames(next.why.gpuNames);
    if (modelsA != modelsB && !modelsA.empty() && !modelsB.empty())
        add(Comparability::Caution, "gpu_model",
            "GPU model: BASE ran on " + gpuList(base.why.gpuNames) + ", NEW on " + gpuList(next.why.gpuNames)
                + ".");
    if (base.why.gpuNames.size() != next.why.gpuNames.size() && base.gpuTime && next.gpuTime)
        add(Comparability::Caution, "gpu_count",
            "GPU count: BASE used " + std::to_string(base.why.gpuNames.size()) + ", NEW "
                + std::to_string(next.why.gpuNames.size()) + ".");
    if (base.why.worldSize != next.why.worldSize)
        add(Comparability::Caution, "world_size",
            "World size: BASE " + std::to_string(base.why.worldSize) + ", NEW "
                + std::to_string(next.why.worldSize) + ".");

    const std::vector<double> pa = precisionShares(base), pb = precisionShares(next);
    if (!pa.empty() && !pb.empty()) {
        double distance = 0;
        for (size_t c = 0; c < pa.size(); ++c)
            distance += std::abs(pa[c] - pb[c]);
        distance /= 2;
        if (distance > kPrecisionDistance)
            add(Comparability::Caution, "precision",
                "Precision mix (kernel time of known precision): BASE " + precisionText(pa) + ", NEW "
                    + precisionText(pb) + ".");
    }

    if (base.stepCount() < kMinComparableSteps || next.stepCount() < kMinComparableSteps)
        add(Comparability::Caution, "few_steps",
            "Fewer than " + std::to_string(kMinComparableSteps) + " steps: BASE has "
                + std::to_string(base.stepCount()) + ", NEW " + std::to_string(next.stepCount())
                + "; one step says nothing of the spread.");

    std::stable_sort(out.reasons.begin(), out.reasons.end(),
        [](const ComparabilityReason &a, const ComparabilityReason &b) { return a.severity > b.severity; });
    return out;
}

} // namespace stepline
