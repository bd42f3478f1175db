// The rules over utilization series: BatchSize, CPUBottleneck, GPUMemoryIncrease, IOBottleneck,
// LoadBalancing, LowGPUUtilization, OverallSystemUsage. A "datapoint" is one sample of a series;
// `patience` skips the first datapoints of each series (the Debugger's convention: initialization
// is not judged), `window` takes the latest datapoints after that.

#include "percentile.h"
#include "rulesinternal.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <set>

namespace stepline::rules {

namespace {

const char *const kDerivedNote
    = " GPU utilization was derived from the trace (METRICS.md: share of each bin with GPU activity), "
      "not measured by a system monitor.";

const char *const kDerivedMemoryNote
    = " GPU memory utilization was derived from the trace's [memory] events (METRICS.md: Total Allocated "
      "divided by the device's totalGlobalMem, time-weighted per bin), not measured by a system monitor.";

const char *const kNoGpuMemory
    = "The profile has no GPU memory utilization: no SageMaker Debugger GPUMemoryUtilization metrics, and no "
      "Kineto [memory] events with Total Allocated on a device whose memory size (deviceProperties "
      "totalGlobalMem) is known. Record with torch.profiler.profile(profile_memory=True).";

// Why a GPU rule cannot judge a profile without GPU utilization: METRICS.md "not in this profile",
// and the GPU side not traced when the ranks launched work without any GPU activity.
RuleResult noGpu(const RuleInput &input)
{
    if (input.launchesWithoutGpu > 0)
        return notApplicable("Not in this profile: " + std::to_string(input.launchesWithoutGpu)
            + " launches, no GPU activity recorded: the GPU side was not traced.");
    return notApplicable("Not in this profile: no GPU utilization (no GPU activity and no system metrics).");
}

// Datapoints [first, end) of a series that the rule judges.
struct Span
{
    size_t first = 0;
    size_t end = 0;
    size_t size() const { return end - first; }
};

Span judged(const MetricSeries &s, double patience, double window)
{
    Span span;
    span.end = s.size();
    span.first = std::min(span.end, size_t(std::max(0.0, patience)));
    if (window > 0 && span.size() > size_t(window))
        span.first = span.end - size_t(window);
    return span;
}

std::string label(const MetricSeries &s)
{
    // A rank without a host name is its own node ("rank 0"), which the device name already says.
    if (s.node.empty() || s.device.rfind(s.node + " ", 0) == 0)
        return s.device;
    return s.node + " " + s.device;
}

std::string tooFew(const std::vector<MetricSeries> &series, double patience)
{
    size_t most = 0;
    for (const MetricSeries &s : series)
        most = std::max(most, s.size());
    return "Every series is within the patience: the longest has " + std::to_string(most)
        + " datapoints and patience skips the first " + formatNumber(patience, 0)
        + ". Lower the patience to judge this profile.";
}

std::vector<double> values(const MetricSeries &s, Span span)
{
    return { s.value.begin() + std::ptrdiff_t(span.first), s.value.begin() + std::ptrdiff_t(span.end) };
}

// GPU idle while another signal is high: shared by CPUBottleneck and IOBottleneck.
RuleResult bottleneck(const RuleInput &input, const std::vector<MetricSeries> &other, double gpuThreshold,
    double otherThreshold, double threshold, double patience, const std::string &otherName)
{
    if (input.gpu.empty())
        return noGpu(input);
    if (other.empty())
        return notApplicable(
            "The profile has no " + otherName + " metrics (SageMaker Debugger system metrics are needed).");
    RuleResult r;
    r.usedDerivedData = input.gpuDerived;
    size_t total = 0;
    size_t flagged = 0;
    Evidence longest;
    size_t longestLen = 0;
    for (const MetricSeries &g : input.gpu) {
        const Span span = judged(g, patience, 0);
        size_t run = 0;
        int64_t runStart = 0;
        for (size_t i = span.first; i < span.end; ++i) {
            const double o = nodeMeanAt(other, g.node, g.ts[i]);
            if (std::isnan(o))
                continue;
            ++total;
            const bool hit = g.value[i] < gpuThreshold && o > otherThreshold;
            if (hit) {
                ++flagged;
                if (run == 0)
                    runStart = g.ts[i];
                ++run;
                if (run > longestLen) {
                    longestLen = run;
                    longest.label = "Longest bottleneck period (" + label(g) + ")";
                    longest.startNs = runStart;
                    longest.endNs = g.sampleEnd(i);
                    longest.value = double(run);
                    longest.unit = "datapoints";
                }
            } else {
                run = 0;
            }
        }
    }
    if (total == 0)
        return notApplicable(tooFew(input.gpu, patience));
    const double share = 100.0 * double(flagged) / double(total);
    r.evidence.push_back({ "Bottlenecked datapoints", share, "%", -1, -1, "dashboard" });
    r.evidence.push_back({ "Datapoints judged", double(total), "count", -1, -1, "dashboard" });
    if (longestLen > 0)
        r.evidence.push_back(longest);
    r.verdict = share > threshold ? Verdict::Triggered : Verdict::Ok;
    r.reason = formatNumber(share, 1) + "% of " + std::to_string(total)
        + " datapoints had GPU utilization below " + formatNumber(gpuThreshold) + "% while " + otherName
        + " was above " + formatNumber(otherThreshold) + "% (threshold " + formatNumber(threshold) + "%)."
        + (input.gpuDerived ? kDerivedNote : "");
    return r;
}

} // namespace

double nodeMeanAt(const std::vector<MetricSeries> &series, const std::string &node, int64_t t)
{
    double sum = 0;
    int n = 0;
    for (const MetricSeries &s : series) {
        if (s.node != node || s.ts.empty())
            continue;
        const auto it = std::upper_bound(s.ts.begin(), s.ts.end(), t);
        if (it == s.ts.begin())
            continue;
        sum += s.value[size_t(it - s.ts.begin()) - 1];
        ++n;
    }
    return n ? sum / n : std::numeric_limits<double>::quiet_NaN();
}

RuleResult cpuBottleneck(const RuleInput &input, const RuleParams &p)
{
    RuleResult r = bottleneck(input, input.cpu, p.number("gpu_threshold"), p.number("cpu_threshold"),
        p.number("threshold"), p.number("patience"), "CPU utilization");
    return adviseIfTriggered(std::move(r),
        "The CPU is the bottleneck: move data preprocessing to the GPU or to more DataLoader "
        "workers (num_workers), pre-process the data set offline, or use an instance with more "
        "CPU cores.");
}

RuleResult ioBottleneck(const RuleInput &input, const RuleParams &p)
{
    RuleResult r = bottleneck(input, input.ioWait, p.number("gpu_threshold"), p.number("io_threshold"),
        p.number("threshold"), p.number("patience"), "I/O wait");
    return adviseIfTriggered(std::move(r),
        "Training waits for storage: prefetch data, use faster storage (local NVMe, FSx) or a "
        "streaming input mode, and shard or compress the data set into larger files.");
}

RuleResult batchSize(const RuleInput &input, const RuleParams &p)
{
    if (input.gpu.empty())
        return noGpu(input);
    if (input.cpu.empty())
        return notApplicable("The profile has no CPU utilization.");
    const double patience = p.number("patience");
    const double window = p.number("window");
    RuleResult r;
    r.usedDerivedData
        = input.gpuDerived || input.cpuDerived || (input.gpuMemoryDerived && !input.gpuMemory.empty());
    size_t judgedGpus = 0;
    size_t underused = 0;
    for (const MetricSeries &g : input.gpu) {
        const Span span = judged(g, patience, window);
        if (span.size() == 0)
            continue;
        ++judgedGpus;
        std::vector<double> cpu;
        for (size_t i = span.first; i < span.end; ++i) {
            const double c = nodeMeanAt(input.cpu, g.node, g.ts[i]);
            if (!std::isnan(c))
                cpu.push_back(c);
        }
        const double gpuP95 = percentile(values(g, span), 0.95);
        const double cpuP95 = percentile(cpu, 0.95);
        double memP95 = std::nan("");
        for (const MetricSeries &m : input.gpuMemory)
            if (m.node == g.node && m.device == g.device) {
                const Span ms = judged(m, patience, window);
                if (ms.size())
                    memP95 = percentile(values(m, ms), 0.95);
            }
        const bool low = gpuP95 < p.number("gpu_threshold_p95")
            && (cpu.empty() || cpuP95 < p.number("cpu_threshold_p95"))
            && (std::isnan(memP95) || memP95 < p.number("gpu_memory_threshold_p95"));
        if (low)
            ++underused;
        const int64_t from = g.ts[span.first];
        const int64_t to = g.sampleEnd(span.end - 1);
        r.evidence.push_back({ label(g) + " GPU p95", gpuP95, "%", from, to, "timeline" });
        if (!cpu.empty())
            r.evidence.push_back({ label(g) + " node CPU p95", cpuP95, "%", from, to, "timeline" });
        if (!std::isnan(memP95))
            r.evidence.push_back({ label(g) + " GPU memory p95", memP95, "%", from, to, "timeline" });
    }
    if (judgedGpus == 0)
        return notApplicable(tooFew(input.gpu, patience));
    r.verdict = underused > 0 ? Verdict::Triggered : Verdict::Ok;
    r.reason = std::to_string(underused) + " of " + std::to_string(judgedGpus) + " GPUs had p95 GPU, CPU"
        + (input.gpuMemory.empty() ? "" : " and GPU memory")
        + " utilization all below their thresholds over the latest " + formatNumber(window, 0)
        + " datapoints."
        + (input.gpuMemory.empty() ? " GPU memory utilization is not in this profile and was not judged."
                                   : "")
        + (input.gpuDerived ? kDerivedNote : "") + (input.gpuMemoryDerived ? kDerivedMemoryNote : "");
    return adviseIfTriggered(std::move(r),
        "The hardware is underused: increase the batch size (and scale the learning rate), or "
        "choose a smaller instance type.");
}

RuleResult gpuMemoryIncrease(const RuleInput &input, const RuleParams &p)
{
    if (input.gpuMemory.empty())
        return notApplicable(kNoGpuMemory);
    const double patience = p.number("patience");
    const double window = std::max(1.0, p.number("window"));
    const double increase = p.number("increase");
    RuleResult r;
    r.usedDerivedData = input.gpuMemoryDerived;
    size_t judgedGpus = 0;
    size_t growing = 0;
    for (const MetricSeries &m : input.gpuMemory) {
        const Span all = judged(m, patience, 0);
        if (all.size() < 2)
            continue;
        ++judgedGpus;
        // Two consecutive windows at the end; fewer datapoints than 2 x window: two halves.
        const size_t w = std::min(size_t(window), all.size() / 2);
        const Span latest { all.end - w, all.end };
        const Span before { all.end - 2 * w, all.end - w };
        const auto meanOf = [&m](Span span) {
            double sum = 0;
            for (size_t i = span.first; i < span.end; ++i)
                sum += m.value[i];
            return sum / double(span.size());
        };
        const double now = meanOf(latest);
        const double prev = meanOf(before);
        const double delta = now - prev;
        if (delta > increase)
            ++growing;
        r.evidence.push_back({ label(m) + " memory, mean of previous window", prev, "%", m.ts[before.first],
            m.sampleEnd(before.end - 1), "timeline" });
        r.evidence.push_back({ label(m) + " memory, mean of latest window", now, "%", m.ts[latest.first],
            m.sampleEnd(latest.end - 1), "timeline" });
    }
    if (judgedGpus == 0)
        return notApplicable(tooFew(input.gpuMemory, patience));
    r.verdict = growing ? Verdict::Triggered : Verdict::Ok;
    r.reason = std::to_string(growing) + " of " + std::to_string(judgedGpus)
        + " GPUs grew their memory use by more than " + formatNumber(increase)
        + " percentage points between the two latest windows."
        + (input.gpuMemoryDerived ? kDerivedMemoryNote : "");
    return adviseIfTriggered(std::move(r),
        "GPU memory keeps growing: look for tensors kept across steps (losses accumulated with their "
        "graph, growing caches) before it ends in an out-of-memory error.");
}

RuleResult lowGpuUtilization(const RuleInput &input, const RuleParams &p)
{
    if (input.gpu.empty())
        return noGpu(input);
    const double patience = p.number("patience");
    const double window = p.number("window");
    const double t95 = p.number("threshold_p95");
    const double t5 = p.number("threshold_p5");
    RuleResult r;
    r.usedDerivedData = input.gpuDerived;
    size_t judgedGpus = 0;
    size_t low = 0;
    size_t fluctuating = 0;
    for (const MetricSeries &g : input.gpu) {
        const Span span = judged(g, patience, window);
        if (span.size() == 0)
            continue;
        ++judgedGpus;
        const std::vector<double> v = values(g, span);
        const double p95 = percentile(v, 0.95);
        const double p5 = percentile(v, 0.05);
        if (p95 < t95)
            ++low;
        else if (p5 < t5)
            ++fluctuating;
        const int64_t from = g.ts[span.first];
        const int64_t to = g.sampleEnd(span.end - 1);
        r.evidence.push_back({ label(g) + " p95", p95, "%", from, to, "timeline" });
        r.evidence.push_back({ label(g) + " p5", p5, "%", from, to, "timeline" });
    }
    if (judgedGpus == 0)
        return notApplicable(tooFew(input.gpu, patience));
    r.verdict = low + fluctuating ? Verdict::Triggered : Verdict::Ok;
    r.reason = std::to_string(low) + " of " + std::to_string(judgedGpus) + " GPUs had p95 utilization below "
        + formatNumber(t95) + "%, " + std::to_string(fluctuating) + " fluctuated (p95 at or above "
        + formatNumber(t95) + "% but p5 below " + formatNumber(t5) + "%)."
        + (input.gpuDerived ? kDerivedNote : "");
    if (low)
        r.advice
            = "GPUs are underused: increase the batch size, check the input pipeline for stalls, or use a "
              "smaller instance.";
    else if (fluctuating)
        r.advice = "GPU utilization fluctuates: look for periodic stalls (data loading, synchronization, "
                   "checkpointing) in the timeline.";
    return r;
}

RuleResult loadBalancing(const RuleInput &input, const RuleParams &p)
{
    if (input.gpu.empty())
        return noGpu(input);
    const double patience = p.number("patience");
    const double threshold = p.number("threshold");
    std::map<std::string, std::vector<std::pair<std::string, double>>> byNode;
    for (const MetricSeries &g : input.gpu) {
        const Span span = judged(g, patience, 0);
        if (span.size() == 0)
            continue;
        double sum = 0;
        for (size_t i = span.first; i < span.end; ++i)
            sum += g.value[i];
        byNode[g.node].push_back({ g.device, sum / double(span.size()) });
    }
    RuleResult r;
    r.usedDerivedData = input.gpuDerived;
    size_t nodes = 0;
    size_t unbalanced = 0;
    double worst = 0;
    for (const auto &[node, gpus] : byNode) {
        if (gpus.size() < 2)
            continue;
        ++nodes;
        double lo = gpus.front().second;
        double hi = lo;
        for (const auto &[name, mean] : gpus) {
            lo = std::min(lo, mean);
            hi = std::max(hi, mean);
            r.evidence.push_back({ node + " " + name + " mean utilization", mean, "%", -1, -1, "dashboard" });
        }
        const double imbalance = hi > 0 ? (hi - lo) / hi : 0;
        worst = std::max(worst, imbalance);
        r.evidence.push_back(
            { node + " imbalance (max - min) / max", imbalance, "ratio", -1, -1, "dashboard" });
        if (imbalance > threshold)
            ++unbalanced;
    }
    if (nodes == 0)
        return notApplicable(byNode.empty() ? tooFew(input.gpu, patience)
                                            : std::string("No node has two or more GPUs to compare."));
    r.verdict = unbalanced ? Verdict::Triggered : Verdict::Ok;
    r.reason = std::to_string(unbalanced) + " of " + std::to_string(nodes)
        + " nodes had a GPU load imbalance above " + formatNumber(threshold) + " (worst "
        + formatNumber(worst, 3) + ")." + (input.gpuDerived ? kDerivedNote : "");
    return adviseIfTriggered(std::move(r),
        "Work is unevenly spread over the GPUs: check the data-parallel setup (every GPU should get a "
        "process and an equal shard), and look for a GPU doing extra work (logging, evaluation).");
}

RuleResult overallSystemUsage(const RuleInput &input, const RuleParams &)
{
    struct Kind
    {
        const char *name;
        const std::vector<MetricSeries> *series;
    };
    const Kind kinds[] = { { "CPU", &input.cpu }, { "GPU", &input.gpu }, { "GPU memory", &input.gpuMemory },
        { "I/O wait", &input.ioWait } };
    RuleResult r;
    r.usedDerivedData = input.gpuDerived || input.cpuDerived;
    for (const Kind &kind : kinds) {
        std::map<std::string, std::vector<double>> byNode;
        for (const MetricSeries &s : *kind.series)
            byNode[s.node].insert(byNode[s.node].end(), s.value.begin(), s.value.end());
        for (const auto &[node, v] : byNode) {
            if (v.empty())
                continue;
            const std::string prefix = (node.empty() ? std::string() : node + " ") + kind.name;
            for (double q : { 50.0, 95.0, 99.0 })
                r.evidence.push_back({ prefix + " p" + formatNumber(q, 0), percentile(v, q / 100.0), "%", -1,
                    -1, "dashboard" });
            r.evidence.push_back(
                { prefix + " max", *std::max_element(v.begin(), v.end()), "%", -1, -1, "dashboard" });
        }
    }
    if (r.evidence.empty())
        return notApplicable(
            "The profile has neither system metrics nor GPU/CPU activity to derive utilization from.");
    r.verdict = Verdict::Ok;
    r.reason = std::string("Percentiles of every utilization metric per node (informational).")
        + (r.usedDerivedData ? " Some series were derived from the trace, not measured by a system monitor."
                             : "");
    return r;
}

} // namespace stepline::rules
