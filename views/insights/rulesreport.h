#pragma once

#include "common/timeformat.h"

#include "common/chartpalette.h"
#include "reportflow.h"
#include "rules.h"

#include <QRectF>
#include <QString>

#include <memory>
#include <vector>

class QPagedPaintDevice;
class QPaintDevice;
class QPainter;

namespace stepline {

// The rules part of the PDF report (`stepline report`, the dashboard's "Export dashboard..."),
// like the SageMaker Debugger profiling report: a rules summary table right after the job's summary
// page (the verdicts at a glance, before the reader turns to the charts), then the chart pages, then
// one section per rule (verdict and why, parameters used, evidence with time ranges, advice). The
// sections come last because they are reference material that can run over several pages (a long
// evidence list) and would otherwise push the charts far back.
//
// Rules are listed triggered first, then ok, then not applicable, each group in ProfilerReport
// order, as in the Insights tab.
struct RulesReportSource
{
    std::vector<RuleResult> results; // runProfilerReport() output
    ParamOverrides overrides; // parameters that differ from the documented defaults
    QString parameterOrigin; // one line: where the parameters come from
    bool gpuDerived = false; // GPU utilization derived from the trace (no system metrics)
    TimeUnit timeUnit = TimeUnit::Auto; // of the evidence's times
};

// "Parameters: ..." line for a set of overrides (the documented defaults when empty).
QString describeOverrides(const ParamOverrides &overrides, const QString &whenChanged);

// Results in report order (triggered, ok, not applicable; stable).
std::vector<const RuleResult *> reportOrder(const std::vector<RuleResult> &results);

struct RulesReportPages
{
    std::vector<ReportPage> summary; // the rules summary table (usually one page)
    std::vector<ReportPage> sections; // one section per rule, each starting on a new page
};

// Lays the rules out on pages of pageSize, measuring text with device (the PDF writer, or an image
// of the same resolution for previews and tests). With chartPages (the number of chart pages
// between the rules summary and the sections) the summary table gives each rule's section page,
// counting the job's summary page as page 1.
RulesReportPages layoutRulesReport(const RulesReportSource &source, QPaintDevice *device, QSizeF pageSize,
    const ChartPalette &palette, int chartPages = -1);

// For writeReport(): each page starts with device->newPage() and is painted at page's origin.
void paintReportPages(QPagedPaintDevice *device, QPainter *painter, const QRectF &page,
    const std::vector<ReportPage> &pages, const ChartPalette &palette);

} // namespace stepline
