#pragma once

#include "loadoptions.h"
#include "loadoutcome.h"

#include <string>

namespace stepline {

// Loads a trace file (.json, .json.gz, .json.zst, detected from the content), a .stepline file or
// a job directory (one file per rank, or a SageMaker Debugger output directory; jobfiles.h says
// which files count). PATH is UTF-8. Blocking; call it off the GUI thread. Never throws. Refuses
// with a TooLarge error when the load would not fit in memory (memoryfit.h), unless
// LoadOptions::force. The Qt face (paths as Qt strings, an async form) is traceloader.h.
LoadOutcome loadProfile(const std::string &path, const LoadMonitor &monitor = {});
// Same, loading only part of the job (loadoptions.h). Ranks: in a job folder only the chosen rank
// files are read (their rank is peeked from the first bytes); in one file or a .stepline the
// other ranks are dropped after loading. Window: each rank file is trimmed as soon as it is
// parsed (events later than T1 after its own first event cannot be in the window), then exactly
// once every rank's origin is known. The profile's report counts what was left out
// (subset::kRanksLeftOut, subset::kWindowEventsLeftOut). A rank the job lacks or a window
// holding no event is a LoadError.
LoadOutcome loadProfile(const std::string &path, const LoadOptions &options, const LoadMonitor &monitor = {});

} // namespace stepline
