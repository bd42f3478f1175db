#pragma once

// The chart builders computeDashboard() (dashboarddata.cpp) assembles, kept apart by family:
// curves over time (curvecharts.cpp) and GPU time (gputimecharts.cpp). Internal to the dashboard:
// plain analysis results in, ChartData out.

#include "common/chartdata.h"
#include "gpumemory.h"
#include "gpustats.h"
#include "gputime.h"
#include "opperf.h"
#include "profile.h"
#include "systemmetrics.h"
#include "utilization.h"

#include <QString>

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

namespace stepline {

// Shared by every builder (dashboarddata.cpp).
QString qstr(std::string_view text);
ChartData makeChart(ChartId id, ChartKind kind, ValueUnit unit, const char *fileName, const QString &title);
// The chart with nothing to draw, and why (shown in its place).
ChartData withoutData(ChartData chart, const QString &why);
// Why a GPU chart is empty: no GPU activity in the scope.
QString noGpuMessage();

// The x range the system curves are binned over: the span of the trace's curves, or (none) their
// own samples' span, chosen by systemUtilization().
std::pair<int64_t, int64_t> curvesRange(const std::vector<UtilizationSeries> &curves);
ChartData gpuUtilizationChart(const std::vector<UtilizationSeries> &nodes,
    const std::vector<UtilizationSeries> &devices, const std::vector<SystemUtilization> &system, bool hasGpu);
ChartData gpuMemoryChart(const GpuMemory &memory, int binCount);
ChartData cpuUtilizationChart(
    const std::vector<UtilizationSeries> &ranks, const std::vector<SystemUtilization> &system, bool hasHost);

ChartData gpuActiveChart(const GpuTotals &totals, const GpuTimeAnalysis &gpuTime);
ChartData gpuTimeChart(const GpuTimeAnalysis &a);
ChartData stepBreakdownChart(const Profile &profile, const GpuTimeAnalysis &a);
ChartData idleCausesChart(
    const GpuTimeAnalysis &job, const GpuTimeAnalysis *scoped, const QString &scopeText);

// The operator-efficiency charts (efficiencycharts.cpp) over analyzeOpPerf().
ChartData rooflineChart(const Profile &profile, const OpPerfAnalysis &a);
ChartData mfuPerStepChart(const OpPerfAnalysis &a);

} // namespace stepline
