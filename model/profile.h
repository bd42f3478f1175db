#pragma once

#include "argstore.h"
#include "ids.h"
#include "loadreport.h"
#include "rankinfo.h"
#include "stringpool.h"
#include "tables.h"
#include "track.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace stepline {

// The two Python profilers the SageMaker Debugger runs; its file names tell them apart
// (python_stats: a cProfile marshal dump, python_stats.json: pyinstrument's JSON).
enum class PythonProfiler : uint8_t { CProfile, Pyinstrument };

// A Python profiler dump found in a job folder (the SageMaker Debugger's
// framework/<framework>/<cprofile|pyinstrument>/<node>/<interval>/python_stats[.json]): what its
// folder name says, and the file's bytes, which model/insights/pythondumps.h parses on demand
// (the event model does not know the formats). Steps are -1 where the name has none ("*", before
// step 0 or to the end); modes and phases are empty in the older layout
// (<start us>_<end us>_<pid-node>_<step>).
struct PythonStatsFile
{
    std::string path; // relative to the job folder
    std::string node; // the Debugger's node id, "<pid>-<host>" ("151-algo-1")
    PythonProfiler profiler = PythonProfiler::CProfile;
    std::string readError; // why bytes is null (the file could not be read); empty otherwise
    int64_t startAbsNs = 0; // absolute, like JobInfo::originAbsNs
    int64_t endAbsNs = 0;
    int64_t startStep = -1;
    int64_t endStep = -1;
    std::string startMode; // "prestepzero", "train", "eval", "posthookclose", ...
    std::string endMode;
    std::string startPhase; // "start", "stepstart", "forwardpassend", "stepend", "end"
    std::string endPhase;
    std::shared_ptr<const std::string> bytes; // the file as it is (marshal data or JSON)
};

struct JobInfo
{
    std::string name; // folder or file name
    std::string path; // what was opened
    std::string format; // "kineto-json", "chrome-json", "smdebug" or "stepline"
    int64_t originAbsNs = 0; // absolute time (ns, usually since the Unix epoch) of time 0
    std::vector<PythonStatsFile> pythonStats; // Python profiler dumps of the job, by start time
};

// An immutable, fully indexed training profile. Built only by ProfileBuilder::finalize() and
// shared as std::shared_ptr<const Profile>; every accessor is const and safe from any thread.
//
// Time is int64 nanoseconds since the job origin (the earliest event of all ranks); add
// job().originAbsNs for wall-clock time.
class Profile
{
public:
    struct Range
    {
        uint32_t begin = 0;
        uint32_t end = 0;
        uint32_t size() const { return end - begin; }
        bool empty() const { return begin == end; }
    };

    const JobInfo &job() const { return m_job; }
    const StringPool &strings() const { return m_strings; }
    std::string_view str(StringId id) const { return m_strings.view(id); }
    const std::vector<RankInfo> &ranks() const { return m_ranks; }
    const std::vector<Process> &processes() const { return m_processes; }
    const std::vector<Track> &tracks() const { return m_tracks; }
    const Track &track(TrackId id) const { return m_tracks[id.value]; }
    const Process &process(ProcessId id) const { return m_processes[id.value]; }
    const SliceTable &slices() const { return m_slices; }
    const InstantTable &instants() const { return m_instants; }
    const CounterTable &counters() const { return m_counters; }
    const FlowTable &flows() const { return m_flows; }
    const ArgStore &args() const { return m_args; }
    const LoadReport &report() const { return m_report; }

    // Job bounds: earliest start and latest end of any slice, instant or counter sample.
    int64_t startNs() const { return m_startNs; }
    int64_t endNs() const { return m_endNs; }

    uint16_t depthCount(TrackId id) const { return m_tracks[id.value].depthCount; }
    // All slices of a track at one depth, sorted by ts (and by end).
    Range depthRange(TrackId id, uint16_t depth) const;
    // Slices of a track at one depth that intersect [fromNs, toNs]: two binary searches.
    Range visibleRange(TrackId id, uint16_t depth, int64_t fromNs, int64_t toNs) const;
    // Deepest slice on the track containing tsNs (ts <= tsNs <= end), or none. nested: every slice
    // lies within the one it sits on (finalizing counted no lane split), so no depth below one
    // with nothing at tsNs can hold it and the search stops there.
    EventId sliceAt(TrackId id, int64_t tsNs, bool nested = false) const;

    // Bytes held by the model (columns, indexes, compressed args), without the string pool.
    size_t modelBytes() const;
    size_t stringPoolBytes() const { return m_strings.memoryBytes(); }
    // Complete + instant + counter events (METRICS.md "events").
    uint64_t eventCount() const { return m_slices.size() + m_instants.size() + m_counters.ts.size(); }

private:
    friend class ProfileBuilder;
    friend class ProfileSerializer; // native format: columns in/out (profileserializeraccess.h)
    Profile() = default;

    JobInfo m_job;
    StringPool m_strings;
    std::vector<RankInfo> m_ranks;
    std::vector<Process> m_processes;
    std::vector<Track> m_tracks;
    SliceTable m_slices;
    std::vector<uint32_t> m_depthOffsets; // see Track::depthBegin
    InstantTable m_instants;
    CounterTable m_counters;
    FlowTable m_flows;
    ArgStore m_args;
    LoadReport m_report;
    int64_t m_startNs = 0;
    int64_t m_endNs = 0;
};

using ProfilePtr = std::shared_ptr<const Profile>;

} // namespace stepline
