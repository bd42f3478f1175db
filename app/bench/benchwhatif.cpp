// stepline-bench whatif: the cost of `stepline whatif` against the cost of loading the same job,
// measured in the same run (absolute seconds on a shared machine are noise; the ratios are the
// figures to compare). First the whole verb after loading, as it runs: the job's collectives, the
// graph, the replay with nothing changed and every scenario (two threads where the machine has
// them); then its parts: the graph's build and each scenario's replay on the built graph; and the
// graph's memory against the loaded model's.
#include "benchverbs.h"
#include "traceloader.h"
#include "whatifreport.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <string>

namespace stepline::bench {

namespace {

double ratio(double a, double b)
{
    return a / std::max(1e-9, b);
}

int runWhatIfBench(const QStringList &args)
{
    const QStringList paths = positional(args, {});
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench whatif FILE|DIR\n", stderr);
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    double cpu = processCpuSeconds();
    const LoadOutcome outcome = loadProfile(paths.front());
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench whatif: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    const double loadSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double loadCpu = processCpuSeconds() - cpu;
    const Profile &profile = *outcome.profile;
    printCount("ranks", int64_t(profile.ranks().size()), "ranks");
    printCount("events", int64_t(profile.eventCount()), "events");
    printFigure("load_seconds", loadSeconds, "s", 3);
    printFigure("load_cpu_seconds", loadCpu, "s", 3);

    // The verb after loading.
    timer.restart();
    cpu = processCpuSeconds();
    const WhatIfReport report = whatIf(profile, WhatIfOptions());
    const double whatIfSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double whatIfCpu = processCpuSeconds() - cpu;
    if (!report.refusal.empty())
        std::fprintf(stderr, "stepline-bench whatif: no prediction: %s\n", report.refusal.c_str());
    printFigure("whatif_seconds", whatIfSeconds, "s", 3);
    printFigure("whatif_cpu_seconds", whatIfCpu, "s", 3);
    printFigure("whatif_to_load_ratio", ratio(whatIfSeconds, loadSeconds), "x", 4);
    printFigure("whatif_cpu_to_load_cpu_ratio", ratio(whatIfCpu, loadCpu), "x", 4);
    printFigure("measured_step_us", double(report.measuredStepNs) / 1e3, "us", 1);
    printFigure("replayed_step_us", double(report.replayedStepNs) / 1e3, "us", 1);
    for (const WhatIfScenarioResult &s : report.scenarios) {
        const std::string name = "predicted_" + std::string(whatIfScenarioName(s.scenario)) + "_step_us";
        printFigure(name.c_str(), s.available ? double(s.stepNs) / 1e3 : -1.0, "us", 1);
    }

    // Its parts.
    timer.restart();
    cpu = processCpuSeconds();
    const WhatIfGraph graph = buildWhatIfGraph(profile);
    const double buildSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double buildCpu = processCpuSeconds() - cpu;
    printCount("graph_nodes", int64_t(graph.nodeCount()), "nodes");
    printCount("graph_edges", int64_t(graph.edgeCount()), "edges");
    printFigure("build_seconds", buildSeconds, "s", 3);
    printFigure("build_to_load_ratio", ratio(buildSeconds, loadSeconds), "x", 4);
    printFigure("build_cpu_to_load_cpu_ratio", ratio(buildCpu, loadCpu), "x", 4);
    WhatIfReplay replay;
    double slowest = 0;
    for (size_t s = 0; s < kWhatIfScenarioCount; ++s) {
        const WhatIfScenario scenario = WhatIfScenario(s);
        timer.restart();
        replayWhatIf(graph, scenario, &replay, scenario == WhatIfScenario::Baseline);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        slowest = std::max(slowest, seconds);
        const std::string name = "replay_" + std::string(whatIfScenarioName(scenario));
        printFigure((name + "_seconds").c_str(), seconds, "s", 3);
        printFigure((name + "_to_load_ratio").c_str(), ratio(seconds, loadSeconds), "x", 4);
    }
    printFigure("slowest_replay_to_load_ratio", ratio(slowest, loadSeconds), "x", 4);

    // Memory: the graph, and the graph with the two replays whatif runs at once (a replay holds a
    // time per node, and a binding edge per node for the critical path).
    const double modelMb = double(profile.modelBytes() + profile.stringPoolBytes()) / 1048576.0;
    const double graphMb = double(graph.memoryBytes()) / 1048576.0;
    const double replayMb = double(graph.nodeCount() * sizeof(int64_t)) / 1048576.0;
    printFigure("model_mb", modelMb, "MiB", 1);
    printFigure("graph_mb", graphMb, "MiB", 1);
    printFigure("graph_to_model_ratio", ratio(graphMb, modelMb), "x", 3);
    printFigure("graph_and_two_replays_to_model_ratio", ratio(graphMb + 2 * replayMb, modelMb), "x", 3);
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 1);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(whatif,
    { "whatif",
        "whatif FILE|DIR   whatif after loading (collectives, graph, every scenario) and its parts, as "
        "ratios to the load; graph memory against the model's",
        AppKind::Core, runWhatIfBench });

} // namespace stepline::bench
