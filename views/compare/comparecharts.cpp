#include "comparecharts.h"

#include "charts/chartformat.h"
#include "common/gputimepalette.h"
#include "common/timeformat.h"
#include "histogram.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace stepline {

namespace {

struct CompareTr
{
    Q_DECLARE_TR_FUNCTIONS(CompareCharts)
};

// What names a side in legends: its job name, or, when both sides have the same one (two runs
// saved as trace.json), its GPU model and folder.
QString sideName(const ProfileAggregates &p, const ProfileAggregates &other)
{
    if (p.name != other.name)
        return QString::fromStdString(p.name);
    QString text;
    for (const std::string &gpu : p.why.gpuNames) {
        if (!gpu.empty()) {
            text = QString::fromStdString(gpu);
            break;
        }
    }
    const QString path = QString::fromStdString(p.path);
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    const QString parent = slash > 0 ? path.left(slash) : QString();
    const QString folder = parent.mid(parent.lastIndexOf(QLatin1Char('/')) + 1);
    if (!folder.isEmpty())
        text += (text.isEmpty() ? QString() : QStringLiteral(", ")) + folder + QLatin1Char('/');
    return text.isEmpty() ? QString::fromStdString(p.name) : text;
}

ChartData makeChart(ChartId id, ChartKind kind, const char *fileName, const QString &title)
{
    ChartData chart;
    chart.id = id;
    chart.kind = kind;
    chart.unit = ValueUnit::Nanoseconds;
    chart.fileName = QString::fromLatin1(fileName);
    chart.title = title;
    return chart;
}

// Both sides' step times counted into one set of bins (Freedman-Diaconis over all of them), BASE
// as the first histogram set and NEW as the second.
ChartData stepTimes(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff)
{
    const bool windows = diff.steps.wholeWindows;
    ChartData chart = makeChart(ChartId::CompareStepTimes, ChartKind::Histogram, "compare-step-times",
        windows ? CompareTr::tr("Rank window lengths, BASE and NEW")
                : CompareTr::tr("Step times, BASE and NEW"));
    chart.unit = ValueUnit::Count;
    const std::vector<int64_t> a = comparedStepValues(base, windows), b = comparedStepValues(next, windows);
    std::vector<int64_t> all = a;
    all.insert(all.end(), b.begin(), b.end());
    const Histogram h = freedmanDiaconis(all, 5, 50);
    if (h.counts.empty()) {
        chart.emptyMessage = CompareTr::tr("Neither profile has a step or a window to compare.");
        return chart;
    }
    chart.bins.resize(h.counts.size());
    for (size_t i = 0; i < chart.bins.size(); ++i) {
        chart.bins[i].lowNs = h.binStart(i);
        chart.bins[i].highNs = h.binStart(i + 1);
    }
    for (int64_t v : a)
        ++chart.bins[size_t(h.binOf(v))].count;
    for (int64_t v : b)
        ++chart.bins[size_t(h.binOf(v))].gpuCount;
    chart.binSetName = CompareTr::tr("BASE (%1)").arg(sideName(base, next));
    chart.gpuBinSetName = CompareTr::tr("NEW (%1)").arg(sideName(next, base));
    return chart;
}

QString rowDetail(const DiffRow &r, TimeUnit timeUnit)
{
    QString text = CompareTr::tr("BASE: %1 x, %2\nNEW: %3 x, %4")
                       .arg(formatCount(qint64(r.baseCount)), formatDuration(r.baseTotalNs, timeUnit),
                           formatCount(qint64(r.newCount)), formatDuration(r.newTotalNs, timeUnit));
    if (const auto ratio = r.ratio())
        text += QLatin1Char('\n') + CompareTr::tr("ratio %1").arg(QLocale().toString(*ratio, 'f', 2));
    return text;
}

ChartData deltas(ChartId id, const char *fileName, const QString &title, const DiffTable &table, size_t top,
    const QString &emptyMessage, TimeUnit timeUnit)
{
    ChartData chart = makeChart(id, ChartKind::DivergingBars, fileName, title);
    for (size_t i = 0; i < std::min(top, table.both.size()); ++i) {
        const DiffRow &r = table.both[i];
        if (r.deltaNs() == 0)
            break; // sorted by |delta|: the rest are unchanged too
        ChartItem item;
        item.label = QString::fromStdString(r.name);
        item.detail = QString::fromStdString(r.name) + QLatin1Char('\n') + rowDetail(r, timeUnit);
        item.value = double(r.deltaNs());
        item.colorKey = r.deltaNs() > 0 ? QStringLiteral("slower") : QStringLiteral("faster");
        chart.items.push_back(std::move(item));
    }
    if (chart.items.empty())
        chart.emptyMessage
            = table.both.empty() ? emptyMessage : CompareTr::tr("No change on the rows both have.");
    return chart;
}

// The dashboard's label of a breakdown row's class (common/gputimepalette.h).
QString breakdownLabel(std::string_view key)
{
    if (key == "computation")
        return gpuTimeClassLabel(GpuTimeClass::Computation);
    if (key == "exposed_comm")
        return gpuTimeClassLabel(GpuTimeClass::ExposedComm);
    if (key == "exposed_memcpy")
        return gpuTimeClassLabel(GpuTimeClass::ExposedMemcpy);
    for (size_t c = 0; c < kIdleCauseCount; ++c) {
        if (idleCauseKey(IdleCause(c)) == key)
            return gpuTimeClassLabel(classOfCause(IdleCause(c)));
    }
    return QString::fromUtf8(key.data(), qsizetype(key.size()));
}

// Where the GPU time went: one row per class (computation, exposed comm and memcpy, each idle
// cause either side has) with a BASE and a NEW bar; a side without GPU activity has no bars.
ChartData gpuBreakdown(const ProfileAggregates &base, const ProfileAggregates &next, const ProfileDiff &diff)
{
    const bool perStep = diff.breakdown && diff.breakdown->perStep;
    ChartData chart = makeChart(ChartId::CompareGpuBreakdown, ChartKind::PairedBars, "compare-gpu-breakdown",
        perStep ? CompareTr::tr("GPU time per step, BASE and NEW")
                : CompareTr::tr("GPU time per device, BASE and NEW"));
    chart.binSetName = CompareTr::tr("BASE (%1)").arg(sideName(base, next));
    chart.gpuBinSetName = CompareTr::tr("NEW (%1)").arg(sideName(next, base));
    if (!diff.breakdown) {
        chart.emptyMessage = CompareTr::tr("Neither profile has GPU activity: no GPU time breakdown.");
        return chart;
    }
    for (const BreakdownRow &r : diff.breakdown->rows) {
        if (r.key == "length" || r.key == "busy" || r.key == "idle")
            continue; // the classes and causes below add up to the length
        if (r.baseNs.value_or(0) == 0 && r.newNs.value_or(0) == 0)
            continue;
        const QString label = breakdownLabel(r.key);
        const std::pair<std::optional<int64_t>, bool> sides[] = { { r.baseNs, true }, { r.newNs, false } };
        for (const auto &[value, isBase] : sides) {
            if (!value)
                continue; // that profile has no GPU activity: no bar, not a zero one
            ChartItem item;
            item.label = label;
            item.detail = isBase ? chart.binSetName : chart.gpuBinSetName;
            item.value = double(*value);
            item.colorKey = isBase ? QStringLiteral("base") : QStringLiteral("new");
            chart.items.push_back(std::move(item));
        }
    }
    if (chart.items.empty())
        chart.emptyMessage = CompareTr::tr("No GPU time on either side.");
    return chart;
}

// The attribution as a waterfall: each cause that changed, largest first, then the whole delta.
ChartData attribution(const ProfileDiff &diff, TimeUnit timeUnit)
{
    const DiffAttribution &a = diff.attribution;
    ChartData chart = makeChart(ChartId::CompareAttribution, ChartKind::Waterfall, "compare-attribution",
        CompareTr::tr("Why the mean step changed, NEW - BASE"));
    for (const AttributionCause &c : a.causes) {
        if (c.deltaNs == 0)
            continue;
        ChartItem item;
        item.label = QString::fromStdString(c.label);
        item.value = double(c.deltaNs);
        QString detail = item.label;
        if (const auto share = a.shareOf(c))
            detail += QLatin1Char('\n') + CompareTr::tr("%1 of the delta").arg(formatShare(*share));
        for (const AttributionDetail &d : c.largest)
            detail += QLatin1Char('\n') + QString::fromStdString(d.name) + QStringLiteral(": ")
                + (d.deltaNs > 0 ? QStringLiteral("+") : QString()) + formatDuration(d.deltaNs, timeUnit);
        item.detail = detail;
        item.colorKey = c.deltaNs > 0 ? QStringLiteral("slower") : QStringLiteral("faster");
        chart.items.push_back(std::move(item));
    }
    if (chart.items.empty()) {
        chart.emptyMessage = CompareTr::tr("The mean step did not change.");
        return chart;
    }
    ChartItem total;
    total.label = CompareTr::tr("mean step delta");
    total.value = double(a.meanDeltaNs);
    total.colorKey = QStringLiteral("total");
    const StepDeltaConfidence &ci = diff.confidence;
    total.detail = ci.hasInterval()
        ? CompareTr::tr("95 % interval [%1, %2]")
              .arg(formatDuration(*ci.lowNs, timeUnit), formatDuration(*ci.highNs, timeUnit))
        : CompareTr::tr("No interval: fewer than 2 steps on a side.");
    chart.items.push_back(std::move(total));
    return chart;
}

QString medianLine(const ProfileDiff &diff, TimeUnit timeUnit)
{
    const StepComparison &s = diff.steps;
    return (s.wholeWindows ? CompareTr::tr("Median rank window: %1 -> %2")
                           : CompareTr::tr("Median step: %1 -> %2"))
        .arg(formatDuration(s.baseMedianNs, timeUnit), formatDuration(s.newMedianNs, timeUnit));
}

QStringList rowCells(const DiffRow &r, TimeUnit timeUnit)
{
    return { QString::fromStdString(r.name), formatCount(qint64(r.baseCount)),
        formatCount(qint64(r.newCount)), formatDuration(r.baseTotalNs, timeUnit),
        formatDuration(r.newTotalNs, timeUnit),
        (r.deltaNs() > 0 ? QStringLiteral("+") : QString()) + formatDuration(r.deltaNs(), timeUnit) };
}

} // namespace

QString comparisonVerdictLine(const ProfileDiff &diff, TimeUnit timeUnit)
{
    QString line;
    const double pct = diff.meanDeltaPct().value_or(0.0);
    switch (diffVerdictOf(diff)) {
    case DiffVerdict::Slower:
        line = CompareTr::tr("NEW is %1 % slower than BASE").arg(QLocale().toString(pct, 'f', 1));
        break;
    case DiffVerdict::Faster:
        line = CompareTr::tr("NEW is %1 % faster than BASE").arg(QLocale().toString(-pct, 'f', 1));
        break;
    case DiffVerdict::Unchanged:
        line = CompareTr::tr("Unchanged: NEW is within %1 % of BASE")
                   .arg(QLocale().toString(kUnchangedPct, 'f', 0));
        break;
    case DiffVerdict::NoSignificantChange:
        line = CompareTr::tr("No significant change");
        break;
    }
    const StepDeltaConfidence &c = diff.confidence;
    if (c.hasInterval())
        line += QStringLiteral(", ")
            + CompareTr::tr("mean step delta %1, 95 % interval [%2, %3]")
                  .arg(formatDuration(c.meanDeltaNs, timeUnit), formatDuration(*c.lowNs, timeUnit),
                      formatDuration(*c.highNs, timeUnit));
    return line + QStringLiteral(" (") + medianLine(diff, timeUnit) + QLatin1Char(')');
}

std::vector<ChartData> comparisonCharts(const ProfileAggregates &base, const ProfileAggregates &next,
    const ProfileDiff &diff, TimeUnit timeUnit, size_t top)
{
    std::vector<ChartData> charts;
    charts.push_back(stepTimes(base, next, diff));
    charts.push_back(gpuBreakdown(base, next, diff));
    charts.push_back(deltas(ChartId::CompareKernelDeltas, "compare-kernel-deltas",
        CompareTr::tr("Kernel time, NEW - BASE (top %1 by |delta|)").arg(top), diff.kernels, top,
        CompareTr::tr("No kernel name is on both sides. Try matching by normalized names or by operator."),
        timeUnit));
    charts.push_back(deltas(ChartId::CompareOperatorDeltas, "compare-operator-deltas",
        CompareTr::tr("Operator time, NEW - BASE (top %1 by |delta|)").arg(top), diff.operators, top,
        CompareTr::tr("No operator (cpu_op) name is on both sides."), timeUnit));
    charts.push_back(attribution(diff, timeUnit));
    for (ChartData &c : charts)
        c.timeUnit = timeUnit;
    return charts;
}

DashboardData comparisonReport(const ProfileAggregates &base, const ProfileAggregates &next,
    const ProfileDiff &diff, TimeUnit timeUnit, size_t top)
{
    DashboardData data;
    data.charts = comparisonCharts(base, next, diff, timeUnit, top);
    SummaryTable &t = data.summary;
    t.jobLines << CompareTr::tr("Comparison of two profiles")
               << CompareTr::tr("BASE: %1").arg(QString::fromStdString(base.path))
               << CompareTr::tr("NEW: %1").arg(QString::fromStdString(next.path))
               << comparisonVerdictLine(diff, timeUnit)
               << CompareTr::tr("Comparability: %1")
                      .arg(QString::fromLatin1(comparabilityName(diff.comparability.verdict)));
    for (const ComparabilityReason &r : diff.comparability.reasons)
        t.jobLines << QStringLiteral("    ") + QString::fromStdString(r.text);
    if (diff.match == NameMatch::Normalized)
        t.jobLines << CompareTr::tr("Kernels matched by normalized name.");
    for (const std::string &note : diff.notes)
        t.jobLines << QString::fromStdString(note);
    if (diff.breakdown) {
        t.jobLines << (diff.breakdown->perStep
                ? CompareTr::tr("GPU time per step (BASE -> NEW):")
                : CompareTr::tr("GPU time per device over its span (BASE -> NEW):"));
        for (const BreakdownRow &r : diff.breakdown->rows) {
            if (r.key == "length" || r.key == "busy"
                || (r.baseNs.value_or(0) == 0 && r.newNs.value_or(0) == 0))
                continue;
            const QString absent = CompareTr::tr("not in this profile");
            t.jobLines << QStringLiteral("    %1: %2 -> %3")
                              .arg(r.key == "idle" ? CompareTr::tr("idle") : breakdownLabel(r.key),
                                  r.baseNs ? formatDuration(*r.baseNs, timeUnit) : absent,
                                  r.newNs ? formatDuration(*r.newNs, timeUnit) : absent);
        }
    }
    const QStringList header { CompareTr::tr("Kernel"), CompareTr::tr("Count BASE"),
        CompareTr::tr("Count NEW"), CompareTr::tr("Total BASE"), CompareTr::tr("Total NEW"),
        CompareTr::tr("Delta") };
    t.gpuHeader = header;
    for (size_t i = 0; i < std::min(top, diff.kernels.both.size()); ++i)
        t.gpuRows.push_back(rowCells(diff.kernels.both[i], timeUnit));
    t.cpuHeader = header;
    t.cpuHeader[0] = CompareTr::tr("Operator");
    for (size_t i = 0; i < std::min(top, diff.operators.both.size()); ++i)
        t.cpuRows.push_back(rowCells(diff.operators.both[i], timeUnit));
    return data;
}

} // namespace stepline
