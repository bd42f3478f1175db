#include "profilediff.h"

#include "diffopperfreport.h"
#include "textformat.h"

#include <cinttypes>
#include <cmath>
#include <cstdio>

namespace stepline {

namespace {

using detail::appendf;
using detail::duration;
using detail::elide;

std::string signedDuration(int64_t ns)
{
    std::string text = duration(ns);
    if (ns > 0)
        text.insert(text.begin(), '+');
    return text;
}

std::string percentText(const std::optional<double> &pct)
{
    if (!pct)
        return "n/a";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f %%", *pct);
    return buffer;
}

std::string ratioText(const std::optional<double> &ratio)
{
    if (!ratio)
        return "-";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2fx", *ratio);
    return buffer;
}

size_t limit(size_t size, size_t top)
{
    return top == 0 ? size : std::min(size, top);
}

void sideLine(std::string *out, const char *label, const ProfileAggregates &p)
{
    appendf(out, "%-4s  %s  (%s, %zu rank%s, %zu step%s)\n", label, p.path.c_str(), p.format.c_str(),
        p.ranks.size(), p.ranks.size() == 1 ? "" : "s", p.stepCount(), p.stepCount() == 1 ? "" : "s");
}

void table(std::string *out, const char *title, const DiffTable &t, size_t top)
{
    appendf(out, "\n%s: %zu on both sides, %zu only in BASE, %zu only in NEW", title, t.both.size(),
        t.onlyBase.size(), t.onlyNew.size());
    if (t.both.empty()) {
        out->append("\n");
        return;
    }
    const size_t n = limit(t.both.size(), top);
    appendf(out, "%s\n", n < t.both.size() ? (" (top " + std::to_string(n) + " by |delta|)").c_str() : "");
    appendf(out, "  %9s %9s  %12s  %12s  %13s  %7s  %s\n", "count B", "count N", "total B", "total N",
        "delta", "ratio", "name");
    for (size_t i = 0; i < n; ++i) {
        const DiffRow &r = t.both[i];
        appendf(out, "  %9" PRIu64 " %9" PRIu64 "  %12s  %12s  %13s  %7s  %s\n", r.baseCount, r.newCount,
            duration(r.baseTotalNs).c_str(), duration(r.newTotalNs).c_str(),
            signedDuration(r.deltaNs()).c_str(), ratioText(r.ratio()).c_str(), elide(r.name, 100).c_str());
    }
}

void oneSided(std::string *out, const char *title, const DiffTable *const tables[3], bool base, size_t top)
{
    static const char *const kKinds[3] = { "kernel", "operator", "annotation" };
    size_t total = 0;
    for (int k = 0; k < 3; ++k)
        total += (base ? tables[k]->onlyBase : tables[k]->onlyNew).size();
    appendf(out, "\n%s: %zu\n", title, total);
    if (total == 0)
        return;
    appendf(out, "  %-10s  %9s  %12s  %s\n", "kind", "count", "total", "name");
    for (int k = 0; k < 3; ++k) {
        const std::vector<DiffRow> &rows = base ? tables[k]->onlyBase : tables[k]->onlyNew;
        const size_t n = limit(rows.size(), top);
        for (size_t i = 0; i < n; ++i)
            appendf(out, "  %-10s  %9" PRIu64 "  %12s  %s\n", kKinds[k],
                base ? rows[i].baseCount : rows[i].newCount,
                duration(base ? rows[i].baseTotalNs : rows[i].newTotalNs).c_str(),
                elide(rows[i].name, 100).c_str());
        if (n < rows.size())
            appendf(out, "  %-10s  ... %zu more\n", kKinds[k], rows.size() - n);
    }
}

std::string breakdownLabel(std::string_view key, bool perStep)
{
    if (key == "length")
        return perStep ? "step length" : "GPU span";
    if (key == "exposed_comm")
        return "exposed comm";
    if (key == "exposed_memcpy")
        return "exposed memcpy";
    if (key == "busy" || key == "computation" || key == "idle")
        return std::string(key);
    for (size_t c = 0; c < kIdleCauseCount; ++c) {
        if (idleCauseKey(IdleCause(c)) == key)
            return "  idle: " + std::string(idleCauseLabel(IdleCause(c)));
    }
    return std::string(key);
}

void breakdownTable(std::string *out, const BreakdownComparison &b)
{
    if (b.perStep)
        appendf(out, "\nGPU time per step (mean over %zu device-steps of BASE, %zu of NEW)\n", b.baseSamples,
            b.newSamples);
    else
        appendf(out, "\nGPU time per device over its GPU span (mean over %zu devices of BASE, %zu of NEW)\n",
            b.baseSamples, b.newSamples);
    appendf(out, "  %-24s  %12s  %12s  %13s\n", "", "BASE", "NEW", "delta");
    for (const BreakdownRow &r : b.rows) {
        const std::string a = r.baseNs ? duration(*r.baseNs) : std::string("absent");
        const std::string n = r.newNs ? duration(*r.newNs) : std::string("absent");
        const std::string d = r.baseNs && r.newNs ? signedDuration(*r.newNs - *r.baseNs) : std::string("-");
        appendf(out, "  %-24s  %12s  %12s  %13s\n", breakdownLabel(r.key, b.perStep).c_str(), a.c_str(),
            n.c_str(), d.c_str());
    }
}

void comparabilityLines(std::string *out, const ComparabilityCheck &c)
{
    appendf(out, "Comparability: %s\n", comparabilityName(c.verdict));
    for (const ComparabilityReason &r : c.reasons)
        appendf(out, "  %-12s %s\n", comparabilityName(r.severity), r.text.c_str());
}

void attributionLines(std::string *out, const DiffAttribution &a)
{
    appendf(out, "\nWhy the mean %s changed by %s (causes sum to it exactly, largest first)\n",
        a.perStep ? "step" : "window", signedDuration(a.meanDeltaNs).c_str());
    size_t shown = 0;
    for (const AttributionCause &c : a.causes) {
        if (c.deltaNs == 0)
            continue;
        const std::optional<double> share = a.shareOf(c);
        char pct[32] = "";
        if (share)
            std::snprintf(pct, sizeof pct, "%+.1f %%", 100.0 * *share);
        appendf(out, "  %2zu. %-44s %13s  %9s\n", ++shown, c.label.c_str(), signedDuration(c.deltaNs).c_str(),
            pct);
        for (const AttributionDetail &d : c.largest)
            appendf(
                out, "        %-42s %13s\n", elide(d.name, 42).c_str(), signedDuration(d.deltaNs).c_str());
    }
    if (shown == 0)
        out->append("  (no cause changed)\n");
}

} // namespace

std::string diffToText(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options)
{
    std::string out;
    comparabilityLines(&out, diff.comparability);
    sideLine(&out, "BASE", base);
    sideLine(&out, "NEW", next);
    if (diff.match == NameMatch::Normalized)
        out.append("Kernels matched by normalized name (template arguments, parameters, vendor prefixes and "
                   "numeric suffixes removed).\n");
    else if (diff.match == NameMatch::Operator)
        out.append("Kernels matched by the operator that launched them (name and input shapes).\n");
    if (diff.pairing.hasKernels)
        appendf(&out,
            "Kernel time paired (same name or same launching operator and shapes): BASE %.1f %%, NEW %.1f "
            "%%\n",
            100.0 * diff.pairing.basePairedFraction, 100.0 * diff.pairing.newPairedFraction);
    if (diff.pairing.suggestOtherMatch() && diff.match == NameMatch::Exact)
        appendf(&out,
            "Hint: exact kernel names barely overlap (%.0f %% of BASE's kernel time, %.0f %% of NEW's): try "
            "--match operator or --match normalized.\n",
            100.0 * diff.pairing.baseExactFraction, 100.0 * diff.pairing.newExactFraction);
    for (const std::string &note : diff.notes)
        appendf(&out, "Note: %s\n", note.c_str());

    const StepComparison &s = diff.steps;
    appendf(&out, "\n%s: %s -> %s (%s), over %zu and %zu %s\n",
        s.wholeWindows ? "Median window" : "Median step", duration(s.baseMedianNs).c_str(),
        duration(s.newMedianNs).c_str(), percentText(s.deltaPct).c_str(), s.baseCount, s.newCount,
        s.wholeWindows ? "rank windows" : "steps");
    const StepDeltaConfidence &c = diff.confidence;
    appendf(&out, "Mean %s: %s -> %s, delta %s (%s)", s.wholeWindows ? "window" : "step",
        duration(int64_t(std::llround(c.baseMeanNs))).c_str(),
        duration(int64_t(std::llround(c.newMeanNs))).c_str(), signedDuration(c.meanDeltaNs).c_str(),
        percentText(diff.meanDeltaPct()).c_str());
    if (c.hasInterval())
        appendf(&out, ", 95 %% interval [%s, %s] (%s bootstrap, %zu resamples)\n",
            signedDuration(*c.lowNs).c_str(), signedDuration(*c.highNs).c_str(),
            c.paired ? "paired" : "two-sample", kBootstrapResamples);
    else
        out.append(", no interval (fewer than 2 steps on a side)\n");
    const DiffVerdict verdict = diffVerdictOf(diff);
    if (verdict == DiffVerdict::NoSignificantChange)
        out.append(c.hasInterval() ? "Verdict: no significant change (the 95 % interval includes 0)"
                                   : "Verdict: no significant change (too few steps for an interval)");
    else if (verdict == DiffVerdict::Unchanged)
        appendf(&out, "Verdict: unchanged (a significant change, within %.0f %% of BASE)", kUnchangedPct);
    else
        appendf(&out, "Verdict: NEW is %.1f %% %s than BASE", std::abs(*diff.meanDeltaPct()),
            verdict == DiffVerdict::Slower ? "slower" : "faster");
    if (options.failIfSlowerPct)
        appendf(&out, "; gate --fail-if-slower %g on the interval's lower bound: %s",
            *options.failIfSlowerPct, slowerThan(diff, *options.failIfSlowerPct) ? "FAILED" : "passed");
    out.append("\n");
    attributionLines(&out, diff.attribution);

    if (!s.byPosition.empty()) {
        const size_t n = limit(s.byPosition.size(), options.top);
        appendf(&out, "\nSteps by position (median over the ranks that have it on both sides)%s\n",
            n < s.byPosition.size() ? (", first " + std::to_string(n)).c_str() : "");
        appendf(&out, "  %5s  %6s  %12s  %12s  %13s\n", "step", "ranks", "BASE", "NEW", "delta");
        for (size_t i = 0; i < n; ++i) {
            const StepPosition &p = s.byPosition[i];
            appendf(&out, "  %5zu  %6zu  %12s  %12s  %13s\n", p.index + 1, p.ranks,
                duration(p.baseMedianNs).c_str(), duration(p.newMedianNs).c_str(),
                signedDuration(p.newMedianNs - p.baseMedianNs).c_str());
        }
        if (s.unpairedBase || s.unpairedNew)
            appendf(&out, "  unpaired: %zu step(s) of BASE, %zu of NEW\n", s.unpairedBase, s.unpairedNew);
    }

    if (diff.breakdown)
        breakdownTable(&out, *diff.breakdown);
    else
        out.append("\nGPU time breakdown: absent (neither profile has GPU activity)\n");

    table(&out, "Kernels", diff.kernels, options.top);
    table(&out, "Operators", diff.operators, options.top);
    table(&out, "Annotations", diff.annotations, options.top);
    const DiffTable *const tables[3] = { &diff.kernels, &diff.operators, &diff.annotations };
    oneSided(&out, "Only in BASE", tables, true, options.top);
    oneSided(&out, "Only in NEW", tables, false, options.top);
    detail::opPerfDiffText(&out, diff.opPerf, options.top);
    return out;
}

} // namespace stepline
