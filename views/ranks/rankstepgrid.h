#pragma once

#include "common/timeformat.h"

#include "collectives.h"
#include "common/chartdata.h"
#include "common/chartpalette.h"

#include <QPointF>
#include <QRectF>
#include <QString>

#include <algorithm>
#include <cstdint>
#include <vector>

class QPainter;

namespace stepline {

class Profile;
struct Scope;

// The rank x step heatmap as plain values: one row per rank, one column per step number, the step
// time in each cell and the time the rank waited in collectives inside that step (METRICS.md
// "Collectives across ranks": wait [s_r, max s) clipped to the step, in the rank's own clock).
// What the heatmap's colour shows. In synchronous training every rank's step takes as long as the
// slowest one's, so StepTime is flat; the others tell the straggler apart.
enum class HeatmapColour : uint8_t {
    StepTime,
    Wait, // time waiting in collectives inside the step
    Compute, // step time minus that wait
    Lateness, // arrival lateness at the step's collectives (analysis/steplateness.h)
};

struct RankStepGrid
{
    std::vector<int32_t> ranks; // rows, rank numbers ascending
    std::vector<int64_t> steps; // columns, step numbers ascending
    std::vector<int64_t> durNs; // rows x columns, row-major; -1: the rank has no such step
    std::vector<int64_t> waitNs; // same layout; -1 without collectives data
    std::vector<int64_t> latenessNs; // same layout; -1 without collectives data
    std::vector<int64_t> startNs; // step start (ns since job origin), for click-through
    // Per column: the row of the rank that arrived latest in that step (largest lateness), -1 none.
    std::vector<int32_t> lastRow;
    int64_t minNs = 0; // shortest and longest step: the colour scale
    int64_t maxNs = 0;
    TimeUnit timeUnit = TimeUnit::Auto; // of the durations in cell texts and the legend

    bool isEmpty() const { return ranks.empty() || steps.empty(); }
    bool hasCollectives() const
    {
        return std::any_of(waitNs.begin(), waitNs.end(), [](int64_t w) { return w >= 0; });
    }
    // The cell's value in that colour; -1 where the trace cannot say (no step, no collectives).
    int64_t value(size_t at, HeatmapColour colour) const;
    size_t at(size_t row, size_t column) const { return row * steps.size() + column; }
};

// Host steps of the scope's ranks with the waits of the analysis (made for the same profile).
RankStepGrid rankStepGrid(const Profile &profile, const Scope &scope, const CollectiveAnalysis &analysis);
// The same from steps read without a profile (CrossRankData, by (rank, ts)); the scope's ranks
// and nodes as the analysis knows them (a node scope keeps the ranks the analysis puts on it).
RankStepGrid rankStepGrid(
    const std::vector<CrossRankStep> &steps, const Scope &scope, const CollectiveAnalysis &analysis);

// "Rank 3, ProfilerStep#12: 145.2 ms; waiting in collectives 12.3 ms (8.5 %)".
QString rankStepCellText(const RankStepGrid &grid, size_t row, size_t column);

// Where the cells go inside rect (labels left and on top), and the cell under a point.
struct RankStepLayout
{
    QRectF cells;
    qreal cellWidth = 0;
    qreal cellHeight = 0;
    bool cellAt(const RankStepGrid &grid, QPointF point, size_t *row, size_t *column) const;
};
RankStepLayout rankStepLayout(const RankStepGrid &grid, const QRectF &rect);

// Paints the heatmap (title, rank and step labels, cells coloured by step time, a colour legend);
// the empty message when the grid has nothing to show.
// The last-arriving rank of each step is outlined where collectives were matched.
void paintRankStepHeatmap(QPainter *painter, const QRectF &rect, const RankStepGrid &grid,
    const ChartPalette &palette, const QString &title, HeatmapColour colour = HeatmapColour::StepTime);
// "Step time", "Wait in collectives", ... for the selector and the title.
QString heatmapColourName(HeatmapColour colour);

// Total wait per rank as a bar chart ("collective-wait"), for the dashboard's exporter and report.
ChartData collectiveWaitChart(const CollectiveAnalysis &analysis, TimeUnit timeUnit);

// The message shown instead of the Ranks charts when the analysis does not apply.
QString collectivesMissingMessage();

} // namespace stepline
