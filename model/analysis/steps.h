#pragma once

#include "histogram.h"
#include "ids.h"
#include "scopedprofile.h"

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;

// A ProfilerStep#N span: on a host thread (step) or on a GPU row (GPU step, gpu_user_annotation).
struct Step
{
    uint32_t rankIndex = 0;
    int32_t rank = -1;
    int64_t number = 0; // N
    EventId event;
    StringId name;
    int64_t tsNs = 0;
    int64_t durNs = 0;
    int32_t device = -1; // GPU steps only
};

// "ProfilerStep#N" with N a (non-negative) integer and nothing after it; else nullopt.
std::optional<int64_t> parseStepNumber(std::string_view name);

// Host steps of the scope, sorted by (rank, ts).
std::vector<Step> hostSteps(const ScopedProfile &scoped);
std::vector<Step> hostSteps(const Profile &profile, const Scope &scope = {});
// Host steps of every rank in time order (ties by event id), as the timeline steps through them.
std::vector<Step> hostStepsByTime(const Profile &profile);
// GPU steps (gpu_user_annotation ProfilerStep#N on GPU rows) of the scope's devices, sorted by
// (rank, device, ts). Empty where the trace has none.
std::vector<Step> gpuSteps(const ScopedProfile &scoped);
std::vector<Step> gpuSteps(const Profile &profile, const Scope &scope = {});

// Duration histogram of all given steps (Freedman-Diaconis, 5..50 bins).
Histogram stepHistogram(const std::vector<Step> &steps);

// Steps longer than METRICS.md's outlier threshold (computed over the given steps), in input order.
std::vector<size_t> stepOutliers(const std::vector<Step> &steps, OutlierThreshold *threshold = nullptr);

} // namespace stepline
