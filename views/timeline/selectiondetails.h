#pragma once

#include "common/timeformat.h"

#include "profile.h"

#include <QString>

#include <vector>

namespace stepline {

class TrackTreeModel;

// Text for the "Current selection", "Connections" and measure panels; plain functions over the
// immutable profile so they are testable without widgets.

// Demangled C++ name (Itanium ABI) or the name unchanged.
QString demangledName(const QString &name);
// Duration minus the time covered by its direct children on the same track.
int64_t selfTimeNs(const Profile &profile, EventId event);
// "thread 12 (pid 3)", "stream 7 · GPU 0".
QString trackDescription(const Profile &profile, TrackId track);
// Rich text: name, demangled name, category, start, duration, self time, thread/stream, args.
QString selectionHtml(const Profile &profile, EventId event, bool wallClock, TimeUnit timeUnit);

struct Connection
{
    EventId event;
    QString text; // "launched by cudaLaunchKernel", "kernel: sgemm", "framework op: aten::mm"
};
// Its launch, or the kernels/memcpy it launched (Launch flows), its framework op or GPU ops
// (External flows), and other flows.
std::vector<Connection> connectionsOf(const Profile &profile, EventId event);

// Per visible track row: events intersecting [fromNs, toNs] and busy time (top-level slices
// clipped to the range).
struct RangeRow
{
    QString label;
    uint64_t events = 0;
    int64_t busyNs = 0;
};
std::vector<RangeRow> summarizeRange(
    const Profile &profile, const TrackTreeModel &tracks, int64_t fromNs, int64_t toNs);
QString rangeHtml(
    const Profile &profile, const TrackTreeModel &tracks, int64_t fromNs, int64_t toNs, TimeUnit timeUnit);

} // namespace stepline
