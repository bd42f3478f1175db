#include "rankstepgrid.h"

#include "common/timeformat.h"

#include "profile.h"
#include "steplateness.h"
#include "steps.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace stepline {

namespace {

// lupdate files a free tr() inside namespace stepline under the context "stepline".
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

constexpr qreal kTitleHeight = 28;
constexpr qreal kLabelWidth = 64;
constexpr qreal kTopLabels = 22;
constexpr qreal kLegendHeight = 34;

// Light (short step) to dark (long step): one sequential hue reads as "more" without a legend key.
QColor heatColor(double t, bool dark)
{
    t = std::clamp(t, 0.0, 1.0);
    const QColor lo = dark ? QColor(38, 58, 92) : QColor(235, 243, 251);
    const QColor hi = dark ? QColor(255, 176, 59) : QColor(8, 48, 107);
    auto mix = [t](int a, int b) { return int(std::lround(a + (b - a) * t)); };
    return QColor(mix(lo.red(), hi.red()), mix(lo.green(), hi.green()), mix(lo.blue(), hi.blue()));
}

} // namespace

RankStepGrid rankStepGrid(const Profile &profile, const Scope &scope, const CollectiveAnalysis &analysis)
{
    return rankStepGrid(crossRankSteps(hostSteps(profile, scope)), Scope::job(), analysis);
}

RankStepGrid rankStepGrid(
    const std::vector<CrossRankStep> &allSteps, const Scope &scope, const CollectiveAnalysis &analysis)
{
    RankStepGrid grid;
    std::vector<CrossRankStep> scoped;
    const bool everyRank = scope.kind == Scope::Kind::Job;
    if (!everyRank) {
        for (const CrossRankStep &s : allSteps) {
            const RankCollectiveStats *stats = analysis.rankStats(s.rank);
            const bool in
                = scope.kind == Scope::Kind::Node ? stats && stats->node == scope.node : s.rank == scope.rank;
            if (in)
                scoped.push_back(s);
        }
    }
    const std::vector<CrossRankStep> &steps = everyRank ? allSteps : scoped;
    const std::vector<int64_t> waits
        = analysis.collectives.empty() ? std::vector<int64_t>() : stepWaitNs(steps, analysis);
    const std::vector<int64_t> lateness
        = analysis.collectives.empty() ? std::vector<int64_t>() : stepLatenessNs(steps, analysis);
    for (const CrossRankStep &s : steps) {
        grid.ranks.push_back(s.rank);
        grid.steps.push_back(s.number);
    }
    std::sort(grid.ranks.begin(), grid.ranks.end());
    grid.ranks.erase(std::unique(grid.ranks.begin(), grid.ranks.end()), grid.ranks.end());
    std::sort(grid.steps.begin(), grid.steps.end());
    grid.steps.erase(std::unique(grid.steps.begin(), grid.steps.end()), grid.steps.end());
    const size_t cells = grid.ranks.size() * grid.steps.size();
    grid.durNs.assign(cells, -1);
    grid.waitNs.assign(cells, -1);
    grid.latenessNs.assign(cells, -1);
    grid.startNs.assign(cells, 0);
    grid.lastRow.assign(grid.steps.size(), -1);
    bool first = true;
    for (size_t i = 0; i < steps.size(); ++i) {
        const size_t row = size_t(
            std::lower_bound(grid.ranks.begin(), grid.ranks.end(), steps[i].rank) - grid.ranks.begin());
        const size_t column = size_t(
            std::lower_bound(grid.steps.begin(), grid.steps.end(), steps[i].number) - grid.steps.begin());
        const size_t at = grid.at(row, column);
        if (grid.durNs[at] >= 0)
            continue; // a step number repeated on one rank (several profiling spans): keep the first
        grid.durNs[at] = steps[i].durNs;
        grid.startNs[at] = steps[i].tsNs;
        if (!waits.empty() && analysis.rankStats(steps[i].rank)) {
            grid.waitNs[at] = waits[i];
            grid.latenessNs[at] = lateness[i];
        }
        grid.minNs = first ? steps[i].durNs : std::min(grid.minNs, steps[i].durNs);
        grid.maxNs = first ? steps[i].durNs : std::max(grid.maxNs, steps[i].durNs);
        first = false;
    }
    // A step where every rank arrived together (lateness 0) has no last rank worth marking.
    for (size_t c = 0; c < grid.steps.size(); ++c) {
        int64_t latest = 0;
        for (size_t r = 0; r < grid.ranks.size(); ++r) {
            const int64_t late = grid.latenessNs[grid.at(r, c)];
            if (late > latest) {
                latest = late;
                grid.lastRow[c] = int32_t(r);
            }
        }
    }
    return grid;
}

int64_t RankStepGrid::value(size_t at, HeatmapColour colour) const
{
    if (at >= durNs.size() || durNs[at] < 0)
        return -1;
    switch (colour) {
    case HeatmapColour::StepTime:
        return durNs[at];
    case HeatmapColour::Wait:
        return waitNs[at];
    case HeatmapColour::Compute:
        return waitNs[at] < 0 ? -1 : std::max<int64_t>(0, durNs[at] - waitNs[at]);
    case HeatmapColour::Lateness:
        return latenessNs[at];
    }
    return -1;
}

QString heatmapColourName(HeatmapColour colour)
{
    switch (colour) {
    case HeatmapColour::StepTime:
        return tr("Step time");
    case HeatmapColour::Wait:
        return tr("Wait in collectives");
    case HeatmapColour::Compute:
        return tr("Step time outside collective waits");
    case HeatmapColour::Lateness:
        return tr("Arrival lateness at collectives");
    }
    return QString();
}

QString rankStepCellText(const RankStepGrid &grid, size_t row, size_t column)
{
    if (row >= grid.ranks.size() || column >= grid.steps.size())
        return QString();
    const size_t at = grid.at(row, column);
    const QString head = tr("Rank %1, ProfilerStep#%2").arg(grid.ranks[row]).arg(grid.steps[column]);
    if (grid.durNs[at] < 0)
        return head + QStringLiteral(": ") + tr("no such step on this rank");
    QString text = head + QStringLiteral(": ") + formatDuration(grid.durNs[at], grid.timeUnit);
    if (grid.waitNs[at] < 0) {
        text += QStringLiteral("; ") + tr("no matched collectives");
    } else {
        const double share
            = grid.durNs[at] > 0 ? 100.0 * double(grid.waitNs[at]) / double(grid.durNs[at]) : 0;
        text += QStringLiteral("; ")
            + tr("waiting in collectives %1 (%2 %)")
                  .arg(formatDuration(grid.waitNs[at], grid.timeUnit), QString::number(share, 'f', 1));
        text += QStringLiteral("; ")
            + tr("arrived %1 after the first rank").arg(formatDuration(grid.latenessNs[at], grid.timeUnit));
        if (grid.lastRow[column] == int32_t(row))
            text += QStringLiteral("; ") + tr("last to arrive in this step");
    }
    return text;
}

RankStepLayout rankStepLayout(const RankStepGrid &grid, const QRectF &rect)
{
    RankStepLayout layout;
    layout.cells = rect.adjusted(kLabelWidth, kTitleHeight + kTopLabels, -8, -kLegendHeight);
    if (!grid.isEmpty() && layout.cells.width() > 0 && layout.cells.height() > 0) {
        layout.cellWidth = layout.cells.width() / qreal(grid.steps.size());
        layout.cellHeight = std::min<qreal>(layout.cells.height() / qreal(grid.ranks.size()), 40);
        layout.cells.setHeight(layout.cellHeight * qreal(grid.ranks.size()));
    }
    return layout;
}

bool RankStepLayout::cellAt(const RankStepGrid &grid, QPointF point, size_t *row, size_t *column) const
{
    if (grid.isEmpty() || cellWidth <= 0 || cellHeight <= 0 || !cells.contains(point))
        return false;
    *column = std::min(size_t((point.x() - cells.left()) / cellWidth), grid.steps.size() - 1);
    *row = std::min(size_t((point.y() - cells.top()) / cellHeight), grid.ranks.size() - 1);
    return true;
}

void paintRankStepHeatmap(QPainter *painter, const QRectF &rect, const RankStepGrid &grid,
    const ChartPalette &palette, const QString &title, HeatmapColour colour)
{
    if (colour != HeatmapColour::StepTime && !grid.hasCollectives())
        colour = HeatmapColour::StepTime;
    painter->save();
    painter->fillRect(rect, palette.background());
    QFont font = painter->font();
    QFont bold = font;
    bold.setBold(true);
    bold.setPointSizeF(font.pointSizeF() * 1.15);
    painter->setFont(bold);
    painter->setPen(palette.text());
    painter->drawText(QRectF(rect.left() + 8, rect.top(), rect.width() - 16, kTitleHeight),
        Qt::AlignLeft | Qt::AlignVCenter, title);
    painter->setFont(font);
    if (grid.isEmpty()) {
        painter->setPen(palette.mutedText());
        painter->drawText(rect.adjusted(16, kTitleHeight, -16, -16), Qt::AlignCenter | Qt::TextWordWrap,
            tr("Not in this profile: no ProfilerStep#N steps in the selected scope."));
        painter->restore();
        return;
    }
    const RankStepLayout layout = rankStepLayout(grid, rect);
    const QFontMetricsF metrics(font);
    int64_t lowNs = -1, highNs = -1;
    for (size_t at = 0; at < grid.durNs.size(); ++at) {
        const int64_t v = grid.value(at, colour);
        if (v < 0)
            continue;
        lowNs = lowNs < 0 ? v : std::min(lowNs, v);
        highNs = std::max(highNs, v);
    }
    const double span = double(std::max<int64_t>(1, highNs - lowNs));
    // Step labels: as many as fit without overlapping.
    const qreal labelWidth = metrics.horizontalAdvance(QString::number(grid.steps.back())) + 8;
    const size_t every
        = std::max<size_t>(1, size_t(std::ceil(labelWidth / std::max<qreal>(1, layout.cellWidth))));
    painter->setPen(palette.mutedText());
    // Over the middle of its column where the label fits in it, else from the column's left edge.
    const Qt::Alignment labelAlign
        = (layout.cellWidth >= labelWidth ? Qt::AlignHCenter : Qt::AlignLeft) | Qt::AlignVCenter;
    for (size_t c = 0; c < grid.steps.size(); c += every)
        painter->drawText(
            QRectF(layout.cells.left() + qreal(c) * layout.cellWidth, layout.cells.top() - kTopLabels,
                std::max(layout.cellWidth, labelWidth), kTopLabels),
            labelAlign, QString::number(grid.steps[c]));
    const size_t rowEvery
        = std::max<size_t>(1, size_t(std::ceil(metrics.height() / std::max<qreal>(1, layout.cellHeight))));
    for (size_t r = 0; r < grid.ranks.size(); ++r) {
        const qreal y = layout.cells.top() + qreal(r) * layout.cellHeight;
        if (r % rowEvery == 0) {
            painter->setPen(palette.mutedText());
            painter->drawText(
                QRectF(rect.left() + 4, y, kLabelWidth - 10, std::max(layout.cellHeight, metrics.height())),
                Qt::AlignRight | Qt::AlignVCenter, tr("rank %1").arg(grid.ranks[r]));
        }
        for (size_t c = 0; c < grid.steps.size(); ++c) {
            const QRectF cell(
                layout.cells.left() + qreal(c) * layout.cellWidth, y, layout.cellWidth, layout.cellHeight);
            const int64_t v = grid.value(grid.at(r, c), colour);
            if (v < 0) {
                painter->fillRect(cell, palette.grid());
                continue;
            }
            painter->fillRect(cell, heatColor(double(v - lowNs) / span, palette.isDark()));
        }
    }
    // Thin separators only while cells are big enough for them to help.
    if (layout.cellWidth >= 6 && layout.cellHeight >= 6) {
        painter->setPen(QPen(palette.background(), 1));
        for (size_t c = 1; c < grid.steps.size(); ++c) {
            const qreal x = layout.cells.left() + qreal(c) * layout.cellWidth;
            painter->drawLine(QPointF(x, layout.cells.top()), QPointF(x, layout.cells.bottom()));
        }
        for (size_t r = 1; r < grid.ranks.size(); ++r) {
            const qreal y = layout.cells.top() + qreal(r) * layout.cellHeight;
            painter->drawLine(QPointF(layout.cells.left(), y), QPointF(layout.cells.right(), y));
        }
    }
    // The last rank to arrive in each step: a ring in the contrasting colour of the scale's end.
    const QColor ring = palette.isDark() ? QColor(255, 255, 255) : QColor(220, 30, 40);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(QPen(ring, 2));
    painter->setBrush(Qt::NoBrush);
    for (size_t c = 0; c < grid.steps.size() && c < grid.lastRow.size(); ++c) {
        if (grid.lastRow[c] < 0)
            continue;
        const QRectF cell(layout.cells.left() + qreal(c) * layout.cellWidth,
            layout.cells.top() + qreal(grid.lastRow[c]) * layout.cellHeight, layout.cellWidth,
            layout.cellHeight);
        painter->drawRect(cell.adjusted(1, 1, -1, -1));
    }
    painter->setRenderHint(QPainter::Antialiasing, false);
    // Legend: the colour scale from the lowest to the highest value.
    const QRectF bar(
        layout.cells.left(), layout.cells.bottom() + 10, std::min<qreal>(240, layout.cells.width() / 2), 10);
    for (int i = 0; i < 48; ++i)
        painter->fillRect(
            QRectF(bar.left() + bar.width() * i / 48.0, bar.top(), bar.width() / 48.0 + 0.5, bar.height()),
            heatColor(i / 47.0, palette.isDark()));
    painter->setPen(palette.mutedText());
    painter->drawText(
        QRectF(bar.right() + 8, bar.top() - 4, rect.right() - bar.right() - 16, bar.height() + 8),
        Qt::AlignLeft | Qt::AlignVCenter,
        tr("%1 from %2 (left end of the scale) to %3 (right end); grey: no such step")
                .arg(heatmapColourName(colour), formatDuration(lowNs, grid.timeUnit),
                    formatDuration(highNs, grid.timeUnit))
            + (std::any_of(grid.lastRow.begin(), grid.lastRow.end(), [](int32_t r) { return r >= 0; })
                    ? QStringLiteral("; ") + tr("outlined: the last rank to arrive")
                    : QString()));
    painter->restore();
}

ChartData collectiveWaitChart(const CollectiveAnalysis &analysis, TimeUnit timeUnit)
{
    ChartData chart;
    chart.timeUnit = timeUnit;
    chart.kind = ChartKind::CategoryBars;
    chart.unit = ValueUnit::Nanoseconds;
    chart.fileName = QStringLiteral("collective-wait");
    chart.title = tr("Time each rank waited in collectives");
    if (!analysis.applies()) {
        chart.emptyMessage = collectivesMissingMessage();
        return chart;
    }
    for (const RankCollectiveStats &r : analysis.ranks) {
        ChartItem item;
        item.label = tr("rank %1").arg(r.rank);
        item.value = double(r.waitNs);
        item.detail = tr("%1 collectives, last at %2, delay caused %3")
                          .arg(r.collectives)
                          .arg(r.timesLast)
                          .arg(formatDuration(r.delayCausedNs, timeUnit));
        item.colorKey = QStringLiteral("communication");
        chart.items.push_back(std::move(item));
    }
    return chart;
}

QString collectivesMissingMessage()
{
    return tr(
        "Not in this profile: collectives need two or more ranks with communication kernels (NCCL/RCCL) "
        "in the selected scope.\nOpen the folder with every rank file of the job.");
}

} // namespace stepline
