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

// The classes a chart stacks, in order. Exposed communication is shown as its wait and transfer
// parts where any bar knows the split (METRICS.md "Where a wait was caused"); a bar that does not
// (its rank took part in no matched collective) keeps its whole under "exposed communication",
// which is listed only then, or when no bar knows the split.
struct ClassSet
{
    std::vector<GpuTimeClass> classes;
    bool split = false;
};

ClassSet gpuTimeClasses(bool idleOnly, const std::vector<const GpuTimeBreakdown *> &bars = {})
{
    ClassSet set;
    if (!idleOnly) {
        bool whole = false;
        for (const GpuTimeBreakdown *b : bars) {
            if (b->exposedCommNs > 0)
                (b->commSplitKnown ? set.split : whole) = true;
        }
        set.classes.push_back(GpuTimeClass::Computation);
        if (set.split) {
            set.classes.push_back(GpuTimeClass::ExposedCommWait);
            set.classes.push_back(GpuTimeClass::ExposedCommTransfer);
        }
        if (whole || !set.split)
            set.classes.push_back(GpuTimeClass::ExposedComm);
        set.classes.push_back(GpuTimeClass::ExposedMemcpy);
    }
    for (size_t c = size_t(GpuTimeClass::Queued); c <= size_t(GpuTimeClass::Unattributed); ++c)
        set.classes.push_back(GpuTimeClass(c));
    return set;
}

std::vector<ChartSegment> gpuTimeSegments(const ClassSet &set)
{
    std::vector<ChartSegment> segments;
    for (GpuTimeClass c : set.classes)
        segments.push_back({ gpuTimeClassLabel(c), gpuTimeClassKey(c) });
    return segments;
}

std::vector<double> classValues(const GpuTimeBreakdown &b, const ClassSet &set)
{
    std::vector<double> values;
    for (GpuTimeClass c : set.classes) {
        // Split bars put their exposed communication in the two parts, not in the whole as well.
        const bool inParts = c == GpuTimeClass::ExposedComm && set.split && b.commSplitKnown;
        values.push_back(inParts ? 0.0 : double(nsOfClass(b, c)));
    }
    return values;
}

// The tooltip's line on exposed communication: its split, or why there is none.
QString commSplitText(const GpuTimeBreakdown &b)
{
    if (b.exposedCommNs <= 0)
        return QString();
    if (!b.commSplitKnown)
        return tr("; exposed communication %1 (not split into wait and transfer: no matched collective)")
            .arg(formatDuration(b.exposedCommNs));
    return tr("; exposed communication %1 = %2 waiting for a late rank + %3 transfer")
        .arg(formatDuration(b.exposedCommNs), formatDuration(b.exposedCommWaitNs),
            formatDuration(b.exposedCommTransferNs));
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
    // The split, where every rank with communication took part in a matched collective.
    if (totals.devices > 0 && all.busyNs > 0 && all.exposedCommNs > 0 && all.commSplitKnown)
        chart.title += tr(" (%1 waiting, %2 transfer)")
                           .arg(formatShare(double(all.exposedCommWaitNs) / double(all.busyNs)),
                               formatShare(double(all.exposedCommTransferNs) / double(all.busyNs)));
    if (totals.devices == 0) {
        chart.title = tr("GPU active time");
        chart.emptyMessage = noGpuMessage();
        return chart;
    }
    QString activeDetail = tr("at least one kernel, memcpy or memset running");
    if (all.exposedCommNs > 0)
        activeDetail += commSplitText(all); // "; exposed communication ... waiting for a late rank ..."
    chart.items.push_back({ tr("active"), activeDetail, double(totals.activeNs), QStringLiteral("active") });
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
    if (a.devices.empty())
        return withoutData(std::move(chart), noGpuMessage());
    std::vector<const GpuTimeBreakdown *> bars;
    std::set<int32_t> ranks;
    for (const DeviceGpuTime &d : a.devices) {
        ranks.insert(d.rank);
        bars.push_back(&d.total);
    }
    const ClassSet classes = gpuTimeClasses(false, bars);
    chart.segments = gpuTimeSegments(classes);
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
                               formatDuration(t.idleNs))
            + commSplitText(t);
        stack.values = classValues(t, classes);
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
    if (a.devices.empty())
        return withoutData(std::move(chart), noGpuMessage());
    if (a.steps.empty())
        return withoutData(std::move(chart),
            tr("Not in this profile: no ProfilerStep#N annotations on the ranks of the selected scope.\nUse "
               "torch.profiler.schedule (the profiler then marks every step), or wrap each training "
               "iteration in record_function('ProfilerStep#N')."));
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
    std::vector<const GpuTimeBreakdown *> bars;
    for (const auto &[number, g] : byNumber)
        bars.push_back(&g.sum);
    const ClassSet classes = gpuTimeClasses(false, bars);
    chart.segments = gpuTimeSegments(classes);
    for (const auto &[number, g] : byNumber) {
        ChartStack stack;
        stack.label = QString::number(number);
        stack.detail = g.devices == 1 ? tr("%1: %2").arg(g.name, formatDuration(g.sum.lengthNs))
                                      : tr("%1 on %2 GPUs: %3 of GPU time")
                                            .arg(g.name)
                                            .arg(g.devices)
                                            .arg(formatDuration(g.sum.lengthNs));
        stack.detail += commSplitText(g.sum);
        stack.values = classValues(g.sum, classes);
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
    if (shown.devices.empty())
        return withoutData(std::move(chart), noGpuMessage());
    const ClassSet classes = gpuTimeClasses(true);
    chart.segments = gpuTimeSegments(classes);
    auto addStack = [&chart, &classes](const QString &label, const GpuTimeBreakdown &t) {
        ChartStack stack;
        stack.label = label;
        stack.detail = tr("%1: idle %2 of %3 GPU span (%4)")
                           .arg(label, formatDuration(t.idleNs), formatDuration(t.lengthNs),
                               formatShare(t.lengthNs > 0 ? double(t.idleNs) / double(t.lengthNs) : 0.0));
        stack.values = classValues(t, classes);
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
