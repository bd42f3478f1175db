#pragma once

#include "common/chartdata.h"
#include "common/scopechoices.h"
#include "scope.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace stepline {

struct KernelPrecisions;
struct OpPerfAnalysis;
struct RanksReport;

// What the dashboard shows, as plain values: computed by computeDashboard() (dashboard/) on a
// worker thread from the analyses of model/analysis, or by comparisonReport() (compare/); the GUI
// thread only turns it into charts, and report/ renders it into files.

// Rows of the report's summary table: a header row then one row per GPU / rank.
struct SummaryTable
{
    QStringList jobLines; // "Job: ...", "Ranks: 4", ...
    QStringList gpuHeader;
    std::vector<QStringList> gpuRows;
    QStringList cpuHeader;
    std::vector<QStringList> cpuRows;
};

struct DashboardData
{
    Scope scope;
    std::vector<ChartData> charts; // the 18 fixed charts in ChartId order, then one per annotation
    QStringList annotationNames; // completion list for "New histogram" (whole job)
    std::vector<ScopeChoice> scopes;
    SummaryTable summary;
    // The profile's kernel precision classes when this computation made or reused them (whole-job
    // scope, or given in the options); pass them back in DashboardOptions::precisions.
    std::shared_ptr<const KernelPrecisions> precisions;
    // Collectives across ranks (heatmap, collective-wait chart, stragglers); null unless several
    // ranks ran communication kernels. Exports and the report add it after the charts.
    std::shared_ptr<const RanksReport> ranks;
    // Operator efficiency of the scope (the roofline's and the efficiency table's rows).
    std::shared_ptr<const OpPerfAnalysis> opPerf;

    const ChartData *chart(ChartId id) const;
    const ChartData *chart(const QString &fileName) const;
};

} // namespace stepline
