#pragma once

// What the trace generator (tracegenerator.h) is asked for and what it wrote per rank; shared with
// the parts of the simulation (rankwriter.h, traceeventwriter.h, kernelcatalog.h, rankidentity.h).

#include <QString>
#include <QtGlobal>

#include <cstdint>
#include <memory>
#include <vector>

namespace stepline {

enum class TraceGpu {
    A100, // NVIDIA A100-SXM4-40GB (ml.p4d.24xlarge)
    H100, // NVIDIA H100 80GB HBM3 (ml.p5.48xlarge)
    A10G, // NVIDIA A10G (ml.g5.*)
    V100, // Tesla V100-SXM2-16GB (ml.p3.*)
};

struct TraceOptions
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
    TraceGpu gpu = TraceGpu::A100;
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
    // Everything the training thread spends in GetNext (its own work, waiting for the workers'
    // batch, a stall) scaled alone: 0 is a data loader that returns at once, the world
    // `stepline whatif`'s data_loader_zero predicts.
    int dataLoaderPercent = 100;
    // A late arrival alone: rank lateRank's all-reduce kernels start latePercent % of their
    // nominal length (at commPercent 100, so the interconnect's speed does not move it) late (its
    // NCCL stream waits on something the trace does not show), and every other rank waits for it
    // inside its own kernel. No random draw depends on it, so latePercent 0 gives the same bytes as
    // a job without it.
    int lateRank = -1;
    int latePercent = 0;
    // With synchronisation: this rank arrives with the second-latest rank at every all-reduce, the
    // world `stepline whatif`'s straggler_on_time predicts for the job's top straggler. Every other
    // rank's all-reduce waits only for the latest of the other ranks (the join); this rank's kernel
    // starts at its own arrival or at that join, whichever is earlier, and ends at the join plus
    // the transfer, whatever kept it (its late NCCL stream, a stalled data loader, its jitter).
    // The random draws are the same as without it. -1: none.
    int onTimeRank = -1;
    // Data-parallel synchronisation (set by synchronize(); off by default, so existing outputs
    // keep their bytes). In a real job the ranks are coupled where DDP couples them: an
    // all-reduce cannot finish before the last rank has arrived, so each rank's NCCL kernel runs
    // until the last arrival plus the transfer, and no rank's lag outlives the step (the optimizer
    // waits for the last all-reduce, the step's final sync for the optimizer). Without it every
    // rank runs on its own and keeps its lag (its start offset, a longer data-loader stall, the
    // sum of its jitter) for the rest of the trace, and the other ranks' waits are estimates. With
    // it collectiveJoinsNs[k] is when the last rank arrived at the k-th all-reduce (in the order
    // every rank issues them), in ns after the job start on a clock all ranks share; ranks start
    // together, each on its node's clock: ranks of one node share a clock, nodes differ by a
    // fixed offset below 200 us (NTP-synced hosts) that --align-collectives removes. Every cause
    // then acts through the joins alone, and each can be scaled alone: a data-loader stall lasts
    // 3 or 4 of the rank's nominal compute steps by (rank, step) (not its measured steps, which
    // the interconnect and late ranks lengthen), and a late arrival is a share of the all-reduce's
    // length at the generator's usual interconnect speed.
    std::shared_ptr<const std::vector<int64_t>> collectiveJoinsNs;

    int rankCount() const { return nodes * gpusPerNode; }
};

// What writeRank() produced. "events" counts what METRICS.md calls events: complete (X) and
// instant (i) events; flows and metadata are counted separately.
struct TraceRankStats
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

} // namespace stepline
