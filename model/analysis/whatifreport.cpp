#include "whatifreport.h"

#include "collectives.h"
#include "profile.h"
#include "profilebuilderparallel.h"
#include "workerthread.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>

namespace stepline {

namespace {

constexpr WhatIfScenario kAllScenarios[] = { WhatIfScenario::DataLoaderZero, WhatIfScenario::CommHalf,
    WhatIfScenario::LaunchZero, WhatIfScenario::SyncZero, WhatIfScenario::ExposedMemcpyZero,
    WhatIfScenario::StragglerOnTime, WhatIfScenario::HostOpsHalf };

} // namespace

std::string whatIfGraphRefusal(const WhatIfGraph &g)
{
    if (g.steps.empty())
        return "the trace has no ProfilerStep#N steps: there is no step time to predict";
    if (g.gpuActivities > 0 && g.launchLinked * 2 < g.gpuActivities) {
        return "only " + std::to_string(g.launchLinked) + " of " + std::to_string(g.gpuActivities)
            + " GPU activities have a launch call (no correlation ids): the GPU work cannot be tied to the "
              "host "
              "that launched it";
    }
    if (g.cyclic) {
        return "the dependency graph has a cycle (clocks of different nodes disagree?): "
            + std::to_string(g.nodeCount() - g.orderedNodes) + " of " + std::to_string(g.nodeCount())
            + " events cannot be ordered";
    }
    return {};
}

std::string whatIfMissingInput(const WhatIfGraph &g, WhatIfScenario scenario)
{
    switch (scenario) {
    case WhatIfScenario::Baseline:
        return {};
    case WhatIfScenario::DataLoaderZero:
        return g.getNextCalls == 0 ? "no data-loader GetNext calls in the trace" : std::string();
    case WhatIfScenario::CommHalf:
        if (g.commKernels == 0)
            return "no communication kernels in the trace";
        return g.matchedCollectives == 0 ? "no collectives matched across ranks" : std::string();
    case WhatIfScenario::LaunchZero:
        return g.launchLinked == 0 ? "no GPU activity with a launch call (no correlation ids)"
                                   : std::string();
    case WhatIfScenario::SyncZero:
        return g.syncEdges == 0 ? "no host sync call waited for the GPU" : std::string();
    case WhatIfScenario::ExposedMemcpyZero:
        return g.memcpys == 0 ? "no GPU memcpy in the trace" : std::string();
    case WhatIfScenario::StragglerOnTime:
        if (g.matchedCollectives == 0)
            return "no collectives matched across ranks";
        return g.topStraggler < 0 || g.stragglerCollectives == 0
            ? "no rank delayed the others at a collective"
            : std::string();
    case WhatIfScenario::HostOpsHalf:
        return {};
    }
    return {};
}

WhatIfReport whatIf(
    const Profile &profile, const WhatIfOptions &options, const CollectiveAnalysis *collectives)
{
    const WhatIfGraph graph
        = collectives ? buildWhatIfGraph(profile, collectives) : buildWhatIfGraph(profile);
    WhatIfReport report = whatIf(graph, options);
    report.path = profile.job().path;
    report.ranks = profile.ranks().size();
    return report;
}

WhatIfReport whatIf(const WhatIfGraph &g, const WhatIfOptions &options)
{
    WhatIfReport r;
    r.steps = g.steps.size();
    r.hasSteps = !g.steps.empty();
    r.measuredStepNs = meanStepNs(g, nullptr);
    r.graphNodes = g.nodeCount();
    r.graphEdges = g.edgeCount();
    r.graphBytes = g.memoryBytes();
    r.refusal = whatIfGraphRefusal(g);
    r.topStraggler = g.topStraggler;
    WhatIfReplay replay;
    if (r.refusal.empty()) {
        replayWhatIf(g, WhatIfScenario::Baseline, &replay, options.criticalPath);
        r.replayedStepNs = meanStepNs(g, &replay);
        r.selfCheckErrorPct = r.measuredStepNs > 0
            ? 100.0 * std::abs(double(r.replayedStepNs - r.measuredStepNs)) / double(r.measuredStepNs)
            : 0;
        r.selfCheckPassed = r.selfCheckErrorPct <= kWhatIfSelfCheckTolerance * 100.0;
        if (!r.selfCheckPassed) {
            char pct[32];
            std::snprintf(pct, sizeof pct, "%.2f", r.selfCheckErrorPct);
            r.refusal = std::string("the replay with nothing changed is ") + pct
                + " % off the measured mean step (the model allows 1 %): its predictions would not be "
                  "trusted";
        }
        if (options.criticalPath) {
            r.criticalPaths.push_back(criticalPath(g, replay, options.step));
        }
    }
    const std::vector<WhatIfScenario> wanted = options.scenarios.empty()
        ? std::vector<WhatIfScenario>(std::begin(kAllScenarios), std::end(kAllScenarios))
        : options.scenarios;
    const bool paths = options.criticalPath && options.criticalPathScenarios;
    std::vector<WhatIfScenarioResult> results;
    for (const WhatIfScenario s : wanted) {
        if (s == WhatIfScenario::Baseline)
            continue;
        WhatIfScenarioResult res;
        res.scenario = s;
        res.reason = r.refusal.empty() ? whatIfMissingInput(g, s) : r.refusal;
        res.available = res.reason.empty();
        results.push_back(std::move(res));
    }
    std::vector<CriticalPath> scenarioPaths(results.size());
    // One replay per scenario, each on its own buffers; on two threads for a big graph (each
    // thread takes the next scenario).
    std::atomic<size_t> next { 0 };
    auto lane = [&] {
        WhatIfReplay own;
        for (size_t k = next++; k < results.size(); k = next++) {
            WhatIfScenarioResult &res = results[k];
            if (!res.available)
                continue;
            replayWhatIf(g, res.scenario, &own, paths);
            res.stepNs = meanStepNs(g, &own);
            res.savingNs = r.measuredStepNs - res.stepNs;
            res.savingPct = 100.0 * double(res.savingNs) / double(r.measuredStepNs);
            if (paths) {
                scenarioPaths[k] = criticalPath(g, own, options.step);
                scenarioPaths[k].scenario = std::string(whatIfScenarioName(res.scenario));
            }
        }
    };
    replay = WhatIfReplay(); // the baseline's buffers go before the lanes take theirs
    if (results.size() > 1 && detail::twoThreadsFor(g.nodeCount())) {
        WorkerThread helper(lane);
        lane();
        helper.join();
    } else {
        lane();
    }
    for (size_t k = 0; k < results.size(); ++k) {
        if (paths && results[k].available)
            r.criticalPaths.push_back(std::move(scenarioPaths[k]));
    }
    r.scenarios = std::move(results);
    return r;
}

CriticalPath criticalPath(const WhatIfGraph &g, const WhatIfReplay &replay, int64_t stepNumber)
{
    CriticalPath path;
    if (g.steps.empty() || replay.bindingEdge.size() != g.nodeCount()) {
        path.reason = g.steps.empty() ? "no ProfilerStep#N steps" : "not replayed";
        return path;
    }
    const std::vector<int64_t> &t = replay.timeNs;
    // The step: given, or the one whose slowest rank took longest; its last-ending rank.
    if (stepNumber < 0) {
        int64_t worst = -1;
        for (const WhatIfGraph::StepNodes &st : g.steps) {
            const int64_t d = t[st.endNode] - t[st.startNode];
            if (d > worst || (d == worst && st.number < stepNumber)) {
                worst = d;
                stepNumber = st.number;
            }
        }
    }
    const WhatIfGraph::StepNodes *chosen = nullptr;
    for (const WhatIfGraph::StepNodes &st : g.steps) {
        if (st.number == stepNumber && (!chosen || t[st.endNode] > t[chosen->endNode]))
            chosen = &st;
    }
    if (!chosen) {
        path.reason = "no step ProfilerStep#" + std::to_string(stepNumber);
        return path;
    }
    path.available = true;
    path.stepNumber = stepNumber;
    path.endRank = chosen->rank;
    path.startNs = t[chosen->startNode];
    path.endNs = t[chosen->endNode];

    // Walk back over the binding edges; each edge is one piece of time.
    uint32_t v = chosen->endNode;
    while (v != chosen->startNode && t[v] > path.startNs) {
        const uint32_t e = replay.bindingEdge[v];
        if (e == ~0u)
            break;
        const uint32_t from = g.edgeFrom[e];
        CriticalPathSegment seg;
        seg.startNs = std::max(t[from], path.startNs);
        seg.endNs = t[v];
        seg.rankIndex = g.rankIndex(v);
        switch (g.edgeKind(e)) {
        case WhatIfEdge::StepGpu:
            seg.cls = WhatIfClass::HostOps;
            seg.event = g.event[v];
            break;
        case WhatIfEdge::HostChain:
        case WhatIfEdge::SyncWait:
            seg.cls = g.edgeKind(e) == WhatIfEdge::SyncWait ? WhatIfClass::Sync : g.edgeClass(e);
            seg.event = g.event[v];
            break;
        case WhatIfEdge::Launch:
            seg.cls = WhatIfClass::Launch;
            seg.event = g.event[v];
            break;
        case WhatIfEdge::Duration:
            seg.cls = g.edgeClass(e);
            seg.event = g.event[v];
            break;
        case WhatIfEdge::Transfer:
            seg.cls = WhatIfClass::CommTransfer;
            seg.event = g.event[v];
            break;
        case WhatIfEdge::Arrival:
        case WhatIfEdge::MemberStart:
            seg.cls = WhatIfClass::CommWait;
            seg.event = g.event[v];
            break;
        case WhatIfEdge::Stream:
        case WhatIfEdge::CrossStream:
            seg.cls = WhatIfClass::Compute;
            seg.event = g.event[v];
            break;
        }
        if (seg.cls == WhatIfClass::HostOther)
            seg.cls = WhatIfClass::HostOps;
        if (seg.endNs > seg.startNs) {
            if (!path.segments.empty() && path.segments.back().cls == seg.cls
                && path.segments.back().rankIndex == seg.rankIndex
                && path.segments.back().startNs == seg.endNs) {
                path.segments.back().startNs = seg.startNs;
                if (!path.segments.back().event.isValid())
                    path.segments.back().event = seg.event;
            } else {
                path.segments.push_back(seg);
            }
            path.classNs[size_t(seg.cls)] += seg.endNs - seg.startNs;
        }
        v = from;
    }
    path.originNs = std::max(t[v], path.startNs);
    path.originRankIndex = g.rankIndex(v);
    std::reverse(path.segments.begin(), path.segments.end());
    return path;
}

} // namespace stepline
