// The catalog of the built-in rules: each rule's name, description, parameters with their
// defaults, and the function that evaluates it (rulesinternal.h).

#include "rules.h"
#include "rulesinternal.h"

#include <string>
#include <utility>
#include <vector>

namespace stepline {

namespace {

RuleParam num(std::string name, double value, std::string help)
{
    RuleParam p;
    p.name = std::move(name);
    p.number = value;
    p.help = std::move(help);
    return p;
}

RuleParam text(std::string name, std::string value, std::string help)
{
    RuleParam p;
    p.name = std::move(name);
    p.text = std::move(value);
    p.isText = true;
    p.help = std::move(help);
    return p;
}

const char *const kSystemNeeds
    = "GPU and CPU utilization over time (Debugger system metrics, or derived from the trace)";

std::vector<RuleDefinition> makeDefinitions()
{
    std::vector<RuleDefinition> d;
    d.push_back({ "BatchSize",
        "GPUs, CPUs and GPU memory all little used: a larger batch would use the hardware better.",
        kSystemNeeds,
        { num("cpu_threshold_p95", 70, "CPU p95 utilization (%) below which the CPU counts as underused"),
            num("gpu_threshold_p95", 70, "GPU p95 utilization (%) below which the GPU counts as underused"),
            num("gpu_memory_threshold_p95", 70, "GPU memory p95 (%) below which memory counts as underused"),
            num("patience", 100, "datapoints skipped at the start (initialization)"),
            num("window", 500, "datapoints (the latest ones) the percentiles are taken over") },
        rules::batchSize });
    d.push_back({ "CPUBottleneck",
        "The GPU idles while the CPU is busy: the input pipeline or host code starves the GPU.", kSystemNeeds,
        { num("threshold", 50, "share of datapoints (%) that must be bottlenecked to trigger"),
            num("gpu_threshold", 10, "GPU utilization (%) below which the GPU counts as idle"),
            num("cpu_threshold", 90, "CPU utilization (%) above which the CPU counts as busy"),
            num("patience", 100, "datapoints skipped at the start") },
        rules::cpuBottleneck });
    d.push_back({ "GPUMemoryIncrease",
        "GPU memory use grows: a leak or growing tensors may end in an out-of-memory error.",
        "GPU memory utilization over time (Debugger system metrics, or Kineto [memory] events from "
        "profile_memory=True)",
        { num("increase", 10, "increase (percentage points) between two consecutive windows that triggers"),
            num("patience", 100, "datapoints skipped at the start"),
            num("window", 500, "datapoints per window") },
        rules::gpuMemoryIncrease });
    d.push_back(
        { "IOBottleneck", "The GPU idles while the CPU waits on I/O: data loading from storage is too slow.",
            "GPU utilization and CPU I/O wait over time (Debugger system metrics)",
            { num("threshold", 50, "share of datapoints (%) that must be bottlenecked to trigger"),
                num("gpu_threshold", 70, "GPU utilization (%) below which the GPU counts as underused"),
                num("io_threshold", 50, "I/O wait (%) above which the CPU counts as waiting on I/O"),
                num("patience", 1000, "datapoints skipped at the start") },
            rules::ioBottleneck });
    d.push_back({ "LoadBalancing", "GPUs of one node carry very different loads.",
        "GPU utilization per GPU (Debugger system metrics, or derived from the trace)",
        { num("threshold", 0.5,
              "relative difference (max - min) / max of mean GPU utilization that triggers"),
            num("patience", 10, "datapoints skipped at the start") },
        rules::loadBalancing });
    d.push_back({ "Straggler",
        "One rank arrives last at the collectives and the others wait for it (not a Debugger rule).",
        "communication kernels of several ranks (METRICS.md \"Collectives across ranks\")",
        { num("threshold", 50, "share (%) of the delay caused over all ranks that one rank must cause"),
            num("min_delay_percent", 1,
                "delay that rank caused, in % of its summed step time (of the job span without steps)"),
            num("min_collectives", 10, "matched collectives needed before the rule judges") },
        rules::straggler });
    d.push_back({ "LowGPUUtilization", "GPU utilization is low or fluctuates strongly.",
        "GPU utilization per GPU (Debugger system metrics, or derived from the trace)",
        { num("threshold_p95", 70, "p95 utilization (%) below which the GPU counts as underused"),
            num("threshold_p5", 10, "p5 utilization (%) below which a busy GPU counts as fluctuating"),
            num("window", 500, "datapoints (the latest ones) the percentiles are taken over"),
            num("patience", 1000, "datapoints skipped at the start") },
        rules::lowGpuUtilization });
    d.push_back({ "OverallSystemUsage", "Percentiles of every system metric, per node (never triggers).",
        "system metrics (Debugger), or utilization derived from the trace", {}, rules::overallSystemUsage });
    d.push_back({ "MaxInitializationTime", "Training takes long to reach its first step.",
        "the job start and the first step (ProfilerStep#N)",
        { num("threshold", 20, "minutes until the first step that trigger") },
        rules::maxInitializationTime });
    d.push_back({ "OverallFrameworkMetrics",
        "Time in forward, backward, data loading, optimizer and the other phases (never triggers).",
        "steps and the framework's annotations/operators", {}, rules::overallFrameworkMetrics });
    d.push_back({ "StepOutlier", "Steps far slower than the others.", "steps (ProfilerStep#N)",
        { num("stddev", 5, "a step longer than mean + stddev x standard deviation is an outlier"),
            text("mode", "any", "which steps: any, train or eval"),
            num("n_outliers", 10, "outliers tolerated before the rule triggers") },
        rules::stepOutlier });
    // Ours, over the GPU time breakdown and its idle causes (METRICS.md); shares are of each
    // device's GPU span, and the worst device decides.
    const char *const kCauseNeeds
        = "GPU activity with its launch calls (correlation ids) and the host events of the launching threads "
          "(METRICS.md \"Why the GPU was idle\")";
    d.push_back({ "DataLoaderStall",
        "The GPU waits for the data loader to deliver the next batch (not a Debugger rule).", kCauseNeeds,
        { num("threshold", 5,
              "share (%) of a device's GPU time idle waiting for the data loader that triggers"),
            num("stall_ms", 50, "a single wait for the data loader at least this long (ms) triggers too") },
        rules::dataLoaderStall });
    d.push_back({ "HostBound",
        "The GPU waits for the host to launch work: launch overhead, operators and Python (not a Debugger "
        "rule).",
        kCauseNeeds,
        { num("threshold", 20,
            "share (%) of a device's GPU time idle in launch, host_ops and host_other that triggers") },
        rules::hostBound });
    d.push_back({ "SyncStall",
        "The host blocks on the GPU (synchronize, blocking copies, .item()) and the GPU runs dry (not a "
        "Debugger rule).",
        kCauseNeeds,
        { num("threshold", 5,
            "share (%) of a device's GPU time idle while the launching thread synchronized") },
        rules::syncStall });
    d.push_back({ "ExposedCommunication",
        "Communication kernels run without computation to hide them (not a Debugger rule).",
        "communication kernels (NCCL/RCCL) and computation on the same device (METRICS.md \"GPU time "
        "breakdown\")",
        { num("threshold", 10,
            "share (%) of a device's GPU time in communication not hidden behind computation") },
        rules::exposedCommunication });
    return d;
}

} // namespace

const std::vector<RuleDefinition> &ruleDefinitions()
{
    static const std::vector<RuleDefinition> defs = makeDefinitions();
    return defs;
}

} // namespace stepline
