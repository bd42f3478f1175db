// stepline-bench gen-job: the big multi-node data-parallel job (scalejob.h), rank
// files written in parallel.
#include "benchverbs.h"
#include "scalejob.h"

#include <QElapsedTimer>
#include <QThread>

#include <cstdio>

namespace stepline::bench {

namespace {

// "4G", "500M", "12000k" or plain bytes (decimal units, like the README's figures).
int64_t parseBytes(const QString &text, bool *ok)
{
    QString t = text.trimmed().toUpper();
    int64_t unit = 1;
    if (t.endsWith(QLatin1Char('G')))
        unit = 1'000'000'000;
    else if (t.endsWith(QLatin1Char('M')))
        unit = 1'000'000;
    else if (t.endsWith(QLatin1Char('K')))
        unit = 1'000;
    if (unit != 1)
        t.chop(1);
    const double value = t.toDouble(ok);
    *ok = *ok && value > 0;
    return int64_t(value * double(unit));
}

int runGenJob(const QStringList &args)
{
    ScaleJobSpec spec;
    bool ok = true;
    auto integer = [&](const char *name, int fallback) { return intOption(args, name, fallback, &ok); };
    const QString out = option(args, QStringLiteral("-o"));
    spec.nodes = integer("--nodes", spec.nodes);
    spec.gpusPerNode = integer("--gpus", spec.gpusPerNode);
    spec.layers = integer("--layers", spec.layers);
    if (const QString seed = option(args, QStringLiteral("--seed")); !seed.isEmpty()) {
        bool good = true;
        spec.seed = seed.toULongLong(&good);
        ok = ok && good;
    }
    spec.stragglerRank = integer("--straggler", spec.stragglerRank);
    spec.stragglerPercent = integer("--straggler-percent", spec.stragglerPercent);
    spec.gzip = flag(args, QStringLiteral("--gzip"));
    const int threads = integer("--threads", std::max(1, QThread::idealThreadCount()));
    bool bytesOk = true;
    spec.totalBytes
        = parseBytes(option(args, QStringLiteral("--total-bytes"), QStringLiteral("4G")), &bytesOk);
    if (!ok || !bytesOk || out.isEmpty() || spec.nodes < 1 || spec.gpusPerNode < 1 || spec.layers < 4
        || threads < 1) {
        std::fputs(
            "usage: stepline-bench gen-job -o DIR [--nodes 2] [--gpus 8] [--total-bytes 4G] [--layers 48]\n"
            "       [--straggler RANK|-1] [--straggler-percent 12] [--seed S] [--gzip] [--threads T]\n"
            "  writes nodes x gpus rank files (about total-bytes of JSON in all) and job.json into DIR.\n",
            stderr);
        return 1;
    }
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = processCpuSeconds();
    const TraceGenerator::Options options = scaleJobOptions(spec);
    const TraceGenerator::JobResult job = writeScaleJob(out, options, threads);
    if (!job.ok) {
        std::fprintf(stderr, "stepline-bench gen-job: %s\n", qPrintable(job.error));
        return 2;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const TraceGenerator::RankStats total = TraceGenerator::total(job.ranks);
    printCount("ranks", options.rankCount(), "files");
    printCount("steps_per_rank", options.steps, "steps");
    printCount("straggler_rank", options.stragglerRank, "rank");
    printCount("events", int64_t(total.events()), "events");
    printCount("flow_events", int64_t(total.flowEvents), "events");
    printCount("kernels", int64_t(total.kernels), "events");
    printFigure("json_mb", double(total.bytes) / 1e6, "MB");
    printFigure("bytes_per_event", double(total.bytes) / double(std::max<uint64_t>(1, total.events())), "B");
    printFigure("gen_seconds", seconds, "s", 3);
    printFigure("gen_cpu_seconds", processCpuSeconds() - cpuBefore, "s", 3);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(genjob,
    { "gen-job",
        "gen-job -o DIR [--nodes 2] [--gpus 8] [--total-bytes 4G]   write the "
        "big data-parallel job (ranks differ: straggler, stalls)",
        AppKind::Core, runGenJob });

} // namespace stepline::bench
