#pragma once

#include "common/chartdata.h"
#include "common/chartpalette.h"

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>

class QIODevice;
class QPainter;

namespace stepline {

// Renders dashboard charts without a window: a DashboardChart is put into a private
// QGraphicsScene of the requested size and the scene is painted into a QImage, a QSvgGenerator
// or a QPdfWriter. Works with QT_QPA_PLATFORM=offscreen. GUI thread only (QChart is a
// QGraphicsWidget); the CLI and the dashboard's export actions share these functions.
enum class ExportFormat { Png, Svg, Pdf };

QString exportFormatSuffix(ExportFormat format); // "png", "svg", "pdf"
bool parseExportFormat(const QString &text, ExportFormat *out);

inline constexpr QSize kDefaultExportSize { 1000, 600 };

// An image of exactly size * devicePixelRatio pixels (its devicePixelRatio set accordingly).
QImage renderChartImage(
    const ChartData &data, QSize size, const ChartPalette &palette, qreal devicePixelRatio = 1.0);
// Paints a chart into target on any painter (vector output stays vector).
void paintChart(QPainter *painter, const QRectF &target, const ChartData &data, QSize logicalSize,
    const ChartPalette &palette);

// The chart's file (PNG, SVG or PDF bytes) into device; false when the painter failed. Write
// errors of the device are the caller's to check (fileio/atomicfile.h latches them).
bool renderChartFile(
    const ChartData &data, QIODevice &device, ExportFormat format, QSize size, const ChartPalette &palette);
// renderChartFile() into path, whole or not at all (an earlier file stays as it was); error gets
// "Cannot write PATH: REASON" with the system's reason.
bool writeChartFile(const ChartData &data, const QString &path, ExportFormat format, QSize size,
    const ChartPalette &palette, QString *error = nullptr);

// What an export of several files did.
struct ExportResult
{
    QStringList files; // written whole, in chart order
    QStringList failures; // one "Cannot write PATH: REASON" per file that is not there
    QString error; // the first failure
    bool ok() const { return error.isEmpty(); }
    void addFailure(const QString &message);
    QString failureText() const; // every failure, for a dialog or stderr
};

} // namespace stepline
