#pragma once

#include "common/timeformat.h"

#include "gpumemory.h"
#include "gputime.h"

#include <QString>

#include <cstdint>

namespace stepline {

class Profile;

// Tooltip of a GPU memory row at time tNs (ns since job origin): the bytes allocated and reserved
// after the last [memory] event at or before tNs, with the share of the device's memory; empty
// before the first event or after the row's end.
QString memoryToolTip(const GpuMemorySeries &series, bool reserved, int64_t tNs, TimeUnit timeUnit);

// Tooltip of a GPU's idle band at tNs: the idle piece there (or the nearest one within toleranceNs)
// with its cause, its length and range, the launching thread and the GPU op that ended the wait;
// empty where the device was busy.
QString idleToolTip(const Profile &profile, const GpuTimeAnalysis &gpuTime, uint32_t device, int64_t tNs,
    int64_t toleranceNs, TimeUnit timeUnit);

} // namespace stepline
