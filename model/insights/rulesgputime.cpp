// The rules over the GPU time breakdown and its idle causes (METRICS.md "GPU time breakdown",
// "Why the GPU was idle"): DataLoaderStall, HostBound, SyncStall, ExposedCommunication. Not
// Debugger rules; each judges every device by its share of GPU time (the device's GPU span) and
// triggers on the worst one.

#include "explain.h"
#include "rulesinternal.h"

#include <initializer_list>

namespace stepline::rules {

namespace {

std::string deviceName(const DeviceGpuTime &d)
{
    return "rank " + std::to_string(d.rank) + " gpu " + std::to_string(d.device);
}

int64_t timeOf(const DeviceGpuTime &d, std::initializer_list<GpuTimeKind> kinds)
{
    int64_t n = 0;
    for (const GpuTimeKind k : kinds) {
        if (isIdleKind(k))
            n += d.total.idle.ns[size_t(k)];
        else
            n += k == GpuTimeKind::ExposedComm ? d.total.exposedCommNs : d.total.exposedMemcpyNs;
    }
    return n;
}

double shareOf(const DeviceGpuTime &d, std::initializer_list<GpuTimeKind> kinds)
{
    return d.total.lengthNs > 0 ? 100.0 * double(timeOf(d, kinds)) / double(d.total.lengthNs) : 0.0;
}

// The device with the largest share of the kinds, and the evidence every rule of this file gives:
// that share, the time summed over devices, and the longest stretch of each kind (a timeline range).
struct Worst
{
    const DeviceGpuTime *device = nullptr;
    double share = 0;
    int64_t totalNs = 0;
    int64_t spansNs = 0;
    GpuTimeStretch longest;
    const DeviceGpuTime *longestOn = nullptr;
};

Worst worstOf(const std::vector<DeviceGpuTime> &devices, std::initializer_list<GpuTimeKind> kinds)
{
    Worst w;
    for (const DeviceGpuTime &d : devices) {
        const double s = shareOf(d, kinds);
        if (!w.device || s > w.share) {
            w.device = &d;
            w.share = s;
        }
        w.totalNs += timeOf(d, kinds);
        w.spansNs += d.total.lengthNs;
        for (const GpuTimeKind k : kinds) {
            const GpuTimeStretch &l = d.longest[size_t(k)];
            if (l.length() > w.longest.length()) {
                w.longest = l;
                w.longestOn = &d;
            }
        }
    }
    return w;
}

void addEvidence(RuleResult &r, const Worst &w, const std::string &what)
{
    r.evidence.push_back(
        { "Worst device (" + deviceName(*w.device) + "): " + what, w.share, "%", -1, -1, "dashboard" });
    r.evidence.push_back({ what + " over all devices", ms(w.totalNs), "ms", -1, -1, "dashboard" });
    r.evidence.push_back({ "All devices: share of GPU time",
        w.spansNs > 0 ? 100.0 * double(w.totalNs) / double(w.spansNs) : 0.0, "%", -1, -1, "dashboard" });
    if (w.longestOn)
        r.evidence.push_back({ "Longest stretch (" + deviceName(*w.longestOn) + ")", ms(w.longest.length()),
            "ms", w.longest.startNs, w.longest.endNs, "timeline" });
}

// Idle causes need launch links: where every idle ns is unattributed the trace cannot tell.
bool causesKnown(const RuleInput &input)
{
    for (const DeviceGpuTime &d : input.gpuTime) {
        if (d.total.idleNs > d.total.idle[IdleCause::Unattributed])
            return true;
    }
    return false;
}

const char *const kNoGpu = "The profile has no GPU activity, so there is no GPU time to judge.";
const char *const kNoLinks
    = "No idle GPU time could be attributed: no launch call is linked to the GPU work (the trace lacks "
      "correlation ids or runtime events), or the GPUs were never idle.";

RuleResult judge(const RuleInput &input, const RuleParams &p, std::initializer_list<GpuTimeKind> kinds,
    const std::string &what, GpuTimeKind adviceKind)
{
    const Worst w = worstOf(input.gpuTime, kinds);
    const double threshold = p.number("threshold");
    RuleResult r;
    addEvidence(r, w, what);
    r.verdict = w.share >= threshold && w.totalNs > 0 ? Verdict::Triggered : Verdict::Ok;
    r.reason = what + " took " + formatNumber(w.share, 1) + "% of the GPU time of " + deviceName(*w.device)
        + ", the worst of " + std::to_string(input.gpuTime.size()) + " device(s) (threshold "
        + formatNumber(threshold) + "%).";
    return adviseIfTriggered(std::move(r), std::string(adviceFor(adviceKind)));
}

} // namespace

RuleResult dataLoaderStall(const RuleInput &input, const RuleParams &p)
{
    if (input.gpuTime.empty())
        return notApplicable(kNoGpu);
    if (!input.hasGetNextCalls)
        return notApplicable(
            "The profile has no data-loader calls (enumerate(DataLoader)#..., DataLoaderIterNext), "
            "so waits for the data loader cannot be told apart.");
    RuleResult r = judge(
        input, p, { GpuTimeKind::DataLoader }, "Idle waiting for the data loader", GpuTimeKind::DataLoader);
    const Worst w = worstOf(input.gpuTime, { GpuTimeKind::DataLoader });
    const double stallMs = p.number("stall_ms");
    if (r.verdict == Verdict::Ok && w.longestOn && ms(w.longest.length()) >= stallMs
        && w.longest.length() > 0) {
        r.verdict = Verdict::Triggered;
        r.advice = std::string(adviceFor(GpuTimeKind::DataLoader));
    }
    r.reason += " The longest single wait lasted " + formatNumber(ms(w.longest.length()), 3)
        + " ms (stall_ms " + formatNumber(stallMs) + ").";
    return r;
}

RuleResult hostBound(const RuleInput &input, const RuleParams &p)
{
    if (input.gpuTime.empty())
        return notApplicable(kNoGpu);
    if (!causesKnown(input))
        return notApplicable(kNoLinks);
    return judge(input, p, { GpuTimeKind::Launch, GpuTimeKind::HostOps, GpuTimeKind::HostOther },
        "Idle waiting for the host to launch work (launch, host_ops, host_other)", GpuTimeKind::HostOps);
}

RuleResult syncStall(const RuleInput &input, const RuleParams &p)
{
    if (input.gpuTime.empty())
        return notApplicable(kNoGpu);
    if (!causesKnown(input))
        return notApplicable(kNoLinks);
    return judge(input, p, { GpuTimeKind::Sync }, "Idle while the host synchronized", GpuTimeKind::Sync);
}

RuleResult exposedCommunication(const RuleInput &input, const RuleParams &p)
{
    if (input.gpuTime.empty())
        return notApplicable(kNoGpu);
    bool comm = false;
    for (const DeviceGpuTime &d : input.gpuTime)
        comm = comm || d.total.commNs > 0;
    if (!comm)
        return notApplicable("The profile has no communication kernels (NCCL/RCCL).");
    return judge(input, p, { GpuTimeKind::ExposedComm }, "Communication not hidden behind computation",
        GpuTimeKind::ExposedComm);
}

} // namespace stepline::rules
