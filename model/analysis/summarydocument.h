#pragma once

// The stepline.summary/1 document and its parts as JSON values, shared by one profile's summary
// (summaryjson.cpp) and a job summed rank by rank (jobsummary.cpp); not part of the public API.

#include "summary.h"

#include <nlohmann/json.hpp>

namespace stepline::detail {

using SummaryJson = nlohmann::ordered_json;

// Microseconds with up to three decimals: the nearest double to ns / 1000 prints as exactly that
// decimal (shortest round-trip form) for any realistic magnitude.
double us(int64_t ns);

// Every figure of summaryToJson, as the value it dumps.
SummaryJson summaryDocument(const Profile &profile, const Summary &summary);

SummaryJson collectivesJson(const CollectiveAnalysis &c);
SummaryJson precisionJson(const PrecisionBreakdown &p);
SummaryJson memoryOpsJson(const MemoryOpBreakdown &m);
SummaryJson launchLatencyJson(const LaunchLatency &l);

} // namespace stepline::detail
