#pragma once

#include "loaderror.h"
#include "loadstats.h"
#include "profilebuilder.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

namespace stepline {

// Shared progress of one load (one file or every file of a job): bytes of the files consumed
// (compressed bytes for .gz/.zst), reported once per chunk from any worker thread.
class LoadProgress
{
public:
    using ProgressFn = std::function<void(int64_t done, int64_t total, const std::string &stage)>;
    using CanceledFn = std::function<bool()>;

    LoadProgress(ProgressFn progress, CanceledFn canceled, int64_t totalBytes)
        : m_progress(std::move(progress))
        , m_canceled(std::move(canceled))
        , m_total(totalBytes)
    {
    }
    // Adds bytes consumed and reports; returns false when the user canceled.
    bool advance(int64_t bytes, const std::string &stage);
    bool canceled();
    // Takes back bytes reported before (a file parsed again from its start), never below zero.
    void rewind(int64_t bytes);
    void setStage(const std::string &stage) { advance(0, stage); }

private:
    ProgressFn m_progress;
    CanceledFn m_canceled;
    int64_t m_total;
    std::atomic<int64_t> m_done { 0 };
    std::atomic<bool> m_wasCanceled { false };
    std::mutex m_mutex; // the callbacks need not be thread-safe
};

struct FileLoadResult
{
    ProfileBuilder builder; // one rank (index 0), not finalized
    LoadError error; // set when the file could not be loaded
    LoadStats stats;
    int parseHelpers = 0; // helper threads that tokenized chunks of this file
    uint64_t helperChunks = 0; // chunks whose tokenized events were used (cut verified)
    uint64_t helperEvents = 0; // events of those chunks (a chunk handed over part done: its part)
    bool inflatedWhole = false; // a .json.gz inflated in one piece (libdeflate), not streamed
    bool inflatedOverlapped = false; // a .json.gz parsed in place while it was inflated
    uint64_t reusedPieces = 0; // pieces of it inflated into pages the parser was done with
    bool parsedTwice = false; // a time base came after the events although the file's tail had none
};

} // namespace stepline
