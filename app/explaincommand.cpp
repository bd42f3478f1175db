#include "commands.h"

#include "cliargs.h"
#include "explain.h"

#include <cstdio>
#include <string>

namespace {

// Plain English like the summary: scripts parse the output and the findings come from the
// Qt-free insights library.
const char *const kExplainUsage
    = "Usage: stepline explain PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]\n"
      "                        [--ranks LIST] [--window T0:T1] [--force]";

} // namespace

// Loads PATH and prints where the GPU time was lost (idle causes, exposed communication and
// memcpy), ranked, each with its share, worst places and advice; with --json the
// stepline.explain/1 document. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runExplain(const QStringList &args)
{
    CliArgs cli(QStringLiteral("explain"));
    cli.flag({ QStringLiteral("--json") }).option({ QStringLiteral("--scope") }).loadOptions();
    const QString usage = QString::fromLatin1(kExplainUsage);
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usage);
    if (cli.help()) {
        std::printf("%s\nRanks where the GPU time went: each idle cause, exposed communication and exposed\n"
                    "memcpy, with its share of GPU time, the 5 worst places and what to change.\n",
            kExplainUsage);
        return 0;
    }
    Scope scope;
    if (cli.has(QStringLiteral("--scope"))) {
        std::string error;
        if (!Scope::parse(cli.value(QStringLiteral("--scope")).toStdString(), &scope, &error))
            return cli.usageError(QString::fromStdString(error), usage);
    }
    LoadOptions options;
    if (QString problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, usage);
    if (cli.path().isEmpty())
        return cli.usageError(QStringLiteral("missing PATH"), usage);

    LoadOutcome outcome;
    if (const int rc = loadForCommand(cli.path(), options, &outcome); rc != 0)
        return rc;
    const Profile &profile = *outcome.profile;
    if (ScopeFilter(profile, scope).isEmpty()) {
        printErr(QStringLiteral("stepline explain: the profile has no ")
            + QString::fromStdString(scope.toString()));
        return 1;
    }
    const Explanation explanation = explain(profile, scope);
    const std::string text
        = cli.has(QStringLiteral("--json")) ? explanationToJson(explanation) : explanationToText(explanation);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::ferror(stdout) ? 1 : 0;
}
