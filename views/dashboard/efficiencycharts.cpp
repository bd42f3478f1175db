#include "dashboardcharts.h"

#include "common/timeformat.h"

#include "precision.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cstdint>
#include <map>
#include <utility>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

QString number(double value, int digits = 3)
{
    return QLocale().toString(value, 'g', digits);
}

QString notInProfile(const std::string &reason)
{
    return tr("Not in this profile: %1").arg(qstr(reason));
}

QString pointDetail(const OpPerfRow &row)
{
    QString detail = tr("Input Dims: %1").arg(qstr(row.inputDims)) + QLatin1Char('\n')
        + tr("Input type: %1").arg(qstr(row.inputTypes)) + QLatin1Char('\n')
        + tr("%1 calls, kernel time %2").arg(formatCount(qint64(row.count)), formatDuration(row.kernelNs))
        + QLatin1Char('\n')
        + tr("%1 TFLOP/s at %2 FLOP/byte").arg(number(*row.tflopsPerS), number(*row.intensity));
    if (row.pctOfRoof)
        detail += QLatin1Char('\n')
            + (row.computeBound.value_or(false) ? tr("%1 % of the compute roof").arg(number(*row.pctOfRoof))
                                                : tr("%1 % of the memory roof").arg(number(*row.pctOfRoof)));
    return detail;
}

} // namespace

ChartData rooflineChart(const Profile &profile, const OpPerfAnalysis &a)
{
    ChartData chart = makeChart(ChartId::Roofline, ChartKind::Roofline, ValueUnit::Nanoseconds, "roofline",
        tr("Roofline: achieved TFLOP/s per operator shape"));
    if (a.rows.empty())
        return withoutData(std::move(chart),
            notInProfile(
                a.absentReason.empty() ? std::string("no operator with a perf model") : a.absentReason));
    // One roof per peak the points are measured against (a precision's compute peak, the bandwidth).
    std::map<std::pair<double, double>, std::pair<Precision, bool>> roofs; // peaks: precision, matrix
    std::string peakReason;
    size_t overPeak = 0;
    for (const OpPerfRow &row : a.rows) {
        if (!row.tflopsPerS || !row.intensity || !row.peakTflops || !row.peakTbPerS || *row.intensity <= 0
            || *row.tflopsPerS <= 0) {
            if (peakReason.empty())
                peakReason = row.peakReason;
            continue;
        }
        if (row.overPeak) {
            ++overPeak; // above the roof means a wrong shape, type or peak: not drawn as a figure
            continue;
        }
        ChartPoint p;
        p.intensity = *row.intensity;
        p.tflopsPerS = *row.tflopsPerS;
        p.kernelNs = row.kernelNs;
        p.label = qstr(profile.str(row.name));
        p.detail = pointDetail(row);
        p.colorKey = qstr(precisionKey(row.precision));
        p.event = row.firstCall.value;
        p.longestStartNs = row.longest.startNs;
        p.longestEndNs = row.longest.endNs;
        p.rank = row.longest.rank;
        chart.points.push_back(std::move(p));
        roofs.emplace(
            std::pair(*row.peakTflops, *row.peakTbPerS), std::pair(row.precision, isMatrixWork(row.model)));
    }
    if (chart.points.empty())
        return withoutData(std::move(chart),
            overPeak > 0 ? tr(
                "Not in this profile: every operator shape is above its roof (a wrong shape, type or peak)")
                         : notInProfile(
                             peakReason.empty() ? std::string("no peak for these GPUs") : peakReason));
    for (const auto &[peak, kind] : roofs) {
        const auto [precision, matrix] = kind;
        ChartRoof roof;
        roof.peakTflops = peak.first;
        roof.peakTbPerS = peak.second;
        roof.colorKey = qstr(precisionKey(precision));
        roof.label
            = (matrix ? tr("%1 matrix roof: %2 TFLOP/s, %3 TB/s") : tr("%1 vector roof: %2 TFLOP/s, %3 TB/s"))
                  .arg(qstr(precisionLabel(precision)), number(peak.first), number(peak.second));
        chart.roofs.push_back(std::move(roof));
    }
    return chart;
}

ChartData mfuPerStepChart(const OpPerfAnalysis &a)
{
    ChartData chart = makeChart(
        ChartId::MfuPerStep, ChartKind::Lines, ValueUnit::Fraction, "mfu-per-step", tr("MFU per step"));
    chart.axisTitle = tr("MFU (%)");
    chart.stepAxis = true;
    if (a.mfu.empty())
        return withoutData(std::move(chart),
            a.absentReason.empty()
                ? tr("Not in this profile: no ProfilerStep#N annotations in the selected scope.\nRecord with "
                     "torch.profiler.schedule and call prof.step() every step.")
                : notInProfile(a.absentReason));
    std::map<int32_t, ChartLine> lines; // by rank
    std::string reason;
    double top = 0;
    int64_t first = INT64_MAX;
    int64_t last = INT64_MIN;
    for (const StepMfu &s : a.mfu) {
        if (!s.mfu) {
            if (reason.empty())
                reason = s.reason;
            continue;
        }
        ChartLine &line = lines[s.rank];
        line.name = s.rank >= 0 ? tr("rank %1").arg(s.rank) : tr("MFU");
        line.points.append(QPointF(double(s.step), *s.mfu));
        top = std::max(top, *s.mfu);
        first = std::min(first, s.step);
        last = std::max(last, s.step);
    }
    if (lines.empty())
        return withoutData(
            std::move(chart), notInProfile(reason.empty() ? std::string("no step with MFU") : reason));
    chart.rangeStartNs = first;
    chart.rangeEndNs = last;
    for (auto &[rank, line] : lines)
        chart.lines.push_back(std::move(line));
    chart.yMax = std::clamp(top * 1.2, 0.0001, 1.0);
    return chart;
}

} // namespace stepline
