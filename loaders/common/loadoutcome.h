#pragma once

#include "loaderror.h"
#include "loadstats.h"
#include "profile.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>

namespace stepline {

struct CrossRankData;

// What every loader returns: a finished profile or the reason there is none.
struct LoadOutcome
{
    ProfilePtr profile; // set on success (possibly a partial load: see profile->report())
    LoadError error; // set on failure
    LoadStats stats; // what happened to every event of every file (also on success)
    // Every rank of the job when the profile holds part of it (a folder of .stepline files:
    // steplinecrossrank.h); null otherwise.
    std::shared_ptr<const CrossRankData> crossRank;
    bool ok() const { return profile != nullptr; }
};

// Progress and cancellation for a load running on a worker thread. Called once per chunk.
struct LoadMonitor
{
    std::function<void(int64_t bytesDone, int64_t bytesTotal, const std::string &stage)> progress;
    std::function<bool()> isCanceled;
};

} // namespace stepline
