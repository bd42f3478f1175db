#include "verbs.h"

#include "cliargs.h"
#include "compareload.h"
#include "peakoptions.h"
#include "profilediff.h"

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

namespace {

// Plain English like `stepline summary`: scripts and CI logs parse these.
const char *const kDiffUsage
    = "Usage: stepline diff BASE NEW [--json] [--fail-if-slower PCT] [--match exact|normalized|operator]\n"
      "                    [--top N] [--ranks LIST] [--window T0:T1] [--force] [--peak-tflops T] "
      "[--peak-tbps B]\n"
      "Compares two profiles (trace files, job folders or .stepline files): whether they are comparable\n"
      "at all, the mean step delta with its 95 % bootstrap interval and its causes (computation by\n"
      "operator kind, exposed communication, exposed memcpy, each idle cause, other), median step time,\n"
      "the GPU time breakdown per step, kernels, operators and annotations by name (count and total on\n"
      "both sides, delta, ratio), and the rows only one side has. --json writes the stepline.diff/1\n"
      "document. --fail-if-slower PCT exits 4 when the lower bound of the 95 % interval of the mean step\n"
      "delta is more than PCT % of BASE's mean step (NEW is slower with 95 % confidence), and refuses\n"
      "an incomparable pair with exit 5 unless --force. --match normalized pairs kernels by their\n"
      "normalized names, --match operator by the operator that launched them (name and input shapes).\n"
      "--top N shows N rows per table (default 20 in the text, all in --json; 0 = all). --ranks and\n"
      "--window apply to both profiles, and so do --peak-tflops / --peak-tbps (they replace the peaks\n"
      "table for the per-op TFLOP/s and MFU deltas).\n"
      "Exit status: 0 done (gate passed), 1 usage error, 2 a profile could not be loaded, 4 NEW is slower\n"
      "than the gate allows, 5 the gate refused an incomparable pair.";

// The gate's exit code, distinct from usage (1), load (2) and write (3) errors.
constexpr int kSlowerExit = 4;
constexpr int kIncomparableExit = 5;

} // namespace

// stepline diff BASE NEW: both load in parallel (two threads), then the comparison of
// METRICS.md "Comparing two profiles" is printed as a table or as stepline.diff/1.
int stepline::cli::runDiff(const std::vector<std::string> &args)
{
    CliArgs cli("diff");
    cli.flag({ "--json" })
        .option({ "--fail-if-slower" })
        .option({ "--match" })
        .option({ "--top" })
        .loadOptions();
    declarePeakOptions(cli);
    const std::string usage = kDiffUsage;
    if (!cli.parse(args, 2))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        std::printf("%s\n", kDiffUsage);
        return 0;
    }
    if (cli.positional().size() < 2)
        return cli.usageError("needs two profiles, BASE and NEW", usage);

    DiffOutputOptions output;
    const bool json = cli.has("--json");
    output.top = json ? 0 : 20;
    if (cli.has("--top")) {
        const std::optional<int> top = parseIntArg(cli.value("--top"));
        if (!top || *top < 0)
            return cli.usageError("--top is a row count (0 = all)", usage);
        output.top = size_t(*top);
    }
    if (cli.has("--fail-if-slower")) {
        std::string text = cli.value("--fail-if-slower");
        if (text.ends_with('%'))
            text.pop_back();
        const std::optional<double> pct = parseDoubleArg(text);
        if (!pct || !(*pct >= 0) || *pct > 1e6)
            return cli.usageError("--fail-if-slower is a percentage, e.g. 5", usage);
        output.failIfSlowerPct = *pct;
    }
    NameMatch match = NameMatch::Exact;
    if (cli.has("--match")) {
        const std::string m = cli.value("--match");
        if (m == "normalized")
            match = NameMatch::Normalized;
        else if (m == "operator")
            match = NameMatch::Operator;
        else if (m != "exact")
            return cli.usageError("--match is exact, normalized or operator", usage);
    }

    const std::string basePath = cli.positional().at(0);
    const std::string newPath = cli.positional().at(1);
    LoadOptions options;
    if (std::string problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, usage);
    PeakOverride peaks;
    if (const int rc = readPeakOptions(cli, kDiffUsage, &peaks); rc >= 0)
        return rc;
    ProfileAggregates base, next;
    if (const int rc = loadAggregatesPair(basePath, newPath, options, &base, &next, peaks); rc != 0)
        return rc;

    const ProfileDiff diff = diffProfiles(base, next, match);
    const std::string text
        = json ? diffToJson(base, next, diff, output) : diffToText(base, next, diff, output);
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (std::ferror(stdout))
        return 1;
    if (output.failIfSlowerPct && diff.comparability.verdict == Comparability::Incomparable
        && !cli.has("--force")) {
        printErr("stepline diff: the profiles are incomparable (" + diff.comparability.reasons.front().text
            + "): the gate refuses to judge them. Pass --force to gate anyway.");
        return kIncomparableExit;
    }
    return output.failIfSlowerPct && slowerThan(diff, *output.failIfSlowerPct) ? kSlowerExit : 0;
}
