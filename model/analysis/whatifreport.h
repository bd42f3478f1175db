#pragma once

// `stepline whatif`: the scenarios of METRICS.md "What a fix would buy" replayed over a whole job,
// with the self-check, the reasons for what cannot be predicted, and the critical path of a step.

#include "whatifgraph.h"
#include "whatifreplay.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;
struct CollectiveAnalysis;

// The replay with nothing changed must land this close to the measured mean step (1 %).
inline constexpr double kWhatIfSelfCheckTolerance = 0.01;

struct WhatIfScenarioResult
{
    WhatIfScenario scenario = WhatIfScenario::Baseline;
    bool available = false;
    std::string reason; // why it is absent (available == false)
    int64_t stepNs = 0; // predicted mean step
    int64_t savingNs = 0; // measured mean step - predicted
    double savingPct = 0; // savingNs / measured mean step x 100
};

// One piece of a critical path: [startNs, endNs) spent in cls on rank, in event (may be none: host
// time between events, a wait for a peer).
struct CriticalPathSegment
{
    WhatIfClass cls = WhatIfClass::Compute;
    int32_t rank = -1;
    uint32_t rankIndex = 0;
    EventId event;
    int64_t startNs = 0;
    int64_t endNs = 0;
};

struct CriticalPath
{
    bool available = false;
    std::string reason;
    std::string scenario = "baseline";
    int64_t stepNumber = -1;
    int32_t endRank = -1; // the rank whose step ended last
    int64_t startNs = 0; // the step's start on that rank (replayed times)
    int64_t endNs = 0;
    // Where the walk stopped: startNs, or later when the chain reaches an event nothing before it
    // explains (the first event of a rank's trace); the time before it is in no class.
    int64_t originNs = 0;
    int32_t originRank = -1;
    uint32_t originRankIndex = 0;
    std::vector<CriticalPathSegment> segments; // in time order, adjacent equal pieces merged
    std::array<int64_t, kWhatIfClassCount> classNs {}; // host other counted as host ops
};

struct WhatIfReport
{
    std::string path;
    size_t ranks = 0;
    size_t steps = 0;
    bool hasSteps = false;
    int64_t measuredStepNs = -1; // mean ProfilerStep#N over all ranks; -1: no steps
    int64_t replayedStepNs = -1; // the replay with nothing changed; -1: not replayed
    double selfCheckErrorPct = 0;
    bool selfCheckPassed = false;
    std::string refusal; // why no prediction is made (empty when the self-check passed)
    int32_t topStraggler = -1; // the rank straggler_on_time puts on time; -1: none
    std::vector<WhatIfScenarioResult> scenarios;
    std::vector<CriticalPath> criticalPaths; // when asked
    // Sizes, for the speed figures.
    size_t graphNodes = 0;
    size_t graphEdges = 0;
    size_t graphBytes = 0;
};

struct WhatIfOptions
{
    std::vector<WhatIfScenario> scenarios; // empty: all seven
    bool criticalPath = false;
    int64_t step = -1; // the step number for the critical path; -1: the worst (longest) step
    bool criticalPathScenarios = false; // also the critical path of each available scenario
};

// Why a scenario cannot be predicted on this graph (empty: it can).
std::string whatIfMissingInput(const WhatIfGraph &graph, WhatIfScenario scenario);
// Why no scenario can be predicted (no steps, no launch links, a cycle); empty: they can.
std::string whatIfGraphRefusal(const WhatIfGraph &graph);

// collectives: the job's matched collectives on the profile's clock (null: computed here).
WhatIfReport whatIf(
    const Profile &profile, const WhatIfOptions &options, const CollectiveAnalysis *collectives = nullptr);
// The same over a graph already built.
WhatIfReport whatIf(const WhatIfGraph &graph, const WhatIfOptions &options);

// The chain of edges that set the end of step `stepNumber` (the rank where it ended last), walked
// back to the step's start; -1: the step whose slowest rank took longest.
CriticalPath criticalPath(const WhatIfGraph &graph, const WhatIfReplay &replay, int64_t stepNumber);

// stepline.whatif/1 and the plain-English text.
std::string whatIfToJson(const WhatIfReport &report, const Profile *profile);
std::string whatIfToText(const WhatIfReport &report, const Profile *profile);

} // namespace stepline
