#include "rowtooltips.h"

#include "common/gputimepalette.h"
#include "common/timeformat.h"
#include "profile.h"

#include <QCoreApplication>

#include <algorithm>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate files a free tr() under "stepline"
}

QString bytesOfDevice(int64_t bytes, int64_t totalBytes)
{
    if (totalBytes <= 0)
        return formatBytes(bytes);
    return tr("%1 (%2 % of %3)")
        .arg(formatBytes(bytes))
        .arg(double(bytes) / double(totalBytes) * 100.0, 0, 'f', 1)
        .arg(formatBytes(totalBytes));
}

} // namespace

QString memoryToolTip(const GpuMemorySeries &series, bool reserved, int64_t tNs, TimeUnit timeUnit)
{
    const auto after = std::upper_bound(series.ts.begin(), series.ts.end(), tNs);
    if (after == series.ts.begin() || tNs > series.windowEndNs)
        return QString();
    const size_t i = size_t(after - series.ts.begin()) - 1;
    QString text = reserved ? tr("GPU %1 memory reserved").arg(series.device)
                            : tr("GPU %1 memory allocated").arg(series.device);
    text
        += QLatin1Char('\n') + tr("allocated: %1").arg(bytesOfDevice(series.allocated[i], series.totalBytes));
    if (series.reserved[i] >= 0)
        text += QLatin1Char('\n')
            + tr("reserved: %1").arg(bytesOfDevice(series.reserved[i], series.totalBytes));
    text += QLatin1Char('\n')
        + tr("since the [memory] event at %1 (%2 of %3 on this GPU)")
              .arg(formatDuration(series.ts[i], timeUnit))
              .arg(formatCount(qint64(i + 1)))
              .arg(formatCount(qint64(series.size())));
    return text;
}

QString idleToolTip(const Profile &profile, const GpuTimeAnalysis &gpuTime, uint32_t device, int64_t tNs,
    int64_t toleranceNs, TimeUnit timeUnit)
{
    if (device >= gpuTime.devices.size())
        return QString();
    const DeviceGpuTime &d = gpuTime.devices[device];
    const GpuTimeSegments &seg = gpuTime.segments;
    const uint32_t begin = d.segmentBegin, end = std::min<uint32_t>(d.segmentEnd, uint32_t(seg.size()));
    // The idle piece containing tNs, else the nearest idle one within the tolerance.
    const uint32_t at = uint32_t(
        std::upper_bound(seg.endNs.begin() + begin, seg.endNs.begin() + end, tNs) - seg.endNs.begin());
    uint32_t best = end;
    int64_t bestDistance = toleranceNs + 1;
    for (uint32_t i = at > begin ? at - 1 : at; i < end && i <= at + 1; ++i) {
        if (!isIdleKind(seg.kind[i]))
            continue;
        const int64_t distance = tNs < seg.startNs[i] ? seg.startNs[i] - tNs
            : tNs >= seg.endNs[i]                     ? tNs - seg.endNs[i] + 1
                                                      : 0;
        if (distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    if (best == end)
        return QString();
    const IdleCause cause = IdleCause(uint8_t(seg.kind[best]));
    QString text = tr("GPU %1, %2").arg(d.device).arg(gpuTimeClassLabel(classOfCause(cause)));
    text += QLatin1Char('\n')
        + tr("%1, from %2 to %3")
              .arg(formatDuration(seg.endNs[best] - seg.startNs[best], timeUnit),
                  formatDuration(seg.startNs[best], timeUnit), formatDuration(seg.endNs[best], timeUnit));
    if (seg.thread[best].isValid() && seg.thread[best].value < profile.tracks().size()) {
        const Track &t = profile.track(seg.thread[best]);
        const std::string_view name = profile.str(t.name);
        text += QLatin1Char('\n')
            + tr("launching thread: %1 (tid %2)")
                  .arg(QString::fromUtf8(name.data(), qsizetype(name.size())))
                  .arg(t.tid);
    } else {
        text += QLatin1Char('\n') + tr("no launch call known for the GPU op that ended it");
    }
    if (seg.next[best].isValid() && seg.next[best].value < profile.slices().size()) {
        const std::string_view name = profile.str(profile.slices().name[seg.next[best].value]);
        text += QLatin1Char('\n')
            + tr("ended by: %1")
                  .arg(QString::fromUtf8(name.data(), qsizetype(std::min<size_t>(name.size(), 120))));
    }
    return text;
}

} // namespace stepline
