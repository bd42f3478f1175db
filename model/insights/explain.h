#pragma once

// `stepline explain` and the Insights tab's Explain panel: where the GPU time was lost, ranked.
//
// A finding is one idle cause (METRICS.md "Why the GPU was idle": queued, launch, data_loader,
// sync, host_ops, host_other, unattributed) or exposed communication / exposed memcpy (METRICS.md
// "GPU time breakdown"), with
//   * gpu time lost: the cause's time summed over the scope's devices, each over its GPU span;
//   * share: lost / GPU time, GPU time being the sum of the devices' spans;
//   * the worst places: the longest contiguous stretches of it (on one device, inside its span),
//     with the host step (ProfilerStep#N of the rank) the stretch starts in;
//   * advice: what to change.
// Findings with no time lost are left out; the rest are sorted by time lost, descending (then by
// cause key). Other analyses may add findings (the collectives' "straggler", with rank set) and
// call sortFindings().

#include "collectives.h"
#include "gpupeaks.h"
#include "gputime.h"
#include "scope.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

inline constexpr size_t kExplainPlaces = 5;

struct ExplainPlace
{
    uint32_t rankIndex = 0; // Profile::ranks() position
    int32_t rank = -1; // RankInfo::rank
    int32_t device = -1; // -1: unknown (a place read from a .stepline cross-rank block)
    bool hasStep = false; // the stretch starts inside a host step
    int64_t step = 0; // N of ProfilerStep#N
    int64_t startNs = 0; // ns since the job origin (the job start)
    int64_t endNs = 0;
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
};

// Over an analysis made with GpuTimeOptions::segments (without them no places are found).
Explanation explainGpuTime(const GpuTimeAnalysis &analysis);
// analyzeGpuTime(profile, scope, {steps, segments}), the above and the straggler findings
// (explainstraggler.h; node clocks aligned when collectives.alignClocks) and the efficiency finding
// against the peaks table, or `peaks` where it overrides it.
Explanation explain(const Profile &profile, const Scope &scope = {},
    const CollectiveOptions &collectives = {}, const PeakOverride &peaks = {});

// The advice of a GPU-time kind (one or two sentences saying what to change).
std::string_view adviceFor(GpuTimeKind kind);

// By lostNs descending, then cause.
void sortFindings(std::vector<ExplainFinding> &findings);

// A job explained one rank file at a time: adds one rank's explainGpuTime() to job (GPU time and
// each cause's time summed, the longest places kept, moved by shiftNs onto the job's clock).
// finishJobExplanation() then sets the shares and sorts.
void addRankExplanation(Explanation *job, const Explanation &part, int64_t shiftNs);
void finishJobExplanation(Explanation *job);

// `stepline.explain/1`: {"schema", "findings": [{"cause", "gpu_time_lost_us", "share", "where":
// [{"rank", "device", "step", "start_us", "end_us"}], "advice"}]} (step null outside steps, device
// null where unknown; "rank"
// on findings about one rank; "ranks_in_job" and "ranks_explained" for a job explained rank by
// rank). Pretty printed, trailing newline.
std::string explanationToJson(const Explanation &explanation);
// The readable form for the terminal.
std::string explanationToText(const Explanation &explanation);

} // namespace stepline
