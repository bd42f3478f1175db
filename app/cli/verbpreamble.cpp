#include "verbpreamble.h"

#include "profile.h"

#include <cstdio>

namespace stepline::cli {

int readScopedVerbInput(CliArgs &cli, const std::vector<std::string> &args, const char *usage,
    const char *help, ScopedVerbInput *input)
{
    cli.flag({ "--json" }).flag({ "--align-collectives" }).option({ "--scope" }).loadOptions();
    const std::string usageText = usage;
    if (!cli.parse(args))
        return cli.usageError(cli.error(), usageText);
    if (cli.help()) {
        std::printf("%s\n%s", usage, help);
        return 0;
    }
    if (cli.has("--scope")) {
        std::string error;
        if (!Scope::parse(cli.value("--scope"), &input->scope, &error))
            return cli.usageError(error, usageText);
    }
    if (std::string problem; !cli.loadOptionsOf(&input->options, &problem))
        return cli.usageError(problem, usageText);
    if (cli.path().empty())
        return cli.usageError("missing PATH", usageText);
    input->path = cli.path();
    input->json = cli.has("--json");
    input->collectives.alignClocks = cli.has("--align-collectives");
    return -1;
}

int loadScoped(const CliArgs &cli, const ScopedVerbInput &input, LoadOutcome *outcome)
{
    if (const int rc = loadForCommand(input.path, input.options, outcome); rc != 0)
        return rc;
    if (ScopeFilter(*outcome->profile, input.scope).isEmpty()) {
        printErr("stepline " + cli.verb() + ": the profile has no " + input.scope.toString());
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
