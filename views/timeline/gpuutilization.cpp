#include "gpuutilization.h"

namespace stepline {

void GpuUtilization::build(const Profile &profile)
{
    m_gpus = gpuBusyIntervals(profile);
    m_cpus = hostBusyIntervals(profile);
}

int GpuUtilization::indexOf(uint32_t rank, int32_t device) const
{
    for (size_t i = 0; i < m_gpus.size(); ++i) {
        if (m_gpus[i].rankIndex == rank && m_gpus[i].device == device)
            return int(i);
    }
    return -1;
}

int GpuUtilization::indexOfCpu(uint32_t rank) const
{
    for (size_t i = 0; i < m_cpus.size(); ++i) {
        if (m_cpus[i].rankIndex == rank)
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
