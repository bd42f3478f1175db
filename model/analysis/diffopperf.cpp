#include "diffopperf.h"

#include "opperf.h"
#include "profile.h"

#include <algorithm>
#include <cstdlib>
#include <tuple>

namespace stepline {

namespace {

auto keyOf(const OpPerfTotal &r)
{
    return std::tie(r.name, r.inputDims, r.inputTypes);
}

std::optional<double> tflops(const OpPerfTotal &r)
{
    if (r.kernelNs <= 0)
        return std::nullopt;
    return r.flops / (double(r.kernelNs) * 1e-9) / 1e12;
}

} // namespace

OpPerfTotals opPerfTotals(const Profile &profile, const OpPerfAnalysis &analysis)
{
    OpPerfTotals out;
    for (const OpPerfRow &r : analysis.rows) {
        OpPerfTotal t;
        t.name = std::string(profile.str(r.name));
        t.inputDims = r.inputDims;
        t.inputTypes = r.inputTypes;
        t.count = r.count;
        t.kernelNs = r.kernelNs;
        t.flops = r.flops * double(r.count);
        t.pctOfRoof = r.pctOfRoof;
        out.rows.push_back(std::move(t));
    }
    // Signatures differing only in Concrete Inputs are one row here.
    std::sort(out.rows.begin(), out.rows.end(),
        [](const OpPerfTotal &a, const OpPerfTotal &b) { return keyOf(a) < keyOf(b); });
    std::vector<OpPerfTotal> merged;
    for (OpPerfTotal &r : out.rows) {
        if (!merged.empty() && keyOf(merged.back()) == keyOf(r)) {
            OpPerfTotal &m = merged.back();
            m.count += r.count;
            m.kernelNs += r.kernelNs;
            m.flops += r.flops;
            m.pctOfRoof.reset(); // two roofs: no one figure
        } else {
            merged.push_back(std::move(r));
        }
    }
    out.rows = std::move(merged);
    double sum = 0;
    for (const StepMfu &m : analysis.mfu) {
        if (m.mfu) {
            sum += *m.mfu;
            ++out.mfuSteps;
        }
    }
    if (out.mfuSteps > 0)
        out.meanMfu = sum / double(out.mfuSteps);
    return out;
}

OpPerfComparison compareOpPerf(const OpPerfTotals &base, const OpPerfTotals &next)
{
    OpPerfComparison out;
    out.baseMfu = base.meanMfu;
    out.newMfu = next.meanMfu;
    size_t i = 0, j = 0;
    while (i < base.rows.size() || j < next.rows.size()) {
        if (j >= next.rows.size() || (i < base.rows.size() && keyOf(base.rows[i]) < keyOf(next.rows[j]))) {
            ++out.onlyBase;
            ++i;
        } else if (i >= base.rows.size() || keyOf(next.rows[j]) < keyOf(base.rows[i])) {
            ++out.onlyNew;
            ++j;
        } else {
            const OpPerfTotal &b = base.rows[i++], &n = next.rows[j++];
            OpPerfDelta d;
            d.name = b.name;
            d.inputDims = b.inputDims;
            d.inputTypes = b.inputTypes;
            d.baseKernelNs = b.kernelNs;
            d.newKernelNs = n.kernelNs;
            d.baseTflops = tflops(b);
            d.newTflops = tflops(n);
            d.basePctOfRoof = b.pctOfRoof;
            d.newPctOfRoof = n.pctOfRoof;
            out.both.push_back(std::move(d));
        }
    }
    std::stable_sort(out.both.begin(), out.both.end(), [](const OpPerfDelta &a, const OpPerfDelta &b) {
        const int64_t da = std::llabs(a.newKernelNs - a.baseKernelNs),
                      db = std::llabs(b.newKernelNs - b.baseKernelNs);
        if (da != db)
            return da > db;
        return a.name < b.name;
    });
    return out;
}

} // namespace stepline
