#include "verbs.h"

#include "cliargs.h"
#include "pythondumps.h"
#include "pythonstatsformat.h"
#include "smdebug.h"
#include "steplinereader.h"
#include "pathtext.h"
#include "verbpreamble.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <system_error>
#include <vector>

namespace {

struct PythonStatsTr
{
    STEPLINE_TR_FUNCTIONS(PythonStatsCommand)
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

bool parseMode(const std::string &text, stepline::PythonMode *out)
{
    *out = stepline::pythonModeFromName(text);
    return *out != stepline::PythonMode::Unknown;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The ASCII digits TEXT starts with (at most `most`), taken off it.
std::string_view takeDigits(std::string_view *text, size_t most = std::string_view::npos)
{
    size_t n = 0;
    while (n < text->size() && n < most && isDigit((*text)[n]))
        ++n;
    const std::string_view digits = text->substr(0, n);
    text->remove_prefix(n);
    return digits;
}

// TEXT's parts between colons, empty ones too.
std::vector<std::string> splitColons(const std::string &text)
{
    std::vector<std::string> parts(1);
    for (const char c : text) {
        if (c == ':')
            parts.emplace_back();
        else
            parts.back().push_back(c);
    }
    return parts;
}

// A regular expression's "$" also matches before a newline that ends the text.
std::string_view withoutFinalNewline(std::string_view text)
{
    if (text.ends_with('\n'))
        text.remove_suffix(1);
    return text;
}

// "^(\d{1,16})(?:\.(\d{0,3})\d*)?$": microseconds, the fraction cut to whole nanoseconds.
bool parseMicros(std::string_view text, int64_t *absNs)
{
    text = withoutFinalNewline(text);
    const std::string_view whole = takeDigits(&text, 16);
    if (whole.empty())
        return false;
    std::string fraction;
    if (text.starts_with('.')) {
        text.remove_prefix(1);
        fraction = takeDigits(&text, 3);
        takeDigits(&text);
    }
    if (!text.empty())
        return false;
    fraction.resize(3, '0');
    *absNs = stepline::cli::parseInt64Arg(whole).value_or(0) * 1000
        + stepline::cli::parseInt64Arg(fraction).value_or(0);
    return true;
}

// The dumps PATH holds: a folder (searched), a .stepline file, or one python_stats[.json].
bool loadDumps(const std::string &path, std::vector<stepline::PythonStatsFile> *out, std::string *problem)
{
    using namespace stepline;
    std::error_code error;
    if (!std::filesystem::exists(path, error)) {
        *problem = PythonStatsTr::tr("%1 does not exist").arg(path);
        return false;
    }
    if (std::filesystem::is_directory(path, error)) {
        *out = loadSmdebugPythonStats(path);
    } else if (isSteplineFile(path)) {
        const LoadOutcome loaded = loadSteplineFile(path);
        if (!loaded.ok()) {
            *problem = loaded.error.toUserMessage();
            return false;
        }
        *out = loaded.profile->job().pythonStats;
    } else if (isSmdebugPythonStatsFileName(fileNameOf(path))) {
        out->push_back(readSmdebugPythonStatsFile(path, absoluteFolderOf(path)));
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

int stepline::cli::runPythonStats(const std::vector<std::string> &args)
{
    CliArgs cli("python-stats");
    for (const char *name : { "--profiler", "--mode", "--modes", "--phase", "--steps", "--step-phases",
             "--from-us", "--to-us", "--node", "--top" })
        cli.option({ name });
    cli.flag({ "--list" }).flag({ "--json" });
    const std::string usage = kPythonStatsUsage;
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        std::printf("%s\n%s", kPythonStatsUsage, kPythonStatsHelp);
        return 0;
    }
    if (cli.path().empty())
        return cli.usageError(PythonStatsTr::tr("missing PATH"), usage);

    PythonDumpQuery query;
    const auto value = [&](const char *name) { return cli.value(name); };
    const auto has = [&](const char *name) { return cli.has(name); };
    if (has("--profiler")) {
        query.profiler = pythonProfilerFromName(value("--profiler"));
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
        const std::vector<std::string> parts = splitColons(value("--modes"));
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
        const std::optional<JobPhase> phase = jobPhaseFromName(value("--phase"));
        if (!phase)
            return cli.usageError(
                PythonStatsTr::tr("--phase is initialization, training_loop or finalization"), usage);
        query.phase = *phase;
    }
    if (has("--steps")) {
        // "^(\d+)(?::(\d+))?$"; a number past int64 reads as 0.
        const std::string text = value("--steps");
        std::string_view rest = withoutFinalNewline(text);
        const std::string_view first = takeDigits(&rest);
        std::string_view second;
        if (!first.empty() && rest.starts_with(':')) {
            rest.remove_prefix(1);
            second = takeDigits(&rest);
            if (second.empty())
                rest = ":"; // no match
        }
        if (first.empty() || !rest.empty())
            return cli.usageError(PythonStatsTr::tr("--steps needs A:B or A (step numbers)"), usage);
        StepInterval steps;
        steps.mode = stepMode;
        steps.startStep = parseInt64Arg(first).value_or(0);
        steps.endStep = second.empty() ? steps.startStep + 1 : parseInt64Arg(second).value_or(0);
        // A:B is from the start of step A to the start of step B.
        steps.startPhase = StepPhase::StepStart;
        steps.endPhase = StepPhase::StepStart;
        if (has("--step-phases")) {
            const std::vector<std::string> parts = splitColons(value("--step-phases"));
            if (parts.size() != 2 || stepPhaseFromName(parts[0]) == StepPhase::Unknown
                || stepPhaseFromName(parts[1]) == StepPhase::Unknown)
                return cli.usageError(
                    PythonStatsTr::tr(
                        "--step-phases needs two of start, stepstart, forwardpassend, stepend, end"),
                    usage);
            steps.startPhase = stepPhaseFromName(parts[0]);
            steps.endPhase = stepPhaseFromName(parts[1]);
            if (second.empty())
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
    query.node = value("--node");
    size_t top = SIZE_MAX;
    if (has("--top")) {
        const std::optional<int64_t> n = parseInt64Arg(value("--top"));
        if (!n || *n < 1)
            return cli.usageError(PythonStatsTr::tr("--top needs a positive number"), usage);
        top = size_t(*n);
    }

    std::vector<PythonStatsFile> files;
    if (std::string problem; !loadDumps(cli.path(), &files, &problem)) {
        printErr("stepline python-stats: " + problem);
        return 2;
    }
    const std::vector<PythonDump> dumps = parsePythonDumps(files);
    if (!query.node.empty()) {
        const std::vector<std::string> nodes = pythonDumpNodes(dumps);
        if (std::find(nodes.begin(), nodes.end(), query.node) == nodes.end()) {
            std::string have;
            for (size_t i = 0; i < nodes.size(); ++i)
                have += (i > 0 ? ", " : "") + nodes[i];
            return cli.usageError(
                PythonStatsTr::tr("no node %1; the dumps have %2").args({ query.node, have }), usage);
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
