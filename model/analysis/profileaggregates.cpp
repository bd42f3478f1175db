#include "profileaggregates.h"

#include "annotations.h"
#include "gputime.h"
#include "kernelstats.h"
#include "operators.h"
#include "opperf.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>

namespace stepline {

namespace {

template <typename Stat>
std::vector<NamedTotal> byName(const Profile &profile, const std::vector<Stat> &stats)
{
    std::vector<NamedTotal> out;
    out.reserve(stats.size());
    for (const Stat &s : stats)
        out.push_back({ std::string(profile.str(s.name)), s.count, s.totalNs });
    std::sort(
        out.begin(), out.end(), [](const NamedTotal &a, const NamedTotal &b) { return a.name < b.name; });
    return out;
}

size_t stringBytes(const std::string &s)
{
    // Short strings live inside the object (libstdc++: up to 15 characters).
    return s.capacity() > 15 ? s.capacity() + 1 : 0;
}

size_t tableBytes(const std::vector<NamedTotal> &rows)
{
    size_t bytes = rows.capacity() * sizeof(NamedTotal);
    for (const NamedTotal &row : rows)
        bytes += stringBytes(row.name);
    return bytes;
}

} // namespace

size_t ProfileAggregates::stepCount() const
{
    size_t n = 0;
    for (const Rank &r : ranks)
        n += r.stepNs.size();
    return n;
}

size_t ProfileAggregates::memoryBytes() const
{
    size_t bytes = sizeof(*this) + stringBytes(name) + stringBytes(path) + stringBytes(format);
    bytes += ranks.capacity() * sizeof(Rank);
    for (const Rank &r : ranks)
        bytes += r.stepNs.capacity() * sizeof(int64_t);
    return bytes + tableBytes(kernels) + tableBytes(operators) + tableBytes(annotations) + why.memoryBytes();
}

ProfileAggregates computeAggregates(
    const Profile &profile, const std::string &path, const PeakOverride &peaks)
{
    ProfileAggregates out;
    out.name = profile.job().name;
    out.path = path.empty() ? profile.job().path : path;
    out.format = profile.job().format;
    std::vector<uint32_t> order(profile.ranks().size());
    for (uint32_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::stable_sort(order.begin(), order.end(),
        [&profile](uint32_t a, uint32_t b) { return profile.ranks()[a].rank < profile.ranks()[b].rank; });
    std::vector<size_t> slotOfIndex(order.size());
    for (uint32_t index : order) {
        const RankInfo &info = profile.ranks()[index];
        slotOfIndex[index] = out.ranks.size();
        out.ranks.push_back({ info.rank, info.windowEndNs - info.windowStartNs, {} });
    }
    // The whole job, its filter and device index built once for every analysis below.
    const ScopedProfile job(profile, Scope::job());
    // hostSteps is sorted by (rank, ts): each rank's list comes out in start order.
    for (const Step &step : hostSteps(job))
        out.ranks[slotOfIndex[step.rankIndex]].stepNs.push_back(step.durNs);
    out.kernels = byName(profile, kernelStats(job).byName);
    out.operators = byName(profile, operatorStats(profile));
    out.annotations = byName(profile, annotationStats(profile));
    out.opPerf = opPerfTotals(profile, analyzeOpPerf(job, peaks));
    const GpuTimeAnalysis gpu = analyzeGpuTime(job);
    if (!gpu.devices.empty()) {
        ProfileAggregates::GpuTime g;
        g.devices = gpu.devices.size();
        for (const DeviceGpuTime &d : gpu.devices)
            g.spans += d.total;
        g.deviceSteps = gpu.steps.size();
        for (const StepGpuTime &st : gpu.steps)
            g.steps += st.time;
        out.gpuTime = g;
    }
    out.why = computeDiffInputs(job);
    return out;
}

} // namespace stepline
