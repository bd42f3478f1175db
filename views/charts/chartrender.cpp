#include "chartrender.h"

#include "dashboardchart.h"

#include "atomicdevice.h"

#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

#include <memory>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate's context for a free tr()
}

// A scene holding one laid-out chart of the given logical size.
class ChartScene
{
public:
    ChartScene(const ChartData &data, QSize size, const ChartPalette &palette)
    {
        m_chart = new DashboardChart(data, palette);
        m_scene.addItem(m_chart); // the scene owns the chart
        const QRectF rect(QPointF(0, 0), QSizeF(size));
        m_scene.setSceneRect(rect);
        m_chart->setGeometry(rect);
        // Layout normally happens on the next event-loop pass; force it so we render the final geometry.
        if (m_chart->layout())
            m_chart->layout()->activate();
        QCoreApplication::sendPostedEvents();
    }
    void render(QPainter *painter, const QRectF &target)
    {
        m_scene.render(painter, target, m_scene.sceneRect(), Qt::IgnoreAspectRatio);
    }

private:
    QGraphicsScene m_scene;
    DashboardChart *m_chart = nullptr;
};

} // namespace

QString exportFormatSuffix(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Png:
        return QStringLiteral("png");
    case ExportFormat::Svg:
        return QStringLiteral("svg");
    case ExportFormat::Pdf:
        return QStringLiteral("pdf");
    }
    return QString();
}

bool parseExportFormat(const QString &text, ExportFormat *out)
{
    const QString t = text.toLower();
    for (ExportFormat f : { ExportFormat::Png, ExportFormat::Svg, ExportFormat::Pdf }) {
        if (t == exportFormatSuffix(f)) {
            *out = f;
            return true;
        }
    }
    return false;
}

void paintChart(QPainter *painter, const QRectF &target, const ChartData &data, QSize logicalSize,
    const ChartPalette &palette)
{
    ChartScene scene(data, logicalSize, palette);
    scene.render(painter, target);
}

QImage renderChartImage(
    const ChartData &data, QSize size, const ChartPalette &palette, qreal devicePixelRatio)
{
    const qreal dpr = std::max<qreal>(1.0, devicePixelRatio);
    QImage image(
        QSize(qRound(size.width() * dpr), qRound(size.height() * dpr)), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(dpr);
    image.fill(palette.background());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintChart(&painter, QRectF(QPointF(0, 0), QSizeF(size)), data, size, palette);
    painter.end();
    return image;
}

bool renderChartFile(
    const ChartData &data, QIODevice &device, ExportFormat format, QSize size, const ChartPalette &palette)
{
    switch (format) {
    case ExportFormat::Png:
        return renderChartImage(data, size, palette).save(&device, "PNG");
    case ExportFormat::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&device);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setResolution(96); // so the width in mm is `size` CSS pixels in a browser
        generator.setTitle(data.title);
        generator.setDescription(tr("Stepline dashboard chart"));
        QPainter painter;
        if (!painter.begin(&generator))
            return false;
        painter.fillRect(QRect(QPoint(0, 0), size), palette.background());
        paintChart(&painter, QRectF(QPointF(0, 0), QSizeF(size)), data, size, palette);
        return painter.end();
    }
    case ExportFormat::Pdf: {
        // One page of exactly the chart's size in points: 1 px of the chart = 1 pt.
        QPdfWriter writer(&device);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(72);
        writer.setTitle(data.title);
        writer.setCreator(QStringLiteral("Stepline"));
        QPainter painter;
        if (!painter.begin(&writer))
            return false;
        const QRectF page(QPointF(0, 0), QSizeF(writer.width(), writer.height()));
        painter.fillRect(page, palette.background());
        paintChart(&painter, page, data, size, palette);
        return painter.end();
    }
    }
    return false;
}

bool writeChartFile(const ChartData &data, const QString &path, ExportFormat format, QSize size,
    const ChartPalette &palette, QString *error)
{
    const QString problem = writeFileWhole(
        path, [&](QIODevice &device) { return renderChartFile(data, device, format, size, palette); });
    if (error)
        *error = problem;
    return problem.isEmpty();
}

void ExportResult::addFailure(const QString &message)
{
    if (error.isEmpty())
        error = message;
    failures << message;
}

QString ExportResult::failureText() const
{
    if (failures.size() <= 1)
        return error;
    return QCoreApplication::translate("stepline", "%1 of %2 files could not be written:")
               .arg(failures.size())
               .arg(failures.size() + files.size())
        + QLatin1Char('\n') + failures.join(QLatin1Char('\n'));
}

} // namespace stepline
