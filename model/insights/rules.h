#pragma once

#include "ruleinput.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace stepline {

enum class Verdict : uint8_t { Triggered, Ok, NotApplicable };

// "triggered", "ok", "not_applicable" (the JSON spelling).
const char *verdictName(Verdict verdict);

// One rule parameter. Numbers are doubles; StepOutlier's mode is text.
struct RuleParam
{
    std::string name;
    double number = 0;
    std::string text;
    bool isText = false;
    std::string help; // one line, English
};

// A fact behind a verdict. startNs/endNs (ns since job origin) are set when the fact is about a
// period; "open the evidence" zooms the timeline there. view says where it is best seen.
struct Evidence
{
    std::string label;
    double value = 0;
    std::string unit; // "%", "ms", "s", "count", ...
    int64_t startNs = -1;
    int64_t endNs = -1;
    std::string view = "timeline"; // "timeline" or "dashboard"
    bool hasRange() const { return startNs >= 0 && endNs > startNs; }
};

struct RuleResult
{
    std::string name;
    std::string needs; // what the rule reads
    Verdict verdict = Verdict::NotApplicable;
    std::string reason; // why this verdict, with the numbers
    std::vector<RuleParam> parameters; // effective values
    std::vector<Evidence> evidence;
    std::string advice; // plain words; empty when there is nothing to do
    bool usedDerivedData = false; // GPU/CPU utilization derived from the trace, not measured
};

// Effective parameters of one rule, looked up by name.
class RuleParams
{
public:
    explicit RuleParams(std::vector<RuleParam> params)
        : m_params(std::move(params))
    {
    }
    double number(const std::string &name) const;
    std::string text(const std::string &name) const;
    const std::vector<RuleParam> &all() const { return m_params; }

private:
    std::vector<RuleParam> m_params;
};

struct RuleDefinition
{
    std::string name;
    std::string description;
    std::string needs;
    std::vector<RuleParam> defaults;
    RuleResult (*evaluate)(const RuleInput &input, const RuleParams &params) = nullptr;
};

// The ten Debugger built-in rules in the order ProfilerReport lists them, with Straggler (ours)
// beside LoadBalancing, then ours over the GPU time breakdown: DataLoaderStall, HostBound,
// SyncStall, ExposedCommunication.
const std::vector<RuleDefinition> &ruleDefinitions();
const RuleDefinition *findRule(const std::string &name);

// Overrides: rule name -> parameter name -> value as typed ("12", "train").
using ParamOverrides = std::map<std::string, std::map<std::string, std::string>>;

// Parses "Rule.param=value" and checks the rule, the parameter and, for numbers, the value.
// On failure returns false with an English message in *error.
bool parseOverride(const std::string &assignment, ParamOverrides *overrides, std::string *error);
// Checks one (rule, param, value) triple without storing it.
bool validateOverride(
    const std::string &rule, const std::string &param, const std::string &value, std::string *error);

// The defaults of a rule with overrides applied (invalid overrides are ignored).
std::vector<RuleParam> effectiveParams(const RuleDefinition &rule, const ParamOverrides &overrides);

RuleResult runRule(const RuleDefinition &rule, const RuleInput &input, const ParamOverrides &overrides = {});

// ProfilerReport: every rule, in ruleDefinitions() order.
std::vector<RuleResult> runProfilerReport(const RuleInput &input, const ParamOverrides &overrides = {});

// The `stepline.rules/1` document, pretty printed with a trailing newline.
std::string rulesToJson(const std::vector<RuleResult> &results);
// A readable table for the terminal.
std::string rulesToText(const std::vector<RuleResult> &results);

namespace rules {
// "12.3" with up to `decimals` decimals, trailing zeros removed.
std::string formatNumber(double value, int decimals = 2);
} // namespace rules

} // namespace stepline
