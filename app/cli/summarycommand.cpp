#include "verbs.h"

#include "commwaits.h"
#include "jobsummary.h"
#include "loadoptionstext.h"
#include "pathtext.h"
#include "peakoptions.h"
#include "steplinecrossrank.h"
#include "steplinejob.h"
#include "steplinesummary.h"
#include "summary.h"
#include "verbpreamble.h"

#include <cstdio>
#include <filesystem>
#include <string>
#include <system_error>
#include <vector>

namespace {

// Like the usage text in main.cpp and the table itself (written by the Qt-free analysis library),
// the command's messages are plain English: scripts parse them, and the table has no translation.
const char *const kSummaryUsage
    = "Usage: stepline summary PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]\n"
      "                        [--align-collectives] [--collectives-only] [--ranks LIST] [--window T0:T1]\n"
      "                        [--force] [--recompute] [--peak-tflops T] [--peak-tbps B]";
const char *const kSummaryHelp
    = "Prints the figures of METRICS.md for a trace file or a folder of rank files.\n"
      "A .stepline file holds the summary computed when it was written: without options it\n"
      "is printed as stored when this build computes summaries the same way (else it is\n"
      "computed from the file's events). --recompute always computes it.\n"
      "--peak-tflops / --peak-tbps replace the peaks table (TFLOP/s for every precision, TB/s)\n"
      "for the operator efficiency figures.\n";

// Only the collectives, from the XRNK block of each .stepline file of PATH (a folder or one file):
// no model is built for files that have it, so a job of hundreds of ranks fits in little memory.
int collectivesOnly(const std::string &path, bool json, bool align)
{
    using namespace stepline;
    CrossRankJob job;
    LoadError error;
    const std::vector<std::string> files = crossRankFiles(path);
    if (files.empty()) {
        cli::printErr("stepline summary: no .stepline files in " + path);
        return 2;
    }
    if (!readCrossRankJob(files, &job, &error)) {
        cli::printErr(error.toUserMessage());
        return 2;
    }
    CollectiveOptions options;
    options.alignClocks = align;
    const CollectiveAnalysis analysis = analyzeCollectives(job.input, options);
    const std::string text
        = json ? collectivesToJson(analysis, job.files, job.fullLoads) : collectivesToText(analysis);
    return cli::writeOut(text);
}

// A folder of .stepline rank files: every figure, one rank in memory at a time (jobsummary.h);
// the collectives from every rank's cross-rank block.
int steplineJobSummary(const std::string &path, const stepline::LoadOptions &options,
    const stepline::Scope &scope, bool json, bool align)
{
    using namespace stepline;
    JobCoverage coverage;
    cli::SteplineJobRun run;
    if (const int rc = cli::startSteplineJob(path, options, scope, align, &coverage.perRankRanks, &run);
        rc != 0)
        return rc;
    const cli::SteplineJob &job = run.job;
    const CollectiveAnalysis &analysis = run.collectives;
    JobSummaryAccumulator accumulator;
    const int rc
        = cli::forEachRankProfile(job, run.files, coverage.perRankRanks, options, [&](const Profile &p) {
              // One rank has no collectives of its own to match: they come from the cross-rank read.
              const Summary s
                  = computeSummary(p, scope, kSummaryUtilizationBins, {}, {}, run.gpuTimeOptions(p));
              accumulator.add(p, s);
          });
    if (rc != 0)
        return rc;
    coverage.name = fileNameOf(path);
    coverage.files = job.cross.files;
    coverage.fullLoads = job.cross.fullLoads;
    coverage.jobRanks = job.ranks;
    const std::string text
        = json ? accumulator.toJson(analysis, coverage) : accumulator.toText(analysis, coverage);
    return cli::writeOut(text);
}

} // namespace

// Loads PATH (file or job folder) and prints every figure of METRICS.md: a table, or with --json
// the stepline.summary/1 document. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runSummary(const std::vector<std::string> &args)
{
    CliArgs cli("summary");
    cli.flag({ "--collectives-only" }).flag({ "--recompute" });
    declarePeakOptions(cli);
    ScopedVerbInput in;
    if (const int rc = readScopedVerbInput(cli, args, kSummaryUsage, kSummaryHelp, &in); rc >= 0)
        return rc;
    PeakOverride peaks;
    if (const int rc = readPeakOptions(cli, kSummaryUsage, &peaks); rc >= 0)
        return rc;
    if (cli.has("--collectives-only"))
        return collectivesOnly(in.path, in.json, in.collectives.alignClocks);

    // One .stepline file with default options: the summary its writer stored, when this build's
    // summary code is the writer's (steplinesummary.h). Anything else computes it from the model.
    const bool defaults = !cli.has("--recompute") && !cli.has("--scope") && !in.collectives.alignClocks
        && !in.options.isSubset() && !peaks.any();
    if (std::error_code error; defaults && !std::filesystem::is_directory(in.path, error)) {
        std::string stored;
        if (readStoredSummary(in.path, in.json, &stored) == StoredSummaryStatus::Used)
            return writeOut(stored);
    }

    if (isSteplineJobFolder(in.path))
        return steplineJobSummary(in.path, in.options, in.scope, in.json, in.collectives.alignClocks);

    LoadOutcome outcome;
    if (const int rc = loadScoped(cli, in, &outcome); rc != 0)
        return rc;
    const Profile &profile = *outcome.profile;
    const Summary summary = computeSummary(profile, in.scope, kSummaryUtilizationBins, in.collectives, peaks);
    std::string text = in.json ? summaryToJson(profile, summary) : summaryToText(profile, summary);
    if (!in.json && in.options.isSubset()) {
        // The JSON says so in "warnings" (subset_* counts); the table gets a first line too.
        std::string line = "Subset of the job:";
        if (!in.options.ranks.empty())
            line += " ranks " + formatRankList(in.options.ranks) + ';';
        if (in.options.window)
            line += " window " + formatWindow(*in.options.window)
                + " since the job start (this profile's 0 is its earliest kept event);";
        line.pop_back();
        text = line + "\n\n" + text;
    }
    return writeOut(text);
}
