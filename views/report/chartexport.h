#pragma once

#include "charts/chartrender.h"
#include "common/chartpalette.h"
#include "common/dashboardcontent.h"

#include <QSize>
#include <QString>
#include <QStringList>

class QIODevice;
class QPainter;

namespace stepline {

struct RulesReportSource;

// Writes every chart of data into dir as <fileName>.<suffix> (creating dir when needed). Each file
// is written whole or not at all; a failed one does not stop the others and is named in failures.
ExportResult exportCharts(const DashboardData &data, const QString &dir, ExportFormat format,
    QSize size = kDefaultExportSize, const ChartPalette &palette = ChartPalette::light());

// The report's first page (job lines, GPU and CPU tables) on any painter; used by writeReport().
void paintSummaryPage(
    QPainter *painter, const QRectF &page, const DashboardData &data, const ChartPalette &palette);

// The PDF report into device: a first page with the job's summary table, the rules summary when rules are
// given (insights/rulesreport.h), one page per chart, then one section per rule. The caller says
// which rules: the Insights tab's (through the main window) or those the command line computed.
bool renderReport(const DashboardData &data, QIODevice &device, const RulesReportSource *rules,
    const ChartPalette &palette = ChartPalette::light());
// renderReport() into path, whole or not at all; error as writeChartFile()'s.
bool writeReport(const DashboardData &data, const QString &path, const RulesReportSource *rules,
    const ChartPalette &palette = ChartPalette::light(), QString *error = nullptr);

} // namespace stepline
