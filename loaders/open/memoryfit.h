#pragma once

#include "loadestimate.h"
#include "loadoptions.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

// Whether a load fits in memory, decided before anything is parsed. One policy for every gate:
// the loader's own refusal (loadProfile, unless LoadOptions::force), the command line's and the
// main window's question before loading, and the subset dialog's live estimate.

// One trace file of a job as the memory check counts it (and the subset dialog lists it).
struct RankFile
{
    std::string path;
    int rank = -1; // peeked (tracehead.h peekRank), else the sorted file order; -1: not a rank
                   // file (SageMaker system metrics), loaded whatever --ranks says
    LoadEstimate estimate;
};

// The files a load of PATH reads (a folder's trace files, else PATH itself), with their ranks.
// System-metrics files of a SageMaker Debugger folder come last, with rank -1; the others are
// numbered as the loader numbers them.
std::vector<RankFile> rankFilesOf(const std::string &path);

// Would loading these files (with a subset) fit in memory?
struct MemoryCheck
{
    LoadEstimate estimate; // what loading everything takes
    int64_t subsetPeakBytes = 0; // peak with the options applied (== estimate.peakBytes without)
    int64_t availableBytes = -1; // MemAvailable, -1 when unknown (then everything "fits")
    bool fits() const { return availableBytes < 0 || subsetPeakBytes <= availableBytes; }
};

// With --ranks only the chosen rank files count (and files of rank -1), when there are several
// rank files to choose from. With --window the rank
// files are trimmed as they are parsed, so the peak is that of the files parsed at once (one per
// thread) plus a quarter of the rest (a window is usually a small part of a job); a single file
// is parsed whole first, so a window does not lower its peak.
MemoryCheck checkMemory(
    const std::vector<RankFile> &files, const LoadOptions &options, int64_t availableBytes, int threads);
// PATH's files; availableBytes < 0 reads memAvailableBytes(); threads: one per core, as the
// loader parses.
MemoryCheck checkMemory(const std::string &path, const LoadOptions &options, int64_t availableBytes = -1);

} // namespace stepline
