#include "verbs.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace stepline::cli {

namespace {

const char *const kUsage
    = "Usage: stepline [PATH] [--jobs DIR] [--step-range NAME]\n"
      "                              open the viewer (on a trace file or job folder)\n"
      "       stepline summary PATH [--json] [--scope ...] [--align-collectives] [--collectives-only]\n"
      "                              print the figures of METRICS.md, collectives and stragglers\n"
      "       stepline jobs DIR [--json]          list the training jobs in a profiles folder\n"
      "       stepline export-charts PATH -o DIR [--format png|svg|pdf] [--size WxH]\n"
      "                              [--scope node=NAME|rank=N|gpu=R:D] [--annotation NAME]...\n"
      "       stepline export-timeline PATH -o FILE.png [--from NS --to NS | --step N] [--size WxH]\n"
      "                              [--rows REGEX]  the Timeline tab as an image\n"
      "       stepline report PATH -o FILE.pdf  the dashboard's PDF report (summary table + charts)\n"
      "       stepline rules PATH [--json] [--set Rule.param=value]...  run the Debugger rules\n"
      "       stepline explain PATH [--json] [--scope ...] [--align-collectives]\n"
      "                              where the GPU time was lost, ranked, with advice\n"
      "       stepline convert PATH -o FILE.stepline  write the job in the compact native format\n"
      "       stepline python-stats PATH [--profiler cprofile|pyinstrument] [--mode M] [--phase P]\n"
      "                              [--steps A:B] [--from-us T --to-us T] [--node ID] [--list] [--json]\n"
      "                              the SageMaker Debugger's Python profiler dumps, selected and merged\n"
      "       stepline diff BASE NEW [--json] [--fail-if-slower PCT] [--match exact|normalized] [--top N]\n"
      "                              compare two profiles (exit 4: NEW slower than the gate allows)\n"
      "       stepline whatif PATH [--json] [--scenario NAME]... [--critical-path [--step N]]\n"
      "                              replay the job with one cause fixed: the predicted step time\n"
      "       stepline --help | --version\n"
      "\n"
      "PATH is a Kineto/Chrome trace (.json, .json.gz, .json.zst), an Nsight Systems export (.sqlite), a\n"
      ".stepline file or a folder of rank files (traces or exports, or .stepline files: summary and explain\n"
      "then read one rank at a time).\n"
      "Every verb that loads PATH also takes --ranks LIST (0,3 or 0-3,8), --window T0:T1 (times since the\n"
      "job start: 2s, 1500ms, 300us; plain numbers are seconds), --force (skip the memory check) and\n"
      "--step-range NAME (an Nsight Systems export without ProfilerStep#N: NVTX ranges named NAME, with\n"
      "* and ? wildcards, are its steps).\n"
      "Exit status: 0 success, 1 usage error, 2 the profile could not be loaded (diff: 4 NEW is slower\n"
      "than --fail-if-slower allows), 127 stepline-gui (the window and the rendering verbs) is missing\n"
      "beside stepline.\n";

const Verb kHeadlessVerbs[] = {
    { "summary", runSummary },
    { "jobs", runJobs },
    { "rules", runRules },
    { "explain", runExplain },
    { "convert", runConvert },
    { "python-stats", runPythonStats },
    { "diff", runDiff },
    { "whatif", runWhatIf },
};

} // namespace

std::span<const Verb> headlessVerbs()
{
    return kHeadlessVerbs;
}

const Verb *findVerb(std::span<const Verb> verbs, const char *name)
{
    for (const Verb &verb : verbs) {
        if (std::strcmp(name, verb.name) == 0)
            return &verb;
    }
    return nullptr;
}

int runInfoOption(int argc, char **argv)
{
    if (argc > 1 && (std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "-h") == 0)) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (argc > 1 && std::strcmp(argv[1], "--version") == 0) {
        std::printf("stepline %s\n", STEPLINE_VERSION);
        return 0;
    }
    return -1;
}

int finishVerb(const Verb &verb, int rc)
{
    // Output piped or redirected to a full or read-only file: the verb's printing cannot see the
    // failure (stdio buffers it), so it shows here, before the exit code says success.
    errno = 0;
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        const int error = errno;
        std::fprintf(stderr, "stepline %s: cannot write the standard output: %s\n", verb.name,
            std::strerror(error != 0 ? error : EIO));
        return rc == 0 ? 3 : rc;
    }
    return rc;
}

int runHeadless(int argc, char **argv, const Verb &verb)
{
    // The C library's locale stays "C" (no setlocale(LC_ALL, "")): it would read a dozen locale
    // files where there is no locale archive, and numbers print with a decimal point whatever the
    // locale. Arguments are UTF-8, taken as they are.
    const std::vector<std::string> args(argv + 2, argv + std::max(argc, 2));
    return finishVerb(verb, verb.run(args));
}

int runInfoOrHeadless(int argc, char **argv)
{
    if (const int rc = runInfoOption(argc, argv); rc >= 0)
        return rc;
    if (argc > 1) {
        if (const Verb *verb = findVerb(headlessVerbs(), argv[1]))
            return runHeadless(argc, argv, *verb);
    }
    return -1;
}

} // namespace stepline::cli
