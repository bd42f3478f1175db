#pragma once

#include "tracefacts.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace stepline {

// Reads the whole file (gzip and zstd decompressed as a stream, never held in memory) and scans
// its text once, without building a document. canceled() is polled between chunks; a canceled
// scan returns facts that are not final. Blocking: run it off the GUI thread.
TraceFacts scanTraceFacts(const std::string &path, const std::function<bool()> &canceled = {});

// Same on text in memory. whole: text is the file's entire text (the facts are final); otherwise
// it is a head and the facts are provisional.
TraceFacts scanTraceFactsText(std::string_view text, bool whole);

// The first-paint facts of a file: the whole file when it is small, else the decompressed head
// (and the raw tail of plain JSON). Reads at most about 200 KiB.
TraceFacts quickTraceFacts(const std::string &path);

// Largest compressed file quickTraceFacts() still reads whole.
inline constexpr int64_t kQuickWholeCompressedBytes = 256 * 1024;

std::string timeSourceName(TraceFacts::TimeSource source);

} // namespace stepline
