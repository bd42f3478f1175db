// stepline-bench gputime: the GPU time breakdown plus idle causes (METRICS.md) over one loaded
// profile, as the summary runs it (per device and per step), and with the segments `stepline
// explain` keeps.
#include "benchverbs.h"
#include "explain.h"
#include "gputime.h"
#include "traceloader.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>

namespace stepline::bench {

namespace {

int runGpuTime(const QStringList &args)
{
    const QStringList paths = positional(args, { QStringLiteral("--repeat") });
    const int repeat = std::max(1, option(args, QStringLiteral("--repeat"), QStringLiteral("3")).toInt());
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench gputime FILE|DIR [--repeat K]\n", stderr);
        return 1;
    }
    const LoadOutcome outcome = loadProfile(paths.front());
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench gputime: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    const Profile &profile = *outcome.profile;
    // Best of K: on a shared machine the minimum is the cost of the work itself.
    auto best = [&](auto &&work, double *wallSeconds, double *cpuSeconds) {
        *wallSeconds = *cpuSeconds = 1e300;
        size_t checksum = 0;
        for (int i = 0; i < repeat; ++i) {
            QElapsedTimer timer;
            timer.start();
            const double cpuBefore = processCpuSeconds();
            checksum += work();
            *cpuSeconds = std::min(*cpuSeconds, processCpuSeconds() - cpuBefore);
            *wallSeconds = std::min(*wallSeconds, double(timer.nsecsElapsed()) / 1e9);
        }
        return checksum / size_t(repeat);
    };
    double wall = 0, cpu = 0, explainWall = 0, explainCpu = 0;
    size_t steps = 0, devices = 0;
    const size_t rows = best(
        [&] {
            const GpuTimeAnalysis a = analyzeGpuTime(profile);
            steps = a.steps.size();
            devices = a.devices.size();
            return a.devices.size() + a.steps.size();
        },
        &wall, &cpu);
    size_t findings = 0;
    best(
        [&] {
            findings = explain(profile).findings.size();
            return findings;
        },
        &explainWall, &explainCpu);
    printCount("events", int64_t(profile.eventCount()), "events");
    printCount("gpu_devices", int64_t(devices), "devices");
    printCount("gpu_steps", int64_t(steps), "rows");
    printFigure("gputime_seconds_best", wall, "s", 3);
    printFigure("gputime_cpu_seconds_best", cpu, "s", 3);
    printFigure(
        "gputime_ns_per_event", cpu * 1e9 / double(std::max<uint64_t>(1, profile.eventCount())), "ns");
    printFigure("explain_seconds_best", explainWall, "s", 3);
    printFigure("explain_cpu_seconds_best", explainCpu, "s", 3);
    printCount("explain_findings", int64_t(findings), "findings");
    printCount("gputime_rows", int64_t(rows), "rows");
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(gputime,
    { "gputime", "gputime FILE|DIR [--repeat K]   GPU time breakdown + idle causes (and explain)",
        AppKind::Core, runGpuTime });

} // namespace stepline::bench
