#pragma once

#include "drawlist.h"

namespace stepline {

struct HitResult
{
    EventId event; // the slice under the point, if any
    const DrawList::MergedBlock *block = nullptr; // or the merged block under it
    const DrawList::Marker *marker = nullptr; // or an instant marker (drawn on top, so first)
    int layoutRow = -1; // the row under the point
};

// What lies under a viewport point. Slices are found with the model's range queries (a tolerance
// of toleranceP px around the time under x, nearest slice wins); only merged blocks come from the
// draw list, because they exist only as pixels.
HitResult hitTest(const Profile &profile, const TrackTreeModel &tracks, const DrawRequest &request,
    const DrawList *list, QPoint pos, double tolerancePx = 2.0);

} // namespace stepline
