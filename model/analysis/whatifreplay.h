#pragma once

// Replays a WhatIfGraph with one cause changed (METRICS.md "What a fix would buy"): every node
// starts as early as its edges allow, each edge keeping its measured weight except those the
// scenario changes. One pass over the edges in topological order; the caller owns the buffers.

#include "whatifgraph.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace stepline {

enum class WhatIfScenario : uint8_t {
    Baseline, // nothing changed: the self-check
    DataLoaderZero, // every GetNext call returns at once
    CommHalf, // each collective's transfer part takes half as long
    LaunchZero, // no launch overhead (launch calls and launch latency take no time)
    SyncZero, // host syncs do not wait for the GPU
    ExposedMemcpyZero, // copies take no time
    StragglerOnTime, // the top straggler arrives with the second-latest rank at every collective
    HostOpsHalf, // host operator time between launches halves
};
inline constexpr size_t kWhatIfScenarioCount = 8;

// The fixed names: "baseline", "data_loader_zero", "comm_half", "launch_zero", "sync_zero",
// "exposed_memcpy_zero", "straggler_on_time", "host_ops_half".
std::string_view whatIfScenarioName(WhatIfScenario s);
std::optional<WhatIfScenario> parseWhatIfScenario(std::string_view name);

// Node times of one replay, and (when asked) the edge that set each node (~0u: a source, which
// keeps its measured time).
struct WhatIfReplay
{
    std::vector<int64_t> timeNs;
    std::vector<uint32_t> bindingEdge;
};

// Replays graph under the scenario into *out (its vectors are reused). withBinding: also record
// which edge set each node (the critical path needs it).
void replayWhatIf(
    const WhatIfGraph &graph, WhatIfScenario scenario, WhatIfReplay *out, bool withBinding = false);

// Mean step duration of a replay (or of the measured times when replay is null); -1 without steps.
int64_t meanStepNs(const WhatIfGraph &graph, const WhatIfReplay *replay);

} // namespace stepline
