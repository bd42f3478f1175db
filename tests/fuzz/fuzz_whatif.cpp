// libFuzzer target: a fuzzed trace loaded as a user's file, then the whole what-if replay over it
// (every scenario and the critical path), text and JSON. Whatever the trace holds (negative
// latencies, overlapping kernels, collectives on skewed clocks, cycles), the replay must refuse or
// answer, never crash or hang.

#include "collectives.h"
#include "fuzzsupport.h"
#include "traceloader.h"
#include "whatifreport.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    const QString &path = fuzz::writeTraceFile(data, size);
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        return 0;
    WhatIfOptions options;
    options.criticalPath = true;
    options.criticalPathScenarios = true;
    const WhatIfReport report = whatIf(*outcome.profile, options);
    (void)whatIfToJson(report, outcome.profile.get());
    (void)whatIfToText(report, outcome.profile.get());
    return 0;
}
