#pragma once

#include "loadoptions.h"
#include "loadprogress.h"
#include "tracefacts.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace stepline {

// Reports that are SQLite databases: Nsight Systems exports (loaders/nsys). Declared here, where
// a file's kind is sniffed from its first bytes, and defined by the reader's own folder, so the
// dispatch includes nothing of it.

// Whether bytes start like a SQLite database ("SQLite format 3\0").
bool isSqliteHead(const char *data, size_t size);
// Loads a SQLite report into its own builder (FileLoadResult); a database that is no report a
// reader knows is a NotATrace error naming the tables it lacks.
// options.stepRange names NVTX ranges that are steps (LoadOptions); the rest is the caller's.
FileLoadResult loadSqliteReport(const std::string &path, LoadProgress &progress, const LoadOptions &options);
// The job picker's facts of a SQLite report. whole: exact (the earliest event and the devices
// with GPU activity, by SQL over its tables: reads them all); otherwise quick (the session's
// start time and host only, a few pages), not final.
TraceFacts sqliteReportFacts(const std::string &path, bool whole);
// Rows of the event tables the reader loads (kernels, copies, memsets, runtime calls, NVTX), read
// from the tables' largest rowids without reading their rows: what the memory estimate counts
// (loadestimate.h); -1 when the file is no report.
int64_t sqliteReportEventRows(const std::string &path);

} // namespace stepline
