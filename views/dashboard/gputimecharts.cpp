// The dashboard's GPU time charts (METRICS.md "GPU time breakdown"): active time, the breakdown per
// device and per step, and why the GPUs were idle.
#include "dashboardcharts.h"

#include "charts/chartformat.h"
#include "common/gputimepalette.h"
#include "common/timeformat.h"

#include <QCoreApplication>

#include <map>
#include <set>

namespace stepline {

namespace {

// lupdate files a free tr() call inside namespace stepline under the context "stepline": look it up
// there, or the translations are never found.
QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

std::vector<ChartSegment> gpuTimeSegments(bool idleOnly)
{
    std::vector<ChartSegment> segments;
    for (size_t c = idleOnly ? size_t(GpuTimeClass::Queued) : 0; c < kGpuTimeClassCount; ++c)
        segments.push_back({ gpuTimeClassLabel(GpuTimeClass(c)), gpuTimeClassKey(GpuTimeClass(c)) });
    return segments;
}

std::vector<double> classValues(const GpuTimeBreakdown &b, bool idleOnly)
{
    std::vector<double> values;
    for (size_t c = idleOnly ? size_t(GpuTimeClass::Queued) : 0; c < kGpuTimeClassCount; ++c)
        values.push_back(double(nsOfClass(b, GpuTimeClass(c))));
    return values;
}

// Short enough for a category axis of eight or more bars: "GPU 1" on one rank, "0:1" (rank:GPU,
// like the Scope box) on several; the tooltip names both.
QString deviceLabel(const DeviceGpuTime &d, bool manyRanks)
{
    return manyRanks ? QStringLiteral("%1:%2").arg(d.rank).arg(d.device) : tr("GPU %1").arg(d.device);
}

} // namespace

ChartData gpuActiveChart(const GpuTotals &totals, const GpuTimeAnalysis &gpuTime)
{
    ChartData chart
        = makeChart(ChartId::GpuActiveTime, ChartKind::Pie, ValueUnit::Nanoseconds, "gpu-active-time",
            totals.devices == 1 ? tr("GPU active time (1 GPU)")
                                : tr("GPU active time (%1 GPUs)").arg(totals.devices));
    // Active time is the busy time of the breakdown (GPU activity never leaves the window): say
    // how much of it was communication that no computation hid.
    const GpuTimeBreakdown all = gpuTime.totals();
    if (totals.devices > 0 && all.busyNs > 0)
        chart.title = (totals.devices == 1
                ? tr("GPU active time (1 GPU): %1 of it exposed communication")
                : tr("GPU active time (%1 GPUs): %2 of it exposed communication").arg(totals.devices))
                          .arg(formatShare(double(all.exposedCommNs) / double(all.busyNs)));
    if (totals.devices == 0) {
        chart.title = tr("GPU active time");
        chart.emptyMessage = noGpuMessage();
        return chart;
    }
    chart.items.push_back({ tr("active"), tr("at least one kernel, memcpy or memset running"),
        double(totals.activeNs), QStringLiteral("active") });
    chart.items.push_back(
        { tr("idle"), tr("window length minus active time"), double(totals.idleNs), QStringLiteral("idle") });
    return chart;
}

// METRICS.md "GPU time breakdown": one bar per device over its GPU span, computation + exposed
// comm + exposed memcpy (= busy) + the seven idle causes (= idle).
ChartData gpuTimeChart(const GpuTimeAnalysis &a)
{
    ChartData chart = makeChart(ChartId::GpuTimeBreakdown, ChartKind::StackedBars, ValueUnit::Nanoseconds,
        "gpu-time-breakdown", tr("GPU time: where each device's span went"));
    if (a.devices.empty()) {
        chart.emptyMessage = noGpuMessage();
        return chart;
    }
    chart.segments = gpuTimeSegments(false);
    std::set<int32_t> ranks;
    for (const DeviceGpuTime &d : a.devices)
        ranks.insert(d.rank);
    if (ranks.size() > 1)
        chart.categoryTitle = tr("rank:GPU");
    for (const DeviceGpuTime &d : a.devices) {
        ChartStack stack;
        stack.label = deviceLabel(d, ranks.size() > 1);
        const GpuTimeBreakdown &t = d.total;
        stack.detail = tr("%1: span %2, busy %3 (%4), idle %5")
                           .arg(tr("rank %1 \u00b7 GPU %2").arg(d.rank).arg(d.device),
                               formatDuration(t.lengthNs), formatDuration(t.busyNs),
                               formatShare(t.lengthNs > 0 ? double(t.busyNs) / double(t.lengthNs) : 0.0),
                               formatDuration(t.idleNs));
        stack.values = classValues(t, false);
        chart.stacks.push_back(std::move(stack));
    }
    return chart;
}

// Per step (ProfilerStep#N of each device's rank): one bar per step number, the classes summed
// over the scope's devices; a click zooms the timeline to the step (its earliest start to its
// latest end over those devices).
ChartData stepBreakdownChart(const Profile &profile, const GpuTimeAnalysis &a)
{
    ChartData chart = makeChart(ChartId::StepBreakdown, ChartKind::StackedBars, ValueUnit::Nanoseconds,
        "step-breakdown", tr("GPU time per step"));
    chart.categoryTitle = tr("ProfilerStep#");
    if (a.devices.empty()) {
        chart.emptyMessage = noGpuMessage();
        return chart;
    }
    if (a.steps.empty()) {
        chart.emptyMessage = tr(
            "Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.\nUse "
            "torch.profiler.schedule (the profiler then marks every step), or wrap each training "
            "iteration in record_function('ProfilerStep#N').");
        return chart;
    }
    chart.segments = gpuTimeSegments(false);
    struct Group
    {
        GpuTimeBreakdown sum;
        int64_t startNs = 0;
        int64_t endNs = 0;
        std::set<int32_t> ranks;
        int devices = 0;
        QString name;
    };
    std::map<int64_t, Group> byNumber;
    for (const StepGpuTime &s : a.steps) {
        auto [it, fresh] = byNumber.try_emplace(s.number);
        Group &g = it->second;
        if (fresh) {
            g.startNs = s.tsNs;
            g.endNs = s.tsNs + s.durNs;
            g.name = qstr(profile.str(s.name));
        }
        g.startNs = std::min(g.startNs, s.tsNs);
        g.endNs = std::max(g.endNs, s.tsNs + s.durNs);
        g.ranks.insert(a.devices[s.deviceIndex].rank);
        ++g.devices;
        g.sum += s.time;
    }
    for (const auto &[number, g] : byNumber) {
        ChartStack stack;
        stack.label = QString::number(number);
        stack.detail = g.devices == 1 ? tr("%1: %2").arg(g.name, formatDuration(g.sum.lengthNs))
                                      : tr("%1 on %2 GPUs: %3 of GPU time")
                                            .arg(g.name)
                                            .arg(g.devices)
                                            .arg(formatDuration(g.sum.lengthNs));
        stack.values = classValues(g.sum, false);
        stack.instance.name = g.name;
        stack.instance.rank = g.ranks.size() == 1 ? *g.ranks.begin() : -1;
        stack.instance.stepNumber = number;
        stack.instance.startNs = g.startNs;
        stack.instance.durNs = g.endNs - g.startNs;
        chart.stacks.push_back(std::move(stack));
    }
    return chart;
}

// METRICS.md "Why the GPU was idle", over the devices' spans: the seven causes as shares of the idle
// time, for the whole job and (when narrower) for the scope.
ChartData idleCausesChart(const GpuTimeAnalysis &job, const GpuTimeAnalysis *scoped, const QString &scopeText)
{
    ChartData chart = makeChart(ChartId::IdleCauses, ChartKind::StackedBars, ValueUnit::Nanoseconds,
        "idle-causes", tr("Why the GPUs were idle"));
    chart.horizontal = true;
    chart.percent = true;
    const GpuTimeAnalysis &shown = scoped ? *scoped : job;
    if (shown.devices.empty()) {
        chart.emptyMessage = noGpuMessage();
        return chart;
    }
    chart.segments = gpuTimeSegments(true);
    auto addStack = [&chart](const QString &label, const GpuTimeBreakdown &t) {
        ChartStack stack;
        stack.label = label;
        stack.detail = tr("%1: idle %2 of %3 GPU span (%4)")
                           .arg(label, formatDuration(t.idleNs), formatDuration(t.lengthNs),
                               formatShare(t.lengthNs > 0 ? double(t.idleNs) / double(t.lengthNs) : 0.0));
        stack.values = classValues(t, true);
        chart.stacks.push_back(std::move(stack));
    };
    addStack(tr("whole job"), job.totals());
    if (scoped)
        addStack(scopeText, scoped->totals());
    if (shown.totals().idleNs == 0)
        chart.emptyMessage
            = tr("No idle time: the GPUs of the selected scope were busy over their whole span.");
    return chart;
}

} // namespace stepline
