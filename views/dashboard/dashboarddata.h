#pragma once

#include "common/chartdata.h"
#include "common/dashboardcontent.h"
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

// What computeDashboard() computes: the scope and the knobs of the charts that depend on it.
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
    TimeUnit timeUnit = TimeUnit::Auto; // of the durations in the charts' texts
};

DashboardData computeDashboard(const Profile &profile, const DashboardOptions &options);

// One chart, for when only it changes (top-k spin box, a new annotation histogram).
ChartData computeKernelTimeAll(const Profile &profile, const Scope &scope, int topK, TimeUnit timeUnit);
ChartData computeKernelCountAll(const Profile &profile, const Scope &scope, int topK, TimeUnit timeUnit);
ChartData computeAnnotationChart(
    const Profile &profile, const Scope &scope, const QString &name, TimeUnit timeUnit);

// Export file base name of an annotation chart ("annotation-forward"; characters that are unsafe in
// file names become '_').
QString annotationFileName(const QString &name);

} // namespace stepline
