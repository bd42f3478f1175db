#pragma once

#include "cliargs.h"
#include "collectives.h"
#include "scope.h"

#include <string>
#include <vector>

namespace stepline::cli {

// What the verbs that analyse one scope of one PATH (summary, explain) read before they differ.
struct ScopedVerbInput
{
    std::string path;
    Scope scope;
    LoadOptions options;
    CollectiveOptions collectives; // --align-collectives
    bool json = false;
};

// Their shared preamble: declares --json, --scope, --align-collectives and the load options on
// CLI (beside the verb's own), parses ARGS, prints USAGE and HELP on --help, then reads the scope,
// the load options and PATH. Returns -1 with *input set to go on; otherwise the exit code (0 after
// --help, 1 after a usage error, already reported).
int readScopedVerbInput(CliArgs &cli, const std::vector<std::string> &args, const char *usage,
    const char *help, ScopedVerbInput *input);

// Loads INPUT's PATH (loadForCommand) and checks that its scope is in the profile. Returns 0 with
// *outcome set, or the exit code: 2 when loading fails, 1 when the scope is not there.
int loadScoped(const CliArgs &cli, const ScopedVerbInput &input, LoadOutcome *outcome);

// Writes a verb's output: 0, or 1 when stdout could not take it.
int writeOut(const std::string &text);

} // namespace stepline::cli
