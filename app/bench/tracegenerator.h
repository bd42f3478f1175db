#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
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
    enum class Gpu {
        A100, // NVIDIA A100-SXM4-40GB (ml.p4d.24xlarge)
        H100, // NVIDIA H100 80GB HBM3 (ml.p5.48xlarge)
        A10G, // NVIDIA A10G (ml.g5.*)
        V100, // Tesla V100-SXM2-16GB (ml.p3.*)
    };

    struct Options
    {
        int nodes = 1;
        int gpusPerNode = 1; // one rank per GPU: ranks = nodes * gpusPerNode
        int steps = 8; // ProfilerSteps per rank (used when targetEvents == 0)
        uint64_t targetEvents = 0; // per rank: add steps until events() >= this; 0 = use steps
        uint64_t seed = 1;
        bool gzip = false; // writeJob: write .json.gz rank files
        int layers = 24; // conv/bn/relu layers of the simulated model (>= 4)
        int outlierStep = -2; // 0-based step that stalls on data loading; -1 none,
                              // -2 automatic (steps / 2 + 1, or step 5 with targetEvents)
        int firstStepNumber = 10; // N of the first ProfilerStep#N (after wait + warmup)
        int dataLoaderWorkers = 2; // threads named "... (pt_data_worker_K)"
        bool pythonFunctions = true; // with_stack: python_function frames
        Gpu gpu = Gpu::A100;
        QString hostPrefix = QStringLiteral("algo-"); // node n (1-based) is host "<prefix><n>"
        int64_t startAbsNs = 1793614500000000000LL; // 2026-11-02T10:15:00Z, first rank's start
        // writeJob: cut the file of the last rank after this percentage of its bytes (in the
        // middle of an event) and write it uncompressed, like a job whose profiler is still
        // writing. 0 = no truncation.
        int truncateLastRankPercent = 0;
        // Per-rank variation of big jobs (off by default, so existing outputs keep their bytes).
        // A straggler rank: its compute kernels take stragglerPercent longer (a throttled or
        // slower GPU); in data-parallel training every other rank then waits for it inside the
        // NCCL all-reduce kernels, so their all-reduce time grows by the straggler's lag.
        int stragglerRank = -1;
        int stragglerPercent = 0;
        // Each rank stalls on data loading at its own step (the automatic outlier + rank % 4).
        bool perRankOutlierStep = false;
        // One cause scaled alone, for diffs whose planted cause is known (100 = unchanged; the
        // random draws stay the same, so two runs differ only there): the data-loader stall's
        // length (0: none, the same job without its planted stalls), every all-reduce kernel's
        // duration (a slower or faster interconnect), and the convolution GEMM kernels' durations
        // (a library regression).
        int stallPercent = 100;
        int commPercent = 100;
        int convPercent = 100;
        // A late arrival alone: rank lateRank's all-reduce kernels start latePercent % of their
        // nominal length late (its NCCL stream waits on something the trace does not show), and
        // every other rank waits for it inside its own kernel. No random draw depends on it, so
        // latePercent 0 gives the same bytes as a job without it.
        int lateRank = -1;
        int latePercent = 0;
        // Data-parallel synchronisation (set by synchronize(); off by default, so existing outputs
        // keep their bytes). In a real job every step's all-reduces hold each rank until the last
        // one arrives, so no rank's lag outlives its step. Without it every rank runs on its own
        // and keeps its lag (its start offset, a longer data-loader stall, the sum of its jitter)
        // for the rest of the trace, and at many ranks that drift, not the straggler, decides who
        // arrives last. With it every rank starts step s at stepStartsNs[s] after the job start
        // (the previous step's end on the slowest rank; a faster rank waits before the step), on
        // its node's clock: ranks of one node share a clock and start together, nodes differ by a
        // fixed offset below 200 us (NTP-synced hosts) that --align-collectives removes. A data
        // loader stall lasts 3 or 4 typical steps by (rank, step), so the other ranks wait for the
        // longest one in that step's first all-reduce.
        std::shared_ptr<const std::vector<int64_t>> stepStartsNs;

        int rankCount() const { return nodes * gpusPerNode; }
    };

    // What writeRank() produced. "events" counts what METRICS.md calls events: complete (X) and
    // instant (i) events; flows and metadata are counted separately.
    struct RankStats
    {
        bool ok = false;
        qint64 bytes = 0; // JSON text written (uncompressed)
        uint64_t completeEvents = 0; // ph X, including the "Spans" Trace event
        uint64_t instantEvents = 0; // ph i: [memory] events plus the two Kineto markers
        uint64_t flowEvents = 0; // ph s and f (ac2g)
        uint64_t metadataEvents = 0; // ph M
        uint64_t steps = 0; // ProfilerStep#N host events
        uint64_t kernels = 0; // cat kernel, NCCL included
        uint64_t ncclKernels = 0;
        uint64_t memcpys = 0;
        uint64_t memsets = 0;
        uint64_t syncs = 0; // GPU-side cuda_sync events
        uint64_t launches = 0; // runtime calls carrying a correlation id linked to a GPU op
        int64_t kernelNs = 0; // sum of kernel durations
        int64_t memcpyNs = 0;
        int64_t memsetNs = 0;
        int64_t syncNs = 0;
        int64_t startAbsNs = 0; // earliest event (absolute ns)
        int64_t endAbsNs = 0; // latest event end (absolute ns)
        std::vector<int64_t> stepDurationsNs; // each step, from its start to the next one's
        uint64_t events() const { return completeEvents + instantEvents; }
    };

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

    // Sets options.stepStartsNs: runs every rank once without output (up to `threads` at a time)
    // to find each step's longest duration over the ranks. Costs one more generation of the job.
    static void synchronize(Options *options, int threads = 1);

    // Creates `dir` if needed and writes one file per rank (see rankFileName()). gzip output is
    // deterministic too (no timestamp, fixed level).
    static JobResult writeJob(const QString &dir, const Options &options);
};

} // namespace stepline
