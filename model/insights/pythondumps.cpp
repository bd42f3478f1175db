#include "pythondumps.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <unordered_map>

namespace stepline {

namespace {

constexpr std::array<std::pair<PythonMode, std::string_view>, 6> kModes { {
    { PythonMode::Train, "train" },
    { PythonMode::Eval, "eval" },
    { PythonMode::Predict, "predict" },
    { PythonMode::Global, "global" },
    { PythonMode::PreStepZero, "prestepzero" },
    { PythonMode::PostHookClose, "posthookclose" },
} };

constexpr std::array<std::pair<StepPhase, std::string_view>, 5> kPhases { {
    { StepPhase::Start, "start" },
    { StepPhase::StepStart, "stepstart" },
    { StepPhase::ForwardPassEnd, "forwardpassend" },
    { StepPhase::StepEnd, "stepend" },
    { StepPhase::End, "end" },
} };

bool byTotalThenName(const PythonFunctionStat &a, const PythonFunctionStat &b)
{
    return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.name < b.name;
}

std::string functionKey(const std::string &file, int64_t line, const std::string &function)
{
    return file + '\0' + std::to_string(line) + '\0' + function;
}

PythonFunctionTable mergeCProfile(const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected)
{
    PythonFunctionTable out;
    out.profiler = PythonProfiler::CProfile;
    std::unordered_map<std::string, uint32_t> rowOfKey;
    std::map<std::pair<uint32_t, uint32_t>, size_t> edgeOf; // (caller, callee) -> out.edges
    uint64_t calls = 0;
    uint64_t primitive = 0;
    for (size_t i : selected) {
        const PythonDump &d = dumps[i];
        if (d.file->profiler != PythonProfiler::CProfile)
            continue;
        if (!d.ok) {
            ++out.unreadable;
            continue;
        }
        out.dumps.push_back(i);
        calls += d.cprofile.totalCalls;
        primitive += d.cprofile.primitiveCalls;
        std::vector<uint32_t> rowOf(d.cprofile.functions.size());
        for (size_t f = 0; f < d.cprofile.functions.size(); ++f) {
            const PythonFunctionStat &s = d.cprofile.functions[f];
            const auto [it, added]
                = rowOfKey.emplace(functionKey(s.file, s.line, s.function), uint32_t(out.functions.size()));
            rowOf[f] = it->second;
            if (added) {
                out.functions.push_back(s);
                continue;
            }
            PythonFunctionStat &row = out.functions[it->second];
            row.calls = row.calls.value_or(0) + s.calls.value_or(0);
            row.primitiveCalls = row.primitiveCalls.value_or(0) + s.primitiveCalls.value_or(0);
            row.selfNs += s.selfNs;
            row.totalNs += s.totalNs;
        }
        for (const PstatsEdge &e : d.cprofile.edges) {
            const auto key = std::make_pair(rowOf[e.caller], rowOf[e.callee]);
            const auto [it, added] = edgeOf.emplace(key, out.edges.size());
            if (added) {
                PstatsEdge merged = e;
                merged.caller = key.first;
                merged.callee = key.second;
                out.edges.push_back(merged);
                continue;
            }
            PstatsEdge &m = out.edges[it->second];
            m.calls += e.calls;
            m.primitiveCalls += e.primitiveCalls;
            m.selfNs += e.selfNs;
            m.totalNs += e.totalNs;
            m.timed = m.timed && e.timed;
        }
    }
    // Sorted for display; the edges follow their functions.
    sortFunctionsByTotal(&out.functions, &out.edges);
    if (!out.dumps.empty()) {
        out.totalCalls = calls;
        out.primitiveCalls = primitive;
    }
    return out;
}

PythonFunctionTable mergePyinstrument(
    const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected)
{
    PythonFunctionTable out;
    out.profiler = PythonProfiler::Pyinstrument;
    std::unordered_map<std::string, size_t> rowOfKey;
    for (size_t i : selected) {
        const PythonDump &d = dumps[i];
        if (d.file->profiler != PythonProfiler::Pyinstrument)
            continue;
        if (!d.ok) {
            ++out.unreadable;
            continue;
        }
        out.dumps.push_back(i);
        const std::vector<PyinstrumentFrame> &frames = d.tree.frames;
        std::vector<size_t> rowOfFrame(frames.size(), SIZE_MAX);
        // How many frames of each function are open on the current path (the recursion test),
        // and the rows of that path by depth (SIZE_MAX for a "[self]" frame).
        std::unordered_map<size_t, uint32_t> openOnPath;
        std::vector<size_t> path;
        for (size_t f = 0; f < frames.size(); ++f) {
            const PyinstrumentFrame &frame = frames[f];
            while (path.size() > frame.depth) {
                const size_t row = path.back();
                path.pop_back();
                if (row != SIZE_MAX && --openOnPath[row] == 0)
                    openOnPath.erase(row);
            }
            if (frame.function == "[self]") {
                // Time the parent spent in itself: the parent's self time.
                if (frame.parent >= 0 && rowOfFrame[size_t(frame.parent)] != SIZE_MAX)
                    out.functions[rowOfFrame[size_t(frame.parent)]].selfNs += frame.totalNs;
                path.push_back(SIZE_MAX);
                continue;
            }
            const auto [it, added]
                = rowOfKey.emplace(functionKey(frame.file, frame.line, frame.function), out.functions.size());
            if (added) {
                PythonFunctionStat row;
                row.function = frame.function;
                row.file = frame.file;
                row.line = frame.line;
                row.name = frame.function;
                if (!frame.file.empty()) {
                    (row.name += " (") += frame.fileShort.empty() ? frame.file : frame.fileShort;
                    if (frame.line >= 0)
                        (row.name += ':') += std::to_string(frame.line);
                    row.name += ')';
                }
                out.functions.push_back(std::move(row));
            }
            const size_t row = it->second;
            rowOfFrame[f] = row;
            PythonFunctionStat &stat = out.functions[row];
            stat.selfNs += frame.selfNs;
            if (openOnPath.find(row) == openOnPath.end())
                stat.totalNs += frame.totalNs;
            ++openOnPath[row];
            path.push_back(row);
        }
    }
    std::sort(out.functions.begin(), out.functions.end(), byTotalThenName);
    return out;
}

} // namespace

PythonMode pythonModeFromName(std::string_view name)
{
    for (const auto &[mode, text] : kModes)
        if (text == name)
            return mode;
    return PythonMode::Unknown;
}

std::string_view pythonModeName(PythonMode mode)
{
    for (const auto &[m, text] : kModes)
        if (m == mode)
            return text;
    return {};
}

StepPhase stepPhaseFromName(std::string_view name)
{
    for (const auto &[phase, text] : kPhases)
        if (text == name)
            return phase;
    return StepPhase::Unknown;
}

std::string_view stepPhaseName(StepPhase phase)
{
    for (const auto &[p, text] : kPhases)
        if (p == phase)
            return text;
    return {};
}

std::optional<PythonProfiler> pythonProfilerFromName(std::string_view name)
{
    if (name == "cprofile")
        return PythonProfiler::CProfile;
    if (name == "pyinstrument")
        return PythonProfiler::Pyinstrument;
    return std::nullopt;
}

std::string_view pythonProfilerName(PythonProfiler profiler)
{
    return profiler == PythonProfiler::Pyinstrument ? "pyinstrument" : "cprofile";
}

std::optional<JobPhase> jobPhaseFromName(std::string_view name)
{
    if (name == "initialization")
        return JobPhase::Initialization;
    if (name == "training_loop")
        return JobPhase::TrainingLoop;
    if (name == "finalization")
        return JobPhase::Finalization;
    return std::nullopt;
}

std::string_view jobPhaseName(JobPhase phase)
{
    switch (phase) {
    case JobPhase::Initialization:
        return "initialization";
    case JobPhase::TrainingLoop:
        return "training_loop";
    case JobPhase::Finalization:
        return "finalization";
    case JobPhase::All:
        break;
    }
    return "all";
}

JobPhase pythonStatsPhase(const PythonStatsFile &file)
{
    // fetch_profile_stats_by_job_phase: start mode prestepzero, else end mode posthookclose.
    if (file.startMode == "prestepzero")
        return JobPhase::Initialization;
    if (file.startMode == "posthookclose" || file.endMode == "posthookclose")
        return JobPhase::Finalization;
    return JobPhase::TrainingLoop;
}

std::vector<PythonDump> parsePythonDumps(const std::vector<PythonStatsFile> &files)
{
    std::vector<PythonDump> out;
    out.reserve(files.size());
    for (const PythonStatsFile &f : files) {
        PythonDump d;
        d.file = &f;
        d.named = f.endAbsNs > 0;
        d.startMode = pythonModeFromName(f.startMode);
        d.endMode = pythonModeFromName(f.endMode);
        d.startPhase = stepPhaseFromName(f.startPhase);
        d.endPhase = stepPhaseFromName(f.endPhase);
        d.phase = pythonStatsPhase(f);
        d.startStep = f.startStep;
        // "*" at the end is "to the end" (smdebug: infinity); the older layout's step -1 is a
        // dump before step 0, which ends there.
        d.endStep = f.endStep < 0 && d.endMode != PythonMode::PreStepZero ? kStepToTheEnd : f.endStep;
        if (!d.named)
            d.startStep = d.endStep = -1;
        if (!f.bytes) {
            d.error = f.readError.empty() ? std::string("the file was not read") : f.readError;
        } else if (f.profiler == PythonProfiler::CProfile) {
            d.cprofile = parsePstats(*f.bytes);
            d.ok = d.cprofile.ok;
            d.error = d.cprofile.error;
        } else {
            d.tree = parsePyinstrumentJson(*f.bytes);
            d.ok = d.tree.ok;
            d.error = d.tree.error;
        }
        out.push_back(std::move(d));
    }
    return out;
}

bool inStepInterval(const PythonDump &d, const StepInterval &in)
{
    if (!d.named)
        return false;
    const bool modeless = d.startMode == PythonMode::Unknown && d.endMode == PythonMode::Unknown;
    if (!modeless && (d.startMode != in.mode || d.endMode != in.mode))
        return false;
    if (in.startStep < d.startStep && in.endStep > d.endStep)
        return true;
    if (in.startStep > d.startStep || in.endStep < d.endStep)
        return false;
    if (in.startStep == d.startStep
        && (in.startPhase == StepPhase::StepEnd || in.startPhase == StepPhase::ForwardPassEnd)
        && d.startPhase != in.startPhase)
        return false;
    if (in.endStep == d.endStep && in.endPhase == StepPhase::StepStart && d.endPhase != in.endPhase)
        return false;
    return true;
}

bool overlapsTime(const PythonDump &d, int64_t fromAbsNs, int64_t toAbsNs)
{
    return d.named && d.file->startAbsNs <= toAbsNs && d.file->endAbsNs >= fromAbsNs;
}

bool matchesQuery(const PythonDump &d, const PythonDumpQuery &q)
{
    if (q.profiler && d.file->profiler != *q.profiler)
        return false;
    if (!q.node.empty() && d.file->node != q.node)
        return false;
    if (q.startMode && d.startMode != *q.startMode)
        return false;
    if (q.endMode && d.endMode != *q.endMode)
        return false;
    if (q.phase != JobPhase::All && d.phase != q.phase)
        return false;
    if (q.steps && !inStepInterval(d, *q.steps))
        return false;
    if (q.timeAbsNs && !overlapsTime(d, q.timeAbsNs->first, q.timeAbsNs->second))
        return false;
    return true;
}

std::vector<size_t> selectPythonDumps(const std::vector<PythonDump> &dumps, const PythonDumpQuery &query)
{
    std::vector<size_t> out;
    for (size_t i = 0; i < dumps.size(); ++i)
        if (matchesQuery(dumps[i], query))
            out.push_back(i);
    return out;
}

std::vector<std::string> pythonDumpNodes(const std::vector<PythonDump> &dumps)
{
    std::set<std::string> nodes;
    for (const PythonDump &d : dumps)
        nodes.insert(d.file->node);
    return { nodes.begin(), nodes.end() };
}

std::vector<std::pair<PythonMode, PythonMode>> trainingPhaseCombinations(const std::vector<PythonDump> &dumps)
{
    std::set<std::pair<PythonMode, PythonMode>> present;
    for (const PythonDump &d : dumps)
        if (d.startMode != PythonMode::Unknown && d.endMode != PythonMode::Unknown)
            present.insert({ d.startMode, d.endMode });
    // PythonMode's order is smdebug's (TRAIN = 1 ... POST_HOOK_CLOSE = 6).
    return { present.begin(), present.end() };
}

PythonFunctionTable mergePythonDumps(
    const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected, PythonProfiler profiler)
{
    return profiler == PythonProfiler::CProfile ? mergeCProfile(dumps, selected)
                                                : mergePyinstrument(dumps, selected);
}

PyinstrumentTree mergedPyinstrumentTree(
    const std::vector<PythonDump> &dumps, const std::vector<size_t> &selected)
{
    std::vector<const PyinstrumentTree *> trees;
    for (size_t i : selected)
        if (dumps[i].file->profiler == PythonProfiler::Pyinstrument && dumps[i].ok)
            trees.push_back(&dumps[i].tree);
    return mergePyinstrumentTrees(trees);
}

} // namespace stepline
