#include "memoryrefusal.h"

#include "cliargs.h"
#include "datasize.h"
#include "loadtext.h"
#include "pathtext.h"

namespace stepline {

namespace {

struct MemoryTr
{
    STEPLINE_TR_FUNCTIONS(MemoryCheck)
};

std::string mib(int64_t bytes)
{
    return cli::formatDataSize(bytes);
}

} // namespace

std::string memoryRefusalText(const MemoryCheck &check, const std::string &path)
{
    // Qualified: lupdate reads this function as a member of std (its return type) and would file the
    // message under "MemoryTr" otherwise.
    const LoadText text = stepline::MemoryTr::tr(
        "stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 "
        "for %4 events, estimated from %5 of files), but only %6 is available.\n"
        "Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 "
        "(e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.");
    return text.args({ fileNameOf(path), mib(check.subsetPeakBytes), mib(check.estimate.modelBytes) })
        .arg(check.estimate.events)
        .args({ mib(check.estimate.fileBytes), mib(check.availableBytes) });
}

} // namespace stepline
