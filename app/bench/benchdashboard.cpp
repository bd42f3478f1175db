// stepline-bench dashboard: time to compute every chart's data (computeDashboard, what the
// dashboard tab runs off the GUI thread after a load), plus each analysis it calls, alone.
#include "benchverbs.h"

#include "dashboard/dashboarddata.h"

#include "annotations.h"
#include "cpustats.h"
#include "gpustats.h"
#include "kernelstats.h"
#include "memoryops.h"
#include "precision.h"
#include "steps.h"
#include "systemmetrics.h"
#include "traceloader.h"
#include "tracegenerator.h"
#include "utilization.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <string>

namespace stepline::bench {

namespace {

const char *const kUsage
    = "usage: stepline-bench dashboard FILE|DIR [--repeat K] [--parts]\n"
      "       stepline-bench dashboard --events N [--repeat K] [--parts]   (generates a one-rank "
      "trace first)\n";

constexpr int kBins = 300; // what the dashboard asks for at about 1280 px

// One analysis alone, best of `repeat`, printed as part_<name>_ms (wall) and part_<name>_cpu_ms.
template <typename Fn> void timePart(const char *name, int repeat, Fn &&fn)
{
    const RunTimes t = timeRuns(repeat, fn);
    const std::string figure = std::string("part_") + name + "_ms";
    printFigure(figure.c_str(), t.bestMs, "ms", 1);
    const std::string cpuFigure = std::string("part_") + name + "_cpu_ms";
    printFigure(cpuFigure.c_str(), t.bestCpuMs, "ms", 1);
}

int runDashboard(const QStringList &args)
{
    TraceArguments in;
    if (const int rc = in.read(args, "dashboard", kUsage))
        return rc;
    const QString &path = in.path;
    const qlonglong events = in.events;
    const int repeat = in.repeat;
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench dashboard: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    if (events > 0)
        QFile::remove(path); // only the model is needed from here on
    const Profile &profile = *outcome.profile;

    DashboardOptions options;
    options.utilizationBins = kBins;
    size_t charts = 0;
    const RunTimes full = timeRuns(repeat, [&] {
        DashboardData data = computeDashboard(profile, options);
        charts = data.charts.size();
        return data;
    });
    printCount("events", int64_t(profile.eventCount()), "events");
    printCount("charts", int64_t(charts), "charts");
    printFigure("dashboard_ms", full.firstMs, "ms", 1);
    printFigure("dashboard_ms_best", full.bestMs, "ms", 1);
    printFigure("dashboard_cpu_ms_best", full.bestCpuMs, "ms", 1);

    // What the tab pays on a scope change: the kernel precision classes of the first result reused.
    DashboardOptions again = options;
    again.precisions = computeDashboard(profile, options).precisions;
    const RunTimes rescope = timeRuns(repeat, [&] { return computeDashboard(profile, again); });
    printFigure("dashboard_rescope_ms_best", rescope.bestMs, "ms", 1);
    printFigure("dashboard_rescope_cpu_ms_best", rescope.bestCpuMs, "ms", 1);

    if (flag(args, QStringLiteral("--parts"))) {
        // Each analysis alone on this thread: where the time goes (the dashboard runs them in parallel).
        const Profile &p = profile;
        timePart("deviceStats", repeat, [&] { return deviceStats(p).size(); });
        timePart("nodeUtilization", repeat, [&] { return nodeUtilization(p, {}, kBins).size(); });
        timePart("deviceUtilization", repeat, [&] { return deviceUtilization(p, {}, kBins).size(); });
        timePart("cpuStats", repeat, [&] { return cpuStats(p).size(); });
        timePart("cpuUtilization", repeat, [&] { return cpuUtilization(p, {}, kBins).size(); });
        timePart("systemUtilization", repeat,
            [&] { return systemUtilization(p, {}, SystemMetric::CpuUtilization, 0, 0, kBins).size(); });
        timePart("kernelStats", repeat, [&] { return kernelStats(p).count; });
        timePart("hostSteps", repeat, [&] { return hostSteps(p).size(); });
        timePart("gpuSteps", repeat, [&] { return gpuSteps(p).size(); });
        timePart("precisionBreakdown", repeat, [&] { return precisionBreakdown(p).kernels; });
        timePart("memoryOps", repeat, [&] { return memoryOps(p).count[0]; });
        timePart("annotationNames", repeat, [&] { return annotationNames(p).size(); });
        timePart("scopeChoices", repeat, [&] { return scopeChoices(p).size(); });
    }
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(dashboard,
    { "dashboard",
        "dashboard FILE|DIR | --events N [--repeat K] [--parts]   time to "
        "compute all chart data (dashboard_ms)",
        AppKind::Core, runDashboard });

} // namespace stepline::bench
