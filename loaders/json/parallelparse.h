#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace stepline {

// When a plain JSON file is tokenized by several threads (chunkedparse.h). The defaults are what
// loading uses; tests force the parallel path on small files with tiny chunks.
struct ParallelParse
{
    // Smaller files: one thread. Helpers start on a free core (threadstart.h) and what one leaves of
    // its chunk is parsed from its copy, so from a few MB on a helper pays on two cores: 4.5-10 %
    // less wall time for 7-14 MB traces (packaging/BENCHMARKS.md).
    int64_t minFileBytes = int64_t(4) << 20;
    // Bytes per chunk a helper tokenizes: a sixteenth of the text, at least minChunkBytes and at
    // most chunkBytes (chunkFor). Smaller texts get smaller chunks, or the main thread would
    // parse most of a 10 MB file alone before the helper's first chunk is due.
    size_t chunkBytes = size_t(8) << 20;
    size_t minChunkBytes = size_t(1) << 20;
    size_t chunkFor(uint64_t textBytes) const
    {
        return std::max<size_t>(1, std::min(chunkBytes, std::max(minChunkBytes, size_t(textBytes / 16))));
    }
    // The first chunk, which the loading thread tokenizes itself while the helpers start on the
    // next ones: its first events also pay for the first pages of every table the load fills,
    // so the helpers' events are wanted early.
    size_t headBytes = size_t(1) << 20;
    size_t headFor(uint64_t textBytes) const
    {
        return std::min(chunkFor(textBytes), std::max<size_t>(1, headBytes));
    }
    // A helper reading its chunk from the file (a plain .json) reads this much past the chunk's end
    // to finish the event that straddles it; a longer one is left to the loading thread. Tests set
    // a few bytes, so that the straddling event is nearly always left.
    size_t helperReadPast = size_t(64) << 10;
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
