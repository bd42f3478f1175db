#include "dashboarddata.h"

#include "dashboardcharts.h"

#include "charts/chartformat.h"
#include "common/timeformat.h"
#include "ranks/ranksreport.h"

#include "annotations.h"
#include "cpustats.h"
#include "common/gputimepalette.h"
#include "gpumemory.h"
#include "gputime.h"
#include "gpustats.h"
#include "kernelstats.h"
#include "memoryops.h"
#include "precision.h"
#include "steps.h"
#include "systemmetrics.h"
#include "utilization.h"

#include <QCoreApplication>
#include <QLocale>
#include <QtConcurrent>

#include <algorithm>
#include <map>
#include <optional>
#include <tuple>

namespace stepline {

namespace {

// lupdate files a free tr() call inside namespace stepline under the context "stepline": look it up
// there, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

} // namespace

QString qstr(std::string_view text)
{
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

ChartData makeChart(ChartId id, ChartKind kind, ValueUnit unit, const char *fileName, const QString &title)
{
    ChartData chart;
    chart.id = id;
    chart.kind = kind;
    chart.unit = unit;
    chart.fileName = QLatin1String(fileName);
    chart.title = title;
    return chart;
}

ChartData withoutData(ChartData chart, const QString &why)
{
    chart.emptyMessage = why;
    return chart;
}

QString noGpuMessage()
{
    return tr("Not in this profile: no GPU activity (kernel, gpu_memcpy or gpu_memset events) in the "
              "selected scope.\nRecord with torch.profiler.profile(activities=[ProfilerActivity.CPU, "
              "ProfilerActivity.CUDA]) or pick another scope.");
}

namespace {

// No GPU activity although the ranks launched work: CUPTI was off or failed.
QString notTracedMessage(uint64_t launches)
{
    return tr("Not in this profile: %1 launches, no GPU activity recorded: the GPU side was not traced.\n"
              "Record with torch.profiler.profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) "
              "and check the profiler's warnings about CUPTI/roctracer.")
        .arg(formatCount(qint64(launches)));
}

QString noKernelMessage()
{
    return tr("Not in this profile: no GPU kernels in the selected scope.\nRecord with "
              "ProfilerActivity.CUDA enabled, or pick another scope.");
}

QString kernelDetail(const Profile &profile, const KernelStat &stat)
{
    const std::string_view raw = profile.str(stat.name);
    QString detail;
    const std::string demangled = demangle(raw);
    if (demangled != raw)
        detail += tr("Demangled: %1").arg(QString::fromStdString(demangled)) + QLatin1Char('\n');
    detail += tr("%1 launches; mean %2, min %3, max %4")
                  .arg(formatCount(qint64(stat.count)), formatDuration(stat.meanNs()),
                      formatDuration(stat.minNs), formatDuration(stat.maxNs));
    return detail;
}

ChartItem kernelItem(const Profile &profile, const KernelStat &stat, ValueUnit unit)
{
    ChartItem item;
    item.label = qstr(profile.str(stat.name));
    item.value = unit == ValueUnit::Count ? double(stat.count) : double(stat.totalNs);
    item.detail = kernelDetail(profile, stat);
    return item;
}

ChartData kernelAllChart(const Profile &profile, const KernelSummary &summary, int topK, KernelOrder order)
{
    const bool byTime = order == KernelOrder::ByTime;
    ChartData chart = byTime
        ? makeChart(ChartId::KernelTimeAll, ChartKind::Pie, ValueUnit::Nanoseconds, "kernel-time-all",
            tr("Time of all GPU kernels (top %1 + other)").arg(topK))
        : makeChart(ChartId::KernelCountAll, ChartKind::Pie, ValueUnit::Count, "kernel-count-all",
            tr("Launches of all GPU kernels (top %1 + other)").arg(topK));
    if (summary.count == 0)
        return withoutData(std::move(chart), noKernelMessage());
    const KernelTopK top = kernelTopK(profile, summary, size_t(std::max(1, topK)), order);
    for (const KernelStat &stat : top.top)
        chart.items.push_back(kernelItem(profile, stat, chart.unit));
    if (top.otherDistinct > 0) {
        ChartItem other;
        other.label = tr("other (%1 kernels)").arg(formatCount(qint64(top.otherDistinct)));
        other.value = byTime ? double(top.otherNs) : double(top.otherCount);
        other.detail
            = tr("%1 launches, %2").arg(formatCount(qint64(top.otherCount)), formatDuration(top.otherNs));
        other.colorKey = QStringLiteral("other");
        chart.items.push_back(other);
    }
    return chart;
}

ChartData kernelTopChart(const Profile &profile, const KernelSummary &summary, KernelOrder order)
{
    const bool byTime = order == KernelOrder::ByTime;
    ChartData chart = byTime ? makeChart(ChartId::KernelTimeTop15, ChartKind::Bars, ValueUnit::Nanoseconds,
                          "kernel-time-top15", tr("Top 15 kernels by time"))
                             : makeChart(ChartId::KernelCountTop15, ChartKind::Bars, ValueUnit::Count,
                                 "kernel-count-top15", tr("Top 15 kernels by launches"));
    if (summary.count == 0)
        return withoutData(std::move(chart), noKernelMessage());
    const std::vector<KernelStat> top
        = byTime ? topByTime(profile, summary, 15) : topByCount(profile, summary, 15);
    for (const KernelStat &stat : top) {
        ChartItem item = kernelItem(profile, stat, chart.unit);
        item.colorKey = QStringLiteral("kernel");
        chart.items.push_back(item);
    }
    return chart;
}

ChartData cpuActiveChart(const std::vector<CpuStats> &cpus, bool hasHost)
{
    ChartData chart = makeChart(ChartId::CpuActiveTime, ChartKind::Pie, ValueUnit::Nanoseconds,
        "cpu-active-time", tr("CPU active time (profiled threads)"));
    int64_t active = 0;
    int64_t idle = 0;
    for (const CpuStats &c : cpus) {
        active += c.activeNs;
        idle += c.idleNs;
    }
    if (!hasHost) {
        chart.emptyMessage
            = tr("Not in this profile: no host events (CPU thread rows) in the selected scope.\n"
                 "Record with ProfilerActivity.CPU, or pick another scope.");
        return chart;
    }
    chart.items.push_back(
        { tr("active"), tr("at least one profiled thread busy"), double(active), QStringLiteral("active") });
    chart.items.push_back(
        { tr("idle"), tr("window length minus active time"), double(idle), QStringLiteral("idle") });
    return chart;
}

ChartData gpuActivityChart(const GpuTotals &totals)
{
    ChartData chart = makeChart(ChartId::GpuActivity, ChartKind::CategoryBars, ValueUnit::Nanoseconds,
        "gpu-activity", tr("GPU activity distribution"));
    if (totals.devices == 0)
        return withoutData(std::move(chart), noGpuMessage());
    chart.items.push_back({ tr("kernel"), QString(), double(totals.kernelNs), QStringLiteral("kernel") });
    chart.items.push_back({ tr("memcpy"), QString(), double(totals.memcpyNs), QStringLiteral("memcpy") });
    chart.items.push_back({ tr("memset"), QString(), double(totals.memsetNs), QStringLiteral("memset") });
    if (totals.hasSync)
        chart.items.push_back(
            { tr("sync"), tr("GPU-side cuda_sync events"), double(totals.syncNs), QStringLiteral("sync") });
    return chart;
}

ChartData memoryOpsChart(const MemoryOpBreakdown &ops, bool hasGpu)
{
    ChartData chart = makeChart(ChartId::GpuMemoryOps, ChartKind::CategoryBars, ValueUnit::Nanoseconds,
        "gpu-memory-ops", tr("GPU memory operations"));
    if (!hasGpu)
        return withoutData(std::move(chart), noGpuMessage());
    uint64_t total = 0;
    for (size_t i = 0; i < kMemoryOpKindCount; ++i) {
        total += ops.count[i];
        if (ops.count[i] == 0)
            continue;
        const auto kind = MemoryOpKind(i);
        const QString label = qstr(memoryOpLabel(kind));
        QString colorKey = label;
        if (kind == MemoryOpKind::OtherMemcpy)
            colorKey = QStringLiteral("other memcpy");
        else if (kind == MemoryOpKind::Memset)
            colorKey = QStringLiteral("memset");
        chart.items.push_back({ label, tr("%1 operations").arg(formatCount(qint64(ops.count[i]))),
            double(ops.ns[i]), colorKey });
    }
    if (total == 0)
        chart.emptyMessage
            = tr("Not in this profile: no gpu_memcpy or gpu_memset events in the selected scope.\n"
                 "The GPU ran kernels only, or memory activities were not recorded.");
    return chart;
}

ChartData precisionChart(const PrecisionBreakdown &precision)
{
    ChartData chart = makeChart(ChartId::KernelPrecision, ChartKind::CategoryBars, ValueUnit::Nanoseconds,
        "kernel-precision", tr("Kernel time by precision"));
    if (precision.kernels == 0)
        return withoutData(std::move(chart), noKernelMessage());
    for (size_t i = 0; i < kPrecisionCount; ++i) {
        const auto p = Precision(i);
        // "unknown" always shows, so readers see how much could not be classified.
        if (precision.count[i] == 0 && p != Precision::Unknown)
            continue;
        QString detail = tr("%1 kernels").arg(formatCount(qint64(precision.count[i])));
        if (p == Precision::Unknown)
            detail += QLatin1Char('\n')
                + tr("Classified by name: %1, by args.dtype: %2, by the launching op's Input type: %3")
                      .arg(formatCount(qint64(precision.bySource[size_t(PrecisionSource::Name)])),
                          formatCount(qint64(precision.bySource[size_t(PrecisionSource::Dtype)])),
                          formatCount(qint64(precision.bySource[size_t(PrecisionSource::InputType)])));
        chart.items.push_back(
            { qstr(precisionLabel(p)), detail, double(precision.ns[i]), qstr(precisionKey(p)) });
    }
    return chart;
}

std::vector<ChartBin> binsOf(const Histogram &h)
{
    std::vector<ChartBin> bins(h.counts.size());
    for (size_t i = 0; i < bins.size(); ++i) {
        bins[i].lowNs = h.binStart(i);
        bins[i].highNs = h.binStart(i) + h.binWidthNs;
    }
    return bins;
}

ChartInstance stepInstance(const Profile &profile, const Step &step, bool gpu)
{
    ChartInstance instance;
    instance.name = qstr(profile.str(step.name));
    instance.rank = step.rank;
    instance.stepNumber = step.number;
    instance.startNs = step.tsNs;
    instance.durNs = step.durNs;
    instance.gpu = gpu;
    return instance;
}

ChartData stepChart(const ScopedProfile &scoped)
{
    const Profile &profile = scoped.profile();
    ChartData chart = makeChart(ChartId::StepTimeHistogram, ChartKind::Histogram, ValueUnit::Count,
        "step-time-histogram", tr("Step time distribution"));
    const std::vector<Step> host = hostSteps(scoped);
    const std::vector<Step> gpu = gpuSteps(scoped);
    if (host.empty() && gpu.empty()) {
        chart.emptyMessage
            = tr("Not in this profile: no ProfilerStep#N annotations.\nUse torch.profiler.schedule "
                 "(the profiler then marks every step), or wrap each training iteration in "
                 "record_function('ProfilerStep#N').");
        return chart;
    }
    chart.binSetName = tr("host steps (%1)").arg(formatCount(qint64(host.size())));
    // With GPU steps both sets share bins computed over all steps of the selection, so the two
    // outlines are comparable; without them the bins are exactly stepHistogram(host steps).
    std::vector<Step> all = host;
    all.insert(all.end(), gpu.begin(), gpu.end());
    const Histogram h = stepHistogram(gpu.empty() ? host : all);
    chart.bins = binsOf(h);
    for (const Step &s : host) {
        const int b = h.binOf(s.durNs);
        if (b < 0)
            continue;
        ++chart.bins[size_t(b)].count;
        chart.bins[size_t(b)].instances.push_back(stepInstance(profile, s, false));
    }
    if (!gpu.empty()) {
        chart.gpuBinSetName = tr("GPU steps (%1)").arg(formatCount(qint64(gpu.size())));
        for (const Step &s : gpu) {
            const int b = h.binOf(s.durNs);
            if (b < 0)
                continue;
            ++chart.bins[size_t(b)].gpuCount;
            chart.bins[size_t(b)].instances.push_back(stepInstance(profile, s, true));
        }
    }
    return chart;
}

QString scopeLabel(const Profile &profile, const Scope &scope)
{
    switch (scope.kind) {
    case Scope::Kind::Job:
        return tr("whole job");
    case Scope::Kind::Node:
        return tr("node %1").arg(QString::fromStdString(scope.node));
    case Scope::Kind::Rank:
        return tr("rank %1").arg(scope.rank);
    case Scope::Kind::Gpu:
        return tr("GPU %1:%2").arg(scope.rank).arg(scope.device);
    }
    Q_UNUSED(profile);
    return QString();
}

SummaryTable summaryTable(const Profile &profile, const Scope &scope, const std::vector<DeviceStats> &gpus,
    const std::vector<CpuStats> &cpus, const KernelSummary &kernels, size_t steps)
{
    SummaryTable table;
    const JobInfo &job = profile.job();
    table.jobLines << tr("Job: %1").arg(QString::fromStdString(job.name))
                   << tr("Format: %1").arg(QString::fromStdString(job.format))
                   << tr("Scope: %1").arg(scopeLabel(profile, scope))
                   << tr("Ranks: %1, events: %2")
                          .arg(formatCount(qint64(profile.ranks().size())),
                              formatCount(qint64(profile.eventCount())))
                   << (gpus.empty() ? tr("Kernels: not in this profile")
                                    : tr("Kernels: %1 launches of %2 distinct kernels, %3")
                                          .arg(formatCount(qint64(kernels.count)),
                                              formatCount(qint64(kernels.byName.size())),
                                              formatDuration(kernels.totalNs)))
                   << tr("ProfilerSteps: %1").arg(formatCount(qint64(steps)));
    table.gpuHeader << tr("rank") << tr("GPU") << tr("name") << tr("kernel") << tr("memcpy") << tr("memset")
                    << tr("active") << tr("idle") << tr("active %");
    for (const DeviceStats &d : gpus) {
        const double share = d.windowNs > 0 ? double(d.activeNs) / double(d.windowNs) : 0.0;
        table.gpuRows.push_back(
            { QString::number(d.rank), QString::number(d.device), QString::fromStdString(d.name),
                formatDuration(d.kernelNs), formatDuration(d.memcpyNs), formatDuration(d.memsetNs),
                formatDuration(d.activeNs), formatDuration(d.idleNs), formatShare(share) });
    }
    table.cpuHeader << tr("rank") << tr("node") << tr("window") << tr("CPU active") << tr("CPU idle")
                    << tr("host sync");
    for (const CpuStats &c : cpus)
        table.cpuRows.push_back(
            { QString::number(c.rank), QString::fromStdString(c.node), formatDuration(c.windowNs),
                formatDuration(c.activeNs), formatDuration(c.idleNs), formatDuration(c.hostSyncNs) });
    return table;
}

} // namespace

ChartData computeKernelTimeAll(const Profile &profile, const Scope &scope, int topK)
{
    return kernelAllChart(profile, kernelStats(profile, scope), topK, KernelOrder::ByTime);
}

ChartData computeKernelCountAll(const Profile &profile, const Scope &scope, int topK)
{
    return kernelAllChart(profile, kernelStats(profile, scope), topK, KernelOrder::ByCount);
}

QString annotationFileName(const QString &name)
{
    QString safe;
    for (const QChar c : name)
        safe += (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_')
                    || c == QLatin1Char('.'))
            ? c
            : QLatin1Char('_');
    return QStringLiteral("annotation-") + safe;
}

ChartData computeAnnotationChart(const Profile &profile, const Scope &scope, const QString &name)
{
    ChartData chart = makeChart(ChartId::Annotation, ChartKind::Histogram, ValueUnit::Count, "",
        tr("Annotation \u201c%1\u201d: duration distribution").arg(name));
    chart.fileName = annotationFileName(name);
    chart.annotation = name;
    const QByteArray utf8 = name.toUtf8();
    const std::string_view key(utf8.constData(), size_t(utf8.size()));
    const Histogram h = annotationHistogram(profile, scope, key);
    if (h.counts.empty()) {
        chart.emptyMessage
            = tr("Not in this profile: no user annotation named \u201c%1\u201d in the selected scope.\n"
                 "Wrap the code in torch.profiler.record_function('%1'), or pick a name from the list.")
                  .arg(name);
        return chart;
    }
    chart.bins = binsOf(h);
    for (size_t i = 0; i < h.counts.size(); ++i)
        chart.bins[i].count = int(h.counts[i]);
    chart.binSetName = tr("%1 (%2)").arg(name, formatCount(qint64(h.total())));
    for (const AnnotationInstance &a : annotationInstances(profile, scope, key)) {
        const int b = h.binOf(a.durNs);
        if (b < 0)
            continue;
        ChartInstance instance;
        instance.name = name;
        instance.rank = a.rank;
        instance.startNs = a.tsNs;
        instance.durNs = a.durNs;
        chart.bins[size_t(b)].instances.push_back(instance);
    }
    return chart;
}

// The analyses are independent passes over the immutable profile: they run as parallel tasks
// (QtConcurrent's global pool; a task waited for before it started runs on the waiting thread, so
// calling this from a pool thread cannot deadlock) and the charts are assembled afterwards.
DashboardData computeDashboard(const Profile &profile, const DashboardOptions &options)
{
    DashboardData data;
    data.scope = options.scope;
    const Scope scope = options.scope;
    // Every analysis below reads the scope through these two: the filter and the device index are
    // built once, not once per analysis.
    const ScopedProfile scoped(profile, scope);
    const ScopedProfile job = scope == Scope::job() ? scoped : ScopedProfile(profile, Scope::job());
    const int bins = std::clamp(options.utilizationBins, 10, 2000);

    auto gpuTask = QtConcurrent::run([&scoped] { return deviceStats(scoped); });
    // System metrics (SageMaker Debugger) are binned over the trace curves' range, so both share
    // the x axis; a profile without them pays one scan of the counter series.
    auto gpuCurvesTask = QtConcurrent::run([&scoped, bins] {
        std::vector<UtilizationSeries> nodes = nodeUtilization(scoped, bins);
        const auto [start, end] = curvesRange(nodes);
        std::vector<SystemUtilization> system
            = systemUtilization(scoped, SystemMetric::GpuUtilization, start, end, bins);
        return std::tuple(std::move(nodes), deviceUtilization(scoped, bins), std::move(system));
    });
    auto cpuTask = QtConcurrent::run([&scoped, bins] {
        std::vector<UtilizationSeries> curves = cpuUtilization(scoped, bins);
        const auto [start, end] = curvesRange(curves);
        std::vector<SystemUtilization> system
            = systemUtilization(scoped, SystemMetric::CpuUtilization, start, end, bins);
        return std::tuple(cpuStats(scoped), std::move(curves), std::move(system));
    });
    auto kernelTask = QtConcurrent::run([&profile, &scoped, topK = options.topK] {
        const KernelSummary kernels = kernelStats(scoped);
        std::vector<ChartData> charts;
        charts.push_back(kernelAllChart(profile, kernels, topK, KernelOrder::ByTime));
        charts.push_back(kernelTopChart(profile, kernels, KernelOrder::ByTime));
        charts.push_back(kernelAllChart(profile, kernels, topK, KernelOrder::ByCount));
        charts.push_back(kernelTopChart(profile, kernels, KernelOrder::ByCount));
        return std::pair(kernels, charts);
    });
    auto stepTask = QtConcurrent::run([&scoped] { return stepChart(scoped); });
    // The breakdown of the scope (with its steps) and, for the idle-cause comparison, of the job.
    auto gpuTimeTask = QtConcurrent::run([&scoped, &job, scope] {
        GpuTimeAnalysis ofScope = analyzeGpuTime(scoped);
        std::optional<GpuTimeAnalysis> ofJob;
        if (scope.kind != Scope::Kind::Job) {
            GpuTimeOptions noSteps;
            noSteps.steps = false;
            ofJob = analyzeGpuTime(job, noSteps);
        }
        return std::pair(std::move(ofScope), std::move(ofJob));
    });
    auto gpuMemoryTask
        = QtConcurrent::run([&scoped, bins] { return gpuMemoryChart(gpuMemory(scoped), bins); });
    auto memoryTask = QtConcurrent::run([&scoped] { return memoryOps(scoped); });
    auto opPerfTask = QtConcurrent::run([&scoped, peaks = options.peaks] {
        return std::make_shared<const OpPerfAnalysis>(analyzeOpPerf(scoped, peaks));
    });
    auto annotationTask = QtConcurrent::run([&profile, scope, names = options.annotations] {
        std::vector<ChartData> charts;
        for (const QString &name : names)
            charts.push_back(computeAnnotationChart(profile, scope, name));
        QStringList all;
        for (const std::string &name : annotationNames(profile))
            all << QString::fromStdString(name);
        return std::tuple(charts, all, scopeChoices(profile));
    });
    // The longest pass runs here while the pool works on the others. Classifying kernels reads args
    // (most of the dashboard's time) and does not depend on the scope: the whole-job computation
    // keeps the classes so that later scope changes only sum them.
    std::shared_ptr<const KernelPrecisions> classes = options.precisions;
    if (classes && classes->ofSlice.size() != profile.slices().size())
        classes.reset(); // made for another profile
    if (!classes && scope.kind == Scope::Kind::Job)
        classes = std::make_shared<const KernelPrecisions>(kernelPrecisions(profile));
    const PrecisionBreakdown precision
        = classes ? precisionBreakdown(scoped, *classes) : precisionBreakdown(scoped);
    data.precisions = classes;

    const std::vector<DeviceStats> gpus = gpuTask.result();
    const GpuTotals totals = gpuTotals(gpus);
    const bool hasGpu = totals.devices > 0;
    const auto [cpus, cpuCurves, cpuSystem] = cpuTask.result();
    bool hasHost = false;
    for (const CpuStats &c : cpus)
        hasHost = hasHost || c.activeNs > 0;
    const auto [nodeCurves, deviceCurves, gpuSystem] = gpuCurvesTask.result();
    const auto [kernels, kernelCharts] = kernelTask.result();

    const auto [gpuTime, jobGpuTime] = gpuTimeTask.result();
    data.charts.push_back(gpuActiveChart(totals, gpuTime));
    data.charts.push_back(gpuTimeChart(gpuTime));
    data.charts.push_back(jobGpuTime ? idleCausesChart(*jobGpuTime, &gpuTime, scopeLabel(profile, scope))
                                     : idleCausesChart(gpuTime, nullptr, QString()));
    data.charts.push_back(stepBreakdownChart(profile, gpuTime));
    data.charts.push_back(gpuUtilizationChart(nodeCurves, deviceCurves, gpuSystem, hasGpu));
    data.charts.push_back(gpuMemoryTask.result());
    data.charts.push_back(cpuActiveChart(cpus, hasHost));
    data.charts.push_back(cpuUtilizationChart(cpuCurves, cpuSystem, hasHost));
    data.charts.insert(data.charts.end(), kernelCharts.begin(), kernelCharts.end());
    data.charts.push_back(stepTask.result());
    data.charts.push_back(precisionChart(precision));
    data.charts.push_back(gpuActivityChart(totals));
    data.charts.push_back(memoryOpsChart(memoryTask.result(), hasGpu));
    data.opPerf = opPerfTask.result();
    data.charts.push_back(rooflineChart(profile, *data.opPerf));
    data.charts.push_back(mfuPerStepChart(*data.opPerf));
    auto [annotationCharts, names, scopes] = annotationTask.result();
    data.charts.insert(data.charts.end(), annotationCharts.begin(), annotationCharts.end());
    data.annotationNames = names;
    data.scopes = std::move(scopes);

    if (!hasGpu) {
        // Say why the GPU charts are empty when the ranks did launch work.
        if (const uint64_t launches = launchesWithoutGpuActivity(scoped)) {
            const QString why = notTracedMessage(launches);
            for (ChartData &c : data.charts) {
                if (c.emptyMessage == noGpuMessage() || c.emptyMessage == noKernelMessage())
                    c.emptyMessage = why;
            }
        }
    }

    size_t stepCount = 0;
    if (const ChartData *steps = data.chart(ChartId::StepTimeHistogram)) {
        for (const ChartBin &b : steps->bins)
            stepCount += size_t(b.count);
    }
    data.summary = summaryTable(profile, scope, gpus, cpus, kernels, stepCount);
    data.ranks = computeRanksReport(profile, scope);
    return data;
}

} // namespace stepline
