#include "verbs.h"

#include "commwaits.h"
#include "explain.h"
#include "explainstraggler.h"
#include "jobsummary.h"
#include "pathtext.h"
#include "peakoptions.h"
#include "steplinejob.h"
#include "verbpreamble.h"

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace {

// Plain English like the summary: scripts parse the output and the findings come from the
// Qt-free insights library.
const char *const kExplainUsage
    = "Usage: stepline explain PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]\n"
      "                        [--align-collectives] [--ranks LIST] [--window T0:T1] [--force]\n"
      "                        [--peak-tflops T] [--peak-tbps B]";
const char *const kExplainHelp
    = "Ranks where the GPU time went: each idle cause, exposed communication and exposed\n"
      "memcpy, with its share of GPU time, the 5 worst places and what to change, and the kernel\n"
      "time above the roofline of the slowest operator shapes (--peak-tflops / --peak-tbps replace\n"
      "the peaks table: TFLOP/s for every precision, TB/s).\n";

// A folder of .stepline rank files: each rank's GPU time explained in turn (one model in memory at
// a time) and summed; the straggler findings from every rank's cross-rank block.
int explainSteplineJob(const std::string &path, const stepline::LoadOptions &options,
    const stepline::Scope &scope, bool json, bool align)
{
    using namespace stepline;
    Explanation e;
    cli::SteplineJobRun run;
    if (const int rc = cli::startSteplineJob(path, options, scope, align, &e.explainedRanks, &run); rc != 0)
        return rc;
    const cli::SteplineJob &job = run.job;
    const CollectiveAnalysis &analysis = run.collectives;
    const int rc = cli::forEachRankProfile(job, run.files, e.explainedRanks, options, [&](const Profile &p) {
        GpuTimeOptions gpuOptions = run.gpuTimeOptions(p);
        gpuOptions.steps = true;
        gpuOptions.segments = true;
        // Cross-rank times count from the earliest file origin; each profile from its own.
        addRankExplanation(&e, explainGpuTime(analyzeGpuTime(p, scope, gpuOptions)),
            p.job().originAbsNs - job.cross.originAbsNs);
    });
    if (rc != 0)
        return rc;
    const std::vector<int32_t> &explained = e.explainedRanks;
    appendStragglerFindings(
        analysis, job.cross.steps,
        [&](int32_t rank) { return std::binary_search(explained.begin(), explained.end(), rank); }, 0, &e);
    finishJobExplanation(&e);
    e.jobRanks = job.ranks;
    e.savingsReason
        = "the ranks were explained one at a time; the replay needs every rank at once (stepline whatif "
          "loads the whole job)";
    std::string text;
    if (json) {
        text = explanationToJson(e);
    } else {
        text = "Job " + fileNameOf(path) + ": " + std::to_string(job.cross.files)
            + " .stepline rank file(s), read one rank at a time; GPU time of ranks " + rankListText(explained)
            + " (" + std::to_string(explained.size()) + " of " + std::to_string(job.ranks.size())
            + "); stragglers from every rank's cross-rank block.\n\n" + explanationToText(e);
    }
    return cli::writeOut(text);
}

} // namespace

// Loads PATH and prints where the GPU time was lost (idle causes, exposed communication and
// memcpy), ranked, each with its share, worst places and advice; with --json the
// stepline.explain/1 document. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runExplain(const std::vector<std::string> &args)
{
    CliArgs cli("explain");
    declarePeakOptions(cli);
    ScopedVerbInput in;
    if (const int rc = readScopedVerbInput(cli, args, kExplainUsage, kExplainHelp, &in); rc >= 0)
        return rc;
    PeakOverride peaks;
    if (const int rc = readPeakOptions(cli, kExplainUsage, &peaks); rc >= 0)
        return rc;
    if (isSteplineJobFolder(in.path))
        return explainSteplineJob(in.path, in.options, in.scope, in.json, in.collectives.alignClocks);

    LoadOutcome outcome;
    if (const int rc = loadScoped(cli, in, &outcome); rc != 0)
        return rc;
    const Explanation explanation = explain(*outcome.profile, in.scope, in.collectives, peaks);
    return writeOut(in.json ? explanationToJson(explanation) : explanationToText(explanation));
}
