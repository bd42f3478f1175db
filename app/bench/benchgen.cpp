// stepline-bench gen: makes big or multi-rank Kineto inputs with the trace generator.
#include "benchverbs.h"
#include "gzipdevice.h"
#include "tracegenerator.h"

#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

namespace stepline::bench {

namespace {

bool parseGpu(const QString &text, TraceGenerator::Gpu *gpu)
{
    const QString t = text.toLower();
    if (t == QLatin1String("a100"))
        *gpu = TraceGenerator::Gpu::A100;
    else if (t == QLatin1String("h100"))
        *gpu = TraceGenerator::Gpu::H100;
    else if (t == QLatin1String("a10g"))
        *gpu = TraceGenerator::Gpu::A10G;
    else if (t == QLatin1String("v100"))
        *gpu = TraceGenerator::Gpu::V100;
    else
        return false;
    return true;
}

int runGen(const QStringList &args)
{
    const QString out = option(args, QStringLiteral("-o"));
    bool ok = true;
    auto number = [&](const char *name, qlonglong fallback) {
        bool good = true;
        const QString text = option(args, QLatin1String(name));
        const qlonglong v = text.isEmpty() ? fallback : text.toLongLong(&good);
        if (!good || v < 0)
            ok = false;
        return v;
    };
    TraceGenerator::Options o;
    const qlonglong events = number("--events", 0);
    const int ranks = int(number("--ranks", 1));
    o.nodes = int(number("--nodes", 1));
    o.steps = int(number("--steps", 8));
    o.layers = int(number("--layers", 48));
    o.seed = uint64_t(number("--seed", 1));
    o.stallPercent = int(number("--stall-percent", 100));
    o.commPercent = int(number("--comm-percent", 100));
    o.convPercent = int(number("--conv-percent", 100));
    o.dataLoaderPercent = int(number("--data-loader-percent", 100));
    if (flag(args, QStringLiteral("--no-stall")))
        o.outlierStep = -1;
    o.latePercent = int(number("--late-percent", 0));
    o.lateRank = o.latePercent > 0 ? int(number("--late-rank", 1)) : -1;
    o.onTimeRank
        = option(args, QStringLiteral("--on-time-rank")).isEmpty() ? -1 : int(number("--on-time-rank", 0));
    o.stragglerPercent = int(number("--compute-slower-percent", 0));
    o.stragglerRank = o.stragglerPercent > 0 ? 0 : -1;
    o.gzip = flag(args, QStringLiteral("--gzip")) || out.endsWith(QLatin1String(".gz"));
    o.perRankOutlierStep = flag(args, QStringLiteral("--per-rank-stalls"));
    const bool sync = flag(args, QStringLiteral("--sync"));
    if (!parseGpu(option(args, QStringLiteral("--gpu"), QStringLiteral("a100")), &o.gpu))
        ok = false;
    if (!ok || out.isEmpty() || ranks < 1 || o.nodes < 1 || ranks % o.nodes != 0) {
        std::fputs(
            "usage: stepline-bench gen --events N -o FILE|DIR [--ranks R] [--nodes K] [--gzip] "
            "[--steps S] [--layers L] [--seed S] [--gpu a100|h100|a10g|v100]\n"
            "  [--stall-percent P] [--comm-percent P] [--conv-percent P] [--compute-slower-percent P]\n"
            "  [--data-loader-percent P]\n"
            "  [--late-percent P [--late-rank R]] [--on-time-rank R] [--no-stall] [--sync] "
            "[--per-rank-stalls]\n"
            "  P scales one cause alone (same random draws): the data-loader stall (0: none), the\n"
            "  all-reduce kernels, the convolution GEMMs, rank 0's compute kernels (+P %), how late\n"
            "  rank R (default 1) arrives at every all-reduce (P % of its length; 0: on time), or all the\n"
            "  time GetNext takes (0: it returns at once).\n"
            "  --sync: data-parallel ranks (each step's all-reduce waits for the last rank);\n"
            "  --on-time-rank R (with --sync): rank R arrives with the second-latest rank at every\n"
            "  all-reduce (whatif's straggler_on_time world for top straggler R);\n"
            "  --per-rank-stalls: each rank's data loader stalls at its own step.\n"
            "  N is the total over all ranks; with R > 1, -o names a directory of rank files.\n",
            stderr);
        return 1;
    }
    o.gpusPerNode = ranks / o.nodes;
    if (events > 0)
        o.targetEvents = uint64_t((events + ranks - 1) / ranks);
    if (sync && ranks > 1)
        TraceGenerator::synchronize(&o, 2);

    QElapsedTimer timer;
    timer.start();
    std::vector<TraceGenerator::RankStats> stats;
    if (ranks > 1) {
        const TraceGenerator::JobResult job = TraceGenerator::writeJob(out, o);
        if (!job.ok) {
            std::fprintf(stderr, "stepline-bench gen: %s\n", qPrintable(job.error));
            return 2;
        }
        stats = job.ranks;
    } else {
        QFile file(out);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            std::fprintf(stderr, "stepline-bench gen: cannot write %s: %s\n", qPrintable(out),
                qPrintable(file.errorString()));
            return 2;
        }
        TraceGenerator::RankStats s;
        if (o.gzip) {
            GzipDevice gz(&file);
            gz.open(QIODevice::WriteOnly);
            s = TraceGenerator::writeRank(gz, o, 0);
            gz.close();
            s.ok = s.ok && gz.ok();
        } else {
            s = TraceGenerator::writeRank(file, o, 0);
        }
        file.close();
        if (!s.ok || file.error() != QFileDevice::NoError) {
            std::fprintf(stderr, "stepline-bench gen: cannot write %s\n", qPrintable(out));
            return 2;
        }
        stats.push_back(s);
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const TraceGenerator::RankStats total = TraceGenerator::total(stats);
    printCount("ranks", ranks, "files");
    printCount("events", int64_t(total.events()), "events");
    printCount("flow_events", int64_t(total.flowEvents), "events");
    printCount("kernels", int64_t(total.kernels), "events");
    printCount("steps", int64_t(total.steps), "steps");
    printFigure("json_mb", double(total.bytes) / 1e6, "MB");
    printFigure("bytes_per_event", double(total.bytes) / double(std::max<uint64_t>(1, total.events())), "B");
    printFigure("gen_seconds", seconds, "s", 3);
    printFigure("gen_mb_per_s", double(total.bytes) / 1e6 / std::max(seconds, 1e-9), "MB/s", 1);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(gen,
    { "gen",
        "gen --events N -o FILE|DIR [--ranks R] [--nodes K] [--gzip] [--seed S]   "
        "write a generated Kineto trace (or job)",
        AppKind::Core, runGen });

} // namespace stepline::bench
