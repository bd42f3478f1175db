// stepline-bench analyses: time of every summary analysis (METRICS.md) over one loaded profile.
#include "annotations.h"
#include "benchverbs.h"
#include "collectives.h"
#include "cpustats.h"
#include "gputime.h"
#include "kernelstats.h"
#include "launchlatency.h"
#include "memoryops.h"
#include "opperf.h"
#include "precision.h"
#include "steps.h"
#include "summary.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <string>
#include <utility>

namespace stepline::bench {

namespace {

const char *const kUsage
    = "usage: stepline-bench analyses FILE|DIR [--repeat K]\n"
      "       stepline-bench analyses --events N [--repeat K]   (generates a one-rank trace first)\n";

// Keeps a result the optimizer could otherwise drop; counts one run.
template <typename T> size_t kept(const T &result)
{
    asm volatile("" : : "r"(&result) : "memory");
    return 1;
}

int runAnalyses(const QStringList &args)
{
    TraceArguments in;
    if (const int rc = in.read(args, "analyses", kUsage))
        return rc;
    const QString &path = in.path;
    const qlonglong events = in.events;
    const int repeat = in.repeat;
    const double loadCpuBefore = processCpuSeconds();
    const LoadOutcome outcome = loadProfile(path);
    const double loadCpu = processCpuSeconds() - loadCpuBefore;
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench analyses: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    if (events > 0)
        QFile::remove(path); // only the model is needed from here on
    const Profile &profile = *outcome.profile;
    double first = 0;
    double best = 1e300;
    double bestCpu = 1e300;
    size_t checksum = 0;
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuBefore = processCpuSeconds();
        const Summary summary = computeSummary(profile);
        const double seconds = double(timer.nsecsElapsed()) / 1e9;
        bestCpu = std::min(bestCpu, processCpuSeconds() - cpuBefore);
        checksum += summary.gpus.size() + summary.steps.size() + summary.topByTime.size();
        if (i == 0)
            first = seconds;
        best = std::min(best, seconds);
    }
    // The floor in the same run: the summary without operator efficiency (op_perf and MFU),
    // alternating with the whole summary so that both see the same load; what op_perf adds is the
    // ratio of the best CPU times (the goal: under 15 %).
    double withCpu = bestCpu, withoutCpu = 1e300;
    size_t opPerfRows = 0;
    for (int i = 0; i < repeat; ++i) {
        double cpuBefore = processCpuSeconds();
        const Summary without = computeSummary(profile, {}, kSummaryUtilizationBins, {}, {}, {}, false);
        withoutCpu = std::min(withoutCpu, processCpuSeconds() - cpuBefore);
        cpuBefore = processCpuSeconds();
        const Summary with = computeSummary(profile);
        withCpu = std::min(withCpu, processCpuSeconds() - cpuBefore);
        opPerfRows = with.opPerf.rows.size();
    }
    // Operator efficiency alone, for the record.
    double opPerfCpu = 1e300;
    for (int i = 0; i < repeat; ++i) {
        const double cpuBefore = processCpuSeconds();
        const OpPerfAnalysis a = analyzeOpPerf(profile);
        opPerfCpu = std::min(opPerfCpu, processCpuSeconds() - cpuBefore);
    }
    // Where the summary's time goes: each analysis alone, best CPU time of `repeat` runs (run one
    // after the other here; computeSummary runs precision and launch latency on a second thread).
    const Scope job;
    const std::pair<const char *, std::function<size_t()>> parts[] = {
        { "precision", [&] { return kept(precisionBreakdown(profile, job)); } },
        { "launch_latency", [&] { return kept(launchLatency(profile, job)); } },
        { "cpu_stats", [&] { return kept(cpuStats(profile, job)); } },
        { "kernel_stats", [&] { return kept(kernelStats(profile, job)); } },
        { "host_steps", [&] { return kept(hostSteps(profile, job)); } },
        { "memory_ops", [&] { return kept(memoryOps(profile, job)); } },
        { "annotations", [&] { return kept(annotationStats(profile, job)); } },
        { "collectives", [&] { return kept(analyzeCollectives(profile, job)); } },
        { "gpu_time", [&] { return kept(analyzeGpuTime(profile, job)); } },
        { "op_perf", [&] { return kept(analyzeOpPerf(profile, job)); } },
    };
    for (const auto &[name, run] : parts) {
        double partCpu = 1e300;
        for (int i = 0; i < repeat; ++i) {
            const double cpuBefore = processCpuSeconds();
            checksum += run();
            partCpu = std::min(partCpu, processCpuSeconds() - cpuBefore);
        }
        printFigure((std::string("part_cpu_seconds_") + name).c_str(), partCpu, "s", 4);
    }
    printCount("events", int64_t(profile.eventCount()), "events");
    printFigure("load_cpu_seconds", loadCpu, "s", 3);
    // Goal: the summary's analyses add at most 25 % to the load.
    printFigure("analyses_over_load_pct", 100.0 * bestCpu / std::max(loadCpu, 1e-9), "%", 1);
    printFigure("analyses_seconds", first, "s", 3);
    printFigure("analyses_seconds_best", best, "s", 3);
    printFigure("analyses_cpu_seconds_best", bestCpu, "s", 3);
    printFigure(
        "analyses_ns_per_event", best * 1e9 / double(std::max<uint64_t>(1, profile.eventCount())), "ns");
    printCount("analyses_rows", int64_t(checksum / size_t(repeat)), "rows");
    printCount("op_perf_rows", int64_t(opPerfRows), "rows");
    printFigure("op_perf_cpu_seconds_best", opPerfCpu, "s", 3);
    printFigure("summary_without_op_perf_cpu_seconds_best", withoutCpu, "s", 3);
    printFigure("summary_with_op_perf_cpu_seconds_best", withCpu, "s", 3);
    printFigure(
        "op_perf_added_pct", withoutCpu > 0 ? 100.0 * (withCpu - withoutCpu) / withoutCpu : 0.0, "%", 1);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(analyses,
    { "analyses",
        "analyses FILE|DIR | --events N [--repeat K]   time of all summary "
        "analyses (computeSummary), and what operator efficiency adds to them (op_perf_added_pct)",
        AppKind::Core, runAnalyses });

} // namespace stepline::bench
