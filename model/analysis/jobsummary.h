#pragma once

#include "collectives.h"
#include "summary.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Which ranks each part of a job summary read one rank file at a time covers.
struct JobCoverage
{
    std::string name; // the folder
    int files = 0; // rank files of the job
    int fullLoads = 0; // files without a cross-rank block, loaded whole for it
    std::vector<int32_t> jobRanks; // every rank of the job (the cross-rank read), ascending
    std::vector<int32_t> perRankRanks; // ranks whose per-rank figures and totals are included
};

// `stepline summary` of a folder of .stepline rank files without holding their models: each rank
// file is loaded, summarised (computeSummary) and added here, then freed. Every per-rank row of
// stepline.summary/1 (ranks, gpus, cpus, steps, utilization, gpu_time, step_breakdown) is that
// rank's own; the job figures are exact over the added ranks: kernel counts, totals and top lists
// from every kernel name, precision, memory operations, launch latency (median and p95 over every
// latency), annotations and warnings summed. The collectives come from every rank's cross-rank
// block (all ranks of the job, whichever ranks were added).
class JobSummaryAccumulator
{
public:
    JobSummaryAccumulator();
    ~JobSummaryAccumulator();
    JobSummaryAccumulator(const JobSummaryAccumulator &) = delete;
    JobSummaryAccumulator &operator=(const JobSummaryAccumulator &) = delete;

    // summary: computeSummary(profile, scope) of one rank file; the profile is not kept.
    void add(const Profile &profile, const Summary &summary);

    // stepline.summary/1 with "format": "stepline" and a "job" object: {"name", "files",
    // "full_loads", "ranks" (all), "per_rank_figures" (the ranks added)}.
    std::string toJson(const CollectiveAnalysis &collectives, const JobCoverage &coverage) const;
    // The table of `stepline summary`, with a first line saying which ranks each part covers.
    std::string toText(const CollectiveAnalysis &collectives, const JobCoverage &coverage) const;

private:
    struct State;
    std::unique_ptr<State> m;
};

// "0-7, 11, 200-255".
std::string rankListText(const std::vector<int32_t> &ranks);

} // namespace stepline
