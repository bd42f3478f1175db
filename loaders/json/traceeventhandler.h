#pragma once

#include "argsappender.h"
#include "hugepages.h"
#include "loadstats.h"
#include "profilebuilder.h"
#include "timerange.h"
#include "traceparser.h"

#include <limits>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace stepline {

// Turns parsed events of one trace file into ProfileBuilder calls (one builder per file, rank 0).
//
// Time base: Kineto writes baseTimeNanoseconds after traceEvents, yet the builder wants absolute
// ns. So events are staged in compact columns and handed to the builder once the base is known:
// at the end of the file, or right away (flushStaged() per chunk) for a bare array or when the key
// came first. B/E and async begin/end pairs are matched here, per (pid, tid) and per (pid, cat, id).
//
// Rows: every (pid, tid) becomes a CpuThread track while reading; finish() decides from the
// categories seen on each row (METRICS.md "Host event", "Device of a rank"), Kineto's pseudo pids
// and, for rows without events, process_labels which rows are GPU streams or pseudo rows, and
// names them. A label never makes a device: a process is a GPU only with GPU activity on its rows.
class TraceEventHandler : public EventSink
{
public:
    TraceEventHandler(ProfileBuilder &builder, std::string filePath);

    void onEvent(const RawEvent &event, uint64_t byteOffset) override;
    void onTopLevel(std::string_view key, std::string_view rawValue, uint64_t byteOffset) override;
    void onEventsBegin(bool bareArray) override;

    // The loader found baseTimeNanoseconds at the very end of the file before parsing: events
    // can then be handed over per chunk instead of being staged until the end.
    void presetBase(int64_t baseNs);
    // The file's last bytes hold no baseTimeNanoseconds, so none is expected after the events:
    // they are handed over per chunk from the start, as for a bare array. A base that comes after
    // them all the same and would change their times is not applied; lateBaseMissed() is then true
    // and the file must be parsed again without this expectation.
    void expectNoLateBase() { m_noLateBase = true; }
    bool lateBaseMissed() const { return m_lateBaseMissed; }
    // Reserves columns for a file of about textBytes of JSON (untouched capacity costs no memory).
    void reserveFor(uint64_t textBytes);
    // Hands staged events to the builder when the time base is already known.
    void flushStaged();
    // End of the file: flush with the base, count unclosed spans, classify rows, fill RankInfo.
    void finish();

    const LoadStats &stats() const { return m_stats; }
    bool idOverflow() const { return m_idOverflow; }
    uint64_t warnings() const { return m_warnings; }

private:
    // Holds a whole file's slices when the time base comes last: the byte offset shares one word
    // with the kind and flags so the offset costs no memory (offsets past 256 TiB are clamped).
    // The word is packed by hand, in a register: bit-fields written one by one into a local that
    // is then copied stall the copy on the partial stores.
    struct StagedSlice
    {
        int64_t ts, dur;
        int64_t correlation, externalId;
        TrackId track;
        StringId name, category;
        ArgSetId args;
        uint64_t packed; // byte offset : 48, EventKind : 8, flags : 8 (1 = correlation, 2 = external id)
        uint64_t byteOffset() const { return packed & ((uint64_t(1) << 48) - 1); }
        EventKind kind() const { return EventKind((packed >> 48) & 0xFF); }
        unsigned flags() const { return unsigned(packed >> 56); }
    };
    struct StagedInstant
    {
        int64_t ts;
        TrackId track;
        StringId name, category;
        ArgSetId args;
        char scope;
    };
    struct StagedCounter
    {
        int64_t ts;
        CounterId series;
        double value;
    };
    struct OpenSpan
    {
        int64_t ts;
        StringId name, category;
        ArgSetId args;
        TrackId track;
        uint64_t byteOffset;
    };
    struct RowInfo
    {
        uint64_t events = 0;
        uint64_t gpuEvents = 0;
        uint64_t cpuEvents = 0; // host events of the categories METRICS.md makes host events anywhere
        uint64_t activity = 0; // GPU activity (kernel, memcpy, memset)
        uint64_t pseudoEvents = 0;
        int64_t stream = -1;
        int64_t device = -1;
    };
    struct TrackKey
    {
        int64_t pid, tid;
        uint32_t pidText, tidText;
        bool operator==(const TrackKey &o) const
        {
            return pid == o.pid && tid == o.tid && pidText == o.pidText && tidText == o.tidText;
        }
    };
    struct TrackKeyHash
    {
        size_t operator()(const TrackKey &k) const noexcept
        {
            return size_t(k.pid * 0x9E3779B97F4A7C15ull) ^ size_t(k.tid * 0xC2B2AE3D27D4EB4Full)
                ^ (size_t(k.pidText) << 32) ^ size_t(k.tidText);
        }
    };
    struct AsyncKey
    {
        ProcessId process;
        uint32_t category;
        uint64_t id;
        bool operator==(const AsyncKey &o) const
        {
            return process == o.process && category == o.category && id == o.id;
        }
    };
    struct AsyncKeyHash
    {
        size_t operator()(const AsyncKey &k) const noexcept
        {
            return size_t(k.id * 0x9E3779B97F4A7C15ull) ^ (size_t(k.process.value) << 20)
                ^ size_t(k.category);
        }
    };

    void warn(const std::string &kind, uint64_t byteOffset);
    // A base (ns) is used only if every ts, staged or to come, stays a usable time with it added.
    bool acceptableBase(int64_t baseNs) const;
    ProcessId processFor(const RawEvent &e);
    TrackId trackFor(const RawEvent &e);
    TrackId asyncTrackFor(const RawEvent &e, StringId category);
    StringId intern(std::string_view text) { return m_builder.strings().intern(text); }
    // intern() behind a small two-way cache keyed by a cheap sampled hash: most names repeat,
    // and hashing a 200-character kernel name in full for every event is the pool's main cost.
    StringId internCached(std::string_view text);
    EventKind kindOf(StringId category);
    RowInfo &row(TrackId track);
    ArgSetId storeArgs(const RawEvent &e);
    void stageSlice(const RawEvent &e, uint64_t byteOffset, TrackId track, int64_t ts, int64_t dur,
        StringId name, StringId category, EventKind kind, ArgSetId args, bool withLinks);
    bool launchesWork(StringId name);
    void handleMetadata(const RawEvent &e);
    void handleCounter(const RawEvent &e, uint64_t byteOffset);
    void handleFlow(const RawEvent &e, uint64_t byteOffset);
    void handleAsync(const RawEvent &e, uint64_t byteOffset);
    void handleEnd(const RawEvent &e, uint64_t byteOffset);
    // The slice from open to e (an E, or an async end) on track; a negative or too long one is a
    // counted warning instead.
    void closeSpan(const RawEvent &e, uint64_t byteOffset, const OpenSpan &open, TrackId track);
    void flush(int64_t baseNs);
    void flushFlowPoints(int64_t baseNs);
    void classifyRows();
    void splitHostEvents(TrackId gpuRow, ProcessId process);
    void noteIds(ProcessId process, TrackId track);

    ProfileBuilder &m_builder;
    ArgsAppender m_args; // owns builder.args() until finish()
    RankInfo m_rank;
    LoadStats m_stats;
    uint64_t m_warnings = 0;
    bool m_idOverflow = false;
    bool m_baseKnown = false; // events can be handed to the builder as they come
    bool m_baseFromKey = false; // baseTimeNanoseconds was read
    bool m_eventsBegun = false;
    bool m_noLateBase = false;
    bool m_lateBaseMissed = false;
    bool m_kinetoHints = false;
    int64_t m_baseNs = 0;
    int64_t m_latestTs = std::numeric_limits<int64_t>::min(); // of every event so far

    // Staged rows grow by the MiB while a file is read: huge pages save most of their page faults.
    hugepages::Vector<StagedSlice> m_slices;
    hugepages::Vector<StagedInstant> m_instants;
    std::vector<StagedCounter> m_counters;
    // Flow points are kept until finish(): redundant launch flows are dropped there.
    hugepages::Vector<FlowPoint> m_flowPoints;
    std::vector<int64_t> m_launchCorrelations; // correlation ids on runtime/driver calls
    std::vector<int64_t> m_gpuCorrelations; // and on GPU ops
    // METRICS.md no_gpu_activity: runtime/driver calls that launch GPU work, and GPU activity seen.
    uint64_t m_launchCalls = 0;
    uint64_t m_firstLaunchOffset = 0;
    uint64_t m_gpuActivity = 0;
    std::vector<int8_t> m_launchName; // by name StringId value: -1 unknown, 0 no, 1 launches work
    struct CacheEntry
    {
        uint64_t key = 0;
        std::string_view text; // the pool's copy (empty: unused, as empty text is never cached)
        StringId id;
    };
    std::vector<CacheEntry> m_internCache;

    std::unordered_map<TrackKey, TrackId, TrackKeyHash> m_trackCache;
    TrackKey m_lastKey { 0, 0, ~0u, ~0u };
    TrackId m_lastTrack;
    std::vector<int8_t> m_kindCache; // by StringId value; -1 = unknown yet
    std::vector<RowInfo> m_rows; // by TrackId value
    std::vector<std::vector<OpenSpan>> m_openSpans; // B/E stacks by TrackId value
    std::unordered_map<AsyncKey, std::vector<OpenSpan>, AsyncKeyHash> m_openAsync;
    uint32_t m_processCount = 0; // ids handed out by the builder are dense, so max + 1 = count
    uint32_t m_trackCount = 0;
    StringId m_flowV2Category;
};

} // namespace stepline
