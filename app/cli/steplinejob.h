#pragma once

#include "collectives.h"
#include "commwaits.h"
#include "gputime.h"
#include "loadoptions.h"
#include "profile.h"
#include "scope.h"
#include "steplinecrossrank.h"

#include <functional>
#include <string>
#include <vector>

namespace stepline::cli {

// `summary` and `explain` on a folder of .stepline rank files (isSteplineJobFolder(),
// steplinecrossrank.h): without holding every model at once.
struct SteplineJob
{
    std::string path;
    std::vector<std::string> files; // by name
    CrossRankJob cross; // every rank's cross-rank block
    std::vector<int32_t> ranks; // every rank of the job, ascending
};

// Reads the cross-rank block of every file. 0, or 2 with the error printed.
int readSteplineJob(const std::string &path, SteplineJob *job);

// The files holding a rank of the choice (--ranks, then the scope's rank or node), and those ranks.
// 0, or 1 with the problem printed (a rank or node the job does not have, --window).
int chooseSteplineFiles(const SteplineJob &job, const LoadOptions &options, const Scope &scope,
    std::vector<int> *files, std::vector<int32_t> *ranks);

// Loads the chosen files one at a time (each through the memory gate; of a file holding several
// ranks only the chosen ones), hands each profile to visit, and lets it go before the next. 0, or
// 2 with the error printed.
int forEachRankProfile(const SteplineJob &job, const std::vector<int> &files,
    const std::vector<int32_t> &ranks, const LoadOptions &options,
    const std::function<void(const Profile &)> &visit);

// What both verbs read before they visit the ranks: the job, the files of the choice, and the
// collectives of every rank's cross-rank block with each rank's waits.
struct SteplineJobRun
{
    SteplineJob job;
    std::vector<int> files;
    CollectiveAnalysis collectives;
    CommWaits waits;
    // A rank profile's GPU time options with the job's waits, whose times count from the earliest
    // file origin, shifted to that profile's own origin.
    GpuTimeOptions gpuTimeOptions(const Profile &profile) const;
};

// readSteplineJob, chooseSteplineFiles (its ranks into *ranks), then the collectives (aligned
// clocks with alignClocks). 0 with *run set, or the exit code with the problem printed.
int startSteplineJob(const std::string &path, const LoadOptions &options, const Scope &scope,
    bool alignClocks, std::vector<int32_t> *ranks, SteplineJobRun *run);

} // namespace stepline::cli
