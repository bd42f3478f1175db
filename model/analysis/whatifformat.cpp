// stepline.whatif/1 and the plain-English output of `stepline whatif`.
#include "whatifreport.h"

#include "profile.h"
#include "textformat.h"
#include "jsontext.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace stepline {

namespace {

using json = nlohmann::ordered_json;

json usOrNull(int64_t ns)
{
    return ns < 0 ? json(nullptr) : json(double(ns) / 1000.0);
}

double rounded(double v, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(v * scale) / scale;
}

int32_t rankNumber(const Profile *profile, uint32_t rankIndex)
{
    return profile && rankIndex < profile->ranks().size() ? profile->ranks()[rankIndex].rank
                                                          : int32_t(rankIndex);
}

std::string eventName(const Profile *profile, EventId event)
{
    if (!profile || !event.isValid() || event.value >= profile->slices().size())
        return {};
    return std::string(profile->str(profile->slices().name[event.value]));
}

json pathToJson(const CriticalPath &p, const Profile *profile)
{
    json j;
    j["scenario"] = p.scenario;
    if (!p.available) {
        j["step"] = nullptr;
        j["reason"] = p.reason;
        return j;
    }
    j["step"] = p.stepNumber;
    j["end_rank"] = p.endRank;
    j["start_us"] = double(p.startNs) / 1000.0;
    j["end_us"] = double(p.endNs) / 1000.0;
    j["length_us"] = double(p.endNs - p.startNs) / 1000.0;
    j["origin_us"] = double(p.originNs) / 1000.0;
    j["origin_rank"] = rankNumber(profile, p.originRankIndex);
    json shares = json::object();
    const int64_t length = std::max<int64_t>(1, p.endNs - p.startNs);
    for (size_t c = 0; c < kWhatIfClassCount; ++c) {
        shares[whatIfClassKey(WhatIfClass(c))] = { { "us", double(p.classNs[c]) / 1000.0 },
            { "pct", rounded(100.0 * double(p.classNs[c]) / double(length), 2) } };
    }
    j["bound_by"] = shares;
    json segs = json::array();
    for (const CriticalPathSegment &s : p.segments) {
        json row;
        row["class"] = whatIfClassKey(s.cls);
        row["rank"] = rankNumber(profile, s.rankIndex);
        row["start_us"] = double(s.startNs) / 1000.0;
        row["end_us"] = double(s.endNs) / 1000.0;
        row["event"] = eventName(profile, s.event);
        segs.push_back(std::move(row));
    }
    j["segments"] = std::move(segs);
    return j;
}

} // namespace

std::string whatIfToJson(const WhatIfReport &r, const Profile *profile)
{
    json j;
    j["schema"] = "stepline.whatif/1";
    j["path"] = r.path;
    j["ranks"] = r.ranks;
    j["steps"] = r.steps;
    json baseline;
    baseline["step_us"] = usOrNull(r.measuredStepNs);
    baseline["replayed_step_us"] = usOrNull(r.replayedStepNs);
    baseline["self_check_error_pct"]
        = r.replayedStepNs < 0 ? json(nullptr) : json(rounded(r.selfCheckErrorPct, 3));
    baseline["self_check_passed"] = r.selfCheckPassed;
    baseline["reason"] = r.refusal.empty() ? json(nullptr) : json(r.refusal);
    j["baseline"] = std::move(baseline);
    json scenarios = json::array();
    for (const WhatIfScenarioResult &s : r.scenarios) {
        json row;
        row["name"] = std::string(whatIfScenarioName(s.scenario));
        if (s.available) {
            row["step_us"] = double(s.stepNs) / 1000.0;
            row["saving_us"] = double(s.savingNs) / 1000.0;
            row["saving_pct"] = rounded(s.savingPct, 2);
            row["reason"] = nullptr;
        } else {
            row["step_us"] = nullptr;
            row["saving_us"] = nullptr;
            row["saving_pct"] = nullptr;
            row["reason"] = s.reason;
        }
        scenarios.push_back(std::move(row));
    }
    j["scenarios"] = std::move(scenarios);
    if (!r.criticalPaths.empty()) {
        json paths = json::array();
        for (const CriticalPath &p : r.criticalPaths)
            paths.push_back(pathToJson(p, profile));
        j["critical_paths"] = std::move(paths);
    }
    return jsonText(j, 2);
}

std::string whatIfToText(const WhatIfReport &r, const Profile *profile)
{
    using detail::appendf;
    using detail::duration;
    std::string out;
    appendf(&out, "What a fix would buy: %zu rank(s), %zu step(s)\n", r.ranks, r.steps);
    if (r.measuredStepNs < 0) {
        out += "  No prediction: " + r.refusal + ".\n";
        return out;
    }
    out += "  Measured mean step: " + duration(r.measuredStepNs) + "\n";
    if (r.replayedStepNs >= 0) {
        appendf(&out, "  Replayed with nothing changed: %s (%.2f %% off; the self-check allows 1 %%)\n",
            duration(r.replayedStepNs).c_str(), r.selfCheckErrorPct);
    }
    if (!r.refusal.empty()) {
        out += "  Predictions refused: " + r.refusal + ".\n";
    } else {
        out += "\n  Scenario              Predicted step    Saving\n";
        for (const WhatIfScenarioResult &s : r.scenarios) {
            const std::string name(whatIfScenarioName(s.scenario));
            if (!s.available) {
                appendf(&out, "  %-21s absent: %s\n", name.c_str(), s.reason.c_str());
                continue;
            }
            appendf(&out, "  %-21s %-17s %s (%.1f %%)\n", name.c_str(), duration(s.stepNs).c_str(),
                duration(s.savingNs).c_str(), s.savingPct);
        }
    }
    for (const CriticalPath &p : r.criticalPaths) {
        out += "\n";
        if (!p.available) {
            out += "  Critical path (" + p.scenario + "): " + p.reason + "\n";
            continue;
        }
        const int64_t length = std::max<int64_t>(1, p.endNs - p.startNs);
        appendf(&out, "  Critical path of step %lld (%s), ending on rank %d: %s\n", (long long)p.stepNumber,
            p.scenario.c_str(), p.endRank, duration(p.endNs - p.startNs).c_str());
        out += "    bound by:";
        for (size_t c = 0; c < kWhatIfClassCount; ++c) {
            if (p.classNs[c] > 0)
                appendf(&out, " %s %.1f %%", whatIfClassKey(WhatIfClass(c)),
                    100.0 * double(p.classNs[c]) / double(length));
        }
        out += "\n";
        if (p.originNs > p.startNs) {
            appendf(&out,
                "    (the chain starts %s after the step: at the first event of rank %d that nothing before "
                "explains)\n",
                duration(p.originNs - p.startNs).c_str(), rankNumber(profile, p.originRankIndex));
        }
        // The pieces of at least 1 % of the path; the many short launch / host pieces in between
        // are summed in one line.
        const int64_t shown = std::max<int64_t>(1, length / 100);
        int64_t hiddenNs = 0;
        size_t hidden = 0;
        for (const CriticalPathSegment &s : p.segments) {
            if (s.endNs - s.startNs < shown) {
                hiddenNs += s.endNs - s.startNs;
                ++hidden;
                continue;
            }
            const std::string name = detail::elide(eventName(profile, s.event), 60);
            appendf(&out, "    rank %-3d %-13s %10s at %s  %s\n", rankNumber(profile, s.rankIndex),
                whatIfClassKey(s.cls), duration(s.endNs - s.startNs).c_str(), duration(s.startNs).c_str(),
                name.c_str());
        }
        if (hidden > 0)
            appendf(&out, "    (%zu shorter pieces, %s in all, not listed)\n", hidden,
                duration(hiddenNs).c_str());
    }
    return out;
}

} // namespace stepline
