#pragma once

#include <QtGlobal>

namespace stepline {

// MemAvailable of /proc/meminfo in bytes, -1 when unknown; the environment variable
// STEPLINE_AVAILABLE_MEMORY (bytes) overrides it.
qint64 memAvailableBytes();

} // namespace stepline
