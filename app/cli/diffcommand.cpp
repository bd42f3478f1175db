#include "verbs.h"

#include "cliargs.h"
#include "compareload.h"
#include "profilediff.h"

#include <cstdio>
#include <string>

namespace {

// Plain English like `stepline summary`: scripts and CI logs parse these.
const char *const kDiffUsage
    = "Usage: stepline diff BASE NEW [--json] [--fail-if-slower PCT] [--match exact|normalized] [--top N]\n"
      "                    [--ranks LIST] [--window T0:T1] [--force]\n"
      "Compares two profiles (trace files, job folders or .stepline files): median step time, the GPU\n"
      "time breakdown and idle causes per step, kernels, operators and annotations by name (count and\n"
      "total on both sides, delta, ratio), and the rows only one side has. --json writes the\n"
      "stepline.diff/1 document. --fail-if-slower PCT exits 4 when NEW's median step is more than\n"
      "PCT % slower than BASE's (a CI gate). --match normalized\n"
      "pairs kernels by their normalized names (README: \"Comparing two profiles\"). --top N shows N\n"
      "rows per table (default 20 in the text, all in --json; 0 = all). --ranks and --window apply\n"
      "to both profiles.\n"
      "Exit status: 0 done (gate passed), 1 usage error, 2 a profile could not be loaded, 4 NEW is slower\n"
      "than the gate allows.";

// The gate's exit code, distinct from usage (1), load (2) and write (3) errors.
constexpr int kSlowerExit = 4;

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
        else if (m != QLatin1String("exact"))
            return cli.usageError(QStringLiteral("--match is exact or normalized"), usage);
    }

    const QString basePath = cli.positional().at(0);
    const QString newPath = cli.positional().at(1);
    LoadOptions options;
    if (QString problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, usage);
    ProfileAggregates base, next;
    if (const int rc = loadAggregatesPair(basePath, newPath, options, &base, &next); rc != 0)
        return rc;

    const ProfileDiff diff = diffProfiles(base, next, match);
    const std::string text
        = json ? diffToJson(base, next, diff, output) : diffToText(base, next, diff, output);
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (std::ferror(stdout))
        return 1;
    return output.failIfSlowerPct && slowerThan(diff, *output.failIfSlowerPct) ? kSlowerExit : 0;
}
