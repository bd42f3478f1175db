#pragma once

#include "common/criticalpaths.h"
#include "drawlist.h"
#include "timelinepalette.h"
#include "tracktreemodel.h"

#include <QRectF>
#include <QStringList>

#include <array>
#include <cstdint>
#include <vector>

class QPainter;

namespace stepline {

// The What-if panel's critical paths drawn over the timeline: each segment an outlined box on the
// lane of its event's row (a segment without an event: the rank's first GPU row), in its class's
// colour. The measured run is drawn solid, the scenario's path (predicted times) dashed and inset,
// so the two read apart where they overlap; a thin line joins consecutive segments on different
// rows, and a legend names the step, the runs and the classes.
//
// Level of detail: the segments of a path follow each other in time, so the visible ones are found
// with one binary search and walked until the right edge. Consecutive segments on one lane that are
// narrower than kMergePx together become one box (coloured by the longest). Boxes go into member
// buffers that keep their capacity, so a paint allocates nothing per segment.
class CriticalPathOverlay
{
public:
    static constexpr double kMergePx = 3.0;
    enum class Run : uint8_t { Measured, Scenario };
    static constexpr size_t kRuns = 2;

    struct Segment
    {
        int64_t startNs = 0;
        int64_t endNs = 0;
        EventId event; // may be none
        TrackId track; // the event's track (none without an event)
        uint32_t rankIndex = 0;
        WhatIfClass cls = WhatIfClass::Compute;
    };
    struct Box
    {
        QRectF rect;
        Run run = Run::Measured;
        WhatIfClass cls = WhatIfClass::Compute;
        uint32_t first = 0; // index of its first segment in segments(run)
        uint32_t count = 0; // segments merged into it
    };

    // paths: null or with neither path available clears; profile: the one the paths were computed on.
    void setPaths(CriticalPathPairPtr paths, const Profile *profile);
    void clear() { setPaths(nullptr, nullptr); }
    bool isEmpty() const { return !m_paths; }
    const CriticalPathPairPtr &paths() const { return m_paths; }
    const std::vector<Segment> &segments(Run run) const { return m_segments[size_t(run)]; }
    // The rows moved (expansion, filters): the cached row of each rank is stale.
    void rowsChanged() { m_rankRowValid = false; }

    // Lays out the boxes for a request (paint calls it; tests read boxes() after it).
    void layout(const TrackTreeModel &tracks, const DrawRequest &request);
    const std::vector<Box> &boxes() const { return m_boxes; }
    // Paints the boxes of the last layout() and the legend (in the rows area, bottom right).
    void paint(QPainter &painter, const TimelinePalette &palette, const QRect &rowsArea);
    // The box under a viewport point (the last layout), or null; the text of its tooltip.
    const Box *boxAt(QPointF pos) const;
    QString toolTip(const Box &box) const;

private:
    int layoutRowOf(const TrackTreeModel &tracks, const Segment &segment);
    void paintLegend(QPainter &painter, const TimelinePalette &palette, const QRect &rowsArea);

    CriticalPathPairPtr m_paths;
    const Profile *m_profile = nullptr;
    std::array<std::vector<Segment>, kRuns> m_segments;
    std::array<bool, kWhatIfClassCount> m_classesShown {};
    // Per rank index: the layout row of its first GPU (or process) row, -1 when none is shown.
    std::vector<int> m_rankRow;
    bool m_rankRowValid = false;
    // Per-paint buffers (capacity kept).
    std::vector<Box> m_boxes;
    std::vector<QLineF> m_links[kRuns];
};

} // namespace stepline
