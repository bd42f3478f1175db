#include "whatifreplay.h"

#include <algorithm>
#include <array>
#include <climits>

namespace stepline {

namespace {

constexpr int64_t kDropped = INT64_MIN;

// What a scenario does to an edge, decided once per edge type (WhatIfGraph::edgeType) so that the
// replay's inner loop is a table look-up.
enum class Action : uint8_t {
    Keep,
    Zero,
    Half,
    HalfIfPositive,
    Drop,
    DropIfStragglerFrom, // the edge leaves a member start of the straggler (an arrival)
    DropIfStragglerTo, // the edge enters a member end of the straggler (it may end before it starts)
};

Action actionOf(uint8_t type, WhatIfScenario scenario)
{
    const WhatIfEdge kind = WhatIfEdge(type & 0xF);
    const WhatIfClass cls = WhatIfClass((type >> 4) & 0x7);
    switch (kind) {
    case WhatIfEdge::HostChain:
        switch (cls) {
        case WhatIfClass::DataLoader:
            return scenario == WhatIfScenario::DataLoaderZero ? Action::Zero : Action::Keep;
        case WhatIfClass::Sync:
            return scenario == WhatIfScenario::SyncZero ? Action::Zero : Action::Keep;
        case WhatIfClass::Launch:
            return scenario == WhatIfScenario::LaunchZero ? Action::Zero : Action::Keep;
        case WhatIfClass::HostOps:
            return scenario == WhatIfScenario::HostOpsHalf ? Action::Half : Action::Keep;
        default:
            return Action::Keep;
        }
    case WhatIfEdge::SyncWait:
        return scenario == WhatIfScenario::SyncZero ? Action::Drop : Action::Keep;
    case WhatIfEdge::Launch:
        return scenario == WhatIfScenario::LaunchZero ? Action::Zero : Action::Keep;
    case WhatIfEdge::Duration:
        if (scenario == WhatIfScenario::ExposedMemcpyZero && (type & WhatIfGraph::kEdgeMemcpy))
            return Action::Zero;
        if (scenario == WhatIfScenario::CommHalf && cls == WhatIfClass::CommTransfer)
            return Action::Half;
        return Action::Keep;
    case WhatIfEdge::Transfer:
        return scenario == WhatIfScenario::CommHalf ? Action::HalfIfPositive : Action::Keep;
    case WhatIfEdge::Arrival:
        // The straggler's arrival no longer holds anyone, nor its own transfer: it arrives with the
        // second-latest rank.
        return scenario == WhatIfScenario::StragglerOnTime ? Action::DropIfStragglerFrom : Action::Keep;
    case WhatIfEdge::MemberStart:
        return scenario == WhatIfScenario::StragglerOnTime ? Action::DropIfStragglerTo : Action::Keep;
    case WhatIfEdge::Stream:
    case WhatIfEdge::CrossStream:
    case WhatIfEdge::StepGpu:
        return Action::Keep;
    }
    return Action::Keep;
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
    std::array<Action, 256> actions;
    for (size_t type = 0; type < actions.size(); ++type)
        actions[type] = actionOf(uint8_t(type), scenario);
    const uint32_t straggler = g.topStragglerIndex;
    out->timeNs.resize(n);
    if (withBinding)
        out->bindingEdge.assign(n, ~0u);
    else
        out->bindingEdge.clear();
    int64_t *t = out->timeNs.data();
    uint32_t *binding = withBinding ? out->bindingEdge.data() : nullptr;
    const uint32_t *predBegin = g.predBegin.data();
    const uint32_t *from = g.edgeFrom.data();
    const int32_t *weight = g.edgeWeight.data();
    const uint8_t *type = g.edgeType.data();
    // In topological order: each node's preds are final when it is reached.
    for (const uint32_t v : g.order) {
        const uint32_t first = predBegin[v], last = predBegin[v + 1];
        if (first == last) {
            // A source keeps its measured time.
            const auto source = std::lower_bound(
                g.sourceTimes.begin(), g.sourceTimes.end(), std::pair<uint32_t, int64_t>(v, INT64_MIN));
            t[v] = source != g.sourceTimes.end() && source->first == v ? source->second : 0;
            if (binding)
                binding[v] = ~0u;
            continue;
        }
        int64_t best = kDropped;
        uint32_t bestEdge = ~0u;
        int64_t held = kDropped; // the latest time over every edge, dropped ones too
        for (uint32_t e = first; e < last; ++e) {
            int64_t w = weight[e];
            if (w == WhatIfGraph::kWideWeight) [[unlikely]]
                w = g.wideWeight(e);
            bool dropped = false;
            switch (actions[type[e]]) {
            case Action::Keep:
                break;
            case Action::Zero:
                w = 0;
                break;
            case Action::Half:
                w /= 2;
                break;
            case Action::HalfIfPositive:
                w = w > 0 ? w / 2 : w;
                break;
            case Action::Drop:
                dropped = true;
                break;
            case Action::DropIfStragglerFrom:
                dropped = g.rankIndex(from[e]) == straggler;
                break;
            case Action::DropIfStragglerTo:
                dropped = g.rankIndex(v) == straggler;
                break;
            }
            const int64_t candidate = t[from[e]] + w;
            if (dropped) {
                held = std::max(held, candidate);
                continue;
            }
            if (candidate > best) {
                best = candidate;
                bestEdge = e;
            }
        }
        // A node whose every edge the scenario dropped is still held by them (no scenario frees a
        // node that nothing else holds).
        t[v] = bestEdge != ~0u ? best : held;
        if (binding)
            binding[v] = bestEdge;
    }
}

int64_t meanStepNs(const WhatIfGraph &g, const WhatIfReplay *replay)
{
    if (g.steps.empty())
        return -1;
    // Mean of a sum that stays far below 2^63 (steps x their length in ns).
    int64_t sum = 0;
    for (const WhatIfGraph::StepNodes &st : g.steps)
        sum += replay ? replay->timeNs[st.endNode] - replay->timeNs[st.startNode] : st.endNs - st.startNs;
    return sum / int64_t(g.steps.size());
}

} // namespace stepline
