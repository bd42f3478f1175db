#pragma once

#include "loadtext.h"

#include <cstdint>
#include <string>

namespace stepline {

// A fatal load problem: the file, where in it, and what to do. Built on the loading thread, its
// texts translated there (tr(): loadtext.h), UTF-8.
struct LoadError
{
    enum class Code {
        None,
        NotFound, // path does not exist
        Unreadable, // permissions, I/O error
        NotATrace, // not JSON, or JSON without trace events
        BadCompression, // broken gzip / zstd stream
        NoEvents, // a valid trace with nothing to show
        IdOverflow, // more than 2^32 - 2 events, strings or tracks
        TooLarge, // would not fit in memory
        Syntax, // malformed JSON before any event could be read
        Canceled, // the user canceled
    };

    Code code = Code::None;
    std::string file;
    int64_t byteOffset = -1; // in the decompressed stream for .gz/.zst
    int line = 0; // 1-based; 0 when unknown
    int column = 0;
    std::string snippet; // up to 80 characters around the offset
    std::string detail; // what went wrong, in plain words
    std::string hint; // what to try

    // An error with no position in the file (the file as a whole, or a folder).
    static LoadError make(Code code, std::string file, std::string detail, std::string hint);

    bool isError() const { return code != Code::None; }
    const char *codeName() const;
    // "file:line:column (byte N): detail\n  snippet\nhint", translated.
    std::string toUserMessage() const;

    // A message of the loaders, translated; "stepline::LoadError" is the context lupdate files
    // these calls under.
    static LoadText tr(const char *source) { return loadTr("stepline::LoadError", source); }
};

} // namespace stepline
