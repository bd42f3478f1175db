#include "chartformat.h"

#include "common/nameelide.h"
#include "common/timeformat.h"

#include <QLocale>

#include <cmath>

namespace stepline {

TimeScale chooseTimeScale(double maxNs)
{
    const double m = std::abs(maxNs);
    if (m >= 1e9)
        return { 1e9, QStringLiteral("s") };
    if (m >= 1e6)
        return { 1e6, QStringLiteral("ms") };
    if (m >= 1e3)
        return { 1e3, QStringLiteral("µs") };
    return { 1.0, QStringLiteral("ns") };
}

QString formatChartValue(ValueUnit unit, double value)
{
    switch (unit) {
    case ValueUnit::Nanoseconds: {
        const auto ns = int64_t(std::llround(value));
        if (std::llabs(ns) < 1000)
            return formatDuration(ns);
        return formatDuration(ns) + QStringLiteral(" (") + formatMicrosExact(ns) + QLatin1Char(')');
    }
    case ValueUnit::Count:
        return formatCount(qint64(std::llround(value)));
    case ValueUnit::Fraction:
        return formatShare(value);
    }
    return QString();
}

QString formatShare(double share)
{
    return QLocale().toString(share * 100.0, 'f', 1) + QStringLiteral(" %");
}

QString chartText(const QString &plain)
{
    return plain.toHtmlEscaped();
}

QString elideName(const QString &name, int maxChars)
{
    return compactName(name, maxChars);
}

} // namespace stepline
