#include "gpuutilization.h"

#include <algorithm>
#include <map>

namespace stepline {

namespace {

// Busy ns of the intervals before t (t may fall inside one).
int64_t busyBeforeTime(const GpuUtilization::Gpu &g, int64_t t)
{
    const auto it = std::upper_bound(g.starts.begin(), g.starts.end(), t);
    const size_t i = size_t(it - g.starts.begin()); // intervals [0, i) start at or before t
    if (i == 0)
        return 0;
    return g.busyBefore[i - 1] + std::min(g.ends[i - 1], t) - g.starts[i - 1];
}

// Merges (from, to) intervals into the disjoint sorted form with running busy sums.
GpuUtilization::Gpu unionOf(uint32_t rank, int32_t device, std::vector<std::pair<int64_t, int64_t>> &list)
{
    std::sort(list.begin(), list.end());
    GpuUtilization::Gpu gpu;
    gpu.rank = rank;
    gpu.device = device;
    int64_t total = 0;
    for (const auto &[from, to] : list) {
        if (!gpu.ends.empty() && from <= gpu.ends.back()) {
            if (to > gpu.ends.back()) {
                total += to - gpu.ends.back();
                gpu.ends.back() = to;
            }
            continue;
        }
        gpu.busyBefore.push_back(total);
        gpu.starts.push_back(from);
        gpu.ends.push_back(to);
        total += to - from;
    }
    return gpu;
}

} // namespace

int64_t GpuUtilization::Gpu::busyIn(int64_t fromNs, int64_t toNs) const
{
    if (toNs <= fromNs || starts.empty())
        return 0;
    return busyBeforeTime(*this, toNs) - busyBeforeTime(*this, fromNs);
}

int64_t GpuUtilization::Gpu::busyUntil(int64_t t, size_t *cursor) const
{
    const size_t n = starts.size();
    size_t lo = std::min(*cursor, n), step = 1;
    while (lo + step <= n && starts[lo + step - 1] <= t) {
        lo += step;
        step *= 2;
    }
    const size_t hi = std::min(n, lo + step - 1);
    const size_t i = size_t(std::upper_bound(starts.begin() + lo, starts.begin() + hi, t) - starts.begin());
    *cursor = i;
    if (i == 0)
        return 0;
    return busyBefore[i - 1] + std::min(ends[i - 1], t) - starts[i - 1];
}

void GpuUtilization::build(const Profile &profile)
{
    m_gpus.clear();
    std::map<std::pair<uint32_t, int32_t>, std::vector<std::pair<int64_t, int64_t>>> intervals;
    const SliceTable &s = profile.slices();
    for (const Track &t : profile.tracks()) {
        if (t.kind != TrackKind::GpuStream)
            continue;
        const int32_t device = t.device >= 0 ? t.device : int32_t(profile.process(t.process).pid);
        auto &list = intervals[{ t.rank, device }];
        for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i) {
            if (isGpuActivity(s.kind[i]))
                list.push_back({ s.ts[i], s.end(i) });
        }
    }
    for (auto &[key, list] : intervals)
        m_gpus.push_back(unionOf(key.first, key.second, list));

    m_cpus.clear();
    std::map<uint32_t, std::vector<std::pair<int64_t, int64_t>>> hostIntervals;
    for (const Track &t : profile.tracks()) {
        // Host events as METRICS.md defines them (as the dashboard's CPU figures count them): CPU
        // thread rows only (the loader puts host events there, whatever pid Kineto gave them),
        // without Trace spans (they cover the whole job) or GPU-side events.
        if (t.kind != TrackKind::CpuThread)
            continue;
        auto &list = hostIntervals[t.rank];
        // Nested slices lie inside their parents, but lane-split partial overlaps sit at other
        // depths, so every depth takes part in the union.
        for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i) {
            if (s.kind[i] != EventKind::TraceSpan && !isGpuSide(s.kind[i]))
                list.push_back({ s.ts[i], s.end(i) });
        }
    }
    for (auto &[rank, list] : hostIntervals)
        m_cpus.push_back(unionOf(rank, -1, list));
}

int GpuUtilization::indexOf(uint32_t rank, int32_t device) const
{
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        if (m_gpus[i].rank == rank && m_gpus[i].device == device)
            return int(i);
    }
    return -1;
}

int GpuUtilization::indexOfCpu(uint32_t rank) const
{
    for (size_t i = 0; i < m_cpus.size(); ++i) {
        if (m_cpus[i].rank == rank)
            return int(i);
    }
    return -1;
}

double GpuUtilization::cpuUtilization(int cpu, int64_t fromNs, int64_t toNs) const
{
    if (toNs <= fromNs || cpu < 0 || cpu >= int(m_cpus.size()))
        return 0.0;
    return double(m_cpus[size_t(cpu)].busyIn(fromNs, toNs)) / double(toNs - fromNs);
}

double GpuUtilization::utilization(int gpu, int64_t fromNs, int64_t toNs) const
{
    if (toNs <= fromNs || m_gpus.empty())
        return 0.0;
    const double span = double(toNs - fromNs);
    if (gpu >= 0)
        return gpu < int(m_gpus.size()) ? double(m_gpus[size_t(gpu)].busyIn(fromNs, toNs)) / span : 0.0;
    double sum = 0;
    for (const Gpu &g : m_gpus)
        sum += double(g.busyIn(fromNs, toNs));
    return sum / (span * double(m_gpus.size()));
}

} // namespace stepline
