#pragma once

#include <QStringList>

#include <span>

// Command-line verbs. Each runs inside an already created Q(Core)Application and returns the
// process exit code: 0 success, 1 usage error, 2 load error (main.cpp's usage text has the rest).
namespace stepline::cli {

int runSummary(const QStringList &args); // stepline summary PATH [--json]
int runJobs(const QStringList &args); // stepline jobs DIR [--json]
int runRules(const QStringList &args); // stepline rules PATH [--json] [--set Rule.param=value]...
int runExplain(const QStringList &args); // stepline explain PATH [--json] [--scope S]
int runConvert(const QStringList &args); // stepline convert PATH -o FILE.stepline
int runPythonStats(const QStringList &args); // stepline python-stats PATH [--profiler ...] [--json]
int runDiff(const QStringList &args); // stepline diff BASE NEW [--json] [--fail-if-slower PCT] ...
int runWhatIf(
    const QStringList &args); // stepline whatif PATH [--json] [--scenario NAME]... [--critical-path]

struct Verb
{
    const char *name;
    int (*run)(const QStringList &);
};

// The verbs that need no GUI library: the stepline executable runs these itself.
std::span<const Verb> headlessVerbs();
const Verb *findVerb(std::span<const Verb> verbs, const char *name);

// --help / -h and --version as argv[1]: prints the text and returns 0; -1 for anything else.
int runInfoOption(int argc, char **argv);

// Application, organisation and version names (QSettings and the cache folder depend on them);
// static, so they need no application object.
void setApplicationNames();

// rc, unless the standard output could not be written (a full disk, a closed pipe): then a message
// with the system's reason and 3.
int finishVerb(const Verb &verb, int rc);

// Runs VERB on argv[2...], without an application object (verbs.cpp says why).
int runHeadless(int argc, char **argv, const Verb &verb);

// What both executables answer the same way: --help, --version (runInfoOption) and the headless
// verbs (runHeadless). Their exit code, or -1 when argv asks for none of them.
int runInfoOrHeadless(int argc, char **argv);

} // namespace stepline::cli
