#include "traceeventhandler.h"

#include "exactnumber.h"
#include "jsonscan.h"
#include "traceeventutil.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <iterator>
#include <limits>

namespace stepline {

using namespace traceevent;

namespace {

constexpr int64_t kAsyncTidBase = -(int64_t(1) << 41);

} // namespace

TraceEventHandler::TraceEventHandler(ProfileBuilder &builder, std::string filePath)
    : m_builder(builder)
    , m_args(builder.args())
{
    m_internCache.resize(4096);
    m_rank.file = std::move(filePath);
    m_builder.addRank(RankInfo());
    m_flowV2Category = intern("flow_v2");
}

StringId TraceEventHandler::internCached(std::string_view text)
{
    if (text.empty())
        return StringId();
    // Head, middle and tail: kernel names of one template often share the first and last bytes
    // and the length, and two of them on one entry would push each other out on every event.
    uint64_t head = 0, mid = 0, tail = 0;
    if (text.size() >= 8) { // fixed-size copies: single loads
        std::memcpy(&head, text.data(), 8);
        std::memcpy(&mid, text.data() + (text.size() - 8) / 2, 8);
        std::memcpy(&tail, text.data() + text.size() - 8, 8);
    } else if (text.size() >= 4) { // "kernel", "cpu_op", "ac2g": two overlapping words
        uint32_t first, last;
        std::memcpy(&first, text.data(), 4);
        std::memcpy(&last, text.data() + text.size() - 4, 4);
        head = first | (uint64_t(last) << 32);
    } else {
        for (char c : text)
            head = (head << 8) | uint8_t(c);
    }
    const uint64_t key = (head * 0x9E3779B97F4A7C15ull) ^ (mid * 0xD6E8FEB86659FD93ull)
        ^ (tail * 0xC2B2AE3D27D4EB4Full) ^ text.size();
    // Two ways per set, the one used last first: names that land on one set and alternate (a
    // kernel and the operator that launches it) no longer push each other out on every event.
    CacheEntry *set = &m_internCache[((key >> 20) & (m_internCache.size() / 2 - 1)) * 2];
    if (set[0].key == key && set[0].text == text)
        return set[0].id;
    if (set[1].key == key && set[1].text == text) {
        std::swap(set[0], set[1]);
        return set[0].id;
    }
    set[1] = set[0];
    set[0].key = key;
    set[0].id = intern(text);
    set[0].text = m_builder.strings().view(set[0].id);
    return set[0].id;
}

void TraceEventHandler::warn(const std::string &kind, uint64_t byteOffset)
{
    m_builder.report().add(kind, 0, byteOffset);
    ++m_warnings;
}

EventKind TraceEventHandler::kindOf(StringId category)
{
    if (category.value < m_kindCache.size() && m_kindCache[category.value] >= 0)
        return EventKind(m_kindCache[category.value]);
    const EventKind kind = m_builder.kindOf(category);
    if (category.value >= m_kindCache.size())
        m_kindCache.resize(size_t(category.value) + 64, -1);
    m_kindCache[category.value] = int8_t(kind);
    if (kind != EventKind::Other)
        m_kinetoHints = true;
    return kind;
}

TraceEventHandler::RowInfo &TraceEventHandler::row(TrackId track)
{
    if (track.value >= m_rows.size())
        m_rows.resize(size_t(track.value) + 1);
    return m_rows[track.value];
}

ProcessId TraceEventHandler::processFor(const RawEvent &e)
{
    if (e.pidIsString) {
        const StringId text = intern(e.pidText);
        const ProcessId id = m_builder.process(0, kSyntheticBase - int64_t(text.value), text);
        noteIds(id, TrackId());
        return id;
    }
    const ProcessId id = m_builder.process(0, e.pid);
    noteIds(id, TrackId());
    return id;
}

TrackId TraceEventHandler::trackFor(const RawEvent &e)
{
    // Compared field by field from registers: a key stored to the stack and read back whole as
    // the comparison of the last key stalls on the narrow stores.
    const int64_t pid = e.pidIsString ? 0 : e.pid;
    const int64_t tid = e.tidIsString ? 0 : e.tid;
    const uint32_t pidText = e.pidIsString ? internCached(e.pidText).value : ~0u;
    const uint32_t tidText = e.tidIsString ? internCached(e.tidText).value : ~0u;
    if (pid == m_lastKey.pid && tid == m_lastKey.tid && pidText == m_lastKey.pidText
        && tidText == m_lastKey.tidText && m_lastTrack.isValid())
        return m_lastTrack;
    const TrackKey key { pid, tid, pidText, tidText };
    auto it = m_trackCache.find(key);
    TrackId track;
    if (it != m_trackCache.end()) {
        track = it->second;
    } else {
        const ProcessId process = processFor(e);
        if (e.tidIsString)
            track = m_builder.track(
                process, kSyntheticBase - int64_t(key.tidText), TrackKind::CpuThread, StringId(key.tidText));
        else
            track = m_builder.track(process, e.tid, TrackKind::CpuThread);
        m_trackCache.emplace(key, track);
        noteIds(ProcessId(), track);
    }
    m_lastKey = key;
    m_lastTrack = track;
    return track;
}

TrackId TraceEventHandler::asyncTrackFor(const RawEvent &e, StringId category)
{
    const ProcessId process = processFor(e);
    const TrackId track
        = m_builder.track(process, kAsyncTidBase - int64_t(category.value), TrackKind::Async, category);
    noteIds(ProcessId(), track);
    return track;
}

ArgSetId TraceEventHandler::storeArgs(const RawEvent &e)
{
    // "{}" carries nothing; not storing it keeps the arg store and its ids small.
    if (e.args.size() <= 2)
        return ArgSetId();
    return m_args.append(e.args);
}

void TraceEventHandler::stageSlice(const RawEvent &e, uint64_t byteOffset, TrackId track, int64_t ts,
    int64_t dur, StringId name, StringId category, EventKind kind, ArgSetId args, bool withLinks)
{
    uint64_t flags = 0;
    int64_t correlation = 0, externalId = 0;
    if (withLinks) {
        if (e.has & RawEvent::kCorrelation) {
            flags |= 1;
            correlation = e.correlation;
            if (isLaunchCall(kind))
                m_launchCorrelations.push_back(e.correlation);
            else if (isGpuActivity(kind) || kind == EventKind::GpuSync)
                m_gpuCorrelations.push_back(e.correlation);
        }
        if (e.has & RawEvent::kExternalId) {
            flags |= 2;
            externalId = e.externalId;
        }
    }
    const uint64_t packed = std::min<uint64_t>(byteOffset, (uint64_t(1) << 48) - 1)
        | (uint64_t(uint8_t(kind)) << 48) | (flags << 56);
    m_slices.push_back({ ts, dur, correlation, externalId, track, name, category, args, packed });
    RowInfo &r = row(track);
    ++r.events;
    if (isGpuSide(kind))
        ++r.gpuEvents;
    else if (kind == EventKind::TraceSpan || kind == EventKind::Overhead)
        ++r.pseudoEvents;
    else if (kind != EventKind::Other)
        ++r.cpuEvents;
    if (isGpuActivity(kind)) {
        ++r.activity;
        ++m_gpuActivity;
    } else if (isLaunchCall(kind) && launchesWork(name)) {
        if (m_launchCalls++ == 0)
            m_firstLaunchOffset = byteOffset;
    }
    // A row's device and stream come from its GPU-side events (METRICS.md: args.device).
    if (withLinks && isGpuSide(kind)) {
        if ((e.has & RawEvent::kStream) && r.stream < 0)
            r.stream = e.stream;
        if ((e.has & RawEvent::kDevice) && r.device < 0)
            r.device = e.device;
    }
    if (m_builder.sliceCount() + m_slices.size() > kMaxEvents)
        m_idOverflow = true;
}

// launchesGpuWork() once per distinct name.
bool TraceEventHandler::launchesWork(StringId name)
{
    if (name.value >= m_launchName.size())
        m_launchName.resize(size_t(name.value) + 256, -1);
    int8_t &v = m_launchName[name.value];
    if (v < 0) {
        const std::string_view n = m_builder.strings().view(name);
        v = (n.find("Launch") != std::string_view::npos || n.find("Memcpy") != std::string_view::npos) ? 1
                                                                                                       : 0;
    }
    return v == 1;
}

void TraceEventHandler::onEventsBegin(bool bareArray)
{
    m_eventsBegun = true;
    // A bare array has no top-level keys, so no base can follow: hand events over per chunk.
    // (SageMaker's epoch metadata event comes first, before anything is handed over.)
    if (bareArray || m_noLateBase)
        m_baseKnown = true;
}

void TraceEventHandler::onEvent(const RawEvent &e, uint64_t byteOffset)
{
    ++m_stats.events;
    if (e.has & RawEvent::kBadNumber) {
        warn(warning::kBadNumber, byteOffset);
        ++m_stats.skipped;
        return;
    }
    if (!(e.has & RawEvent::kPh)) {
        warn(warning::kBadEvent, byteOffset);
        ++m_stats.skipped;
        return;
    }
    const bool hasTs = e.has & RawEvent::kTs;
    const bool needsTs = e.ph != 'M';
    if (needsTs && !hasTs) {
        warn(warning::kMissingTs, byteOffset);
        ++m_stats.skipped;
        return;
    }
    // With the base added a ts must still be a usable time (timerange.h); a base that comes after
    // staged events is checked against the latest of them (acceptableBase).
    if (hasTs) {
        if (e.tsNs > kMaxTimeNs - m_baseNs) {
            warn(warning::kBadNumber, byteOffset);
            ++m_stats.skipped;
            return;
        }
        m_latestTs = std::max(m_latestTs, e.tsNs);
    }
    switch (e.ph) {
    case 'X': {
        const int64_t dur = (e.has & RawEvent::kDur) ? e.durNs : 0;
        if (dur < 0) {
            warn(warning::kNegativeDuration, byteOffset);
            ++m_stats.skipped;
            return;
        }
        const TrackId track = trackFor(e);
        const StringId category = internCached(e.cat);
        stageSlice(e, byteOffset, track, e.tsNs, dur, internCached(e.name), category, kindOf(category),
            storeArgs(e), true);
        ++m_stats.complete;
        if (e.has & RawEvent::kBindId) { // flow v2: the slice itself is the flow's end point
            if (e.has & RawEvent::kFlowOut)
                m_flowPoints.push_back(
                    { 0, track, e.tsNs, e.bindId, m_flowV2Category, 's', true, byteOffset });
            if (e.has & RawEvent::kFlowIn)
                m_flowPoints.push_back(
                    { 0, track, e.tsNs, e.bindId, m_flowV2Category, 'f', true, byteOffset });
        }
        return;
    }
    case 'B': {
        const TrackId track = trackFor(e);
        if (track.value >= m_openSpans.size())
            m_openSpans.resize(size_t(track.value) + 1);
        auto &stack = m_openSpans[track.value];
        if (stack.size() >= size_t(json::kMaxDepth) * 16) {
            warn(warning::kBeginWithoutEnd, byteOffset); // a runaway stack: drop the oldest
            stack.erase(stack.begin());
        }
        stack.push_back(
            { e.tsNs, internCached(e.name), internCached(e.cat), storeArgs(e), track, byteOffset });
        ++m_stats.beginEnd;
        return;
    }
    case 'E':
        handleEnd(e, byteOffset);
        return;
    case 'i':
    case 'I': {
        const TrackId track = trackFor(e);
        m_instants.push_back({ e.tsNs, track, internCached(e.name), internCached(e.cat), storeArgs(e),
            e.scope ? e.scope : 't' });
        ++m_stats.instants;
        return;
    }
    case 'C':
        handleCounter(e, byteOffset);
        return;
    case 'M':
        handleMetadata(e);
        ++m_stats.metadata;
        return;
    case 's':
    case 't':
    case 'f':
        handleFlow(e, byteOffset);
        return;
    case 'b':
    case 'n':
    case 'e':
        handleAsync(e, byteOffset);
        return;
    case 'P':
    case 'O':
    case 'N':
    case 'D':
    case 'V':
    case 'v':
    case 'R':
    case 'c':
    case 'S':
    case 'T':
    case 'p':
    case 'F':
        warn(warning::kIgnoredPhase, byteOffset);
        ++m_stats.skipped;
        return;
    default:
        warn(warning::kUnknownPhase, byteOffset);
        ++m_stats.skipped;
        return;
    }
}

void TraceEventHandler::handleEnd(const RawEvent &e, uint64_t byteOffset)
{
    const TrackId track = trackFor(e);
    if (track.value >= m_openSpans.size() || m_openSpans[track.value].empty()) {
        warn(warning::kEndWithoutBegin, byteOffset);
        ++m_stats.skipped;
        return;
    }
    auto &stack = m_openSpans[track.value];
    const OpenSpan open = stack.back();
    stack.pop_back();
    ++m_stats.beginEnd;
    closeSpan(e, byteOffset, open, track);
}

void TraceEventHandler::closeSpan(const RawEvent &e, uint64_t byteOffset, const OpenSpan &open, TrackId track)
{
    if (e.tsNs < open.ts) {
        warn(warning::kNegativeDuration, byteOffset);
        return;
    }
    if (e.tsNs - open.ts > kMaxDurationNs) {
        warn(warning::kBadNumber, byteOffset);
        return;
    }
    stageSlice(e, open.byteOffset, track, open.ts, e.tsNs - open.ts, open.name, open.category,
        kindOf(open.category), open.args, false);
}

void TraceEventHandler::handleCounter(const RawEvent &e, uint64_t byteOffset)
{
    const ProcessId process = processFor(e);
    std::string scratch;
    size_t numeric = 0;
    auto toDouble = [](std::string_view raw, double *out) {
        if (!raw.empty() && raw.front() == '"' && raw.size() >= 2)
            raw = raw.substr(1, raw.size() - 2);
        const auto res = std::from_chars(raw.data(), raw.data() + raw.size(), *out);
        return res.ec == std::errc() && res.ptr == raw.data() + raw.size();
    };
    json::forEachMember(e.args, [&](std::string_view, std::string_view value) {
        double v;
        if (toDouble(value, &v))
            ++numeric;
    });
    if (numeric == 0) {
        warn(warning::kBadEvent, byteOffset);
        ++m_stats.skipped;
        return;
    }
    ++m_stats.counters;
    json::forEachMember(e.args, [&](std::string_view key, std::string_view value) {
        double v;
        if (!toDouble(value, &v))
            return;
        StringId name;
        if (numeric == 1) {
            name = intern(e.name);
        } else {
            scratch.assign(e.name);
            scratch += '.';
            scratch += key;
            name = intern(scratch);
        }
        m_counters.push_back({ e.tsNs, m_builder.counterSeries(0, process, name), v });
    });
}

void TraceEventHandler::handleMetadata(const RawEvent &e)
{
    std::string scratch;
    std::string_view nameValue, labelsValue;
    int64_t sortIndex = 0;
    bool hasSort = false;
    int64_t epochMicros = 0;
    bool hasEpoch = false;
    json::forEachMember(e.args, [&](std::string_view key, std::string_view value) {
        if (key == "name")
            nameValue = json::stringValue(value, scratch);
        else if (key == "labels")
            labelsValue = json::stringValue(value, scratch);
        else if (key == "sort_index")
            hasSort = parseInteger(value, &sortIndex) == NumberStatus::Ok;
        else if (key == "start_time_since_epoch_in_micros") // SageMaker Debugger timelines
            hasEpoch = parseInteger(value, &epochMicros) == NumberStatus::Ok;
    });
    if (e.name == "process_name" || e.name == "process_labels" || e.name == "process_sort_index") {
        Process &p = m_builder.processAt(processFor(e));
        if (e.name == "process_name" && !nameValue.empty())
            p.name = intern(trimmed(nameValue));
        else if (e.name == "process_labels" && !labelsValue.empty())
            p.labels = intern(trimmed(labelsValue));
        else if (e.name == "process_sort_index" && hasSort) {
            p.sortIndex = clampInt(sortIndex);
            p.hasSortIndex = true;
        }
        // Only while nothing timed has been seen: every event must get the same base.
        if (hasEpoch && !m_baseFromKey && m_builder.sliceCount() == 0 && m_slices.empty()
            && m_instants.empty() && m_counters.empty() && m_flowPoints.empty() && epochMicros >= 0
            && epochMicros <= kMaxTimeNs / 1000 && acceptableBase(epochMicros * 1000)) {
            m_baseNs = epochMicros * 1000;
        }
        return;
    }
    if (e.name == "thread_name" || e.name == "thread_sort_index") {
        Track &t = m_builder.trackAt(trackFor(e));
        if (e.name == "thread_name" && !nameValue.empty())
            t.name = intern(trimmed(nameValue));
        else if (e.name == "thread_sort_index" && hasSort) {
            t.sortIndex = clampInt(sortIndex);
            t.hasSortIndex = true;
        }
    }
}

void TraceEventHandler::handleFlow(const RawEvent &e, uint64_t byteOffset)
{
    if (!(e.has & RawEvent::kId)) {
        warn(warning::kBadEvent, byteOffset);
        ++m_stats.skipped;
        return;
    }
    FlowPoint fp;
    fp.rank = 0;
    fp.track = trackFor(e);
    fp.tsNs = e.tsNs;
    fp.id = e.id;
    fp.category = internCached(e.cat);
    fp.phase = e.ph;
    fp.bindEnclosing = e.ph != 'f' || e.bindEnclosing;
    fp.byteOffset = byteOffset;
    m_flowPoints.push_back(fp);
    ++m_stats.flows;
}

void TraceEventHandler::handleAsync(const RawEvent &e, uint64_t byteOffset)
{
    if (!(e.has & RawEvent::kId)) {
        warn(warning::kBadEvent, byteOffset);
        ++m_stats.skipped;
        return;
    }
    const StringId category = internCached(e.cat);
    const TrackId track = asyncTrackFor(e, category);
    const AsyncKey key { m_builder.trackAt(track).process, category.value, e.id };
    if (e.ph == 'n') {
        m_instants.push_back({ e.tsNs, track, internCached(e.name), category, storeArgs(e), 't' });
        ++m_stats.async;
        return;
    }
    if (e.ph == 'b') {
        auto &stack = m_openAsync[key];
        if (stack.size() < size_t(json::kMaxDepth) * 16)
            stack.push_back({ e.tsNs, internCached(e.name), category, storeArgs(e), track, byteOffset });
        else
            warn(warning::kBeginWithoutEnd, byteOffset);
        ++m_stats.async;
        return;
    }
    auto it = m_openAsync.find(key);
    if (it == m_openAsync.end() || it->second.empty()) {
        warn(warning::kEndWithoutBegin, byteOffset);
        ++m_stats.skipped;
        return;
    }
    const OpenSpan open = it->second.back();
    it->second.pop_back();
    ++m_stats.async;
    closeSpan(e, byteOffset, open, open.track);
}

} // namespace stepline
