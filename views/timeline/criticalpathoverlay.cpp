#include "criticalpathoverlay.h"

#include "common/timeformat.h"

#include <QCoreApplication>
#include <QPainter>

#include <algorithm>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate files a free tr() under "stepline"
}

constexpr int kScenarioInsetPx = 3; // the scenario's boxes sit inside the measured ones' lane
constexpr double kOutlineMinPx = 4.0; // narrower boxes are filled, an outline would close anyway

QPen runPen(CriticalPathOverlay::Run run, const QColor &color, double width)
{
    QPen pen(color, width);
    pen.setJoinStyle(Qt::MiterJoin);
    if (run == CriticalPathOverlay::Run::Scenario)
        pen.setDashPattern({ 2.0, 1.5 });
    return pen;
}

} // namespace

void CriticalPathOverlay::setPaths(CriticalPathPairPtr paths, const Profile *profile)
{
    for (std::vector<Segment> &s : m_segments)
        s.clear();
    m_classesShown.fill(false);
    m_boxes.clear();
    m_rankRowValid = false;
    if (!paths || !profile || (!paths->measured.available && !paths->scenario.available)) {
        m_paths.reset();
        m_profile = nullptr;
        return;
    }
    m_paths = std::move(paths);
    m_profile = profile;
    const SliceTable &slices = profile->slices();
    const CriticalPath *runs[kRuns] = { &m_paths->measured, &m_paths->scenario };
    for (size_t run = 0; run < kRuns; ++run) {
        if (!runs[run]->available)
            continue;
        for (const CriticalPathSegment &s : runs[run]->segments) {
            Segment seg;
            seg.startNs = s.startNs;
            seg.endNs = s.endNs;
            seg.rankIndex = s.rankIndex;
            seg.cls = s.cls == WhatIfClass::HostOther ? WhatIfClass::HostOps : s.cls;
            if (s.event.isValid() && s.event.value < slices.size()) {
                seg.event = s.event;
                seg.track = slices.track[s.event.value];
            }
            m_segments[run].push_back(seg);
            m_classesShown[size_t(seg.cls)] = true;
        }
    }
}

int CriticalPathOverlay::layoutRowOf(const TrackTreeModel &tracks, const Segment &segment)
{
    if (segment.track.isValid())
        return tracks.layoutRowOfTrack(segment.track);
    if (!m_rankRowValid) {
        m_rankRow.assign(m_profile->ranks().size(), -2); // -2: not looked up yet
        m_rankRowValid = true;
    }
    if (segment.rankIndex >= m_rankRow.size())
        return -1;
    int &row = m_rankRow[segment.rankIndex];
    if (row != -2)
        return row;
    row = -1;
    const int number = m_profile->ranks()[segment.rankIndex].rank;
    // The rank's first GPU row, or the folded group that shows it.
    for (int node = tracks.nodeOfPlace(number >= 0 ? number : int(segment.rankIndex), -1);
         node >= 0 && row < 0; node = tracks.node(node).parent) {
        const std::vector<RowLayout> &rows = tracks.layout();
        const auto it
            = std::find_if(rows.begin(), rows.end(), [node](const RowLayout &r) { return r.node == node; });
        if (it != rows.end())
            row = int(it - rows.begin());
    }
    return row;
}

void CriticalPathOverlay::layout(const TrackTreeModel &tracks, const DrawRequest &request)
{
    using namespace rowmetrics;
    m_boxes.clear();
    for (std::vector<QLineF> &l : m_links)
        l.clear();
    if (!m_paths || !m_profile || tracks.profile().get() != m_profile)
        return;
    const SliceTable &slices = m_profile->slices();
    const int64_t fromNs = request.axis.toNs(0);
    const int64_t toNs = request.axis.endNs(request.widthPx);
    for (size_t run = 0; run < kRuns; ++run) {
        const std::vector<Segment> &segs = m_segments[run];
        // A path is a chain: its segments follow each other, so their ends are sorted too.
        auto it = std::partition_point(
            segs.begin(), segs.end(), [fromNs](const Segment &s) { return s.endNs <= fromNs; });
        bool open = false; // m_boxes.back() is this run's box still growing
        int64_t longestNs = 0;
        for (; it != segs.end() && it->startNs <= toNs; ++it) {
            const int row = layoutRowOf(tracks, *it);
            if (row < 0) {
                open = false;
                continue;
            }
            const RowLayout &r = tracks.layout()[size_t(row)];
            const int top = r.y - request.scrollY + request.rowsTopPx;
            if (top + r.height < request.rowsTopPx || top > request.heightPx) {
                open = false; // off screen vertically: no box, and no line into it
                continue;
            }
            const bool own = it->event.isValid() && tracks.node(r.node).track == it->track;
            const double y = top + kRowPadding + (own ? slices.depth[it->event.value] * kLaneHeight : 0);
            const double x0 = std::max(-4.0, request.axis.toX(it->startNs));
            const double x1
                = std::max(x0 + 1.0, std::min(request.widthPx + 4.0, request.axis.toX(it->endNs)));
            const int64_t durNs = it->endNs - it->startNs;
            const uint32_t index = uint32_t(it - segs.begin());
            if (open) {
                Box &last = m_boxes.back();
                const bool sameLane = last.rect.top() == y;
                if (sameLane && x0 - last.rect.right() < 1.0
                    && (last.rect.width() < kMergePx || x1 - x0 < kMergePx)) {
                    last.rect.setRight(std::max(last.rect.right(), x1));
                    ++last.count;
                    if (durNs > longestNs) {
                        longestNs = durNs;
                        last.cls = it->cls;
                    }
                    continue;
                }
                if (!sameLane) {
                    m_links[run].emplace_back(QPointF(last.rect.right(), last.rect.center().y()),
                        QPointF(x0, y + (kLaneHeight - 1) / 2.0));
                }
            }
            m_boxes.push_back({ QRectF(x0, y, x1 - x0, kLaneHeight - 1), Run(run), it->cls, index, 1 });
            longestNs = durNs;
            open = true;
        }
    }
}

void CriticalPathOverlay::paint(QPainter &painter, const TimelinePalette &palette, const QRect &rowsArea)
{
    if (!m_paths)
        return;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setRenderHint(QPainter::Antialiasing, false);
    QColor linkColor = palette.text;
    linkColor.setAlpha(170);
    // Pens and colours per class made once per paint, not per box.
    std::array<QColor, kWhatIfClassCount> colors;
    for (size_t c = 0; c < kWhatIfClassCount; ++c)
        colors[c] = criticalPathClassColor(WhatIfClass(c), palette.dark);
    const QPen halo(palette.background, 4.0);
    for (size_t run = 0; run < kRuns; ++run) {
        const Run which = Run(run);
        const double inset = double(run) * kScenarioInsetPx;
        std::array<QPen, kWhatIfClassCount> pens;
        for (size_t c = 0; c < kWhatIfClassCount; ++c)
            pens[c] = runPen(which, colors[c], 2.0);
        painter.setPen(runPen(which, linkColor, 1.0));
        painter.drawLines(m_links[run].data(), int(m_links[run].size()));
        // A halo in the background colour first, so an outline reads on any slice colour.
        painter.setPen(halo);
        for (const Box &box : m_boxes) {
            if (box.run == which && box.rect.width() >= kOutlineMinPx)
                painter.drawRect(box.rect.adjusted(0, inset, 0, -inset));
        }
        for (const Box &box : m_boxes) {
            if (box.run != which)
                continue;
            const QRectF r = box.rect.adjusted(0, inset, 0, -inset);
            if (r.width() < kOutlineMinPx) {
                painter.fillRect(r, colors[size_t(box.cls)]);
                continue;
            }
            painter.setPen(pens[size_t(box.cls)]);
            painter.drawRect(r);
        }
    }
    paintLegend(painter, palette, rowsArea);
    painter.restore();
}

void CriticalPathOverlay::paintLegend(
    QPainter &painter, const TimelinePalette &palette, const QRect &rowsArea)
{
    const CriticalPath &measured = m_paths->measured;
    const CriticalPath &scenario = m_paths->scenario;
    const CriticalPath &any = measured.available ? measured : scenario;
    const QFontMetrics fm = painter.fontMetrics();
    const int line = fm.height() + 2;
    const int swatch = 22;
    QStringList runs;
    if (measured.available)
        runs << tr("measured: %1, ends on rank %2")
                    .arg(formatDuration(measured.endNs - measured.startNs))
                    .arg(measured.endRank);
    if (scenario.available)
        runs << tr("%1 (predicted): %2")
                    .arg(m_paths->scenarioLabel, formatDuration(scenario.endNs - scenario.startNs));
    const QString title = tr("Critical path of step %1").arg(any.stepNumber);
    int width = fm.horizontalAdvance(title);
    for (const QString &r : runs)
        width = std::max(width, swatch + 6 + fm.horizontalAdvance(r));
    int classes = 0;
    int classWidth = 0;
    for (size_t c = 0; c < kWhatIfClassCount; ++c) {
        if (!m_classesShown[c])
            continue;
        ++classes;
        classWidth = std::max(classWidth, 14 + fm.horizontalAdvance(criticalPathClassLabel(WhatIfClass(c))));
    }
    // Classes in two columns under the runs.
    const int columns = classes > 3 ? 2 : 1;
    width = std::max(width, columns * (classWidth + 12));
    const int rows = 1 + int(runs.size()) + (classes + columns - 1) / columns;
    const QRect box(rowsArea.right() - width - 16 - 8, rowsArea.bottom() - rows * line - 8 - 8, width + 16,
        rows * line + 8);
    if (box.left() < rowsArea.left() || box.top() < rowsArea.top())
        return; // no room: the panel has the same legend
    QColor fill = palette.background;
    fill.setAlpha(235);
    painter.fillRect(box, fill);
    painter.setPen(QPen(palette.gridLine, 1));
    painter.drawRect(box.adjusted(0, 0, -1, -1));
    int y = box.top() + 4;
    const int x = box.left() + 8;
    painter.setPen(palette.text);
    QFont bold = painter.font();
    bold.setBold(true);
    painter.save();
    painter.setFont(bold);
    painter.drawText(QRect(x, y, width, line), Qt::AlignVCenter | Qt::AlignLeft, title);
    painter.restore();
    y += line;
    int runIndex = 0;
    for (size_t run = 0; run < kRuns; ++run) {
        if (!(run == 0 ? measured.available : scenario.available))
            continue;
        painter.setPen(runPen(Run(run), palette.text, 2.0));
        painter.drawRect(QRectF(x + 1, y + 3, swatch - 2, line - 7));
        painter.setPen(palette.text);
        painter.drawText(
            QRect(x + swatch + 6, y, width, line), Qt::AlignVCenter | Qt::AlignLeft, runs[runIndex++]);
        y += line;
    }
    int column = 0;
    for (size_t c = 0; c < kWhatIfClassCount; ++c) {
        if (!m_classesShown[c])
            continue;
        const int cx = x + column * (classWidth + 12);
        painter.fillRect(
            QRect(cx, y + line / 2 - 4, 9, 9), criticalPathClassColor(WhatIfClass(c), palette.dark));
        painter.setPen(palette.text);
        painter.drawText(QRect(cx + 14, y, classWidth, line), Qt::AlignVCenter | Qt::AlignLeft,
            criticalPathClassLabel(WhatIfClass(c)));
        if (++column == columns) {
            column = 0;
            y += line;
        }
    }
}

const CriticalPathOverlay::Box *CriticalPathOverlay::boxAt(QPointF pos) const
{
    // The scenario's boxes are drawn on top: they answer first.
    for (auto it = m_boxes.rbegin(); it != m_boxes.rend(); ++it) {
        if (it->rect.adjusted(-1, -1, 1, 1).contains(pos))
            return &*it;
    }
    return nullptr;
}

QString CriticalPathOverlay::toolTip(const Box &box) const
{
    const std::vector<Segment> &segs = m_segments[size_t(box.run)];
    if (!m_paths || !m_profile || box.first >= segs.size())
        return {};
    const Segment &first = segs[box.first];
    const Segment &last = segs[std::min<size_t>(segs.size() - 1, box.first + box.count - 1)];
    const int rank = first.rankIndex < m_profile->ranks().size() ? m_profile->ranks()[first.rankIndex].rank
                                                                 : int(first.rankIndex);
    const QString run = box.run == Run::Measured
        ? tr("Critical path, measured")
        : tr("Critical path, %1 (predicted)").arg(m_paths->scenarioLabel);
    QString text = run + QLatin1Char('\n')
        + tr("%1 on rank %2: %3")
              .arg(criticalPathClassLabel(box.cls))
              .arg(rank)
              .arg(formatDuration(last.endNs - first.startNs));
    if (box.count > 1)
        text += QLatin1Char('\n') + tr("%1 pieces merged at this zoom").arg(box.count);
    return text;
}

} // namespace stepline
