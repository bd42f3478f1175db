// stepline-bench whatif: the cost of `stepline whatif` against the cost of loading the same job,
// measured in the same run: the graph build and the replay of every scenario as ratios to the load
// time (absolute seconds on a shared machine are noise; the ratios are the figures to compare),
// and the graph's memory against the loaded model's.
#include "benchverbs.h"
#include "collectives.h"
#include "traceloader.h"
#include "whatifreport.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <string>

namespace stepline::bench {

namespace {

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
        std::fprintf(stderr, "stepline-bench whatif: %s\n", qPrintable(outcome.error.toUserMessage()));
        return 2;
    }
    const double loadSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double loadCpu = processCpuSeconds() - cpu;
    const Profile &profile = *outcome.profile;

    timer.restart();
    cpu = processCpuSeconds();
    const CollectiveAnalysis collectives = analyzeCollectives(profile);
    const WhatIfGraph graph = buildWhatIfGraph(profile, &collectives);
    const double buildSeconds = double(timer.nsecsElapsed()) / 1e9;
    const double buildCpu = processCpuSeconds() - cpu;

    printCount("ranks", int64_t(profile.ranks().size()), "ranks");
    printCount("events", int64_t(profile.eventCount()), "events");
    printCount("graph_nodes", int64_t(graph.nodeCount()), "nodes");
    printCount("graph_edges", int64_t(graph.edgeCount()), "edges");
    printFigure("load_seconds", loadSeconds, "s", 3);
    printFigure("load_cpu_seconds", loadCpu, "s", 3);
    printFigure("build_seconds", buildSeconds, "s", 3);
    printFigure("build_to_load_ratio", buildCpu / std::max(1e-9, loadCpu), "x", 4);
    const double modelMb = double(profile.modelBytes() + profile.stringPoolBytes()) / 1048576.0;
    printFigure("model_mb", modelMb, "MiB", 1);
    printFigure("graph_mb", double(graph.memoryBytes()) / 1048576.0, "MiB", 1);
    printFigure(
        "graph_to_model_ratio", double(graph.memoryBytes()) / 1048576.0 / std::max(1e-9, modelMb), "x", 3);

    const std::string refusal = whatIfGraphRefusal(graph);
    if (!refusal.empty())
        std::fprintf(stderr, "stepline-bench whatif: no prediction: %s\n", refusal.c_str());
    WhatIfReplay replay;
    double totalCpu = 0;
    for (size_t s = 0; s < kWhatIfScenarioCount; ++s) {
        const WhatIfScenario scenario = WhatIfScenario(s);
        timer.restart();
        cpu = processCpuSeconds();
        replayWhatIf(graph, scenario, &replay, scenario == WhatIfScenario::Baseline);
        const int64_t step = meanStepNs(graph, &replay);
        const double replayCpu = processCpuSeconds() - cpu;
        totalCpu += replayCpu;
        const std::string name = "replay_" + std::string(whatIfScenarioName(scenario));
        printFigure((name + "_seconds").c_str(), double(timer.nsecsElapsed()) / 1e9, "s", 3);
        printFigure((name + "_to_load_ratio").c_str(), replayCpu / std::max(1e-9, loadCpu), "x", 4);
        printFigure((name + "_step_us").c_str(), double(step) / 1e3, "us", 1);
    }
    printFigure("all_scenarios_to_load_ratio", (buildCpu + totalCpu) / std::max(1e-9, loadCpu), "x", 4);
    printFigure("measured_step_us", double(meanStepNs(graph, nullptr)) / 1e3, "us", 1);
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 1);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(whatif,
    { "whatif", "whatif FILE|DIR   what-if graph build and every scenario's replay, as ratios to the load",
        AppKind::Core, runWhatIfBench });

} // namespace stepline::bench
