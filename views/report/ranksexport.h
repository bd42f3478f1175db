#pragma once

#include "charts/chartrender.h"
#include "common/chartpalette.h"

#include <QSize>
#include <QString>
#include <QStringList>

class QPainter;
class QRectF;

namespace stepline {

struct RanksReport;

// The Ranks part of the dashboard's exports and PDF report, drawn from the Ranks tab's plain values
// (ranks/ranksreport.h).

// Writes rank-step-heatmap.<suffix> and collective-wait.<suffix> into dir, each whole or not at
// all; adds the files written and the failures to *result.
void exportRanksCharts(const RanksReport &report, const QString &dir, ExportFormat format, QSize size,
    const ChartPalette &palette, ExportResult *result);

// The report's "Ranks" page: lines on top, the heatmap, then the collective-wait chart.
void paintRanksPage(
    QPainter *painter, const QRectF &page, const RanksReport &report, const ChartPalette &palette);

} // namespace stepline
