#pragma once

#include "collectives.h"
#include "crossrankblock.h"
#include "loaderror.h"
#include "profile.h"

#include "loadoptions.h"
#include "loadoutcome.h"

#include <string>
#include <vector>

namespace stepline {

// A job read only for the cross-rank analyses: one CollectiveInput for every rank of the files,
// times in ns since the earliest file origin, plus each rank's steps (CrossRankStep, collectives.h).
struct CrossRankJob
{
    CollectiveInput input;
    std::vector<CrossRankStep> steps; // by (rank, ts)
    int64_t originAbsNs = 0;
    int files = 0;
    std::vector<std::vector<int32_t>> fileRanks; // per file (in the order given), the ranks it holds
    int fullLoads = 0; // files without an XRNK block (older .stepline, traces): loaded whole, once
    uint64_t blockBytes = 0; // decompressed XRNK bytes read
};

// Reads every file: the XRNK block alone where the file has one, else the whole file (one at a
// time, its model dropped after extraction). Ranks are merged by rank number; two files with the
// same rank number are an error. False with *error set on the first file that cannot be read.
bool readCrossRankJob(const std::vector<std::string> &files, CrossRankJob *job, LoadError *error);

// The .stepline files of a folder (sorted by name), or the path itself when it is a file.
std::vector<std::string> crossRankFiles(const std::string &path);

// The rank of a .stepline file holding one rank (from its cross-rank block), else the rank its
// name gives, else -1.
int steplineFileRank(const std::string &path);

// A folder of .stepline rank files (one per rank, as `stepline convert` writes them on a cluster)
// and no trace files. summary, explain and the window analyse such a folder from every file's XRNK
// block plus one rank's model at a time (a job of hundreds of ranks need not fit in memory);
// loadProfile() loads it whole, as one job, like a folder of trace files.
bool isSteplineJobFolder(const std::string &path);

// The window's load of such a folder: every rank's XRNK block (LoadOutcome::crossRank), and the
// model of one rank file: the first rank of options.ranks, else the lowest rank of the job.
// Through the memory gate like any load. Blocking (for a worker thread); the async form for
// LoadController is steplinecrossrankasync.h.
LoadOutcome loadSteplineJobFolder(const std::string &path, const LoadOptions &options);

} // namespace stepline
