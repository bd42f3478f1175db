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

SummaryJson kernelJson(std::string_view name, const DurationStats &k)
{
    SummaryJson row;
    row["name"] = std::string(name);
    row["count"] = k.count;
    row["total_us"] = us(k.totalNs);
    row["mean_us"] = us(k.meanNs());
    row["min_us"] = us(k.minNs);
    row["max_us"] = us(k.maxNs);
    return row;
}

} // namespace detail

namespace {

using Json = detail::SummaryJson;
using detail::us;

// The rank and device a row is about.
void addDevice(Json &row, int32_t rank, int32_t device)
{
    row["rank"] = rank;
    row["device"] = device;
}

// {key: µs} over every value of an enum, in its order: keyOf(value) names each.
template <typename Enum, size_t N, typename KeyOf> Json usByKey(const std::array<int64_t, N> &ns, KeyOf keyOf)
{
    Json out = Json::object();
    for (size_t c = 0; c < N; ++c)
        out[std::string(keyOf(Enum(c)))] = us(ns[c]);
    return out;
}

Json idleCauses(const IdleCauses &causes)
{
    return usByKey<IdleCause>(causes.ns, idleCauseKey);
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
    doc["gpu_time"] = jsonRows(a.devices, [](const DeviceGpuTime &d, Json &row) {
        const GpuTimeBreakdown &b = d.total;
        addDevice(row, d.rank, d.device);
        row["span_us"] = us(b.lengthNs);
        row["busy_us"] = us(b.busyNs);
        row["computation_us"] = us(b.computationNs);
        row["comm_us"] = us(b.commNs);
        row["memcpy_us"] = us(b.memcpyNs);
        addExposedAndIdle(row, b);
    });
    if (a.steps.empty())
        return;
    doc["step_breakdown"] = jsonRows(a.steps, [&a](const StepGpuTime &st, Json &row) {
        const DeviceGpuTime &d = a.devices[st.deviceIndex];
        const GpuTimeBreakdown &b = st.time;
        addDevice(row, d.rank, d.device);
        row["step"] = st.number;
        row["dur_us"] = us(st.durNs);
        row["busy_us"] = us(b.busyNs);
        row["computation_us"] = us(b.computationNs);
        addExposedAndIdle(row, b);
    });
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
    out["by_rank"] = jsonRows(c.ranks, [&](const RankCollectiveStats &r, Json &row) {
        row["rank"] = r.rank;
        row["count"] = r.collectives;
        row["wait_us"] = us(r.waitNs);
        row["times_last"] = r.timesLast;
        row["delay_caused_us"] = us(r.delayCausedNs);
        row["unmatched"] = r.unmatched;
    });
    out["straggler_ranking"] = c.stragglerRanking;
    out["clock_offsets"] = jsonRows(c.clockOffsets, [&](const NodeClockOffset &o, Json &row) {
        row["node"] = o.node;
        row["offset_us"]
            = o.collectives > 0 || &o == &c.clockOffsets.front() ? Json(us(o.offsetNs)) : Json(nullptr);
        row["collectives"] = o.collectives;
    });
    Json warnings = Json::array();
    for (const CollectiveWarning &w : c.warnings)
        warnings.push_back(w.message);
    out["warnings"] = std::move(warnings);
    return out;
}

Json precisionJson(const PrecisionBreakdown &p)
{
    return usByKey<Precision>(p.ns, precisionKey);
}

Json memoryOpsJson(const MemoryOpBreakdown &m)
{
    return usByKey<MemoryOpKind>(m.ns, memoryOpKey);
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
    doc["gpus"] = jsonRows(summary.gpus, [&](const DeviceStats &g, Json &row) {
        addDevice(row, g.rank, g.device);
        row["name"] = g.name;
        row["kernel_us"] = us(g.kernelNs);
        row["memcpy_us"] = us(g.memcpyNs);
        row["memset_us"] = us(g.memsetNs);
        row["sync_us"] = anySync ? Json(us(g.syncNs)) : Json(nullptr);
        row["active_us"] = us(g.activeNs);
        row["idle_us"] = us(g.idleNs);
        row["kernels"] = g.kernels;
    });

    doc["cpus"] = jsonRows(summary.cpus, [&](const CpuStats &c, Json &row) {
        row["rank"] = c.rank;
        row["active_us"] = us(c.activeNs);
        row["idle_us"] = us(c.idleNs);
        row["host_sync_us"] = us(c.hostSyncNs);
    });

    Json kernels;
    kernels["count"] = summary.kernels.count;
    kernels["distinct"] = summary.kernels.byName.size();
    kernels["total_us"] = us(summary.kernels.totalNs);
    Json byTime = Json::array(), byCount = Json::array();
    for (const KernelStat &k : summary.topByTime)
        byTime.push_back(kernelJson(profile.str(k.name), k));
    for (const KernelStat &k : summary.topByCount)
        byCount.push_back(kernelJson(profile.str(k.name), k));
    kernels["top_by_time"] = std::move(byTime);
    kernels["top_by_count"] = std::move(byCount);
    // No device in the scope: every GPU figure is absent (null), not zero (METRICS.md).
    const bool gpuSide = !summary.gpus.empty();
    doc["kernels"] = gpuSide ? std::move(kernels) : Json(nullptr);

    doc["steps"] = jsonRows(summary.steps, [&](const Step &st, Json &row) {
        row["rank"] = st.rank;
        row["name"] = std::string(profile.str(st.name));
        row["dur_us"] = us(st.durNs);
    });

    doc["precision_us"] = gpuSide ? precisionJson(summary.precision) : Json(nullptr);
    doc["memory_ops_us"] = gpuSide ? memoryOpsJson(summary.memoryOps) : Json(nullptr);
    doc["launch_latency_us"] = gpuSide ? launchLatencyJson(summary.launchLatency) : Json(nullptr);

    doc["utilization"] = jsonRows(summary.utilization, [&](const UtilizationSeries &u, Json &row) {
        addDevice(row, u.rank, u.device);
        Json bins = Json::array();
        for (double v : u.bins)
            bins.push_back(std::round(v * 1e6) / 1e6); // 6 decimals are plenty for a fraction
        row["bins"] = std::move(bins);
    });

    doc["annotations"] = jsonRows(summary.annotations, [&](const AnnotationStat &a, Json &row) {
        row["name"] = std::string(profile.str(a.name));
        row["count"] = a.count;
        row["total_us"] = us(a.totalNs);
    });

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
