#include "summary.h"
#include "summaryparts.h"

#include "profile.h"
#include "jsontext.h"

#include <cmath>

namespace stepline {

namespace detail {

double us(int64_t ns)
{
    return double(ns) / 1000.0;
}

} // namespace detail

namespace {

using Json = detail::SummaryJson;
using detail::us;

Json kernelRow(const Profile &profile, const KernelStat &k)
{
    Json row;
    row["name"] = std::string(profile.str(k.name));
    row["count"] = k.count;
    row["total_us"] = us(k.totalNs);
    row["mean_us"] = us(k.meanNs());
    row["min_us"] = us(k.minNs);
    row["max_us"] = us(k.maxNs);
    return row;
}

Json idleCauses(const IdleCauses &causes)
{
    Json row = Json::object();
    for (size_t c = 0; c < kIdleCauseCount; ++c)
        row[std::string(idleCauseKey(IdleCause(c)))] = us(causes.ns[c]);
    return row;
}

// exposed_comm_us, its wait / transfer split (null where unknown), exposed_memcpy_us, idle_us and
// idle_causes_us: the tail that a device's and a step's rows share.
void addExposedAndIdle(Json &row, const GpuTimeBreakdown &b)
{
    row["exposed_comm_us"] = us(b.exposedCommNs);
    if (b.commSplitKnown) {
        row["exposed_comm_wait_us"] = us(b.exposedCommWaitNs);
        row["exposed_comm_transfer_us"] = us(b.exposedCommTransferNs);
    } else {
        row["exposed_comm_wait_us"] = nullptr;
        row["exposed_comm_transfer_us"] = nullptr;
    }
    row["exposed_memcpy_us"] = us(b.exposedMemcpyNs);
    row["idle_us"] = us(b.idleNs);
    row["idle_causes_us"] = idleCauses(b.idle);
}

// gpu_time and step_breakdown: present only where the profile has GPU activity / steps.
void addGpuTime(Json &doc, const GpuTimeAnalysis &a)
{
    if (a.devices.empty())
        return;
    Json devices = Json::array();
    for (const DeviceGpuTime &d : a.devices) {
        const GpuTimeBreakdown &b = d.total;
        Json row;
        row["rank"] = d.rank;
        row["device"] = d.device;
        row["span_us"] = us(b.lengthNs);
        row["busy_us"] = us(b.busyNs);
        row["computation_us"] = us(b.computationNs);
        row["comm_us"] = us(b.commNs);
        row["memcpy_us"] = us(b.memcpyNs);
        addExposedAndIdle(row, b);
        devices.push_back(std::move(row));
    }
    doc["gpu_time"] = std::move(devices);
    if (a.steps.empty())
        return;
    Json steps = Json::array();
    for (const StepGpuTime &st : a.steps) {
        const DeviceGpuTime &d = a.devices[st.deviceIndex];
        const GpuTimeBreakdown &b = st.time;
        Json row;
        row["rank"] = d.rank;
        row["device"] = d.device;
        row["step"] = st.number;
        row["dur_us"] = us(st.durNs);
        row["busy_us"] = us(b.busyNs);
        row["computation_us"] = us(b.computationNs);
        addExposedAndIdle(row, b);
        steps.push_back(std::move(row));
    }
    doc["step_breakdown"] = std::move(steps);
}

} // namespace

namespace detail {

Json collectivesJson(const CollectiveAnalysis &c)
{
    Json out;
    out["matched"] = c.collectives.size();
    out["unmatched"] = c.unmatchedKernels;
    out["communication_kernels"] = c.communicationKernels;
    out["aligned"] = c.aligned;
    Json byRank = Json::array();
    for (const RankCollectiveStats &r : c.ranks) {
        Json row;
        row["rank"] = r.rank;
        row["count"] = r.collectives;
        row["wait_us"] = us(r.waitNs);
        row["times_last"] = r.timesLast;
        row["delay_caused_us"] = us(r.delayCausedNs);
        row["unmatched"] = r.unmatched;
        byRank.push_back(std::move(row));
    }
    out["by_rank"] = std::move(byRank);
    out["straggler_ranking"] = c.stragglerRanking;
    Json offsets = Json::array();
    for (const NodeClockOffset &o : c.clockOffsets) {
        Json row;
        row["node"] = o.node;
        row["offset_us"]
            = o.collectives > 0 || &o == &c.clockOffsets.front() ? Json(us(o.offsetNs)) : Json(nullptr);
        row["collectives"] = o.collectives;
        offsets.push_back(std::move(row));
    }
    out["clock_offsets"] = std::move(offsets);
    Json warnings = Json::array();
    for (const CollectiveWarning &w : c.warnings)
        warnings.push_back(w.message);
    out["warnings"] = std::move(warnings);
    return out;
}

Json precisionJson(const PrecisionBreakdown &p)
{
    Json out = Json::object();
    for (size_t c = 0; c < kPrecisionCount; ++c)
        out[std::string(precisionKey(Precision(c)))] = us(p.ns[c]);
    return out;
}

Json memoryOpsJson(const MemoryOpBreakdown &m)
{
    Json out = Json::object();
    for (size_t k = 0; k < kMemoryOpKindCount; ++k)
        out[std::string(memoryOpKey(MemoryOpKind(k)))] = us(m.ns[k]);
    return out;
}

Json launchLatencyJson(const LaunchLatency &l)
{
    Json out;
    out["matched"] = l.matched;
    out["unmatched"] = l.unmatched;
    out["negative"] = l.negative;
    out["median"] = l.hasStats ? Json(us(l.medianNs)) : Json(nullptr);
    out["p95"] = l.hasStats ? Json(us(l.p95Ns)) : Json(nullptr);
    out["max"] = l.hasStats ? Json(us(l.maxNs)) : Json(nullptr);
    return out;
}

Json summaryDocument(const Profile &profile, const Summary &summary)
{
    Json doc;
    doc["schema"] = "stepline.summary/1";
    doc["format"] = profile.job().format;

    const ScopeFilter filter(profile, summary.scope);
    Json ranks = Json::array();
    std::vector<const RankInfo *> rankOrder;
    for (uint32_t r = 0; r < profile.ranks().size(); ++r) {
        if (filter.includesRank(r))
            rankOrder.push_back(&profile.ranks()[r]);
    }
    std::stable_sort(rankOrder.begin(), rankOrder.end(),
        [](const RankInfo *a, const RankInfo *b) { return a->rank < b->rank; });
    for (const RankInfo *info : rankOrder) {
        Json row;
        row["rank"] = info->rank;
        row["node"] = info->node;
        row["file"] = info->file;
        row["window_us"] = us(info->windowEndNs - info->windowStartNs);
        row["events"] = info->events;
        row["warnings"] = info->warnings;
        ranks.push_back(std::move(row));
    }
    doc["ranks"] = std::move(ranks);

    // cuda_sync is absent from older traces: then sync_us is null, never 0.
    bool anySync = false;
    for (const DeviceStats &g : summary.gpus)
        anySync = anySync || g.hasSync;
    Json gpus = Json::array();
    for (const DeviceStats &g : summary.gpus) {
        Json row;
        row["rank"] = g.rank;
        row["device"] = g.device;
        row["name"] = g.name;
        row["kernel_us"] = us(g.kernelNs);
        row["memcpy_us"] = us(g.memcpyNs);
        row["memset_us"] = us(g.memsetNs);
        row["sync_us"] = anySync ? Json(us(g.syncNs)) : Json(nullptr);
        row["active_us"] = us(g.activeNs);
        row["idle_us"] = us(g.idleNs);
        row["kernels"] = g.kernels;
        gpus.push_back(std::move(row));
    }
    doc["gpus"] = std::move(gpus);

    Json cpus = Json::array();
    for (const CpuStats &c : summary.cpus) {
        Json row;
        row["rank"] = c.rank;
        row["active_us"] = us(c.activeNs);
        row["idle_us"] = us(c.idleNs);
        row["host_sync_us"] = us(c.hostSyncNs);
        cpus.push_back(std::move(row));
    }
    doc["cpus"] = std::move(cpus);

    Json kernels;
    kernels["count"] = summary.kernels.count;
    kernels["distinct"] = summary.kernels.byName.size();
    kernels["total_us"] = us(summary.kernels.totalNs);
    Json byTime = Json::array(), byCount = Json::array();
    for (const KernelStat &k : summary.topByTime)
        byTime.push_back(kernelRow(profile, k));
    for (const KernelStat &k : summary.topByCount)
        byCount.push_back(kernelRow(profile, k));
    kernels["top_by_time"] = std::move(byTime);
    kernels["top_by_count"] = std::move(byCount);
    // No device in the scope: every GPU figure is absent (null), not zero (METRICS.md).
    const bool gpuSide = !summary.gpus.empty();
    doc["kernels"] = gpuSide ? std::move(kernels) : Json(nullptr);

    Json steps = Json::array();
    for (const Step &st : summary.steps) {
        Json row;
        row["rank"] = st.rank;
        row["name"] = std::string(profile.str(st.name));
        row["dur_us"] = us(st.durNs);
        steps.push_back(std::move(row));
    }
    doc["steps"] = std::move(steps);

    doc["precision_us"] = gpuSide ? precisionJson(summary.precision) : Json(nullptr);
    doc["memory_ops_us"] = gpuSide ? memoryOpsJson(summary.memoryOps) : Json(nullptr);
    doc["launch_latency_us"] = gpuSide ? launchLatencyJson(summary.launchLatency) : Json(nullptr);

    Json utilization = Json::array();
    for (const UtilizationSeries &u : summary.utilization) {
        Json row;
        row["rank"] = u.rank;
        row["device"] = u.device;
        Json bins = Json::array();
        for (double v : u.bins)
            bins.push_back(std::round(v * 1e6) / 1e6); // 6 decimals are plenty for a fraction
        row["bins"] = std::move(bins);
        utilization.push_back(std::move(row));
    }
    doc["utilization"] = std::move(utilization);

    Json annotations = Json::array();
    for (const AnnotationStat &a : summary.annotations) {
        Json row;
        row["name"] = std::string(profile.str(a.name));
        row["count"] = a.count;
        row["total_us"] = us(a.totalNs);
        annotations.push_back(std::move(row));
    }
    doc["annotations"] = std::move(annotations);

    // Only where several ranks have communication kernels (METRICS.md: an addition to schema 1).
    if (const CollectiveAnalysis &c = summary.collectives; c.applies())
        doc["collectives"] = collectivesJson(c);

    Json warnings = Json::object();
    for (const auto &[kind, entry] : profile.report().entries())
        warnings[kind] = entry.count;
    doc["warnings"] = std::move(warnings);

    addGpuTime(doc, summary.gpuTime);
    // Operator efficiency (METRICS.md additions): present where the profile has GPU activity.
    if (gpuSide) {
        doc["op_perf"] = opPerfJson(profile, summary.opPerf);
        if (summary.opPerf.rows.empty())
            doc["op_perf_reason"] = summary.opPerf.absentReason;
        doc["mfu"] = summary.opPerf.rows.empty() ? Json(nullptr) : mfuJson(summary.opPerf);
        doc["peaks"] = opPerfPeaksJson(summary.opPerf);
    }
    return doc;
}

} // namespace detail

std::string summaryToJson(const Profile &profile, const Summary &summary)
{
    return summaryToJson(profile, summary, profile.job().format);
}

std::string summaryToJson(const Profile &profile, const Summary &summary, const std::string &format)
{
    detail::SummaryJson doc = detail::summaryDocument(profile, summary);
    doc["format"] = format;
    // Names come from files: replace invalid UTF-8 instead of throwing.
    return jsonText(doc, 2);
}

std::string collectivesToJson(const CollectiveAnalysis &analysis, int files, int fullLoads)
{
    Json doc;
    doc["schema"] = "stepline.collectives/1";
    doc["files"] = files;
    doc["full_loads"] = fullLoads;
    doc["collectives"] = detail::collectivesJson(analysis);
    return jsonText(doc, 2);
}

} // namespace stepline
