#pragma once

#include "compression.h"
#include "loadprogress.h"
#include "parallelparse.h"

#include <QByteArray>
#include <QString>

namespace stepline {

// What loadTraceFile(path, progress) uses; stepline-bench sets it to compare settings. Set it
// before loading starts, not while a load runs.
void setDefaultParallelParse(const ParallelParse &parallel);
ParallelParse defaultParallelParse();

// Parses one trace file into its own builder. Thread-safe (no shared state besides progress).
// maxInflatedBytes (> 0) caps what a .gz / .zst may inflate to: the size fields the memory check
// trusted can lie (a decompression bomb), so inflating stops with a TooLarge error once the text
// passes the budget, long before it is all in memory.
FileLoadResult loadTraceFile(const QString &path, LoadProgress &progress);
FileLoadResult loadTraceFile(
    const QString &path, LoadProgress &progress, const ParallelParse &parallel, qint64 maxInflatedBytes = -1);

// Parses trace text already in memory, handed to the parser in pieces of chunkSize bytes (tests
// use this to split the input at every byte boundary). `name` stands in for the file name.
FileLoadResult loadTraceBytes(
    const QByteArray &bytes, const QString &name, size_t chunkSize, qint64 maxInflatedBytes = -1);

} // namespace stepline
