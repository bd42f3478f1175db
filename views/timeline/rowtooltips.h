#pragma once

#include "gpumemory.h"

#include <QString>

#include <cstdint>

namespace stepline {

// Tooltip of a GPU memory row at time tNs (ns since job origin): the bytes allocated and reserved
// after the last [memory] event at or before tNs, with the share of the device's memory; empty
// before the first event or after the row's end.
QString memoryToolTip(const GpuMemorySeries &series, bool reserved, int64_t tNs);

} // namespace stepline
