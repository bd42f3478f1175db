#include "chartdefinitions.h"

#include <QCoreApplication>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text); // lupdate's context for a free tr()
}

} // namespace

QString chartDefinition(ChartId id)
{
    switch (id) {
    case ChartId::GpuActiveTime:
        return tr("Active time: the length of the union of all GPU activity (kernels, memcpy, memset) on a "
                  "device, clipped to its rank's window. Idle time: window length minus active time. "
                  "Summed over every GPU of the selected scope.");
    case ChartId::GpuTimeBreakdown:
        return tr(
            "Per device, its GPU span (first GPU activity start to last end) split into computation "
            "(|union of compute kernels and memsets|), exposed communication (NCCL/RCCL kernels not "
            "hidden behind computation), exposed memcpy (copies hidden behind neither) and idle time; "
            "every idle nanosecond has one cause: queued, launch, data loader, sync, host ops, host other "
            "or unattributed (METRICS.md \"Why the GPU was idle\").");
    case ChartId::IdleCauses:
        return tr(
            "The idle time inside the GPU spans split by cause, as shares of it: queued (the work was "
            "already enqueued), launch (the launch call had started), and while the launching thread was "
            "in a DataLoader next() (data loader), a synchronizing call (sync), any other host event "
            "(host ops) or none (host other); unattributed when no launch call is known. The whole job "
            "and, below, the selected scope.");
    case ChartId::StepBreakdown:
        return tr("Each ProfilerStep#N of the scope's ranks split like the GPU time chart, over the step "
                  "instead of the span (idle is the step length minus busy time inside it), summed over the "
                  "scope's devices. Click a bar to zoom the timeline to that step.");
    case ChartId::GpuUtilization:
        return tr(
            "The window cut into equal bins; per bin, GPU active time inside the bin divided by the bin "
            "length, per device. A node's curve is the mean of its devices; the per-GPU toggle shows "
            "each device. Where the profile has system metrics (SageMaker Debugger GPUUtilization), a "
            "dashed \"system GPU\" curve per node: per bin, the mean of all its GPUs' samples in the bin.");
    case ChartId::GpuMemory:
        return tr(
            "From Kineto [memory] events (recorded with profile_memory=True): the bytes allocated and "
            "reserved by PyTorch's caching allocator on each GPU after each event, divided by the "
            "device's totalGlobalMem. Each point is the highest value inside its bin, so short peaks are "
            "not averaged away; the curve starts at the first event.");
    case ChartId::CpuActiveTime:
        return tr(
            "CPU active time: the length of the union of all host events of a rank over all its profiled "
            "threads, clipped to the window (time in which at least one profiled thread was busy). Idle: "
            "window minus active. Summed over the ranks of the scope.");
    case ChartId::CpuUtilization:
        return tr(
            "Per bin of the rank's window, the union of host events inside the bin divided by the bin "
            "length; one curve per rank. Where the profile has system metrics (SageMaker Debugger "
            "CPUUtilization per core), a dashed \"system CPU\" curve per node: per bin, the mean of all its "
            "cores' samples taken in the bin (bins without a sample are skipped).");
    case ChartId::KernelTimeAll:
        return tr("Kernels grouped by exact name; the k names with the largest total duration (ties by name) "
                  "plus one \"other\" slice for the rest. Overlapping kernels count twice: this is work, not "
                  "wall time.");
    case ChartId::KernelTimeTop15:
        return tr(
            "The 15 kernel names with the largest total duration (sum of their durations), ties by name. "
            "Click a bar to select that kernel in the timeline.");
    case ChartId::KernelCountAll:
        return tr("Kernel launches grouped by exact name; the k most launched names (count, then total time, "
                  "then name) plus one \"other\" slice.");
    case ChartId::KernelCountTop15:
        return tr(
            "The 15 most launched kernel names: count descending, then total time, then name. Click a bar "
            "to select that kernel in the timeline.");
    case ChartId::StepTimeHistogram:
        return tr(
            "Durations of ProfilerStep#N host events of the scope (and of the GPU-side ProfilerStep "
            "annotations where the trace has them), binned by the Freedman-Diaconis rule (5 to 50 bins). "
            "Click a bin to list its steps; double-click a step to zoom the timeline to it.");
    case ChartId::KernelPrecision:
        return tr("Kernel time by precision, from the demangled kernel name (first matching rule wins), then "
                  "args.dtype, then the launching op's Input type. The classes sum to the total kernel time; "
                  "\"Unknown\" is always shown.");
    case ChartId::GpuActivity:
        return tr(
            "Sum of durations of kernels, gpu_memcpy, gpu_memset and GPU-side cuda_sync events (sync is "
            "absent from older traces).");
    case ChartId::GpuMemoryOps:
        return tr(
            "Memcpy time split by the direction in the event name (HtoD, DtoH, DtoD, HtoH, PtoP, other), "
            "plus memset time.");
    case ChartId::Roofline:
        return tr(
            "One point per operator and input shape with a perf model: arithmetic intensity (FLOPs / "
            "bytes per call) against achieved TFLOP/s (FLOPs x calls / the GPU time its calls launched), "
            "log-log; the marker's area grows with that GPU time. The roofs are the device's peak "
            "bandwidth up to the ridge point and its dense peak TFLOP/s per precision. Click a point "
            "to select the operator on the timeline.");
    case ChartId::MfuPerStep:
        return tr("MFU of each ProfilerStep#N: the FLOPs of its GEMM, attention and convolution ops over "
                  "(step time x the devices' dense peak for the precision holding most of those FLOPs), "
                  "one curve per rank.");
    case ChartId::Annotation:
        return tr("Durations of every user annotation (record_function range, category user_annotation) with "
                  "this exact name in the scope, binned by the Freedman-Diaconis rule (5 to 50 bins).");
    case ChartId::CompareStepTimes:
        return tr("Durations of every ProfilerStep#N of all ranks of both profiles, counted into the same "
                  "Freedman-Diaconis bins: BASE and NEW overlaid. Without steps on either side, each rank's "
                  "whole window instead.");
    case ChartId::CompareGpuBreakdown:
        return tr("The GPU time breakdown of both profiles, per step (the mean over every device and step), "
                  "or over each device's GPU span when a side has no steps: computation, exposed "
                  "communication, exposed memcpy and idle time by cause.");
    case ChartId::CompareKernelDeltas:
        return tr(
            "Kernels present in both profiles (by exact or normalized name), sorted by the change of "
            "their total time, NEW minus BASE: right of 0 NEW spent longer, left of 0 less. Click a bar "
            "to select the kernel in the timeline.");
    case ChartId::CompareOperatorDeltas:
        return tr("Operators (cpu_op) present in both profiles, sorted by the change of their total time, "
                  "NEW minus BASE: right of 0 NEW spent longer, left of 0 less.");
    case ChartId::CompareAttribution:
        return tr("Why the mean step changed: the delta of the mean step split into causes that sum to it "
                  "exactly (computation by the kind of the launching operator, exposed communication, "
                  "exposed memcpy, each idle cause, other), largest first; each bar starts where the one "
                  "above ended, the last bar is the whole delta.");
    }
    return QString();
}

} // namespace stepline
