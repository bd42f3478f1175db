#pragma once

#include "loadoutcome.h"
#include "loadprogress.h"

#include <cstdint>
#include <string>
#include <string_view>

namespace stepline {

// True when the bytes start with the native format's magic number (steplineformat.h).
bool hasSteplineMagic(std::string_view firstBytes);
bool isSteplineFile(const std::string &path);

// Opens a .stepline file: the model is rebuilt column by column from the file, without sorting,
// nesting or link resolution (finalize() already did that before the file was written).
//
// Nothing read from the file is trusted: every block header has a crc32 and every payload zstd's
// frame checksum; every count is checked against the limits and the blocks actually present
// before memory is reserved; every id is checked against its table before the profile is handed
// out. A damaged, truncated, foreign or newer-version file gives a LoadError with the byte offset
// and what to do. Blocking; call off the GUI thread. Never throws.
LoadOutcome loadSteplineFile(const std::string &path, const LoadMonitor &monitor = {});

// A .stepline file as one rank file of a job folder: its model copied into a builder with absolute
// times, as a parsed trace file leaves it, so that the job's ranks are merged and indexed by the
// one path every job folder takes (traceloader.cpp). Progress: the file's bytes once it is read.
FileLoadResult loadSteplineRankFile(const std::string &path, LoadProgress &progress);

// Reads one block of a .stepline file without the rest: the header and every block header are
// checked as for a full load, then only the first block with this tag (steplineformat.h) is
// decompressed into *payload. *found is false when the file has no such block. False with *error
// set when the file is damaged or unreadable.
bool readSteplineBlock(const std::string &path, uint32_t blockTag, std::string *payload, bool *found,
    LoadError *error = nullptr);

} // namespace stepline
