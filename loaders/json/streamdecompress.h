#pragma once

// .json.gz and .json.zst streamed: inflated in pieces (on a second thread for inputs of 256 KiB
// and more) into the parse of one file. gzip is inflated with ISA-L's igzip (streaming, and fewer
// instructions than libdeflate's whole-buffer inflate or zlib on real traces).
#include <cstdint>

namespace stepline {

class FileParse;
struct ParallelParse;

// Smaller compressed inputs are inflated on the loading thread: a thread is not worth it below.
inline constexpr int64_t kInflateThreadMinBytes = int64_t(256) << 10;

bool loadGzip(FileParse &parse, const unsigned char *input, int64_t inputSize);
// The same result as loadGzip (model, warnings, error offsets), but the parser reads the inflated
// text in place in one buffer while a second thread inflates ahead of it.
// Once the inflate is done, up to `helpers` threads tokenize chunks of the rest (parallel).
// reusedPieces: how many pieces were inflated into pages the parser had finished with.
bool loadGzipOverlapped(FileParse &parse, const unsigned char *input, int64_t inputSize,
    const ParallelParse &parallel, int helpers, uint64_t *reusedPieces);
bool loadZstd(FileParse &parse, const unsigned char *input, int64_t inputSize);

} // namespace stepline
