// stepline-bench compare: loading speed on traces of every shape, as ratios against floors
// measured in the same run (absolute seconds on a shared machine are noise). For each trace,
// alternating whole-process runs after a warm-up:
//   one core:  stepline summary F.json    vs  simdjson floor F.json, both pinned to one CPU
//   all cores: stepline summary F.json    vs  simdjson floor F.json
//   .json.gz:  stepline summary F.json.gz vs  gzip -dc F.json.gz
// Each pair prints the median wall time and CPU time (user + sys, from wait4) of A and B, and the
// median of the pairwise ratios B/A (> 1: Stepline is faster), with the goal of the wall ratio.
// On a shared machine the CPU-time ratio is the steadier one; only wall time shows what the other
// cores bring. The traces: real ones from a folder (the tests' ../shared/traces), big traces of
// their shapes (packaging/bench-shapes.py), the generator's, and any FILE named.
// The floor runs with glibc's huge pages for its buffers (kFloorEnvironment), as Stepline keeps
// its own big buffers in huge pages: where a page fault is dear (a VM), a floor that faults per
// 4 KiB would be a slow floor, and the ratios against it would flatter Stepline.
#include "benchverbs.h"
#include "childrun.h"
#include "comparetraces.h"
#include "pairedruns.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <vector>

namespace stepline::bench {

namespace {

constexpr const char *kUsage
    = "usage: stepline-bench compare [--shapes DIR [--shape-mb N]] [--runs K] [--floor PATH]\n"
      "         [--stepline PATH] [--events N] [--work DIR] [FILE.json[.gz]...]\n"
      "  --shapes DIR: the real traces of DIR (the tests' shared/traces folder) inflated, and traces\n"
      "    of their shapes (args-heavy, python_function-heavy AMD, bare array) of N MB (default 200)\n"
      "  --events N: the generator's trace of N events (default 580000, about 200 MB; 0: none); it\n"
      "    is measured unless FILEs are named without --shapes\n"
      "  --runs K: alternating runs of each side after a warm-up (default 5)\n"
      "  --floor PATH: the simdjson floor (default: simdjson-floor in the build folder)\n"
      "  --stepline PATH: the stepline executable (default: the one beside stepline-bench's folder)\n"
      "  --work DIR: where inflated and made traces are kept between runs (default\n"
      "    $TMPDIR/stepline-bench-compare)\n";

// glibc.malloc.hugetlb=1: blocks from mmap (simdjson's padded copy of the file, its parser's
// buffers) advised for transparent huge pages; the threshold: blocks up to 32 MiB from the heap,
// which is advised too (what the command-line verbs do for themselves, model/processheap.h).
const QString kFloorEnvironment
    = QStringLiteral("GLIBC_TUNABLES=glibc.malloc.hugetlb=1:glibc.malloc.mmap_threshold=33554432");

struct Setup
{
    QString stepline;
    QString floor;
    CompareWork work;
    int runs = 5;
    int cpu = 0;
};

ChildCommand floorCommand(const Setup &setup, const QString &json, int cpu)
{
    ChildCommand command { { setup.floor, json }, cpu };
    command.environment = QStringList { kFloorEnvironment };
    return command;
}

struct PairSpec
{
    const char *name;
    const char *key;
    double goal; // for the wall ratio
    ChildCommand a;
    ChildCommand b;
};

QString executableAt(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
}

void printTraceFigure(const QString &name, double value, const char *unit, int decimals = 3)
{
    printFigure(qPrintable(name), value, unit, decimals);
}

QString floorBuildInstruction(const QString &floorPath)
{
    return QStringLiteral(
        "Build the simdjson floor (Debian's libsimdjson-dev; Stepline does not depend on it) with\n"
        "    sudo apt-get install libsimdjson-dev\n"
        "    c++ -O3 -DNDEBUG -std=c++20 %1/app/bench/floor/simdjsonfloor.cpp -o %2 "
        "$(pkg-config --cflags --libs simdjson)\n"
        "or run packaging/bench-compare.sh --shapes DIR, which builds it; or name one with --floor PATH.\n")
        .arg(QStringLiteral(STEPLINE_SOURCE_DIR), floorPath);
}

// Alternates A and B (one warm-up of each, then setup.runs of each) and prints the pair.
void runPair(const Setup &setup, const CompareTrace &trace, PairSpec pair, Tally *tally)
{
    pair.a.stderrPath = setup.work.childErrors;
    pair.b.stderrPath = setup.work.childErrors;
    const PairedRuns runs = runAlternating(pair.a, pair.b, setup.runs, [](size_t) {});
    if (!runs.failure.isEmpty()) {
        std::printf("%-44s FAILED: %s\n", pair.name, qPrintable(runs.failure));
        std::fprintf(stderr, "stepline-bench compare: %s: %s\n", qPrintable(runs.failure),
            lastChildErrors(setup.work).constData());
        ++tally->failed;
        return;
    }
    const Medians wall = medians(runs, &ChildRun::wallSeconds);
    const Medians cpu = medians(runs, &ChildRun::cpuSeconds);
    // Judged on the ratio as printed (three decimals), so that the line never contradicts itself.
    const bool met = wall.ratio && std::round(*wall.ratio * 1000) >= std::round(pair.goal * 1000);
    (met ? tally->met : tally->notMet) += 1;
    std::printf("%-44s wall A %7.3f s B %7.3f s B/A %s | cpu A %7.3f s B %7.3f s B/A %s | goal >= %.1f: %s\n",
        pair.name, wall.a, wall.b, qPrintable(ratioText(wall.ratio)), cpu.a, cpu.b,
        qPrintable(ratioText(cpu.ratio)), pair.goal, met ? "met" : "NOT met");
    const QString key = trace.key + QLatin1Char('_') + QLatin1String(pair.key) + QLatin1Char('_');
    printTraceFigure(key + QStringLiteral("wall_a"), wall.a, "s");
    printTraceFigure(key + QStringLiteral("wall_b"), wall.b, "s");
    if (wall.ratio)
        printTraceFigure(key + QStringLiteral("wall_ratio"), *wall.ratio, "x");
    printTraceFigure(key + QStringLiteral("cpu_a"), cpu.a, "s");
    printTraceFigure(key + QStringLiteral("cpu_b"), cpu.b, "s");
    if (cpu.ratio)
        printTraceFigure(key + QStringLiteral("cpu_ratio"), *cpu.ratio, "x");
    printTraceFigure(key + QStringLiteral("goal"), pair.goal, "x", 1);
    printCount(qPrintable(key + QStringLiteral("met")), met ? 1 : 0, "bool");
}

// The three load pairs of one trace, each ratio with its goal.
void loadPairs(const Setup &setup, CompareTrace trace, Tally *tally)
{
    if (!ensureGz(setup.work, &trace)) {
        ++tally->failed;
        return;
    }
    const double jsonMb = double(QFileInfo(trace.json).size()) / 1e6;
    const double gzMb = double(QFileInfo(trace.gz).size()) / 1e6;
    std::printf("%s: %s (%.1f MB; .gz %.1f MB)\n", qPrintable(trace.label),
        qPrintable(QFileInfo(trace.json).fileName()), jsonMb, gzMb);
    printTraceFigure(trace.key + QStringLiteral("_json_mb"), jsonMb, "MB", 1);
    printTraceFigure(trace.key + QStringLiteral("_gz_mb"), gzMb, "MB", 1);
    const QString summary = QStringLiteral("summary");
    runPair(setup, trace,
        { "  one core: A stepline, B simdjson floor", "one_core", 0.8,
            { { setup.stepline, summary, trace.json }, setup.cpu },
            floorCommand(setup, trace.json, setup.cpu) },
        tally);
    runPair(setup, trace,
        { "  all cores: A stepline, B simdjson floor", "all_cores", 1.0,
            { { setup.stepline, summary, trace.json } }, floorCommand(setup, trace.json, -1) },
        tally);
    runPair(setup, trace,
        { "  .json.gz: A stepline, B gzip -dc", "json_gz", 1.3, { { setup.stepline, summary, trace.gz } },
            { { setup.work.gzip, QStringLiteral("-dc"), trace.gz } } },
        tally);
}

// Finds the executables; prints why not and returns false when one is missing.
bool findTools(const QStringList &args, bool shapes, Setup *setup)
{
    const QString appDir = QCoreApplication::applicationDirPath();
    const QString defaultFloor = QDir::cleanPath(appDir + QStringLiteral("/../../simdjson-floor"));
    const QString floor = option(args, QStringLiteral("--floor"), defaultFloor);
    setup->floor = executableAt(floor);
    if (setup->floor.isEmpty() && !floor.contains(QLatin1Char('/')))
        setup->floor = QStandardPaths::findExecutable(floor);
    if (setup->floor.isEmpty()) {
        std::fprintf(stderr, "stepline-bench compare: no simdjson floor at %s.\n%s", qPrintable(floor),
            qPrintable(floorBuildInstruction(QFileInfo(floor).absoluteFilePath())));
        return false;
    }
    const QString stepline = option(
        args, QStringLiteral("--stepline"), QDir::cleanPath(appDir + QStringLiteral("/../stepline")));
    setup->stepline = executableAt(stepline);
    if (setup->stepline.isEmpty()) {
        std::fprintf(stderr,
            "stepline-bench compare: no stepline executable at %s (build the target "
            "`stepline`, or name it with --stepline PATH)\n",
            qPrintable(stepline));
        return false;
    }
    setup->work.gzip = QStandardPaths::findExecutable(QStringLiteral("gzip"));
    if (setup->work.gzip.isEmpty()) {
        std::fputs("stepline-bench compare: gzip is not on PATH\n", stderr);
        return false;
    }
    if (shapes) {
        setup->work.python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (setup->work.python.isEmpty()) {
            std::fputs("stepline-bench compare: python3 is not on PATH (--shapes runs "
                       "packaging/bench-shapes.py)\n",
                stderr);
            return false;
        }
    }
    return true;
}

int runCompare(const QStringList &args)
{
    const QStringList valued { QStringLiteral("--shapes"), QStringLiteral("--shape-mb"),
        QStringLiteral("--runs"), QStringLiteral("--floor"), QStringLiteral("--stepline"),
        QStringLiteral("--events"), QStringLiteral("--work") };
    const QStringList files = positional(args, valued);
    bool ok = true;
    Setup setup;
    setup.runs = intOption(args, "--runs", 5, &ok);
    const QString shapes = option(args, QStringLiteral("--shapes"));
    bool good = true;
    const double shapeMb = option(args, QStringLiteral("--shape-mb"), QStringLiteral("200")).toDouble(&good);
    ok = ok && good;
    const qlonglong events
        = option(args, QStringLiteral("--events"), QStringLiteral("580000")).toLongLong(&good);
    ok = ok && good;
    for (const QString &arg : args) {
        if (arg.startsWith(QLatin1Char('-')) && !valued.contains(arg))
            ok = false;
    }
    if (!ok || setup.runs < 1 || shapeMb <= 0 || events < 0
        || (args.contains(QStringLiteral("--shapes")) && shapes.isEmpty())) {
        std::fputs(kUsage, stderr);
        return 1;
    }
    if (!shapes.isEmpty() && !QFileInfo(shapes).isDir()) {
        std::fprintf(stderr, "stepline-bench compare: %s is not a folder of traces\n", qPrintable(shapes));
        return 2;
    }
    if (!findTools(args, !shapes.isEmpty(), &setup))
        return 2;
    setup.work.folder = QDir(option(args, QStringLiteral("--work"),
                                 QDir::temp().filePath(QStringLiteral("stepline-bench-compare"))))
                            .absolutePath();
    if (!QDir().mkpath(setup.work.folder)) {
        std::fprintf(
            stderr, "stepline-bench compare: cannot make the folder %s\n", qPrintable(setup.work.folder));
        return 2;
    }
    setup.work.childErrors = QDir(setup.work.folder).filePath(QStringLiteral("child-stderr.txt"));
    setup.cpu = firstAllowedCpu();

    Tally tally;
    const std::vector<CompareTrace> traces
        = compareTraces(setup.work, { shapes, shapeMb, events, files }, &tally.failed);
    std::printf("compare: %d runs each after a warm-up, medians of pairwise ratios B/A (> 1: stepline is "
                "faster); one core: CPU %d; all cores: %d CPUs\n",
        setup.runs, setup.cpu, allowedCpuCount());
    std::printf("A stepline: %s\nB floor: %s %s\n", qPrintable(setup.stepline), qPrintable(kFloorEnvironment),
        qPrintable(setup.floor));
    printCount("runs", setup.runs, "runs");
    printCount("cpus", allowedCpuCount(), "cpus");
    printLoadAverage("before");
    for (const CompareTrace &trace : traces)
        loadPairs(setup, trace, &tally);
    printLoadAverage("after");
    printCount("goals_met", tally.met, "pairs");
    printCount("goals_not_met", tally.notMet, "pairs");
    printCount("failures", tally.failed, "failures");
    QFile::remove(setup.work.childErrors);
    return tally.failed > 0 || traces.empty() ? 2 : 0;
}

} // namespace

STEPLINE_BENCH_VERB(compare,
    { "compare",
        "compare [--shapes DIR] [--runs K] [--floor PATH] [FILE.json...]   loading against the simdjson "
        "floor (one core, all cores) and gzip -dc, as ratios",
        AppKind::Core, runCompare });

} // namespace stepline::bench
