#pragma once

#include "common/chartdata.h"

#include <QString>

namespace stepline {

// A unit for an axis of durations: values in ns are divided by `divisor` and the axis title says
// `unit`. Picked once per chart from its largest value so tick labels stay short.
struct TimeScale
{
    double divisor = 1.0;
    QString unit; // "ns", "µs", "ms" or "s"
};

TimeScale chooseTimeScale(double maxNs);

// Exact text of a value for tooltips: durations with adaptive units plus the exact µs value,
// counts and percentages with thousands separators.
QString formatChartValue(ValueUnit unit, double value);
// "12.3 %" with the locale's decimal point; share in 0..1.
QString formatShare(double share);
// Shortens long names (kernel names can be kilobytes) so the part that tells them apart stays
// readable (common/nameelide.h compactName()).
QString elideName(const QString &name, int maxChars);
// Qt Charts draws legend entries, slice labels and category names as rich text, so a kernel's
// template arguments ("kernel<4, FillFunctor<int>>") would vanish as unknown tags: every name
// handed to it goes through this.
QString chartText(const QString &plain);

} // namespace stepline
