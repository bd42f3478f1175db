#pragma once

#include "histogram.h"
#include "ids.h"
#include "scope.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;

// User annotations: host events of category user_annotation other than ProfilerStep#N.
struct AnnotationStat
{
    StringId name;
    uint64_t count = 0;
    int64_t totalNs = 0;
};

// One row per distinct name, total descending, ties by name.
std::vector<AnnotationStat> annotationStats(const Profile &profile, const Scope &scope = {});

// Distinct annotation names sorted by byte order (for completion in the custom-histogram box).
std::vector<std::string> annotationNames(const Profile &profile, const Scope &scope = {});

// Durations of every annotation named exactly `name`, in track order.
std::vector<int64_t> annotationDurations(const Profile &profile, const Scope &scope, std::string_view name);

// Where each annotation named exactly `name` is, in track order: a histogram bin lists them and a
// double click zooms the timeline there. The same selection as annotationDurations().
struct AnnotationInstance
{
    EventId event;
    int32_t rank = -1; // RankInfo::rank
    int64_t tsNs = 0;
    int64_t durNs = 0;
};
std::vector<AnnotationInstance> annotationInstances(
    const Profile &profile, const Scope &scope, std::string_view name);

// The custom histogram: durations of one chosen annotation name, Freedman-Diaconis bins.
Histogram annotationHistogram(const Profile &profile, const Scope &scope, std::string_view name);

} // namespace stepline
