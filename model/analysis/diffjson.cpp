#include "profilediff.h"

#include "diffopperfreport.h"
#include "jsontext.h"

#include <nlohmann/json.hpp>

namespace stepline {

namespace {

using Json = nlohmann::ordered_json;

// Microseconds with up to three decimals (as in the summary document).
double us(int64_t ns)
{
    return double(ns) / 1000.0;
}

template <typename T> Json optional(const std::optional<T> &v)
{
    return v ? Json(*v) : Json(nullptr);
}

Json side(const ProfileAggregates &p)
{
    Json out;
    out["path"] = p.path;
    out["name"] = p.name;
    out["format"] = p.format;
    out["ranks"] = p.ranks.size();
    out["steps"] = p.stepCount();
    return out;
}

size_t limit(size_t size, size_t top)
{
    return top == 0 ? size : std::min(size, top);
}

Json rows(const std::vector<DiffRow> &rows, size_t top)
{
    Json out = Json::array();
    for (size_t i = 0; i < limit(rows.size(), top); ++i) {
        const DiffRow &r = rows[i];
        Json row;
        row["name"] = r.name;
        row["base_count"] = r.baseCount;
        row["new_count"] = r.newCount;
        row["base_total_us"] = us(r.baseTotalNs);
        row["new_total_us"] = us(r.newTotalNs);
        row["delta_us"] = us(r.deltaNs());
        row["ratio"] = optional(r.ratio());
        out.push_back(std::move(row));
    }
    return out;
}

void appendOneSided(Json *out, const char *kind, const std::vector<DiffRow> &rows, bool base, size_t top)
{
    for (size_t i = 0; i < limit(rows.size(), top); ++i) {
        Json row;
        row["kind"] = kind;
        row["name"] = rows[i].name;
        row["count"] = base ? rows[i].baseCount : rows[i].newCount;
        row["total_us"] = us(base ? rows[i].baseTotalNs : rows[i].newTotalNs);
        out->push_back(std::move(row));
    }
}

Json comparabilityJson(const ComparabilityCheck &c)
{
    Json out;
    out["verdict"] = comparabilityName(c.verdict);
    out["reasons"] = jsonRows(c.reasons, [&](const ComparabilityReason &r, Json &row) {
        row["key"] = r.key;
        row["severity"] = comparabilityName(r.severity);
        row["text"] = r.text;
    });
    return out;
}

Json attributionJson(const DiffAttribution &a)
{
    return jsonRows(a.causes, [&](const AttributionCause &c, Json &row) {
        row["cause"] = c.key;
        row["label"] = c.label;
        row["delta_us"] = us(c.deltaNs);
        row["share"] = optional(a.shareOf(c));
        if (!c.largest.empty()) {
            Json ops = Json::array();
            for (const AttributionDetail &d : c.largest) {
                Json op;
                op["name"] = d.name;
                op["delta_us"] = us(d.deltaNs);
                ops.push_back(std::move(op));
            }
            row["largest"] = std::move(ops);
        }
    });
}

} // namespace

std::string diffToJson(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options)
{
    Json doc;
    doc["schema"] = "stepline.diff/1";
    doc["base"] = side(base);
    doc["new"] = side(next);
    doc["match"] = nameMatchName(diff.match);
    doc["comparability"] = comparabilityJson(diff.comparability);

    const StepComparison &s = diff.steps;
    Json steps;
    steps["base_median_us"] = us(s.baseMedianNs);
    steps["new_median_us"] = us(s.newMedianNs);
    steps["delta_pct"] = optional(s.deltaPct);
    steps["whole_windows"] = s.wholeWindows;
    steps["base_count"] = s.baseCount;
    steps["new_count"] = s.newCount;
    Json positions = jsonRows(s.byPosition, [&](const StepPosition &p, Json &row) {
        row["index"] = p.index;
        row["ranks"] = p.ranks;
        row["base_median_us"] = us(p.baseMedianNs);
        row["new_median_us"] = us(p.newMedianNs);
        row["delta_us"] = us(p.newMedianNs - p.baseMedianNs);
    });
    const StepDeltaConfidence &c = diff.confidence;
    steps["base_mean_us"] = c.baseMeanNs / 1000.0;
    steps["new_mean_us"] = c.newMeanNs / 1000.0;
    steps["mean_delta_us"] = us(c.meanDeltaNs);
    steps["mean_delta_pct"] = optional(diff.meanDeltaPct());
    steps["delta_ci95_us"] = c.hasInterval() ? Json::array({ us(*c.lowNs), us(*c.highNs) }) : Json(nullptr);
    steps["ci_paired"] = c.paired;
    steps["ci_resamples"] = kBootstrapResamples;
    steps["by_position"] = std::move(positions);
    steps["unpaired_base"] = s.unpairedBase;
    steps["unpaired_new"] = s.unpairedNew;
    doc["steps"] = std::move(steps);

    // Absent (null) without GPU activity on either side; a side without it has nulls.
    if (diff.breakdown) {
        const BreakdownComparison &b = *diff.breakdown;
        doc["breakdown_per"] = b.perStep ? "step" : "device_span";
        Json samples;
        samples["base"] = b.baseSamples;
        samples["new"] = b.newSamples;
        doc["breakdown_samples"] = std::move(samples);
        Json classes;
        for (const BreakdownRow &r : b.rows) {
            Json row;
            row["base_us"] = r.baseNs ? Json(us(*r.baseNs)) : Json(nullptr);
            row["new_us"] = r.newNs ? Json(us(*r.newNs)) : Json(nullptr);
            row["delta_us"] = r.baseNs && r.newNs ? Json(us(*r.newNs - *r.baseNs)) : Json(nullptr);
            classes[std::string(r.key)] = std::move(row);
        }
        doc["breakdown"] = std::move(classes);
    } else {
        doc["breakdown"] = nullptr;
    }
    doc["attribution"] = attributionJson(diff.attribution);
    Json pairing;
    if (diff.pairing.hasKernels) {
        pairing["base_paired_fraction"] = diff.pairing.basePairedFraction;
        pairing["new_paired_fraction"] = diff.pairing.newPairedFraction;
        pairing["base_exact_fraction"] = diff.pairing.baseExactFraction;
        pairing["new_exact_fraction"] = diff.pairing.newExactFraction;
        pairing["suggest_other_match"] = diff.pairing.suggestOtherMatch();
    } else {
        pairing = nullptr;
    }
    doc["kernel_pairing"] = std::move(pairing);
    doc["kernels"] = rows(diff.kernels.both, options.top);
    doc["operators"] = rows(diff.operators.both, options.top);
    doc["annotations"] = rows(diff.annotations.both, options.top);
    Json onlyBase = Json::array(), onlyNew = Json::array();
    const std::pair<const char *, const DiffTable *> tables[] = { { "kernel", &diff.kernels },
        { "operator", &diff.operators }, { "annotation", &diff.annotations } };
    for (const auto &[kind, table] : tables) {
        appendOneSided(&onlyBase, kind, table->onlyBase, true, options.top);
        appendOneSided(&onlyNew, kind, table->onlyNew, false, options.top);
    }
    doc["only_in_base"] = std::move(onlyBase);
    doc["only_in_new"] = std::move(onlyNew);
    detail::addOpPerfDiff(doc, diff.opPerf, options.top);
    doc["notes"] = diff.notes;
    doc["verdict"] = diffVerdictName(diffVerdictOf(diff));
    if (options.failIfSlowerPct) {
        Json gate;
        gate["fail_if_slower_pct"] = *options.failIfSlowerPct;
        gate["on"] = "delta_ci95_low";
        gate["failed"] = slowerThan(diff, *options.failIfSlowerPct);
        doc["gate"] = std::move(gate);
    }
    return jsonText(doc, 2);
}

} // namespace stepline
