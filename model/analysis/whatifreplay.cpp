#include "whatifreplay.h"

#include <array>
#include <climits>

namespace stepline {

namespace {

constexpr int64_t kDropped = INT64_MIN;

// The weight of edge e under the scenario; kDropped: the edge does not hold in it.
int64_t weightOf(const WhatIfGraph &g, uint32_t e, uint32_t to, WhatIfScenario scenario)
{
    const int64_t w = g.edgeWeightNs[e];
    switch (g.edgeKind[e]) {
    case WhatIfEdge::HostChain:
        switch (g.edgeClass[e]) {
        case WhatIfClass::DataLoader:
            return scenario == WhatIfScenario::DataLoaderZero ? 0 : w;
        case WhatIfClass::Sync:
            return scenario == WhatIfScenario::SyncZero ? 0 : w;
        case WhatIfClass::Launch:
            return scenario == WhatIfScenario::LaunchZero ? 0 : w;
        case WhatIfClass::HostOps:
            return scenario == WhatIfScenario::HostOpsHalf ? w / 2 : w;
        default:
            return w;
        }
    case WhatIfEdge::SyncWait:
        return scenario == WhatIfScenario::SyncZero ? kDropped : w;
    case WhatIfEdge::Launch:
        return scenario == WhatIfScenario::LaunchZero ? 0 : w;
    case WhatIfEdge::Duration:
        if (scenario == WhatIfScenario::ExposedMemcpyZero && (g.activityFlags[to] & kWhatIfMemcpy))
            return 0;
        if (scenario == WhatIfScenario::CommHalf && (g.activityFlags[to] & kWhatIfComm))
            return w / 2;
        return w;
    case WhatIfEdge::Transfer:
        return scenario == WhatIfScenario::CommHalf && w > 0 ? w / 2 : w;
    case WhatIfEdge::Arrival:
    case WhatIfEdge::MemberStart:
        // The straggler's arrival no longer holds anyone, nor its own transfer: it arrives with the
        // second-latest rank.
        if (scenario == WhatIfScenario::StragglerOnTime && g.topStragglerIndex != ~0u) {
            const uint32_t member = g.edgeKind[e] == WhatIfEdge::Arrival ? g.edgeFrom[e] : to;
            if (g.rankIndex[member] == g.topStragglerIndex)
                return kDropped;
        }
        return w;
    case WhatIfEdge::Stream:
    case WhatIfEdge::CrossStream:
    case WhatIfEdge::StepGpu:
        return w;
    }
    return w;
}

} // namespace

std::string_view whatIfScenarioName(WhatIfScenario s)
{
    static constexpr std::array<std::string_view, kWhatIfScenarioCount> kNames
        = { "baseline", "data_loader_zero", "comm_half", "launch_zero", "sync_zero", "exposed_memcpy_zero",
              "straggler_on_time", "host_ops_half" };
    return kNames[size_t(s)];
}

std::optional<WhatIfScenario> parseWhatIfScenario(std::string_view name)
{
    for (size_t i = 0; i < kWhatIfScenarioCount; ++i) {
        if (whatIfScenarioName(WhatIfScenario(i)) == name)
            return WhatIfScenario(i);
    }
    return std::nullopt;
}

void replayWhatIf(const WhatIfGraph &g, WhatIfScenario scenario, WhatIfReplay *out, bool withBinding)
{
    const size_t n = g.nodeCount();
    out->timeNs.assign(g.timeNs.begin(), g.timeNs.end());
    if (withBinding)
        out->bindingEdge.assign(n, ~0u);
    else
        out->bindingEdge.clear();
    int64_t *t = out->timeNs.data();
    for (const uint32_t v : g.order) {
        const uint32_t first = g.predBegin[v], last = g.predBegin[v + 1];
        if (first == last)
            continue; // a source keeps its measured time
        int64_t best = kDropped;
        uint32_t bestEdge = ~0u;
        for (uint32_t e = first; e < last; ++e) {
            const int64_t w = weightOf(g, e, v, scenario);
            if (w == kDropped)
                continue;
            const int64_t candidate = t[g.edgeFrom[e]] + w;
            if (candidate > best) {
                best = candidate;
                bestEdge = e;
            }
        }
        if (bestEdge == ~0u)
            continue; // every edge dropped: the node keeps its measured time
        t[v] = best;
        if (withBinding)
            out->bindingEdge[v] = bestEdge;
    }
}

int64_t meanStepNs(const WhatIfGraph &g, const WhatIfReplay *replay)
{
    if (g.steps.empty())
        return -1;
    const std::vector<int64_t> &t = replay ? replay->timeNs : g.timeNs;
    // Mean of a sum that stays far below 2^63 (steps x their length in ns).
    int64_t sum = 0;
    for (const WhatIfGraph::StepNodes &st : g.steps)
        sum += t[st.endNode] - t[st.startNode];
    return sum / int64_t(g.steps.size());
}

} // namespace stepline
