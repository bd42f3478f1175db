#include "profile.h"

#include <algorithm>

namespace stepline {

Profile::Range Profile::depthRange(TrackId id, uint16_t depth) const
{
    const Track &t = m_tracks[id.value];
    if (depth >= t.depthCount)
        return {};
    return { m_depthOffsets[t.depthBegin + depth], m_depthOffsets[t.depthBegin + depth + 1] };
}

Profile::Range Profile::visibleRange(TrackId id, uint16_t depth, int64_t fromNs, int64_t toNs) const
{
    const Range all = depthRange(id, depth);
    if (all.empty() || fromNs > toNs)
        return { all.begin, all.begin };
    const auto tsBegin = m_slices.ts.begin();
    const auto durBegin = m_slices.dur.begin();
    // Ends are sorted within a depth (no overlaps), so the first visible slice is the first whose
    // end >= fromNs; the last is the last whose start <= toNs.
    uint32_t lo = all.begin, hi = all.end;
    while (lo < hi) {
        const uint32_t mid = lo + (hi - lo) / 2;
        if (tsBegin[mid] + durBegin[mid] < fromNs)
            lo = mid + 1;
        else
            hi = mid;
    }
    const auto last = std::upper_bound(tsBegin + lo, tsBegin + all.end, toNs);
    return { lo, uint32_t(last - tsBegin) };
}

EventId Profile::sliceAt(TrackId id, int64_t tsNs, bool nested) const
{
    const Track &t = m_tracks[id.value];
    EventId found;
    for (uint16_t d = 0; d < t.depthCount; ++d) {
        const Range r = visibleRange(id, d, tsNs, tsNs);
        if (r.empty()) {
            if (nested)
                break;
            continue;
        }
        found = EventId(r.end - 1); // on a shared boundary, prefer the slice that starts there
    }
    return found;
}

size_t Profile::modelBytes() const
{
    size_t bytes = m_slices.memoryBytes() + m_instants.memoryBytes() + m_counters.memoryBytes()
        + m_flows.memoryBytes() + m_args.memoryBytes() + m_depthOffsets.capacity() * sizeof(uint32_t)
        + m_tracks.capacity() * sizeof(Track) + m_processes.capacity() * sizeof(Process);
    for (const RankInfo &r : m_ranks)
        bytes
            += sizeof(RankInfo) + r.distributedInfoJson.size() + r.devices.size() * sizeof(DeviceProperties);
    return bytes;
}

} // namespace stepline
