#pragma once

#include "gputime.h"

#include <QColor>
#include <QString>

namespace stepline {

// One colour per class of GPU time (METRICS.md "GPU time breakdown" and the idle causes), shared
// by the dashboard's stacked bars and the timeline's idle band so a cause looks the same on both.
enum class GpuTimeClass : uint8_t {
    Computation,
    ExposedComm,
    ExposedMemcpy,
    Queued,
    Launch,
    DataLoader,
    Sync,
    HostOps,
    HostOther,
    Unattributed,
    // Exposed communication split at the last peer's arrival (METRICS.md "Where a wait was
    // caused"): charts show these two instead of ExposedComm where the split is known.
    ExposedCommWait,
    ExposedCommTransfer,
};
inline constexpr size_t kGpuTimeClassCount = 12;

GpuTimeClass classOfCause(IdleCause cause);
// ChartPalette key ("computation", "exposed comm", ..., "idle: data loader") and label.
QString gpuTimeClassKey(GpuTimeClass c);
QString gpuTimeClassLabel(GpuTimeClass c); // translated
QColor gpuTimeClassColor(GpuTimeClass c, bool dark);
// The class of a ChartPalette key, false when the key is none of them.
bool gpuTimeClassOfKey(const QString &key, GpuTimeClass *out);

// ns of one class in a breakdown (computation, exposed comm, its wait or transfer part, exposed
// memcpy or one idle cause). The wait and transfer parts are 0 where !b.commSplitKnown.
int64_t nsOfClass(const GpuTimeBreakdown &b, GpuTimeClass c);

} // namespace stepline
