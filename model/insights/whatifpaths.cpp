#include "whatifpaths.h"

#include "profile.h"

namespace stepline {

WhatIfReport whatIfWithCriticalPaths(const Profile &profile, int64_t step)
{
    const WhatIfGraph graph = buildWhatIfGraph(profile);
    if (step < 0) {
        // whatIf() picks the worst step of each replay on its own; pin the measured run's, found by
        // a replay of nothing but the baseline.
        WhatIfOptions first;
        first.scenarios = { WhatIfScenario::Baseline };
        first.criticalPath = true;
        const WhatIfReport measured = whatIf(graph, first);
        if (!measured.criticalPaths.empty() && measured.criticalPaths.front().available)
            step = measured.criticalPaths.front().stepNumber;
    }
    WhatIfOptions options;
    options.criticalPath = true;
    options.criticalPathScenarios = true;
    options.step = step;
    WhatIfReport report = whatIf(graph, options);
    report.path = profile.job().path;
    report.ranks = profile.ranks().size();
    return report;
}

const CriticalPath *findCriticalPath(const WhatIfReport &report, WhatIfScenario scenario)
{
    const std::string_view name = whatIfScenarioName(scenario);
    for (const CriticalPath &path : report.criticalPaths) {
        if (path.scenario == name)
            return &path;
    }
    return nullptr;
}

} // namespace stepline
