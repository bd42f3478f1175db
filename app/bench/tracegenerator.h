#pragma once

#include "traceoptions.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <functional>
#include <vector>

class QIODevice;

namespace stepline {

// A deterministic generator of realistic PyTorch-profiler (Kineto) Chrome-trace JSON.
//
// It simulates a data-parallel training loop (a ResNet-like stack of conv/bn/relu layers) on
// every rank and writes what libkineto would write for it, in the same text layout as the real
// files in shared/traces:
//  - header keys schemaVersion, deviceProperties, distributedInfo {backend nccl, rank,
//    world_size, pg_config, nccl_version}, record_shapes/with_stack/profile_memory, trace_id;
//    then traceEvents; then traceName, displayTimeUnit and baseTimeNanoseconds AFTER the events
//    (as Kineto does), so a streaming loader must not need the base before the first event;
//  - ts relative to baseTimeNanoseconds (the start floored to the first day of its quarter), in
//    microseconds with exactly three decimals; dur likewise;
//  - per step: user_annotation ProfilerStep#N (and its gpu_user_annotation twin on the compute
//    stream), "enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__" (GetNext),
//    "## forward ##", "## loss ##", "## backward ##", "## optimizer ##",
//    "Optimizer.step#SGD.step"; python_function frames around the ops; cpu_op trees
//    (aten::conv2d > aten::convolution > ...) with "External id"; backward ops on a
//    "pt_autograd_0" thread; cuda_runtime cudaLaunchKernel / cudaMemcpyAsync / cudaMemsetAsync /
//    cudaStreamSynchronize with "correlation" and an ac2g s/f flow pair per launch;
//  - GPU ops on pid = local device, tid = stream: kernels on the compute stream 7 with the full
//    Kineto kernel args (device, context, stream, correlation, External id, grid, block, ...),
//    NCCL ncclDevKernel_AllReduce_Sum_bf16_RING_LL kernels with Collective name / dtype / group
//    args on stream 20 (plus gpu_user_annotation "nccl:all_reduce"), Memcpy HtoD / DtoH / DtoD,
//    Memset (Device), and cuda_sync "Stream Sync" events on tid 1000007 ("stream 7 (sync)", the
//    newer Kineto layout, so they never overlap kernels on the stream row);
//  - gemm kernels of every precision class of FORMATS.md section 5 (bf16, fp16 volta_h884gemm,
//    tf32 sm80_xmma_gemm_f32f32_tf32f32, fp32 sgemm, fp8 e4m3, int8 imma) and elementwise /
//    cuDNN kernels whose precision is unknown from the name;
//  - data-loader worker threads (thread names "thread N (pt_data_worker_K)") running collate ops;
//  - "[memory]" cpu_instant_event instants, M metadata (process_name, process_labels "CPU" /
//    "GPU N", process_sort_index, thread_name, thread_sort_index), the "Spans"/"Traces"
//    pseudo-processes and the final "Record Window End" instant with empty pid/tid;
//  - one outlier step whose GetNext call stalls (data-loader bound step, several times longer);
//  - events grouped per step the way Kineto groups them (host ops, then python frames, then GPU
//    activity, metadata at the end), so the file is NOT sorted by ts.
//
// Everything comes from Options and a SplitMix64 PRNG seeded from Options::seed and the rank:
// the same options produce the same bytes on every machine (integer arithmetic only, numbers
// printed with std::to_chars). Each rank file is independent, so ranks can be generated in any
// order or in parallel.
//
// Typical uses:
//   TraceGenerator::Options o;            // one rank, 8 steps, A100
//   QByteArray json = TraceGenerator::generateRank(o, 0, &stats);   // small, in memory
//   o.nodes = 2; o.gpusPerNode = 2; o.gzip = true;
//   TraceGenerator::writeJob(QStringLiteral("/tmp/job"), o);         // 4 rank files
//   o.targetEvents = 4'000'000;            // ~1 GB per rank, streamed (memory stays O(one step))
//   QFile f(path); f.open(QIODevice::WriteOnly); TraceGenerator::writeRank(f, o, 0);
class TraceGenerator
{
public:
    using Gpu = TraceGpu;
    using Options = TraceOptions;
    using RankStats = TraceRankStats;

    struct JobResult
    {
        bool ok = false;
        QString error; // set when !ok: what could not be written
        QStringList files; // absolute paths of the rank files, rank order
        std::vector<RankStats> ranks;
    };

    // Writes rank `rank` (0-based, < rankCount()) of the job as uncompressed JSON to `out`,
    // which must be open for writing. Streams: memory stays bounded by one step whatever
    // targetEvents is. Returns stats with ok = false on a write error.
    static RankStats writeRank(QIODevice &out, const Options &options, int rank);

    // writeRank() into memory. For tests and small inputs.
    static QByteArray generateRank(const Options &options, int rank, RankStats *stats = nullptr);

    // tensorboard_trace_handler naming: "<host>_<pid>.<start ms>.pt.trace.json" (+ ".gz" when
    // options.gzip), e.g. "algo-1_4242.1793614500123.pt.trace.json.gz".
    static QString rankFileName(const Options &options, int rank);
    static QString hostName(const Options &options, int rank);
    static int hostPid(const Options &options, int rank);

    // Sets options.collectiveJoinsNs (traceoptions.h): runs every rank once without output, each
    // on its own thread (up to `threads` computing at a time), meeting the others at every
    // all-reduce to learn when the last one arrived. Costs one more generation of the job.
    static void synchronize(Options *options, int threads = 1);

    // Creates `dir` if needed and writes one file per rank (see rankFileName()). gzip output is
    // deterministic too (no timestamp, fixed level).
    static JobResult writeJob(const QString &dir, const Options &options);

    // The bytes and event counts of all ranks together (what the gen verbs print).
    static RankStats total(const std::vector<RankStats> &ranks);

    // Calls write(r) for every rank r of `ranks` on up to `threads` threads (this one included),
    // each thread taking the next rank when it is done with one.
    static void forEachRankOnThreads(int ranks, int threads, const std::function<void(int)> &write);
};

} // namespace stepline
