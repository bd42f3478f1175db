#include "cprofilestats.h"

#include "profile.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

namespace stepline {

JobPhase pythonStatsPhase(const PythonStatsFile &file)
{
    if (file.startMode == "prestepzero")
        return JobPhase::Initialization;
    // The Debugger's last dump runs from the end of a step to hook close.
    if (file.startMode == "posthookclose" || file.endMode == "posthookclose")
        return JobPhase::Finalization;
    return JobPhase::TrainingLoop;
}

std::vector<ParsedPythonStats> parseProfilePythonStats(const Profile &profile)
{
    std::vector<ParsedPythonStats> out;
    out.reserve(profile.job().pythonStats.size());
    for (const PythonStatsFile &f : profile.job().pythonStats) {
        ParsedPythonStats p;
        p.file = &f;
        p.phase = pythonStatsPhase(f);
        if (f.bytes)
            p.stats = parsePstats(*f.bytes);
        else
            p.stats.error = "the file was not read";
        out.push_back(std::move(p));
    }
    return out;
}

CProfileSelection selectCProfileStats(
    const std::vector<ParsedPythonStats> &dumps, int64_t originAbsNs, const PythonStatsFilter &filter)
{
    CProfileSelection out;
    const bool byStep = filter.firstStep >= 0 || filter.lastStep >= 0;
    std::unordered_map<std::string, size_t> rowOfName;
    for (const ParsedPythonStats &d : dumps) {
        const PythonStatsFile &f = *d.file;
        if (filter.phase != JobPhase::All && d.phase != filter.phase)
            continue;
        if (byStep) {
            if (d.phase != JobPhase::TrainingLoop || f.startStep < 0)
                continue;
            const int64_t last = std::max(f.startStep, f.endStep);
            if ((filter.lastStep >= 0 && f.startStep > filter.lastStep)
                || (filter.firstStep >= 0 && last < filter.firstStep))
                continue;
        }
        // A dump without times from its name (unknown layout) passes an open time range only.
        const bool timed = f.endAbsNs > 0;
        const int64_t startNs = f.startAbsNs - originAbsNs;
        const int64_t endNs = f.endAbsNs - originAbsNs;
        const bool openRange = filter.fromNs == std::numeric_limits<int64_t>::min()
            && filter.toNs == std::numeric_limits<int64_t>::max();
        if (!openRange && (!timed || endNs <= filter.fromNs || startNs >= filter.toNs))
            continue;
        if (!d.stats.ok) {
            ++out.unreadable;
            continue;
        }
        out.dumps.push_back(&d);
        out.totalCalls += d.stats.totalCalls;
        for (const PythonFunctionStat &s : d.stats.functions) {
            const auto [it, added] = rowOfName.emplace(s.name, out.functions.size());
            if (added) {
                out.functions.push_back(s);
                continue;
            }
            PythonFunctionStat &row = out.functions[it->second];
            row.calls += s.calls;
            row.selfNs += s.selfNs;
            row.totalNs += s.totalNs;
        }
    }
    std::sort(out.functions.begin(), out.functions.end(),
        [](const PythonFunctionStat &a, const PythonFunctionStat &b) {
            return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.name < b.name;
        });
    return out;
}

} // namespace stepline
