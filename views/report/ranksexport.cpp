#include "ranksexport.h"

#include "charts/chartrender.h"
#include "ranks/ranksreport.h"

#include "atomicdevice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFontMetricsF>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <algorithm>

namespace stepline {

namespace {

// lupdate files a free tr() call inside namespace stepline under the context "stepline".
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

QString heatmapTitle()
{
    return tr("Step time per rank and step");
}

// Paints one export into device in the given format; false when the painter failed.
template <typename Paint>
bool renderFile(QIODevice &device, ExportFormat format, QSize size, const ChartPalette &palette,
    const QString &title, Paint paint)
{
    QPainter painter;
    if (format == ExportFormat::Png) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(palette.background());
        if (!painter.begin(&image))
            return false;
        paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        painter.end();
        return image.save(&device, "PNG");
    }
    if (format == ExportFormat::Svg) {
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(96);
        generator.setTitle(title);
        if (!painter.begin(&generator))
            return false;
        paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
        return painter.end();
    }
    QPdfWriter writer(&device);
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(title);
    if (!painter.begin(&writer))
        return false;
    paint(&painter, QRectF(0, 0, writer.width(), writer.height()));
    return painter.end();
}

} // namespace

void exportRanksCharts(const RanksReport &report, const QString &dir, ExportFormat format, QSize size,
    const ChartPalette &palette, ExportResult *result)
{
    if (const QString problem = makeFolder(dir); !problem.isEmpty()) {
        result->addFailure(problem);
        return;
    }
    const QDir target(dir);
    const QString heatmap
        = target.filePath(QStringLiteral("rank-step-heatmap.") + exportFormatSuffix(format));
    const QString problem = writeFileWhole(heatmap, [&](QIODevice &device) {
        return renderFile(device, format, size, palette, heatmapTitle(), [&](QPainter *p, const QRectF &r) {
            paintRankStepHeatmap(p, r, report.grid, palette, heatmapTitle());
        });
    });
    if (problem.isEmpty())
        result->files << heatmap;
    else
        result->addFailure(problem);
    const QString wait
        = target.filePath(report.collectiveWait.fileName + QLatin1Char('.') + exportFormatSuffix(format));
    QString error;
    if (writeChartFile(report.collectiveWait, wait, format, size, palette, &error))
        result->files << wait;
    else
        result->addFailure(error);
}

void paintRanksPage(
    QPainter *painter, const QRectF &page, const RanksReport &report, const ChartPalette &palette)
{
    painter->save();
    painter->fillRect(page, palette.background());
    QFont title = painter->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * 1.4);
    painter->setFont(title);
    painter->setPen(palette.text());
    const QFontMetricsF titleMetrics(title, painter->device());
    painter->drawText(QRectF(page.left(), page.top(), page.width(), titleMetrics.height() * 1.4),
        Qt::AlignLeft | Qt::AlignVCenter, tr("Ranks"));
    qreal y = page.top() + titleMetrics.height() * 1.6;
    QFont body = painter->font();
    body.setBold(false);
    body.setPointSizeF(title.pointSizeF() / 1.4);
    painter->setFont(body);
    const QFontMetricsF metrics(body, painter->device());
    for (const QString &line : report.lines) {
        const QRectF bounds = metrics.boundingRect(
            QRectF(page.left(), y, page.width(), page.height()), Qt::TextWordWrap | Qt::AlignLeft, line);
        painter->drawText(
            QRectF(page.left(), y, page.width(), bounds.height()), Qt::TextWordWrap | Qt::AlignLeft, line);
        y += bounds.height() + metrics.height() * 0.2;
    }
    const qreal rest = page.bottom() - y;
    const QRectF heat(page.left(), y, page.width(), rest * 0.55);
    paintRankStepHeatmap(painter, heat, report.grid, palette, heatmapTitle());
    const QRectF chart(page.left(), heat.bottom(), page.width(), rest * 0.45);
    const QSize logical(1100, int(1100 * chart.height() / std::max<qreal>(1, chart.width())));
    paintChart(painter, chart, report.collectiveWait, logical, palette);
    painter->restore();
}

} // namespace stepline
