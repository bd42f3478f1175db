#include "rules.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <limits>

namespace stepline {

namespace {

bool parseDouble(const std::string &text, double *out)
{
    if (text.empty())
        return false;
    const char *first = text.data();
    const char *last = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(first, last, *out);
    return ec == std::errc() && ptr == last && std::isfinite(*out);
}

} // namespace

const char *verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Triggered:
        return "triggered";
    case Verdict::Ok:
        return "ok";
    case Verdict::NotApplicable:
        break;
    }
    return "not_applicable";
}

double RuleParams::number(const std::string &name) const
{
    for (const RuleParam &p : m_params)
        if (p.name == name)
            return p.number;
    return 0;
}

std::string RuleParams::text(const std::string &name) const
{
    for (const RuleParam &p : m_params)
        if (p.name == name)
            return p.text;
    return {};
}

const RuleDefinition *findRule(const std::string &name)
{
    for (const RuleDefinition &d : ruleDefinitions())
        if (d.name == name)
            return &d;
    return nullptr;
}

bool validateOverride(
    const std::string &rule, const std::string &param, const std::string &value, std::string *error)
{
    const RuleDefinition *def = findRule(rule);
    if (!def) {
        if (error)
            *error = "unknown rule '" + rule + "'";
        return false;
    }
    for (const RuleParam &p : def->defaults) {
        if (p.name != param)
            continue;
        if (p.isText) {
            if (param == "mode" && value != "any" && value != "train" && value != "eval") {
                if (error)
                    *error = rule + ".mode must be any, train or eval";
                return false;
            }
            return true;
        }
        double v = 0;
        if (!parseDouble(value, &v) || v < 0) {
            if (error)
                *error = rule + "." + param + " needs a number >= 0, got '" + value + "'";
            return false;
        }
        return true;
    }
    if (error)
        *error = "rule " + rule + " has no parameter '" + param + "'";
    return false;
}

bool parseOverride(const std::string &assignment, ParamOverrides *overrides, std::string *error)
{
    const size_t dot = assignment.find('.');
    const size_t eq = assignment.find('=');
    if (dot == std::string::npos || eq == std::string::npos || dot > eq) {
        if (error)
            *error = "expected Rule.param=value, got '" + assignment + "'";
        return false;
    }
    const std::string rule = assignment.substr(0, dot);
    const std::string param = assignment.substr(dot + 1, eq - dot - 1);
    const std::string value = assignment.substr(eq + 1);
    if (!validateOverride(rule, param, value, error))
        return false;
    (*overrides)[rule][param] = value;
    return true;
}

std::vector<RuleParam> effectiveParams(const RuleDefinition &rule, const ParamOverrides &overrides)
{
    std::vector<RuleParam> params = rule.defaults;
    const auto it = overrides.find(rule.name);
    if (it == overrides.end())
        return params;
    for (RuleParam &p : params) {
        const auto v = it->second.find(p.name);
        if (v == it->second.end() || !validateOverride(rule.name, p.name, v->second, nullptr))
            continue;
        if (p.isText)
            p.text = v->second;
        else
            parseDouble(v->second, &p.number);
    }
    return params;
}

RuleResult runRule(const RuleDefinition &rule, const RuleInput &input, const ParamOverrides &overrides)
{
    const RuleParams params(effectiveParams(rule, overrides));
    RuleResult result = rule.evaluate(input, params);
    result.name = rule.name;
    result.needs = rule.needs;
    result.parameters = params.all();
    return result;
}

std::vector<RuleResult> runProfilerReport(const RuleInput &input, const ParamOverrides &overrides)
{
    std::vector<RuleResult> results;
    for (const RuleDefinition &rule : ruleDefinitions())
        results.push_back(runRule(rule, input, overrides));
    return results;
}

namespace rules {

std::string formatNumber(double value, int decimals)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
    std::string s = buf;
    if (s.find('.') != std::string::npos) {
        while (!s.empty() && s.back() == '0')
            s.pop_back();
        if (!s.empty() && s.back() == '.')
            s.pop_back();
    }
    return s;
}

} // namespace rules

} // namespace stepline
