#pragma once

#include "loaderror.h"
#include "loadoptions.h"
#include "loadstats.h"
#include "profilebuilder.h"

#include <QByteArray>
#include <QString>

#include <atomic>
#include <functional>
#include <mutex>

namespace stepline {

// Shared progress of one load (one file or every file of a job): bytes of the files consumed
// (compressed bytes for .gz/.zst), reported once per chunk from any worker thread.
class LoadProgress
{
public:
    using ProgressFn = std::function<void(qint64 done, qint64 total, const QString &stage)>;
    using CanceledFn = std::function<bool()>;

    LoadProgress(ProgressFn progress, CanceledFn canceled, qint64 totalBytes)
        : m_progress(std::move(progress))
        , m_canceled(std::move(canceled))
        , m_total(totalBytes)
    {
    }
    // Adds bytes consumed and reports; returns false when the user canceled.
    bool advance(qint64 bytes, const QString &stage);
    bool canceled();
    void setStage(const QString &stage) { advance(0, stage); }

private:
    ProgressFn m_progress;
    CanceledFn m_canceled;
    qint64 m_total;
    std::atomic<qint64> m_done { 0 };
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
    bool inflatedWhole = false; // a .json.gz inflated in one piece (libdeflate), not streamed
};

enum class Compression { None, Gzip, Zstd };
Compression detectCompression(const QByteArray &head);

// When a plain JSON file is tokenized by several threads (chunkedparse.h). The defaults are what
// loading uses; tests force the parallel path on small files with tiny chunks.
struct ParallelParse
{
    qint64 minFileBytes = qint64(64) << 20; // smaller files: one thread (threads cost more than they give)
    size_t chunkBytes = size_t(8) << 20; // bytes per chunk a helper tokenizes
    // Helper threads besides the loading one; -1: one per core not already busy loading a file
    // (rank files of a job load in parallel, so they get none).
    int helpers = -1;
    // Tests: chunks no helper started are tokenized into event lists by the loading thread too
    // (instead of being parsed straight into the model), so every verified cut uses that path.
    bool recordAll = false;
    // A .json.gz is inflated whole with libdeflate (then parsed like a .json, helpers included)
    // when its inflated size fits the memory budget; false: always stream it through zlib.
    bool wholeGzip = true;
};

// What loadTraceFile(path, progress) uses; stepline-bench sets it to compare settings. Set it
// before loading starts, not while a load runs.
void setDefaultParallelParse(const ParallelParse &parallel);
ParallelParse defaultParallelParse();

// Parses one trace file into its own builder. Thread-safe (no shared state besides progress).
// maxInflatedBytes (> 0) caps what a .gz / .zst may inflate to: the size fields the memory check
// trusted can lie (a decompression bomb), so inflating stops with a TooLarge error once the text
// passes the budget, long before it is all in memory. Of options only what a reader applies while
// reading is used (stepRange); subsets are the caller's.
FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress);
FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress, const ParallelParse &parallel,
    qint64 maxInflatedBytes = -1, const LoadOptions &options = {});

// Parses trace text already in memory, handed to the parser in pieces of chunkSize bytes (tests
// use this to split the input at every byte boundary). `name` stands in for the file name.
FileLoadResult loadTraceBytes(
    const QByteArray &bytes, const QString &name, size_t chunkSize, qint64 maxInflatedBytes = -1);

} // namespace stepline
