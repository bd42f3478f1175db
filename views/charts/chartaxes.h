#pragma once

// The axis setup that DashboardChart's chart families share (charts/ only).

#include "common/chartdata.h"

#include <QStringList>

#include <vector>

class QAbstractAxis;
class QBarCategoryAxis;
class QChart;
class QValueAxis;

namespace stepline {

class ChartPalette;

double sumOf(const std::vector<ChartItem> &items);
// The largest item value, 0 for none.
double maxOf(const std::vector<ChartItem> &items);

// Ticks at round values (1, 2 or 5 x 10^k, about 6 of them) anchored at 0 without widening the
// range: a time axis from 0.0917 to 86.99 ms reads 0, 20, 40, 60, 80 instead of 0.09169, 21.82, ...
void setNiceTicks(QValueAxis *axis, double min, double max);

// A count axis from 0 with whole-number ticks (1, 2 or 5 x 10^k apart, about 5 of them): the
// generic nice numbers put ticks at 0.25, 0.5, ... when the largest count is 1, which "%d" then
// prints as 0, 0, 1, 1.
void setCountTicks(QValueAxis *axis, double maxCount);

// From 0 to at least top (never an empty range), widened to Qt's nice numbers, labels "%.4g".
void setNiceRangeFromZero(QValueAxis *axis, double top);

// The title and the palette's label, title and grid colours of any axis.
void styleAxis(QAbstractAxis *axis, const ChartPalette &palette, const QString &title);

// A category axis of chart (not yet added) with the palette's label colour and no grid lines;
// fontScale > 0 scales its labels' font.
QBarCategoryAxis *categoryAxis(
    QChart *chart, const ChartPalette &palette, const QStringList &categories, double fontScale = 0);

} // namespace stepline
