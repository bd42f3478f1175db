#include "dashboardchart.h"

#include "chartformat.h"
#include "common/timeformat.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsTextItem>
#include <QHorizontalBarSeries>
#include <QHorizontalPercentBarSeries>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QLocale>
#include <QPen>
#include <QPieSeries>
#include <QPercentBarSeries>
#include <QPieSlice>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QTextDocument>
#include <QTextOption>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace stepline {

namespace {

constexpr int kMaxLegendChars = 44;

double sumOf(const std::vector<ChartItem> &items)
{
    double total = 0;
    for (const ChartItem &item : items)
        total += item.value;
    return total;
}

// Ticks at round values (1, 2 or 5 x 10^k, about 6 of them) anchored at 0 without widening the
// range: a time axis from 0.0917 to 86.99 ms reads 0, 20, 40, 60, 80 instead of 0.09169, 21.82, ...
void setNiceTicks(QValueAxis *axis, double min, double max)
{
    axis->setRange(min, max);
    const double span = max - min;
    if (!(span > 0))
        return;
    const double raw = span / 6.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.6g"));
}

// A count axis from 0 with whole-number ticks (1, 2 or 5 x 10^k apart, about 5 of them): the
// generic nice numbers put ticks at 0.25, 0.5, ... when the largest count is 1, which "%d" then
// prints as 0, 0, 1, 1.
void setCountTicks(QValueAxis *axis, double maxCount)
{
    const double top = std::max(1.0, maxCount) * 1.1;
    const double raw = top / 5.0;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : { 1.0, 2.0, 5.0, 10.0 }) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    step = std::max(1.0, std::round(step));
    axis->setRange(0, std::ceil(top / step) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0.0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%d"));
}

} // namespace

DashboardChart::DashboardChart(const ChartData &data, const ChartPalette &palette, QGraphicsItem *parent)
    : QChart(parent)
    , m_data(data)
    , m_palette(palette)
{
    applyTheme();
    setTitle(m_data.title);
    if (m_data.isEmpty()) {
        buildEmpty();
        return;
    }
    switch (m_data.kind) {
    case ChartKind::Pie:
        buildPie();
        break;
    case ChartKind::Bars:
        buildBars();
        break;
    case ChartKind::CategoryBars:
        buildCategoryBars();
        break;
    case ChartKind::Lines:
        buildLines();
        break;
    case ChartKind::Histogram:
        buildHistogram();
        break;
    case ChartKind::DivergingBars:
        buildDivergingBars();
        break;
    case ChartKind::Waterfall:
        buildWaterfall();
        break;
    case ChartKind::PairedBars:
        buildPairedBars();
        break;
    case ChartKind::StackedBars:
        buildStackedBars();
        break;
    case ChartKind::Roofline:
        buildRoofline();
        break;
    }
}

void DashboardChart::applyTheme()
{
    // The theme first: it resets series colours, which we then set per category.
    setTheme(m_palette.isDark() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    setAnimationOptions(QChart::NoAnimation);
    setBackgroundBrush(m_palette.background());
    setBackgroundRoundness(0);
    setBackgroundPen(Qt::NoPen);
    setPlotAreaBackgroundVisible(false);
    setMargins(QMargins(4, 4, 4, 4));
    QFont titleFont = font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.1);
    setTitleFont(titleFont);
    setTitleBrush(m_palette.text());
    legend()->setLabelColor(m_palette.text());
    legend()->setBackgroundVisible(false);
}

void DashboardChart::buildEmpty()
{
    legend()->hide();
    m_emptyText = new QGraphicsTextItem(this);
    m_emptyText->setDefaultTextColor(m_palette.mutedText());
    QTextOption option = m_emptyText->document()->defaultTextOption();
    option.setAlignment(Qt::AlignCenter);
    option.setWrapMode(QTextOption::WordWrap);
    m_emptyText->document()->setDefaultTextOption(option);
    m_emptyText->setPlainText(m_data.emptyMessage);
    placeEmptyText();
}

void DashboardChart::placeEmptyText()
{
    if (!m_emptyText)
        return;
    const QRectF area = rect();
    const qreal width = std::max<qreal>(80, area.width() * 0.82);
    m_emptyText->setTextWidth(width);
    const QRectF text = m_emptyText->boundingRect();
    m_emptyText->setPos(area.center().x() - width / 2, area.center().y() - text.height() / 2 + 8);
}

void DashboardChart::resizeEvent(QGraphicsSceneResizeEvent *event)
{
    QChart::resizeEvent(event);
    placeEmptyText();
    fitLabels();
}

// Kernel names are long: Qt Charts would cut them to "..." when the legend or the category axis
// runs out of room. Elide them ourselves to what the current width holds (legend: share first so
// it is never the part cut off; bars: the rank number first).
void DashboardChart::fitLabels()
{
    const qreal width = std::max<qreal>(200, size().width());
    if (m_pie) {
        const qreal charWidth = std::max<qreal>(4, QFontMetricsF(legend()->font()).averageCharWidth());
        const int chars = std::clamp(int(width * 0.42 / charWidth) - 9, 12, 60);
        if (chars == m_labelChars)
            return;
        m_labelChars = chars;
        double total = 0;
        for (const ChartItem &item : m_data.items)
            total += item.value;
        const QList<QLegendMarker *> markers = legend()->markers(m_pie);
        for (int i = 0; i < markers.size() && i < int(m_data.items.size()); ++i) {
            const ChartItem &item = m_data.items[size_t(i)];
            markers[i]->setLabel(formatShare(total > 0 ? item.value / total : 0.0) + QStringLiteral("  ")
                + elideName(item.label, chars));
        }
    } else if (m_barAxis) {
        const qreal charWidth = std::max<qreal>(4, QFontMetricsF(m_barAxis->labelsFont()).averageCharWidth());
        const int chars = std::clamp(int(width * 0.24 / charWidth) - 4, 10, 60);
        if (chars == m_labelChars)
            return;
        m_labelChars = chars;
        QStringList categories;
        const int n = int(m_data.items.size());
        for (int i = n - 1; i >= 0; --i)
            categories << QStringLiteral("%1. %2").arg(i + 1).arg(
                elideName(m_data.items[size_t(i)].label, chars));
        m_barAxis->setCategories(categories);
    }
}

void DashboardChart::buildPie()
{
    auto *series = new QPieSeries(this);
    const double total = sumOf(m_data.items);
    const bool fewSlices = m_data.items.size() <= 3;
    int cycle = 0;
    for (size_t i = 0; i < m_data.items.size(); ++i) {
        const ChartItem &item = m_data.items[i];
        const double share = total > 0 ? item.value / total : 0.0;
        QPieSlice *slice = series->append(
            elideName(item.label, kMaxLegendChars) + QStringLiteral("  ") + formatShare(share), item.value);
        slice->setColor(
            item.colorKey.isEmpty() ? m_palette.series(cycle++) : m_palette.category(item.colorKey));
        slice->setBorderColor(m_palette.background());
        slice->setLabelColor(m_palette.text());
        if (fewSlices && share >= 0.03) {
            slice->setLabel(formatShare(share));
            slice->setLabelVisible(true);
            slice->setLabelPosition(QPieSlice::LabelOutside);
            slice->setLabelArmLengthFactor(0.08);
        }
        const int index = int(i);
        connect(slice, &QPieSlice::hovered, this,
            [this, index](bool on) { Q_EMIT hoverTextChanged(on ? itemToolTip(index) : QString()); });
        connect(slice, &QPieSlice::clicked, this, [this, index] { Q_EMIT itemClicked(index); });
    }
    // Outside labels need room between the pie and the legend, or Qt Charts cuts a label that
    // points at the legend to "50....": a smaller pie with short label arms.
    series->setPieSize(fewSlices ? 0.6 : 0.85);
    addSeries(series);
    m_pie = series;
    legend()->setAlignment(Qt::AlignRight);
    QFont legendFont = legend()->font();
    if (m_data.items.size() > 8)
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    legend()->setFont(legendFont);
    fitLabels();
}

void DashboardChart::buildBars()
{
    // QHorizontalBarSeries puts category 0 at the bottom: feed the items reversed so the largest
    // is on top, as in a ranking.
    const int n = int(m_data.items.size());
    double maxValue = 0;
    for (const ChartItem &item : m_data.items)
        maxValue = std::max(maxValue, item.value);
    const bool isTime = m_data.unit == ValueUnit::Nanoseconds;
    const TimeScale scale = isTime ? chooseTimeScale(maxValue) : TimeScale { 1.0, QString() };

    auto *set = new QBarSet(m_data.title, this);
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

    auto *axisY = new QBarCategoryAxis(this);
    axisY->append(categories);
    axisY->setLabelsColor(m_palette.text());
    axisY->setGridLineVisible(false);
    QFont axisFont = axisY->labelsFont();
    axisFont.setPointSizeF(axisFont.pointSizeF() * (m_data.items.size() > 10 ? 0.72 : 0.85));
    axisY->setLabelsFont(axisFont);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    // Our own elision (fitLabels) keeps the rank and both ends of a name; Qt's would cut a long
    // category to "..." alone.
    axisY->setTruncateLabels(false);
    m_barAxis = axisY;

    auto *axisX = new QValueAxis(this);
    // Leave room for the value labels right of the longest bar.
    axisX->setRange(0, std::max(1e-9, maxValue / scale.divisor * 1.18));
    axisX->applyNiceNumbers();
    axisX->setLabelFormat(QStringLiteral("%.4g"));
    axisX->setTitleText(isTime ? tr("time (%1)").arg(scale.unit) : tr("launches"));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    legend()->hide();
    fitLabels();
}

void DashboardChart::buildCategoryBars()
{
    // One stacked set per category, non-zero only at its own row, so each row gets its category
    // colour (a single QBarSet has one colour). Rows are reversed so the first item is on top.
    const int n = int(m_data.items.size());
    const double total = sumOf(m_data.items);
    double maxValue = 0;
    for (const ChartItem &item : m_data.items)
        maxValue = std::max(maxValue, item.value);
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
        auto *set = new QBarSet(item.label, this);
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

    auto *axisY = new QBarCategoryAxis(this);
    axisY->append(categories);
    axisY->setLabelsColor(m_palette.text());
    axisY->setGridLineVisible(false);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);

    auto *axisX = new QValueAxis(this);
    axisX->setRange(0, std::max(1e-9, maxValue / scale.divisor * 1.05));
    axisX->applyNiceNumbers();
    axisX->setLabelFormat(QStringLiteral("%.4g"));
    axisX->setTitleText(isTime ? tr("time (%1)").arg(scale.unit) : tr("count"));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
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

    auto *axisY = new QBarCategoryAxis(this);
    axisY->append(categories);
    axisY->setLabelsColor(m_palette.text());
    axisY->setGridLineVisible(false);
    QFont axisFont = axisY->labelsFont();
    axisFont.setPointSizeF(axisFont.pointSizeF() * (n > 10 ? 0.72 : 0.85));
    axisY->setLabelsFont(axisFont);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    // Our own elision (fitLabels) keeps the rank and both ends of a name; Qt's would cut a long
    // category to "..." alone.
    axisY->setTruncateLabels(false);
    m_barAxis = axisY;

    auto *axisX = new QValueAxis(this);
    const double reach = std::max(1e-9, maxAbs / scale.divisor * 1.08);
    setNiceTicks(axisX, -reach, reach);
    axisX->setTitleText(isTime ? tr("NEW - BASE (%1)").arg(scale.unit) : tr("NEW - BASE"));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    legend()->setAlignment(Qt::AlignBottom);
    fitLabels();
}

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

    auto *axisY = new QBarCategoryAxis(this);
    axisY->append(categories);
    axisY->setLabelsColor(m_palette.text());
    axisY->setGridLineVisible(false);
    QFont axisFont = axisY->labelsFont();
    axisFont.setPointSizeF(axisFont.pointSizeF() * (n > 10 ? 0.72 : 0.85));
    axisY->setLabelsFont(axisFont);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    // Our own elision (fitLabels) keeps the rank and both ends of a name; Qt's would cut a long
    // category to "..." alone.
    axisY->setTruncateLabels(false);
    m_barAxis = axisY;

    auto *axisX = new QValueAxis(this);
    const double reach = std::max(1e-9, maxAbs / scale.divisor * 1.08);
    setNiceTicks(axisX, -reach, reach);
    axisX->setTitleText(isTime ? tr("NEW - BASE (%1)").arg(scale.unit) : tr("NEW - BASE"));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    legend()->setAlignment(Qt::AlignBottom);
    fitLabels();
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
    double maxValue = 0;
    for (const ChartItem &item : m_data.items)
        maxValue = std::max(maxValue, item.value);
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
        auto *set = new QBarSet(name, this);
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
    auto *axisY = new QBarCategoryAxis(this);
    QStringList categories;
    for (int row = n - 1; row >= 0; --row)
        categories << labels[row];
    axisY->append(categories);
    axisY->setLabelsColor(m_palette.text());
    axisY->setGridLineVisible(false);
    QFont axisFont = axisY->labelsFont();
    axisFont.setPointSizeF(axisFont.pointSizeF() * 0.85);
    axisY->setLabelsFont(axisFont);
    addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    auto *axisX = new QValueAxis(this);
    axisX->setRange(0, std::max(1e-9, maxValue / scale.divisor * 1.05));
    axisX->applyNiceNumbers();
    axisX->setLabelFormat(QStringLiteral("%.4g"));
    axisX->setTitleText(isTime ? tr("time (%1)").arg(scale.unit) : tr("count"));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    legend()->setAlignment(Qt::AlignBottom);
    legend()->setVisible(colour > 0);
    // BASE first in the legend, as in the other comparison charts.
    legend()->setReverseMarkers(true);
}

void DashboardChart::buildLines()
{
    const double spanNs = double(std::max<int64_t>(1, m_data.rangeEndNs - m_data.rangeStartNs));
    const TimeScale scale = chooseTimeScale(double(m_data.rangeEndNs));
    auto *axisX = new QValueAxis(this);
    if (m_data.stepAxis) {
        // Steps are whole numbers: one step of margin either side keeps a lone step off the frame.
        axisX->setRange(double(m_data.rangeStartNs) - 1.0, double(m_data.rangeEndNs) + 1.0);
        axisX->setLabelFormat(QStringLiteral("%d"));
        axisX->setTickCount(std::clamp(int(m_data.rangeEndNs - m_data.rangeStartNs) + 3, 2, 8));
        axisX->setTitleText(tr("step (N of ProfilerStep#N)"));
    } else {
        setNiceTicks(axisX, double(m_data.rangeStartNs) / scale.divisor,
            double(m_data.rangeStartNs + int64_t(spanNs)) / scale.divisor);
        axisX->setTitleText(tr("time since job start (%1)").arg(scale.unit));
    }
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    auto *axisY = new QValueAxis(this);
    const double yTop = std::clamp(m_data.yMax, 0.0001, 1.0) * 100.0;
    axisY->setRange(0, yTop);
    axisY->setTickCount(6);
    axisY->setLabelFormat(yTop >= 5.0 ? QStringLiteral("%d") : QStringLiteral("%.2g"));
    axisY->setTitleText(m_data.axisTitle.isEmpty() ? tr("utilization (%)") : m_data.axisTitle);
    axisY->setLabelsColor(m_palette.text());
    axisY->setTitleBrush(m_palette.mutedText());
    axisY->setGridLineColor(m_palette.grid());
    addAxis(axisY, Qt::AlignLeft);

    int mainIndex = 0;
    int detailIndex = 0;
    for (const ChartLine &line : m_data.lines) {
        auto *series = new QLineSeries(this);
        series->setName(line.name);
        QList<QPointF> points;
        points.reserve(line.points.size());
        const double xDivisor = m_data.stepAxis ? 1.0 : scale.divisor;
        for (const QPointF &p : line.points)
            points.append(QPointF(p.x() / xDivisor, p.y() * 100.0));
        series->replace(points);
        QPen pen;
        if (line.system) {
            pen = QPen(m_palette.category(QStringLiteral("system")), 1.6, Qt::DashLine);
        } else if (line.dashed) {
            // The companion of the curve before it (reserved after allocated): same colour, dashed.
            pen = QPen(m_palette.series(std::max(0, mainIndex - 1)), 1.4, Qt::DashLine);
        } else if (line.detail) {
            QColor c = m_palette.series(detailIndex++);
            c.setAlpha(170);
            pen = QPen(c, 1.0);
        } else {
            pen = QPen(m_palette.series(mainIndex++), 2.0);
        }
        addSeries(series);
        series->setPen(pen);
        // Sparse system samples (a few readings per window) would be a couple of bare segments, or
        // nothing at all for a single reading: mark each one.
        if ((line.system || m_data.stepAxis) && points.size() < 60) {
            series->setPointsVisible(true);
            series->setMarkerSize(6.0);
        }
        series->attachAxis(axisX);
        series->attachAxis(axisY);
        const QString name = line.name;
        const QString unit = m_data.stepAxis ? tr("step") : scale.unit;
        connect(series, &QLineSeries::hovered, this, [this, name, unit](const QPointF &p, bool on) {
            Q_EMIT hoverTextChanged(on ? QStringLiteral("%1\n%2 %3: %4 %")
                                             .arg(name, QLocale().toString(p.x(), 'f', 3), unit,
                                                 QLocale().toString(p.y(), 'f', 1))
                                       : QString());
        });
        if (line.detail)
            m_detailSeries.push_back(series);
    }
    // A bottom legend shares one row between the curves: past four of them Qt Charts cuts every
    // name to "ran...". A column on the right gives each name the legend's width.
    int shown = 0;
    for (const ChartLine &line : m_data.lines)
        shown += line.detail ? 0 : 1;
    legend()->setAlignment(shown > 4 ? Qt::AlignRight : Qt::AlignBottom);
    if (shown > 4) {
        QFont legendFont = legend()->font();
        legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
        legend()->setFont(legendFont);
    }
    setDetailCurvesVisible(false);
}

bool DashboardChart::hasDetailCurves() const
{
    return !m_detailSeries.empty();
}

void DashboardChart::setDetailCurvesVisible(bool visible)
{
    m_detailVisible = visible;
    for (QLineSeries *series : m_detailSeries) {
        series->setVisible(visible);
        const QList<QLegendMarker *> markers = legend()->markers(series);
        for (QLegendMarker *marker : markers)
            marker->setVisible(visible);
    }
}

void DashboardChart::buildHistogram()
{
    if (m_data.bins.empty())
        return;
    const TimeScale scale = chooseTimeScale(double(m_data.bins.back().highNs));
    m_binScale = scale.divisor;
    int maxCount = 0;
    for (const ChartBin &bin : m_data.bins)
        maxCount = std::max({ maxCount, bin.count, bin.gpuCount });

    auto *axisX = new QValueAxis(this);
    setNiceTicks(axisX, double(m_data.bins.front().lowNs) / scale.divisor,
        double(m_data.bins.back().highNs) / scale.divisor);
    axisX->setTitleText(tr("duration (%1)").arg(scale.unit));
    axisX->setLabelsColor(m_palette.text());
    axisX->setTitleBrush(m_palette.mutedText());
    axisX->setGridLineColor(m_palette.grid());
    addAxis(axisX, Qt::AlignBottom);
    auto *axisY = new QValueAxis(this);
    setCountTicks(axisY, maxCount);
    axisY->setTitleText(tr("count"));
    axisY->setLabelsColor(m_palette.text());
    axisY->setTitleBrush(m_palette.mutedText());
    axisY->setGridLineColor(m_palette.grid());
    addAxis(axisY, Qt::AlignLeft);

    // Each set is an outline of bars (a step function) filled down to zero: a numeric x axis
    // with readable ticks instead of one category label per bin.
    auto addSet = [&](const QString &name, bool gpu, const QString &colorKey) {
        auto *upper = new QLineSeries(this);
        QList<QPointF> points;
        points.reserve(qsizetype(m_data.bins.size() * 4));
        for (const ChartBin &bin : m_data.bins) {
            const double count = gpu ? bin.gpuCount : bin.count;
            const double low = double(bin.lowNs) / scale.divisor;
            const double high = double(bin.highNs) / scale.divisor;
            points << QPointF(low, 0) << QPointF(low, count) << QPointF(high, count) << QPointF(high, 0);
        }
        upper->replace(points);
        auto *area = new QAreaSeries(upper);
        area->setParent(this);
        area->setName(name);
        QColor fill = m_palette.category(colorKey);
        const QColor border = fill;
        fill.setAlpha(gpu ? 110 : 170);
        addSeries(area);
        area->setBrush(fill);
        area->setPen(QPen(border, 1.2));
        area->attachAxis(axisX);
        area->attachAxis(axisY);
        connect(area, &QAreaSeries::hovered, this, [this](const QPointF &p, bool on) {
            const int bin = binAtAxisValue(p.x());
            Q_EMIT hoverTextChanged(on && bin >= 0 ? binToolTip(bin) : QString());
        });
        connect(area, &QAreaSeries::clicked, this, [this](const QPointF &p) {
            const int bin = binAtAxisValue(p.x());
            if (bin >= 0)
                Q_EMIT binClicked(bin);
        });
    };
    addSet(m_data.binSetName, false, QStringLiteral("host"));
    if (!m_data.gpuBinSetName.isEmpty())
        addSet(m_data.gpuBinSetName, true, QStringLiteral("gpu"));
    legend()->setAlignment(Qt::AlignBottom);
    legend()->setVisible(!m_data.gpuBinSetName.isEmpty());
}

int DashboardChart::binAtAxisValue(double x) const
{
    const double ns = x * m_binScale;
    for (size_t i = 0; i < m_data.bins.size(); ++i) {
        const ChartBin &bin = m_data.bins[i];
        const bool last = i + 1 == m_data.bins.size();
        if (ns >= double(bin.lowNs) && (ns < double(bin.highNs) || (last && ns <= double(bin.highNs))))
            return int(i);
    }
    return -1;
}

QString DashboardChart::itemToolTip(int index) const
{
    if (m_data.kind == ChartKind::Roofline) {
        if (index < 0 || size_t(index) >= m_data.points.size())
            return QString();
        const ChartPoint &p = m_data.points[size_t(index)];
        return p.label + QLatin1Char('\n') + p.detail;
    }
    if (index < 0 || size_t(index) >= m_data.items.size())
        return QString();
    const ChartItem &item = m_data.items[size_t(index)];
    const double total = sumOf(m_data.items);
    QString text = item.label + QLatin1Char('\n') + formatChartValue(m_data.unit, item.value);
    if (total > 0 && m_data.kind != ChartKind::DivergingBars && m_data.kind != ChartKind::PairedBars
        && m_data.kind != ChartKind::Waterfall)
        text += QStringLiteral(" \u00b7 ") + formatShare(item.value / total);
    if (!item.detail.isEmpty())
        text += QLatin1Char('\n') + item.detail;
    return text;
}

QString DashboardChart::binToolTip(int index) const
{
    if (index < 0 || size_t(index) >= m_data.bins.size())
        return QString();
    const ChartBin &bin = m_data.bins[size_t(index)];
    QString text = formatChartValue(ValueUnit::Nanoseconds, double(bin.lowNs)) + QStringLiteral(" \u2013 ")
        + formatChartValue(ValueUnit::Nanoseconds, double(bin.highNs));
    text += QLatin1Char('\n') + m_data.binSetName + QStringLiteral(": ") + formatCount(bin.count);
    if (!m_data.gpuBinSetName.isEmpty())
        text += QLatin1Char('\n') + m_data.gpuBinSetName + QStringLiteral(": ") + formatCount(bin.gpuCount);
    if (!bin.instances.empty())
        text += QLatin1Char('\n') + tr("click to list them");
    return text;
}

QString DashboardChart::stackToolTip(int stack, int segment) const
{
    if (stack < 0 || size_t(stack) >= m_data.stacks.size() || segment < 0
        || size_t(segment) >= m_data.segments.size())
        return QString();
    const ChartStack &s = m_data.stacks[size_t(stack)];
    double total = 0;
    for (double v : s.values)
        total += v;
    const double value = size_t(segment) < s.values.size() ? s.values[size_t(segment)] : 0.0;
    QString text = s.detail.isEmpty() ? s.label : s.detail;
    text += QLatin1Char('\n')
        + tr("%1: %2 (%3 of the bar)")
              .arg(m_data.segments[size_t(segment)].label, formatChartValue(m_data.unit, value),
                  formatShare(total > 0 ? value / total : 0.0));
    if (s.instance.durNs > 0)
        text += QLatin1Char('\n') + tr("click to zoom the timeline to this step");
    return text;
}

// Qt Charts stacks QBarSets: one set per segment (class), one category per stack (bar). Segments
// that are zero in every bar are left out of the legend (they would draw nothing).
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
        auto *set = new QBarSet(m_data.segments[seg].label, this);
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
    auto *categoryAxis = new QBarCategoryAxis(this);
    categoryAxis->append(categories);
    categoryAxis->setLabelsColor(m_palette.text());
    categoryAxis->setGridLineVisible(false);
    categoryAxis->setTitleText(m_data.categoryTitle);
    categoryAxis->setTitleBrush(m_palette.mutedText());
    if (!m_data.horizontal && n > 12) {
        // Many bars: smaller labels, turned upright so "10:10" (rank:GPU) is not cut to "1…".
        QFont font = categoryAxis->labelsFont();
        font.setPointSizeF(font.pointSizeF() * 0.85);
        categoryAxis->setLabelsFont(font);
        categoryAxis->setLabelsAngle(-90);
    }
    auto *valueAxis = new QValueAxis(this);
    if (m_data.percent) {
        valueAxis->setRange(0, 100);
        valueAxis->setLabelFormat(QStringLiteral("%d"));
        valueAxis->setTitleText(tr("share (%)"));
    } else {
        valueAxis->setRange(0, std::max(1e-9, maxTotal / scale.divisor * 1.05));
        valueAxis->applyNiceNumbers();
        valueAxis->setLabelFormat(QStringLiteral("%.4g"));
        valueAxis->setTitleText(isTime ? tr("GPU time (%1)").arg(scale.unit) : tr("count"));
    }
    valueAxis->setLabelsColor(m_palette.text());
    valueAxis->setTitleBrush(m_palette.mutedText());
    valueAxis->setGridLineColor(m_palette.grid());
    addAxis(categoryAxis, m_data.horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    addAxis(valueAxis, m_data.horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(categoryAxis);
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

namespace stepline {

namespace {

// The marker diameter of a roofline point: its area grows with its GPU time, in four classes so
// that a few series carry all points (a scatter series has one marker size).
int sizeClass(int64_t ns, int64_t maxNs)
{
    const double share = maxNs > 0 ? std::sqrt(double(ns) / double(maxNs)) : 1.0;
    return share > 0.6 ? 3 : share > 0.3 ? 2 : share > 0.1 ? 1 : 0;
}

QLogValueAxis *logAxis(
    QChart *chart, const ChartPalette &palette, double low, double high, const QString &title)
{
    auto *axis = new QLogValueAxis(chart);
    axis->setBase(10.0);
    axis->setRange(std::pow(10.0, std::floor(std::log10(low))), std::pow(10.0, std::ceil(std::log10(high))));
    axis->setLabelFormat(QStringLiteral("%g"));
    axis->setMinorTickCount(-1);
    axis->setTitleText(title);
    axis->setLabelsColor(palette.text());
    axis->setTitleBrush(palette.mutedText());
    axis->setGridLineColor(palette.grid());
    QColor minor = palette.grid();
    minor.setAlpha(90); // the decades stand out; the minor lines only help reading between them
    axis->setMinorGridLineColor(minor);
    return axis;
}

} // namespace

void DashboardChart::buildRoofline()
{
    double xLow = INFINITY;
    double xHigh = 0;
    double yLow = INFINITY;
    double yHigh = 0;
    int64_t maxNs = 0;
    for (const ChartPoint &p : m_data.points) {
        xLow = std::min(xLow, p.intensity);
        xHigh = std::max(xHigh, p.intensity);
        yLow = std::min(yLow, p.tflopsPerS);
        yHigh = std::max(yHigh, p.tflopsPerS);
        maxNs = std::max(maxNs, p.kernelNs);
    }
    for (const ChartRoof &r : m_data.roofs) {
        const double ridge = r.peakTflops / std::max(1e-12, r.peakTbPerS);
        xLow = std::min(xLow, ridge);
        xHigh = std::max(xHigh, ridge);
        yHigh = std::max(yHigh, r.peakTflops);
    }
    auto *axisX = logAxis(this, m_palette, xLow, xHigh * 1.5, tr("arithmetic intensity (FLOP/byte)"));
    auto *axisY = logAxis(this, m_palette, yLow, yHigh * 1.5, tr("achieved TFLOP/s"));
    addAxis(axisX, Qt::AlignBottom);
    addAxis(axisY, Qt::AlignLeft);

    const double left = axisX->min();
    const double right = axisX->max();
    for (const ChartRoof &r : m_data.roofs) {
        const double ridge = r.peakTflops / std::max(1e-12, r.peakTbPerS);
        auto *roof = new QLineSeries(this);
        roof->setName(r.label);
        // Memory roof: TB/s x FLOP/byte = TFLOP/s, a line of slope 1 in log-log up to the ridge.
        roof->append(left, left * r.peakTbPerS);
        roof->append(ridge, r.peakTflops);
        roof->append(right, r.peakTflops);
        addSeries(roof);
        // A lower roof of the same precision (the vector peak under the matrix one) is dashed.
        bool under = false;
        for (const ChartRoof &other : m_data.roofs)
            under = under || (other.colorKey == r.colorKey && other.peakTflops > r.peakTflops);
        roof->setPen(QPen(m_palette.category(r.colorKey).darker(m_palette.isDark() ? 90 : 130), 1.8,
            under ? Qt::DashLine : Qt::SolidLine));
        roof->attachAxis(axisX);
        roof->attachAxis(axisY);
    }

    // One series per precision and size class; the legend names each precision once.
    std::map<std::pair<QString, int>, std::pair<QScatterSeries *, std::vector<int>>> groups;
    for (size_t i = 0; i < m_data.points.size(); ++i) {
        const ChartPoint &p = m_data.points[i];
        auto &group = groups[{ p.colorKey, sizeClass(p.kernelNs, maxNs) }];
        if (!group.first)
            group.first = new QScatterSeries(this);
        group.first->append(p.intensity, p.tflopsPerS);
        group.second.push_back(int(i));
    }
    QStringList named;
    for (auto &[key, group] : groups) {
        QScatterSeries *series = group.first;
        series->setName(key.first.toUpper());
        series->setMarkerShape(QScatterSeries::MarkerShapeCircle);
        series->setMarkerSize(7.0 + 6.0 * key.second);
        QColor fill = m_palette.category(key.first);
        fill.setAlpha(190);
        series->setColor(fill);
        series->setBorderColor(m_palette.background());
        addSeries(series);
        series->attachAxis(axisX);
        series->attachAxis(axisY);
        const bool first = !named.contains(key.first);
        named << key.first;
        for (QLegendMarker *marker : legend()->markers(series))
            marker->setVisible(first);
        const std::vector<int> indices = group.second;
        const auto pointAt = [this, indices, series](const QPointF &at) {
            // The series' point nearest to the event in log space (hover and click give its position).
            int best = -1;
            double bestDistance = INFINITY;
            const QList<QPointF> points = series->points();
            for (qsizetype k = 0; k < points.size(); ++k) {
                const double dx = std::log10(points[k].x() / at.x());
                const double dy = std::log10(points[k].y() / at.y());
                if (dx * dx + dy * dy < bestDistance) {
                    bestDistance = dx * dx + dy * dy;
                    best = indices[size_t(k)];
                }
            }
            return best;
        };
        connect(series, &QScatterSeries::hovered, this, [this, pointAt](const QPointF &at, bool on) {
            const int index = on ? pointAt(at) : -1;
            Q_EMIT hoverTextChanged(index < 0 ? QString() : itemToolTip(index));
        });
        connect(series, &QScatterSeries::clicked, this, [this, pointAt](const QPointF &at) {
            const int index = pointAt(at);
            if (index >= 0)
                Q_EMIT itemClicked(index);
        });
    }
    legend()->setAlignment(Qt::AlignBottom);
}

} // namespace stepline
