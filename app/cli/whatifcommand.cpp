#include "verbs.h"

#include "verbpreamble.h"
#include "whatifreport.h"

#include <optional>
#include <string>
#include <vector>

namespace {

const char *const kWhatIfUsage
    = "Usage: stepline whatif PATH [--json] [--scenario NAME]... [--critical-path [--step N]]\n"
      "                       [--ranks LIST] [--window T0:T1] [--force]";
const char *const kWhatIfHelp
    = "Replays the whole job (every rank) with one cause changed and prints the predicted mean\n"
      "step time and the saving of each scenario: data_loader_zero, comm_half, launch_zero,\n"
      "sync_zero, exposed_memcpy_zero, straggler_on_time, host_ops_half. A replay with nothing\n"
      "changed must land within 1 % of the measured mean step, else no prediction is made.\n"
      "--critical-path: the chain of events that set the step's end, across ranks, with its share\n"
      "per class (the worst step, or --step N); with --scenario, also under each scenario.\n"
      "PATH: a trace, a job folder, a .stepline file, or a folder of .stepline rank files (loaded\n"
      "as one job).\n";

} // namespace

// Loads PATH (every rank of the job), replays it under each scenario and prints the predictions;
// with --json the stepline.whatif/1 document. Exit 0 on success (also when predictions are
// refused: the reason is the output), 1 on usage errors, 2 when loading fails.
int stepline::cli::runWhatIf(const std::vector<std::string> &args)
{
    CliArgs cli("whatif");
    cli.option({ "--scenario" }).flag({ "--critical-path" }).option({ "--step" });
    ScopedVerbInput in;
    if (const int rc = readScopedVerbInput(cli, args, kWhatIfUsage, kWhatIfHelp, &in); rc >= 0)
        return rc;
    const std::string usage = kWhatIfUsage;
    if (in.scope.kind != Scope::Kind::Job)
        return cli.usageError("whatif replays the whole job; use --ranks to load fewer ranks", usage);
    if (in.collectives.alignClocks)
        return cli.usageError(
            "whatif replays each rank on its own clock; --align-collectives does not apply", usage);
    WhatIfOptions options;
    for (const std::string &name : cli.values("--scenario")) {
        const std::optional<WhatIfScenario> s = parseWhatIfScenario(name);
        if (!s || *s == WhatIfScenario::Baseline)
            return cli.usageError("unknown scenario \"" + name + "\"", usage);
        options.scenarios.push_back(*s);
    }
    options.criticalPath = cli.has("--critical-path");
    options.criticalPathScenarios = options.criticalPath && !options.scenarios.empty();
    if (cli.has("--step")) {
        const std::optional<int64_t> step = parseInt64Arg(cli.value("--step"));
        options.step = step.value_or(0);
        if (!step || options.step < 0 || !options.criticalPath)
            return cli.usageError("--step takes a step number N >= 0, with --critical-path", usage);
    }

    LoadOutcome outcome;
    if (const int rc = loadScoped(cli, in, &outcome); rc != 0)
        return rc;
    const Profile &profile = *outcome.profile;
    const WhatIfReport report = whatIf(profile, options);
    return writeOut(in.json ? whatIfToJson(report, &profile) : whatIfToText(report, &profile));
}
