#include "steplinereaderinternal.h"

#include "timerange.h"

namespace stepline::native {

bool Reader::validate()
{
    m_current = m_blocks.back();
    const Profile &p = *m_profile;
    const Counts &c = m_counts;
    const SliceTable &sl = p.slices();
    const InstantTable &in = p.instants();
    const CounterTable &co = p.counters();
    const FlowTable &fl = p.flows();
    const uint64_t allColumns[] = { sl.ts.size(), sl.dur.size(), sl.track.size(), sl.name.size(),
        sl.category.size(), sl.kind.size(), sl.depth.size(), sl.parent.size(), sl.args.size() };
    for (uint64_t size : allColumns) {
        if (size != c.slices)
            return damaged(LoadError::tr("a slice column has %1 rows instead of %2").arg(size).arg(c.slices));
    }
    const uint64_t instantColumns[] = { in.ts.size(), in.track.size(), in.name.size(), in.category.size(),
        in.args.size(), in.scope.size() };
    for (uint64_t size : instantColumns) {
        if (size != c.instants)
            return damaged(
                LoadError::tr("an instant column has %1 rows instead of %2").arg(size).arg(c.instants));
    }
    if (co.ts.size() != c.samples || co.value.size() != c.samples)
        return damaged(LoadError::tr("counter columns have the wrong length"));
    const uint64_t flowColumns[]
        = { fl.from.size(), fl.to.size(), fl.kind.size(), fl.byFrom.size(), fl.byTo.size() };
    for (uint64_t size : flowColumns) {
        if (size != c.flows)
            return damaged(LoadError::tr("a flow column has %1 rows instead of %2").arg(size).arg(c.flows));
    }
    if (p.strings().size() != c.strings)
        return damaged(LoadError::tr("%1 strings instead of %2").arg(p.strings().size()).arg(c.strings));
    const std::vector<uint32_t> &depthOffsets = ProfileSerializer::depthOffsets(p);
    if (depthOffsets.size() != c.depthOffsets)
        return damaged(LoadError::tr("depth offsets have the wrong length"));
    if (!ProfileSerializer::argStoreComplete(p.args()) || p.args().count() != c.args)
        return damaged(LoadError::tr("the args blocks do not cover every args id"));

    // Ids the model dereferences without checks: tracks, processes, ranks, strings, spans.
    auto badString = [&c](StringId id) { return id.value >= c.strings; };
    const uint64_t ranks = p.ranks().size();
    for (const Process &pr : p.processes()) {
        if (pr.rank >= ranks || badString(pr.pidText) || badString(pr.name) || badString(pr.labels))
            return damaged(LoadError::tr("a process refers to a missing rank or string"));
    }
    for (const Track &t : p.tracks()) {
        if (t.process.value >= p.processes().size() || t.rank >= ranks || badString(t.tidText)
            || badString(t.name) || t.sliceBegin > t.sliceEnd || t.sliceEnd > c.slices)
            return damaged(LoadError::tr("a track refers to a missing process, rank, string or slice"));
        if (t.depthCount > 0) {
            if (uint64_t(t.depthBegin) + t.depthCount >= depthOffsets.size())
                return damaged(LoadError::tr("a track's depths lie outside the depth table"));
            for (uint32_t d = t.depthBegin; d < t.depthBegin + t.depthCount; ++d) {
                if (depthOffsets[d] > depthOffsets[d + 1])
                    return damaged(LoadError::tr("a track's depth offsets go backwards"));
            }
        }
    }
    for (const CounterSeries &cs : co.series) {
        if (cs.rank >= ranks || (cs.process.isValid() && cs.process.value >= p.processes().size())
            || badString(cs.name) || cs.begin > cs.end || cs.end > c.samples)
            return damaged(LoadError::tr("a counter series refers to missing samples"));
    }
    for (size_t i = 0; i < sl.size(); ++i) {
        if (!sl.track[i].isValid() || (sl.parent[i].isValid() && sl.parent[i].value >= c.slices))
            return damaged(LoadError::tr("slice %1 has no track").arg(i));
    }
    for (size_t i = 0; i < in.size(); ++i) {
        if (!in.track[i].isValid())
            return damaged(LoadError::tr("instant %1 has no track").arg(i));
    }
    for (size_t i = 0; i < fl.size(); ++i) {
        if (!fl.from[i].isValid() || !fl.to[i].isValid() || !fl.byFrom[i].isValid() || !fl.byTo[i].isValid())
            return damaged(LoadError::tr("flow %1 has a missing end").arg(i));
    }
    // Times: what finalize() leaves (ns since the origin, inside the job's bounds, which the
    // loaders' time range keeps within kMaxSpanNs). Analyses add and subtract them freely, so a
    // file must not bring values whose sums would overflow.
    const int64_t start = p.startNs();
    const int64_t end = p.endNs();
    if (start < 0 || start > end || end > kMaxSpanNs || !isUsableTime(p.job().originAbsNs))
        return damaged(LoadError::tr("the job's time range is invalid"));
    for (size_t i = 0; i < sl.size(); ++i) {
        if (sl.ts[i] < start || sl.ts[i] > end || sl.dur[i] < 0 || sl.dur[i] > end - sl.ts[i])
            return damaged(LoadError::tr("slice %1 lies outside the job's time range").arg(i));
    }
    for (size_t i = 0; i < in.size(); ++i) {
        if (in.ts[i] < start || in.ts[i] > end)
            return damaged(LoadError::tr("instant %1 lies outside the job's time range").arg(i));
    }
    for (size_t i = 0; i < co.ts.size(); ++i) {
        if (co.ts[i] < start || co.ts[i] > end)
            return damaged(LoadError::tr("counter sample %1 lies outside the job's time range").arg(i));
    }
    return true;
}

} // namespace stepline::native
