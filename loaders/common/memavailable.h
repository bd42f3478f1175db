#pragma once

#include <cstdint>

namespace stepline {

// The memory a load may still take, in bytes, -1 when unknown: the least of MemAvailable of
// /proc/meminfo, the memory limit of this process's control group (cgroup v1 or v2) minus its
// usage, and the address space left under RLIMIT_AS (ulimit -v). The environment variable
// STEPLINE_AVAILABLE_MEMORY (bytes) overrides it.
int64_t memAvailableBytes();

} // namespace stepline
