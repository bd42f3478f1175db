// stepline-bench hta: Stepline against HolisticTraceAnalysis (HTA, a Python package whose source
// is public; nothing of it is part of Stepline) on the same traces. A is `stepline summary TRACE`
// (load to the first number, the whole process), B is a Python process that imports HTA, then
// runs TraceAnalysis(trace_dir) and get_temporal_breakdown(visualize=False) and prints how long
// those two calls took. Both run as children of this process (no shell between: the figures are
// the commands' own), alternating after a warm-up, each run of Stepline after an unmeasured one
// (pairedruns.h says why). Two ratios per trace: B's whole process against A, and B's two calls
// alone (Python's start and HTA's imports left out) against A, the stricter one, on which the goal
// is judged.
#include "benchverbs.h"
#include "childrun.h"
#include "pairedruns.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <cmath>
#include <cstdio>
#include <vector>

namespace stepline::bench {

namespace {

constexpr const char *kUsage
    = "usage: stepline-bench hta HTA_SOURCE TRACE.json[.gz]... [--runs K] [--python PATH] [--stepline PATH]\n"
      "  HTA_SOURCE: a folder of HolisticTraceAnalysis's source (its `hta` package inside); it needs\n"
      "    pandas, numpy, plotly, networkx and psutil (Debian 12: python3-pandas python3-plotly\n"
      "    python3-networkx python3-psutil)\n"
      "  --runs K: alternating runs of each side after a warm-up (default 3)\n"
      "  --python PATH: the interpreter that has those packages (default /usr/bin/python3)\n"
      "  --stepline PATH: the stepline executable (default: the one beside stepline-bench's folder)\n";

constexpr double kGoal = 50;

// argv[1]: HTA's source folder, argv[2]: a folder holding the one trace (HTA reads every trace of
// a folder). Its last line: the seconds the two calls took.
constexpr const char *kHtaScript
    = "import sys, time\n"
      "sys.path.insert(0, sys.argv[1])\n"
      "from hta.trace_analysis import TraceAnalysis\n"
      "start = time.perf_counter()\n"
      "TraceAnalysis(trace_dir=sys.argv[2]).get_temporal_breakdown(visualize=False)\n"
      "print('hta_seconds', time.perf_counter() - start)\n";

// The seconds the script printed last, or a negative number.
double htaSeconds(const QString &stdoutPath)
{
    QFile file(stdoutPath);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    double seconds = -1;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.startsWith("hta_seconds ")) {
            bool ok = false;
            const double value = line.mid(12).trimmed().toDouble(&ok);
            if (ok)
                seconds = value;
        }
    }
    return seconds;
}

void printFigureOf(const QString &key, const char *name, double value, const char *unit, int decimals = 3)
{
    printFigure(qPrintable(key + QLatin1Char('_') + QLatin1String(name)), value, unit, decimals);
}

struct Setup
{
    QString hta;
    QString python;
    QString stepline;
    QString work; // a temporary folder: the traces' folders, the children's output
    int runs = 3;
};

// The figures' prefix: the file name without extensions, in letters, digits and underscores.
QString keyOf(const QString &trace)
{
    QString key = QFileInfo(trace).fileName().section(QLatin1Char('.'), 0, 0);
    for (QChar &c : key) {
        if (!c.isLetterOrNumber())
            c = QLatin1Char('_');
    }
    return key;
}

void measure(const Setup &setup, const QString &trace, int index, Tally *tally)
{
    const QString name = QFileInfo(trace).fileName();
    const QString key = keyOf(trace);
    const QString folder = QDir(setup.work).filePath(QStringLiteral("trace-%1").arg(index));
    if (!QDir().mkpath(folder) || !QFile::link(trace, QDir(folder).filePath(name))) {
        std::printf("%s: FAILED: cannot link it into %s\n", qPrintable(name), qPrintable(folder));
        ++tally->failed;
        return;
    }
    const QString errors = QDir(setup.work).filePath(QStringLiteral("child-stderr.txt"));
    const QString htaOut = QDir(setup.work).filePath(QStringLiteral("hta-stdout.txt"));
    ChildCommand a { { setup.stepline, QStringLiteral("summary"), trace } };
    a.stderrPath = errors;
    ChildCommand b { { setup.python, QStringLiteral("-c"), QString::fromLatin1(kHtaScript), setup.hta,
        folder } };
    b.stdoutPath = htaOut;
    b.stderrPath = errors;
    std::vector<double> calls;
    // HTA's process frees about 3 GB as it exits: each measured run of Stepline follows one of its own.
    const PairedRuns runs = runAlternating(
        a, b, setup.runs, [&](size_t) { calls.push_back(htaSeconds(htaOut)); }, true);
    std::printf("%s (%.1f MB)\n", qPrintable(name), double(QFileInfo(trace).size()) / 1e6);
    bool callsOk = !calls.empty();
    for (double c : calls)
        callsOk = callsOk && c > 0;
    if (!runs.failure.isEmpty() || !callsOk) {
        QFile stderrText(errors);
        const QByteArray said
            = stderrText.open(QIODevice::ReadOnly) ? stderrText.readAll().right(2000) : QByteArray();
        const QString why
            = runs.failure.isEmpty() ? QStringLiteral("HTA did not print its time") : runs.failure;
        std::printf("  FAILED: %s\n", qPrintable(why));
        std::fprintf(stderr, "stepline-bench hta: %s: %s\n", qPrintable(why), said.constData());
        ++tally->failed;
        return;
    }
    const Medians wall = medians(runs, &ChildRun::wallSeconds);
    const Medians cpu = medians(runs, &ChildRun::cpuSeconds);
    std::printf(
        "  A stepline summary, B HTA's whole process    wall A %7.3f s B %7.3f s B/A %s | cpu A %7.3f s "
        "B %7.3f s B/A %s\n",
        wall.a, wall.b, qPrintable(ratioText(wall.ratio)), cpu.a, cpu.b, qPrintable(ratioText(cpu.ratio)));
    // B's two calls against A's whole process, run by run.
    std::vector<double> ratios;
    for (size_t i = 0; i < calls.size() && i < runs.a.size(); ++i) {
        if (runs.a[i].wallSeconds > 0)
            ratios.push_back(calls[i] / runs.a[i].wallSeconds);
    }
    const double callsMedian = median(calls);
    const std::optional<double> callsRatio
        = ratios.empty() ? std::nullopt : std::optional<double>(median(ratios));
    const bool met = callsRatio && std::round(*callsRatio * 1000) >= std::round(kGoal * 1000);
    (met ? tally->met : tally->notMet) += 1;
    std::printf(
        "  A stepline summary, B HTA's load + temporal breakdown (imports excluded)  A %7.3f s B %7.3f "
        "s B/A %s | goal >= %.0f: %s\n",
        wall.a, callsMedian, qPrintable(ratioText(callsRatio)), kGoal, met ? "met" : "NOT met");
    printFigureOf(key, "stepline_wall", wall.a, "s");
    printFigureOf(key, "stepline_cpu", cpu.a, "s");
    printFigureOf(key, "hta_process_wall", wall.b, "s");
    printFigureOf(key, "hta_process_cpu", cpu.b, "s");
    if (wall.ratio)
        printFigureOf(key, "process_wall_ratio", *wall.ratio, "x", 1);
    if (cpu.ratio)
        printFigureOf(key, "process_cpu_ratio", *cpu.ratio, "x", 1);
    printFigureOf(key, "hta_calls", callsMedian, "s");
    if (callsRatio)
        printFigureOf(key, "calls_ratio", *callsRatio, "x", 1);
    printFigureOf(key, "goal", kGoal, "x", 0);
    printCount(qPrintable(key + QStringLiteral("_met")), met ? 1 : 0, "bool");
}

int runHta(const QStringList &args)
{
    const QStringList valued { QStringLiteral("--runs"), QStringLiteral("--python"),
        QStringLiteral("--stepline") };
    QStringList files = positional(args, valued);
    bool ok = true;
    Setup setup;
    setup.runs = intOption(args, "--runs", 3, &ok);
    for (const QString &arg : args) {
        if (arg.startsWith(QLatin1Char('-')) && !valued.contains(arg))
            ok = false;
    }
    if (!ok || setup.runs < 1 || files.size() < 2) {
        std::fputs(kUsage, stderr);
        return 1;
    }
    setup.hta = QFileInfo(files.takeFirst()).absoluteFilePath();
    if (!QFileInfo(QDir(setup.hta).filePath(QStringLiteral("hta/trace_analysis.py"))).isFile()) {
        std::fprintf(stderr, "stepline-bench hta: %s is not HTA's source (no hta/trace_analysis.py in it)\n",
            qPrintable(setup.hta));
        return 2;
    }
    setup.python = option(args, QStringLiteral("--python"), QStringLiteral("/usr/bin/python3"));
    const QString appDir = QCoreApplication::applicationDirPath();
    setup.stepline = QFileInfo(
        option(args, QStringLiteral("--stepline"), QDir::cleanPath(appDir + QStringLiteral("/../stepline"))))
                         .absoluteFilePath();
    for (const QString &tool : { setup.python, setup.stepline }) {
        if (!QFileInfo(tool).isExecutable()) {
            std::fprintf(stderr, "stepline-bench hta: %s is not an executable (--python / --stepline)\n",
                qPrintable(tool));
            return 2;
        }
    }
    QTemporaryDir work;
    if (!work.isValid()) {
        std::fputs("stepline-bench hta: cannot make a temporary folder\n", stderr);
        return 2;
    }
    setup.work = work.path();
    std::printf("hta: %d runs each after a warm-up, medians (ratios: medians of the pairwise B/A, > 1: "
                "stepline is faster)\nA %s\nB %s with HTA from %s\n",
        setup.runs, qPrintable(setup.stepline), qPrintable(setup.python), qPrintable(setup.hta));
    printCount("runs", setup.runs, "runs");
    printLoadAverage("before");
    Tally tally;
    for (int i = 0; i < files.size(); ++i) {
        const QFileInfo trace(files[i]);
        if (!trace.isFile()) {
            std::printf("%s: FAILED: not a file\n", qPrintable(files[i]));
            ++tally.failed;
            continue;
        }
        measure(setup, trace.absoluteFilePath(), i, &tally);
    }
    printLoadAverage("after");
    printCount("goals_met", tally.met, "traces");
    printCount("goals_not_met", tally.notMet, "traces");
    printCount("failed", tally.failed, "traces");
    return tally.failed ? 2 : 0;
}

} // namespace

STEPLINE_BENCH_VERB(hta,
    { "hta",
        "hta HTA_SOURCE TRACE.json[.gz]... [--runs K]   stepline summary against HolisticTraceAnalysis's "
        "load "
        "plus temporal breakdown, as ratios",
        AppKind::Core, runHta });

} // namespace stepline::bench
