#include "verbs.h"

#include "cliargs.h"
#include "pythondumps.h"
#include "pythonstatsformat.h"
#include "smdebug.h"
#include "steplinereader.h"
#include "verbpreamble.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include <cmath>
#include <cstdio>
#include <string>

namespace {

struct PythonStatsTr
{
    Q_DECLARE_TR_FUNCTIONS(PythonStatsCommand)
};

const char *const kPythonStatsUsage
    = "Usage: stepline python-stats PATH [--profiler cprofile|pyinstrument]\n"
      "                        [--mode train|eval|predict|global] "
      "[--phase initialization|training_loop|finalization]\n"
      "                        [--modes START:END] [--steps A:B] [--step-phases P:Q]\n"
      "                        [--from-us T] [--to-us T] [--node ID] [--top N] [--list] [--json]";

const char *const kPythonStatsHelp
    = "Reads the Python profiler dumps of a SageMaker Debugger job (cProfile python_stats and\n"
      "pyinstrument python_stats.json below PATH, a .stepline file, or one dump file), selects them\n"
      "like smdebug's PythonProfileAnalysis and prints the merged function table (pstats.Stats.add).\n"
      "  --profiler P     cprofile or pyinstrument (default: the one the job has; cprofile if both)\n"
      "  --mode M         dumps whose start and end mode are both M (also the mode of --steps)\n"
      "  --modes S:E      dumps with start mode S and end mode E (a training-phase combination;\n"
      "                   modes also prestepzero and posthookclose)\n"
      "  --phase P        job phase: initialization (from prestepzero), finalization (to\n"
      "                   posthookclose), training_loop (the rest)\n"
      "  --steps A:B      from step A's start to step B's start (A <= step < B); --steps A is A:A+1.\n"
      "                   The mode is --mode's, else train (smdebug's default)\n"
      "  --step-phases P:Q  smdebug's start_phase and end_phase for --steps (start, stepstart,\n"
      "                   forwardpassend, stepend, end; default stepstart:stepstart): --steps A:B\n"
      "                   --step-phases stepstart:stepend is fetch_profile_stats_by_step(A, B), steps\n"
      "                   A..B inclusive; --steps A with phases is A..A\n"
      "  --from-us/--to-us  dumps overlapping this time (us since the epoch, like the folder names)\n"
      "  --node ID        one node id (\"<pid>-<host>\"); default every node\n"
      "  --top N          the N functions with the most cumulative time\n"
      "  --list           the dumps the selection holds (smdebug's list_profile_stats) instead\n"
      "  --json           stepline.pythonstats/1 (with --list: stepline.pythondumps/1)\n"
      "Exit status: 0 success, 1 usage error, 2 PATH holds no dump or cannot be read.\n";

bool parseMode(const QString &text, stepline::PythonMode *out)
{
    *out = stepline::pythonModeFromName(text.toStdString());
    return *out != stepline::PythonMode::Unknown;
}

bool parseMicros(const QString &text, int64_t *absNs)
{
    static const QRegularExpression re(QStringLiteral("^(\\d{1,16})(?:\\.(\\d{0,3})\\d*)?$"));
    const QRegularExpressionMatch m = re.match(text);
    if (!m.hasMatch())
        return false;
    *absNs = m.captured(1).toLongLong() * 1000
        + QString(m.captured(2) + QStringLiteral("000")).left(3).toLongLong();
    return true;
}

// The dumps PATH holds: a folder (searched), a .stepline file, or one python_stats[.json].
bool loadDumps(const QString &path, std::vector<stepline::PythonStatsFile> *out, QString *problem)
{
    using namespace stepline;
    const QFileInfo info(path);
    if (!info.exists()) {
        *problem = PythonStatsTr::tr("%1 does not exist").arg(path);
        return false;
    }
    if (info.isDir()) {
        *out = loadSmdebugPythonStats(path);
    } else if (isSteplineFile(path)) {
        const LoadOutcome loaded = loadSteplineFile(path);
        if (!loaded.ok()) {
            *problem = QString::fromStdString(loaded.error.toUserMessage());
            return false;
        }
        *out = loaded.profile->job().pythonStats;
    } else if (isSmdebugPythonStatsFileName(info.fileName())) {
        out->push_back(readSmdebugPythonStatsFile(path, info.absolutePath()));
    } else {
        *problem
            = PythonStatsTr::tr("%1 is neither a folder, a .stepline file nor a python_stats dump").arg(path);
        return false;
    }
    if (out->empty()) {
        *problem = PythonStatsTr::tr("no Python profiler dump (python_stats, python_stats.json) below %1")
                       .arg(path);
        return false;
    }
    return true;
}

} // namespace

int stepline::cli::runPythonStats(const QStringList &args)
{
    CliArgs cli(QStringLiteral("python-stats"));
    for (const char *name : { "--profiler", "--mode", "--modes", "--phase", "--steps", "--step-phases",
             "--from-us", "--to-us", "--node", "--top" })
        cli.option({ QString::fromLatin1(name) });
    cli.flag({ QStringLiteral("--list") }).flag({ QStringLiteral("--json") });
    const QString usage = QString::fromLatin1(kPythonStatsUsage);
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        std::printf("%s\n%s", kPythonStatsUsage, kPythonStatsHelp);
        return 0;
    }
    if (cli.path().isEmpty())
        return cli.usageError(PythonStatsTr::tr("missing PATH"), usage);

    PythonDumpQuery query;
    const auto value = [&](const char *name) { return cli.value(QString::fromLatin1(name)); };
    const auto has = [&](const char *name) { return cli.has(QString::fromLatin1(name)); };
    if (has("--profiler")) {
        query.profiler = pythonProfilerFromName(value("--profiler").toStdString());
        if (!query.profiler)
            return cli.usageError(PythonStatsTr::tr("--profiler is cprofile or pyinstrument"), usage);
    }
    PythonMode stepMode = PythonMode::Train;
    if (has("--mode")) {
        PythonMode mode {};
        if (!parseMode(value("--mode"), &mode) || mode == PythonMode::PreStepZero
            || mode == PythonMode::PostHookClose)
            return cli.usageError(PythonStatsTr::tr("--mode is train, eval, predict or global"), usage);
        query.startMode = query.endMode = stepMode = mode;
    }
    if (has("--modes")) {
        const QStringList parts = value("--modes").split(QLatin1Char(':'));
        PythonMode start {};
        PythonMode end {};
        if (parts.size() != 2 || !parseMode(parts[0], &start) || !parseMode(parts[1], &end))
            return cli.usageError(PythonStatsTr::tr("--modes needs START:END, such as train:eval"), usage);
        if ((query.startMode && *query.startMode != start) || (query.endMode && *query.endMode != end))
            return cli.usageError(PythonStatsTr::tr("--mode and --modes disagree"), usage);
        query.startMode = start;
        query.endMode = end;
    }
    if (has("--phase")) {
        const std::optional<JobPhase> phase = jobPhaseFromName(value("--phase").toStdString());
        if (!phase)
            return cli.usageError(
                PythonStatsTr::tr("--phase is initialization, training_loop or finalization"), usage);
        query.phase = *phase;
    }
    if (has("--steps")) {
        static const QRegularExpression re(QStringLiteral("^(\\d+)(?::(\\d+))?$"));
        const QRegularExpressionMatch m = re.match(value("--steps"));
        if (!m.hasMatch())
            return cli.usageError(PythonStatsTr::tr("--steps needs A:B or A (step numbers)"), usage);
        StepInterval steps;
        steps.mode = stepMode;
        steps.startStep = m.captured(1).toLongLong();
        steps.endStep = m.captured(2).isEmpty() ? steps.startStep + 1 : m.captured(2).toLongLong();
        // A:B is from the start of step A to the start of step B.
        steps.startPhase = StepPhase::StepStart;
        steps.endPhase = StepPhase::StepStart;
        if (has("--step-phases")) {
            const QStringList parts = value("--step-phases").split(QLatin1Char(':'));
            if (parts.size() != 2 || stepPhaseFromName(parts[0].toStdString()) == StepPhase::Unknown
                || stepPhaseFromName(parts[1].toStdString()) == StepPhase::Unknown)
                return cli.usageError(
                    PythonStatsTr::tr(
                        "--step-phases needs two of start, stepstart, forwardpassend, stepend, end"),
                    usage);
            steps.startPhase = stepPhaseFromName(parts[0].toStdString());
            steps.endPhase = stepPhaseFromName(parts[1].toStdString());
            if (m.captured(2).isEmpty())
                steps.endStep = steps.startStep;
        }
        if (steps.endStep < steps.startStep)
            return cli.usageError(PythonStatsTr::tr("--steps A:B needs A <= B"), usage);
        query.steps = steps;
    } else if (has("--step-phases")) {
        return cli.usageError(PythonStatsTr::tr("--step-phases needs --steps"), usage);
    }
    if (has("--from-us") || has("--to-us")) {
        int64_t from = std::numeric_limits<int64_t>::min();
        int64_t to = std::numeric_limits<int64_t>::max();
        if ((has("--from-us") && !parseMicros(value("--from-us"), &from))
            || (has("--to-us") && !parseMicros(value("--to-us"), &to)))
            return cli.usageError(
                PythonStatsTr::tr("--from-us and --to-us take microseconds since the epoch"), usage);
        if (to < from)
            return cli.usageError(PythonStatsTr::tr("--to-us is before --from-us"), usage);
        query.timeAbsNs = std::make_pair(from, to);
    }
    query.node = value("--node").toStdString();
    size_t top = SIZE_MAX;
    if (has("--top")) {
        bool ok = false;
        const qlonglong n = value("--top").toLongLong(&ok);
        if (!ok || n < 1)
            return cli.usageError(PythonStatsTr::tr("--top needs a positive number"), usage);
        top = size_t(n);
    }

    std::vector<PythonStatsFile> files;
    if (QString problem; !loadDumps(cli.path(), &files, &problem)) {
        printErr(QStringLiteral("stepline python-stats: ") + problem);
        return 2;
    }
    const std::vector<PythonDump> dumps = parsePythonDumps(files);
    if (!query.node.empty()) {
        const std::vector<std::string> nodes = pythonDumpNodes(dumps);
        if (std::find(nodes.begin(), nodes.end(), query.node) == nodes.end()) {
            QStringList have;
            for (const std::string &n : nodes)
                have << QString::fromStdString(n);
            return cli.usageError(
                PythonStatsTr::tr("no node %1; the dumps have %2")
                    .arg(QString::fromStdString(query.node), have.join(QStringLiteral(", "))),
                usage);
        }
    }
    const bool json = has("--json");
    if (has("--list")) {
        const std::vector<size_t> rows = selectPythonDumps(dumps, query);
        const std::string text = json ? pythonDumpsToJson(dumps, rows) : pythonDumpsToText(dumps, rows);
        return writeOut(text);
    }
    if (!query.profiler) {
        // The one the job has; a folder with both gets cProfile's and a note.
        bool cprofile = false;
        bool pyinstrument = false;
        for (const PythonStatsFile &f : files)
            (f.profiler == PythonProfiler::CProfile ? cprofile : pyinstrument) = true;
        query.profiler = cprofile ? PythonProfiler::CProfile : PythonProfiler::Pyinstrument;
        if (cprofile && pyinstrument)
            printErr(PythonStatsTr::tr("stepline python-stats: PATH has cProfile and pyinstrument dumps; "
                                       "showing cProfile's (--profiler pyinstrument for the others)"));
    }
    const std::vector<size_t> selected = selectPythonDumps(dumps, query);
    const PythonFunctionTable table = mergePythonDumps(dumps, selected, *query.profiler);
    if (table.unreadable > 0)
        printErr(
            PythonStatsTr::tr("stepline python-stats: %n selected dump(s) could not be read (see --list)",
                nullptr, int(table.unreadable)));
    const std::string text = json ? pythonFunctionsToJson(table, top) : pythonFunctionsToText(table, top);
    return writeOut(text);
}
