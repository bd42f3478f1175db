#include "profilebuilder.h"
#include "profilebuilderparallel.h"
#include "workerthread.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <numeric>

namespace stepline {

using detail::moveAppend;
using detail::twoThreadsFor;

namespace {
// Where one indexed builder's ids land in the job's.
struct RankBases
{
    std::vector<StringId> stringMap; // empty for the receiving builder: its ids stay
    uint32_t rankBase = 0, processBase = 0, trackBase = 0, argBase = 0, seriesBase = 0;
    uint32_t sliceBase = 0, depthBase = 0, flowBase = 0, sampleBase = 0;
};

// A builder's load report or the warnings of its own finalize passes, its ranks renumbered. Lane
// splits are one job-wide count in finalize(), so they are summed instead (when laneSplits).
void appendReport(LoadReport &to, const LoadReport &from, uint32_t rankBase, uint64_t *laneSplits)
{
    for (const auto &[kind, entry] : from.entries()) {
        if (kind == warning::kLaneSplit && laneSplits) {
            *laneSplits += entry.count;
            continue;
        }
        for (size_t i = 0; i < entry.first.size(); ++i)
            to.add(kind, entry.first[i].rank + rankBase, entry.first[i].byteOffset,
                i + 1 == entry.first.size() ? entry.count - i : 1);
    }
}
} // namespace

// finalize() of the whole job sorts slices by track (the ranks' tracks are numbered rank after
// rank), within a track by time with file order breaking ties, and links, binds and sorts flows
// per rank; flows and instants sort by slice and track, counters by series. So the job's columns
// are each builder's indexed columns one after the other, their ids shifted, and that is what is
// built here: the big per-builder passes run on two threads, each builder's temporaries are a
// fraction of the job's, and the concatenation subtracts the job's origin as it copies.
void ProfileBuilder::absorbRanks(const std::vector<ProfileBuilder *> &others, void (*released)())
{
    Profile &me = *m_profile;
    std::vector<RankBases> bases(others.size() + 1);
    std::vector<ProfileBuilder *> all { this };
    all.insert(all.end(), others.begin(), others.end());

    // Strings first, in rank order (each builder's strings in its own id order): flow chains are
    // ordered by their category's job id.
    for (size_t k = 1; k < all.size(); ++k) {
        const StringPool &theirs = all[k]->m_profile->m_strings;
        std::vector<StringId> &map = bases[k].stringMap;
        map.resize(theirs.size());
        for (uint32_t i = 0; i < theirs.size(); ++i)
            map[i] = me.m_strings.intern(theirs.view(StringId(i)));
    }

    // Arg ids shift by the count of the stores before; the stores are merged pairwise (A+B, C+D,
    // then AB+CD, ...): appending to one store rank after rank copies its growing id table each
    // time, which took a third of a second for a 10 M-event job.
    std::vector<uint32_t> argBase(all.size());
    for (size_t k = 1; k < all.size(); ++k)
        argBase[k] = argBase[k - 1] + all[k - 1]->m_profile->m_args.count();
    auto mergeArgs = [&all] {
        for (size_t step = 1; step < all.size(); step *= 2) {
            for (size_t i = 0; i + step < all.size(); i += 2 * step)
                all[i]->m_profile->m_args.absorb(std::move(all[i + step]->m_profile->m_args));
        }
    };

    // Then each builder on its own (its args untouched), and the arg stores beside them: a thread
    // takes the next piece of work when it is done with one, the biggest first.
    size_t sliceTotal = 0;
    for (ProfileBuilder *b : all)
        sliceTotal += b->sliceCount();
    std::vector<size_t> order(all.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
        [&all](size_t a, size_t b) { return all[a]->sliceCount() > all[b]->sliceCount(); });
    std::atomic<size_t> next { 0 };
    auto indexSome = [&] {
        for (size_t i = next.fetch_add(1); i <= order.size(); i = next.fetch_add(1)) {
            if (i == 0) {
                mergeArgs();
            } else {
                const size_t k = order[i - 1];
                all[k]->indexOwnEvents(k == 0 ? nullptr : &bases[k].stringMap);
            }
            if (released)
                released(); // the builder's old columns and temporaries
        }
    };
    if (twoThreadsFor(sliceTotal)) {
        WorkerThread helper(indexSome);
        indexSome();
        helper.join();
    } else {
        indexSome();
    }
    // The small tables in order, and each builder's bases.
    std::pair<int64_t, int64_t> span = m_span;
    size_t depthTotal = me.m_depthOffsets.size(), flowTotal = me.m_flows.size();
    size_t sampleTotal = me.m_counters.ts.size(), instantTotal = me.m_instants.size();
    sliceTotal = me.m_slices.size();
    for (size_t k = 1; k < all.size(); ++k) {
        ProfileBuilder &other = *all[k];
        Profile &them = *other.m_profile;
        RankBases &b = bases[k];
        them.m_strings = StringPool();
        auto mapString = [&b](StringId s) { return b.stringMap[s.value]; };
        span.first = std::min(span.first, other.m_span.first);
        span.second = std::max(span.second, other.m_span.second);

        b.rankBase = uint32_t(me.m_ranks.size());
        for (RankInfo &r : them.m_ranks)
            me.m_ranks.push_back(std::move(r));
        m_windowed.insert(m_windowed.end(), other.m_windowed.begin(), other.m_windowed.end());
        b.processBase = uint32_t(me.m_processes.size());
        for (Process p : them.m_processes) {
            p.rank += b.rankBase;
            p.pidText = mapString(p.pidText);
            p.name = mapString(p.name);
            p.labels = mapString(p.labels);
            me.m_processes.push_back(p);
        }
        b.sliceBase = uint32_t(sliceTotal);
        b.depthBase = uint32_t(depthTotal);
        b.trackBase = uint32_t(me.m_tracks.size());
        for (Track t : them.m_tracks) {
            t.process = ProcessId(t.process.value + b.processBase);
            t.rank += b.rankBase;
            t.tidText = mapString(t.tidText);
            t.name = mapString(t.name);
            t.sliceBegin += b.sliceBase;
            t.sliceEnd += b.sliceBase;
            t.depthBegin += b.depthBase;
            me.m_tracks.push_back(t);
        }
        b.argBase = argBase[k];
        b.sampleBase = uint32_t(sampleTotal);
        b.seriesBase = uint32_t(me.m_counters.series.size());
        for (CounterSeries s : them.m_counters.series) {
            s.rank += b.rankBase;
            s.process = ProcessId(s.process.value + b.processBase);
            s.name = mapString(s.name);
            if (s.begin != s.end) { // an empty series stays at 0, as finalize() leaves it
                s.begin += b.sampleBase;
                s.end += b.sampleBase;
            }
            me.m_counters.series.push_back(s);
        }
        appendReport(me.m_report, them.m_report, b.rankBase, nullptr);
        b.flowBase = uint32_t(flowTotal);
        sliceTotal += them.m_slices.size();
        depthTotal += them.m_depthOffsets.size();
        flowTotal += them.m_flows.size();
        sampleTotal += them.m_counters.ts.size();
        instantTotal += them.m_instants.size();
    }
    m_span = span;
    // The finalize warnings after every load warning, as when the job is finalized as a whole.
    uint64_t laneSplits = 0;
    for (size_t k = 0; k < all.size(); ++k) {
        appendReport(me.m_report, all[k]->m_indexReport, bases[k].rankBase, &laneSplits);
        all[k]->m_indexReport = LoadReport();
    }
    if (laneSplits)
        me.m_report.add(warning::kLaneSplit, 0, LoadReport::kNoOffset, laneSplits);

    int64_t origin = span.first;
    if (span.first > span.second)
        origin = 0;
    SliceTable &dst = me.m_slices;
    dst.reserve(sliceTotal);
    me.m_depthOffsets.reserve(depthTotal);
    FlowTable &flows = me.m_flows;
    flows.reserve(flowTotal);
    me.m_counters.ts.reserve(sampleTotal);
    me.m_counters.value.reserve(sampleTotal);

    // Two column groups, each copied builder after builder by one thread, which frees its columns
    // of a builder right after (the peak stays that of copying one builder at a time).
    auto firstGroup = [&] {
        for (int64_t &t : dst.ts)
            t -= origin;
        for (size_t k = 1; k < all.size(); ++k) {
            SliceTable &src = all[k]->m_profile->m_slices;
            const RankBases &b = bases[k];
            moveAppend(dst.ts, src.ts, [&](int64_t t) { return t - origin; });
            moveAppend(dst.dur, src.dur);
            moveAppend(dst.kind, src.kind);
            moveAppend(dst.depth, src.depth);
            moveAppend(dst.track, src.track, [&](TrackId t) { return TrackId(t.value + b.trackBase); });
            moveAppend(dst.parent, src.parent,
                [&](EventId e) { return e.isValid() ? EventId(e.value + b.sliceBase) : EventId(); });
        }
    };
    // Names, categories, args, depth offsets, instants, counter samples and flows; the caller's
    // release hook runs after each builder, from this thread only.
    auto secondGroup = [&] {
        InstantTable &instants = me.m_instants;
        for (int64_t &t : instants.ts)
            t -= origin;
        for (int64_t &t : me.m_counters.ts)
            t -= origin;
        instants.reserve(instantTotal);
        for (size_t k = 1; k < all.size(); ++k) {
            Profile &them = *all[k]->m_profile;
            SliceTable &src = them.m_slices;
            const RankBases &b = bases[k];
            auto mapString = [&b](StringId s) { return b.stringMap[s.value]; };
            auto mapArgs
                = [&b](ArgSetId a) { return a.isValid() ? ArgSetId(a.value + b.argBase) : ArgSetId(); };
            moveAppend(dst.name, src.name, mapString);
            moveAppend(dst.category, src.category, mapString);
            moveAppend(dst.args, src.args, [&](ArgSetId a) { return mapArgs(a); });
            moveAppend(me.m_depthOffsets, them.m_depthOffsets, [&](uint32_t d) { return d + b.sliceBase; });

            InstantTable &isrc = them.m_instants;
            for (size_t i = 0; i < isrc.size(); ++i)
                instants.append(isrc.ts[i] - origin, TrackId(isrc.track[i].value + b.trackBase),
                    mapString(isrc.name[i]), mapString(isrc.category[i]), mapArgs(isrc.args[i]),
                    isrc.scope[i]);
            isrc = InstantTable();
            CounterTable &csrc = them.m_counters;
            for (const int64_t t : csrc.ts)
                me.m_counters.ts.push_back(t - origin);
            me.m_counters.value.insert(me.m_counters.value.end(), csrc.value.begin(), csrc.value.end());
            csrc = CounterTable();

            FlowTable &fsrc = them.m_flows;
            for (size_t i = 0; i < fsrc.size(); ++i) {
                flows.from.push_back(EventId(fsrc.from[i].value + b.sliceBase));
                flows.to.push_back(EventId(fsrc.to[i].value + b.sliceBase));
                flows.byFrom.push_back(FlowId(fsrc.byFrom[i].value + b.flowBase));
                flows.byTo.push_back(FlowId(fsrc.byTo[i].value + b.flowBase));
            }
            flows.kind.insert(flows.kind.end(), fsrc.kind.begin(), fsrc.kind.end());
            fsrc = FlowTable();
            if (released)
                released();
        }
    };
    detail::runBoth(sliceTotal - me.m_slices.size(), firstGroup, secondGroup);
    for (ProfileBuilder *other : others)
        *other = ProfileBuilder();
}

} // namespace stepline
