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
#include "explainfinding.h"
#include "gpupeaks.h"
#include "gputime.h"
#include "scope.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;
struct WhatIfReport;

// Over an analysis made with GpuTimeOptions::segments (without them no places are found).
Explanation explainGpuTime(const GpuTimeAnalysis &analysis);
// analyzeGpuTime(profile, scope, {steps, segments}), the above and the straggler findings
// (explainstraggler.h; node clocks aligned when collectives.alignClocks) and the efficiency finding
// against the peaks table, or `peaks` where it overrides it. A job's findings are ranked by what
// each fix would buy (explainsavings.h): whatIfReport is the job's what-if report when the caller
// has it already (the window computes one per load for explain and the What-if panel; the replay
// never aligns clocks, so one serves every alignment); null: the job is replayed here.
Explanation explain(const Profile &profile, const Scope &scope = {},
    const CollectiveOptions &collectives = {}, const PeakOverride &peaks = {},
    const WhatIfReport *whatIfReport = nullptr);

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
