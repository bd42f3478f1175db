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
#include "benchverbs.h"
#include "childrun.h"
#include "tracegenerator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
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

// The real traces of the shared folder, as they are.
constexpr const char *kRealTraces[] = {
    "hta/df_index_resolver/df_index_resolver.json.gz",
    "param/resnet_kineto.json.gz",
    "tracelens/mi300/resnet_act_checkpoint.json.gz",
    "tracelens/b200/eager_trace.json.gz",
    "tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz",
};

// Big traces of real shapes: a real trace's events repeated up to the size asked for.
struct Shape
{
    const char *name;
    const char *source;
    bool bare; // written as the bare array of events
};
constexpr Shape kShapes[] = {
    { "args-heavy", "tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz",
        false }, // record_shapes, with_stack, Concrete Inputs
    { "python-function-amd", "tracelens/mi300/resnet_act_checkpoint.json.gz", false },
    { "bare-array", "hta/df_index_resolver/df_index_resolver.json.gz", true },
};

struct Setup
{
    QString stepline;
    QString floor;
    QString gzip;
    QString python;
    QString work;
    QString childErrors; // a child's stderr, read when it fails
    int runs = 5;
    int cpu = 0;
};

struct Trace
{
    QString label; // "real", "args-heavy", "generated", "file", ...
    QString key; // the prefix of its name=value lines
    QString json;
    QString gz;
};

struct PairSpec
{
    const char *name;
    const char *key;
    double goal; // for the wall ratio
    ChildCommand a;
    ChildCommand b;
};

QString lowerKey(QString text)
{
    text = text.toLower();
    QString key;
    for (const QChar c : text) {
        const bool word = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c.isDigit();
        if (word)
            key += c;
        else if (!key.isEmpty() && !key.endsWith(QLatin1Char('_')))
            key += QLatin1Char('_');
    }
    while (key.endsWith(QLatin1Char('_')))
        key.chop(1);
    return key;
}

QString withoutGz(const QString &name)
{
    return name.endsWith(QLatin1String(".gz")) ? name.chopped(3) : name;
}

bool nonEmpty(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.size() > 0;
}

QString executableAt(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable() ? info.absoluteFilePath() : QString();
}

double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t mid = values.size() / 2;
    return values.size() % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
}

QString loadAverage()
{
    QFile file(QStringLiteral("/proc/loadavg"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromLatin1(file.readAll()).section(QLatin1Char(' '), 0, 2);
}

void printLoadAverage(const char *when)
{
    const QString three = loadAverage();
    std::printf("load average %s: %s\n", when, three.isEmpty() ? "unknown" : qPrintable(three));
    if (!three.isEmpty())
        printFigure(qPrintable(QStringLiteral("load_average_%1").arg(QLatin1String(when))),
            three.section(QLatin1Char(' '), 0, 0).toDouble(), "runnable");
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

// What the last child wrote on stderr (children write there instead of the terminal, so that a
// measured run prints nothing), for the message when it failed.
QByteArray lastChildErrors(const Setup &setup)
{
    QFile errors(setup.childErrors);
    return errors.open(QIODevice::ReadOnly) ? errors.read(2000).trimmed() : QByteArray();
}

// Runs `command`, which writes `part`, and renames `part` to `out` once it succeeded, so that an
// interrupted run leaves nothing that a later run would take for done.
bool makeFile(const Setup &setup, ChildCommand command, const QString &part, const QString &out)
{
    command.stderrPath = setup.childErrors;
    const ChildRun run = runChild(command);
    if (!run.ok() || !nonEmpty(part) || (QFile::exists(out) && !QFile::remove(out))
        || !QFile::rename(part, out)) {
        QFile::remove(part);
        std::fprintf(stderr, "stepline-bench compare: cannot make %s with `%s` (exit %d): %s\n",
            qPrintable(out), qPrintable(command.text()), run.exitCode, lastChildErrors(setup).constData());
        return false;
    }
    return true;
}

// `command`'s standard output into `out`.
bool makeFileFromOutput(const Setup &setup, ChildCommand command, const QString &out)
{
    command.stdoutPath = out + QStringLiteral(".part");
    return makeFile(setup, command, command.stdoutPath, out);
}

bool inflate(const Setup &setup, const QString &gz, const QString &out)
{
    return nonEmpty(out) || makeFileFromOutput(setup, { { setup.gzip, QStringLiteral("-dc"), gz } }, out);
}

// The .json.gz of `json`: beside it when one is there, else made (gzip -6) in the work folder.
bool ensureGz(const Setup &setup, Trace *trace)
{
    if (nonEmpty(trace->gz))
        return true;
    if (nonEmpty(trace->json + QStringLiteral(".gz"))) {
        trace->gz = trace->json + QStringLiteral(".gz");
        return true;
    }
    trace->gz = QDir(setup.work).filePath(QFileInfo(trace->json).fileName() + QStringLiteral(".gz"));
    return nonEmpty(trace->gz)
        || makeFileFromOutput(
            setup, { { setup.gzip, QStringLiteral("-6"), QStringLiteral("-c"), trace->json } }, trace->gz);
}

bool writeGenerated(const QString &out, qlonglong events)
{
    const QString part = out + QStringLiteral(".part");
    QFile file(part);
    TraceGenerator::Options o;
    o.layers = 48;
    o.targetEvents = uint64_t(events);
    const bool written = file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        && TraceGenerator::writeRank(file, o, 0).ok && file.flush();
    file.close();
    if (!written || (QFile::exists(out) && !QFile::remove(out)) || !QFile::rename(part, out)) {
        QFile::remove(part);
        std::fprintf(stderr, "stepline-bench compare: cannot write %s\n", qPrintable(out));
        return false;
    }
    return true;
}

struct Medians
{
    double a = 0;
    double b = 0;
    std::optional<double> ratio; // absent when A took no measurable time
};

Medians medians(const std::vector<ChildRun> &a, const std::vector<ChildRun> &b, double ChildRun::*field)
{
    std::vector<double> as, bs, ratios;
    for (size_t i = 0; i < a.size(); ++i) {
        as.push_back(a[i].*field);
        bs.push_back(b[i].*field);
        if (a[i].*field > 0)
            ratios.push_back(b[i].*field / (a[i].*field));
    }
    Medians m { median(as), median(bs), std::nullopt };
    if (!ratios.empty())
        m.ratio = median(ratios);
    return m;
}

QString ratioText(const std::optional<double> &ratio)
{
    return ratio ? QString::asprintf("%5.3f", *ratio) : QStringLiteral("    -");
}

struct Tally
{
    int met = 0;
    int notMet = 0;
    int failed = 0;
};

// Alternates A and B (one warm-up of each, then setup.runs of each) and prints the pair.
void runPair(const Setup &setup, const Trace &trace, PairSpec pair, Tally *tally)
{
    pair.a.stderrPath = setup.childErrors;
    pair.b.stderrPath = setup.childErrors;
    std::vector<ChildRun> as, bs;
    for (int i = 0; i <= setup.runs; ++i) {
        for (const ChildCommand *command : { &pair.a, &pair.b }) {
            const ChildRun run = runChild(*command);
            if (!run.ok()) {
                std::printf("%-44s FAILED: `%s` exited with %d\n", pair.name, qPrintable(command->text()),
                    run.exitCode);
                std::fprintf(stderr, "stepline-bench compare: `%s` exited with %d: %s\n",
                    qPrintable(command->text()), run.exitCode, lastChildErrors(setup).constData());
                ++tally->failed;
                return;
            }
            if (i > 0) // the first run of each is the warm-up
                (command == &pair.a ? as : bs).push_back(run);
        }
    }
    const Medians wall = medians(as, bs, &ChildRun::wallSeconds);
    const Medians cpu = medians(as, bs, &ChildRun::cpuSeconds);
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
void loadPairs(const Setup &setup, Trace trace, Tally *tally)
{
    if (!ensureGz(setup, &trace)) {
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
            { { setup.floor, trace.json }, setup.cpu } },
        tally);
    runPair(setup, trace,
        { "  all cores: A stepline, B simdjson floor", "all_cores", 1.0,
            { { setup.stepline, summary, trace.json } }, { { setup.floor, trace.json } } },
        tally);
    runPair(setup, trace,
        { "  .json.gz: A stepline, B gzip -dc", "json_gz", 1.3, { { setup.stepline, summary, trace.gz } },
            { { setup.gzip, QStringLiteral("-dc"), trace.gz } } },
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
    setup->gzip = QStandardPaths::findExecutable(QStringLiteral("gzip"));
    if (setup->gzip.isEmpty()) {
        std::fputs("stepline-bench compare: gzip is not on PATH\n", stderr);
        return false;
    }
    if (shapes) {
        setup->python = QStandardPaths::findExecutable(QStringLiteral("python3"));
        if (setup->python.isEmpty()) {
            std::fputs("stepline-bench compare: python3 is not on PATH (--shapes runs "
                       "packaging/bench-shapes.py)\n",
                stderr);
            return false;
        }
    }
    return true;
}

// The traces to measure, made or inflated into the work folder when missing there.
std::vector<Trace> gatherTraces(const Setup &setup, const QString &shapes, double shapeMb, qlonglong events,
    const QStringList &files, Tally *tally)
{
    std::vector<Trace> traces;
    const QDir work(setup.work);
    if (!shapes.isEmpty()) {
        const QDir dir(shapes);
        for (const char *real : kRealTraces) {
            const QString source = dir.filePath(QLatin1String(real));
            if (!nonEmpty(source)) {
                std::printf("missing: %s\n", real);
                continue;
            }
            const QString name = withoutGz(QFileInfo(source).fileName());
            const QString out = work.filePath(QStringLiteral("real-") + name);
            if (!inflate(setup, source, out)) {
                ++tally->failed;
                continue;
            }
            traces.push_back({ QStringLiteral("real"),
                QStringLiteral("real_") + lowerKey(name.section(QLatin1Char('.'), 0, -2)), out, {} });
        }
        const QString script = QStringLiteral(STEPLINE_SOURCE_DIR "/packaging/bench-shapes.py");
        for (const Shape &shape : kShapes) {
            const QString source = dir.filePath(QLatin1String(shape.source));
            if (!nonEmpty(source)) {
                std::printf("missing: %s (the source of %s)\n", shape.source, shape.name);
                continue;
            }
            const QString mb = QString::number(shapeMb);
            const QString out
                = work.filePath(QStringLiteral("shape-%1-%2mb.json").arg(QLatin1String(shape.name), mb));
            const QString part = out + QStringLiteral(".part");
            QStringList argv { setup.python, script, source, QStringLiteral("--mb"), mb, QStringLiteral("-o"),
                part };
            if (shape.bare)
                argv << QStringLiteral("--bare");
            if (!nonEmpty(out) && !makeFile(setup, { argv }, part, out)) {
                ++tally->failed;
                continue;
            }
            traces.push_back({ QLatin1String(shape.name), lowerKey(QLatin1String(shape.name)), out, {} });
        }
    }
    if (events > 0 && (!shapes.isEmpty() || files.isEmpty())) {
        const QString out = work.filePath(QStringLiteral("generated-%1ev.json").arg(events));
        if (nonEmpty(out) || writeGenerated(out, events))
            traces.push_back({ QStringLiteral("generated"), QStringLiteral("generated"), out, {} });
        else
            ++tally->failed;
    }
    for (const QString &file : files) {
        if (!nonEmpty(file)) {
            std::fprintf(stderr, "stepline-bench compare: cannot read %s\n", qPrintable(file));
            ++tally->failed;
            continue;
        }
        const QString name = withoutGz(QFileInfo(file).fileName());
        Trace trace { QStringLiteral("file"),
            QStringLiteral("file_") + lowerKey(name.section(QLatin1Char('.'), 0, -2)), file, {} };
        if (file.endsWith(QLatin1String(".gz"))) {
            trace.gz = file;
            trace.json = work.filePath(QStringLiteral("file-") + name);
            if (!inflate(setup, file, trace.json)) {
                ++tally->failed;
                continue;
            }
        }
        traces.push_back(trace);
    }
    // Two traces of one name (FILEs from different folders) keep apart in the name=value lines.
    std::set<QString> keys;
    for (Trace &trace : traces) {
        const QString base = trace.key;
        for (int n = 2; !keys.insert(trace.key).second; ++n)
            trace.key = base + QLatin1Char('_') + QString::number(n);
    }
    return traces;
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
    setup.work = QDir(option(args, QStringLiteral("--work"),
                          QDir::temp().filePath(QStringLiteral("stepline-bench-compare"))))
                     .absolutePath();
    if (!QDir().mkpath(setup.work)) {
        std::fprintf(stderr, "stepline-bench compare: cannot make the folder %s\n", qPrintable(setup.work));
        return 2;
    }
    setup.childErrors = QDir(setup.work).filePath(QStringLiteral("child-stderr.txt"));
    setup.cpu = firstAllowedCpu();

    Tally tally;
    const std::vector<Trace> traces = gatherTraces(setup, shapes, shapeMb, events, files, &tally);
    std::printf("compare: %d runs each after a warm-up, medians of pairwise ratios B/A (> 1: stepline is "
                "faster); one core: CPU %d; all cores: %d CPUs\n",
        setup.runs, setup.cpu, allowedCpuCount());
    std::printf("A stepline: %s\nB floor: %s\n", qPrintable(setup.stepline), qPrintable(setup.floor));
    printCount("runs", setup.runs, "runs");
    printCount("cpus", allowedCpuCount(), "cpus");
    printLoadAverage("before");
    for (const Trace &trace : traces)
        loadPairs(setup, trace, &tally);
    printLoadAverage("after");
    printCount("goals_met", tally.met, "pairs");
    printCount("goals_not_met", tally.notMet, "pairs");
    printCount("failures", tally.failed, "failures");
    QFile::remove(setup.childErrors);
    return tally.failed > 0 || traces.empty() ? 2 : 0;
}

} // namespace

STEPLINE_BENCH_VERB(compare,
    { "compare",
        "compare [--shapes DIR] [--runs K] [--floor PATH] [FILE.json...]   loading against the simdjson "
        "floor (one core, all cores) and gzip -dc, as ratios",
        AppKind::Core, runCompare });

} // namespace stepline::bench
