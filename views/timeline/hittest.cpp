#include "hittest.h"

#include <cstdlib>

namespace stepline {

namespace {

// Nearest slice of one lane to tNs within tolNs; containing slices have distance 0.
void nearestInLane(const Profile &profile, TrackId track, uint16_t depth, int64_t tNs, int64_t tolNs,
    EventId *best, int64_t *bestDistance)
{
    const Profile::Range r = profile.visibleRange(track, depth, tNs - tolNs, tNs + tolNs);
    const SliceTable &s = profile.slices();
    for (uint32_t i = r.begin; i < r.end; ++i) {
        const int64_t distance = tNs < s.ts[i] ? s.ts[i] - tNs : (tNs > s.end(i) ? tNs - s.end(i) : 0);
        if (distance < *bestDistance || (distance == *bestDistance && distance == 0)) {
            *best = EventId(i);
            *bestDistance = distance;
        }
    }
}

} // namespace

HitResult hitTest(const Profile &profile, const TrackTreeModel &tracks, const DrawRequest &request,
    const DrawList *list, QPoint pos, double tolerancePx)
{
    using namespace rowmetrics;
    HitResult hit;
    if (pos.y() < request.rowsTopPx || pos.x() < 0 || pos.x() >= request.widthPx)
        return hit;
    const int contentY = pos.y() - request.rowsTopPx + request.scrollY;
    hit.layoutRow = tracks.layoutRowAt(contentY);
    if (hit.layoutRow < 0)
        return hit;
    if (list) {
        hit.marker = list->markerAt(pos);
        if (hit.marker)
            return hit;
        hit.block = list->blockAt(pos);
        if (hit.block)
            return hit;
    }
    const RowLayout &row = tracks.layout()[size_t(hit.layoutRow)];
    const TrackRow &node = tracks.node(row.node);
    const int64_t tNs = request.axis.toNs(pos.x());
    const int64_t tolNs = std::max<int64_t>(0, int64_t(tolerancePx / request.axis.pxPerNs));
    int64_t bestDistance = tolNs + 1;
    const int inRow = contentY - row.y - kRowPadding;
    if (inRow < 0)
        return hit;
    const int depth = inRow / kLaneHeight;
    if (node.track.isValid()) {
        if (depth < profile.depthCount(node.track))
            nearestInLane(profile, node.track, uint16_t(depth), tNs, tolNs, &hit.event, &bestDistance);
    } else if (row.collapsedGroup && depth == 0) {
        for (TrackId t : node.tracksBelow)
            nearestInLane(profile, t, 0, tNs, tolNs, &hit.event, &bestDistance);
    }
    return hit;
}

} // namespace stepline
