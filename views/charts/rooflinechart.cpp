// The roofline of DashboardChart: operators by arithmetic intensity and achieved FLOP/s under
// the device roofs, on log-log axes.
#include "dashboardchart.h"

#include "chartaxes.h"
#include "chartformat.h"
#include "common/timeformat.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>
#include <vector>

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
    styleAxis(axis, palette, title);
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
        roof->setName(chartText(r.label));
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
