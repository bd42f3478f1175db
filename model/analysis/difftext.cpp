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

} // namespace

std::string diffToText(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options)
{
    std::string out;
    sideLine(&out, "BASE", base);
    sideLine(&out, "NEW", next);
    if (diff.match == NameMatch::Normalized)
        out.append("Kernels matched by normalized name (template arguments, parameters, vendor prefixes and "
                   "numeric suffixes removed).\n");
    for (const std::string &note : diff.notes)
        appendf(&out, "Note: %s\n", note.c_str());

    const StepComparison &s = diff.steps;
    appendf(&out, "\n%s: %s -> %s (%s), over %zu and %zu %s\n",
        s.wholeWindows ? "Median window" : "Median step", duration(s.baseMedianNs).c_str(),
        duration(s.newMedianNs).c_str(), percentText(s.deltaPct).c_str(), s.baseCount, s.newCount,
        s.wholeWindows ? "rank windows" : "steps");
    const DiffVerdict verdict = diffVerdictOf(diff);
    if (verdict == DiffVerdict::Unchanged)
        appendf(&out, "Verdict: unchanged (NEW within %.0f %% of BASE)", kUnchangedPct);
    else
        appendf(&out, "Verdict: NEW is %.1f %% %s than BASE", std::abs(*s.deltaPct),
            verdict == DiffVerdict::Slower ? "slower" : "faster");
    if (options.failIfSlowerPct)
        appendf(&out, "; gate --fail-if-slower %g: %s", *options.failIfSlowerPct,
            slowerThan(diff, *options.failIfSlowerPct) ? "FAILED" : "passed");
    out.append("\n");

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
