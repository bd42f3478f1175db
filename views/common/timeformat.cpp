#include "timeformat.h"

#include <QLocale>

#include <cmath>
#include <cstdlib>

namespace stepline {

namespace {

// The unit, or with Auto the one that shows magnitude (ns) with 1 to 3 integer digits.
TimeUnit unitFor(int64_t magnitude, TimeUnit preferred)
{
    if (preferred != TimeUnit::Auto)
        return preferred;
    return magnitude < 1000      ? TimeUnit::Ns
        : magnitude < 1000000    ? TimeUnit::Us
        : magnitude < 1000000000 ? TimeUnit::Ms
                                 : TimeUnit::S;
}

} // namespace

TimeUnit timeUnitFromName(const QString &name)
{
    if (name == QLatin1String("ns"))
        return TimeUnit::Ns;
    if (name == QLatin1String("us"))
        return TimeUnit::Us;
    if (name == QLatin1String("ms"))
        return TimeUnit::Ms;
    if (name == QLatin1String("s"))
        return TimeUnit::S;
    return TimeUnit::Auto;
}

QString formatDuration(int64_t ns, TimeUnit preferred, int decimals)
{
    const QLocale locale;
    const int64_t magnitude = std::llabs(ns);
    const TimeUnit chosen = unitFor(magnitude, preferred);
    if (chosen == TimeUnit::Ns)
        return locale.toString(qlonglong(ns)) + QStringLiteral(" ns");
    struct Unit
    {
        double scale;
        const char16_t *name;
    };
    const Unit unit = chosen == TimeUnit::Us ? Unit { 1e3, u"µs" }
        : chosen == TimeUnit::Ms             ? Unit { 1e6, u"ms" }
                                             : Unit { 1e9, u"s" };
    return locale.toString(double(ns) / unit.scale, 'f', decimals) + QLatin1Char(' ')
        + QString::fromUtf16(unit.name);
}

bool formatDurationIsExact(int64_t ns, TimeUnit preferred)
{
    const int64_t magnitude = std::llabs(ns);
    const TimeUnit chosen = unitFor(magnitude, preferred);
    // formatDuration() shows three decimals of the unit.
    const int64_t step = chosen == TimeUnit::Ns ? 1
        : chosen == TimeUnit::Us                ? 1
        : chosen == TimeUnit::Ms                ? 1000
                                                : 1000000;
    return magnitude % step == 0;
}

QString formatMicrosExact(int64_t ns)
{
    const QLocale locale;
    const int64_t whole = ns / 1000;
    const int64_t frac = std::llabs(ns % 1000);
    const QString sign = (ns < 0 && whole == 0) ? QStringLiteral("-") : QString();
    return sign + locale.toString(qlonglong(whole)) + locale.decimalPoint()
        + QStringLiteral("%1").arg(frac, 3, 10, QLatin1Char('0')) + QStringLiteral(" µs");
}

QString formatCount(qint64 n)
{
    return QLocale().toString(n);
}

QString formatBytes(qint64 bytes)
{
    return QLocale().formattedDataSize(bytes, 1, QLocale::DataSizeIecFormat);
}

} // namespace stepline
