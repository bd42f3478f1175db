#pragma once

#include "criticalpathoverlay.h"
#include "drawlist.h"
#include "hittest.h"

#include <QAbstractScrollArea>
#include <QElapsedTimer>

#include <optional>

namespace stepline {

// The one custom-painted timeline: every visible row of the TrackTreeModel in a single viewport
// under a time ruler. Painting has two phases (STYLE.md section 5): the DrawListBuilder turns
// (axis, width, scroll, expansion, search, arrows) into a DrawList, cached until one of those
// changes; paintEvent only replays it (fillRect/drawRects, antialiasing off) and adds overlays
// (selection, hover, measure range) that never invalidate it.
class TimelineView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    static constexpr int kRulerHeight = 26;

    explicit TimelineView(TrackTreeModel *tracks, QWidget *parent = nullptr);

    void setProfile(ProfilePtr profile);
    const ProfilePtr &profile() const { return m_profile; }

    const TimeAxis &axis() const { return m_axis; }
    void setAxis(const TimeAxis &axis);
    // Shows [fromNs, toNs] with a small margin on both sides.
    void zoomToRange(int64_t fromNs, int64_t toNs);
    void fitAll();
    void zoomBy(double factor, double anchorX);
    void panBy(double dxPx);
    // Scrolls vertically so the event's row is visible; zooms out/pans when it is off-screen.
    void revealEvent(EventId event, bool zoomToIt);

    EventId selectedEvent() const { return m_selected; }
    void setSelectedEvent(EventId event);
    void setNameMatches(const std::vector<uint8_t> *matches); // nullptr = no search
    void setShowAllArrows(bool show);
    bool showAllArrows() const { return m_allArrows; }
    void setDarkPalette(bool dark);
    void setWallClock(bool wallClock);
    bool wallClock() const { return m_wallClock; }

    // The current measure range (shift-drag), if any.
    std::optional<std::pair<int64_t, int64_t>> measureRange() const { return m_measure; }
    void clearMeasure();
    // A labelled vertical line at one time (the last arrival of a collective); nullopt clears it.
    void setMarker(std::optional<int64_t> ns, const QString &label = QString());
    std::optional<int64_t> marker() const { return m_marker; }
    // The What-if panel's critical paths (measured and one scenario) drawn over the rows; null clears.
    void setCriticalPaths(CriticalPathPairPtr paths);
    const CriticalPathOverlay &criticalPaths() const { return m_criticalPaths; }

    // The keys and mouse gestures keyPressEvent() and the mouse handlers act on, as (what, keys)
    // for the "?" panel; kept beside them so the list follows the bindings.
    static QList<std::pair<QString, QString>> keyHelp();

    // For tests and the bench: the request for the current state and its draw list.
    DrawRequest currentRequest() const;
    const DrawList &drawList();
    // Drops the cached draw list (the bench forces a rebuild per frame).
    void invalidateDrawList() { invalidate(); }
    HitResult hitAt(QPoint viewportPos);
    DrawListBuilder &builder() { return m_builder; }
    qint64 lastPaintNs() const { return m_lastPaintNs; }
    qint64 lastBuildNs() const { return m_lastBuildNs; }
    // Renders the viewport (ruler + rows) into a painter; used by paintEvent and offscreen export.
    void render(QPainter &painter);

Q_SIGNALS:
    void eventClicked(stepline::EventId event);
    void axisChanged();
    void measureChanged(int64_t fromNs, int64_t toNs);
    void painted(qint64 ns);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool viewportEvent(QEvent *event) override;

private:
    void updateScrollRange();
    void invalidate();
    double minPxPerNs() const;
    void paintRuler(QPainter &painter);
    void paintOverlays(QPainter &painter);
    void paintArrows(QPainter &painter, const DrawList &list);
    QRectF eventRect(EventId event) const;

    TrackTreeModel *m_tracks;
    ProfilePtr m_profile;
    DrawListBuilder m_builder;
    TimeAxis m_axis;
    bool m_axisValid = false;
    // The range of the last zoomToRange(), kept until a user zoom or pan, so a jump asked for
    // before the first layout survives it.
    std::optional<std::pair<int64_t, int64_t>> m_requestedRange;
    DrawList m_list;
    std::optional<DrawRequest> m_listRequest; // what m_list was built for
    EventId m_selected;
    EventId m_hovered;
    const std::vector<uint8_t> *m_matches = nullptr;
    bool m_allArrows = false;
    bool m_wallClock = false;
    // Mouse state.
    enum class Drag { None, Pending, Pan, Measure };
    Drag m_drag = Drag::None;
    QPoint m_pressPos;
    QPoint m_lastPos;
    int64_t m_measureAnchorNs = 0;
    std::optional<std::pair<int64_t, int64_t>> m_measure;
    std::optional<int64_t> m_marker;
    QString m_markerLabel;
    CriticalPathOverlay m_criticalPaths;
    qint64 m_lastPaintNs = 0;
    qint64 m_lastBuildNs = 0;
};

} // namespace stepline
