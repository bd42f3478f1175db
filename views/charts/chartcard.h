#pragma once

#include "common/chartdata.h"
#include "chartrender.h"
#include "common/chartpalette.h"

#include <QFrame>

class QChartView;
class QCheckBox;
class QStackedLayout;
class QTableWidget;
class QToolButton;

namespace stepline {

class DashboardChart;

// One tile of the dashboard grid: a QChartView with a "?" (the METRICS.md definition), a context
// menu (Save as PNG / SVG, Copy image) and, for some charts, a small control (per-GPU curves).
// The card keeps its ChartData so the chart can be rebuilt for a palette change or an export.
class ChartCard : public QFrame
{
    Q_OBJECT
public:
    explicit ChartCard(QWidget *parent = nullptr);
    ~ChartCard() override;

    void setChartData(const ChartData &data, const ChartPalette &palette);
    const ChartData &chartData() const { return m_data; }
    DashboardChart *chart() const { return m_chart; }

    // Per-GPU (detail) curves of a utilization chart.
    void setDetailCurvesVisible(bool visible);
    // The chart's items as a table (full names, values, details) instead of the chart; only for
    // charts made of items (bars, pies), where a 16-slice pie or a cut name is hard to read.
    void setTableShown(bool shown);
    bool tableShown() const;
    QToolButton *tableButton() const { return m_tableButton; }
    QTableWidget *table() const { return m_table; }

    QImage renderImage(QSize size) const;
    bool save(const QString &path, ExportFormat format, QSize size = kDefaultExportSize,
        QString *error = nullptr) const;
    void copyImage() const;
    // "Save as..." once the path is chosen: save(), and on failure a warning box (object name
    // "saveChartErrorBox") with the file and the system's reason; saveFinished says which.
    void saveReporting(const QString &path, ExportFormat format);

Q_SIGNALS:
    void itemActivated(const stepline::ChartData &data, int index);
    void binActivated(const stepline::ChartData &data, int index);
    void removeRequested(const QString &fileName);
    void detailCurvesToggled(bool visible);
    // A save into path ended; error is empty when the file was written whole.
    void saveFinished(const QString &path, const QString &error);

protected:
    void contextMenuEvent(QContextMenuEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void saveWithDialog(ExportFormat format);
    void showDefinition();
    void placeOverlays();

    ChartData m_data;
    ChartPalette m_palette = ChartPalette::light();
    QChartView *m_view = nullptr;
    DashboardChart *m_chart = nullptr;
    QToolButton *m_help = nullptr;
    QToolButton *m_close = nullptr;
    QCheckBox *m_detail = nullptr;
    QToolButton *m_tableButton = nullptr;
    QTableWidget *m_table = nullptr;
    QStackedLayout *m_stack = nullptr;
    void fillTable();
};

} // namespace stepline
