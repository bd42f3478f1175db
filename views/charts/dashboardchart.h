#pragma once

#include "common/chartdata.h"
#include "common/chartpalette.h"
#include "chartformat.h"

#include <QChart>

class QAbstractSeries;
class QBarCategoryAxis;
class QGraphicsTextItem;
class QLineSeries;
class QPieSeries;

namespace stepline {

// One dashboard chart built from a ChartData (GUI thread only: it is a QGraphicsWidget).
// The same object is shown in the dashboard's QChartView and rendered into PNG/SVG/PDF painters
// by the export, so what is exported is exactly what is shown. A chart without data shows its
// emptyMessage centred in the plot instead of empty axes.
class DashboardChart : public QChart
{
    Q_OBJECT
public:
    DashboardChart(const ChartData &data, const ChartPalette &palette, QGraphicsItem *parent = nullptr);

    const ChartData &data() const { return m_data; }
    // Shows or hides the per-GPU / per-rank curves of a Lines chart.
    void setDetailCurvesVisible(bool visible);
    bool detailCurvesVisible() const { return m_detailVisible; }
    bool hasDetailCurves() const;

    // Tooltip text for an item, bin or curve point (exact value, adaptive unit); Roofline: of a point.
    QString itemToolTip(int index) const;
    // Tooltip of one segment of one bar of a StackedBars chart.
    QString stackToolTip(int stack, int segment) const;
    QString binToolTip(int index) const;
    // Histogram bin under an x value in the chart's axis unit, or -1.
    int binAtAxisValue(double x) const;

Q_SIGNALS:
    // The pointer is over something: show this text as a tooltip (empty: hide it).
    void hoverTextChanged(const QString &text);
    // A pie slice or bar was clicked (index into data().items; StackedBars: into data().stacks;
    // Roofline: into data().points).
    void itemClicked(int index);
    // A histogram bin was clicked (index into data().bins).
    void binClicked(int index);

protected:
    void resizeEvent(QGraphicsSceneResizeEvent *event) override;

private:
    void applyTheme();
    void buildEmpty();
    void buildPie();
    void buildBars();
    void buildCategoryBars();
    void buildLines();
    void buildHistogram();
    void buildDivergingBars();
    void buildWaterfall();
    void buildPairedBars();
    void buildStackedBars();
    void buildRoofline();
    void placeEmptyText();
    void fitLabels();
    // Ranked rows on the left axis (their labels elided by fitLabels(); fontScale as categoryAxis()).
    void addRankedAxis(QAbstractSeries *series, const QStringList &categories, double fontScale);
    // NEW - BASE on the bottom axis, symmetric around 0, for deltas up to maxAbs (in ns when isTime,
    // shown in the unit of chooseTimeScale(maxAbs)); then the legend below and the labels fitted.
    void addDeltaAxis(QAbstractSeries *series, double maxAbs, bool isTime);
    // The bottom axis from 0 to maxValue x headroom, in scale's unit when isTime (values divided
    // by scale.divisor), else titled countTitle.
    void addValueAxis(QAbstractSeries *series, double maxValue, double headroom, const TimeScale &scale,
        bool isTime, const QString &countTitle);

    ChartData m_data;
    ChartPalette m_palette;
    QGraphicsTextItem *m_emptyText = nullptr;
    QPieSeries *m_pie = nullptr; // Pie: legend labels follow the width
    QBarCategoryAxis *m_barAxis = nullptr; // Bars: category labels follow the width
    int m_labelChars = -1;
    std::vector<QLineSeries *> m_detailSeries;
    bool m_detailVisible = false;
    double m_binScale = 1.0; // ns per axis unit of a histogram
};

} // namespace stepline
