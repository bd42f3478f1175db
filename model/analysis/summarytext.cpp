#include "summary.h"
#include "summaryparts.h"

#include "profile.h"
#include "textformat.h"

#include <cinttypes>
#include <cstdio>

namespace stepline {

namespace {

using detail::appendf;
using detail::duration;
using detail::elide;
using detail::percent;

void kernelTable(
    std::string *out, const Profile &profile, const char *title, const std::vector<KernelStat> &rows)
{
    detail::kernelTableHeading(out, title);
    for (const KernelStat &k : rows)
        detail::kernelTableRow(out, profile.str(k.name), k.count, k.totalNs, k.meanNs(), k.minNs, k.maxNs);
}

// The straggler table: ranks by the delay they caused the others (METRICS.md "Collectives").
void collectivesTable(std::string *out, const CollectiveAnalysis &c)
{
    appendf(out, "\nCollectives: %zu matched (%" PRIu64 " of %" PRIu64 " communication kernels)%s\n",
        c.collectives.size(), c.matchedKernels, c.communicationKernels,
        c.aligned ? ", node clocks aligned" : "");
    if (!c.stragglerRanking.empty()) {
        appendf(out, "  %5s  %-20s  %11s  %12s  %10s  %12s\n", "rank", "node", "collectives", "wait",
            "times last", "delay caused");
        for (const int32_t rank : c.stragglerRanking) {
            const RankCollectiveStats *r = c.rankStats(rank);
            appendf(out, "  %5d  %-20s  %11" PRIu64 "  %12s  %10" PRIu64 "  %12s\n", r->rank,
                elide(r->node, 20).c_str(), r->collectives, duration(r->waitNs).c_str(), r->timesLast,
                duration(r->delayCausedNs).c_str());
        }
    }
    if (c.clockOffsets.size() > 1) {
        appendf(out, "  Node clock offsets against %s (median end of matched collectives)%s\n",
            c.clockOffsets.front().node.c_str(), c.aligned ? ", subtracted" : ", not applied");
        for (size_t n = 1; n < c.clockOffsets.size(); ++n) {
            const NodeClockOffset &o = c.clockOffsets[n];
            appendf(out, "    %-20s  %12s  over %" PRIu64 " collective(s)\n", elide(o.node, 20).c_str(),
                o.collectives > 0 ? duration(o.offsetNs).c_str() : "unknown", o.collectives);
        }
    }
    for (const CollectiveWarning &w : c.warnings)
        appendf(out, "  warning: %s\n", w.message.c_str());
}

} // namespace

namespace detail {

void kernelTableHeading(std::string *out, const char *title)
{
    appendf(out, "\n%s\n", title);
    appendf(out, "  %8s  %12s  %12s  %12s  %12s  %s\n", "count", "total", "mean", "min", "max", "name");
}

void kernelTableRow(std::string *out, std::string_view name, uint64_t count, int64_t totalNs, int64_t meanNs,
    int64_t minNs, int64_t maxNs)
{
    appendf(out, "  %8" PRIu64 "  %12s  %12s  %12s  %12s  %s\n", count, duration(totalNs).c_str(),
        duration(meanNs).c_str(), duration(minNs).c_str(), duration(maxNs).c_str(), elide(name, 90).c_str());
}

void precisionText(std::string *out, const PrecisionBreakdown &p)
{
    *out += "\nPrecision (kernel time)\n";
    for (size_t c = 0; c < kPrecisionCount; ++c)
        appendf(out, "  %-10s %12s  %6s  %8" PRIu64 " kernels\n",
            std::string(precisionLabel(Precision(c))).c_str(), duration(p.ns[c]).c_str(),
            percent(p.ns[c], p.totalNs).c_str(), p.count[c]);
}

void memoryOpsText(std::string *out, const MemoryOpBreakdown &m)
{
    int64_t total = 0;
    for (int64_t ns : m.ns)
        total += ns;
    if (total <= 0)
        return;
    *out += "\nMemory operations\n";
    for (size_t k = 0; k < kMemoryOpKindCount; ++k)
        appendf(out, "  %-13s %12s  %8" PRIu64 " ops\n", std::string(memoryOpLabel(MemoryOpKind(k))).c_str(),
            duration(m.ns[k]).c_str(), m.count[k]);
}

void launchLatencyText(std::string *out, const LaunchLatency &l)
{
    if (l.matched + l.unmatched == 0)
        return;
    appendf(out, "\nLaunch latency: %" PRIu64 " matched, %" PRIu64 " unmatched, %" PRIu64 " negative",
        l.matched, l.unmatched, l.negative);
    if (l.hasStats)
        appendf(out, "; median %s, p95 %s, max %s", duration(l.medianNs).c_str(), duration(l.p95Ns).c_str(),
            duration(l.maxNs).c_str());
    *out += "\n";
}

} // namespace detail

std::string summaryToText(const Profile &profile, const Summary &s)
{
    return summaryToText(profile, s, profile.job().format);
}

std::string summaryToText(const Profile &profile, const Summary &s, const std::string &format)
{
    std::string out;
    appendf(&out, "Job %s (%s), scope %s\n", profile.job().name.c_str(), format.c_str(),
        s.scope.toString().c_str());

    appendf(&out, "\nRanks\n  %5s  %-20s  %12s  %10s  %8s  %s\n", "rank", "node", "window", "events",
        "warnings", "file");
    const ScopeFilter filter(profile, s.scope);
    for (uint32_t r = 0; r < profile.ranks().size(); ++r) {
        if (!filter.includesRank(r))
            continue;
        const RankInfo &info = profile.ranks()[r];
        appendf(&out, "  %5d  %-20s  %12s  %10" PRIu64 "  %8" PRIu64 "  %s\n", info.rank,
            elide(info.node, 20).c_str(), duration(info.windowEndNs - info.windowStartNs).c_str(),
            info.events, info.warnings, info.file.c_str());
    }

    if (s.gpus.empty()) {
        out += "\nGPUs: not in this profile";
        if (const uint64_t launches = launchesWithoutGpuActivity(profile, s.scope))
            appendf(&out, " (%" PRIu64 " %s)", launches,
                std::string(warning::warningDescription(warning::kNoGpuActivity)).c_str());
        out += "\n";
    } else {
        appendf(&out, "\nGPUs\n  %5s  %3s  %12s  %12s  %12s  %12s  %12s  %7s  %9s  %s\n", "rank", "dev",
            "kernel", "memcpy", "memset", "sync", "active", "active%", "kernels", "name");
        for (const DeviceStats &g : s.gpus)
            appendf(&out, "  %5d  %3d  %12s  %12s  %12s  %12s  %12s  %7s  %9" PRIu64 "  %s\n", g.rank,
                g.device, duration(g.kernelNs).c_str(), duration(g.memcpyNs).c_str(),
                duration(g.memsetNs).c_str(), g.hasSync ? duration(g.syncNs).c_str() : "-",
                duration(g.activeNs).c_str(), percent(g.activeNs, g.windowNs).c_str(), g.kernels,
                g.name.c_str());
    }

    if (!s.gpuTime.devices.empty()) {
        appendf(&out, "\nGPU time (over each device's GPU span; exposed = not hidden behind computation)\n");
        appendf(&out, "  %5s  %3s  %12s  %12s  %12s  %12s  %12s  %12s  %12s  %6s  %12s  %12s\n", "rank",
            "dev", "span", "busy", "computation", "comm", "memcpy", "exposed comm", "exp. memcpy", "idle%",
            "comm wait", "comm transfer");
        for (const DeviceGpuTime &d : s.gpuTime.devices) {
            const GpuTimeBreakdown &b = d.total;
            const bool split = b.commSplitKnown;
            appendf(&out, "  %5d  %3d  %12s  %12s  %12s  %12s  %12s  %12s  %12s  %6s  %12s  %12s\n", d.rank,
                d.device, duration(b.lengthNs).c_str(), duration(b.busyNs).c_str(),
                duration(b.computationNs).c_str(), duration(b.commNs).c_str(), duration(b.memcpyNs).c_str(),
                duration(b.exposedCommNs).c_str(), duration(b.exposedMemcpyNs).c_str(),
                percent(b.idleNs, b.lengthNs).c_str(), split ? duration(b.exposedCommWaitNs).c_str() : "-",
                split ? duration(b.exposedCommTransferNs).c_str() : "-");
        }
        out += "  (comm wait: exposed communication before the last peer arrived; transfer: the rest; - "
               "where "
               "the rank took part in no matched collective)\n";
        out += "\nGPU idle by cause (METRICS.md \"Why the GPU was idle\")\n  rank  dev";
        for (size_t c = 0; c < kIdleCauseCount; ++c)
            appendf(&out, "  %12s", std::string(idleCauseKey(IdleCause(c))).c_str());
        out += "\n";
        for (const DeviceGpuTime &d : s.gpuTime.devices) {
            appendf(&out, "  %4d  %3d", d.rank, d.device);
            for (size_t c = 0; c < kIdleCauseCount; ++c)
                appendf(&out, "  %12s", duration(d.total.idle.ns[c]).c_str());
            out += "\n";
        }
    }

    appendf(&out, "\nCPU (host threads)\n  %5s  %12s  %12s  %7s  %12s\n", "rank", "active", "idle", "active%",
        "host sync");
    for (const CpuStats &c : s.cpus)
        appendf(&out, "  %5d  %12s  %12s  %7s  %12s\n", c.rank, duration(c.activeNs).c_str(),
            duration(c.idleNs).c_str(), percent(c.activeNs, c.windowNs).c_str(),
            duration(c.hostSyncNs).c_str());

    if (s.kernels.count > 0) {
        appendf(&out, "\nKernels: %" PRIu64 " launches, %zu distinct, %s total\n", s.kernels.count,
            s.kernels.byName.size(), duration(s.kernels.totalNs).c_str());
        kernelTable(&out, profile, "Top kernels by time", s.topByTime);
        kernelTable(&out, profile, "Top kernels by count", s.topByCount);
        detail::precisionText(&out, s.precision);
    }
    detail::memoryOpsText(&out, s.memoryOps);
    if (!s.gpus.empty()) {
        detail::launchLatencyText(&out, s.launchLatency);
        detail::opPerfText(&out, profile, s.opPerf);
    }

    if (s.steps.empty()) {
        out += "\nSteps: not in this profile\n";
    } else {
        OutlierThreshold threshold;
        const std::vector<size_t> outliers = stepOutliers(s.steps, &threshold);
        appendf(&out, "\nSteps: %zu, median %s, outlier threshold %s, %zu outlier(s)\n", s.steps.size(),
            duration(threshold.medianNs).c_str(), duration(threshold.thresholdNs).c_str(), outliers.size());
        size_t next = 0;
        for (size_t i = 0; i < s.steps.size(); ++i) {
            const bool outlier = next < outliers.size() && outliers[next] == i;
            next += outlier;
            appendf(&out, "  rank %-4d %-22s %12s%s\n", s.steps[i].rank,
                std::string(profile.str(s.steps[i].name)).c_str(), duration(s.steps[i].durNs).c_str(),
                outlier ? "  outlier" : "");
        }
    }

    if (!s.annotations.empty()) {
        out += "\nAnnotations\n";
        for (const AnnotationStat &a : s.annotations)
            appendf(&out, "  %8" PRIu64 "  %12s  %s\n", a.count, duration(a.totalNs).c_str(),
                elide(profile.str(a.name), 90).c_str());
    }

    if (const CollectiveAnalysis &c = s.collectives; c.applies())
        collectivesTable(&out, c);

    // What lost data (an incomplete profile) apart from what only describes the producer.
    for (const warning::WarningClass cls :
        { warning::WarningClass::DataLoss, warning::WarningClass::ProducerNote }) {
        bool header = false;
        for (const auto &[kind, entry] : profile.report().entries()) {
            if (subset::isSubsetKind(kind) || warning::warningClass(kind) != cls)
                continue;
            if (!header) {
                out += cls == warning::WarningClass::DataLoss
                    ? "\nLoad warnings (data skipped, cut or changed)\n"
                    : "\nProducer notes (nothing lost: how the trace was written)\n";
                header = true;
            }
            appendf(&out, "  %-24s %10" PRIu64, kind.c_str(), entry.count);
            const std::string_view text = warning::warningDescription(kind);
            if (!text.empty())
                appendf(&out, "  %s", std::string(text).c_str());
            if (!entry.first.empty()) {
                const LoadReport::Sample &first = entry.first.front();
                if (first.hasOffset())
                    appendf(&out, " (first at byte %" PRIu64 " of rank %u)", first.byteOffset, first.rank);
                else
                    out += " (no byte offset: counted after reading)";
            }
            out += "\n";
        }
    }
    bool subsetHeader = false;
    for (const auto &[kind, entry] : profile.report().entries()) {
        if (!subset::isSubsetKind(kind))
            continue;
        if (!subsetHeader)
            out += "\nLeft out, as asked (a subset load)\n";
        subsetHeader = true;
        appendf(&out, "  %-24s %10" PRIu64 "\n", kind.c_str(), entry.count);
    }
    return out;
}

std::string collectivesToText(const CollectiveAnalysis &analysis)
{
    std::string out;
    if (analysis.applies())
        collectivesTable(&out, analysis);
    else
        out = "Collectives: not in this profile (fewer than two ranks ran communication kernels)\n";
    return out;
}

} // namespace stepline
