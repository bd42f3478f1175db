#pragma once

#include "common/chartdata.h"
#include "rankstepgrid.h"

#include <QStringList>

#include <memory>

namespace stepline {

class Profile;
struct Scope;

// The Ranks part of exports and of the PDF report: the rank x step heatmap, the collective-wait
// chart and the straggler lines, as plain values (computed with the dashboard's data; the
// dashboard's exports draw them, views/dashboard/ranksexport.h).
struct RanksReport
{
    RankStepGrid grid;
    ChartData collectiveWait;
    QStringList lines; // matched collectives, straggler ranking, clock offsets, warnings
};

// Null unless several ranks of the profile ran communication kernels. The analysis covers the
// whole job (clocks as recorded); the scope picks the heatmap's rows.
// timeUnit: of the durations in its texts.
std::shared_ptr<const RanksReport> computeRanksReport(
    const Profile &profile, const Scope &scope, TimeUnit timeUnit);

} // namespace stepline
