#pragma once

#include "common/chartdata.h"
#include "common/scopechoices.h"
#include "gpupeaks.h"
#include "profile.h"
#include "scope.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace stepline {

struct KernelPrecisions;
struct OpPerfAnalysis;
struct RanksReport;

// What the dashboard shows, as plain values. Computed by computeDashboard() on a worker thread
// (QtConcurrent) from the analyses of model/analysis; the GUI thread only turns it into charts.
struct DashboardOptions
{
    Scope scope;
    int topK = 15; // kernel-time-all / kernel-count-all: top k + "other"
    int utilizationBins = 300; // bins per utilization curve (the view derives it from its width)
    QStringList annotations; // "New histogram" names, one Annotation chart each
    // Kernel precision classes of this profile from an earlier result (DashboardData::precisions):
    // a scope change then only sums them instead of reading args again.
    std::shared_ptr<const KernelPrecisions> precisions;
    PeakOverride peaks; // --peak-tflops / --peak-tbps: replace the peaks table for the roofline and MFU
};

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

DashboardData computeDashboard(const Profile &profile, const DashboardOptions &options);

// One chart, for when only it changes (top-k spin box, a new annotation histogram).
ChartData computeKernelTimeAll(const Profile &profile, const Scope &scope, int topK);
ChartData computeKernelCountAll(const Profile &profile, const Scope &scope, int topK);
ChartData computeAnnotationChart(const Profile &profile, const Scope &scope, const QString &name);

// Export file base name of an annotation chart ("annotation-forward"; characters that are unsafe in
// file names become '_').
QString annotationFileName(const QString &name);

} // namespace stepline
