#pragma once

#include "profile.h"
#include "pstats.h"
#include "pyinstrumenttree.h"
#include "pythonstats.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace stepline {

// The Python profiler dumps of a SageMaker Debugger job (JobInfo::pythonStats), parsed, and the
// selections smdebug's readers (PythonProfileAnalysis) offer over them, as plain functions:
// by time overlap, by step interval with phases, by start and end mode, by job phase, by node and
// by profiler. cProfile dumps merge like pstats.Stats.add(); pyinstrument trees merge by call
// path.

// smdebug's PythonProfileModes and StepPhase, spelled as in the folder names.
enum class PythonMode : uint8_t { Unknown, Train, Eval, Predict, Global, PreStepZero, PostHookClose };
enum class StepPhase : uint8_t { Unknown, Start, StepStart, ForwardPassEnd, StepEnd, End };

PythonMode pythonModeFromName(std::string_view name); // "train", ...; anything else: Unknown
std::string_view pythonModeName(PythonMode mode); // "" for Unknown
StepPhase stepPhaseFromName(std::string_view name);
std::string_view stepPhaseName(StepPhase phase);
std::optional<PythonProfiler> pythonProfilerFromName(std::string_view name); // cprofile, pyinstrument
std::string_view pythonProfilerName(PythonProfiler profiler);
std::optional<JobPhase> jobPhaseFromName(std::string_view name); // initialization, training_loop, ...
std::string_view jobPhaseName(JobPhase phase);

inline constexpr int64_t kStepToTheEnd = std::numeric_limits<int64_t>::max();

// One dump. Steps: -1 before step 0 ("*" at the start), kStepToTheEnd for "*" at the end (hook
// close), as smdebug reads them. The older layout gives one step, no phases and no modes
// (Unknown), except step -1: before step 0 (prestepzero).
struct PythonDump
{
    const PythonStatsFile *file = nullptr;
    int64_t startStep = -1;
    int64_t endStep = -1;
    PythonMode startMode = PythonMode::Unknown;
    PythonMode endMode = PythonMode::Unknown;
    StepPhase startPhase = StepPhase::Unknown;
    StepPhase endPhase = StepPhase::Unknown;
    // smdebug's job phase: initialization from prestepzero, finalization up to posthookclose,
    // the training loop otherwise.
    JobPhase phase = JobPhase::TrainingLoop;
    bool named = false; // the folder name fits a layout (else no times, steps or modes)
    bool ok = false; // readable
    std::string error; // why not, when !ok
    PstatsResult cprofile; // for PythonProfiler::CProfile
    PyinstrumentTree tree; // for PythonProfiler::Pyinstrument
};

JobPhase pythonStatsPhase(const PythonStatsFile &file);

// Every dump parsed (unreadable ones keep ok false and the reason). The pointers refer into
// files, which must outlive the result.
std::vector<PythonDump> parsePythonDumps(const std::vector<PythonStatsFile> &files);

// smdebug's fetch_profile_stats_by_step(start_step, end_step, mode, start_phase, end_phase): the
// dump's start and end mode are `mode` (step numbers count per mode; dumps of the older layout
// have no mode and pass), and StepPythonProfileStats.in_step_interval holds: the dump lies within
// [startStep, endStep]; where it starts at startStep and startPhase is stepend or forwardpassend
// it must start at that phase, and where it ends at endStep and endPhase is stepstart it must
// end there. So {A, B, stepstart, stepstart} is everything from step A's start to step B's start.
struct StepInterval
{
    int64_t startStep = 0;
    int64_t endStep = 0;
    StepPhase startPhase = StepPhase::StepStart;
    StepPhase endPhase = StepPhase::StepEnd;
    PythonMode mode = PythonMode::Train;
};
bool inStepInterval(const PythonDump &dump, const StepInterval &interval);

// The dump's [start, end] meets [fromAbsNs, toAbsNs] (closed; absolute ns like the folder
// names). smdebug's in_time_interval only tests whether either end of the dump lies in the range,
// which misses a dump that contains the whole range; this is the overlap its docstring describes.
bool overlapsTime(const PythonDump &dump, int64_t fromAbsNs, int64_t toAbsNs);

// What to select; every criterion set must hold.
struct PythonDumpQuery
{
    std::optional<PythonProfiler> profiler;
    std::string node; // empty: every node
    std::optional<PythonMode> startMode; // "--mode M" sets both to M
    std::optional<PythonMode> endMode;
    JobPhase phase = JobPhase::All;
    std::optional<StepInterval> steps;
    std::optional<std::pair<int64_t, int64_t>> timeAbsNs;
};

bool matchesQuery(const PythonDump &dump, const PythonDumpQuery &query);
// Indices of the matching dumps, readable or not, in dump order.
std::vector<size_t> selectPythonDumps(const std::vector<PythonDump> &dumps, const PythonDumpQuery &query);

// smdebug's list_available_node_ids: the node ids, sorted.
std::vector<std::string> pythonDumpNodes(const std::vector<PythonDump> &dumps);
// The (start mode, end mode) pairs the dumps have, in smdebug's mode order: the training-phase
// combinations of fetch_profile_stats_by_training_phase that hold a dump.
std::vector<std::pair<PythonMode, PythonMode>> trainingPhaseCombinations(
    const std::vector<PythonDump> &dumps);

// Merged function statistics of some dumps of one profiler.
struct PythonFunctionTable
{
    PythonProfiler profiler {};
    std::vector<PythonFunctionStat> functions; // total time descending, then name
    std::vector<PstatsEdge> edges; // cProfile: callers entries, indices into functions
    std::vector<size_t> dumps; // the readable dumps merged
    size_t unreadable = 0; // selected but not readable
    std::optional<uint64_t> totalCalls; // cProfile: pstats' total_calls / prim_calls
    std::optional<uint64_t> primitiveCalls;
};

// cProfile: pstats.Stats.add over the dumps (per function: calls, primitive calls, self and
// cumulative time summed; callers entries summed per caller). pyinstrument: per function (file,
// line, name) the frames' self times summed ("[self]" frames count as their parent's self time),
// and the total of the frames that have no ancestor of the same function (a recursive call is
// inside its outer call's total already); no calls. Dumps of the other profiler are left out.
PythonFunctionTable mergePythonDumps(
    const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected, PythonProfiler profiler);

// The pyinstrument trees of the selected dumps as one (pyinstrumenttree.h).
PyinstrumentTree mergedPyinstrumentTree(
    const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected);

} // namespace stepline
