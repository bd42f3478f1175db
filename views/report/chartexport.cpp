#include "chartexport.h"

#include "charts/chartrender.h"
#include "common/nameelide.h"
#include "insights/rulesreport.h"
#include "ranks/ranksreport.h"
#include "ranksexport.h"

#include "atomicdevice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>

#include <algorithm>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate's context for a free tr()
}

} // namespace

ExportResult exportCharts(const DashboardData &data, const QString &dir, ExportFormat format, QSize size,
    const ChartPalette &palette)
{
    ExportResult result;
    if (const QString problem = makeFolder(dir); !problem.isEmpty()) {
        result.addFailure(problem);
        return result;
    }
    // Every chart is tried: a failed one is named and the others are still whole files.
    const QDir target(dir);
    for (const ChartData &chart : data.charts) {
        const QString path = target.filePath(chart.fileName + QLatin1Char('.') + exportFormatSuffix(format));
        QString error;
        if (writeChartFile(chart, path, format, size, palette, &error))
            result.files << path;
        else
            result.addFailure(error);
    }
    if (data.ranks)
        exportRanksCharts(*data.ranks, dir, format, size, palette, &result);
    return result;
}

namespace {

// Draws a table with a bold header; returns the y below it. Columns share the width in proportion
// to their widest cell.
qreal drawTable(QPainter &painter, qreal x, qreal y, qreal width, const QStringList &header,
    const std::vector<QStringList> &rows, const ChartPalette &palette)
{
    if (header.isEmpty())
        return y;
    QFont font = painter.font();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF fm(font, painter.device());
    const QFontMetricsF fmBold(bold, painter.device());
    const qsizetype columns = header.size();
    std::vector<qreal> widths(size_t(columns), 0);
    for (qsizetype c = 0; c < columns; ++c) {
        widths[size_t(c)] = fmBold.horizontalAdvance(header[c]);
        for (const QStringList &row : rows) {
            if (c < row.size())
                widths[size_t(c)] = std::max(widths[size_t(c)], fm.horizontalAdvance(row[c]));
        }
    }
    qreal natural = 0;
    for (qreal w : widths)
        natural += w;
    const qreal padding = fm.height() * 0.6;
    const qreal scale
        = std::min<qreal>(1.0, (width - padding * qreal(columns)) / std::max<qreal>(1, natural));
    const qreal rowHeight = fm.height() * 1.5;
    const qreal tableWidth = std::min(width, natural * scale + padding * qreal(columns));
    auto drawRow = [&](const QStringList &cells, bool isHeader) {
        painter.setFont(isHeader ? bold : font);
        qreal cx = x;
        for (qsizetype c = 0; c < columns; ++c) {
            const qreal w = widths[size_t(c)] * scale + padding;
            const QString text = c < cells.size() ? cells[c] : QString();
            const QRectF cell(cx, y, w - padding / 2, rowHeight);
            const QString shown
                = compactNameToWidth(text, QFontMetricsF(painter.font(), painter.device()), cell.width());
            painter.drawText(cell, Qt::AlignVCenter | (c < 3 ? Qt::AlignLeft : Qt::AlignRight), shown);
            cx += w;
        }
        y += rowHeight;
        painter.setPen(palette.grid());
        painter.drawLine(QPointF(x, y), QPointF(x + tableWidth, y));
        painter.setPen(palette.text());
    };
    drawRow(header, true);
    for (const QStringList &row : rows)
        drawRow(row, false);
    painter.setFont(font);
    return y + rowHeight;
}

} // namespace

void paintSummaryPage(
    QPainter *painter, const QRectF &page, const DashboardData &data, const ChartPalette &palette)
{
    painter->fillRect(page, palette.background());
    painter->setPen(palette.text());

    QFont titleFont = painter->font();
    titleFont.setPointSizeF(18);
    titleFont.setBold(true);
    QFont bodyFont = painter->font();
    bodyFont.setPointSizeF(9.5);
    painter->setFont(titleFont);
    qreal y = 0;
    const qreal titleHeight = QFontMetricsF(titleFont, painter->device()).height();
    painter->drawText(QRectF(0, y, page.width(), titleHeight), Qt::AlignLeft, tr("Stepline report"));
    y += titleHeight * 1.4;
    painter->setFont(bodyFont);
    const qreal line = QFontMetricsF(bodyFont, painter->device()).height() * 1.3;
    for (const QString &text : data.summary.jobLines) {
        painter->drawText(QRectF(0, y, page.width(), line), Qt::AlignLeft | Qt::AlignVCenter, text);
        y += line;
    }
    y += line * 0.5;
    if (!data.summary.gpuRows.empty())
        y = drawTable(*painter, 0, y, page.width(), data.summary.gpuHeader, data.summary.gpuRows, palette);
    if (!data.summary.cpuRows.empty())
        drawTable(*painter, 0, y, page.width(), data.summary.cpuHeader, data.summary.cpuRows, palette);
}

bool renderReport(
    const DashboardData &data, QIODevice &device, const RulesReportSource *rules, const ChartPalette &palette)
{
    QPdfWriter writer(&device);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageOrientation(QPageLayout::Landscape);
    writer.setPageMargins(QMarginsF(12, 12, 12, 12), QPageLayout::Millimeter);
    writer.setResolution(144);
    writer.setTitle(tr("Stepline report"));
    writer.setCreator(QStringLiteral("Stepline"));
    QPainter painter;
    if (!painter.begin(&writer))
        return false;
    const QRectF page(0, 0, writer.width(), writer.height());
    paintSummaryPage(&painter, page, data, palette);
    // The rules summary table right after the job summary, one section per rule after the charts.
    RulesReportPages rulePages;
    if (rules)
        rulePages = layoutRulesReport(
            *rules, &writer, page.size(), palette, int(data.charts.size()) + (data.ranks ? 1 : 0));
    paintReportPages(&writer, &painter, page, rulePages.summary, palette);

    // One page per chart, scaled to the page width keeping the export aspect ratio.
    for (const ChartData &chart : data.charts) {
        writer.newPage();
        painter.fillRect(page, palette.background());
        const QSize logical(1100, 700);
        const qreal scale = std::min(page.width() / logical.width(), page.height() / logical.height());
        const QRectF target(0, 0, logical.width() * scale, logical.height() * scale);
        paintChart(&painter, target, chart, logical, palette);
    }
    if (data.ranks) {
        writer.newPage();
        paintRanksPage(&painter, page, *data.ranks, palette);
    }
    paintReportPages(&writer, &painter, page, rulePages.sections, palette);
    return painter.end();
}

bool writeReport(const DashboardData &data, const QString &path, const RulesReportSource *rules,
    const ChartPalette &palette, QString *error)
{
    const QString problem
        = writeFileWhole(path, [&](QIODevice &device) { return renderReport(data, device, rules, palette); });
    if (error)
        *error = problem;
    return problem.isEmpty();
}

} // namespace stepline
