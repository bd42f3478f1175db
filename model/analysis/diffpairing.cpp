#include "diffpairing.h"

#include "kernelnames.h"

#include <algorithm>
#include <set>

namespace stepline {

namespace {

struct Keys
{
    std::set<std::string, std::less<>> names;
    std::set<std::string, std::less<>> normalized;
    std::set<std::string, std::less<>> ops; // launching operators
    std::set<std::string, std::less<>> chain; // launching and enclosing operators that have shapes
};

// A row pairs through its operators when its launching operator launched kernels on the other side
// too, or when an operator on its stack (the launching one or one enclosing it, with its input
// shapes) is on a stack there: vendors' leaf operators differ under the same caller.
bool pairsThroughOperator(const LaunchRow &r, const Keys &other)
{
    if (r.opName.empty())
        return false;
    if (other.ops.count(r.opKey()) > 0)
        return true;
    if (!r.opDims.empty() && other.chain.count(r.opKey()) > 0)
        return true;
    return std::any_of(r.outerKeys.begin(), r.outerKeys.end(), [&other](const std::string &k) {
        return k.find(' ') != std::string::npos && other.chain.count(k) > 0;
    });
}

Keys keysOf(const ProfileAggregates &p, bool normalize)
{
    Keys k;
    for (const LaunchRow &r : p.why.launches) {
        if (!r.isKernel)
            continue;
        k.names.insert(r.kernel);
        if (normalize)
            k.normalized.insert(normalizeKernelName(r.kernel));
        if (r.opName.empty())
            continue;
        k.ops.insert(r.opKey());
        if (!r.opDims.empty())
            k.chain.insert(r.opKey());
        for (const std::string &outer : r.outerKeys) {
            if (outer.find(' ') != std::string::npos) // with input shapes
                k.chain.insert(outer);
        }
    }
    return k;
}

void fractions(const ProfileAggregates &p, const Keys &other, bool normalize, double *paired, double *exact)
{
    int64_t total = 0, byName = 0, any = 0;
    for (const LaunchRow &r : p.why.launches) {
        if (!r.isKernel)
            continue;
        total += r.totalNs;
        const bool name = other.names.count(r.kernel) > 0;
        const bool op = pairsThroughOperator(r, other);
        const bool norm = normalize && other.normalized.count(normalizeKernelName(r.kernel)) > 0;
        byName += name ? r.totalNs : 0;
        any += name || op || norm ? r.totalNs : 0;
    }
    *paired = total > 0 ? double(any) / double(total) : 0.0;
    *exact = total > 0 ? double(byName) / double(total) : 0.0;
}

} // namespace

bool KernelPairing::suggestOtherMatch() const
{
    return hasKernels && std::min(baseExactFraction, newExactFraction) < kBarelyOverlapFraction;
}

KernelPairing pairKernels(const ProfileAggregates &base, const ProfileAggregates &next, NameMatch match)
{
    KernelPairing out;
    const bool normalize = match == NameMatch::Normalized;
    auto hasKernels = [](const ProfileAggregates &p) {
        return std::any_of(p.why.launches.begin(), p.why.launches.end(),
            [](const LaunchRow &r) { return r.isKernel && r.totalNs > 0; });
    };
    out.hasKernels = hasKernels(base) && hasKernels(next);
    if (!out.hasKernels)
        return out;
    const Keys a = keysOf(base, normalize), b = keysOf(next, normalize);
    fractions(base, b, normalize, &out.basePairedFraction, &out.baseExactFraction);
    fractions(next, a, normalize, &out.newPairedFraction, &out.newExactFraction);
    return out;
}

std::vector<NamedTotal> kernelsByOperator(const ProfileAggregates &p)
{
    std::vector<NamedTotal> rows;
    for (const LaunchRow &r : p.why.launches) {
        if (r.isKernel)
            rows.push_back({ r.opName.empty() ? r.kernel : r.opKey(), r.count, r.totalNs });
    }
    std::sort(
        rows.begin(), rows.end(), [](const NamedTotal &a, const NamedTotal &b) { return a.name < b.name; });
    std::vector<NamedTotal> merged;
    for (NamedTotal &r : rows) {
        if (!merged.empty() && merged.back().name == r.name) {
            merged.back().count += r.count;
            merged.back().totalNs += r.totalNs;
        } else {
            merged.push_back(std::move(r));
        }
    }
    return merged;
}

const char *nameMatchName(NameMatch match)
{
    switch (match) {
    case NameMatch::Normalized:
        return "normalized";
    case NameMatch::Operator:
        return "operator";
    case NameMatch::Exact:
        break;
    }
    return "exact";
}

} // namespace stepline
