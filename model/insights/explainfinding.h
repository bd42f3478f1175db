#pragma once

// The findings of `stepline explain` (explain.h): a cause of lost GPU time, its worst places, the
// waits it caused on other ranks, and the advice that goes with it. Kept apart from the analyses
// so that the ones adding findings (explainwaits.h, explainstraggler.h) need not include them.

#include "gputime.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

inline constexpr size_t kExplainPlaces = 5;

// device is -1 for a place read from a .stepline cross-rank block.
struct ExplainPlace : DeviceStretch
{
    bool hasStep = false; // the stretch starts inside a host step
    int64_t step = 0; // N of ProfilerStep#N
};

// One collective at which other ranks waited for a late rank while it was in this finding's cause
// (METRICS.md "Where a wait was caused"): "data loader on rank 4: 80 ms at step 17; the 7 other
// ranks waited 560 ms at the next AllReduce".
struct ExplainWaitPlace
{
    int32_t lateRank = -1;
    uint32_t lateRankIndex = 0; // Profile::ranks() position
    int32_t lateDevice = -1;
    bool hasStep = false; // the late stretch starts inside a host step of the late rank
    int64_t step = 0;
    int64_t startNs = 0; // the late rank's stretch in this cause (ns since the job origin)
    int64_t endNs = 0;
    int64_t lateNs = 0; // the late rank's time in this cause while the first waiter waited
    uint32_t waiters = 0; // ranks whose exposed wait was charged here
    int64_t waitedNs = 0; // their exposed wait charged to this cause, summed
    int64_t collectiveStartNs = 0; // the last arrival (the late rank's start) at the collective
    std::string collective; // its kind: "AllReduce", ...
};

struct ExplainFinding
{
    std::string cause; // "data_loader", ..., "exposed_comm", "exposed_memcpy", "straggler"
    int64_t lostNs = 0;
    double share = 0; // lostNs / Explanation::gpuTimeNs, 0..1
    std::vector<ExplainPlace> where; // at most kExplainPlaces, longest first
    std::string advice; // one or two sentences, English
    int32_t rank = -1; // the rank a finding is about (straggler); -1 for the others
    // The part of lostNs that other ranks spent waiting at collectives for a rank in this cause
    // (explainwaits.h), and its worst collectives, most waited first.
    int64_t causedWaitNs = 0;
    std::vector<ExplainWaitPlace> causedWaits;
    // Straggler: the delays it caused (max s - second-latest s where it arrived last), each once:
    // the Straggler rule's "delay caused". lostNs counts each once per rank that waited.
    int64_t delayNs = 0;
    // What removing the cause would buy (explainsavings.h): the mean step's predicted saving under
    // savingScenario, -1 when absent (no scenario for this cause, or the replay refused).
    int64_t wouldSaveNs = -1;
    std::string savingScenario;
};

struct Explanation
{
    int64_t gpuTimeNs = 0; // sum of the devices' GPU spans
    size_t devices = 0;
    // Exposed communication over the devices, split at the last peer's arrival (known only when
    // every device with communication took part in matched collectives).
    int64_t exposedCommNs = 0;
    int64_t exposedCommWaitNs = 0;
    int64_t exposedCommTransferNs = 0;
    bool commSplitKnown = false;
    // Exposed waits moved from exposed_comm to the late ranks' causes (explainwaits.h).
    int64_t chargedWaitNs = 0;
    std::vector<ExplainFinding> findings;
    // Set for a job explained one rank file at a time: every rank of the job, and the ranks whose
    // GPU time the findings other than the straggler ones cover.
    std::vector<int32_t> jobRanks;
    std::vector<int32_t> explainedRanks;
    // The what-if replay behind wouldSaveNs: findings are ranked by saving when its self-check
    // passed; otherwise savingsReason says why there are no savings.
    bool savingsKnown = false;
    std::string savingsReason;
    int64_t meanStepNs = -1; // the measured mean step the savings are taken from
};

// The advice of a GPU-time kind (one or two sentences saying what to change).
std::string_view adviceFor(GpuTimeKind kind);

} // namespace stepline
