// libFuzzer target: the Nsight Systems SQLite reader (loaders/nsys). Each input is written to a
// .sqlite file and opened with loadProfile(), so the file is sniffed by content as a user's would
// be, read through libsqlite3 and finalized into a profile; the same file is read with a step-range
// pattern (a second pass over NVTX_EVENTS) and by the job picker's facts, quick and whole. Inputs
// are whole databases: the seeds are the exports of tests/data/loaders/nsys and small generated
// ones of each table shape (seed-corpora in packaging/fuzz.sh).

#include "fuzzsupport.h"
#include "jobfacts.h"
#include "traceloader.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    static const QString path = fuzz::scratchDir() + QStringLiteral("/report.sqlite");
    fuzz::writeFile(path, data, size);
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        (void)outcome.error.toUserMessage();

    LoadOptions steps;
    steps.stepRange = size ? "*" : "ProfilerStep*";
    const LoadOutcome stepped = loadProfile(path, steps);
    if (!stepped.ok())
        (void)stepped.error.toUserMessage();

    const TraceFacts quick = quickTraceFacts(path.toStdString());
    const TraceFacts whole = scanTraceFacts(path.toStdString());
    (void)quick;
    (void)whole;
    return 0;
}
