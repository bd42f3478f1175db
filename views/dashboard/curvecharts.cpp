// The dashboard's curves over time: GPU and CPU utilization (trace and system metrics) and GPU
// memory.
#include "dashboardcharts.h"

#include "charts/chartformat.h"
#include "common/timeformat.h"

#include <QCoreApplication>

#include <algorithm>

namespace stepline {

namespace {

// lupdate files a free tr() call inside namespace stepline under the context "stepline": look it up
// there, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

QString rankCurveName(const UtilizationSeries &s)
{
    return s.device >= 0 ? tr("rank %1 \u00b7 GPU %2").arg(s.rank).arg(s.device) : tr("rank %1").arg(s.rank);
}

// Bin i of a UtilizationSeries covers [binEdgeNs(i), binEdgeNs(i + 1)); the curve puts each value at
// its bin's centre.
QList<QPointF> curvePoints(const UtilizationSeries &s)
{
    QList<QPointF> points;
    const int n = int(s.bins.size());
    points.reserve(n);
    for (int i = 0; i < n; ++i) {
        const int64_t lo = binEdgeNs(s.startNs, s.endNs, i, n);
        const int64_t hi = binEdgeNs(s.startNs, s.endNs, i + 1, n);
        points.append(QPointF(double(lo + hi) / 2.0, s.bins[size_t(i)]));
    }
    return points;
}

// Widens the chart's time range to a curve's [startNs, endNs) (the first curve sets it).
template <typename Curve> void growRange(ChartData &chart, const Curve &s, bool &first)
{
    if (first) {
        chart.rangeStartNs = s.startNs;
        chart.rangeEndNs = s.endNs;
        first = false;
    } else {
        chart.rangeStartNs = std::min(chart.rangeStartNs, s.startNs);
        chart.rangeEndNs = std::max(chart.rangeEndNs, s.endNs);
    }
}

// A system-metrics curve: one point per bin that holds samples, at the bin's centre (bins without a
// sample have no value; the line joins its neighbours).
void addSystemLines(
    ChartData &chart, const std::vector<SystemUtilization> &curves, SystemMetric metric, bool &first)
{
    for (const SystemUtilization &s : curves) {
        ChartLine line;
        const QString node = QString::fromStdString(s.node);
        line.name = metric == SystemMetric::CpuUtilization
            ? tr("node %1: system CPU (mean over %2 cores)").arg(node).arg(s.series)
            : tr("node %1: system GPU (mean over %2 GPUs)").arg(node).arg(s.series);
        line.system = true;
        const int n = int(s.fractions.size());
        for (int i = 0; i < n; ++i) {
            if (s.sampleCounts[size_t(i)] == 0)
                continue;
            const int64_t lo = binEdgeNs(s.startNs, s.endNs, i, n);
            const int64_t hi = binEdgeNs(s.startNs, s.endNs, i + 1, n);
            line.points.append(QPointF(double(lo + hi) / 2.0, s.fractions[size_t(i)]));
        }
        if (line.points.isEmpty())
            continue;
        chart.lines.push_back(std::move(line));
        growRange(chart, s, first);
    }
}

} // namespace

// The x range the system curves are binned over: the span of the trace's curves, or (none) their
// own samples' span, chosen by systemUtilization().
std::pair<int64_t, int64_t> curvesRange(const std::vector<UtilizationSeries> &curves)
{
    int64_t start = 0;
    int64_t end = 0;
    for (const UtilizationSeries &s : curves) {
        if (s.endNs <= s.startNs)
            continue;
        start = end > start ? std::min(start, s.startNs) : s.startNs;
        end = std::max(end, s.endNs);
    }
    return { start, end };
}

ChartData gpuUtilizationChart(const std::vector<UtilizationSeries> &nodes,
    const std::vector<UtilizationSeries> &devices, const std::vector<SystemUtilization> &system, bool hasGpu)
{
    ChartData chart = makeChart(ChartId::GpuUtilization, ChartKind::Lines, ValueUnit::Fraction,
        "gpu-utilization", tr("GPU utilization over time"));
    bool first = true;
    addSystemLines(chart, system, SystemMetric::GpuUtilization, first);
    if (!hasGpu) {
        // System metrics alone (a Debugger job without a GPU trace) still make a chart.
        if (chart.lines.empty())
            chart.emptyMessage = noGpuMessage();
        return chart;
    }
    for (const UtilizationSeries &s : nodes) {
        ChartLine line;
        line.name = tr("node %1 (mean of its GPUs)").arg(QString::fromStdString(s.node));
        line.points = curvePoints(s);
        chart.lines.push_back(std::move(line));
        growRange(chart, s, first);
    }
    // One GPU alone: its node curve already is that GPU, a second identical curve adds nothing.
    if (devices.size() > 1) {
        for (const UtilizationSeries &s : devices) {
            ChartLine line;
            line.name = rankCurveName(s);
            line.points = curvePoints(s);
            line.detail = true;
            chart.lines.push_back(std::move(line));
            growRange(chart, s, first);
        }
    }
    // Trace curves first, then the system curves (legend order); colours do not depend on it.
    std::stable_partition(
        chart.lines.begin(), chart.lines.end(), [](const ChartLine &l) { return !l.system; });
    return chart;
}

// METRICS.md "GPU memory over time" as utilization curves: per device of the scope whose memory
// size is known, allocated (and, dashed, reserved) bytes / totalGlobalMem, the peak of each bin.
// All curves share the range of the devices' rank windows.
ChartData gpuMemoryChart(const GpuMemory &memory, int binCount)
{
    ChartData chart = makeChart(
        ChartId::GpuMemory, ChartKind::Lines, ValueUnit::Fraction, "gpu-memory", tr("GPU memory over time"));
    chart.axisTitle = tr("memory (% of the GPU)");
    std::vector<const GpuMemorySeries *> shown;
    for (const GpuMemorySeries &s : memory.devices) {
        if (s.hasUtilization() && !s.ts.empty())
            shown.push_back(&s);
    }
    if (shown.empty()) {
        if (!memory.devices.empty())
            chart.emptyMessage
                = tr("Not in this profile: the GPUs with [memory] events have no totalGlobalMem in "
                     "the trace's deviceProperties, so their memory cannot be shown as a share.");
        else if (memory.withoutTotals > 0)
            chart.emptyMessage
                = tr("Not in this profile: the trace's %1 GPU [memory] events carry only block sizes, no "
                     "Total Allocated (PyTorch before 1.10).\nRecord with a newer PyTorch and "
                     "torch.profiler.profile(profile_memory=True).")
                      .arg(formatCount(qint64(memory.withoutTotals)));
        else
            chart.emptyMessage = tr("Not in this profile: no GPU [memory] events in the selected scope.\n"
                                    "Record with torch.profiler.profile(profile_memory=True).");
        return chart;
    }
    chart.rangeStartNs = shown.front()->ts.front();
    chart.rangeEndNs = shown.front()->windowEndNs;
    for (const GpuMemorySeries *s : shown) {
        chart.rangeStartNs = std::min(chart.rangeStartNs, s->ts.front());
        chart.rangeEndNs = std::max(chart.rangeEndNs, s->windowEndNs);
    }
    const bool manyDevices = shown.size() > 4;
    for (const GpuMemorySeries *s : shown) {
        const MemoryBins bins = memoryBins(*s, chart.rangeStartNs, chart.rangeEndNs, binCount);
        const int n = int(bins.known.size());
        const QString device = tr("rank %1 \u00b7 GPU %2").arg(s->rank).arg(s->device);
        ChartLine allocated;
        allocated.name = tr("%1 allocated (peak %2)")
                             .arg(device, formatShare(double(s->peakAllocated) / double(s->totalBytes)));
        ChartLine reserved;
        reserved.name
            = tr("%1 reserved (peak %2)")
                  .arg(device,
                      formatShare(double(std::max<int64_t>(0, s->peakReserved)) / double(s->totalBytes)));
        reserved.dashed = true;
        reserved.detail = manyDevices;
        for (int i = 0; i < n; ++i) {
            if (!bins.known[size_t(i)])
                continue;
            const int64_t lo = binEdgeNs(chart.rangeStartNs, chart.rangeEndNs, i, n);
            const int64_t hi = binEdgeNs(chart.rangeStartNs, chart.rangeEndNs, i + 1, n);
            const double x = double(lo + hi) / 2.0;
            allocated.points.append(
                QPointF(x, double(bins.peakAllocated[size_t(i)]) / double(s->totalBytes)));
            reserved.points.append(QPointF(x, double(bins.peakReserved[size_t(i)]) / double(s->totalBytes)));
        }
        chart.lines.push_back(std::move(allocated));
        if (s->hasReserved())
            chart.lines.push_back(std::move(reserved));
    }
    // A few percent of an 80 GB GPU would be a flat line on a 0-100 % axis: the axis ends at the
    // first of 1, 2, 5, 10, 20, 50, 100 % above the highest point (with a 5 % margin).
    double highest = 0;
    for (const ChartLine &line : chart.lines) {
        for (const QPointF &p : line.points)
            highest = std::max(highest, p.y());
    }
    chart.yMax = 1.0;
    for (const double top : { 0.01, 0.02, 0.05, 0.1, 0.2, 0.5 }) {
        if (highest * 1.05 <= top) {
            chart.yMax = top;
            break;
        }
    }
    return chart;
}

ChartData cpuUtilizationChart(
    const std::vector<UtilizationSeries> &ranks, const std::vector<SystemUtilization> &system, bool hasHost)
{
    ChartData chart
        = makeChart(ChartId::CpuUtilization, ChartKind::Lines, ValueUnit::Fraction, "cpu-utilization",
            system.empty() ? tr("CPU utilization over time (profiled threads)")
                           : tr("CPU utilization over time (profiled threads and system)"));
    bool first = true;
    if (!hasHost) {
        // System metrics alone (a Debugger folder without a trace) still make a chart.
        addSystemLines(chart, system, SystemMetric::CpuUtilization, first);
        if (chart.lines.empty())
            chart.emptyMessage
                = tr("Not in this profile: no host events (CPU thread rows) in the selected scope.\n"
                     "Record with ProfilerActivity.CPU, or pick another scope.");
        else
            chart.title = tr("System CPU utilization over time");
        return chart;
    }
    for (const UtilizationSeries &s : ranks) {
        if (s.endNs <= s.startNs)
            continue; // a rank without host events (the Debugger's metrics rank) has no window
        ChartLine line;
        line.name = rankCurveName(s);
        line.points = curvePoints(s);
        chart.lines.push_back(std::move(line));
        growRange(chart, s, first);
    }
    addSystemLines(chart, system, SystemMetric::CpuUtilization, first);
    return chart;
}

} // namespace stepline
