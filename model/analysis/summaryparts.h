#pragma once

// The summary's parts, as JSON values of the stepline.summary/1 document and as blocks of the text
// table, shared by one profile's summary (summaryjson.cpp, summarytext.cpp) and a job summed rank
// by rank (jobsummary.cpp); not part of the public API.

#include "summary.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

namespace stepline::detail {

using SummaryJson = nlohmann::ordered_json;

// Microseconds with up to three decimals: the nearest double to ns / 1000 prints as exactly that
// decimal (shortest round-trip form) for any realistic magnitude.
double us(int64_t ns);
// A kernel's row of top_by_time / top_by_count.
SummaryJson kernelJson(std::string_view name, const DurationStats &k);

// Every figure of summaryToJson, as the value it dumps.
SummaryJson summaryDocument(const Profile &profile, const Summary &summary);

SummaryJson collectivesJson(const CollectiveAnalysis &c);
SummaryJson precisionJson(const PrecisionBreakdown &p);
SummaryJson memoryOpsJson(const MemoryOpBreakdown &m);
SummaryJson launchLatencyJson(const LaunchLatency &l);
// op_perf (null without rows), mfu and the peaks used (opperfreport.cpp).
SummaryJson opPerfJson(const Profile &profile, const OpPerfAnalysis &a);
SummaryJson mfuJson(const OpPerfAnalysis &a);
SummaryJson opPerfPeaksJson(const OpPerfAnalysis &a);

// Text blocks. A kernel table's heading and column names, then one row per kernel.
void kernelTableHeading(std::string *out, const char *title);
void kernelTableRow(std::string *out, std::string_view name, uint64_t count, int64_t totalNs, int64_t meanNs,
    int64_t minNs, int64_t maxNs);
void precisionText(std::string *out, const PrecisionBreakdown &p);
// Nothing when no memory operation took time.
void memoryOpsText(std::string *out, const MemoryOpBreakdown &m);
// Nothing when no launch was seen.
void launchLatencyText(std::string *out, const LaunchLatency &l);
// The operator-efficiency block: its absence and why, or the top signatures and MFU per step.
void opPerfText(std::string *out, const Profile &profile, const OpPerfAnalysis &a);

} // namespace stepline::detail
