#pragma once

#include <QString>
#include <QVector>

#include <cstdint>

namespace stepline {

// Maps job time (int64 ns since the job origin) to viewport pixels and back.
//
// Positions are always computed as (ns - startNs) in int64 first and converted to double second,
// so epoch-size times (1.7e18 ns) keep their nanoseconds: a double holds the difference exactly
// while it stays below 2^53 ns (104 days). startFracNs (in [0, 1)) lets the left edge sit between
// two nanoseconds, which keeps panning smooth at the deepest zoom (hundreds of px per ns).
struct TimeAxis
{
    static constexpr double kMaxPxPerNs = 400.0; // one ns spans 400 px at the deepest zoom

    int64_t startNs = 0;
    double startFracNs = 0.0;
    double pxPerNs = 1e-6;

    double toX(int64_t ns) const { return (double(ns - startNs) - startFracNs) * pxPerNs; }
    // The time at pixel x, rounded down to whole ns.
    int64_t toNs(double x) const;
    // The last time visible in a viewport of widthPx.
    int64_t endNs(double widthPx) const { return toNs(widthPx) + 1; }
    double nsPerPx() const { return 1.0 / pxPerNs; }

    // Whole [fromNs, toNs] across widthPx (at least one ns wide, clamped to the deepest zoom).
    static TimeAxis fit(int64_t fromNs, int64_t toNs, double widthPx);
    // Zoom by factor (> 1 zooms in) keeping the time under pixel x where it is.
    TimeAxis zoomedAround(double x, double factor, double minPxPerNs) const;
    // Move the view by dxPx pixels (positive shows later times).
    TimeAxis panned(double dxPx) const;

    friend bool operator==(const TimeAxis &a, const TimeAxis &b)
    {
        return a.startNs == b.startNs && a.startFracNs == b.startFracNs && a.pxPerNs == b.pxPerNs;
    }
};

// One ruler tick: its time, its pixel and its label (empty for minor ticks).
struct RulerTick
{
    int64_t ns = 0;
    double x = 0;
    QString label;
};

// Ticks for a ruler of widthPx with at least minLabelSpacingPx between labelled ticks. The step is
// 1, 2 or 5 times a power of ten ns; labels use the step's unit. With wallClock they show the
// local time of day (originAbsNs + ns) with as many fraction digits as the step needs.
QVector<RulerTick> rulerTicks(
    const TimeAxis &axis, double widthPx, double minLabelSpacingPx, bool wallClock, int64_t originAbsNs);
// The step chosen by rulerTicks (ns).
int64_t rulerStepNs(const TimeAxis &axis, double minLabelSpacingPx);
// A tick label: relative time in the step's unit, or wall-clock time of day.
QString rulerLabel(int64_t ns, int64_t stepNs, bool wallClock, int64_t originAbsNs);

} // namespace stepline
