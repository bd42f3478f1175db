// The curve families of DashboardChart: utilization lines over time or steps, and histograms.
#include "dashboardchart.h"

#include "chartaxes.h"
#include "chartformat.h"
#include "common/timeformat.h"

#include <QAreaSeries>
#include <QFont>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace stepline {

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
    } else {
        setNiceTicks(axisX, double(m_data.rangeStartNs) / scale.divisor,
            double(m_data.rangeStartNs + int64_t(spanNs)) / scale.divisor);
    }
    styleAxis(axisX, m_palette,
        m_data.stepAxis ? tr("step (N of ProfilerStep#N)") : tr("time since job start (%1)").arg(scale.unit));
    addAxis(axisX, Qt::AlignBottom);
    auto *axisY = new QValueAxis(this);
    const double yTop = std::clamp(m_data.yMax, 0.0001, 1.0) * 100.0;
    axisY->setRange(0, yTop);
    axisY->setTickCount(6);
    axisY->setLabelFormat(yTop >= 5.0 ? QStringLiteral("%d") : QStringLiteral("%.2g"));
    styleAxis(axisY, m_palette, m_data.axisTitle.isEmpty() ? tr("utilization (%)") : m_data.axisTitle);
    addAxis(axisY, Qt::AlignLeft);

    int mainIndex = 0;
    int detailIndex = 0;
    for (const ChartLine &line : m_data.lines) {
        auto *series = new QLineSeries(this);
        series->setName(chartText(line.name));
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
    styleAxis(axisX, m_palette, tr("duration (%1)").arg(scale.unit));
    addAxis(axisX, Qt::AlignBottom);
    auto *axisY = new QValueAxis(this);
    setCountTicks(axisY, maxCount);
    styleAxis(axisY, m_palette, tr("count"));
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
        area->setName(chartText(name));
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

} // namespace stepline
