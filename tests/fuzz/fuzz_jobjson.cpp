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
    const QByteArray bytes = QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    JobEntry job;
    job.name = QStringLiteral("job");
    job.jobJson = parseJobJson(bytes);
    job.hasJobJson = true;
    (void)jobToJson(job);

    const QByteArray head = bytes.left(qsizetype(kHeadBytes));
    const QByteArray tail = bytes.size() > kTailBytes ? bytes.right(qsizetype(kTailBytes)) : QByteArray();
    const TraceHead trace = parseTraceHead(head, tail, QStringLiteral("host_77.1600000000000.pt.trace.json"));
    (void)trace;
    // The picker's facts scanner on the same bytes, whole and as a head.
    (void)scanTraceFactsText(bytes, true);
    (void)scanTraceFactsText(head, false);
    return 0;
}
