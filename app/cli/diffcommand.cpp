#include "verbs.h"

#include "cliargs.h"
#include "compareload.h"
#include "peakoptions.h"
#include "profilediff.h"

#include <cstdio>
#include <string>

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

// stepline diff BASE NEW: both load in parallel (two QtConcurrent tasks), then the comparison of
// METRICS.md "Comparing two profiles" is printed as a table or as stepline.diff/1.
int stepline::cli::runDiff(const QStringList &args)
{
    CliArgs cli(QStringLiteral("diff"));
    cli.flag({ QStringLiteral("--json") })
        .option({ QStringLiteral("--fail-if-slower") })
        .option({ QStringLiteral("--match") })
        .option({ QStringLiteral("--top") })
        .loadOptions();
    declarePeakOptions(cli);
    const QString usage = QString::fromLatin1(kDiffUsage);
    if (!cli.parse(args, 2))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        std::printf("%s\n", kDiffUsage);
        return 0;
    }
    if (cli.positional().size() < 2)
        return cli.usageError(QStringLiteral("needs two profiles, BASE and NEW"), usage);

    DiffOutputOptions output;
    const bool json = cli.has(QStringLiteral("--json"));
    output.top = json ? 0 : 20;
    if (cli.has(QStringLiteral("--top"))) {
        bool ok = false;
        const int top = cli.value(QStringLiteral("--top")).toInt(&ok);
        if (!ok || top < 0)
            return cli.usageError(QStringLiteral("--top is a row count (0 = all)"), usage);
        output.top = size_t(top);
    }
    if (cli.has(QStringLiteral("--fail-if-slower"))) {
        bool ok = false;
        QString text = cli.value(QStringLiteral("--fail-if-slower"));
        if (text.endsWith(QLatin1Char('%')))
            text.chop(1);
        const double pct = text.toDouble(&ok);
        if (!ok || !(pct >= 0) || pct > 1e6)
            return cli.usageError(QStringLiteral("--fail-if-slower is a percentage, e.g. 5"), usage);
        output.failIfSlowerPct = pct;
    }
    NameMatch match = NameMatch::Exact;
    if (cli.has(QStringLiteral("--match"))) {
        const QString m = cli.value(QStringLiteral("--match"));
        if (m == QLatin1String("normalized"))
            match = NameMatch::Normalized;
        else if (m == QLatin1String("operator"))
            match = NameMatch::Operator;
        else if (m != QLatin1String("exact"))
            return cli.usageError(QStringLiteral("--match is exact, normalized or operator"), usage);
    }

    const QString basePath = cli.positional().at(0);
    const QString newPath = cli.positional().at(1);
    LoadOptions options;
    if (QString problem; !cli.loadOptionsOf(&options, &problem))
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
        && !cli.has(QStringLiteral("--force"))) {
        printErr(
            QStringLiteral("stepline diff: the profiles are incomparable (%1): the gate refuses to judge "
                           "them. Pass --force to gate anyway.")
                .arg(QString::fromStdString(diff.comparability.reasons.front().text)));
        return kIncomparableExit;
    }
    return output.failIfSlowerPct && slowerThan(diff, *output.failIfSlowerPct) ? kSlowerExit : 0;
}
