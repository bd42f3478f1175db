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
    // How a .json.gz is read. Overlapped: ISA-L inflates on a second thread into one buffer that
    // the parser reads in place behind it. Whole: inflated first with libdeflate when it fits the
    // memory budget, then parsed like a .json, helpers included. Streamed: ISA-L in pieces copied
    // into the parser's buffer (what the others fall back to; files under 256 KiB always).
    enum class Gzip { Overlapped, Whole, Streamed };
    Gzip gzip = Gzip::Overlapped;
    // How far an overlapped inflate may run ahead of the parser. Tests set a few pieces, so that
    // the inflater waits for the parser and writes into the pages it has parsed.
    size_t gzipLeadBytes = size_t(256) << 20;
};

} // namespace stepline
