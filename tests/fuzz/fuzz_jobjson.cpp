// libFuzzer target: the job folder scanner's readers (loaders/jobscanner.h): job.json as
// parseJobJson() reads it and as `stepline jobs --json` writes it back, and the same bytes as
// the head and tail of a trace file (parseTraceHead()), and the job list's facts scanner
// (scanTraceFactsText(), what the picker reads of every rank).

#include "jobfacts.h"
#include "jobscanner.h"
#include "tracehead.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    using namespace stepline;
    const std::string bytes(reinterpret_cast<const char *>(data), size);
    JobEntry job;
    job.name = "job";
    job.jobJson = parseJobJson(bytes);
    job.hasJobJson = true;
    (void)jobToJson(job);

    const std::string head = bytes.substr(0, size_t(kHeadBytes));
    const std::string tail = int64_t(bytes.size()) > kTailBytes
        ? bytes.substr(bytes.size() - size_t(kTailBytes))
        : std::string();
    const TraceHead trace = parseTraceHead(head, tail, "host_77.1600000000000.pt.trace.json");
    (void)trace;
    // The picker's facts scanner on the same bytes, whole and as a head.
    (void)scanTraceFactsText(bytes, true);
    (void)scanTraceFactsText(head, false);
    return 0;
}
