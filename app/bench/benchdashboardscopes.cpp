// stepline-bench dashboard-scopes: what a scope change in the dashboard costs on a big job. The
// dashboard recomputes every chart (computeDashboard, off the GUI thread, reusing the kernel
// precision classes of the first result) when the user picks another node, rank or GPU; this
// times that for every scope the selector offers.
#include "benchverbs.h"

#include "dashboard/dashboarddata.h"

#include "traceloader.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace stepline::bench {

namespace {

struct Timing
{
    double wallMs = 0;
    double cpuMs = 0;
};

Timing timeDashboard(
    const Profile &profile, const DashboardOptions &options, int repeat, DashboardData *last = nullptr)
{
    Timing best { 1e300, 1e300 };
    for (int i = 0; i < repeat; ++i) {
        QElapsedTimer timer;
        timer.start();
        const double cpuBefore = processCpuSeconds();
        const DashboardData data = computeDashboard(profile, options);
        best.wallMs = std::min(best.wallMs, double(timer.nsecsElapsed()) / 1e6);
        best.cpuMs = std::min(best.cpuMs, (processCpuSeconds() - cpuBefore) * 1e3);
        if (data.charts.empty())
            std::fputs("stepline-bench dashboard-scopes: no charts\n", stderr);
        if (last)
            *last = data;
    }
    return best;
}

int runDashboardScopes(const QStringList &args)
{
    const QStringList paths = positional(args, { QStringLiteral("--repeat") });
    const int repeat = std::max(1, option(args, QStringLiteral("--repeat"), QStringLiteral("1")).toInt());
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench dashboard-scopes FILE|DIR [--repeat K]\n", stderr);
        return 1;
    }
    const LoadOutcome outcome = loadProfile(paths.front());
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench dashboard-scopes: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    const Profile &profile = *outcome.profile;
    DashboardOptions options;
    options.utilizationBins = 300;
    DashboardData first;
    const Timing job = timeDashboard(profile, options, repeat, &first);
    // As the tab does on a scope change: the kernel precision classes of the first result reused.
    options.precisions = first.precisions;
    printCount("events", int64_t(profile.eventCount()), "events");
    printFigure("dashboard_job_ms", job.wallMs, "ms", 1);
    printFigure("dashboard_job_cpu_ms", job.cpuMs, "ms", 1);

    // Every scope the selector offers, grouped by kind: median and worst of each kind.
    const char *const kindNames[] = { "job", "node", "rank", "gpu" };
    std::vector<double> wall[4], cpu[4];
    for (const ScopeChoice &choice : scopeChoices(profile)) {
        options.scope = choice.scope;
        const Timing t = timeDashboard(profile, options, repeat);
        const size_t kind = size_t(choice.scope.kind);
        wall[kind].push_back(t.wallMs);
        cpu[kind].push_back(t.cpuMs);
        std::fprintf(stderr, "%s: %.1f ms wall, %.1f ms CPU\n", qPrintable(choice.label), t.wallMs, t.cpuMs);
    }
    for (size_t k = 1; k < 4; ++k) {
        if (wall[k].empty())
            continue;
        std::sort(wall[k].begin(), wall[k].end());
        std::sort(cpu[k].begin(), cpu[k].end());
        const std::string prefix = std::string("dashboard_") + kindNames[k];
        printCount((prefix + "_scopes").c_str(), int64_t(wall[k].size()), "scopes");
        printFigure((prefix + "_ms_median").c_str(), wall[k][wall[k].size() / 2], "ms", 1);
        printFigure((prefix + "_ms_max").c_str(), wall[k].back(), "ms", 1);
        printFigure((prefix + "_cpu_ms_median").c_str(), cpu[k][cpu[k].size() / 2], "ms", 1);
    }
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 0);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(dashboardScopes,
    { "dashboard-scopes",
        "dashboard-scopes FILE|DIR [--repeat K]   chart data time "
        "for the whole job and per node/rank/GPU scope",
        AppKind::Core, runDashboardScopes });

} // namespace stepline::bench
