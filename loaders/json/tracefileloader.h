#pragma once

#include "compression.h"
#include "loadprogress.h"
#include "parallelparse.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace stepline {

// What loadTraceFile(path, progress) uses; stepline-bench sets it to compare settings. Set it
// before loading starts, not while a load runs.
void setDefaultParallelParse(const ParallelParse &parallel);
ParallelParse defaultParallelParse();

// Parses one Chrome/Kineto JSON trace file (.json, .json.gz, .json.zst; path in UTF-8) into its own
// builder. Thread-safe (no shared state besides progress). maxInflatedBytes (> 0) caps what a .gz /
// .zst may inflate to: the size fields the memory check trusted can lie (a decompression bomb), so
// inflating stops with a TooLarge error once the text passes the budget, long before it is all in
// memory. Other kinds of file (.stepline, SQLite reports) are told apart by loadProfile before.
FileLoadResult loadTraceFile(const std::string &path, LoadProgress &progress);
FileLoadResult loadTraceFile(const std::string &path, LoadProgress &progress, const ParallelParse &parallel,
    int64_t maxInflatedBytes = -1);

// Parses trace text already in memory, handed to the parser in pieces of chunkSize bytes (tests
// use this to split the input at every byte boundary). `name` stands in for the file name.
FileLoadResult loadTraceBytes(
    std::string_view bytes, const std::string &name, size_t chunkSize, int64_t maxInflatedBytes = -1);

} // namespace stepline
