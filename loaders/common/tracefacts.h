#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

// The earliest plausible wall-clock time (2000-01-01) in ns: a smaller timestamp or session start
// is a relative clock, which says nothing about when the trace was written.
inline constexpr int64_t kEpoch2000Ns = 946684800LL * 1000000000LL;

// What one trace file of a job says about the job, for the job picker: whether the text is a
// complete document, when it starts, which rank and host wrote it, and which GPUs it used
// (METRICS.md "Device of a rank": a device with GPU activity). Read either from the whole stream
// (final) or, for the first paint of a big listing, from the head and tail only (provisional).
struct TraceFacts
{
    enum class Completeness { Unknown, Complete, Cut };
    enum class TimeSource { None, BaseTimePlusTs, AbsoluteTs, SystemMetricsTimestamp };

    bool final = false; // every field below comes from the whole text
    // Nothing the whole text could add: final, or a plain JSON file whose head and tail told
    // everything (a base time sits at the start or the end; every listed GPU is seen in use).
    bool settled = false;
    std::string error; // why the file, or part of it, could not be read; empty when it could
    Completeness completeness = Completeness::Unknown;
    int64_t textBytes = 0; // text bytes seen (decompressed for .gz/.zst)
    int64_t cutAtByte = -1; // Cut: the text ends early at this byte
    int64_t earliestAbsNs = -1; // wall clock of the first event, -1 when the trace has none
    TimeSource timeSource = TimeSource::None;
    int rank = -1; // distributedInfo.rank
    int worldSize = 0;
    std::string host; // "hostname" key, a system-metrics file's node, else empty
    bool systemMetrics = false; // a SageMaker Debugger system-metrics file (JSON lines)
    int deviceProperties = -1; // entries of deviceProperties, -1 when the key was not seen
    std::vector<int> gpuDevices; // distinct devices with GPU activity, sorted
    std::string gpuVendor; // runcheck.h gpuVendor() of the first deviceProperties name that tells; empty
    // The whole text is one JSON object without traceEvents (a collection's listing, a config):
    // no trace, never a job. Known from the whole text only.
    bool notATrace = false;

    // The GPU list cannot grow any more: the whole text was read, or every listed device is used.
    bool gpuDevicesFinal() const
    {
        return final || (deviceProperties > 0 && gpuDevices.size() >= size_t(deviceProperties));
    }
};

} // namespace stepline
