#include "dashboardchart.h"

#include "chartaxes.h"
#include "chartformat.h"
#include "common/timeformat.h"

#include <QBarCategoryAxis>
#include <QFont>
#include <QFontMetricsF>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QPieSeries>
#include <QPieSlice>
#include <QTextDocument>
#include <QTextOption>

#include <algorithm>
#include <cmath>

namespace stepline {

namespace {

constexpr int kMaxLegendChars = 44;

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
            markers[i]->setLabel(chartText(formatShare(total > 0 ? item.value / total : 0.0)
                + QStringLiteral("  ") + elideName(item.label, chars)));
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
            categories << chartText(
                QStringLiteral("%1. %2").arg(i + 1).arg(elideName(m_data.items[size_t(i)].label, chars)));
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
            chartText(elideName(item.label, kMaxLegendChars) + QStringLiteral("  ") + formatShare(share)),
            item.value);
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

} // namespace stepline
