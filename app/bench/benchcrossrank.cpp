// stepline-bench crossrank-job / crossrank: a job of many .stepline rank files (one per rank, as
// `stepline convert` writes them on a cluster) and the cross-rank analysis over it, which reads
// only each file's XRNK block (loaders/steplinecrossrank.h) instead of 256 models.
#include "benchverbs.h"
#include "explain.h"
#include "explainstraggler.h"
#include "jobsummary.h"
#include "ranks/ranksview.h"
#include "scalejob.h"
#include "steplinecrossrank.h"
#include "steplinewriter.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

namespace stepline::bench {

namespace {

int runGenCrossRankJob(const QStringList &args)
{
    const QString out = option(args, QStringLiteral("-o"));
    bool ok = true;
    auto integer = [&](const char *name, int fallback) { return intOption(args, name, fallback, &ok); };
    TraceGenerator::Options o;
    o.gpusPerNode = integer("--gpus", 8);
    o.nodes = std::max(1, integer("--ranks", 256) / std::max(1, o.gpusPerNode));
    o.steps = integer("--steps", 4);
    o.layers = integer("--layers", 8);
    o.stragglerRank = integer("--straggler", 11);
    o.stragglerPercent = o.stragglerRank >= 0 ? integer("--straggler-percent", 12) : 0;
    o.pythonFunctions = false;
    // Every rank stalls on data loading at the same step (the generator's default).
    o.perRankOutlierStep = false;
    o.startAbsNs = 1795946400000000000LL;
    if (!ok || out.isEmpty() || o.steps < 1 || o.layers < 4 || o.stragglerRank >= o.rankCount()) {
        std::fputs(
            "usage: stepline-bench crossrank-job -o DIR [--ranks 256] [--gpus 8] [--steps 4] [--layers 8]\n"
            "       [--straggler 11|-1] [--straggler-percent 12]\n"
            "  writes one .stepline file per rank (generated trace, loaded, converted) into DIR.\n",
            stderr);
        return 1;
    }
    if (!QDir().mkpath(out)) {
        std::fprintf(stderr, "stepline-bench crossrank-job: cannot create %s\n", qPrintable(out));
        return 2;
    }
    QTemporaryDir scratch;
    QElapsedTimer timer;
    timer.start();
    // A data-parallel job: every step's all-reduce holds the ranks together (tracegenerator.h).
    TraceGenerator::synchronize(&o, 2);
    uint64_t modelBytes = 0;
    qint64 fileBytes = 0;
    for (int r = 0; r < o.rankCount(); ++r) {
        const QString json = scratch.filePath(TraceGenerator::rankFileName(o, r));
        QFile file(json);
        if (!file.open(QIODevice::WriteOnly) || file.write(TraceGenerator::generateRank(o, r)) < 0) {
            std::fprintf(stderr, "stepline-bench crossrank-job: cannot write %s\n", qPrintable(json));
            return 2;
        }
        file.close();
        const LoadOutcome outcome = loadProfile(json);
        QFile::remove(json);
        if (!outcome.ok()) {
            std::fprintf(stderr, "stepline-bench crossrank-job: %s\n", outcome.error.toUserMessage().c_str());
            return 2;
        }
        modelBytes += outcome.profile->modelBytes() + outcome.profile->stringPoolBytes();
        int64_t written = 0;
        const QString path
            = QDir(out).filePath(QStringLiteral("rank-%1.stepline").arg(r, 4, 10, QLatin1Char('0')));
        if (const std::string error = writeSteplineFile(*outcome.profile, path.toStdString(), 3, &written);
            !error.empty()) {
            std::fprintf(stderr, "stepline-bench crossrank-job: %s\n", error.c_str());
            return 2;
        }
        fileBytes += written;
    }
    printCount("ranks", o.rankCount(), "files");
    printCount("steps_per_rank", o.steps, "steps");
    printCount("straggler_rank", o.stragglerRank, "rank");
    printFigure("stepline_mb", double(fileBytes) / 1e6, "MB");
    printFigure("models_mb", double(modelBytes) / (1024.0 * 1024.0), "MiB");
    printFigure("gen_seconds", double(timer.nsecsElapsed()) / 1e9, "s", 3);
    return 0;
}

int runCrossRank(const QStringList &args)
{
    const QStringList paths = positional(args, {});
    if (paths.size() != 1) {
        std::fputs(
            "usage: stepline-bench crossrank DIR\n"
            "  reads only the XRNK blocks of DIR's .stepline files and runs the collectives analysis.\n",
            stderr);
        return 1;
    }
    const double rssBefore = residentMb();
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = processCpuSeconds();
    CrossRankJob job;
    LoadError error;
    if (!readCrossRankJob(crossRankFiles(paths.front().toStdString()), &job, &error)) {
        std::fprintf(stderr, "stepline-bench crossrank: %s\n", error.toUserMessage().c_str());
        return 2;
    }
    const double readSeconds = double(timer.nsecsElapsed()) / 1e9;
    const CollectiveAnalysis analysis = analyzeCollectives(job.input);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    // What the Ranks tab computes on its worker thread for such a folder (analysis, heatmap grid,
    // scope choices).
    CrossRankData data;
    data.input = job.input;
    data.steps = job.steps;
    data.originAbsNs = job.originAbsNs;
    QElapsedTimer tab;
    tab.start();
    const RanksResult result = computeRanksResult(data, Scope::job(), false);
    const double tabSeconds = double(tab.nsecsElapsed()) / 1e9;
    printCount("files", job.files, "files");
    printCount("full_loads", job.fullLoads, "files");
    printCount("ranks", int64_t(job.input.ranks.size()), "ranks");
    printCount("communication_kernels", int64_t(analysis.communicationKernels), "kernels");
    printCount("matched_collectives", int64_t(analysis.collectives.size()), "collectives");
    printCount("straggler_first", analysis.stragglerRanking.empty() ? -1 : analysis.stragglerRanking.front(),
        "rank");
    printFigure("block_mb", double(job.blockBytes) / 1e6, "MB");
    printFigure("read_seconds", readSeconds, "s", 3);
    printFigure("total_seconds", seconds, "s", 3);
    printFigure("cpu_seconds", processCpuSeconds() - cpuBefore, "s", 3);
    printCount("ranks_tab_rows", int64_t(result.grid.ranks.size()), "ranks");
    printFigure("ranks_tab_seconds", tabSeconds, "s", 3);
    printFigure("rss_before_mb", rssBefore, "MiB", 1);
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 1);
    return 0;
}

// What `stepline summary DIR` and `stepline explain DIR` do on a folder of .stepline files
// (app/steplinejob.h): every XRNK block, then one rank model at a time, summarised (and explained)
// and freed; the figures of the whole path, so the README can say what a 256-rank job costs.
int runCrossRankSummary(const QStringList &args)
{
    const QStringList paths = positional(args, {});
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench crossrank-summary DIR\n"
                   "  the full `stepline summary DIR --json` and `stepline explain DIR` path on a folder of\n"
                   "  .stepline files: every XRNK block, then each rank's model in turn.\n",
            stderr);
        return 1;
    }
    const double rssBefore = residentMb();
    const double cpuBefore = processCpuSeconds();
    QElapsedTimer timer;
    timer.start();
    const std::vector<std::string> files = crossRankFiles(paths.front().toStdString());
    CrossRankJob job;
    LoadError error;
    if (!readCrossRankJob(files, &job, &error)) {
        std::fprintf(stderr, "stepline-bench crossrank-summary: %s\n", error.toUserMessage().c_str());
        return 2;
    }
    JobSummaryAccumulator accumulator;
    Explanation explanation;
    uint64_t modelBytes = 0, largestModel = 0;
    for (const std::string &file : files) {
        const LoadOutcome outcome = loadProfile(file);
        if (!outcome.ok()) {
            std::fprintf(
                stderr, "stepline-bench crossrank-summary: %s\n", outcome.error.toUserMessage().c_str());
            return 2;
        }
        const Profile &p = *outcome.profile;
        const uint64_t bytes = p.modelBytes() + p.stringPoolBytes();
        modelBytes += bytes;
        largestModel = std::max(largestModel, bytes);
        accumulator.add(p, computeSummary(p));
        GpuTimeOptions gpuOptions;
        gpuOptions.steps = true;
        gpuOptions.segments = true;
        addRankExplanation(&explanation, explainGpuTime(analyzeGpuTime(p, Scope::job(), gpuOptions)),
            p.job().originAbsNs - job.originAbsNs);
        for (const int32_t r : job.fileRanks[size_t(&file - files.data())])
            explanation.explainedRanks.push_back(r);
    }
    const CollectiveAnalysis analysis = analyzeCollectives(job.input);
    JobCoverage coverage;
    coverage.files = job.files;
    coverage.fullLoads = job.fullLoads;
    for (const CollectiveInput::RankEntry &e : job.input.ranks)
        coverage.jobRanks.push_back(e.rank);
    coverage.perRankRanks = coverage.jobRanks;
    const std::string json = accumulator.toJson(analysis, coverage);
    appendStragglerFindings(analysis, job.steps, {}, 0, &explanation);
    finishJobExplanation(&explanation);
    const std::string explained = explanationToJson(explanation);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    printCount("files", job.files, "files");
    printCount("ranks", int64_t(coverage.jobRanks.size()), "ranks");
    printCount("straggler_first", analysis.stragglerRanking.empty() ? -1 : analysis.stragglerRanking.front(),
        "rank");
    printCount("explain_findings", int64_t(explanation.findings.size()), "findings");
    printFigure("summary_json_mb", double(json.size()) / 1e6, "MB");
    printFigure("models_mb", double(modelBytes) / (1024.0 * 1024.0), "MiB");
    printFigure("largest_model_mb", double(largestModel) / (1024.0 * 1024.0), "MiB");
    printFigure("total_seconds", seconds, "s", 3);
    printFigure("cpu_seconds", processCpuSeconds() - cpuBefore, "s", 3);
    printFigure("rss_before_mb", rssBefore, "MiB", 1);
    printFigure("peak_rss_mb", peakResidentMb(), "MiB", 1);
    (void)explained;
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(crossranksummary,
    { "crossrank-summary",
        "crossrank-summary DIR   the full summary and explain of a folder of .stepline files, one model at a "
        "time",
        AppKind::Core, runCrossRankSummary });
STEPLINE_BENCH_VERB(crossrankjob,
    { "crossrank-job",
        "crossrank-job -o DIR [--ranks 256]   write a job of .stepline rank files (straggler at 11)",
        AppKind::Core, runGenCrossRankJob });
STEPLINE_BENCH_VERB(crossrank,
    { "crossrank", "crossrank DIR   collectives of a folder of .stepline files from their XRNK blocks only",
        AppKind::Core, runCrossRank });

} // namespace stepline::bench
