#pragma once

#include <cstdint>
#include <string>

namespace stepline {

// What the start (and, for plain JSON, the end) of a trace file says, read without parsing the
// file: a --ranks load picks its rank files with them. (The job picker reads its facts with
// jobfacts.h, which also takes the tail of plain JSON and, in the background, whole streams.) The counts are
// hints, not the loader's.
struct TraceHead
{
    bool readable = false;
    std::string error;
    int64_t earliestAbsNs = -1; // earliest wall-clock ts seen in the head, -1 when unknown
    int rank = -1; // distributedInfo.rank
    int worldSize = 0;
    std::string host; // a "hostname" key, else the file name (jobfiles.h), empty when unknown
    int deviceCount = 0; // entries of deviceProperties
    bool truncated = false; // plain JSON whose last byte cannot end a trace
};

// Text read from the start of each trace (decompressed for .gz/.zst) and raw bytes from the end.
// Kineto writes deviceProperties (about 0.5 KiB per GPU) and distributedInfo before traceEvents,
// so the head holds them; baseTimeNanoseconds comes after the events, in the tail.
inline constexpr int64_t kHeadBytes = 64 * 1024;
inline constexpr int64_t kTailBytes = 4 * 1024;

// The first maxBytes of a file's text: gzip and zstd are inflated from as much input as that
// takes (the first gzip member only), anything else is returned as read. Empty with *error set
// when the file cannot be opened or its start cannot be decompressed.
std::string readHeadText(const std::string &path, int64_t maxBytes, std::string *error);

TraceHead readTraceHead(const std::string &path);
// Same on bytes already in memory (head = the decompressed start, tail = the raw end or empty).
TraceHead parseTraceHead(const std::string &head, const std::string &tail, const std::string &fileName);

// Rank number of a trace file: distributedInfo.rank from its head, else its file name
// (jobfiles.h); -1 when neither says.
int peekRank(const std::string &path);

} // namespace stepline
