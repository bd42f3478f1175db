#pragma once

#include <span>
#include <string>
#include <vector>

// Command-line verbs, on their arguments (UTF-8). Each returns the process exit code: 0 success, 1 usage
// error, 2 load error (main.cpp's usage text has the rest).
namespace stepline::cli {

int runSummary(const std::vector<std::string> &args); // stepline summary PATH [--json]
int runJobs(const std::vector<std::string> &args); // stepline jobs DIR [--json]
int runRules(
    const std::vector<std::string> &args); // stepline rules PATH [--json] [--set Rule.param=value]...
int runExplain(const std::vector<std::string> &args); // stepline explain PATH [--json] [--scope S]
int runConvert(const std::vector<std::string> &args); // stepline convert PATH -o FILE.stepline
int runPythonStats(
    const std::vector<std::string> &args); // stepline python-stats PATH [--profiler ...] [--json]
int runDiff(
    const std::vector<std::string> &args); // stepline diff BASE NEW [--json] [--fail-if-slower PCT] ...
int runWhatIf(const std::vector<std::string>
        &args); // stepline whatif PATH [--json] [--scenario NAME]... [--critical-path]

struct Verb
{
    const char *name;
    int (*run)(const std::vector<std::string> &);
};

// The verbs that need no GUI library: the stepline executable runs these itself.
std::span<const Verb> headlessVerbs();
const Verb *findVerb(std::span<const Verb> verbs, const char *name);

// --help / -h and --version as argv[1]: prints the text and returns 0; -1 for anything else.
int runInfoOption(int argc, char **argv);

// The application and organisation names: the cache folder (jobcachefile.h) is named after them,
// and the window gives them to Qt for its settings.
inline constexpr const char kApplicationName[] = "Stepline";
inline constexpr const char kOrganizationName[] = "Stepline";

// rc, unless the standard output could not be written (a full disk, a closed pipe): then a message
// with the system's reason and 3.
int finishVerb(const Verb &verb, int rc);

// Runs VERB on argv[2...], without an application object (verbs.cpp says why).
int runHeadless(int argc, char **argv, const Verb &verb);

// What both executables answer the same way: --help, --version (runInfoOption) and the headless
// verbs (runHeadless). Their exit code, or -1 when argv asks for none of them.
int runInfoOrHeadless(int argc, char **argv);

} // namespace stepline::cli
