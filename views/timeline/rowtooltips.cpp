#include "rowtooltips.h"

#include "common/timeformat.h"

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

QString memoryToolTip(const GpuMemorySeries &series, bool reserved, int64_t tNs)
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
              .arg(formatDuration(series.ts[i]))
              .arg(formatCount(qint64(i + 1)))
              .arg(formatCount(qint64(series.size())));
    return text;
}

} // namespace stepline
