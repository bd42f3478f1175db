#include "steplinejob.h"

#include "cliargs.h"
#include "loadoptionstext.h"

#include <algorithm>
#include <string>

namespace stepline::cli {

int readSteplineJob(const std::string &path, SteplineJob *job)
{
    job->path = path;
    job->files = crossRankFiles(path);
    LoadError error;
    if (!readCrossRankJob(job->files, &job->cross, &error)) {
        printErr(error.toUserMessage());
        return 2;
    }
    for (const CollectiveInput::RankEntry &e : job->cross.input.ranks)
        job->ranks.push_back(e.rank);
    return 0;
}

int chooseSteplineFiles(const SteplineJob &job, const LoadOptions &options, const Scope &scope,
    std::vector<int> *files, std::vector<int32_t> *ranks)
{
    if (options.window) {
        printErr("--window is not available on a folder of .stepline files (each file's times start at its "
                 "own first event); give one file, or leave it out");
        return 1;
    }
    for (const int r : options.ranks) {
        if (!std::binary_search(job.ranks.begin(), job.ranks.end(), r)) {
            printErr("The job has no rank " + std::to_string(r) + "; its ranks are "
                + formatRankList(std::vector<int>(job.ranks.begin(), job.ranks.end())) + ".");
            return 1;
        }
    }
    const CollectiveInput &in = job.cross.input;
    auto nodeOf = [&](int32_t rank) -> std::string {
        for (const CollectiveInput::RankEntry &e : in.ranks)
            if (e.rank == rank)
                return in.nodes[e.node];
        return {};
    };
    auto wanted = [&](int32_t rank) {
        if (!options.ranks.empty() && !std::binary_search(options.ranks.begin(), options.ranks.end(), rank))
            return false;
        switch (scope.kind) {
        case Scope::Kind::Job:
            return true;
        case Scope::Kind::Rank:
        case Scope::Kind::Gpu:
            return rank == scope.rank;
        case Scope::Kind::Node:
            return nodeOf(rank) == scope.node;
        }
        return true;
    };
    for (size_t f = 0; f < job.cross.fileRanks.size(); ++f) {
        bool any = false;
        for (const int32_t rank : job.cross.fileRanks[f]) {
            if (wanted(rank)) {
                ranks->push_back(rank);
                any = true;
            }
        }
        if (any)
            files->push_back(int(f));
    }
    std::sort(ranks->begin(), ranks->end());
    if (files->empty()) {
        printErr("The job has no " + scope.toString());
        return 1;
    }
    return 0;
}

int forEachRankProfile(const SteplineJob &job, const std::vector<int> &files,
    const std::vector<int32_t> &ranks, const LoadOptions &options,
    const std::function<void(const Profile &)> &visit)
{
    for (const int f : files) {
        LoadOptions one;
        one.force = options.force;
        // A file holding several ranks: only the chosen ones.
        const std::vector<int32_t> &here = job.cross.fileRanks[size_t(f)];
        if (std::any_of(here.begin(), here.end(),
                [&](int32_t r) { return !std::binary_search(ranks.begin(), ranks.end(), r); })) {
            for (const int32_t r : here)
                if (std::binary_search(ranks.begin(), ranks.end(), r))
                    one.ranks.push_back(r);
        }
        LoadOutcome outcome;
        if (const int rc = loadForCommand(job.files[f], one, &outcome); rc != 0)
            return rc;
        visit(*outcome.profile);
    }
    return 0;
}

GpuTimeOptions SteplineJobRun::gpuTimeOptions(const Profile &profile) const
{
    GpuTimeOptions options;
    options.waits = &waits;
    options.waitsShiftNs = profile.job().originAbsNs - job.cross.originAbsNs;
    return options;
}

int startSteplineJob(const std::string &path, const LoadOptions &options, const Scope &scope,
    bool alignClocks, std::vector<int32_t> *ranks, SteplineJobRun *run)
{
    if (const int rc = readSteplineJob(path, &run->job); rc != 0)
        return rc;
    if (const int rc = chooseSteplineFiles(run->job, options, scope, &run->files, ranks); rc != 0)
        return rc;
    CollectiveOptions collectiveOptions;
    collectiveOptions.alignClocks = alignClocks;
    run->collectives = analyzeCollectives(run->job.cross.input, collectiveOptions);
    run->waits = commWaits(run->collectives);
    return 0;
}

} // namespace stepline::cli
