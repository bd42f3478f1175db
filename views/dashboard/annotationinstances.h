#pragma once

#include "profile.h"
#include "scope.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace stepline {

// Adapter over the model (the analysis library gives annotation durations and their histogram but
// not where each instance is): the user annotations named exactly `name` in the scope, with rank
// and start, so a histogram bin can list them and a double click can zoom the timeline there.
// Same selection as annotationDurations(): user_annotation slices on CPU thread rows of the
// scope's ranks.
struct AnnotationInstance
{
    EventId event;
    int32_t rank = -1;
    int64_t tsNs = 0;
    int64_t durNs = 0;
};

std::vector<AnnotationInstance> annotationInstances(
    const Profile &profile, const Scope &scope, std::string_view name);

} // namespace stepline
