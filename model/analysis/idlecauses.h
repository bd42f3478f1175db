#pragma once

// What a launching thread was doing at each instant (the host half of METRICS.md "Why the GPU was
// idle"); used by gputime.cpp, not part of the public API.

#include "idlecause.h"
#include "ids.h"
#include "slicemerge.h"

#include <cstdint>
#include <vector>

namespace stepline::detail {

// Per host thread, built on first use: the thread's time cut into covered pieces labelled by the
// first matching rule (data_loader, sync, host_ops), adjacent equal labels merged. Time in no
// piece is host_other. Queries are binary searches, so devices and idle intervals may ask in any
// order.
class HostCauseIndex
{
public:
    explicit HostCauseIndex(const Profile &profile);

    // Calls emit(start, end, cause) for pieces tiling [from, to), in order.
    template <typename Emit> void attribute(TrackId thread, int64_t from, int64_t to, Emit &&emit)
    {
        if (to <= from)
            return;
        const Partition &p = partition(thread);
        const auto first = std::upper_bound(p.end.begin(), p.end.end(), from);
        int64_t pos = from;
        for (size_t i = size_t(first - p.end.begin()); i < p.end.size() && p.start[i] < to; ++i) {
            if (p.start[i] > pos) {
                emit(pos, p.start[i], IdleCause::HostOther);
                pos = p.start[i];
            }
            const int64_t e = std::min(to, p.end[i]);
            emit(pos, e, p.cause[i]);
            pos = e;
        }
        if (pos < to)
            emit(pos, to, IdleCause::HostOther);
    }

private:
    struct Partition
    {
        std::vector<int64_t> start;
        std::vector<int64_t> end;
        std::vector<IdleCause> cause;
    };
    const Partition &partition(TrackId thread);
    void build(TrackId thread, Partition *out);

    const Profile &m_profile;
    std::vector<int32_t> m_slotOfTrack; // -1: not built yet
    std::vector<Partition> m_partitions;
    std::vector<uint8_t> m_nameFlags; // per StringId: 0 unknown, else 1 | flags
    std::vector<SliceRun> m_runs;
    SliceMergeScratch m_scratch;
};

} // namespace stepline::detail
