#pragma once

#include "hugepages.h"
#include "profile.h"

#include <optional>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace stepline {

// A flow event (s/t/f) waiting to be bound to slices in finalize().
struct FlowPoint
{
    uint32_t rank = 0;
    TrackId track;
    int64_t tsNs = 0; // absolute ns, like every builder time
    uint64_t id = 0; // flow id (scoped by rank and category)
    StringId category;
    char phase = 's'; // 's', 't' or 'f'
    bool bindEnclosing = true; // false for an 'f' without "bp": "e": binds to the next slice
    uint64_t byteOffset = 0;
};

// Collects the events of one or more trace files, then sorts and indexes them once in finalize().
//
// Loaders append in file order (Kineto output is not sorted by ts) with absolute ns timestamps.
// Builders of different files can be filled on different threads and merged with absorbRanks().
// Indices returned by addSlice() are builder-local and only meaningful for addFlow()/correlation
// calls on the same builder.
class ProfileBuilder
{
public:
    ProfileBuilder();
    ProfileBuilder(ProfileBuilder &&) noexcept;
    ProfileBuilder &operator=(ProfileBuilder &&) noexcept;
    ~ProfileBuilder();

    StringPool &strings() { return m_profile->m_strings; }
    ArgStore &args() { return m_profile->m_args; }
    LoadReport &report() { return m_profile->m_report; }
    JobInfo &job() { return m_profile->m_job; }

    uint32_t addRank(RankInfo info);
    RankInfo &rank(uint32_t index) { return m_profile->m_ranks[index]; }
    uint32_t rankCount() const { return uint32_t(m_profile->m_ranks.size()); }

    // Find-or-create. pidText/tidText are the string forms when the file used strings.
    ProcessId process(uint32_t rank, int64_t pid, StringId pidText = {});
    Process &processAt(ProcessId id) { return m_profile->m_processes[id.value]; }
    TrackId track(ProcessId process, int64_t tid, TrackKind kind, StringId tidText = {});
    Track &trackAt(TrackId id) { return m_profile->m_tracks[id.value]; }

    uint32_t addSlice(
        TrackId track, int64_t tsNs, int64_t durNs, StringId name, StringId category, ArgSetId args = {});
    // Same, with the kind already known (hot path: saves the category lookup).
    uint32_t addSlice(TrackId track, int64_t tsNs, int64_t durNs, StringId name, StringId category,
        EventKind kind, ArgSetId args);
    size_t sliceCount() const { return m_profile->m_slices.size(); }
    void reserveSlices(size_t n) { m_profile->m_slices.reserve(n); }
    // Room for the link keys of about n slices. Capacity never written costs no memory; growing
    // these lists instead copies them again and again and faults in fresh pages each time.
    void reserveLinks(size_t n)
    {
        m_correlations.reserve(n);
        m_externalIds.reserve(n);
    }

    void addInstant(
        TrackId track, int64_t tsNs, StringId name, StringId category, char scope, ArgSetId args = {});
    CounterId counterSeries(uint32_t rank, ProcessId process, StringId name);
    void addCounterSample(CounterId series, int64_t tsNs, double value);

    // Links resolved in finalize(). Correlation ids and External ids are unique within one rank.
    // byteOffset (where the event starts in its file) lets the unmatched_gpu_op warning point at
    // the first op without a launch; LoadReport::kNoOffset when the loader has none.
    void setCorrelation(
        uint32_t slice, uint32_t rank, int64_t correlation, uint64_t byteOffset = LoadReport::kNoOffset);
    void setExternalId(uint32_t slice, uint32_t rank, int64_t externalId);
    void addFlowPoint(const FlowPoint &point) { m_flowPoints.push_back(point); }
    // Room for `more` flow points beyond those held: a loader that knows how many it adds saves
    // the copies (and the fresh pages) of growing by doubling.
    void reserveFlowPoints(size_t more) { m_flowPoints.reserve(m_flowPoints.size() + more); }
    void addFlow(uint32_t fromSlice, uint32_t toSlice, FlowKind kind);

    EventKind kindOf(StringId category);

    // Moves the slices of track `from` whose kind is always a host event (isAlwaysHost) to track
    // `to`: a row Kineto shares between a GPU stream and a Python thread it could not place.
    void moveHostSlices(TrackId from, TrackId to);

    // Adds ns to every time held so far (slices, instants, counter samples, flow points), e.g. to
    // give a rank whose file lost its baseTimeNanoseconds the base of the other ranks of its job.
    void shiftTime(int64_t ns);
    // The smallest time held so far (slices, instants, counter samples); nullopt when empty.
    std::optional<int64_t> earliestTime() const;

    // Merges the rank builders of a job into this one (its first rank), for a job that is finalized
    // right after (nothing may be added in between): every builder, this one included, is first
    // sorted, nested and linked on its own (on two threads for big jobs: a builder's slices, links
    // and flows never refer to another builder's), and the indexed columns are then concatenated,
    // rank after rank, with string, track, process, rank, slice and arg ids remapped; finalize()
    // only sets the origin of the windows. The profile is the one finalize() would build from all
    // the events in one builder. released (may be null; it must be thread-safe) runs after each
    // builder is indexed, on either thread, and after each is copied; what is left to free at the
    // end is the caller's to hand back. others are left empty.
    void absorbRanks(const std::vector<ProfileBuilder *> &others, void (*released)());
    // The biggest part of that indexing, done early: sorts and nests the slices and resolves the
    // links of this builder alone (a job's rank, right after its file is parsed, while the other
    // files still parse). Times may still be shifted afterwards (shiftTime); nothing else may be
    // added. finalize() and absorbRanks() then skip that part.
    void nestOwnEvents();

    // Sorts, assigns depths (lane-splitting partial overlaps), resolves links, computes windows.
    std::shared_ptr<const Profile> finalize();

    // Profiles of at least this many slices are merged and finalized on two threads (below it a
    // thread costs more than it saves; 256 Ki by default, since threads start on a free core:
    // threadstart.h). Process-wide, like the loader's
    // defaultParallelParse: tests set 0 to check that the two-thread paths build the very same
    // profile as the one-thread ones.
    static size_t parallelFromSlices();
    static void setParallelFromSlices(size_t slices);

private:
    struct LinkKey
    {
        uint32_t rank;
        uint32_t slice;
        int64_t key;
        uint64_t byteOffset; // of the event in its file, LoadReport::kNoOffset when unknown
    };
    struct CounterSample
    {
        uint32_t series;
        int64_t tsNs;
        double value;
    };
    struct PendingFlow
    {
        uint32_t from, to;
        FlowKind kind;
    };

    // Earliest and latest time held (slices' ends included), as finalize() takes its origin from;
    // first > second when nothing is held.
    std::pair<int64_t, int64_t> timeSpan() const;
    // finalize()'s per-event passes on this builder alone, its times left absolute (origin 0);
    // categoryIds (may be null) gives the ids its flow categories will have in the job's pool,
    // which order the flow chains. The warnings found go to m_indexReport.
    void indexOwnEvents(const std::vector<StringId> *categoryIds);
    void sortAndNest();
    // Work arrays as long as the slices, filled once and dropped at the end of finalize: huge pages
    // from 512 KiB on (a fault per 2 MiB), whatever is left of the last one unused.
    template <typename T> using WorkArray = hugepages::Vector<T>;
    void resolveLinks(const WorkArray<uint32_t> &newIndexOf, const WorkArray<uint16_t> &depthOld);
    // For each probe, emit(chosen candidate with the same (rank, key) or nullptr, probe); better(a, b)
    // says slice a is preferred over slice b, remaining ties go to the smaller slice index.
    template <typename Better, typename Emit>
    static void matchLinks(
        WorkArray<LinkKey> &candidates, const WorkArray<LinkKey> &probes, Better better, Emit emit);
    void bindFlowPoints(const std::vector<StringId> *categoryIds);
    void buildFlowIndexes();
    void finalizeInstantsAndCounters();
    // Returns which ranks have a window (METRICS.md), one flag per rank.
    std::vector<uint8_t> computeWindows();

    std::unique_ptr<Profile> m_profile;
    struct TripleKey
    {
        uint32_t a;
        int64_t b;
        uint32_t c;
        bool operator==(const TripleKey &o) const { return a == o.a && b == o.b && c == o.c; }
    };
    struct TripleKeyHash
    {
        size_t operator()(const TripleKey &k) const noexcept
        {
            return std::hash<int64_t>()(k.b) ^ (size_t(k.a) * 0x9E3779B97F4A7C15ull) ^ (size_t(k.c) << 17);
        }
    };
    std::unordered_map<TripleKey, uint32_t, TripleKeyHash> m_processLookup; // (rank, pid, -)
    std::unordered_map<TripleKey, uint32_t, TripleKeyHash> m_trackLookup; // (process, tid, kind)
    std::unordered_map<TripleKey, uint32_t, TripleKeyHash> m_counterLookup; // (process, name, rank)
    std::unordered_map<uint32_t, EventKind> m_kindByCategory;
    // Link keys and flow points grow by the MiB while a file is read: huge pages save most of
    // their page faults.
    hugepages::Vector<LinkKey> m_correlations;
    hugepages::Vector<LinkKey> m_externalIds;
    hugepages::Vector<FlowPoint> m_flowPoints;
    std::vector<PendingFlow> m_flows;
    std::vector<CounterSample> m_counterSamples;
    // Set by nestOwnEvents(): slices sorted and nested, links resolved.
    bool m_nested = false;
    // Set by indexOwnEvents() and absorbRanks(): the events are sorted and linked already.
    bool m_indexed = false;
    std::pair<int64_t, int64_t> m_span { 0, 0 }; // timeSpan() before indexing
    LoadReport m_indexReport; // warnings of nestOwnEvents() and indexOwnEvents(), ranks local
    std::vector<uint8_t> m_windowed; // per rank: its window was set by indexOwnEvents(), origin 0
};

} // namespace stepline
