#include "verbs.h"

#include "cliargs.h"
#include "rules.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

struct RulesTr
{
    STEPLINE_TR_FUNCTIONS(RulesCommand)
};

const char *const kRulesUsage = "Usage: stepline rules PATH [--json] [--set Rule.param=value]... [--ranks "
                                "LIST] [--window T0:T1] [--force]";

void printHelp()
{
    std::string text = std::string(kRulesUsage) + "\n"
        + "Runs the SageMaker Debugger built-in rules (ProfilerReport) on a trace file or job folder and\n"
          "prints each verdict (triggered, ok, not_applicable) with its reason, evidence and advice.\n"
          "Rules and parameters (defaults):\n";
    for (const stepline::RuleDefinition &rule : stepline::ruleDefinitions()) {
        text += "  " + rule.name + "\n";
        for (const stepline::RuleParam &p : rule.defaults)
            text += "      " + p.name + " = "
                + (p.isText ? p.text : stepline::rules::formatNumber(p.number, 3)) + "  (" + p.help + ")\n";
    }
    std::fputs(text.c_str(), stdout);
}

} // namespace

// Loads PATH and runs every rule. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runRules(const std::vector<std::string> &args)
{
    CliArgs cli("rules");
    cli.flag({ "--json" }).option({ "--set" }).loadOptions();
    const std::string usage = kRulesUsage;
    if (!cli.parse(args)) {
        // Keep the verb's own wording for its one option.
        const std::string problem = cli.error().starts_with("--set ")
            ? RulesTr::tr("--set needs Rule.param=value").str()
            : cli.error();
        return cli.usageError(problem, usage);
    }
    if (cli.help()) {
        printHelp();
        return 0;
    }
    ParamOverrides overrides;
    for (const std::string &text : cli.values("--set")) {
        std::string error;
        if (!parseOverride(text, &overrides, &error))
            return cli.usageError(error, usage);
    }
    LoadOptions options;
    if (std::string problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, usage);
    if (cli.path().empty())
        return cli.usageError(RulesTr::tr("missing PATH"), usage);

    LoadOutcome outcome;
    if (const int rc = loadForCommand(cli.path(), options, &outcome); rc != 0)
        return rc;
    const std::vector<RuleResult> results
        = runProfilerReport(ruleInputFromProfile(*outcome.profile), overrides);
    const std::string text = cli.has("--json") ? rulesToJson(results) : rulesToText(results);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
}
