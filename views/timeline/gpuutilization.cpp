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
        auto &list = intervals[{t.rank, device}];
        for (uint32_t i = t.sliceBegin; i < t.sliceEnd; ++i) {
            if (isGpuActivity(s.kind[i]))
                list.push_back({s.ts[i], s.end(i)});
        }
    }
    for (auto &[key, list] : intervals) {
        std::sort(list.begin(), list.end());
        Gpu gpu;
        gpu.rank = key.first;
        gpu.device = key.second;
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
        m_gpus.push_back(std::move(gpu));
    }
}

int GpuUtilization::indexOf(uint32_t rank, int32_t device) const
{
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        if (m_gpus[i].rank == rank && m_gpus[i].device == device)
            return int(i);
    }
    return -1;
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
