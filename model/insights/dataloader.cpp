#include "dataloader.h"

#include "gputime.h"
#include "percentile.h"
#include "profile.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <string_view>

namespace stepline {

namespace {

bool containsNoCase(std::string_view s, std::string_view needle)
{
    const auto it = std::search(s.begin(), s.end(), needle.begin(), needle.end(), [](char a, char b) {
        return std::tolower(static_cast<unsigned char>(a)) == std::tolower(static_cast<unsigned char>(b));
    });
    return it != s.end();
}

std::string typeFromName(std::string_view name)
{
    if (containsNoCase(name, "MultiProcessing") || containsNoCase(name, "multi_process"))
        return "multi-process";
    if (containsNoCase(name, "SingleProcess") || containsNoCase(name, "single_process"))
        return "single-process";
    return "unknown";
}

std::vector<int64_t> durationsOf(const std::vector<DataLoaderSpan> &spans)
{
    std::vector<int64_t> d;
    d.reserve(spans.size());
    for (const DataLoaderSpan &s : spans)
        d.push_back(s.durNs);
    return d;
}

} // namespace

DurationStats durationStats(const std::vector<int64_t> &durations)
{
    DurationStats st;
    st.count = durations.size();
    if (durations.empty())
        return st;
    std::vector<int64_t> sorted = durations;
    std::sort(sorted.begin(), sorted.end());
    st.medianNs = percentileNsOfSorted(sorted, 0.5);
    st.maxNs = sorted.back();
    for (size_t i = 0; i < durations.size(); ++i)
        if (durations[i] > 2 * st.medianNs)
            st.outliers.push_back(i);
    return st;
}

DataLoaderAnalysis analyzeDataLoader(const Profile &profile, const Scope &scope)
{
    DataLoaderAnalysis a;
    const ScopeFilter filter(profile, scope);
    const SliceTable &t = profile.slices();
    const auto &ranks = profile.ranks();

    // Worker threads: name contains "worker".
    std::vector<char> isWorker(profile.tracks().size(), 0);
    for (uint32_t ti = 0; ti < profile.tracks().size(); ++ti) {
        const Track &track = profile.tracks()[ti];
        if (track.kind != TrackKind::CpuThread || !filter.includesRank(track.rank)
            || track.sliceBegin == track.sliceEnd)
            continue;
        const std::string_view name = profile.str(track.name);
        if (!containsNoCase(name, "worker"))
            continue;
        isWorker[ti] = 1;
        DataLoaderSpan w;
        w.rankIndex = track.rank;
        w.rank = ranks[track.rank].rank;
        w.track = ti;
        int64_t lo = t.ts[track.sliceBegin];
        int64_t hi = lo;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            lo = std::min(lo, t.ts[i]);
            hi = std::max(hi, t.end(i));
        }
        w.tsNs = lo;
        w.durNs = hi - lo;
        w.worker = std::string(name);
        a.workers.push_back(std::move(w));
    }

    std::string loaderType;
    for (uint32_t ti = 0; ti < profile.tracks().size(); ++ti) {
        const Track &track = profile.tracks()[ti];
        if (track.kind != TrackKind::CpuThread || !filter.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            const std::string_view name = profile.str(t.name[i]);
            DataLoaderSpan s;
            s.rankIndex = track.rank;
            s.rank = ranks[track.rank].rank;
            s.event = EventId(i);
            s.track = ti;
            s.tsNs = t.ts[i];
            s.durNs = t.dur[i];
            s.worker = std::string(profile.str(track.name));
            if (isGetNextCall(name)) {
                if (loaderType.empty() || loaderType == "unknown")
                    loaderType = typeFromName(name);
                a.getNext.push_back(std::move(s));
            } else if (name.find("DataLoaderIter.__init__") != std::string_view::npos
                || name == "DataLoaderIterInit") {
                IteratorInit init;
                static_cast<DataLoaderSpan &>(init) = std::move(s);
                init.type = typeFromName(name);
                a.inits.push_back(std::move(init));
            }
        }
    }
    a.loaderType = loaderType.empty() ? "unknown" : loaderType;
    // Slices are sorted by (track, depth, ts): calls at different depths need a sort by time.
    std::stable_sort(
        a.getNext.begin(), a.getNext.end(), [](const DataLoaderSpan &x, const DataLoaderSpan &y) {
            return x.track != y.track ? x.track < y.track : x.tsNs < y.tsNs;
        });

    // Which worker delivered each GetNext: the worker whose top-level event ended last within the
    // call. Depth-0 slices of a row do not overlap, so their ends are sorted: one binary search each.
    for (DataLoaderSpan &g : a.getNext) {
        int64_t best = -1;
        for (const DataLoaderSpan &w : a.workers) {
            if (w.rankIndex != g.rankIndex)
                continue;
            const Profile::Range top = profile.depthRange(TrackId(w.track), 0);
            uint32_t lo = top.begin;
            uint32_t hi = top.end;
            while (lo < hi) { // first slice whose end is after the call's end
                const uint32_t mid = lo + (hi - lo) / 2;
                if (t.end(mid) <= g.endNs())
                    lo = mid + 1;
                else
                    hi = mid;
            }
            if (lo == top.begin)
                continue;
            const int64_t end = t.end(lo - 1);
            if (end >= g.tsNs && end > best) {
                best = end;
                g.worker = w.worker;
            }
        }
    }

    // Workers per init: the worker threads of its rank (the trace does not say which loader owns which).
    for (IteratorInit &init : a.inits) {
        int n = 0;
        for (const DataLoaderSpan &w : a.workers)
            n += w.rankIndex == init.rankIndex;
        init.workers = init.type == "single-process" ? 0 : (n > 0 ? n : -1);
    }

    for (size_t i = 0; i + 1 < a.getNext.size(); ++i) {
        const DataLoaderSpan &cur = a.getNext[i];
        const DataLoaderSpan &next = a.getNext[i + 1];
        if (cur.track != next.track)
            continue;
        DataLoaderSpan b = cur;
        b.event = EventId();
        b.durNs = next.tsNs - cur.tsNs;
        a.batches.push_back(std::move(b));
    }

    std::vector<int64_t> initDur;
    for (const IteratorInit &i : a.inits)
        initDur.push_back(i.durNs);
    a.initStats = durationStats(initDur);
    a.workerStats = durationStats(durationsOf(a.workers));
    a.getNextStats = durationStats(durationsOf(a.getNext));
    a.batchStats = durationStats(durationsOf(a.batches));
    return a;
}

} // namespace stepline
