// The bar families of DashboardChart: ranked bars, category bars, diverging (NEW - BASE) bars,
// paired BASE/NEW bars and stacked bars.
#include "dashboardchart.h"

#include "chartaxes.h"
#include "chartformat.h"
#include "common/timeformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFont>
#include <QHorizontalBarSeries>
#include <QHorizontalPercentBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QPercentBarSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <utility>

namespace stepline {

void DashboardChart::buildBars()
{
    // QHorizontalBarSeries puts category 0 at the bottom: feed the items reversed so the largest
    // is on top, as in a ranking.
    const int n = int(m_data.items.size());
    const double maxValue = maxOf(m_data.items);
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxValue) : TimeScale { 1.0, QString() };

    auto *set = new QBarSet(chartText(m_data.title), this);
    const QString colorKey = n > 0 && !m_data.items.front().colorKey.isEmpty() ? m_data.items.front().colorKey
                                                                               : QStringLiteral("kernel");
    set->setColor(m_palette.category(colorKey));
    set->setBorderColor(m_palette.category(colorKey));
    set->setLabelColor(m_palette.text());
    QStringList categories;
    QList<qreal> values;
    for (int i = n - 1; i >= 0; --i) {
        const ChartItem &item = m_data.items[size_t(i)];
        categories << QStringLiteral("%1. %2").arg(i + 1).arg(elideName(item.label, 40));
        values << item.value / scale.divisor;
    }
    set->append(values);
    auto *series = new QHorizontalBarSeries(this);
    series->append(set);
    series->setBarWidth(0.75);
    series->setLabelsVisible(true);
    series->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series->setLabelsPrecision(4);
    addSeries(series);
    connect(set, &QBarSet::hovered, this, [this, n](bool on, int barIndex) {
        Q_EMIT hoverTextChanged(on ? itemToolTip(n - 1 - barIndex) : QString());
    });
    connect(set, &QBarSet::clicked, this, [this, n](int barIndex) { Q_EMIT itemClicked(n - 1 - barIndex); });

    addRankedAxis(series, categories, m_data.items.size() > 10 ? 0.72 : 0.85);

    // Leave room for the value labels right of the longest bar.
    addValueAxis(series, maxValue, 1.18, scale, isTime, tr("launches"));
    legend()->hide();
    fitLabels();
}

void DashboardChart::buildCategoryBars()
{
    // One stacked set per category, non-zero only at its own row, so each row gets its category
    // colour (a single QBarSet has one colour). Rows are reversed so the first item is on top.
    const int n = int(m_data.items.size());
    const double total = sumOf(m_data.items);
    const double maxValue = maxOf(m_data.items);
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxValue) : TimeScale { 1.0, QString() };

    auto *series = new QHorizontalStackedBarSeries(this);
    series->setBarWidth(0.7);
    QStringList categories;
    for (int row = 0; row < n; ++row) {
        const int index = n - 1 - row;
        const ChartItem &item = m_data.items[size_t(index)];
        const double share = total > 0 ? item.value / total : 0.0;
        categories << item.label + QStringLiteral("  ") + formatShare(share);
        auto *set = new QBarSet(chartText(item.label), this);
        QList<qreal> values(n, 0.0);
        values[row] = item.value / scale.divisor;
        set->append(values);
        const QColor color = m_palette.category(item.colorKey.isEmpty() ? item.label : item.colorKey);
        set->setColor(color);
        set->setBorderColor(color);
        series->append(set);
        connect(set, &QBarSet::hovered, this,
            [this, index](bool on, int) { Q_EMIT hoverTextChanged(on ? itemToolTip(index) : QString()); });
        connect(set, &QBarSet::clicked, this, [this, index](int) { Q_EMIT itemClicked(index); });
    }
    addSeries(series);

    auto *axisY = categoryAxis(this, m_palette, categories);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    addValueAxis(series, maxValue, 1.05, scale, isTime, tr("count"));
    legend()->hide();
}

void DashboardChart::buildDivergingBars()
{
    // Two stacked sets, one non-zero where the item grew (slower, right of 0) and one where it
    // shrank (faster, left), so each side keeps its colour. Reversed: the first item is on top.
    const int n = int(m_data.items.size());
    double maxAbs = 0;
    for (const ChartItem &item : m_data.items)
        maxAbs = std::max(maxAbs, std::abs(item.value));
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxAbs) : TimeScale { 1.0, QString() };
    auto *slower = new QBarSet(tr("NEW slower"), this);
    auto *faster = new QBarSet(tr("NEW faster"), this);
    const std::pair<QBarSet *, QString> sets[]
        = { { slower, QStringLiteral("slower") }, { faster, QStringLiteral("faster") } };
    QStringList categories;
    for (int i = n - 1; i >= 0; --i) {
        const ChartItem &item = m_data.items[size_t(i)];
        const double v = item.value / scale.divisor;
        slower->append(v > 0 ? v : 0.0);
        faster->append(v < 0 ? v : 0.0);
        categories << QStringLiteral("%1. %2").arg(i + 1).arg(elideName(item.label, 40));
    }
    auto *series = new QHorizontalStackedBarSeries(this);
    series->setBarWidth(0.75);
    for (const auto &[set, key] : sets) {
        set->setColor(m_palette.category(key));
        set->setBorderColor(m_palette.category(key));
        series->append(set);
        connect(set, &QBarSet::hovered, this, [this, n](bool on, int barIndex) {
            Q_EMIT hoverTextChanged(on ? itemToolTip(n - 1 - barIndex) : QString());
        });
        connect(
            set, &QBarSet::clicked, this, [this, n](int barIndex) { Q_EMIT itemClicked(n - 1 - barIndex); });
    }
    addSeries(series);

    addRankedAxis(series, categories, n > 10 ? 0.72 : 0.85);
    addDeltaAxis(series, maxAbs, isTime);
}

void DashboardChart::buildPairedBars()
{
    // Rows in first-seen label order, top to bottom; a side with no item at all gets no set (a
    // profile without the data shows nothing, not zero bars).
    QStringList labels;
    std::vector<int> baseIndex, newIndex; // item per row, -1 where that side lacks it
    for (int i = 0; i < int(m_data.items.size()); ++i) {
        const ChartItem &item = m_data.items[size_t(i)];
        qsizetype row = labels.indexOf(item.label);
        if (row < 0) {
            labels << item.label;
            baseIndex.push_back(-1);
            newIndex.push_back(-1);
            row = labels.size() - 1;
        }
        (item.colorKey == QLatin1String("new") ? newIndex : baseIndex)[size_t(row)] = i;
    }
    const int n = int(labels.size());
    const double maxValue = maxOf(m_data.items);
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxValue) : TimeScale { 1.0, QString() };
    auto *series = new QHorizontalBarSeries(this);
    series->setBarWidth(0.8);
    const std::pair<const std::vector<int> *, QString> sides[] = { { &newIndex, m_data.gpuBinSetName },
        { &baseIndex, m_data.binSetName } }; // added in this order, BASE ends up drawn on top in each row
    int colour = 0;
    for (const auto &[indexes, name] : sides) {
        if (std::all_of(indexes->begin(), indexes->end(), [](int i) { return i < 0; }))
            continue;
        auto *set = new QBarSet(chartText(name), this);
        // The histogram's colours: BASE like its first set, NEW like its second.
        const QColor c
            = m_palette.category(indexes == &baseIndex ? QStringLiteral("host") : QStringLiteral("gpu"));
        set->setColor(c);
        set->setBorderColor(c);
        for (int row = n - 1; row >= 0; --row) {
            const int i = (*indexes)[size_t(row)];
            set->append(i < 0 ? 0.0 : m_data.items[size_t(i)].value / scale.divisor);
        }
        series->append(set);
        const std::vector<int> rowItems = *indexes;
        connect(set, &QBarSet::hovered, this, [this, n, rowItems](bool on, int barIndex) {
            const int i = rowItems[size_t(n - 1 - barIndex)];
            Q_EMIT hoverTextChanged(on && i >= 0 ? itemToolTip(i) : QString());
        });
        ++colour;
    }
    addSeries(series);
    QStringList categories;
    for (int row = n - 1; row >= 0; --row)
        categories << labels[row];
    auto *axisY = categoryAxis(this, m_palette, categories, 0.85);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    addValueAxis(series, maxValue, 1.05, scale, isTime, tr("count"));
    legend()->setAlignment(Qt::AlignBottom);
    legend()->setVisible(colour > 0);
    // BASE first in the legend, as in the other comparison charts.
    legend()->setReverseMarkers(true);
}

void DashboardChart::buildStackedBars()
{
    const int n = int(m_data.stacks.size());
    double maxTotal = 0;
    for (const ChartStack &stack : m_data.stacks) {
        double total = 0;
        for (double v : stack.values)
            total += v;
        maxTotal = std::max(maxTotal, total);
    }
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds && !m_data.percent;
    const TimeScale scale = isTime ? chooseTimeScale(maxTotal) : TimeScale { 1.0, QString() };
    QAbstractBarSeries *series = nullptr;
    if (m_data.horizontal)
        series = m_data.percent ? static_cast<QAbstractBarSeries *>(new QHorizontalPercentBarSeries(this))
                                : new QHorizontalStackedBarSeries(this);
    else
        series = m_data.percent ? static_cast<QAbstractBarSeries *>(new QPercentBarSeries(this))
                                : new QStackedBarSeries(this);
    series->setBarWidth(n > 40 ? 0.95 : 0.7);
    // Horizontal bars list the first stack on top: the category axis runs bottom-up.
    const bool horizontal = m_data.horizontal;
    auto rowOf = [n, horizontal](int stack) { return horizontal ? n - 1 - stack : stack; };
    for (size_t seg = 0; seg < m_data.segments.size(); ++seg) {
        bool any = false;
        for (const ChartStack &stack : m_data.stacks)
            any = any || (seg < stack.values.size() && stack.values[seg] > 0);
        if (!any)
            continue;
        auto *set = new QBarSet(chartText(m_data.segments[seg].label), this);
        QList<qreal> values(n, 0.0);
        for (int i = 0; i < n; ++i) {
            const ChartStack &stack = m_data.stacks[size_t(i)];
            values[rowOf(i)] = seg < stack.values.size() ? stack.values[seg] / scale.divisor : 0.0;
        }
        set->append(values);
        const QColor color = m_palette.category(m_data.segments[seg].colorKey);
        set->setColor(color);
        set->setBorderColor(color);
        series->append(set);
        const int segment = int(seg);
        connect(set, &QBarSet::hovered, this, [this, segment, rowOf](bool on, int row) {
            Q_EMIT hoverTextChanged(on ? stackToolTip(rowOf(row), segment) : QString());
        });
        connect(set, &QBarSet::clicked, this, [this, rowOf](int row) { Q_EMIT itemClicked(rowOf(row)); });
    }
    addSeries(series);

    QStringList categories;
    for (int row = 0; row < n; ++row)
        categories << m_data.stacks[size_t(rowOf(row))].label;
    auto *stackAxis = categoryAxis(this, m_palette, categories);
    stackAxis->setTitleText(m_data.categoryTitle);
    stackAxis->setTitleBrush(m_palette.mutedText());
    if (!m_data.horizontal && n > 12) {
        // Many bars: smaller labels, turned upright so "10:10" (rank:GPU) is not cut to "1…".
        QFont font = stackAxis->labelsFont();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        stackAxis->setLabelsFont(font);
        stackAxis->setLabelsAngle(-90);
    }
    auto *valueAxis = new QValueAxis(this);
    QString valueTitle;
    if (m_data.percent) {
        valueAxis->setRange(0, 100);
        valueAxis->setLabelFormat(QStringLiteral("%d"));
        valueTitle = tr("share (%)");
    } else {
        setNiceRangeFromZero(valueAxis, maxTotal / scale.divisor * 1.05);
        valueTitle = isTime ? tr("GPU time (%1)").arg(scale.unit) : tr("count");
    }
    styleAxis(valueAxis, m_palette, valueTitle);
    addAxis(stackAxis, m_data.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    addAxis(valueAxis, m_data.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(stackAxis);
    series->attachAxis(valueAxis);
    // Up to ten classes: a column on the right keeps every name whole.
    legend()->setVisible(true);
    legend()->setAlignment(series->count() > 4 ? Qt::AlignRight : Qt::AlignBottom);
    if (series->count() > 4) {
        QFont legendFont = legend()->font();
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
        legend()->setFont(legendFont);
    }
}

} // namespace stepline
