#pragma once

#include <QtGlobal>

#include <cstddef>

namespace stepline {

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

} // namespace stepline
