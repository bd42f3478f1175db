#include "profilesubset.h"

#include "loadreport.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace stepline {

namespace {
// What a process and a track both carry besides their ids: name (mapped by str into the
// receiving pool), sort order and device.
template <typename Row, typename Str> void copyRowLabels(Row &dst, const Row &src, Str &str)
{
    dst.name = str(src.name);
    dst.sortIndex = src.sortIndex;
    dst.hasSortIndex = src.hasSortIndex;
    dst.device = src.device;
}
} // namespace

SubsetCounts copySubset(const Profile &in, const std::set<uint32_t> &keepRank,
    const std::optional<std::pair<int64_t, int64_t>> &absWindow, ProfileBuilder &out)
{
    SubsetCounts counts;
    const int64_t origin = in.job().originAbsNs;
    // Window in in's own time (ns since its origin).
    // Saturating: an open end (int64 min/max) stays open instead of wrapping around.
    auto relative = [origin](int64_t abs) {
        int64_t rel = 0;
        if (__builtin_sub_overflow(abs, origin, &rel))
            return abs < 0 ? std::numeric_limits<int64_t>::min() : std::numeric_limits<int64_t>::max();
        return rel;
    };
    const int64_t lo = absWindow ? relative(absWindow->first) : std::numeric_limits<int64_t>::min();
    const int64_t hi = absWindow ? relative(absWindow->second) : std::numeric_limits<int64_t>::max();
    auto rankKept = [&](uint32_t r) { return keepRank.empty() || keepRank.count(r) > 0; };

    std::vector<uint32_t> stringMap(in.strings().size(), ~0u);
    auto str = [&](StringId id) {
        uint32_t &m = stringMap[id.value];
        if (m == ~0u)
            m = out.strings().intern(in.str(id)).value;
        return StringId(m);
    };
    ArgStore::Reader args(in.args());
    auto argsOf = [&](ArgSetId id) { return id.isValid() ? out.args().append(args.raw(id)) : ArgSetId(); };

    std::vector<uint32_t> rankMap(in.ranks().size(), ~0u);
    for (uint32_t r = 0; r < in.ranks().size(); ++r) {
        if (rankKept(r))
            rankMap[r] = out.addRank(in.ranks()[r]);
    }
    std::vector<ProcessId> processMap(in.processes().size());
    for (uint32_t p = 0; p < in.processes().size(); ++p) {
        const Process &src = in.processes()[p];
        if (rankMap[src.rank] == ~0u)
            continue;
        const ProcessId id = out.process(rankMap[src.rank], src.pid, str(src.pidText));
        Process &dst = out.processAt(id);
        copyRowLabels(dst, src, str);
        dst.labels = str(src.labels);
        dst.isGpu = src.isGpu;
        processMap[p] = id;
    }
    std::vector<TrackId> trackMap(in.tracks().size());
    for (uint32_t t = 0; t < in.tracks().size(); ++t) {
        const Track &src = in.tracks()[t];
        if (!processMap[src.process.value].isValid())
            continue;
        const TrackId id = out.track(processMap[src.process.value], src.tid, src.kind, str(src.tidText));
        Track &dst = out.trackAt(id);
        copyRowLabels(dst, src, str);
        dst.stream = src.stream;
        trackMap[t] = id;
    }

    const SliceTable &s = in.slices();
    std::vector<uint32_t> sliceMap(s.size(), ~0u);
    for (size_t i = 0; i < s.size(); ++i) {
        const TrackId track = trackMap[s.track[i].value];
        if (!track.isValid())
            continue;
        if (s.ts[i] > hi || s.end(i) < lo) {
            ++counts.eventsLeftOut;
            continue;
        }
        sliceMap[i] = out.addSlice(track, s.ts[i] + origin, s.dur[i], str(s.name[i]), str(s.category[i]),
            s.kind[i], argsOf(s.args[i]));
        ++counts.eventsKept;
    }
    const FlowTable &f = in.flows();
    for (size_t i = 0; i < f.size(); ++i) {
        const uint32_t from = sliceMap[f.from[i].value], to = sliceMap[f.to[i].value];
        if (from != ~0u && to != ~0u)
            out.addFlow(from, to, f.kind[i]);
    }
    const InstantTable &inst = in.instants();
    for (size_t i = 0; i < inst.size(); ++i) {
        const TrackId track = trackMap[inst.track[i].value];
        if (!track.isValid())
            continue;
        if (inst.ts[i] > hi || inst.ts[i] < lo) {
            ++counts.eventsLeftOut;
            continue;
        }
        out.addInstant(track, inst.ts[i] + origin, str(inst.name[i]), str(inst.category[i]), inst.scope[i],
            argsOf(inst.args[i]));
        ++counts.eventsKept;
    }
    const CounterTable &c = in.counters();
    for (const CounterSeries &series : c.series) {
        if (rankMap[series.rank] == ~0u || !processMap[series.process.value].isValid())
            continue;
        const CounterId id
            = out.counterSeries(rankMap[series.rank], processMap[series.process.value], str(series.name));
        for (uint32_t k = series.begin; k < series.end; ++k) {
            if (c.ts[k] > hi || c.ts[k] < lo) {
                ++counts.eventsLeftOut;
                continue;
            }
            out.addCounterSample(id, c.ts[k] + origin, c.value[k]);
            ++counts.eventsKept;
        }
    }

    for (const auto &[kind, entry] : in.report().entries()) {
        if (kind == warning::kLaneSplit)
            continue;
        // Keep the count; keep the first places of kept ranks, renumbered.
        std::vector<LoadReport::Sample> kept;
        for (const LoadReport::Sample &sample : entry.first) {
            if (sample.rank < rankMap.size() && rankMap[sample.rank] != ~0u)
                kept.push_back({ rankMap[sample.rank], sample.byteOffset });
        }
        if (kept.empty()) {
            out.report().add(kind, 0, 0, entry.count);
            continue;
        }
        for (size_t k = 0; k < kept.size(); ++k)
            out.report().add(kind, kept[k].rank, kept[k].byteOffset,
                k + 1 < kept.size() ? 1 : entry.count - std::min<uint64_t>(entry.count, kept.size() - 1));
    }
    out.job() = in.job();
    if (absWindow) {
        // cProfile dumps cover a time range too: keep those overlapping the window.
        std::vector<PythonStatsFile> &stats = out.job().pythonStats;
        stats.erase(std::remove_if(stats.begin(), stats.end(),
                        [&](const PythonStatsFile &dump) {
                            return dump.startAbsNs > absWindow->second || dump.endAbsNs < absWindow->first;
                        }),
            stats.end());
    }
    return counts;
}

} // namespace stepline
