#include "pythonstats.h"

#include "intervals.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>
#include <unordered_map>

namespace stepline {

std::vector<PythonFunctionStat> pythonFunctionStats(const Profile &profile, const PythonStatsFilter &filter)
{
    const ScopeFilter scope(profile, filter.scope);
    const SliceTable &t = profile.slices();
    const size_t rankCount = profile.ranks().size();

    // Per rank: the training loop [first step start, last step end) and the selected steps.
    std::vector<int64_t> loopStart(rankCount, std::numeric_limits<int64_t>::min());
    std::vector<int64_t> loopEnd(rankCount, std::numeric_limits<int64_t>::max());
    std::vector<intervals::List> chosenSteps(rankCount);
    std::vector<char> hasSteps(rankCount, 0);
    for (const Step &s : hostSteps(profile)) {
        if (!hasSteps[s.rankIndex]) {
            hasSteps[s.rankIndex] = 1;
            loopStart[s.rankIndex] = s.tsNs;
            loopEnd[s.rankIndex] = s.tsNs + s.durNs;
        }
        loopStart[s.rankIndex] = std::min(loopStart[s.rankIndex], s.tsNs);
        loopEnd[s.rankIndex] = std::max(loopEnd[s.rankIndex], s.tsNs + s.durNs);
        if ((filter.firstStep < 0 || s.number >= filter.firstStep)
            && (filter.lastStep < 0 || s.number <= filter.lastStep))
            chosenSteps[s.rankIndex].push_back({ s.tsNs, s.tsNs + s.durNs });
    }
    const bool byStep = filter.firstStep >= 0 || filter.lastStep >= 0;
    for (auto &list : chosenSteps)
        list = intervals::unite(std::move(list));

    const auto selected = [&](size_t i, uint32_t rank) {
        const int64_t ts = t.ts[i];
        if (ts < filter.fromNs || ts >= filter.toNs)
            return false;
        switch (filter.phase) {
        case JobPhase::All:
            break;
        case JobPhase::Initialization:
            if (!hasSteps[rank] || ts >= loopStart[rank])
                return false;
            break;
        case JobPhase::TrainingLoop:
            if (hasSteps[rank] && (ts < loopStart[rank] || ts >= loopEnd[rank]))
                return false;
            break;
        case JobPhase::Finalization:
            if (!hasSteps[rank] || ts < loopEnd[rank])
                return false;
            break;
        }
        if (byStep) {
            const intervals::List &steps = chosenSteps[rank];
            const auto it = std::upper_bound(
                steps.begin(), steps.end(), std::make_pair(ts, std::numeric_limits<int64_t>::max()));
            if (it == steps.begin() || ts >= std::prev(it)->second)
                return false;
        }
        return true;
    };

    std::unordered_map<uint32_t, size_t> rowOfName;
    std::vector<PythonFunctionStat> rows;
    for (const Track &track : profile.tracks()) {
        if (track.kind != TrackKind::CpuThread || !scope.includesRank(track.rank))
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            if (t.kind[i] != EventKind::PythonFunction)
                continue;
            // The nearest python ancestor (for self time) and whether the same function encloses
            // this call (recursion: inclusive time counted once).
            EventId nearestPython;
            bool recursive = false;
            for (EventId p = t.parent[i]; p.isValid(); p = t.parent[p.value]) {
                if (t.kind[p.value] != EventKind::PythonFunction)
                    continue;
                if (!nearestPython.isValid())
                    nearestPython = p;
                if (t.name[p.value] == t.name[i]) {
                    recursive = true;
                    break;
                }
            }
            if (nearestPython.isValid() && selected(nearestPython.value, track.rank)) {
                const auto it = rowOfName.find(t.name[nearestPython.value].value);
                if (it != rowOfName.end())
                    rows[it->second].selfNs -= t.dur[i];
                else {
                    rowOfName.emplace(t.name[nearestPython.value].value, rows.size());
                    PythonFunctionStat row;
                    row.name = std::string(profile.str(t.name[nearestPython.value]));
                    row.selfNs = -t.dur[i];
                    rows.push_back(std::move(row));
                }
            }
            if (!selected(i, track.rank))
                continue;
            auto it = rowOfName.find(t.name[i].value);
            if (it == rowOfName.end()) {
                it = rowOfName.emplace(t.name[i].value, rows.size()).first;
                PythonFunctionStat row;
                row.name = std::string(profile.str(t.name[i]));
                rows.push_back(std::move(row));
            }
            PythonFunctionStat &row = rows[it->second];
            row.calls = row.calls.value_or(0) + 1;
            row.selfNs += t.dur[i];
            if (!recursive)
                row.totalNs += t.dur[i];
        }
    }
    // A parent selected only through its children (its own start outside the filter) has no calls:
    // drop it rather than show negative self time.
    rows.erase(std::remove_if(rows.begin(), rows.end(), [](const PythonFunctionStat &r) { return !r.calls; }),
        rows.end());
    std::sort(rows.begin(), rows.end(), [](const PythonFunctionStat &a, const PythonFunctionStat &b) {
        return a.totalNs != b.totalNs ? a.totalNs > b.totalNs : a.name < b.name;
    });
    return rows;
}

} // namespace stepline
