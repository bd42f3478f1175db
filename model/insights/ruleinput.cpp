#include "ruleinput.h"

#include "collectives.h"
#include "cpustats.h"
#include "gpustats.h"
#include "gpumemory.h"
#include "intervals.h"
#include "percentile.h"
#include "profile.h"
#include "steps.h"
#include "utilization.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <string_view>

namespace stepline {

namespace {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

int64_t medianGap(const std::vector<int64_t> &ts)
{
    if (ts.size() < 2)
        return 0;
    std::vector<int64_t> gaps;
    for (size_t i = 1; i < ts.size(); ++i)
        gaps.push_back(ts[i] - ts[i - 1]);
    return percentileNs(std::move(gaps), 0.5);
}

// Counter series written by the SageMaker Debugger loader ("System metrics" process,
// "<Dimension>.<Name>" series).
void readSystemMetrics(const Profile &profile, RuleInput *in)
{
    const CounterTable &c = profile.counters();
    for (const CounterSeries &cs : c.series) {
        const Process &proc = profile.process(cs.process);
        if (!startsWith(profile.str(proc.name), kSystemMetricsProcessPrefix))
            continue;
        const std::string_view name = profile.str(cs.name);
        const size_t dot = name.rfind('.');
        if (dot == std::string_view::npos)
            continue;
        const std::string dim = lower(name.substr(0, dot));
        std::vector<MetricSeries> *target = nullptr;
        if (dim == "cpuutilization")
            target = &in->cpu;
        else if (dim == "gpuutilization")
            target = &in->gpu;
        else if (dim == "gpumemoryutilization")
            target = &in->gpuMemory;
        else if (dim.find("iowait") != std::string::npos || dim.find("i/owait") != std::string::npos)
            target = &in->ioWait;
        if (!target)
            continue;
        MetricSeries s;
        s.node = cs.rank < profile.ranks().size() ? profile.ranks()[cs.rank].node : std::string();
        s.device = std::string(name.substr(dot + 1));
        s.ts.assign(c.ts.begin() + cs.begin, c.ts.begin() + cs.end);
        s.value.assign(c.value.begin() + cs.begin, c.value.begin() + cs.end);
        s.intervalNs = medianGap(s.ts);
        target->push_back(std::move(s));
    }
}

MetricSeries fromUtilization(const UtilizationSeries &u, std::string device)
{
    MetricSeries s;
    s.node = u.node;
    s.device = std::move(device);
    const int64_t len = u.endNs - u.startNs;
    const int64_t n = int64_t(u.bins.size());
    for (int64_t i = 0; i < n; ++i) {
        s.ts.push_back(u.startNs + i * len / n);
        s.value.push_back(u.bins[size_t(i)] * 100.0);
    }
    s.intervalNs = n ? len / n : 0;
    return s;
}

// A device's memory utilization on the bins of its derived GPU utilization series (the rank's
// window cut like deviceUtilization), from the first bin with a known value on. Needs the device's
// memory size; without it there is no percentage.
MetricSeries memoryUtilization(const Profile &profile, const GpuMemorySeries &m, int bins)
{
    MetricSeries s;
    if (!m.hasUtilization() || m.rankIndex >= profile.ranks().size())
        return s;
    const RankInfo &info = profile.ranks()[m.rankIndex];
    s.node = m.node;
    s.device = "rank " + std::to_string(m.rank) + " gpu " + std::to_string(m.device);
    const MemoryBins b = memoryBins(m, info.windowStartNs, info.windowEndNs, bins);
    const int64_t len = b.endNs - b.startNs;
    const int64_t n = int64_t(b.known.size());
    for (int64_t i = 0; i < n; ++i) {
        if (!b.known[size_t(i)])
            continue;
        s.ts.push_back(b.startNs + i * len / n);
        s.value.push_back(b.meanAllocated[size_t(i)] / double(m.totalBytes) * 100.0);
    }
    s.intervalNs = n ? len / n : 0;
    return s;
}

enum Phase { kData, kOptimizer, kBackward, kForward, kPhaseCount };

int classify(std::string_view name)
{
    const std::string n = lower(name);
    if (n.find("dataloader") != std::string::npos)
        return kData;
    if (startsWith(n, "optimizer.") || n.find("optimizer") != std::string::npos)
        return kOptimizer;
    if (n.find("backward") != std::string::npos || startsWith(n, "autograd::engine::evaluate_function"))
        return kBackward;
    if (n.find("forward") != std::string::npos)
        return kForward;
    return -1;
}

// Splits each rank's time into initialization, the phases inside steps and finalization. Inside
// steps, overlapping phases go to the first of data loading, optimizer, backward, forward.
std::vector<PhaseTime> framePhases(const Profile &profile, const std::vector<Step> &steps)
{
    const size_t rankCount = profile.ranks().size();
    std::vector<intervals::List> stepSpans(rankCount);
    for (const Step &s : steps)
        stepSpans[s.rankIndex].push_back({ s.tsNs, s.tsNs + s.durNs });
    std::vector<std::array<intervals::List, kPhaseCount>> spans(rankCount);
    std::vector<int8_t> memo(profile.strings().size(), -2);
    const SliceTable &t = profile.slices();
    for (size_t i = 0; i < t.size(); ++i) {
        const EventKind k = t.kind[i];
        if (k != EventKind::CpuOp && k != EventKind::UserAnnotation)
            continue;
        const Track &track = profile.track(t.track[i]);
        if (track.kind != TrackKind::CpuThread || stepSpans[track.rank].empty())
            continue;
        int8_t &m = memo[t.name[i].value];
        if (m == -2)
            m = int8_t(classify(profile.str(t.name[i])));
        if (m >= 0)
            spans[track.rank][size_t(m)].push_back({ t.ts[i], t.end(i) });
    }
    std::array<int64_t, kPhaseCount> phaseNs {};
    int64_t other = 0;
    int64_t init = 0;
    int64_t fini = 0;
    for (size_t r = 0; r < rankCount; ++r) {
        if (stepSpans[r].empty())
            continue;
        const intervals::List inSteps = intervals::unite(stepSpans[r]);
        intervals::List taken;
        for (int ph = 0; ph < kPhaseCount; ++ph) {
            const intervals::List mine
                = intervals::intersect(intervals::unite(spans[r][size_t(ph)]), inSteps);
            const intervals::List fresh = intervals::subtract(mine, taken);
            phaseNs[size_t(ph)] += intervals::length(fresh);
            taken = intervals::unite([&] {
                intervals::List all = taken;
                all.insert(all.end(), fresh.begin(), fresh.end());
                return all;
            }());
        }
        other += intervals::length(inSteps) - intervals::length(taken);
        const RankInfo &info = profile.ranks()[r];
        init += std::max<int64_t>(0, inSteps.front().first - info.windowStartNs);
        fini += std::max<int64_t>(0, info.windowEndNs - inSteps.back().second);
    }
    return { { "initialization", init }, { "data loading", phaseNs[kData] }, { "forward", phaseNs[kForward] },
        { "backward", phaseNs[kBackward] }, { "optimizer", phaseNs[kOptimizer] },
        { "other (in steps)", other }, { "finalization", fini } };
}

// SageMaker Debugger framework timelines mark steps as "Step:ModeKeys.TRAIN" / "...EVAL" host
// events; numbered in time order per rank.
void addDebuggerSteps(const Profile &profile, RuleInput *in)
{
    constexpr std::string_view kPrefix = "Step:ModeKeys.";
    const SliceTable &t = profile.slices();
    std::vector<StepSpan> found;
    for (size_t i = 0; i < t.size(); ++i) {
        const std::string_view name = profile.str(t.name[i]);
        const Track &track = profile.track(t.track[i]);
        if (track.kind != TrackKind::CpuThread || !startsWith(name, kPrefix))
            continue;
        StepSpan s;
        const RankInfo &rank = profile.ranks()[track.rank];
        s.rank = rank.rank;
        s.node = rank.node;
        s.tsNs = t.ts[i];
        s.durNs = t.dur[i];
        s.mode = lower(name.substr(kPrefix.size()));
        found.push_back(std::move(s));
    }
    std::sort(found.begin(), found.end(), [](const StepSpan &a, const StepSpan &b) {
        return a.rank != b.rank ? a.rank < b.rank : a.tsNs < b.tsNs;
    });
    for (size_t i = 0; i < found.size(); ++i)
        found[i].number = int64_t(i == 0 || found[i - 1].rank != found[i].rank ? 0 : found[i - 1].number + 1);
    in->steps = std::move(found);
}

// Per-rank collective figures for the Straggler rule (clocks as recorded: the rule never aligns).
void readCollectives(const Profile &profile, RuleInput *in)
{
    const CollectiveAnalysis a = analyzeCollectives(profile);
    if (!a.applies())
        return;
    in->matchedCollectives = a.collectives.size();
    for (const RankCollectiveStats &r : a.ranks)
        in->collectiveRanks.emplace_back(r);
    std::vector<int64_t> worst(a.ranks.size(), -1);
    for (const Collective &c : a.collectives) {
        if (c.delayNs <= 0)
            continue;
        for (uint32_t q = c.memberBegin; q < c.memberEnd; ++q) {
            const CollectiveMember &m = a.members[q];
            if (a.ranks[m.rankEntry].rank != c.lastRank || c.delayNs <= worst[m.rankEntry])
                continue;
            worst[m.rankEntry] = c.delayNs;
            RankCollectives &rc = in->collectiveRanks[m.rankEntry];
            rc.worstToNs = m.rawStartNs;
            rc.worstFromNs = m.rawStartNs - c.delayNs;
            rc.worstKind = a.kinds[c.kind];
        }
    }
}

} // namespace

// The breakdown (no steps, no segments) and whether the data loader is visible at all.
static void readGpuTime(const Profile &profile, RuleInput *in)
{
    GpuTimeOptions options;
    options.steps = false;
    in->gpuTime = analyzeGpuTime(profile, Scope::job(), options).devices;
    const SliceTable &s = profile.slices();
    std::vector<int8_t> getNext(profile.strings().size(), -1);
    for (const Track &track : profile.tracks()) {
        if (track.kind != TrackKind::CpuThread)
            continue;
        for (uint32_t i = track.sliceBegin; i < track.sliceEnd; ++i) {
            int8_t &known = getNext[s.name[i].value];
            if (known < 0)
                known = isGetNextCall(profile.str(s.name[i])) ? 1 : 0;
            if (known) {
                in->hasGetNextCalls = true;
                return;
            }
        }
    }
}

RuleInput ruleInputFromProfile(const Profile &profile)
{
    RuleInput in;
    in.launchesWithoutGpu = launchesWithoutGpuActivity(profile);
    in.jobStartNs = profile.startNs();
    in.jobEndNs = profile.endNs();
    in.hasEvents = profile.eventCount() > 0;
    readSystemMetrics(profile, &in);

    if (in.gpu.empty() || in.cpu.empty() || in.gpuMemory.empty()) {
        int64_t longest = 0;
        for (const RankInfo &r : profile.ranks())
            longest = std::max(longest, r.windowEndNs - r.windowStartNs);
        const int bins = int(std::clamp<int64_t>(longest / kDerivedBinNs, 1, int64_t(kMaxDerivedBins)));
        if (in.gpu.empty() && longest > 0) {
            for (const UtilizationSeries &u : deviceUtilization(profile, Scope::job(), bins))
                in.gpu.push_back(fromUtilization(
                    u, "rank " + std::to_string(u.rank) + " gpu " + std::to_string(u.device)));
            in.gpuDerived = !in.gpu.empty();
        }
        if (in.cpu.empty() && longest > 0) {
            for (const UtilizationSeries &u : cpuUtilization(profile, Scope::job(), bins))
                in.cpu.push_back(fromUtilization(u, "rank " + std::to_string(u.rank) + " cpu"));
            in.cpuDerived = !in.cpu.empty();
        }
        if (in.gpuMemory.empty() && longest > 0) {
            for (const GpuMemorySeries &m : gpuMemory(profile).devices) {
                MetricSeries s = memoryUtilization(profile, m, bins);
                if (!s.ts.empty())
                    in.gpuMemory.push_back(std::move(s));
            }
            in.gpuMemoryDerived = !in.gpuMemory.empty();
        }
    }

    const std::vector<Step> steps = hostSteps(profile);
    for (const Step &s : steps) {
        StepSpan span;
        span.rank = s.rank;
        span.node = s.rankIndex < profile.ranks().size() ? profile.ranks()[s.rankIndex].node : std::string();
        span.number = s.number;
        span.tsNs = s.tsNs;
        span.durNs = s.durNs;
        in.steps.push_back(std::move(span));
    }
    if (!steps.empty())
        in.phases = framePhases(profile, steps);
    else
        addDebuggerSteps(profile, &in);
    readCollectives(profile, &in);
    readGpuTime(profile, &in);
    return in;
}

} // namespace stepline
