#include "timelineview.h"

#include "common/timeformat.h"
#include "rowtooltips.h"

#include <QKeyEvent>
#include <QLoggingCategory>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

Q_LOGGING_CATEGORY(lcTimelinePaint, "stepline.timeline.paint")

namespace stepline {

namespace {
constexpr double kWheelZoomPerStep = 1.25; // one wheel notch (120 units)
constexpr double kKeyZoom = 1.5;
constexpr double kKeyPanFraction = 0.2; // of the viewport width
constexpr int kDragThresholdPx = 4;
constexpr qint64 kSlowPaintNs = 16'000'000;
} // namespace

TimelineView::TimelineView(TrackTreeModel *tracks, QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_tracks(tracks)
{
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    setFrameShape(QFrame::NoFrame);
    verticalScrollBar()->setSingleStep(rowmetrics::kLaneHeight);
    m_builder.setFont(font());
    connect(m_tracks, &TrackTreeModel::rowLayoutChanged, this, [this] {
        m_criticalPaths.rowsChanged();
        updateScrollRange();
        invalidate();
    });
}

void TimelineView::setProfile(ProfilePtr profile)
{
    m_profile = std::move(profile);
    m_builder.setProfile(m_profile);
    m_selected = {};
    m_hovered = {};
    m_matches = nullptr;
    m_measure.reset();
    m_marker.reset();
    m_criticalPaths.clear();
    m_axisValid = false;
    verticalScrollBar()->setValue(0);
    updateScrollRange();
    fitAll();
}

double TimelineView::minPxPerNs() const
{
    if (!m_profile)
        return 1e-12;
    const int64_t span = std::max<int64_t>(1, m_profile->endNs() - m_profile->startNs());
    return std::max(1, viewport()->width()) / (double(span) * 4.0);
}

void TimelineView::setAxis(const TimeAxis &axis)
{
    if (m_axisValid && axis == m_axis)
        return;
    m_axis = axis;
    m_axisValid = true;
    invalidate();
    Q_EMIT axisChanged();
}

void TimelineView::zoomToRange(int64_t fromNs, int64_t toNs)
{
    if (toNs < fromNs)
        std::swap(fromNs, toNs);
    const int64_t margin = std::max<int64_t>(1, (toNs - fromNs) / 20);
    m_requestedRange = { fromNs - margin, toNs + margin };
    setAxis(TimeAxis::fit(fromNs - margin, toNs + margin, std::max(1, viewport()->width())));
}

void TimelineView::fitAll()
{
    m_requestedRange.reset();
    if (!m_profile) {
        setAxis(TimeAxis::fit(0, 1000000, std::max(1, viewport()->width())));
        return;
    }
    setAxis(TimeAxis::fit(m_profile->startNs(), m_profile->endNs(), std::max(1, viewport()->width())));
}

void TimelineView::zoomBy(double factor, double anchorX)
{
    m_requestedRange.reset();
    setAxis(m_axis.zoomedAround(anchorX, factor, minPxPerNs()));
}

void TimelineView::panBy(double dxPx)
{
    m_requestedRange.reset();
    setAxis(m_axis.panned(dxPx));
}

void TimelineView::revealEvent(EventId event, bool zoomToIt)
{
    if (!m_profile || !event.isValid() || event.value >= m_profile->slices().size())
        return;
    const SliceTable &s = m_profile->slices();
    const int64_t from = s.ts[event.value], to = s.end(event.value);
    const int width = viewport()->width();
    if (zoomToIt) {
        zoomToRange(from, std::max(to, from + 1));
    } else if (to < m_axis.toNs(0) || from > m_axis.endNs(width)) {
        // Off-screen: centre it at the current zoom.
        const int64_t half = int64_t(width / 2.0 / m_axis.pxPerNs);
        TimeAxis axis = m_axis;
        axis.startNs = from + (to - from) / 2 - half;
        axis.startFracNs = 0;
        setAxis(axis);
    }
    const int row = m_tracks->layoutRowOfTrack(s.track[event.value]);
    if (row >= 0) {
        const RowLayout &r = m_tracks->layout()[size_t(row)];
        const int visibleHeight = viewport()->height() - kRulerHeight;
        const int scroll = verticalScrollBar()->value();
        if (r.y < scroll || r.y + std::min(r.height, visibleHeight) > scroll + visibleHeight)
            verticalScrollBar()->setValue(std::max(0, r.y - visibleHeight / 3));
    }
}

void TimelineView::setSelectedEvent(EventId event)
{
    if (event == m_selected)
        return;
    m_selected = event;
    invalidate(); // the selection's arrows are part of the draw list
}

void TimelineView::setNameMatches(const std::vector<uint8_t> *matches)
{
    m_matches = matches;
    invalidate();
}

void TimelineView::setShowAllArrows(bool show)
{
    m_allArrows = show;
    invalidate();
}

void TimelineView::setDarkPalette(bool dark)
{
    m_builder.setPalette(dark ? TimelinePalette::darkPalette() : TimelinePalette::light());
    invalidate();
}

void TimelineView::setWallClock(bool wallClock)
{
    m_wallClock = wallClock;
    viewport()->update();
}

void TimelineView::clearMeasure()
{
    m_measure.reset();
    viewport()->update();
}

DrawRequest TimelineView::currentRequest() const
{
    DrawRequest r;
    r.axis = m_axis;
    r.widthPx = viewport()->width();
    r.heightPx = viewport()->height();
    r.rowsTopPx = kRulerHeight;
    r.scrollY = verticalScrollBar()->value();
    r.nameMatches = m_matches;
    r.selected = m_selected;
    r.allArrows = m_allArrows;
    return r;
}

const DrawList &TimelineView::drawList()
{
    const DrawRequest request = currentRequest();
    if (!m_listRequest || !(*m_listRequest == request)) {
        QElapsedTimer timer;
        timer.start();
        m_list = m_builder.build(*m_tracks, request);
        m_lastBuildNs = timer.nsecsElapsed();
        m_listRequest = request;
    }
    return m_list;
}

HitResult TimelineView::hitAt(QPoint viewportPos)
{
    if (!m_profile)
        return {};
    const DrawList &list = drawList();
    return hitTest(*m_profile, *m_tracks, currentRequest(), &list, viewportPos);
}

void TimelineView::invalidate()
{
    m_listRequest.reset();
    viewport()->update();
}

void TimelineView::updateScrollRange()
{
    const int visible = std::max(0, viewport()->height() - kRulerHeight);
    verticalScrollBar()->setPageStep(visible);
    verticalScrollBar()->setRange(0, std::max(0, m_tracks->contentHeight() - visible));
}

void TimelineView::resizeEvent(QResizeEvent *event)
{
    const int oldWidth = m_listRequest ? m_listRequest->widthPx : 0;
    QAbstractScrollArea::resizeEvent(event);
    updateScrollRange();
    // Until the view has been laid out at a real width (a hidden tab), the axis only records what
    // was asked for; the first real width fits that range again instead of the whole job.
    if (m_requestedRange && m_axisValid && oldWidth <= 0)
        setAxis(TimeAxis::fit(
            m_requestedRange->first, m_requestedRange->second, std::max(1, viewport()->width())));
    else if (!m_axisValid || oldWidth <= 0)
        fitAll();
    invalidate();
}

void TimelineView::scrollContentsBy(int, int)
{
    invalidate();
}

QRectF TimelineView::eventRect(EventId event) const
{
    using namespace rowmetrics;
    if (!m_profile || !event.isValid() || event.value >= m_profile->slices().size())
        return {};
    const SliceTable &s = m_profile->slices();
    const int row = m_tracks->layoutRowOfTrack(s.track[event.value]);
    if (row < 0)
        return {};
    const RowLayout &layout = m_tracks->layout()[size_t(row)];
    const bool own = m_tracks->node(layout.node).track == s.track[event.value];
    const double top = layout.y - verticalScrollBar()->value() + kRulerHeight + kRowPadding
        + (own ? s.depth[event.value] * kLaneHeight : 0);
    const double x0 = std::max(-10.0, m_axis.toX(s.ts[event.value]));
    const double x1 = std::min(viewport()->width() + 10.0, m_axis.toX(s.end(event.value)));
    return QRectF(x0, top, std::max(1.0, x1 - x0), kLaneHeight - 1);
}

void TimelineView::render(QPainter &painter)
{
    const DrawList &list = drawList();
    const TimelinePalette &palette = m_builder.palette();
    const QRect all(0, 0, viewport()->width(), viewport()->height());
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.fillRect(all, palette.background);
    painter.save();
    painter.setClipRect(QRect(0, kRulerHeight, all.width(), all.height() - kRulerHeight));
    for (const DrawList::RowBand &band : list.rows)
        painter.fillRect(band.rect, QColor(band.color));
    painter.setPen(Qt::NoPen);
    for (const DrawList::Batch &batch : list.solid) {
        painter.setBrush(QColor(batch.color));
        painter.drawRects(batch.rects.data(), int(batch.rects.size()));
    }
    const QColor hatch = palette.dark ? QColor(255, 255, 255, 110) : QColor(0, 0, 0, 90);
    for (const DrawList::Batch &batch : list.merged) {
        painter.setBrush(QColor(batch.color));
        painter.drawRects(batch.rects.data(), int(batch.rects.size()));
        painter.setBrush(QBrush(hatch, Qt::BDiagPattern));
        painter.drawRects(batch.rects.data(), int(batch.rects.size()));
    }
    QRgb labelColor = 0;
    for (const DrawList::Label &label : list.labels) {
        if (label.color != labelColor || labelColor == 0) {
            labelColor = label.color;
            painter.setPen(QColor(label.color));
        }
        painter.drawText(
            label.rect, Qt::AlignVCenter | (label.alignRight ? Qt::AlignRight : Qt::AlignLeft), label.text);
    }
    for (const DrawList::CounterPlot &plot : list.counters) {
        painter.setPen(palette.counterLine);
        painter.setBrush(palette.counterFill);
        painter.drawPolygon(plot.area);
        painter.setPen(palette.dimText);
        painter.drawText(plot.rect.adjusted(4, 0, -4, 0), Qt::AlignTop | Qt::AlignRight, plot.caption);
    }
    // Instant markers: a downward triangle, or a flat-bottomed one spanning a merged run.
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const DrawList::Marker &m : list.markers) {
        const QRectF r(m.rect);
        const double half = DrawListBuilder::kMarkerPx / 2.0;
        const QPointF shape[] = { r.topLeft(), r.topRight(), QPointF(r.right() - half + 0.5, r.bottom()),
            QPointF(r.left() + half + 0.5, r.bottom()) };
        painter.setPen(QPen(palette.background, 1));
        painter.setBrush(QColor(m.color));
        painter.drawPolygon(shape, 4);
    }
    painter.setRenderHint(QPainter::Antialiasing, false);
    paintArrows(painter, list);
    m_criticalPaths.layout(*m_tracks, currentRequest());
    m_criticalPaths.paint(painter, palette, QRect(0, kRulerHeight, all.width(), all.height() - kRulerHeight));
    paintOverlays(painter);
    painter.restore();
    paintRuler(painter);
}

void TimelineView::paintArrows(QPainter &painter, const DrawList &list)
{
    if (list.arrows.empty() && list.hiddenArrows == 0)
        return;
    const TimelinePalette &palette = m_builder.palette();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const DrawList::Arrow &arrow : list.arrows) {
        QColor color = palette.arrow;
        if (!arrow.selected)
            color.setAlpha(150);
        painter.setPen(QPen(color, arrow.selected ? 2.0 : 1.0));
        painter.drawLine(arrow.from, arrow.to);
        // Arrow head at the GPU end.
        const QPointF d = arrow.to - arrow.from;
        const double len = std::hypot(d.x(), d.y());
        if (len < 1)
            continue;
        const QPointF u = d / len, n(-u.y(), u.x());
        const QPointF head[3] = { arrow.to, arrow.to - u * 7 + n * 3.5, arrow.to - u * 7 - n * 3.5 };
        painter.setBrush(color);
        painter.drawPolygon(head, 3);
    }
    painter.restore();
    if (list.hiddenArrows > 0) {
        painter.setPen(palette.text);
        painter.drawText(QRect(4, kRulerHeight + 2, viewport()->width() - 8, 16),
            Qt::AlignRight | Qt::AlignTop,
            tr("%1 more launch arrows hidden").arg(formatCount(list.hiddenArrows)));
    }
}

void TimelineView::setMarker(std::optional<int64_t> ns, const QString &label)
{
    m_marker = ns;
    m_markerLabel = label;
    viewport()->update();
}

void TimelineView::setCriticalPaths(CriticalPathPairPtr paths)
{
    m_criticalPaths.setPaths(std::move(paths), m_profile.get());
    viewport()->update();
}

void TimelineView::paintOverlays(QPainter &painter)
{
    const TimelinePalette &palette = m_builder.palette();
    painter.setBrush(Qt::NoBrush);
    if (m_hovered.isValid() && !(m_hovered == m_selected)) {
        painter.setPen(QPen(palette.hover, 1));
        painter.drawRect(eventRect(m_hovered).adjusted(0, 0, -1, -1));
    }
    if (m_selected.isValid()) {
        const QRectF r = eventRect(m_selected);
        if (!r.isEmpty()) {
            painter.setPen(QPen(palette.selection, 2));
            painter.drawRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
        }
    }
    if (m_marker) {
        const double x = m_axis.toX(*m_marker);
        painter.setPen(QPen(palette.selection, 2, Qt::DashLine));
        painter.drawLine(QPointF(x, kRulerHeight), QPointF(x, viewport()->height()));
        if (!m_markerLabel.isEmpty()) {
            const QRect textRect = fontMetrics().boundingRect(m_markerLabel).adjusted(-4, -2, 4, 2);
            const QRect box(int(x) + 4, kRulerHeight + 4, textRect.width(), textRect.height());
            painter.fillRect(box, palette.background);
            painter.setPen(palette.text);
            painter.drawText(box, Qt::AlignCenter, m_markerLabel);
        }
    }
    if (m_measure) {
        const double x0 = m_axis.toX(m_measure->first), x1 = m_axis.toX(m_measure->second);
        const QRectF band(x0, kRulerHeight, std::max(1.0, x1 - x0), viewport()->height() - kRulerHeight);
        painter.fillRect(band, palette.measure);
        painter.setPen(palette.counterLine);
        painter.drawLine(QPointF(x0, kRulerHeight), QPointF(x0, viewport()->height()));
        painter.drawLine(QPointF(x1, kRulerHeight), QPointF(x1, viewport()->height()));
        const QString text = formatDuration(m_measure->second - m_measure->first);
        const QRect textRect = fontMetrics().boundingRect(text).adjusted(-4, -2, 4, 2);
        const QRect box(
            int((x0 + x1) / 2 - textRect.width() / 2), kRulerHeight + 4, textRect.width(), textRect.height());
        painter.fillRect(box, palette.background);
        painter.setPen(palette.text);
        painter.drawText(box, Qt::AlignCenter, text);
    }
}

void TimelineView::paintRuler(QPainter &painter)
{
    const TimelinePalette &palette = m_builder.palette();
    const int width = viewport()->width();
    painter.fillRect(QRect(0, 0, width, kRulerHeight), palette.ruler);
    painter.setPen(palette.gridLine);
    painter.drawLine(0, kRulerHeight - 1, width, kRulerHeight - 1);
    const int64_t origin = m_profile ? m_profile->job().originAbsNs : 0;
    const QVector<RulerTick> ticks = rulerTicks(m_axis, width, 110.0, m_wallClock, origin);
    for (const RulerTick &tick : ticks) {
        const int x = int(std::floor(tick.x));
        if (tick.label.isEmpty()) {
            painter.setPen(palette.gridLine);
            painter.drawLine(x, kRulerHeight - 5, x, kRulerHeight - 1);
        } else {
            painter.setPen(palette.dimText);
            painter.drawLine(x, 4, x, kRulerHeight - 1);
            painter.setPen(palette.text);
            painter.drawText(
                QRect(x + 3, 0, 200, kRulerHeight - 4), Qt::AlignVCenter | Qt::AlignLeft, tick.label);
        }
    }
}

void TimelineView::paintEvent(QPaintEvent *)
{
    QElapsedTimer timer;
    timer.start();
    QPainter painter(viewport());
    render(painter);
    m_lastPaintNs = timer.nsecsElapsed();
    if (m_lastPaintNs > kSlowPaintNs)
        qCInfo(lcTimelinePaint) << "slow timeline paint:" << m_lastPaintNs / 1000000.0 << "ms";
    Q_EMIT painted(m_lastPaintNs);
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ShiftModifier) {
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y() / 2);
    } else if (delta.x() != 0 && std::abs(delta.x()) > std::abs(delta.y())) {
        panBy(-delta.x() / 120.0 * viewport()->width() * 0.1);
    } else if (delta.y() != 0) {
        zoomBy(std::pow(kWheelZoomPerStep, delta.y() / 120.0), event->position().x());
    }
    event->accept();
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QAbstractScrollArea::mousePressEvent(event);
        return;
    }
    m_pressPos = m_lastPos = event->position().toPoint();
    if (event->modifiers() & Qt::ShiftModifier) {
        m_drag = Drag::Measure;
        m_measureAnchorNs = m_axis.toNs(m_pressPos.x());
        m_measure = std::make_pair(m_measureAnchorNs, m_measureAnchorNs);
        viewport()->update();
    } else {
        m_drag = Drag::Pending;
    }
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_drag == Drag::Pending && (pos - m_pressPos).manhattanLength() >= kDragThresholdPx) {
        m_drag = Drag::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
    }
    if (m_drag == Drag::Pan) {
        const QPoint d = pos - m_lastPos;
        if (d.x() != 0)
            panBy(-d.x());
        if (d.y() != 0)
            verticalScrollBar()->setValue(verticalScrollBar()->value() - d.y());
    } else if (m_drag == Drag::Measure) {
        const int64_t t = m_axis.toNs(pos.x());
        m_measure = std::minmax(m_measureAnchorNs, t);
        viewport()->update();
    } else if (m_drag == Drag::None && m_profile) {
        const EventId hovered = hitAt(pos).event;
        if (!(hovered == m_hovered)) {
            m_hovered = hovered;
            viewport()->update();
        }
    }
    m_lastPos = pos;
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const Drag drag = m_drag;
    m_drag = Drag::None;
    viewport()->unsetCursor();
    if (drag == Drag::Measure && m_measure) {
        if (m_measure->second > m_measure->first)
            Q_EMIT measureChanged(m_measure->first, m_measure->second);
        else
            m_measure.reset();
        viewport()->update();
        return;
    }
    if (drag != Drag::Pending || !m_profile)
        return;
    const HitResult hit = hitAt(event->position().toPoint());
    if (hit.block) {
        // Clicking a merged block zooms into it.
        zoomToRange(hit.block->fromNs, hit.block->toNs);
        return;
    }
    Q_EMIT eventClicked(hit.event);
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const HitResult hit = hitAt(event->position().toPoint());
    if (hit.event.isValid())
        revealEvent(hit.event, true);
}

QList<std::pair<QString, QString>> TimelineView::keyHelp()
{
    return {
        { tr("Timeline: zoom in"), tr("W, +") },
        { tr("Timeline: zoom out"), tr("S, -") },
        { tr("Timeline: pan left / right"), tr("A, Left / D, Right") },
        { tr("Timeline: scroll the rows"), tr("Up / Down") },
        { tr("Timeline: show the whole job"), tr("Home") },
        { tr("Timeline: zoom to the selection (or the measured range)"), tr("F") },
        { tr("Timeline: measure a range"), tr("Shift+drag") },
        { tr("Timeline: clear the measured range"), tr("Esc") },
        { tr("Timeline: pan"), tr("drag") },
    };
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    const double width = viewport()->width();
    const QPoint cursor = viewport()->mapFromGlobal(QCursor::pos());
    const double anchor = viewport()->rect().contains(cursor) ? cursor.x() : width / 2;
    switch (event->key()) {
    case Qt::Key_W:
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomBy(kKeyZoom, anchor);
        break;
    case Qt::Key_S:
    case Qt::Key_Minus:
        zoomBy(1.0 / kKeyZoom, anchor);
        break;
    case Qt::Key_A:
    case Qt::Key_Left:
        panBy(-width * kKeyPanFraction);
        break;
    case Qt::Key_D:
    case Qt::Key_Right:
        panBy(width * kKeyPanFraction);
        break;
    case Qt::Key_Up:
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepSub);
        break;
    case Qt::Key_Down:
        verticalScrollBar()->triggerAction(QAbstractSlider::SliderSingleStepAdd);
        break;
    case Qt::Key_Home:
        fitAll();
        break;
    case Qt::Key_F:
        if (m_selected.isValid())
            revealEvent(m_selected, true);
        else if (m_measure)
            zoomToRange(m_measure->first, m_measure->second);
        break;
    case Qt::Key_Escape:
        clearMeasure();
        break;
    default:
        QAbstractScrollArea::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool TimelineView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_profile) {
        auto *help = static_cast<QHelpEvent *>(event);
        const HitResult hit = hitAt(help->pos());
        QString text;
        if (hit.marker) {
            const InstantTable &in = m_profile->instants();
            text = m_builder.nameOf(in.name[hit.marker->first]);
            if (hit.marker->count > 1)
                text = tr("%1 instant events merged\nfirst: %2").arg(formatCount(hit.marker->count), text);
        } else if (hit.block) {
            text = tr("%1 events merged\n%2\nclick to zoom in")
                       .arg(formatCount(hit.block->count),
                           formatDuration(hit.block->toNs - hit.block->fromNs));
        } else if (hit.event.isValid()) {
            const SliceTable &s = m_profile->slices();
            text = m_builder.nameOf(s.name[hit.event.value]) + QLatin1Char('\n')
                + formatDuration(s.dur[hit.event.value]);
        } else if (hit.layoutRow >= 0) {
            const TrackRow &row = m_tracks->node(m_tracks->layout()[size_t(hit.layoutRow)].node);
            const int64_t t = m_axis.toNs(help->pos().x());
            if (row.kind == RowKind::GpuMemory && m_tracks->memory()
                && row.memory < m_tracks->memory()->devices.size())
                text = memoryToolTip(m_tracks->memory()->devices[row.memory], row.reserved, t);
            else if (row.kind == RowKind::IdleBand && m_tracks->gpuTime())
                text = idleToolTip(
                    *m_profile, *m_tracks->gpuTime(), row.gpuTimeDevice, t, int64_t(2.0 / m_axis.pxPerNs));
        }
        if (const CriticalPathOverlay::Box *box = m_criticalPaths.boxAt(help->pos())) {
            const QString path = m_criticalPaths.toolTip(*box);
            text = text.isEmpty() ? path : path + QStringLiteral("\n\n") + text;
        }
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, viewport());
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

} // namespace stepline
