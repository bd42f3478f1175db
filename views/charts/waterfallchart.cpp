// The waterfall of DashboardChart: how each item moves a running total from BASE to NEW.
#include "dashboardchart.h"

#include "chartaxes.h"
#include "chartformat.h"
#include "common/timeformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFont>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace stepline {

void DashboardChart::buildWaterfall()
{
    // Qt Charts stacks positive values rightwards from 0 and negative ones leftwards, in set order.
    // A floating bar [a, b] is then a transparent offset plus a visible part: on one side of 0 the
    // offset reaches the nearer end; across 0 the bar is a positive and a negative part. Up (slower)
    // and down (faster) parts have their own sets, each with a negative twin. Reversed: the first
    // item is on top.
    const int n = int(m_data.items.size());
    double maxAbs = 0, running = 0;
    std::vector<std::pair<double, double>> spans; // [from, to] per item
    for (const ChartItem &item : m_data.items) {
        const bool total = item.colorKey == QLatin1String("total");
        const double from = total ? 0.0 : running;
        const double to = total ? item.value : running + item.value;
        if (!total)
            running = to;
        spans.push_back({ from, to });
        maxAbs = std::max({ maxAbs, std::abs(from), std::abs(to) });
    }
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxAbs) : TimeScale { 1.0, QString() };
    auto *offset = new QBarSet(QString(), this);
    auto *up = new QBarSet(tr("NEW slower"), this);
    auto *down = new QBarSet(tr("NEW faster"), this);
    auto *upNeg = new QBarSet(QString(), this);
    auto *downNeg = new QBarSet(QString(), this);
    auto *whole = new QBarSet(tr("Mean step delta"), this);
    QStringList categories;
    for (int i = n - 1; i >= 0; --i) {
        const ChartItem &item = m_data.items[size_t(i)];
        const double a = spans[size_t(i)].first / scale.divisor, b = spans[size_t(i)].second / scale.divisor;
        const bool total = item.colorKey == QLatin1String("total");
        const bool rising = b >= a;
        double off = 0, pos = 0, neg = 0;
        if (a >= 0 && b >= 0) {
            off = std::min(a, b);
            pos = std::abs(b - a);
        } else if (a <= 0 && b <= 0) {
            off = std::max(a, b);
            neg = -std::abs(b - a);
        } else {
            pos = std::max(a, b);
            neg = std::min(a, b);
        }
        offset->append(off);
        up->append(!total && rising ? pos : 0.0);
        upNeg->append(!total && rising ? neg : 0.0);
        down->append(!total && !rising ? pos : 0.0);
        downNeg->append(!total && !rising ? neg : 0.0);
        whole->append(total ? pos + neg : 0.0);
        categories << QStringLiteral("%1. %2").arg(i + 1).arg(elideName(item.label, 40));
    }
    offset->setColor(Qt::transparent);
    offset->setBorderColor(Qt::transparent);
    auto *series = new QHorizontalStackedBarSeries(this);
    series->setBarWidth(0.7);
    series->append(offset);
    const std::pair<QBarSet *, QString> sets[] = { { up, QStringLiteral("slower") },
        { down, QStringLiteral("faster") }, { upNeg, QStringLiteral("slower") },
        { downNeg, QStringLiteral("faster") }, { whole, QStringLiteral("base") } };
    for (const auto &[set, key] : sets) {
        set->setColor(m_palette.category(key));
        set->setBorderColor(m_palette.category(key));
        series->append(set);
    }
    for (QBarSet *set : series->barSets()) {
        connect(set, &QBarSet::hovered, this, [this, n](bool on, int barIndex) {
            Q_EMIT hoverTextChanged(on ? itemToolTip(n - 1 - barIndex) : QString());
        });
    }
    addSeries(series);
    // The twins and the offset have no legend entry.
    const QList<QLegendMarker *> markers = legend()->markers(series);
    for (QLegendMarker *marker : markers) {
        if (marker->label().isEmpty())
            marker->setVisible(false);
    }

    addRankedAxis(series, categories, n > 10 ? 0.72 : 0.85);
    addDeltaAxis(series, maxAbs, isTime);
}

void DashboardChart::addRankedAxis(QAbstractSeries *series, const QStringList &categories, double fontScale)
{
    auto *axisY = categoryAxis(this, m_palette, categories, fontScale);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    // Our own elision (fitLabels) keeps the rank and both ends of a name; Qt's would cut a long
    // category to "..." alone.
    axisY->setTruncateLabels(false);
    m_barAxis = axisY;
}

void DashboardChart::addValueAxis(QAbstractSeries *series, double maxValue, double headroom,
    const TimeScale &scale, bool isTime, const QString &countTitle)
{
    auto *axisX = new QValueAxis(this);
    setNiceRangeFromZero(axisX, maxValue / scale.divisor * headroom);
    styleAxis(axisX, m_palette, isTime ? tr("time (%1)").arg(scale.unit) : countTitle);
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
}

void DashboardChart::addDeltaAxis(QAbstractSeries *series, double maxAbs, bool isTime)
{
    const TimeScale scale = isTime ? chooseTimeScale(maxAbs) : TimeScale { 1.0, QString() };
    auto *axisX = new QValueAxis(this);
    const double reach = std::max(1e-9, maxAbs / scale.divisor * 1.08);
    setNiceTicks(axisX, -reach, reach);
    styleAxis(axisX, m_palette, isTime ? tr("NEW - BASE (%1)").arg(scale.unit) : tr("NEW - BASE"));
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    legend()->setAlignment(Qt::AlignBottom);
    fitLabels();
}

} // namespace stepline
