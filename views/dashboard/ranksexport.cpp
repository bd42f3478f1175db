#include "ranksexport.h"

#include "chartexport.h"
#include "ranks/ranksreport.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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

// Paints one export into path in the given format.
template <typename Paint>
bool writeFile(const QString &path, ExportFormat format, QSize size, const ChartPalette &palette,
    const QString &title, Paint paint, QString *error)
{
    QPainter painter;
    bool ok = true;
    if (format == ExportFormat::Png) {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(palette.background());
        ok = painter.begin(&image);
        if (ok) {
            paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
            painter.end();
            ok = image.save(path, "PNG");
        }
    } else if (format == ExportFormat::Svg) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(96);
        generator.setTitle(title);
        ok = painter.begin(&generator);
        if (ok) {
            paint(&painter, QRectF(QPointF(0, 0), QSizeF(size)));
            painter.end();
        }
    } else {
        QPdfWriter writer(path);
        writer.setResolution(96);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setTitle(title);
        ok = painter.begin(&writer);
        if (ok) {
            paint(&painter, QRectF(0, 0, writer.width(), writer.height()));
            painter.end();
        }
    }
    if (!ok || !QFileInfo(path).isFile()) {
        if (error)
            *error = tr("Cannot write %1").arg(QDir::toNativeSeparators(path));
        return false;
    }
    return true;
}

} // namespace

QStringList exportRanksCharts(const RanksReport &report, const QString &dir, ExportFormat format, QSize size,
    const ChartPalette &palette, QString *error)
{
    QStringList files;
    if (!QDir().mkpath(dir)) {
        if (error)
            *error = tr("Cannot create the folder %1").arg(QDir::toNativeSeparators(dir));
        return files;
    }
    const QDir target(dir);
    const QString heatmap
        = target.filePath(QStringLiteral("rank-step-heatmap.") + exportFormatSuffix(format));
    if (!writeFile(
            heatmap, format, size, palette, heatmapTitle(),
            [&](QPainter *p, const QRectF &r) {
                paintRankStepHeatmap(p, r, report.grid, palette, heatmapTitle());
            },
            error))
        return files;
    files << heatmap;
    const QString wait
        = target.filePath(report.collectiveWait.fileName + QLatin1Char('.') + exportFormatSuffix(format));
    if (!writeChartFile(report.collectiveWait, wait, format, size, palette, error))
        return files;
    files << wait;
    return files;
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
