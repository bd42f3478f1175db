// The `stepline.rules/1` JSON document and the terminal table.

#include "rules.h"

#include "rulesinternal.h"
#include "jsontext.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace stepline {

namespace {

double roundTo(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    return std::round(v * f) / f;
}

nlohmann::ordered_json number(double v)
{
    if (!std::isfinite(v))
        return nullptr;
    return roundTo(v, 3);
}

} // namespace

std::string rulesToJson(const std::vector<RuleResult> &results)
{
    nlohmann::ordered_json doc;
    doc["schema"] = "stepline.rules/1";
    nlohmann::ordered_json rules = nlohmann::ordered_json::array();
    for (const RuleResult &r : results) {
        nlohmann::ordered_json rule;
        rule["name"] = r.name;
        rule["verdict"] = verdictName(r.verdict);
        rule["reason"] = r.reason;
        nlohmann::ordered_json params = nlohmann::ordered_json::object();
        for (const RuleParam &p : r.parameters) {
            if (p.isText)
                params[p.name] = p.text;
            else
                params[p.name] = number(p.number);
        }
        rule["parameters"] = params;
        nlohmann::ordered_json evidence = nlohmann::ordered_json::array();
        for (const Evidence &e : r.evidence) {
            nlohmann::ordered_json item;
            item["label"] = e.label;
            item["value"] = number(e.value);
            item["unit"] = e.unit;
            if (e.hasRange()) {
                item["start_us"] = roundTo(double(e.startNs) / 1e3, 3);
                item["end_us"] = roundTo(double(e.endNs) / 1e3, 3);
            }
            item["view"] = e.view;
            evidence.push_back(item);
        }
        rule["evidence"] = evidence;
        rule["advice"] = r.advice;
        rules.push_back(rule);
    }
    doc["rules"] = rules;
    return jsonText(doc, 2);
}

std::string rulesToText(const std::vector<RuleResult> &results)
{
    std::string out;
    for (const RuleResult &r : results) {
        std::string verdict = verdictName(r.verdict);
        out += r.name + std::string(r.name.size() < 24 ? 24 - r.name.size() : 1, ' ') + verdict + "\n";
        out += "  Needs: " + r.needs + "\n";
        out += "  " + r.reason + "\n";
        for (const Evidence &e : r.evidence) {
            out += "    - " + e.label + ": " + rules::formatNumber(e.value, 3) + " " + e.unit;
            if (e.hasRange())
                out += "  [" + rules::formatNumber(double(e.startNs) / 1e3, 3) + " us .. "
                    + rules::formatNumber(double(e.endNs) / 1e3, 3) + " us]";
            out += "\n";
        }
        if (!r.advice.empty())
            out += "  Advice: " + r.advice + "\n";
    }
    return out;
}

} // namespace stepline
