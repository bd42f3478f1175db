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
    std::set<std::string, std::less<>> ops;
};

Keys keysOf(const ProfileAggregates &p, bool normalize)
{
    Keys k;
    for (const LaunchRow &r : p.why.launches) {
        if (!r.isKernel)
            continue;
        k.names.insert(r.kernel);
        if (normalize)
            k.normalized.insert(normalizeKernelName(r.kernel));
        if (!r.opName.empty())
            k.ops.insert(r.opKey());
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
        const bool op = !r.opName.empty() && other.ops.count(r.opKey()) > 0;
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
