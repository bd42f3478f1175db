#pragma once

#include "common/chartdata.h"
#include "common/dashboardcontent.h"
#include "profilediff.h"

#include <vector>

namespace stepline {

// The comparison's charts as plain ChartData (any thread), for the Compare tab and
// `export-charts --compare`: step times of both overlaid, the GPU time breakdown side by side
// (only when both profiles have GPU activity), and the top kernel and operator deltas as
// diverging bars (top n rows of the diff's "both sides" tables).
// timeUnit: of the durations in their texts (the CLI's: Auto).
std::vector<ChartData> comparisonCharts(const ProfileAggregates &base, const ProfileAggregates &next,
    const ProfileDiff &diff, TimeUnit timeUnit, size_t top = 15);

// The comparison as the PDF report's input (writeReport): its first page lists both profiles,
// the medians, the verdict and the notes, with the top kernel and operator rows as its tables;
// then one page per comparison chart.
DashboardData comparisonReport(const ProfileAggregates &base, const ProfileAggregates &next,
    const ProfileDiff &diff, TimeUnit timeUnit, size_t top = 15);

// The verdict as one line for people ("NEW is 12.3 % slower than BASE (median step 10.2 ms ->
// 11.5 ms)"), translated.
QString comparisonVerdictLine(const ProfileDiff &diff, TimeUnit timeUnit);

} // namespace stepline
