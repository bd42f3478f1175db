#pragma once

// The What-if panel's report: every scenario of METRICS.md "What a fix would buy", and the critical
// path of one step for the measured run and for each scenario that can be predicted. All paths
// follow the same step (the measured run's worst unless one is named), so a scenario's path reads
// against the measured one: what the step would be bound by once that cause is fixed.

#include "whatifreport.h"

#include <cstdint>

namespace stepline {

class Profile;

// step: the ProfilerStep number to follow; -1: the one whose slowest rank took longest in the
// replay with nothing changed (the measured times). The first critical path is the measured run's
// ("baseline"), then one per available scenario in the report's order.
WhatIfReport whatIfWithCriticalPaths(const Profile &profile, int64_t step = -1);

// The report's critical path of a scenario (by its fixed name, "baseline" for the measured run);
// null when there is none.
const CriticalPath *findCriticalPath(const WhatIfReport &report, WhatIfScenario scenario);

} // namespace stepline
