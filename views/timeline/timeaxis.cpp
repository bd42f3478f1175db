#include "timeaxis.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace stepline {

int64_t TimeAxis::toNs(double x) const
{
    const double offset = x / pxPerNs + startFracNs;
    // A relative nudge absorbs the division's rounding (x = toX(t) must map back to t).
    return startNs + int64_t(std::floor(offset + std::abs(offset) * 1e-12 + 1e-9));
}

TimeAxis TimeAxis::fit(int64_t fromNs, int64_t toNs, double widthPx)
{
    TimeAxis axis;
    if (toNs <= fromNs)
        toNs = fromNs + 1;
    axis.startNs = fromNs;
    axis.pxPerNs = std::min(kMaxPxPerNs, std::max(widthPx, 1.0) / double(toNs - fromNs));
    return axis;
}

TimeAxis TimeAxis::zoomedAround(double x, double factor, double minPxPerNs) const
{
    // The anchor is kept as an int64 ns plus a fraction, so repeated zooming around the same
    // pixel never drifts (no accumulated double error at epoch magnitudes).
    const double offset = x / pxPerNs + startFracNs;
    const double whole = std::floor(offset);
    const int64_t anchorNs = startNs + int64_t(whole);
    const double anchorFrac = offset - whole;

    TimeAxis result = *this;
    result.pxPerNs = std::clamp(pxPerNs * factor, minPxPerNs, kMaxPxPerNs);
    const double back = x / result.pxPerNs - anchorFrac; // ns from the new left edge to anchorNs
    const double backWhole = std::ceil(back);
    result.startNs = anchorNs - int64_t(backWhole);
    result.startFracNs = backWhole - back;
    return result;
}

TimeAxis TimeAxis::panned(double dxPx) const
{
    const double offset = dxPx / pxPerNs + startFracNs;
    const double whole = std::floor(offset);
    TimeAxis result = *this;
    result.startNs = startNs + int64_t(whole);
    result.startFracNs = offset - whole;
    return result;
}

int64_t rulerStepNs(const TimeAxis &axis, double minLabelSpacingPx)
{
    const double minStep = minLabelSpacingPx / axis.pxPerNs;
    int64_t step = 1;
    for (;;) {
        for (int64_t m : { 1, 2, 5 }) {
            if (double(step * m) >= minStep)
                return step * m;
        }
        if (step > int64_t(1e17))
            return step * 10;
        step *= 10;
    }
}

QString rulerLabel(int64_t ns, int64_t stepNs, bool wallClock, int64_t originAbsNs)
{
    const QLocale locale;
    if (wallClock) {
        const int64_t abs = originAbsNs + ns;
        const int64_t secs = abs >= 0 ? abs / 1000000000 : (abs - 999999999) / 1000000000;
        const int64_t fracNs = abs - secs * 1000000000;
        const QDateTime time = QDateTime::fromSecsSinceEpoch(secs);
        QString text = time.toString(QStringLiteral("HH:mm:ss"));
        int digits = 0;
        for (int64_t s = stepNs; s < 1000000000 && digits < 9; s *= 10)
            ++digits;
        if (digits > 0) {
            const QString frac = QStringLiteral("%1").arg(qlonglong(fracNs), 9, 10, QLatin1Char('0'));
            text += QLatin1Char('.') + frac.left(digits);
        }
        return text;
    }
    struct Unit
    {
        int64_t scale;
        const char16_t *name;
    };
    const Unit unit = stepNs < 1000 ? Unit { 1, u"ns" }
        : stepNs < 1000000          ? Unit { 1000, u"µs" }
        : stepNs < 1000000000       ? Unit { 1000000, u"ms" }
                                    : Unit { 1000000000, u"s" };
    // step is a multiple of the unit, so the value is whole in that unit.
    const int64_t value = ns / unit.scale;
    return locale.toString(qlonglong(value)) + QLatin1Char(' ') + QString::fromUtf16(unit.name);
}

QVector<RulerTick> rulerTicks(
    const TimeAxis &axis, double widthPx, double minLabelSpacingPx, bool wallClock, int64_t originAbsNs)
{
    QVector<RulerTick> ticks;
    const int64_t step = rulerStepNs(axis, minLabelSpacingPx);
    // Minor ticks split a 1/5 x 10^k step in five and a 2 x 10^k step in four, when whole.
    int64_t mantissa = step;
    while (mantissa >= 10 && mantissa % 10 == 0)
        mantissa /= 10;
    const int64_t parts = mantissa == 2 ? 4 : 5;
    const int64_t minor = step % parts == 0 ? step / parts : step;
    const int64_t from = axis.toNs(0);
    const int64_t to = axis.endNs(widthPx);
    // First multiple of minor at or before from (floor division that works for negatives).
    int64_t t = from / minor * minor;
    if (t > from)
        t -= minor;
    for (; t <= to; t += minor) {
        RulerTick tick;
        tick.ns = t;
        tick.x = axis.toX(t);
        if (t % step == 0)
            tick.label = rulerLabel(t, step, wallClock, originAbsNs);
        ticks.push_back(tick);
        if (ticks.size() > 4096)
            break;
    }
    return ticks;
}

} // namespace stepline
