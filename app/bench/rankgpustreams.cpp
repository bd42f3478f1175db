#include "rankwriter.h"

#include "jsontext.h"

#include <algorithm>

namespace stepline::tracegen {

// A runtime call on thread t that enqueues one GPU op on `stream`; returns the op's index.
size_t RankWriter::launch(HostThread &t, const char *api, int cbid, Gpu kind, std::string name, int64_t durNs,
    int64_t stream, std::string extraArgs, int64_t notBeforeNs)
{
    const uint64_t corr = m_correlation++;
    const uint64_t ext = t.externalIds.empty() ? 0 : t.externalIds.back();
    TraceEvent r;
    r.cat = "cuda_runtime";
    r.name = api;
    r.pid = m_pid;
    r.tid = t.tid;
    r.tsNs = t.cursorNs;
    r.durNs = m_rng.range(3500, 9000);
    json::appendMember(r.args, "External id", int64_t(ext), true);
    json::appendMember(r.args, "cbid", cbid);
    json::appendMember(r.args, "correlation", int64_t(corr));
    r.flowId = corr;
    const int64_t ready = r.tsNs + m_rng.range(4000, 14000);
    m_host.push_back(std::move(r));
    t.cursorNs += m_host.back().durNs;

    int64_t &free = m_streamFree[stream == kComputeStream ? 0 : 1];
    TraceEvent g;
    g.gpu = true;
    g.cat = kind == Gpu::Kernel ? "kernel" : kind == Gpu::Memcpy ? "gpu_memcpy" : "gpu_memset";
    g.name = std::move(name);
    g.pid = m_device;
    g.tid = stream;
    g.tsNs = std::max({ ready, free + m_rng.range(1000, 2500), notBeforeNs });
    g.durNs = durNs;
    if (m_joinNextKernel) {
        // A synchronised all-reduce: durNs is its transfer, which starts when the last rank arrived.
        m_joinNextKernel = false;
        const int64_t join = nextJoinNs(g.tsNs);
        if (m_rank == m_o.onTimeRank)
            g.tsNs = std::min(g.tsNs, join); // it arrives no later than the others' last arrival
        g.durNs += std::max<int64_t>(0, join - g.tsNs);
    }
    g.flowId = corr;
    json::appendMember(g.args, "External id", int64_t(ext), true);
    if (kind == Gpu::Kernel) {
        json::appendKey(g.args, "queued");
        g.args += '0';
    }
    json::appendMember(g.args, "device", m_device);
    json::appendKey(g.args, "context");
    g.args += '1';
    json::appendMember(g.args, "stream", stream);
    json::appendMember(g.args, "correlation", int64_t(corr));
    g.args += extraArgs;
    free = g.tsNs + g.durNs;
    if (stream == kComputeStream) {
        m_stepGpuBegin = std::min(m_stepGpuBegin, g.tsNs);
        m_stepGpuEnd = std::max(m_stepGpuEnd, free);
    }
    ++m_stats.launches;
    m_gpu.push_back(std::move(g));
    return m_gpu.size() - 1;
}

void RankWriter::kernel(HostThread &t, const KernelSpec &k, int64_t durNs, int64_t stream,
    const std::string &extra, int64_t notBeforeNs)
{
    std::string a;
    json::appendMember(a, "registers per thread", k.registers);
    json::appendMember(a, "shared memory", k.sharedMemory);
    json::appendKey(a, "blocks per SM");
    json::appendFixed(a, k.grid, m_spec->sms, 6);
    json::appendKey(a, "warps per SM");
    json::appendFixed(a, int64_t(k.grid) * (k.block / 32), m_spec->sms, 6);
    json::appendKey(a, "grid");
    a += '[';
    json::appendInt(a, k.grid);
    a += ", 1, 1]";
    json::appendKey(a, "block");
    a += '[';
    json::appendInt(a, k.block);
    a += ", 1, 1]";
    json::appendMember(a, "est. achieved occupancy %", k.occupancy);
    a += extra;
    const bool straggling = m_o.stragglerPercent > 0 && stream == kComputeStream;
    if (straggling && m_rank == m_o.stragglerRank)
        durNs += durNs * m_o.stragglerPercent / 100;
    const int64_t streamFreeBefore = m_streamFree[0];
    launch(t, "cudaLaunchKernel", 211, Gpu::Kernel, k.name, m_rng.jitter(durNs, 8), stream, std::move(a),
        notBeforeNs);
    if (straggling && m_rank != m_o.stragglerRank) {
        // The straggler runs the same kernel stragglerPercent longer. Its delay grows with every
        // kernel and shrinks where this stream sat idle (waiting for the host), which the straggler
        // spends catching up instead.
        const TraceEvent &g = m_gpu.back();
        const int64_t idle = std::max<int64_t>(0, g.tsNs - streamFreeBefore);
        m_stragglerLagNs
            = std::max<int64_t>(0, m_stragglerLagNs - idle) + g.durNs * m_o.stragglerPercent / 100;
    }
    ++m_stats.kernels;
    m_stats.kernelNs += m_gpu.back().durNs;
}

void RankWriter::memcpy(HostThread &t, const char *name, int64_t bytes, int64_t bytesPerUs)
{
    std::string a;
    const int64_t dur = std::max<int64_t>(1200, bytes * 1000 / bytesPerUs);
    json::appendMember(a, "bytes", bytes);
    json::appendKey(a, "memory bandwidth (GB/s)");
    json::appendFixed(a, bytes, dur, 6);
    launch(t, "cudaMemcpyAsync", 41, Gpu::Memcpy, name, dur, kComputeStream, std::move(a));
    ++m_stats.memcpys;
    m_stats.memcpyNs += dur;
}

void RankWriter::memset(HostThread &t, int64_t bytes)
{
    std::string a;
    const int64_t dur = std::max<int64_t>(1500, bytes / 400);
    json::appendMember(a, "bytes", bytes);
    json::appendKey(a, "memory bandwidth (GB/s)");
    json::appendFixed(a, bytes, dur, 6);
    launch(t, "cudaMemsetAsync", 51, Gpu::Memset, "Memset (Device)", dur, kComputeStream, std::move(a));
    ++m_stats.memsets;
    m_stats.memsetNs += dur;
}

// cudaStreamSynchronize: the host blocks until the compute stream drains; CUPTI records the
// wait as a cuda_sync event on the "stream 7 (sync)" row.
void RankWriter::streamSync(HostThread &t)
{
    const uint64_t corr = m_correlation++;
    const uint64_t ext = t.externalIds.empty() ? 0 : t.externalIds.back();
    TraceEvent r;
    r.cat = "cuda_runtime";
    r.name = "cudaStreamSynchronize";
    r.pid = m_pid;
    r.tid = t.tid;
    r.tsNs = t.cursorNs;
    r.durNs = std::max<int64_t>(m_rng.range(2500, 5000), m_streamFree[0] - r.tsNs + m_rng.range(1500, 4000));
    json::appendMember(r.args, "External id", int64_t(ext), true);
    json::appendKey(r.args, "cbid");
    r.args += "131";
    json::appendMember(r.args, "correlation", int64_t(corr));
    r.flowId = corr;

    TraceEvent g;
    g.gpu = true;
    g.cat = "cuda_sync";
    g.name = "Stream Sync";
    g.pid = m_device;
    g.tid = kSyncTidOffset + kComputeStream;
    g.tsNs = r.tsNs + m_rng.range(800, 1500);
    g.durNs = std::max<int64_t>(500, r.tsNs + r.durNs - 700 - g.tsNs);
    g.flowId = corr;
    json::appendMember(g.args, "External id", int64_t(ext), true);
    json::appendKey(g.args, "cuda_sync_kind");
    g.args += "\"Stream Sync\"";
    json::appendMember(g.args, "stream", kComputeStream);
    json::appendMember(g.args, "correlation", int64_t(corr));
    json::appendMember(g.args, "device", m_device);
    json::appendKey(g.args, "context");
    g.args += '1';
    t.cursorNs += r.durNs;
    ++m_stats.syncs;
    ++m_stats.launches;
    m_stats.syncNs += g.durNs;
    m_host.push_back(std::move(r));
    m_gpu.push_back(std::move(g));
}

void RankWriter::gpuAnnotation(
    std::string name, uint64_t externalId, int64_t stream, int64_t tsNs, int64_t endNs)
{
    TraceEvent g;
    g.gpu = true;
    g.cat = "gpu_user_annotation";
    g.name = std::move(name);
    g.pid = m_device;
    g.tid = stream;
    g.tsNs = tsNs;
    g.durNs = endNs - tsNs;
    json::appendMember(g.args, "External id", int64_t(externalId), true);
    m_gpu.push_back(std::move(g));
}

} // namespace stepline::tracegen
