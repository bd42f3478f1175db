#include "tracegenerator.h"

#include "gzipdevice.h"
#include "kernelcatalog.h"
#include "jsontext.h"
#include "splitmix64.h"

#include <QDateTime>
#include <QDir>
#include <QBuffer>
#include <QFile>
#include <QIODevice>

#include <algorithm>
#include <string>
#include <vector>

namespace stepline {

namespace {

constexpr int64_t kUs = 1000; // ns per microsecond
constexpr int64_t kComputeStream = 7;
constexpr int64_t kNcclStream = 20;
constexpr int64_t kSyncTidOffset = 1000000; // Kineto moves stream syncs to tid stream + 1e6
constexpr size_t kFlushBytes = 1 << 20;
constexpr int kLayersPerBucket = 6;         // DDP gradient bucket = this many layers

// The first day of the quarter containing absNs, like Kineto's baseTimeNanoseconds.
int64_t quarterStartNs(int64_t absNs)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(absNs / 1000000, Qt::UTC);
    const int month = (t.date().month() - 1) / 3 * 3 + 1;
    const QDateTime q(QDate(t.date().year(), month, 1), QTime(0, 0), Qt::UTC);
    return q.toMSecsSinceEpoch() * 1000000;
}

uint64_t mix(uint64_t a, uint64_t b)
{
    SplitMix64 r(a * 0x9e3779b97f4a7c15ULL ^ (b + 0x632be59bd9b4e019ULL));
    return r.next();
}

// Ranks do not start at the same instant: a node-dependent and a per-rank offset.
int64_t rankStartOffsetNs(const TraceGenerator::Options &o, int rank)
{
    const int node = rank / std::max(1, o.gpusPerNode);
    const int local = rank % std::max(1, o.gpusPerNode);
    return node * 137 * kUs + local * 23 * kUs + int64_t(mix(o.seed, uint64_t(rank) + 5) % 50000);
}

// One trace event of the current step, rendered when the step is flushed.
struct Event
{
    char ph = 'X';
    const char *cat = "";
    std::string name;
    int64_t pid = 0;
    int64_t tid = 0;
    int64_t tsNs = 0;  // relative to baseTimeNanoseconds
    int64_t durNs = 0;
    std::string args;  // inner text of the args object, "" for none
    uint64_t flowId = 0; // ac2g flow written right after this event (s for host, f for GPU)
    bool gpu = false;
};

struct HostThread
{
    int64_t tid = 0;
    int64_t cursorNs = 0;
    struct Open
    {
        bool python;
        size_t index;
    };
    std::vector<Open> stack;
    std::vector<uint64_t> externalIds; // innermost framework op last
    std::vector<uint64_t> pythonIds;
};

// Simulates one rank and writes its file. All times are ns relative to the base.
class RankWriter
{
public:
    RankWriter(QIODevice &out, const TraceGenerator::Options &options, int rank)
        : m_out(out), m_o(options), m_rank(rank), m_rng(mix(options.seed, uint64_t(rank) + 1))
    {
        m_device = rank % std::max(1, options.gpusPerNode);
        m_pid = TraceGenerator::hostPid(options, rank);
        m_baseNs = quarterStartNs(options.startAbsNs);
        m_spec = &deviceSpec(options.gpu);
        m_layers = buildModel(options.seed, std::max(4, options.layers), m_spec->sms);
        m_startNs = options.startAbsNs - m_baseNs + rankStartOffsetNs(options, rank);
        m_main.tid = m_pid;
        m_main.cursorNs = m_startNs;
        m_autograd.tid = m_pid + 5 + int64_t(mix(options.seed, 77) % 40);
        m_autograd.cursorNs = m_startNs;
        for (int w = 0; w < std::max(0, options.dataLoaderWorkers); ++w) {
            HostThread t;
            t.tid = m_autograd.tid + 3 + w;
            t.cursorNs = m_startNs;
            m_workers.push_back(t);
        }
        m_streamFree[0] = m_streamFree[1] = m_startNs;
        m_correlation = 1 + mix(options.seed, uint64_t(rank) + 99) % 500;
        m_stats.startAbsNs = m_stats.endAbsNs = m_baseNs + m_startNs;
    }

    TraceGenerator::RankStats run()
    {
        writeHeader();
        int outlier = m_o.outlierStep;
        if (outlier == -2)
            outlier = m_o.targetEvents > 0 ? 5 : m_o.steps / 2 + 1;
        for (int step = 0;; ++step) {
            if (m_o.targetEvents > 0) {
                if (step > 0 && m_stats.events() >= m_o.targetEvents)
                    break;
            } else if (step >= std::max(1, m_o.steps)) {
                break;
            }
            simulateStep(step, step == outlier);
            flushStep();
            if (m_failed)
                return m_stats;
        }
        writeFooter();
        flush(true);
        m_stats.ok = !m_failed;
        return m_stats;
    }

private:
    // ---- host events ---------------------------------------------------------------------

    void advance(HostThread &t, int64_t lo, int64_t hi) { t.cursorNs += m_rng.range(lo, hi); }

    std::string frameworkArgs(uint64_t externalId, const char *extra = nullptr)
    {
        std::string a;
        json::appendKey(a, "External id", true);
        json::appendInt(a, int64_t(externalId));
        json::appendKey(a, "Record function id");
        a += '0';
        if (extra)
            a += extra;
        json::appendKey(a, "Ev Idx");
        json::appendInt(a, int64_t(m_evIdx++));
        return a;
    }

    // Opens a cpu_op or user_annotation on thread t at its cursor.
    void open(HostThread &t, const char *cat, std::string name, const char *extraArgs = nullptr)
    {
        const uint64_t ext = m_externalId++;
        Event e;
        e.cat = cat;
        e.name = std::move(name);
        e.pid = m_pid;
        e.tid = t.tid;
        e.tsNs = t.cursorNs;
        e.args = frameworkArgs(ext, extraArgs);
        t.stack.push_back({false, m_host.size()});
        t.externalIds.push_back(ext);
        m_host.push_back(std::move(e));
        advance(t, 800, 3000);
    }

    void openPython(HostThread &t, std::string name)
    {
        if (!m_o.pythonFunctions)
            return;
        const uint64_t id = m_pythonId++;
        Event e;
        e.cat = "python_function";
        e.name = std::move(name);
        e.pid = m_pid;
        e.tid = t.tid;
        e.tsNs = t.cursorNs;
        json::appendKey(e.args, "Python parent id", true);
        if (t.pythonIds.empty())
            e.args += "null";
        else
            json::appendInt(e.args, int64_t(t.pythonIds.back()));
        json::appendKey(e.args, "Python id");
        json::appendInt(e.args, int64_t(id));
        json::appendKey(e.args, "Python thread");
        json::appendInt(e.args, t.tid == m_main.tid ? 0 : 1);
        json::appendKey(e.args, "Ev Idx");
        json::appendInt(e.args, int64_t(m_evIdx++));
        t.stack.push_back({true, m_python.size()});
        t.pythonIds.push_back(id);
        m_python.push_back(std::move(e));
        advance(t, 300, 1200);
    }

    void close(HostThread &t)
    {
        advance(t, 400, 1800);
        const HostThread::Open top = t.stack.back();
        t.stack.pop_back();
        Event &e = top.python ? m_python[top.index] : m_host[top.index];
        e.durNs = t.cursorNs - e.tsNs;
        if (top.python)
            t.pythonIds.pop_back();
        else
            t.externalIds.pop_back();
    }

    void closePython(HostThread &t)
    {
        if (m_o.pythonFunctions)
            close(t);
    }

    void memoryInstant(HostThread &t, int64_t bytes)
    {
        m_allocated = std::max<int64_t>(0, m_allocated + bytes);
        Event e;
        e.ph = 'i';
        e.cat = "cpu_instant_event";
        e.name = "[memory]";
        e.pid = m_pid;
        e.tid = t.tid;
        e.tsNs = t.cursorNs;
        json::appendKey(e.args, "Total Reserved", true);
        json::appendInt(e.args, (m_allocated / (2 << 20) + 1) * (2 << 20) + (64 << 20));
        json::appendKey(e.args, "Total Allocated");
        json::appendInt(e.args, m_allocated);
        json::appendKey(e.args, "Bytes");
        json::appendInt(e.args, bytes);
        json::appendKey(e.args, "Addr");
        json::appendInt(e.args, 139870000000000LL + int64_t(m_rng.range(0, 1 << 30)) * 512);
        json::appendKey(e.args, "Device Id");
        json::appendInt(e.args, m_device);
        json::appendKey(e.args, "Device Type");
        e.args += '1';
        json::appendKey(e.args, "Ev Idx");
        json::appendInt(e.args, int64_t(m_evIdx++));
        m_host.push_back(std::move(e));
    }

    // ---- launches and GPU activity ----------------------------------------------------------

    enum class Gpu { Kernel, Memcpy, Memset };

    // A runtime call on thread t that enqueues one GPU op on `stream`; returns the op's index.
    size_t launch(HostThread &t, const char *api, int cbid, Gpu kind, std::string name, int64_t durNs,
                  int64_t stream, std::string extraArgs, int64_t notBeforeNs = 0)
    {
        const uint64_t corr = m_correlation++;
        const uint64_t ext = t.externalIds.empty() ? 0 : t.externalIds.back();
        Event r;
        r.cat = "cuda_runtime";
        r.name = api;
        r.pid = m_pid;
        r.tid = t.tid;
        r.tsNs = t.cursorNs;
        r.durNs = m_rng.range(3500, 9000);
        json::appendKey(r.args, "External id", true);
        json::appendInt(r.args, int64_t(ext));
        json::appendKey(r.args, "cbid");
        json::appendInt(r.args, cbid);
        json::appendKey(r.args, "correlation");
        json::appendInt(r.args, int64_t(corr));
        r.flowId = corr;
        const int64_t ready = r.tsNs + m_rng.range(4000, 14000);
        m_host.push_back(std::move(r));
        t.cursorNs += m_host.back().durNs;

        int64_t &free = m_streamFree[stream == kComputeStream ? 0 : 1];
        Event g;
        g.gpu = true;
        g.cat = kind == Gpu::Kernel ? "kernel" : kind == Gpu::Memcpy ? "gpu_memcpy" : "gpu_memset";
        g.name = std::move(name);
        g.pid = m_device;
        g.tid = stream;
        g.tsNs = std::max({ready, free + m_rng.range(1000, 2500), notBeforeNs});
        g.durNs = durNs;
        g.flowId = corr;
        json::appendKey(g.args, "External id", true);
        json::appendInt(g.args, int64_t(ext));
        if (kind == Gpu::Kernel) {
            json::appendKey(g.args, "queued");
            g.args += '0';
        }
        json::appendKey(g.args, "device");
        json::appendInt(g.args, m_device);
        json::appendKey(g.args, "context");
        g.args += '1';
        json::appendKey(g.args, "stream");
        json::appendInt(g.args, stream);
        json::appendKey(g.args, "correlation");
        json::appendInt(g.args, int64_t(corr));
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

    void kernel(HostThread &t, const KernelSpec &k, int64_t durNs, int64_t stream = kComputeStream,
                const std::string &extra = {}, int64_t notBeforeNs = 0)
    {
        std::string a;
        json::appendKey(a, "registers per thread");
        json::appendInt(a, k.registers);
        json::appendKey(a, "shared memory");
        json::appendInt(a, k.sharedMemory);
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
        json::appendKey(a, "est. achieved occupancy %");
        json::appendInt(a, k.occupancy);
        a += extra;
        launch(t, "cudaLaunchKernel", 211, Gpu::Kernel, k.name, m_rng.jitter(durNs, 8), stream,
               std::move(a), notBeforeNs);
        ++m_stats.kernels;
        m_stats.kernelNs += m_gpu.back().durNs;
    }

    void memcpy(HostThread &t, const char *name, int64_t bytes, int64_t bytesPerUs)
    {
        std::string a;
        const int64_t dur = std::max<int64_t>(1200, bytes * 1000 / bytesPerUs);
        json::appendKey(a, "bytes");
        json::appendInt(a, bytes);
        json::appendKey(a, "memory bandwidth (GB/s)");
        json::appendFixed(a, bytes, dur, 6);
        launch(t, "cudaMemcpyAsync", 41, Gpu::Memcpy, name, dur, kComputeStream, std::move(a));
        ++m_stats.memcpys;
        m_stats.memcpyNs += dur;
    }

    void memset(HostThread &t, int64_t bytes)
    {
        std::string a;
        const int64_t dur = std::max<int64_t>(1500, bytes / 400);
        json::appendKey(a, "bytes");
        json::appendInt(a, bytes);
        json::appendKey(a, "memory bandwidth (GB/s)");
        json::appendFixed(a, bytes, dur, 6);
        launch(t, "cudaMemsetAsync", 51, Gpu::Memset, "Memset (Device)", dur, kComputeStream,
               std::move(a));
        ++m_stats.memsets;
        m_stats.memsetNs += dur;
    }

    // cudaStreamSynchronize: the host blocks until the compute stream drains; CUPTI records the
    // wait as a cuda_sync event on the "stream 7 (sync)" row.
    void streamSync(HostThread &t)
    {
        const uint64_t corr = m_correlation++;
        const uint64_t ext = t.externalIds.empty() ? 0 : t.externalIds.back();
        Event r;
        r.cat = "cuda_runtime";
        r.name = "cudaStreamSynchronize";
        r.pid = m_pid;
        r.tid = t.tid;
        r.tsNs = t.cursorNs;
        r.durNs = std::max<int64_t>(m_rng.range(2500, 5000), m_streamFree[0] - r.tsNs + m_rng.range(1500, 4000));
        json::appendKey(r.args, "External id", true);
        json::appendInt(r.args, int64_t(ext));
        json::appendKey(r.args, "cbid");
        r.args += "131";
        json::appendKey(r.args, "correlation");
        json::appendInt(r.args, int64_t(corr));
        r.flowId = corr;

        Event g;
        g.gpu = true;
        g.cat = "cuda_sync";
        g.name = "Stream Sync";
        g.pid = m_device;
        g.tid = kSyncTidOffset + kComputeStream;
        g.tsNs = r.tsNs + m_rng.range(800, 1500);
        g.durNs = std::max<int64_t>(500, r.tsNs + r.durNs - 700 - g.tsNs);
        g.flowId = corr;
        json::appendKey(g.args, "External id", true);
        json::appendInt(g.args, int64_t(ext));
        json::appendKey(g.args, "cuda_sync_kind");
        g.args += "\"Stream Sync\"";
        json::appendKey(g.args, "stream");
        json::appendInt(g.args, kComputeStream);
        json::appendKey(g.args, "correlation");
        json::appendInt(g.args, int64_t(corr));
        json::appendKey(g.args, "device");
        json::appendInt(g.args, m_device);
        json::appendKey(g.args, "context");
        g.args += '1';
        t.cursorNs += r.durNs;
        ++m_stats.syncs;
        ++m_stats.launches;
        m_stats.syncNs += g.durNs;
        m_host.push_back(std::move(r));
        m_gpu.push_back(std::move(g));
    }

    void gpuAnnotation(std::string name, uint64_t externalId, int64_t stream, int64_t tsNs, int64_t endNs)
    {
        Event g;
        g.gpu = true;
        g.cat = "gpu_user_annotation";
        g.name = std::move(name);
        g.pid = m_device;
        g.tid = stream;
        g.tsNs = tsNs;
        g.durNs = endNs - tsNs;
        json::appendKey(g.args, "External id", true);
        json::appendInt(g.args, int64_t(externalId));
        m_gpu.push_back(std::move(g));
    }

    // ---- the training step ------------------------------------------------------------------

    void simulateStep(int step, bool outlier)
    {
        HostThread &M = m_main;
        const int64_t stepStart = M.cursorNs;
        m_stepGpuBegin = INT64_MAX;
        m_stepGpuEnd = 0;
        const std::string stepName = "ProfilerStep#" + std::to_string(m_o.firstStepNumber + step);
        open(M, "user_annotation", stepName);
        const uint64_t stepExternalId = M.externalIds.back();
        ++m_stats.steps;
        openPython(M, "train.py(64): train_step");

        // Data loading: a worker thread collates the batch ahead of time (prefetch); GetNext
        // returns once it is ready. On the outlier step the worker is slow and the main thread
        // stalls in GetNext for several normal step lengths.
        const int64_t stall = outlier ? m_rng.range(3, 4) * m_typicalStepNs + 2000 * kUs : 0;
        int64_t batchReadyNs = 0;
        if (!m_workers.empty())
            batchReadyNs = workerFetch(m_workers[size_t(step) % m_workers.size()], stepStart, stall);
        open(M, "user_annotation", "enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__");
        openPython(M, "torch/utils/data/dataloader.py(630): __next__");
        advance(M, 40 * kUs, 120 * kUs);
        M.cursorNs = std::max(M.cursorNs, batchReadyNs + m_rng.range(15, 40) * kUs);
        if (m_workers.empty())
            M.cursorNs += stall;
        closePython(M);
        close(M);

        // Host to device copy of the batch (pinned memory).
        const int64_t batchBytes = 4816896LL * m_rng.range(2, 3);
        open(M, "cpu_op", "aten::to");
        open(M, "cpu_op", "aten::_to_copy");
        open(M, "cpu_op", "aten::copy_");
        memcpy(M, "Memcpy HtoD (Pinned -> Device)", batchBytes, 20000);
        close(M);
        close(M);
        close(M);
        memoryInstant(M, batchBytes);

        open(M, "user_annotation", "## forward ##");
        openPython(M, "torch/nn/modules/module.py(1527): _call_impl");
        openPython(M, "torchvision/models/resnet.py(285): forward");
        for (const LayerSpec &layer : m_layers)
            forwardLayer(M, layer);
        closePython(M);
        closePython(M);
        close(M);
        memoryInstant(M, 96LL << 20);

        open(M, "user_annotation", "## loss ##");
        openPython(M, "torch/nn/modules/loss.py(1179): forward");
        open(M, "cpu_op", "aten::cross_entropy_loss");
        open(M, "cpu_op", "aten::log_softmax");
        open(M, "cpu_op", "aten::_log_softmax");
        kernel(M, kernelCatalog().softmaxForward, 18 * kUs);
        close(M);
        close(M);
        open(M, "cpu_op", "aten::nll_loss_nd");
        open(M, "cpu_op", "aten::nll_loss");
        open(M, "cpu_op", "aten::nll_loss_forward");
        kernel(M, kernelCatalog().nllForward, 9 * kUs);
        close(M);
        close(M);
        close(M);
        close(M);
        closePython(M);
        close(M);

        backward(M);
        memoryInstant(M, -(96LL << 20));
        optimizer(M);

        // loss.item(): a tiny device-to-host copy, then the host waits for the stream.
        open(M, "cpu_op", "aten::item");
        open(M, "cpu_op", "aten::_local_scalar_dense");
        memcpy(M, "Memcpy DtoH (Device -> Pageable)", 4, 500);
        streamSync(M);
        close(M);
        close(M);
        memoryInstant(M, -batchBytes);

        closePython(M);
        close(M); // ProfilerStep
        if (m_stepGpuEnd > m_stepGpuBegin)
            gpuAnnotation(stepName, stepExternalId, kComputeStream, m_stepGpuBegin, m_stepGpuEnd + 1);
        if (!outlier)
            m_typicalStepNs = M.cursorNs - stepStart;
        advance(M, 20 * kUs, 60 * kUs);
    }

    // One batch on a data-loader worker thread; returns when it is ready.
    int64_t workerFetch(HostThread &w, int64_t stepStart, int64_t stall)
    {
        w.cursorNs = std::max({w.cursorNs, stepStart - 2500 * kUs, m_startNs}) + m_rng.range(20, 200) * kUs;
        openPython(w, "torch/utils/data/_utils/worker.py(308): _worker_loop");
        openPython(w, "torch/utils/data/_utils/fetch.py(54): fetch");
        open(w, "cpu_op", "aten::to");
        advance(w, 300 * kUs, 700 * kUs);
        w.cursorNs += stall;
        close(w);
        open(w, "cpu_op", "aten::div");
        advance(w, 100 * kUs, 300 * kUs);
        close(w);
        openPython(w, "torch/utils/data/_utils/collate.py(141): default_collate");
        open(w, "cpu_op", "aten::stack");
        open(w, "cpu_op", "aten::cat");
        advance(w, 200 * kUs, 500 * kUs);
        close(w);
        close(w);
        closePython(w);
        closePython(w);
        closePython(w);
        return w.cursorNs;
    }

    void forwardLayer(HostThread &M, const LayerSpec &layer)
    {
        const KernelCatalog &c = kernelCatalog();
        openPython(M, "torch/nn/modules/conv.py(460): forward");
        open(M, "cpu_op", "aten::conv2d");
        open(M, "cpu_op", "aten::convolution");
        open(M, "cpu_op", "aten::_convolution");
        open(M, "cpu_op", "aten::cudnn_convolution");
        kernel(M, layer.gemm->forward, layer.gemmNs);
        close(M);
        close(M);
        close(M);
        close(M);
        closePython(M);

        openPython(M, "torch/nn/modules/batchnorm.py(171): forward");
        open(M, "cpu_op", "aten::batch_norm");
        open(M, "cpu_op", "aten::_batch_norm_impl_index");
        open(M, "cpu_op", "aten::cudnn_batch_norm");
        kernel(M, c.batchNormForward, layer.elementwiseNs);
        close(M);
        close(M);
        close(M);
        closePython(M);

        openPython(M, "torch/nn/modules/activation.py(101): forward");
        open(M, "cpu_op", "aten::relu_");
        kernel(M, c.reluForward, layer.elementwiseNs / 2);
        close(M);
        closePython(M);
    }

    void backward(HostThread &M)
    {
        const KernelCatalog &c = kernelCatalog();
        open(M, "user_annotation", "## backward ##");
        openPython(M, "torch/_tensor.py(492): backward");
        openPython(M, "torch/autograd/__init__.py(251): backward");

        HostThread &A = m_autograd;
        A.cursorNs = std::max(A.cursorNs, M.cursorNs) + m_rng.range(5, 20) * kUs;
        auto gradFn = [&](const char *fn, const char *op) {
            std::string seq = ", \"Sequence number\": " + std::to_string(m_sequence++) + ", \"Fwd thread id\": 1";
            open(A, "cpu_op", std::string("autograd::engine::evaluate_function: ") + fn, seq.c_str());
            open(A, "cpu_op", fn);
            open(A, "cpu_op", op);
        };
        auto endGradFn = [&] {
            close(A);
            close(A);
            close(A);
        };
        int bucketLayers = 0;
        int bucket = 0;
        for (size_t i = m_layers.size(); i-- > 0;) {
            const LayerSpec &layer = m_layers[i];
            gradFn("ReluBackward0", "aten::threshold_backward");
            kernel(A, c.reluBackward, layer.elementwiseNs / 2);
            endGradFn();
            gradFn("CudnnBatchNormBackward0", "aten::cudnn_batch_norm_backward");
            kernel(A, c.batchNormBackward, layer.elementwiseNs * 3 / 2);
            endGradFn();
            gradFn("ConvolutionBackward0", "aten::convolution_backward");
            if (i > 0)
                kernel(A, layer.gemm->dgrad, layer.gemmNs);
            kernel(A, layer.gemm->wgrad, layer.gemmNs * 6 / 5);
            endGradFn();
            if (++bucketLayers == kLayersPerBucket || i == 0) {
                allReduce(A, bucket++, bucketLayers, i == 0);
                bucketLayers = 0;
            }
        }
        M.cursorNs = std::max(M.cursorNs, A.cursorNs) + m_rng.range(5, 15) * kUs;
        closePython(M);
        closePython(M);
        close(M);
    }

    // DDP all-reduce of one gradient bucket on the NCCL stream, after the compute stream has
    // produced the gradients (event wait).
    void allReduce(HostThread &A, int bucket, int layers, bool last)
    {
        const KernelCatalog &c = kernelCatalog();
        const int world = m_o.rankCount();
        const int64_t elems = int64_t(layers) * 589824;
        open(A, "user_annotation", "nccl:all_reduce");
        const uint64_t annotationId = A.externalIds.back();
        open(A, "cpu_op", "c10d::allreduce_");
        open(A, "cpu_op", "record_param_comms");
        std::string extra;
        json::appendKey(extra, "Collective name");
        extra += "\"allreduce\"";
        json::appendKey(extra, "In msg nelems");
        json::appendInt(extra, elems);
        json::appendKey(extra, "Out msg nelems");
        json::appendInt(extra, elems);
        json::appendKey(extra, "Group size");
        json::appendInt(extra, world);
        json::appendKey(extra, "dtype");
        extra += last ? "\"Float\"" : "\"BFloat16\"";
        json::appendKey(extra, "In split size");
        extra += "\"[]\"";
        json::appendKey(extra, "Out split size");
        extra += "\"[]\"";
        json::appendKey(extra, "Process Group Name");
        extra += "\"0\"";
        json::appendKey(extra, "Process Group Description");
        extra += "\"default_pg\"";
        json::appendKey(extra, "Process Group Ranks");
        extra += '"';
        extra += '[';
        for (int r = 0; r < world; ++r) {
            if (r)
                extra += ", ";
            json::appendInt(extra, r);
        }
        extra += "]\"";
        const int64_t dur = (120 + 35 * layers + 20 * int64_t(world)) * kUs + bucket * 3 * kUs;
        kernel(A, last ? c.ncclAllReduceF32 : c.ncclAllReduceBf16, dur, kNcclStream, extra,
               m_streamFree[0]);
        ++m_stats.ncclKernels;
        const Event &k = m_gpu.back();
        gpuAnnotation("nccl:all_reduce", annotationId, kNcclStream, k.tsNs, k.tsNs + k.durNs + 1);
        close(A);
        close(A);
        close(A);
    }

    void optimizer(HostThread &M)
    {
        const KernelCatalog &c = kernelCatalog();
        open(M, "user_annotation", "## optimizer ##");
        open(M, "user_annotation", "Optimizer.step#SGD.step");
        openPython(M, "torch/optim/sgd.py(75): step");
        // The optimizer kernels need the all-reduced gradients: the compute stream waits.
        m_streamFree[0] = std::max(m_streamFree[0], m_streamFree[1]);
        const int64_t params = int64_t(m_layers.size()) * 589824;
        for (const char *op : {"aten::_foreach_mul_", "aten::_foreach_add_", "aten::_foreach_add_"}) {
            open(M, "cpu_op", op);
            kernel(M, c.multiTensorApply, params / 4000 * kUs / 40 + 30 * kUs);
            close(M);
        }
        open(M, "cpu_op", "aten::copy_");
        memcpy(M, "Memcpy DtoD (Device -> Device)", params * 2, 600000);
        close(M);
        closePython(M);
        close(M);
        open(M, "user_annotation", "Optimizer.zero_grad#SGD.zero_grad");
        open(M, "cpu_op", "aten::zero_");
        open(M, "cpu_op", "aten::fill_");
        memset(M, params * 2);
        close(M);
        close(M);
        close(M);
        close(M);
    }

    // ---- output -----------------------------------------------------------------------------

    void writeHeader()
    {
        std::string &s = m_buf;
        s += "\n{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [\n";
        for (int d = 0; d < std::max(1, m_o.gpusPerNode); ++d) {
            const DeviceSpec &p = *m_spec;
            s += d ? ",\n    {\n" : "    {\n";
            s += "      \"id\": ";
            json::appendInt(s, d);
            s += ", \"name\": \"";
            s += p.name;
            s += "\", \"totalGlobalMem\": ";
            json::appendInt(s, p.totalGlobalMem);
            s += ",\n      \"computeMajor\": ";
            json::appendInt(s, p.computeMajor);
            s += ", \"computeMinor\": ";
            json::appendInt(s, p.computeMinor);
            s += ",\n      \"maxThreadsPerBlock\": 1024, \"maxThreadsPerMultiprocessor\": ";
            json::appendInt(s, p.maxThreadsPerSm);
            s += ",\n      \"regsPerBlock\": 65536, \"regsPerMultiprocessor\": 65536, \"warpSize\": 32,";
            s += "\n      \"sharedMemPerBlock\": 49152, \"sharedMemPerMultiprocessor\": ";
            json::appendInt(s, p.sharedMemPerSm);
            s += ",\n      \"numSms\": ";
            json::appendInt(s, p.sms);
            s += ", \"sharedMemPerBlockOptin\": ";
            json::appendInt(s, p.sharedMemPerBlockOptin);
            s += "\n    }";
        }
        const int world = m_o.rankCount();
        s += "\n  ],\n  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": ";
        json::appendInt(s, m_rank);
        s += ", \"world_size\": ";
        json::appendInt(s, world);
        s += ", \"pg_count\": 1, \"pg_config\": [{\"pg_name\": \"0\", \"pg_desc\": \"default_pg\", "
             "\"backend_config\": \"cuda:nccl\", \"pg_size\": ";
        json::appendInt(s, world);
        s += ", \"ranks\": [";
        for (int r = 0; r < world; ++r) {
            if (r)
                s += ", ";
            json::appendInt(s, r);
        }
        s += "]}], \"nccl_version\": \"2.18.1\"},\n";
        s += "  \"record_shapes\": 0,\n  \"with_stack\": ";
        s += m_o.pythonFunctions ? '1' : '0';
        s += ",\n  \"profile_memory\": 1,\n  \"trace_id\": \"";
        static const char kHex[] = "0123456789ABCDEF";
        uint64_t a = mix(m_o.seed, uint64_t(m_rank) + 1000);
        uint64_t b = mix(a, 3);
        for (int i = 0; i < 16; ++i)
            s += kHex[(a >> (60 - 4 * i)) & 15];
        for (int i = 0; i < 16; ++i)
            s += kHex[(b >> (60 - 4 * i)) & 15];
        s += "\",\n  \"traceEvents\": [";
    }

    void writeEvent(const Event &e)
    {
        std::string &s = m_buf;
        s += m_firstEvent ? "\n  {\n    \"ph\": \"" : ",\n  {\n    \"ph\": \"";
        m_firstEvent = false;
        s += e.ph;
        s += "\", \"cat\": \"";
        s += e.cat;
        s += "\", \"name\": \"";
        s += e.name;
        s += "\", \"pid\": ";
        json::appendInt(s, e.pid);
        s += ", \"tid\": ";
        json::appendInt(s, e.tid);
        s += ",\n    \"ts\": ";
        json::appendMicros(s, e.tsNs);
        if (e.ph == 'X') {
            s += ", \"dur\": ";
            json::appendMicros(s, e.durNs);
            ++m_stats.completeEvents;
        } else {
            s += ", \"s\": \"t\"";
            ++m_stats.instantEvents;
        }
        if (!e.args.empty()) {
            s += ",\n    \"args\": {\n      ";
            s += e.args;
            s += "\n    }";
        }
        s += "\n  }";
        m_stats.startAbsNs = std::min(m_stats.startAbsNs, m_baseNs + e.tsNs);
        m_stats.endAbsNs = std::max(m_stats.endAbsNs, m_baseNs + e.tsNs + e.durNs);
        if (e.flowId) {
            const bool gpu = e.gpu;
            s += ",\n  {\n    \"ph\": \"";
            s += gpu ? 'f' : 's';
            s += "\", \"id\": ";
            json::appendInt(s, int64_t(e.flowId));
            s += ", \"pid\": ";
            json::appendInt(s, e.pid);
            s += ", \"tid\": ";
            json::appendInt(s, e.tid);
            s += ", \"ts\": ";
            json::appendMicros(s, e.tsNs);
            s += gpu ? ",\n    \"cat\": \"ac2g\", \"name\": \"ac2g\", \"bp\": \"e\"\n  }"
                     : ",\n    \"cat\": \"ac2g\", \"name\": \"ac2g\"\n  }";
            ++m_stats.flowEvents;
        }
    }

    void flushStep()
    {
        for (const Event &e : m_host)
            writeEvent(e);
        for (const Event &e : m_python)
            writeEvent(e);
        for (const Event &e : m_gpu)
            writeEvent(e);
        m_host.clear();
        m_python.clear();
        m_gpu.clear();
        flush(false);
    }

    void metadata(const char *name, int64_t pid, int64_t tid, const char *key, const std::string &value)
    {
        std::string &s = m_buf;
        s += ",\n  {\n    \"name\": \"";
        s += name;
        s += "\", \"ph\": \"M\", \"ts\": ";
        json::appendMicros(s, m_startNs);
        s += ", \"pid\": ";
        json::appendInt(s, pid);
        s += ", \"tid\": ";
        json::appendInt(s, tid);
        s += ",\n    \"args\": {\n      \"";
        s += key;
        s += "\": ";
        s += value;
        s += "\n    }\n  }";
        ++m_stats.metadataEvents;
    }

    static std::string quoted(const std::string &v) { return '"' + v + '"'; }

    void writeFooter()
    {
        const std::string process = "python3";
        metadata("process_name", m_pid, 0, "name", quoted(process));
        metadata("process_labels", m_pid, 0, "labels", quoted("CPU"));
        metadata("process_sort_index", m_pid, 0, "sort_index", std::to_string(m_pid));
        metadata("process_name", m_device, 0, "name", quoted(process));
        metadata("process_labels", m_device, 0, "labels", quoted("GPU " + std::to_string(m_device)));
        metadata("process_sort_index", m_device, 0, "sort_index", std::to_string(5000000 + m_device));
        auto thread = [&](int64_t pid, int64_t tid, const std::string &name, int64_t sort) {
            metadata("thread_name", pid, tid, "name", quoted(name));
            metadata("thread_sort_index", pid, tid, "sort_index", std::to_string(sort));
        };
        const std::string tidText = std::to_string(m_main.tid);
        thread(m_pid, m_main.tid, "thread " + tidText + " (python3)", m_main.tid);
        thread(m_pid, m_autograd.tid, "thread " + std::to_string(m_autograd.tid) + " (pt_autograd_0)",
               m_autograd.tid);
        for (size_t w = 0; w < m_workers.size(); ++w)
            thread(m_pid, m_workers[w].tid,
                   "thread " + std::to_string(m_workers[w].tid) + " (pt_data_worker_" + std::to_string(w)
                       + ")",
                   m_workers[w].tid);
        thread(m_device, kComputeStream, "stream 7 ", kComputeStream);
        thread(m_device, kNcclStream, "stream 20 ", kNcclStream);
        thread(m_device, kSyncTidOffset + kComputeStream, "stream 7 (sync)", kSyncTidOffset + kComputeStream);

        // The profiler's own span and markers, with string pids as Kineto writes them.
        const int64_t spanStart = m_startNs - 50 * kUs;
        const int64_t spanEnd = m_stats.endAbsNs - m_baseNs + 30 * kUs;
        std::string &s = m_buf;
        s += ",\n  {\n    \"ph\": \"X\", \"cat\": \"Trace\", \"ts\": ";
        json::appendMicros(s, spanStart);
        s += ", \"dur\": ";
        json::appendMicros(s, spanEnd - spanStart);
        s += ",\n    \"pid\": \"Spans\", \"tid\": \"PyTorch Profiler\",\n    \"name\": \"PyTorch Profiler (0)\","
             "\n    \"args\": {\n      \"Op count\": 0\n    }\n  }";
        ++m_stats.completeEvents;
        s += ",\n  {\n    \"name\": \"process_sort_index\", \"ph\": \"M\", \"ts\": ";
        json::appendMicros(s, spanStart);
        s += ",\n    \"pid\": \"Spans\", \"tid\": 0,\n    \"args\": {\n      \"sort_index\": 536870912\n    }\n  }";
        ++m_stats.metadataEvents;
        s += ",\n  {\n    \"name\": \"Iteration Start: PyTorch Profiler\", \"ph\": \"i\", \"s\": \"g\",\n"
             "    \"pid\": \"Traces\", \"tid\": \"Trace PyTorch Profiler\", \"ts\": ";
        json::appendMicros(s, spanStart);
        s += "\n  }";
        s += ",\n  {\n    \"name\": \"Record Window End\", \"ph\": \"i\", \"s\": \"g\",\n"
             "    \"pid\": \"\", \"tid\": \"\", \"ts\": ";
        json::appendMicros(s, spanEnd);
        s += "\n  }";
        m_stats.instantEvents += 2;
        m_stats.startAbsNs = std::min(m_stats.startAbsNs, m_baseNs + spanStart);
        m_stats.endAbsNs = std::max(m_stats.endAbsNs, m_baseNs + spanEnd);
        s += "\n  ],\n  \"traceName\": \"/opt/ml/output/profiler/";
        TraceGenerator::Options plain = m_o;
        plain.gzip = false;
        s += TraceGenerator::rankFileName(plain, m_rank).toStdString();
        s += "\",\n  \"displayTimeUnit\": \"ms\",\n  \"baseTimeNanoseconds\": ";
        json::appendInt(s, m_baseNs);
        s += "\n}\n";
    }

    void flush(bool force)
    {
        if (m_failed || (!force && m_buf.size() < kFlushBytes))
            return;
        if (m_out.write(m_buf.data(), qint64(m_buf.size())) != qint64(m_buf.size()))
            m_failed = true;
        m_stats.bytes += qint64(m_buf.size());
        m_buf.clear();
    }

    QIODevice &m_out;
    const TraceGenerator::Options &m_o;
    const int m_rank;
    SplitMix64 m_rng;
    int m_device = 0;
    int64_t m_pid = 0;
    int64_t m_baseNs = 0;
    int64_t m_startNs = 0;
    const DeviceSpec *m_spec = nullptr;
    std::vector<LayerSpec> m_layers;
    HostThread m_main;
    HostThread m_autograd;
    std::vector<HostThread> m_workers;
    int64_t m_streamFree[2] = {0, 0}; // compute, NCCL
    int64_t m_stepGpuBegin = 0;
    int64_t m_stepGpuEnd = 0;
    int64_t m_typicalStepNs = 30000 * kUs; // duration of the last normal step
    int64_t m_allocated = 512LL << 20;
    uint64_t m_correlation = 1;
    uint64_t m_externalId = 1;
    uint64_t m_pythonId = 1;
    uint64_t m_evIdx = 0;
    uint64_t m_sequence = 1;
    std::vector<Event> m_host;
    std::vector<Event> m_python;
    std::vector<Event> m_gpu;
    std::string m_buf;
    bool m_firstEvent = true;
    bool m_failed = false;
    TraceGenerator::RankStats m_stats;
};

} // namespace

TraceGenerator::RankStats TraceGenerator::writeRank(QIODevice &out, const Options &options, int rank)
{
    RankWriter writer(out, options, rank);
    return writer.run();
}

QByteArray TraceGenerator::generateRank(const Options &options, int rank, RankStats *stats)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    const RankStats s = writeRank(buffer, options, rank);
    if (stats)
        *stats = s;
    return data;
}

QString TraceGenerator::hostName(const Options &options, int rank)
{
    return options.hostPrefix + QString::number(rank / std::max(1, options.gpusPerNode) + 1);
}

int TraceGenerator::hostPid(const Options &options, int rank)
{
    const int node = rank / std::max(1, options.gpusPerNode);
    const int local = rank % std::max(1, options.gpusPerNode);
    return 1000 + int(mix(options.seed, uint64_t(node) + 17) % 60000) + local * 97;
}

QString TraceGenerator::rankFileName(const Options &options, int rank)
{
    const int64_t startMs = (options.startAbsNs + rankStartOffsetNs(options, rank)) / 1000000;
    QString name = hostName(options, rank) + QLatin1Char('_') + QString::number(hostPid(options, rank))
        + QLatin1Char('.') + QString::number(startMs) + QStringLiteral(".pt.trace.json");
    if (options.gzip)
        name += QStringLiteral(".gz");
    return name;
}

TraceGenerator::JobResult TraceGenerator::writeJob(const QString &dir, const Options &options)
{
    JobResult result;
    if (!QDir().mkpath(dir)) {
        result.error = QStringLiteral("cannot create directory %1").arg(dir);
        return result;
    }
    const int ranks = options.rankCount();
    for (int rank = 0; rank < ranks; ++rank) {
        const bool truncate = options.truncateLastRankPercent > 0 && rank == ranks - 1;
        Options fileOptions = options;
        if (truncate)
            fileOptions.gzip = false;
        const QString path = QDir(dir).absoluteFilePath(rankFileName(fileOptions, rank));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            result.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
            return result;
        }
        RankStats stats;
        if (truncate) {
            QByteArray data = generateRank(options, rank, &stats);
            data.truncate(qsizetype(int64_t(data.size()) * options.truncateLastRankPercent / 100));
            stats.ok = stats.ok && file.write(data) == data.size();
        } else if (fileOptions.gzip) {
            GzipDevice gz(&file);
            gz.open(QIODevice::WriteOnly);
            stats = writeRank(gz, options, rank);
            gz.close();
            stats.ok = stats.ok && gz.ok();
        } else {
            stats = writeRank(file, options, rank);
        }
        file.close();
        if (!stats.ok || file.error() != QFileDevice::NoError) {
            result.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
            return result;
        }
        result.files << path;
        result.ranks.push_back(stats);
    }
    result.ok = true;
    return result;
}

} // namespace stepline
