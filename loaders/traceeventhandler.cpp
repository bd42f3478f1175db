#include "traceeventhandler.h"

#include "exactnumber.h"
#include "jsonscan.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <iterator>
#include <cstring>
#include <limits>

namespace stepline {

namespace {

// String pids/tids get ids far below any real (or Kineto's -1) pid, one per distinct text.
constexpr int64_t kSyntheticBase = -(int64_t(1) << 40);
constexpr int64_t kAsyncTidBase = -(int64_t(1) << 41);
// Keep well below 2^32 - 1 (the "none" id): beyond this, ids would wrap.
constexpr size_t kMaxEvents = 0xFFFFFF00u;
constexpr size_t kMaxMetadataValueBytes = size_t(1) << 20;

bool isSynthetic(int64_t id)
{
    return id <= kSyntheticBase;
}

std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
        s.remove_suffix(1);
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    return s;
}

// "stream 7", "stream 7 ", "stream 7 (sync)" -> 7
bool streamFromName(std::string_view name, int64_t *stream)
{
    if (name.substr(0, 7) != "stream ")
        return false;
    name.remove_prefix(7);
    size_t n = 0;
    while (n < name.size() && name[n] >= '0' && name[n] <= '9')
        ++n;
    return n > 0 && parseInteger(name.substr(0, n), stream) == NumberStatus::Ok;
}

int32_t clampInt(int64_t v)
{
    return int32_t(
        std::clamp<int64_t>(v, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
}

template <typename T> T jsonNumber(const nlohmann::json &obj, const char *key, T fallback)
{
    auto it = obj.find(key);
    if (it == obj.end() || !it->is_number())
        return fallback;
    return it->get<T>();
}

std::string jsonString(const nlohmann::json &obj, const char *key)
{
    auto it = obj.find(key);
    if (it == obj.end())
        return {};
    if (it->is_string())
        return it->get<std::string>();
    return it->dump();
}

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
    uint64_t head = 0, tail = 0;
    const size_t n = std::min<size_t>(text.size(), 8);
    std::memcpy(&head, text.data(), n);
    std::memcpy(&tail, text.data() + text.size() - n, n);
    const uint64_t key = (head * 0x9E3779B97F4A7C15ull) ^ (tail * 0xC2B2AE3D27D4EB4Full) ^ text.size();
    CacheEntry &e = m_internCache[(key >> 20) & (m_internCache.size() - 1)];
    if (e.used && e.key == key && m_builder.strings().view(e.id) == text)
        return e.id;
    e.key = key;
    e.id = intern(text);
    e.used = true;
    return e.id;
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
    TrackKey key { e.pidIsString ? 0 : e.pid, e.tidIsString ? 0 : e.tid, ~0u, ~0u };
    if (e.pidIsString)
        key.pidText = internCached(e.pidText).value;
    if (e.tidIsString)
        key.tidText = internCached(e.tidText).value;
    if (key == m_lastKey && m_lastTrack.isValid())
        return m_lastTrack;
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
    StagedSlice s;
    s.ts = ts;
    s.dur = dur;
    s.track = track;
    s.name = name;
    s.category = category;
    s.kind = uint8_t(kind);
    s.args = args;
    s.flags = 0;
    s.byteOffset = std::min<uint64_t>(byteOffset, (uint64_t(1) << 48) - 1);
    s.correlation = 0;
    s.externalId = 0;
    if (withLinks) {
        if (e.has & RawEvent::kCorrelation) {
            s.flags |= 1;
            s.correlation = e.correlation;
            if (isLaunchCall(kind))
                m_launchCorrelations.push_back(e.correlation);
            else if (isGpuActivity(kind) || kind == EventKind::GpuSync)
                m_gpuCorrelations.push_back(e.correlation);
        }
        if (e.has & RawEvent::kExternalId) {
            s.flags |= 2;
            s.externalId = e.externalId;
        }
    }
    m_slices.push_back(s);
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
    if (bareArray)
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
        stack.push_back({ e.tsNs, intern(e.name), intern(e.cat), storeArgs(e), track, byteOffset });
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
    const StringId category = intern(e.cat);
    const TrackId track = asyncTrackFor(e, category);
    const AsyncKey key { m_builder.trackAt(track).process, category.value, e.id };
    if (e.ph == 'n') {
        m_instants.push_back({ e.tsNs, track, intern(e.name), category, storeArgs(e), 't' });
        ++m_stats.async;
        return;
    }
    if (e.ph == 'b') {
        auto &stack = m_openAsync[key];
        if (stack.size() < size_t(json::kMaxDepth) * 16)
            stack.push_back({ e.tsNs, intern(e.name), category, storeArgs(e), track, byteOffset });
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
    if (e.tsNs < open.ts) {
        warn(warning::kNegativeDuration, byteOffset);
        return;
    }
    if (e.tsNs - open.ts > kMaxDurationNs) {
        warn(warning::kBadNumber, byteOffset);
        return;
    }
    stageSlice(e, open.byteOffset, open.track, open.ts, e.tsNs - open.ts, open.name, open.category,
        kindOf(open.category), open.args, false);
}

void TraceEventHandler::onTopLevel(std::string_view key, std::string_view raw, uint64_t byteOffset)
{
    if (key == "baseTimeNanoseconds") {
        m_kinetoHints = true;
        int64_t base = 0;
        if (parseInteger(raw.front() == '"' ? raw.substr(1, raw.size() - 2) : raw, &base)
            == NumberStatus::Ok) {
            if (m_baseFromKey && base != m_baseNs)
                warn("base_time_changed", 0); // a second, different key: the first one was used
            if (m_baseFromKey)
                return;
            if (!acceptableBase(base)) { // the events keep their relative times
                warn(warning::kBadNumber, byteOffset);
                return;
            }
            m_baseNs = base;
            m_baseFromKey = true;
            // Before the events: stage nothing, hand events over per chunk.
            if (!m_eventsBegun)
                m_baseKnown = true;
        }
        return;
    }
    if (key == "distributedInfo") {
        m_kinetoHints = true;
        m_rank.distributedInfoJson = std::string(raw.substr(0, kMaxMetadataValueBytes));
        const nlohmann::json j = nlohmann::json::parse(raw, nullptr, false);
        if (j.is_object()) {
            m_rank.rank = clampInt(jsonNumber<int64_t>(j, "rank", -1));
            if (m_rank.rank >= 0)
                m_rank.rankSource = "distributedInfo";
            m_rank.worldSize = clampInt(jsonNumber<int64_t>(j, "world_size", 0));
            m_rank.backend = jsonString(j, "backend");
        }
        return;
    }
    if (key == "deviceProperties" || key == "computeProperties") {
        m_kinetoHints = true;
        const nlohmann::json j = nlohmann::json::parse(raw, nullptr, false);
        if (j.is_array()) {
            for (const nlohmann::json &d : j) {
                if (!d.is_object())
                    continue;
                DeviceProperties dev;
                dev.id = clampInt(jsonNumber<int64_t>(d, "id", -1));
                dev.name = jsonString(d, "name");
                dev.totalGlobalMem = jsonNumber<int64_t>(d, "totalGlobalMem", 0);
                dev.computeMajor
                    = clampInt(jsonNumber<int64_t>(d, "computeMajor", jsonNumber<int64_t>(d, "major", 0)));
                dev.computeMinor
                    = clampInt(jsonNumber<int64_t>(d, "computeMinor", jsonNumber<int64_t>(d, "minor", 0)));
                dev.numSms = clampInt(jsonNumber<int64_t>(d, "numSms", 0));
                dev.warpSize = clampInt(jsonNumber<int64_t>(d, "warpSize", 0));
                dev.maxThreadsPerBlock = clampInt(jsonNumber<int64_t>(d, "maxThreadsPerBlock", 0));
                dev.rawJson = d.dump();
                m_rank.devices.push_back(std::move(dev));
            }
        }
        return;
    }
    if (key == "schemaVersion")
        m_kinetoHints = true;
    if (key == "hostname" || key == "host_name") {
        std::string scratch;
        m_rank.node = std::string(json::stringValue(raw, scratch));
    }
    if (raw.size() > kMaxMetadataValueBytes)
        m_rank.metadata.emplace_back(
            std::string(key), "\"(value of " + std::to_string(raw.size()) + " bytes not kept)\"");
    else
        m_rank.metadata.emplace_back(std::string(key), std::string(raw));
}

void TraceEventHandler::flushStaged()
{
    if (m_baseKnown)
        flush(m_baseNs);
}

bool TraceEventHandler::acceptableBase(int64_t baseNs) const
{
    return baseNs >= 0 && baseNs <= kMaxTimeNs && m_latestTs <= kMaxTimeNs - baseNs;
}

void TraceEventHandler::presetBase(int64_t baseNs)
{
    if (!acceptableBase(baseNs))
        return; // the key is read again in its place, and refused there with a warning
    m_baseNs = baseNs;
    m_baseKnown = true;
    m_baseFromKey = true;
}

void TraceEventHandler::reserveFor(uint64_t textBytes)
{
    // Real Kineto JSON is 220-360 bytes per event; aim a little high so the columns never move.
    const size_t events = size_t(std::min<uint64_t>(textBytes / 160 + 64, kMaxEvents));
    m_slices.reserve(events);
    m_builder.reserveSlices(events);
}

void TraceEventHandler::flush(int64_t baseNs)
{
    for (const StagedSlice &s : m_slices) {
        const uint32_t index = m_builder.addSlice(
            s.track, s.ts + baseNs, s.dur, s.name, s.category, EventKind(s.kind), s.args);
        if (s.flags & 1)
            m_builder.setCorrelation(index, 0, s.correlation, s.byteOffset);
        if (s.flags & 2)
            m_builder.setExternalId(index, 0, s.externalId);
    }
    m_slices.clear();
    for (const StagedInstant &i : m_instants)
        m_builder.addInstant(i.track, i.ts + baseNs, i.name, i.category, i.scope, i.args);
    m_instants.clear();
    for (const StagedCounter &c : m_counters)
        m_builder.addCounterSample(c.series, c.ts + baseNs, c.value);
    m_counters.clear();
}

// Kineto writes a launch flow (ac2g; async_cpu_to_gpu and async in older files) for every kernel
// launch, with the correlation id as flow id, although args.correlation already links the same two
// slices. The builder would bind each end with a search and then drop the duplicate; dropping it
// here when both ends carry that correlation id gives the same links at a fraction of the cost.
void TraceEventHandler::flushFlowPoints(int64_t baseNs)
{
    std::sort(m_launchCorrelations.begin(), m_launchCorrelations.end());
    std::sort(m_gpuCorrelations.begin(), m_gpuCorrelations.end());
    std::vector<int64_t> linked; // correlation ids with both a launch and a GPU op
    std::set_intersection(m_launchCorrelations.begin(), m_launchCorrelations.end(), m_gpuCorrelations.begin(),
        m_gpuCorrelations.end(), std::back_inserter(linked));
    linked.erase(std::unique(linked.begin(), linked.end()), linked.end());
    m_launchCorrelations = {};
    m_gpuCorrelations = {};
    const StringPool &strings = m_builder.strings();
    std::vector<int8_t> isLaunchCategory; // by StringId value: -1 unknown, 0 no, 1 yes
    auto launchCategory = [&](StringId cat) {
        if (cat.value >= isLaunchCategory.size())
            isLaunchCategory.resize(size_t(cat.value) + 1, -1);
        int8_t &v = isLaunchCategory[cat.value];
        if (v < 0) {
            const std::string_view c = strings.view(cat);
            v = (c == "ac2g" || c == "async_cpu_to_gpu" || c == "async") ? 1 : 0;
        }
        return v == 1;
    };
    for (FlowPoint fp : m_flowPoints) {
        if (launchCategory(fp.category)) {
            if (std::binary_search(linked.begin(), linked.end(), int64_t(fp.id)))
                continue;
        }
        fp.tsNs += baseNs;
        m_builder.addFlowPoint(fp);
    }
    m_flowPoints = {};
}

void TraceEventHandler::finish()
{
    m_args.finish();
    flush(m_baseNs);
    flushFlowPoints(m_baseNs);
    m_slices.shrink_to_fit();
    m_instants.shrink_to_fit();
    m_counters.shrink_to_fit();
    m_flowPoints.shrink_to_fit();
    for (const auto &stack : m_openSpans) {
        for (const OpenSpan &open : stack)
            warn(warning::kBeginWithoutEnd, open.byteOffset);
    }
    for (const auto &[key, stack] : m_openAsync) {
        for (const OpenSpan &open : stack)
            warn(warning::kBeginWithoutEnd, open.byteOffset);
    }
    m_openSpans.clear();
    m_openAsync.clear();
    classifyRows();
    if (m_gpuActivity == 0 && m_launchCalls > 0) {
        m_builder.report().add(warning::kNoGpuActivity, 0, m_firstLaunchOffset, m_launchCalls);
        m_warnings += m_launchCalls;
    }

    RankInfo &info = m_builder.rank(0);
    const std::string file = std::move(m_rank.file);
    info = std::move(m_rank);
    info.file = file;
    info.format = m_kinetoHints ? "kineto-json" : "chrome-json";
    info.baseTimeNs = m_baseNs;
    info.warnings = m_warnings;
    m_builder.job().format = info.format;
}

// Decides which rows are GPU streams, host threads or Kineto pseudo rows, which processes are GPUs,
// then names rows that metadata left unnamed. Categories decide, never a label alone (METRICS.md
// "Host event", "Device of a rank"): in containers an OS pid can be as small as a device index,
// and Kineto gives Python threads it cannot place pid 0 / tid 0, the row of GPU 0 ("GPU 0" label).
// - A row with GPU-side events is a GPU stream; host events on it (Python frames on GPU 0's
//   stream 0) move to a host row of their own.
// - A process is a GPU only with GPU activity on its rows. Its host rows (that placeholder
//   thread) go to the rank's host process when there is exactly one.
// - A row without slices follows its label or "stream N" name, so it stays beside its siblings.
void TraceEventHandler::classifyRows()
{
    const StringPool &strings = m_builder.strings();
    struct ProcessAgg
    {
        uint64_t activity = 0, host = 0;
        int64_t device = -1; // of its first row with GPU activity and args.device
        int64_t labelDevice = -1; // "GPU n"
        bool labelGpu = false;
        bool pseudo = false;
    };
    const uint32_t trackCount = m_trackCount;
    std::vector<ProcessAgg> procs(m_processCount);
    auto rowOf = [&](uint32_t t) { return t < m_rows.size() ? m_rows[t] : RowInfo(); };
    for (uint32_t t = 0; t < trackCount; ++t) {
        const Track &tr = m_builder.trackAt(TrackId(t));
        if (tr.kind == TrackKind::Async || tr.process.value >= procs.size())
            continue;
        const RowInfo r = rowOf(t);
        ProcessAgg &pa = procs[tr.process.value];
        pa.activity += r.activity;
        pa.host += r.cpuEvents;
        if (r.activity > 0 && r.device >= 0 && pa.device < 0)
            pa.device = r.device;
    }
    for (uint32_t i = 0; i < m_processCount; ++i) {
        Process &proc = m_builder.processAt(ProcessId(i));
        ProcessAgg &pa = procs[i];
        const std::string_view labels = strings.view(proc.labels);
        const bool stringPid = isSynthetic(proc.pid);
        const std::string_view pidText = stringPid ? strings.view(proc.pidText) : std::string_view();
        pa.pseudo = stringPid && (pidText == "Spans" || pidText == "Traces" || pidText.empty());
        if (labels.substr(0, 3) == "GPU") {
            pa.labelGpu = true;
            std::string_view rest = trimmed(labels.substr(3));
            size_t n = 0;
            while (n < rest.size() && rest[n] >= '0' && rest[n] <= '9')
                ++n;
            if (n == 0 || parseInteger(rest.substr(0, n), &pa.labelDevice) != NumberStatus::Ok)
                pa.labelDevice = -1;
        }
        proc.isGpu = !pa.pseudo && pa.activity > 0;
        proc.device = -1;
        if (proc.isGpu) {
            if (pa.device >= 0)
                proc.device = clampInt(pa.device);
            else if (!stringPid && proc.pid >= 0)
                proc.device = clampInt(proc.pid);
            else
                proc.device = clampInt(pa.labelDevice);
        }
        if (proc.name.isEmpty() && stringPid)
            proc.name = proc.pidText;
    }
    // The rank's host process: the one non-GPU process with host events, when it is alone.
    ProcessId hostProcess;
    int hostCandidates = 0;
    for (uint32_t i = 0; i < m_processCount; ++i) {
        if (!procs[i].pseudo && !m_builder.processAt(ProcessId(i)).isGpu && procs[i].host > 0) {
            hostProcess = ProcessId(i);
            ++hostCandidates;
        }
    }
    if (hostCandidates != 1)
        hostProcess = ProcessId();

    // Tracks with a tid already taken in the host process stay where they are.
    auto hostHasTid = [&](int64_t tid) {
        for (uint32_t t = 0; t < trackCount; ++t) {
            const Track &tr = m_builder.trackAt(TrackId(t));
            if (tr.process == hostProcess && tr.tid == tid && tr.kind != TrackKind::Async)
                return true;
        }
        return false;
    };
    std::vector<std::pair<TrackId, ProcessId>> splits; // after the loop: it adds tracks
    for (uint32_t t = 0; t < trackCount; ++t) {
        Track &tr = m_builder.trackAt(TrackId(t));
        const Process &proc = m_builder.processAt(tr.process);
        const bool toHost = proc.isGpu && hostProcess.isValid() && !hostHasTid(tr.tid);
        if (tr.kind == TrackKind::Async) {
            if (tr.name.isEmpty())
                tr.name = tr.tidText.isEmpty() ? intern("async") : tr.tidText;
            continue;
        }
        const RowInfo r = rowOf(t);
        const ProcessAgg &pa = procs[tr.process.value];
        const bool stringTid = isSynthetic(tr.tid);
        int64_t namedStream = -1;
        const bool streamName = streamFromName(strings.view(tr.name), &namedStream)
            || streamFromName(strings.view(tr.tidText), &namedStream);
        if (pa.pseudo) {
            tr.kind = TrackKind::Pseudo;
        } else if (r.gpuEvents > 0 || (r.events == 0 && (pa.labelGpu || proc.isGpu || streamName))) {
            tr.kind = TrackKind::GpuStream;
            if (r.device >= 0)
                tr.device = clampInt(r.device);
            else if (!isSynthetic(proc.pid) && proc.pid >= 0)
                tr.device = clampInt(proc.pid);
            else
                tr.device = proc.device >= 0 ? proc.device : clampInt(pa.labelDevice);
            int64_t stream = -1;
            if (r.stream >= 0)
                stream = r.stream;
            else if (streamName)
                stream = namedStream;
            else
                stream = stringTid ? -1 : tr.tid;
            tr.stream = stream;
            if (r.cpuEvents > 0)
                splits.emplace_back(TrackId(t), toHost ? hostProcess : tr.process);
        } else if (r.events > 0 && r.pseudoEvents == r.events) {
            tr.kind = TrackKind::Pseudo;
        } else {
            tr.kind = TrackKind::CpuThread;
            if (toHost && r.cpuEvents > 0)
                tr.process = hostProcess;
        }
        if (tr.name.isEmpty()) {
            if (stringTid) {
                tr.name = tr.tidText;
            } else if (tr.kind == TrackKind::GpuStream) {
                tr.name = intern("stream " + std::to_string(tr.stream >= 0 ? tr.stream : tr.tid));
            } else {
                tr.name = intern("thread " + std::to_string(tr.tid));
            }
        }
    }
    for (const auto &[row, process] : splits)
        splitHostEvents(row, process);
}

// The host events of a GPU stream row go to a host row with the same tid in `process`. The new
// track is created under the Pseudo key (the original row holds the CpuThread key of that tid),
// then made a CpuThread row.
void TraceEventHandler::splitHostEvents(TrackId gpuRow, ProcessId process)
{
    const Track original = m_builder.trackAt(gpuRow);
    const TrackId host = m_builder.track(process, original.tid, TrackKind::Pseudo, original.tidText);
    noteIds(ProcessId(), host);
    Track &tr = m_builder.trackAt(host);
    tr.kind = TrackKind::CpuThread;
    tr.name = intern("thread " + std::to_string(original.tid));
    m_builder.moveHostSlices(gpuRow, host);
}

void TraceEventHandler::noteIds(ProcessId process, TrackId track)
{
    if (process.isValid())
        m_processCount = std::max(m_processCount, process.value + 1);
    if (track.isValid())
        m_trackCount = std::max(m_trackCount, track.value + 1);
}

} // namespace stepline
