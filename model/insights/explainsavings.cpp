#include "explainsavings.h"

#include "whatifreport.h"

#include <algorithm>

namespace stepline {

std::optional<WhatIfScenario> scenarioForCause(std::string_view cause)
{
    struct Pair
    {
        std::string_view cause;
        WhatIfScenario scenario;
    };
    static constexpr Pair kPairs[] = {
        { "data_loader", WhatIfScenario::DataLoaderZero },
        { "sync", WhatIfScenario::SyncZero },
        { "launch", WhatIfScenario::LaunchZero },
        { "host_ops", WhatIfScenario::HostOpsHalf },
        { "exposed_comm", WhatIfScenario::CommHalf },
        { "exposed_memcpy", WhatIfScenario::ExposedMemcpyZero },
        { "straggler", WhatIfScenario::StragglerOnTime },
    };
    for (const Pair &p : kPairs) {
        if (p.cause == cause)
            return p.scenario;
    }
    return std::nullopt;
}

void applySavings(const WhatIfReport &report, Explanation *e)
{
    e->savingsKnown = report.selfCheckPassed;
    e->savingsReason = report.refusal;
    e->meanStepNs = report.measuredStepNs;
    for (ExplainFinding &f : e->findings) {
        f.wouldSaveNs = -1;
        f.savingScenario.clear();
        const std::optional<WhatIfScenario> s = scenarioForCause(f.cause);
        // straggler_on_time puts one rank on time: the top straggler's finding, not the others'.
        if (!s || (*s == WhatIfScenario::StragglerOnTime && f.rank != report.topStraggler))
            continue;
        f.savingScenario = std::string(whatIfScenarioName(*s));
        for (const WhatIfScenarioResult &r : report.scenarios) {
            if (r.scenario == *s && r.available)
                f.wouldSaveNs = std::max<int64_t>(0, r.savingNs);
        }
    }
    if (!report.selfCheckPassed)
        return;
    std::stable_sort(
        e->findings.begin(), e->findings.end(), [](const ExplainFinding &a, const ExplainFinding &b) {
            if ((a.wouldSaveNs >= 0) != (b.wouldSaveNs >= 0))
                return a.wouldSaveNs >= 0;
            if (a.wouldSaveNs != b.wouldSaveNs)
                return a.wouldSaveNs > b.wouldSaveNs;
            if (a.lostNs != b.lostNs)
                return a.lostNs > b.lostNs;
            return a.cause < b.cause;
        });
}

} // namespace stepline
