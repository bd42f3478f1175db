#pragma once

#include "dashboard/chartdata.h"
#include "dashboard/chartexport.h"
#include "common/chartpalette.h"
#include "rankstepgrid.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <memory>

class QPainter;

namespace stepline {

class Profile;
struct Scope;

// The Ranks part of exports and of the PDF report: the rank x step heatmap, the collective-wait
// chart and the straggler lines, as plain values (computed with the dashboard's data).
struct RanksReport
{
    RankStepGrid grid;
    ChartData collectiveWait;
    QStringList lines; // matched collectives, straggler ranking, clock offsets, warnings
};

// Null unless several ranks of the profile ran communication kernels. The analysis covers the
// whole job (clocks as recorded); the scope picks the heatmap's rows.
std::shared_ptr<const RanksReport> computeRanksReport(const Profile &profile, const Scope &scope);

// Writes rank-step-heatmap.<suffix> and collective-wait.<suffix> into dir; returns the files, or
// an error text in *error.
QStringList exportRanksCharts(const RanksReport &report, const QString &dir, ExportFormat format, QSize size,
    const ChartPalette &palette, QString *error);

// The report's "Ranks" page: lines on top, the heatmap, then the collective-wait chart.
void paintRanksPage(
    QPainter *painter, const QRectF &page, const RanksReport &report, const ChartPalette &palette);

} // namespace stepline
