#pragma once

#include "sqlitereport.h"

#include <cstddef>
#include <string>

namespace stepline {

// Load warning: host events (CUDA runtime calls, NVTX ranges) of a process that has no GPU
// activity while other processes of the report have; such a process is no rank, so its events
// are left out and counted.
inline const std::string kNsysHostWithoutGpu = "host_events_without_gpu";
// Rows whose end lies before their start: kept, ending at their start (a JSON loader skips such
// events instead, counted as negative_duration).
inline const std::string kNsysNegativeClamped = "negative_duration_clamped";

// Loads a report written by `nsys export --type sqlite` (FORMATS.md §4.9) into its own builder:
// one rank per process with GPU activity (several in one report of a torchrun job), each with
// its GPU rows per (device, stream), its host threads (CUDA runtime calls, NVTX ranges as
// user annotations) and launch links from correlation ids. Columns are read by name and a
// missing table is absent data, so schemas 2.9 to 3.25 read alike. The file is opened read-only
// as immutable: nothing is copied or written beside it. options.stepRange makes NVTX ranges steps
// (nvtxsteps.h); the other options are applied by the caller. Never throws.
FileLoadResult loadNsysFile(const std::string &path, LoadProgress &progress, const LoadOptions &options = {});

} // namespace stepline
