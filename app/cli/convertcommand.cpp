#include "verbs.h"

#include "cliargs.h"
#include "steplinewriter.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace {

struct ConvertTr
{
    STEPLINE_TR_FUNCTIONS(ConvertCommand)
};

std::string convertUsage()
{
    return ConvertTr::tr("Usage: stepline convert PATH -o FILE.stepline [--level 1..19]").str() + ' '
        + stepline::cli::kSubsetUsage;
}

int64_t msSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

// Loads PATH (a trace, a job folder or a .stepline file) and writes the whole job (or the chosen
// subset) in the native format. Exit 0 on success, 1 on usage errors, 2 when PATH cannot be
// loaded, 3 when the file cannot be written (an earlier file at -o then stays as it was).
int stepline::cli::runConvert(const std::vector<std::string> &args)
{
    CliArgs cli("convert");
    cli.option({ "-o", "--output" }).option({ "--level" }).loadOptions();
    if (!cli.parse(args))
        return cli.usageError(cli.error(), convertUsage());
    if (cli.help()) {
        printOut(convertUsage());
        printOut(ConvertTr::tr("Writes a trace file or a job folder as one compact .stepline file."));
        return 0;
    }
    int level = 9;
    if (cli.has("--level")) {
        const std::optional<int> value = parseIntArg(cli.value("--level"));
        level = value.value_or(0);
        if (!value || level < 1 || level > 19)
            return cli.usageError(ConvertTr::tr("--level takes a number from 1 to 19"), convertUsage());
    }
    LoadOptions options;
    if (std::string problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, convertUsage());
    const std::string output = cli.value("-o");
    if (cli.path().empty())
        return cli.usageError(ConvertTr::tr("missing PATH"), convertUsage());
    if (output.empty())
        return cli.usageError(ConvertTr::tr("missing -o FILE.stepline"), convertUsage());

    auto start = std::chrono::steady_clock::now();
    LoadOutcome outcome;
    if (const int rc = loadForCommand(cli.path(), options, &outcome); rc != 0)
        return rc;
    const int64_t loadMs = msSince(start);
    start = std::chrono::steady_clock::now();
    int64_t bytes = 0;
    const std::string error = writeSteplineFile(*outcome.profile, output, level, &bytes);
    if (!error.empty()) {
        printErr("stepline convert: " + error);
        return 3;
    }
    printOut(ConvertTr::tr("%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)")
                 .arg(output)
                 .arg(outcome.profile->eventCount())
                 .arg(bytes)
                 .arg(loadMs)
                 .arg(msSince(start)));
    return 0;
}
