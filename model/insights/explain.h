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

struct ExplainFinding
{
    std::string cause; // "data_loader", ..., "exposed_comm", "exposed_memcpy", "straggler"
    int64_t lostNs = 0;
    double share = 0; // lostNs / Explanation::gpuTimeNs, 0..1
    std::vector<ExplainPlace> where; // at most kExplainPlaces, longest first
    std::string advice; // one or two sentences, English
    int32_t rank = -1; // the rank a finding is about (straggler); -1 for the others
    // Straggler: the delays it caused (max s - second-latest s where it arrived last), each once:
    // the Straggler rule's "delay caused". lostNs counts each once per rank that waited.
    int64_t delayNs = 0;
};

struct Explanation
{
    int64_t gpuTimeNs = 0; // sum of the devices' GPU spans
    size_t devices = 0;
    std::vector<ExplainFinding> findings;
    // Set for a job explained one rank file at a time: every rank of the job, and the ranks whose
    // GPU time the findings other than the straggler ones cover.
    std::vector<int32_t> jobRanks;
    std::vector<int32_t> explainedRanks;
};

// Over an analysis made with GpuTimeOptions::segments (without them no places are found).
Explanation explainGpuTime(const GpuTimeAnalysis &analysis);
// analyzeGpuTime(profile, scope, {steps, segments}), the above and the straggler findings
// (explainstraggler.h; node clocks aligned when collectives.alignClocks).
Explanation explain(
    const Profile &profile, const Scope &scope = {}, const CollectiveOptions &collectives = {});

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
