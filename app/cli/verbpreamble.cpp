#include "verbpreamble.h"

#include "profile.h"

#include <cstdio>

namespace stepline::cli {

int readScopedVerbInput(
    CliArgs &cli, const QStringList &args, const char *usage, const char *help, ScopedVerbInput *input)
{
    cli.flag({ QStringLiteral("--json") })
        .flag({ QStringLiteral("--align-collectives") })
        .option({ QStringLiteral("--scope") })
        .loadOptions();
    const QString usageText = QString::fromLatin1(usage);
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usageText);
    if (cli.help()) {
        std::printf("%s\n%s", usage, help);
        return 0;
    }
    if (cli.has(QStringLiteral("--scope"))) {
        std::string error;
        if (!Scope::parse(cli.value(QStringLiteral("--scope")).toStdString(), &input->scope, &error))
            return cli.usageError(QString::fromStdString(error), usageText);
    }
    if (QString problem; !cli.loadOptionsOf(&input->options, &problem))
        return cli.usageError(problem, usageText);
    if (cli.path().isEmpty())
        return cli.usageError(QStringLiteral("missing PATH"), usageText);
    input->path = cli.path();
    input->json = cli.has(QStringLiteral("--json"));
    input->collectives.alignClocks = cli.has(QStringLiteral("--align-collectives"));
    return -1;
}

int loadScoped(const CliArgs &cli, const ScopedVerbInput &input, LoadOutcome *outcome)
{
    if (const int rc = loadForCommand(input.path, input.options, outcome); rc != 0)
        return rc;
    if (ScopeFilter(*outcome->profile, input.scope).isEmpty()) {
        printErr(QStringLiteral("stepline %1: the profile has no %2")
                     .arg(cli.verb(), QString::fromStdString(input.scope.toString())));
        return 1;
    }
    return 0;
}

int writeOut(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::ferror(stdout) ? 1 : 0;
}

} // namespace stepline::cli
