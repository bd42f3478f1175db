#include "profilebuilder.h"
#include "profilebuilderparallel.h"

#include <algorithm>
#include <limits>
#include <numeric>
#include <thread>

namespace stepline {

using detail::moveAppend;
using detail::twoThreadsFor;

void ProfileBuilder::absorb(ProfileBuilder &&other)
{
    std::vector<ProfileBuilder *> others { &other };
    absorbAll(others, nullptr);
}

namespace {
// Where one absorbed builder's ids land in the receiving one.
struct AbsorbBases
{
    std::vector<StringId> stringMap;
    uint32_t rankBase = 0, trackBase = 0, argBase = 0, sliceBase = 0, seriesBase = 0;
};
} // namespace

// Two passes. The first, in order, takes everything small whose ids are assigned as it goes
// (strings, ranks, processes, tracks, arg blocks, counter series, warnings) and notes each
// builder's id bases. The second copies the big per-event lists, whose destinations are then
// fixed: the columns are split into two groups, each group appended rank after rank by one
// thread, so both threads produce exactly what one would, and each frees its own columns of a
// rank as soon as they are copied (the peak stays that of absorbing one builder at a time).
void ProfileBuilder::absorbAll(const std::vector<ProfileBuilder *> &others, void (*released)())
{
    if (others.empty())
        return;
    Profile &me = *m_profile;
    std::vector<AbsorbBases> bases(others.size());
    size_t sliceTotal = me.m_slices.size(), correlationTotal = m_correlations.size();
    size_t externalTotal = m_externalIds.size(), flowPointTotal = m_flowPoints.size();
    size_t flowTotal = m_flows.size();
    for (size_t k = 0; k < others.size(); ++k) {
        ProfileBuilder &other = *others[k];
        Profile &them = *other.m_profile;
        AbsorbBases &b = bases[k];
        b.stringMap.resize(them.m_strings.size());
        for (uint32_t i = 0; i < them.m_strings.size(); ++i)
            b.stringMap[i] = me.m_strings.intern(them.m_strings.view(StringId(i)));
        them.m_strings = StringPool();
        auto mapString = [&b](StringId s) { return b.stringMap[s.value]; };

        b.rankBase = uint32_t(me.m_ranks.size());
        for (RankInfo &r : them.m_ranks)
            me.m_ranks.push_back(std::move(r));

        const uint32_t processBase = uint32_t(me.m_processes.size());
        for (Process p : them.m_processes) {
            p.rank += b.rankBase;
            p.pidText = mapString(p.pidText);
            p.name = mapString(p.name);
            p.labels = mapString(p.labels);
            me.m_processes.push_back(p);
            m_processLookup.emplace(
                TripleKey { p.rank, p.pid, p.pidText.value }, uint32_t(me.m_processes.size() - 1));
        }
        b.trackBase = uint32_t(me.m_tracks.size());
        for (Track t : them.m_tracks) {
            t.process = ProcessId(t.process.value + processBase);
            t.rank += b.rankBase;
            t.tidText = mapString(t.tidText);
            t.name = mapString(t.name);
            me.m_tracks.push_back(t);
            m_trackLookup.emplace(
                TripleKey { t.process.value, t.tid, uint32_t(t.kind) | (t.tidText.value << 2) },
                uint32_t(me.m_tracks.size() - 1));
        }

        // Args: seal both stores and append the other's blocks; ids shift by a constant.
        them.m_args.seal();
        me.m_args.seal();
        b.argBase = me.m_args.count();
        me.m_args.absorb(std::move(them.m_args));

        b.seriesBase = uint32_t(me.m_counters.series.size());
        for (CounterSeries s : them.m_counters.series) {
            s.rank += b.rankBase;
            s.process = ProcessId(s.process.value + processBase);
            s.name = mapString(s.name);
            me.m_counters.series.push_back(s);
            m_counterLookup.emplace(TripleKey { s.process.value, int64_t(s.name.value), s.rank },
                uint32_t(me.m_counters.series.size() - 1));
        }

        for (auto &[kind, entry] : them.m_report.entries()) {
            for (size_t i = 0; i < entry.first.size(); ++i)
                me.m_report.add(kind, entry.first[i].rank + b.rankBase, entry.first[i].byteOffset,
                    i + 1 == entry.first.size() ? entry.count - i : 1);
        }

        b.sliceBase = uint32_t(sliceTotal);
        sliceTotal += them.m_slices.size();
        correlationTotal += other.m_correlations.size();
        externalTotal += other.m_externalIds.size();
        flowPointTotal += other.m_flowPoints.size();
        flowTotal += other.m_flows.size();
    }

    SliceTable &dst = me.m_slices;
    // Reserving what the caller has not: a growing column would be copied again and again.
    dst.reserve(sliceTotal);
    m_correlations.reserve(correlationTotal);
    m_externalIds.reserve(externalTotal);
    m_flowPoints.reserve(flowPointTotal);
    m_flows.reserve(flowTotal);

    // Times, tracks, kinds and link keys.
    auto firstGroup = [&] {
        for (size_t k = 0; k < others.size(); ++k) {
            ProfileBuilder &other = *others[k];
            SliceTable &src = other.m_profile->m_slices;
            const AbsorbBases &b = bases[k];
            moveAppend(dst.ts, src.ts);
            moveAppend(dst.dur, src.dur);
            moveAppend(dst.kind, src.kind);
            moveAppend(dst.track, src.track, [&](TrackId t) { return TrackId(t.value + b.trackBase); });
            moveAppend(m_correlations, other.m_correlations, [&](const LinkKey &l) {
                return LinkKey { l.rank + b.rankBase, l.slice + b.sliceBase, l.key, l.byteOffset };
            });
            moveAppend(m_externalIds, other.m_externalIds, [&](const LinkKey &l) {
                return LinkKey { l.rank + b.rankBase, l.slice + b.sliceBase, l.key, l.byteOffset };
            });
        }
    };
    // Names, categories, args, instants, counter samples and flows; the caller's release hook
    // runs after each builder, from this thread only.
    auto secondGroup = [&] {
        for (size_t k = 0; k < others.size(); ++k) {
            ProfileBuilder &other = *others[k];
            Profile &them = *other.m_profile;
            SliceTable &src = them.m_slices;
            const AbsorbBases &b = bases[k];
            auto mapString = [&b](StringId s) { return b.stringMap[s.value]; };
            moveAppend(dst.name, src.name, mapString);
            moveAppend(dst.category, src.category, mapString);
            moveAppend(dst.args, src.args,
                [&](ArgSetId a) { return a.isValid() ? ArgSetId(a.value + b.argBase) : ArgSetId(); });

            InstantTable &isrc = them.m_instants;
            for (size_t i = 0; i < isrc.size(); ++i) {
                addInstant(TrackId(isrc.track[i].value + b.trackBase), isrc.ts[i], mapString(isrc.name[i]),
                    mapString(isrc.category[i]), isrc.scope[i],
                    isrc.args[i].isValid() ? ArgSetId(isrc.args[i].value + b.argBase) : ArgSetId());
            }
            isrc = InstantTable();
            moveAppend(m_counterSamples, other.m_counterSamples, [&](const CounterSample &c) {
                return CounterSample { c.series + b.seriesBase, c.tsNs, c.value };
            });
            for (FlowPoint p : other.m_flowPoints) {
                p.rank += b.rankBase;
                p.track = TrackId(p.track.value + b.trackBase);
                p.category = mapString(p.category);
                m_flowPoints.push_back(p);
            }
            std::vector<FlowPoint>().swap(other.m_flowPoints);
            moveAppend(m_flows, other.m_flows, [&](const PendingFlow &f) {
                return PendingFlow { f.from + b.sliceBase, f.to + b.sliceBase, f.kind };
            });
            if (released)
                released();
        }
    };
    detail::runBoth(sliceTotal - bases.front().sliceBase, firstGroup, secondGroup);
    for (ProfileBuilder *other : others)
        *other = ProfileBuilder();
    if (released)
        released();
}

// Orders slices by (track, ts, longer first), assigns depth and parent with one stack per track,
// then regroups each track by depth. A slice that starts inside the open slice but ends after it
// (a partial overlap: GPU sync events, ROCm overruns, annotations widened by Kineto) still goes
// one level deeper, so no two slices of one depth ever overlap; it gets no parent and is counted
// as a lane split.

} // namespace stepline
