#include "chartaxes.h"

#include "chartformat.h"
#include "common/chartpalette.h"

#include <QBarCategoryAxis>
#include <QChart>
#include <QFont>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace stepline {

namespace {

// The first of 1, 2, 5 or 10 x 10^k that is at least raw.
double niceStep(double raw)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    return step;
}

void setTicksFromZero(QValueAxis *axis, double step, const QString &labelFormat)
{
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setLabelFormat(labelFormat);
}

} // namespace

double sumOf(const std::vector<ChartItem> &items)
{
    double total = 0;
    for (const ChartItem &item : items)
        total += item.value;
    return total;
}

double maxOf(const std::vector<ChartItem> &items)
{
    double top = 0;
    for (const ChartItem &item : items)
        top = std::max(top, item.value);
    return top;
}

void setNiceTicks(QValueAxis *axis, double min, double max)
{
    axis->setRange(min, max);
    const double span = max - min;
    if (!(span > 0))
        return;
    setTicksFromZero(axis, niceStep(span / 6.0), QStringLiteral("%.6g"));
}

void setCountTicks(QValueAxis *axis, double maxCount)
{
    const double top = std::max(1.0, maxCount) * 1.1;
    const double step = std::max(1.0, std::round(niceStep(top / 5.0)));
    axis->setRange(0, std::ceil(top / step) * step);
    setTicksFromZero(axis, step, QStringLiteral("%d"));
}

void setNiceRangeFromZero(QValueAxis *axis, double top)
{
    axis->setRange(0, std::max(1e-9, top));
    axis->applyNiceNumbers();
    axis->setLabelFormat(QStringLiteral("%.4g"));
}

void styleAxis(QAbstractAxis *axis, const ChartPalette &palette, const QString &title)
{
    axis->setTitleText(title);
    axis->setLabelsColor(palette.text());
    axis->setTitleBrush(palette.mutedText());
    axis->setGridLineColor(palette.grid());
}

QBarCategoryAxis *categoryAxis(
    QChart *chart, const ChartPalette &palette, const QStringList &categories, double fontScale)
{
    auto *axis = new QBarCategoryAxis(chart);
    QStringList escaped;
    escaped.reserve(categories.size());
    for (const QString &c : categories)
        escaped << chartText(c);
    axis->append(escaped);
    axis->setLabelsColor(palette.text());
    axis->setGridLineVisible(false);
    if (fontScale > 0) {
        QFont font = axis->labelsFont();
        font.setPointSizeF(font.pointSizeF() * fontScale);
        axis->setLabelsFont(font);
    }
    return axis;
}

} // namespace stepline
