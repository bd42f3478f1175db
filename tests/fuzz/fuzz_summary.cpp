// libFuzzer target: a fuzzed trace loaded as a user's file, then `stepline summary`'s analyses over
// it (computeSummary: breakdown, idle causes, collectives, operator efficiency with its args
// lookups, precision, launch latency), text and JSON. Whatever the trace holds (args with odd
// shapes, kernels without launches, steps that overlap), every analysis must answer or say a
// figure is absent, never crash or hang.

#include "fuzzsupport.h"
#include "summary.h"
#include "traceloader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    const QString &path = fuzz::writeTraceFile(data, size);
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        return 0;
    const Profile &profile = *outcome.profile;
    const Summary summary = computeSummary(profile);
    (void)summaryToText(profile, summary);
    (void)summaryToJson(profile, summary);
    return 0;
}
