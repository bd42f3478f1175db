#include "profilediff.h"

#include "diffopperfreport.h"

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

} // namespace

std::string diffToJson(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff,
    const DiffOutputOptions &options)
{
    Json doc;
    doc["schema"] = "stepline.diff/1";
    doc["base"] = side(base);
    doc["new"] = side(next);
    doc["match"] = diff.match == NameMatch::Normalized ? "normalized" : "exact";

    const StepComparison &s = diff.steps;
    Json steps;
    steps["base_median_us"] = us(s.baseMedianNs);
    steps["new_median_us"] = us(s.newMedianNs);
    steps["delta_pct"] = optional(s.deltaPct);
    steps["whole_windows"] = s.wholeWindows;
    steps["base_count"] = s.baseCount;
    steps["new_count"] = s.newCount;
    Json positions = Json::array();
    for (const StepPosition &p : s.byPosition) {
        Json row;
        row["index"] = p.index;
        row["ranks"] = p.ranks;
        row["base_median_us"] = us(p.baseMedianNs);
        row["new_median_us"] = us(p.newMedianNs);
        row["delta_us"] = us(p.newMedianNs - p.baseMedianNs);
        positions.push_back(std::move(row));
    }
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
        gate["failed"] = slowerThan(diff, *options.failIfSlowerPct);
        doc["gate"] = std::move(gate);
    }
    return doc.dump(2) + "\n";
}

} // namespace stepline
