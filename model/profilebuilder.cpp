#include "profilebuilder.h"
#include "profilebuilderparallel.h"

#include <algorithm>
#include <atomic>
#include <limits>
#include <numeric>
#include <thread>

namespace stepline {

namespace {
std::atomic<size_t> g_parallelFromSlices { size_t(1) << 18 };
} // namespace

namespace detail {
bool twoThreadsFor(size_t slices)
{
    return slices >= g_parallelFromSlices.load(std::memory_order_relaxed)
        && std::thread::hardware_concurrency() > 1;
}
} // namespace detail

size_t ProfileBuilder::parallelFromSlices()
{
    return g_parallelFromSlices.load(std::memory_order_relaxed);
}

void ProfileBuilder::setParallelFromSlices(size_t slices)
{
    g_parallelFromSlices.store(slices, std::memory_order_relaxed);
}

ProfileBuilder::ProfileBuilder()
    : m_profile(new Profile)
{
}
ProfileBuilder::ProfileBuilder(ProfileBuilder &&) noexcept = default;
ProfileBuilder &ProfileBuilder::operator=(ProfileBuilder &&) noexcept = default;
ProfileBuilder::~ProfileBuilder() = default;

uint32_t ProfileBuilder::addRank(RankInfo info)
{
    m_profile->m_ranks.push_back(std::move(info));
    return uint32_t(m_profile->m_ranks.size() - 1);
}

ProcessId ProfileBuilder::process(uint32_t rank, int64_t pid, StringId pidText)
{
    const TripleKey key { rank, pid, pidText.value };
    auto it = m_processLookup.find(key);
    if (it != m_processLookup.end())
        return ProcessId(it->second);
    Process p;
    p.rank = rank;
    p.pid = pid;
    p.pidText = pidText;
    p.sortIndex = int32_t(
        std::clamp<int64_t>(pid, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
    m_profile->m_processes.push_back(p);
    const uint32_t id = uint32_t(m_profile->m_processes.size() - 1);
    m_processLookup.emplace(key, id);
    return ProcessId(id);
}

TrackId ProfileBuilder::track(ProcessId process, int64_t tid, TrackKind kind, StringId tidText)
{
    // String tids get their own track even when a numeric tid has the same value.
    const TripleKey key { process.value, tid, uint32_t(kind) | (tidText.value << 2) };
    auto it = m_trackLookup.find(key);
    if (it != m_trackLookup.end())
        return TrackId(it->second);
    Track t;
    t.kind = kind;
    t.process = process;
    t.rank = m_profile->m_processes[process.value].rank;
    t.tid = tid;
    t.tidText = tidText;
    t.sortIndex = int32_t(
        std::clamp<int64_t>(tid, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
    m_profile->m_tracks.push_back(t);
    const uint32_t id = uint32_t(m_profile->m_tracks.size() - 1);
    m_trackLookup.emplace(key, id);
    return TrackId(id);
}

EventKind ProfileBuilder::kindOf(StringId category)
{
    auto it = m_kindByCategory.find(category.value);
    if (it != m_kindByCategory.end())
        return it->second;
    const EventKind kind = eventKindFromCategory(strings().view(category));
    m_kindByCategory.emplace(category.value, kind);
    return kind;
}

uint32_t ProfileBuilder::addSlice(
    TrackId track, int64_t tsNs, int64_t durNs, StringId name, StringId category, ArgSetId args)
{
    return addSlice(track, tsNs, durNs, name, category, kindOf(category), args);
}

uint32_t ProfileBuilder::addSlice(TrackId track, int64_t tsNs, int64_t durNs, StringId name,
    StringId category, EventKind kind, ArgSetId args)
{
    SliceTable &s = m_profile->m_slices;
    s.ts.push_back(tsNs);
    s.dur.push_back(std::max<int64_t>(durNs, 0));
    s.track.push_back(track);
    s.name.push_back(name);
    s.category.push_back(category);
    s.kind.push_back(kind);
    s.args.push_back(args);
    return uint32_t(s.ts.size() - 1);
}

void ProfileBuilder::addInstant(
    TrackId track, int64_t tsNs, StringId name, StringId category, char scope, ArgSetId args)
{
    m_profile->m_instants.append(tsNs, track, name, category, args, scope);
}

CounterId ProfileBuilder::counterSeries(uint32_t rank, ProcessId process, StringId name)
{
    const TripleKey key { process.value, int64_t(name.value), rank };
    auto it = m_counterLookup.find(key);
    if (it != m_counterLookup.end())
        return CounterId(it->second);
    CounterSeries series;
    series.rank = rank;
    series.process = process;
    series.name = name;
    m_profile->m_counters.series.push_back(series);
    const uint32_t id = uint32_t(m_profile->m_counters.series.size() - 1);
    m_counterLookup.emplace(key, id);
    return CounterId(id);
}

void ProfileBuilder::addCounterSample(CounterId series, int64_t tsNs, double value)
{
    m_counterSamples.push_back({ series.value, tsNs, value });
}

void ProfileBuilder::setCorrelation(uint32_t slice, uint32_t rank, int64_t correlation, uint64_t byteOffset)
{
    m_correlations.push_back({ rank, slice, correlation, byteOffset });
}

void ProfileBuilder::setExternalId(uint32_t slice, uint32_t rank, int64_t externalId)
{
    m_externalIds.push_back({ rank, slice, externalId, LoadReport::kNoOffset });
}

void ProfileBuilder::moveHostSlices(TrackId from, TrackId to)
{
    SliceTable &s = m_profile->m_slices;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s.track[i] == from && isAlwaysHost(s.kind[i]))
            s.track[i] = to;
    }
}

void ProfileBuilder::addFlow(uint32_t fromSlice, uint32_t toSlice, FlowKind kind)
{
    m_flows.push_back({ fromSlice, toSlice, kind });
}

void ProfileBuilder::shiftTime(int64_t ns)
{
    for (int64_t &t : m_profile->m_slices.ts)
        t += ns;
    for (int64_t &t : m_profile->m_instants.ts)
        t += ns;
    for (CounterSample &c : m_counterSamples)
        c.tsNs += ns;
    for (FlowPoint &p : m_flowPoints)
        p.tsNs += ns;
}

std::optional<int64_t> ProfileBuilder::earliestTime() const
{
    std::optional<int64_t> out;
    auto take = [&out](int64_t t) {
        if (!out || t < *out)
            out = t;
    };
    for (const int64_t t : m_profile->m_slices.ts)
        take(t);
    for (const int64_t t : m_profile->m_instants.ts)
        take(t);
    for (const CounterSample &c : m_counterSamples)
        take(c.tsNs);
    return out;
}

std::pair<int64_t, int64_t> ProfileBuilder::timeSpan() const
{
    const Profile &p = *m_profile;
    int64_t origin = std::numeric_limits<int64_t>::max();
    int64_t last = std::numeric_limits<int64_t>::min();
    for (size_t i = 0; i < p.m_slices.size(); ++i) {
        origin = std::min(origin, p.m_slices.ts[i]);
        last = std::max(last, p.m_slices.ts[i] + p.m_slices.dur[i]);
    }
    for (int64_t t : p.m_instants.ts) {
        origin = std::min(origin, t);
        last = std::max(last, t);
    }
    for (const CounterSample &c : m_counterSamples) {
        origin = std::min(origin, c.tsNs);
        last = std::max(last, c.tsNs);
    }
    return { origin, last };
}

void ProfileBuilder::nestOwnEvents()
{
    if (m_nested)
        return;
    Profile &p = *m_profile;
    LoadReport parsed = std::move(p.m_report);
    p.m_report = std::move(m_indexReport);
    sortAndNest();
    m_indexReport = std::move(p.m_report);
    p.m_report = std::move(parsed);
    m_nested = true;
}

void ProfileBuilder::indexOwnEvents(const std::vector<StringId> *categoryIds)
{
    Profile &p = *m_profile;
    m_span = timeSpan();
    const int64_t origin = p.m_job.originAbsNs;
    p.m_job.originAbsNs = 0;
    LoadReport parsed = std::move(p.m_report);
    p.m_report = std::move(m_indexReport);
    if (!m_nested)
        sortAndNest();
    m_nested = true;
    bindFlowPoints(categoryIds);
    buildFlowIndexes();
    finalizeInstantsAndCounters();
    m_windowed = computeWindows();
    m_indexReport = std::move(p.m_report);
    p.m_report = std::move(parsed);
    p.m_job.originAbsNs = origin;
    m_indexed = true;
}

std::shared_ptr<const Profile> ProfileBuilder::finalize()
{
    Profile &p = *m_profile;
    // Origin: earliest timestamp of anything; all columns become ns since origin (absorbRanks()
    // subtracted it while concatenating).
    auto [origin, last] = m_indexed ? m_span : timeSpan();
    if (origin > last)
        origin = last = 0;
    p.m_job.originAbsNs = origin;
    p.m_startNs = 0;
    p.m_endNs = last - origin;
    p.m_args.seal();
    if (!m_indexed) {
        for (int64_t &t : p.m_slices.ts)
            t -= origin;
        for (int64_t &t : p.m_instants.ts)
            t -= origin;
        if (!m_nested) {
            sortAndNest();
        } else {
            // nestOwnEvents() ran on this builder alone: its warnings join the load's.
            p.m_report.merge(m_indexReport);
            m_indexReport = LoadReport();
        }
        bindFlowPoints(nullptr);
        buildFlowIndexes();
        finalizeInstantsAndCounters();
        computeWindows();
    } else {
        // Windows and offsets were found with origin 0.
        for (size_t r = 0; r < p.m_ranks.size(); ++r) {
            RankInfo &info = p.m_ranks[r];
            info.offsetNs = info.baseTimeNs - origin;
            if (r < m_windowed.size() && m_windowed[r]) {
                info.windowStartNs -= origin;
                info.windowEndNs -= origin;
            }
        }
        m_windowed = {};
    }
    m_kindByCategory.clear();
    m_processLookup.clear();
    m_trackLookup.clear();
    m_counterLookup.clear();
    return std::shared_ptr<const Profile>(m_profile.release());
}

} // namespace stepline