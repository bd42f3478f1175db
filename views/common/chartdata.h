#pragma once

#include "common/timeformat.h"

// Charts as plain values, without Qt Charts: the dashboard, the Ranks tab and the Compare tab compute
// them off the GUI thread; views/dashboard draws and exports them.

#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace stepline {

// Every chart of the dashboard. The order is the order on screen, in exports and in the report.
enum class ChartId {
    GpuActiveTime,
    GpuTimeBreakdown,
    IdleCauses,
    StepBreakdown,
    GpuUtilization,
    GpuMemory,
    CpuActiveTime,
    CpuUtilization,
    KernelTimeAll,
    KernelTimeTop15,
    KernelCountAll,
    KernelCountTop15,
    StepTimeHistogram,
    KernelPrecision,
    GpuActivity,
    GpuMemoryOps,
    Roofline,
    MfuPerStep,
    Annotation, // one per chosen user-annotation name
    // The Compare tab and `export-charts --compare` (comparecharts.h), not on the dashboard.
    CompareStepTimes,
    CompareGpuBreakdown,
    CompareKernelDeltas,
    CompareOperatorDeltas,
    CompareAttribution,
};

enum class ChartKind {
    Pie, // slices, labelled in the legend
    Bars, // horizontal bars, one colour (top-15 kernels)
    CategoryBars, // horizontal bars, one colour per category (distributions)
    Lines, // curves over time, y is a fraction 0..1
    Histogram, // vertical bins, up to two sets (host and GPU steps)
    DivergingBars, // horizontal bars around 0: positive (slower) right, negative (faster) left
    PairedBars, // horizontal bars, two per row (items with colorKey "base" / "new" share a label)
    StackedBars, // one bar per stack (device, step, scope), split into ChartData::segments
    Waterfall, // horizontal floating bars, each from the running total of the items above it; the
               // last item (colorKey "total") is drawn from 0
    Roofline, // log-log scatter of ChartData::points under the ChartData::roofs
};

enum class ValueUnit {
    Nanoseconds,
    Count,
    Fraction,
};

// One slice of a pie or one bar. colorKey picks the colour from ChartPalette so a category keeps
// its colour across charts ("kernel", "memcpy", "bf16", "HtoD", "idle", ...).
struct ChartItem
{
    QString label; // full text (a kernel's raw name)
    QString detail; // extra tooltip text (demangled name, count, ...)
    double value = 0; // in the chart's unit
    QString colorKey;
};

// One curve of a utilization chart: x in ns since the job origin, y a fraction 0..1.
struct ChartLine
{
    QString name;
    QList<QPointF> points;
    bool detail = false; // per-GPU (or per-rank) curve, hidden unless the user asks for it
    bool system = false; // system metrics curve (SageMaker CPUUtilization), drawn dashed
    bool dashed = false; // drawn dashed in its own colour (GPU memory reserved next to allocated)
};

// A step or annotation instance behind a histogram bin, for click-through.
struct ChartInstance
{
    QString name; // "ProfilerStep#12"
    int rank = -1;
    int64_t stepNumber = -1; // N of ProfilerStep#N, -1 for annotations
    int64_t startNs = 0; // since job origin
    int64_t durNs = 0;
    bool gpu = false; // GPU-side step (gpu_user_annotation)
};

struct ChartBin
{
    int64_t lowNs = 0;
    int64_t highNs = 0; // exclusive, except for the last bin
    int count = 0; // host steps / annotations
    int gpuCount = 0; // GPU steps
    std::vector<ChartInstance> instances;
};

// One part of every bar of a StackedBars chart (a class of GPU time), with its legend and colour.
struct ChartSegment
{
    QString label;
    QString colorKey;
};

// One bar of a StackedBars chart: values[i] belongs to ChartData::segments[i].
struct ChartStack
{
    QString label; // category axis text ("rank 0 · GPU 1", "12")
    QString detail; // first tooltip line (full name, length)
    std::vector<double> values; // in the chart's unit
    ChartInstance instance; // StepBreakdown: the step a click zooms to (durNs 0: nothing to open)
};

// One operator shape of a roofline: x arithmetic intensity (FLOPs / byte), y achieved TFLOP/s.
struct ChartPoint
{
    double intensity = 0;
    double tflopsPerS = 0;
    int64_t kernelNs = 0; // the marker's area grows with it
    QString label; // operator name
    QString detail; // tooltip lines after the name (dims, types, figures)
    QString colorKey; // precision class ("bf16", "fp32", ...)
    uint32_t event = ~0u; // the earliest call (EventId value), for click-through
    int64_t longestStartNs = 0; // the call with the most GPU time, on its rank
    int64_t longestEndNs = 0;
    int rank = -1;
};

// One roof of a roofline: peak bandwidth up to the ridge point, then the flat compute peak.
struct ChartRoof
{
    QString label; // "bf16 dense 989 TFLOP/s · 3.35 TB/s"
    QString colorKey;
    double peakTflops = 0;
    double peakTbPerS = 0;
};

// The plain result for one chart, computed off the GUI thread from the analyses. Only values,
// strings and points: no QObject, so it can cross threads by value.
struct ChartData
{
    ChartId id = ChartId::GpuActiveTime;
    ChartKind kind = ChartKind::Pie;
    ValueUnit unit = ValueUnit::Nanoseconds;
    TimeUnit timeUnit = TimeUnit::Auto; // of the durations in its texts and tooltips
    QString fileName; // export base name, e.g. "gpu-active-time" or "annotation-forward"
    QString title;
    QString annotation; // the chosen name for ChartId::Annotation
    // Set when the profile lacks this chart's data: what is missing and what to do about it.
    QString emptyMessage;

    std::vector<ChartItem> items; // Pie, Bars, CategoryBars
    std::vector<ChartLine> lines; // Lines
    std::vector<ChartBin> bins; // Histogram
    std::vector<ChartSegment> segments; // StackedBars
    std::vector<ChartStack> stacks; // StackedBars, in axis order
    std::vector<ChartPoint> points; // Roofline
    std::vector<ChartRoof> roofs; // Roofline
    bool horizontal = false; // StackedBars: bars grow to the right, first stack on top
    bool percent = false; // StackedBars: every bar drawn as 100 % of itself
    QString categoryTitle; // StackedBars: title of the category axis (may be empty)
    QString binSetName; // legend of bins[].count ("host steps")
    QString gpuBinSetName; // legend of bins[].gpuCount ("GPU steps"), empty when none
    int64_t rangeStartNs = 0; // Lines: x range
    int64_t rangeEndNs = 0;
    QString axisTitle; // Lines: the y axis title; empty: "utilization (%)"
    bool stepAxis = false; // Lines: x is a step number (rangeStartNs..rangeEndNs hold steps), not time
    double yMax = 1.0; // Lines: top of the y axis as a fraction (memory zooms in on small shares)

    bool isEmpty() const { return !emptyMessage.isEmpty(); }
};

} // namespace stepline
