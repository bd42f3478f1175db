#pragma once

#include "kernelcatalog.h"
#include "rankidentity.h"
#include "splitmix64.h"
#include "traceevent.h"
#include "traceeventwriter.h"
#include "traceoptions.h"

#include <string>
#include <vector>

class QIODevice;

namespace stepline::tracegen {

class JoinRendezvous;

constexpr int64_t kComputeStream = 7;
constexpr int64_t kNcclStream = 20;
constexpr int64_t kSyncTidOffset = 1000000; // Kineto moves stream syncs to tid stream + 1e6
constexpr int kLayersPerBucket = 6; // DDP gradient bucket = this many layers

// A host thread of the simulated process: its time cursor and the ops open on it.
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

// Simulates one rank and writes its file (TraceGenerator::writeRank). All times are ns relative
// to the base. One simulation, its parts in one file each, since they share the PRNG and the
// order of its draws decides every byte of the output:
//   rankwriter.cpp        set-up, the step loop, flushing a step's events
//   rankhostevents.cpp    host threads: cpu_op / user_annotation / python_function, [memory]
//   rankgpustreams.cpp    runtime launches and what they run on the GPU streams, stream syncs
//   rankdataloader.cpp    data-loader worker threads
//   ranktrainingstep.cpp  one training step: forward, loss, backward + all-reduce, optimizer
//   rankmetadata.cpp      file header, M metadata events, profiler spans and the footer
class RankWriter
{
public:
    // rendezvous: where synchronize() lets the ranks meet at every all-reduce (then
    // options.collectiveJoinsNs is empty); null when the joins are known (or not synchronised).
    RankWriter(QIODevice &out, const TraceOptions &options, int rank, JoinRendezvous *rendezvous = nullptr);

    TraceRankStats run();
    size_t allReducesIssued() const { return m_allReduces; }

private:
    // ---- host events (rankhostevents.cpp) -----------------------------------------------------
    void advance(HostThread &t, int64_t lo, int64_t hi) { t.cursorNs += m_rng.range(lo, hi); }
    std::string frameworkArgs(uint64_t externalId, const char *extra = nullptr);
    // Opens a cpu_op or user_annotation on thread t at its cursor.
    void open(HostThread &t, const char *cat, std::string name, const char *extraArgs = nullptr);
    void openPython(HostThread &t, std::string name);
    void close(HostThread &t);
    void closePython(HostThread &t);
    void memoryInstant(HostThread &t, int64_t bytes);

    // ---- launches and GPU activity (rankgpustreams.cpp) ---------------------------------------
    enum class Gpu { Kernel, Memcpy, Memset };
    // A runtime call on thread t that enqueues one GPU op on `stream`; returns the op's index.
    size_t launch(HostThread &t, const char *api, int cbid, Gpu kind, std::string name, int64_t durNs,
        int64_t stream, std::string extraArgs, int64_t notBeforeNs = 0);
    void kernel(HostThread &t, const KernelSpec &k, int64_t durNs, int64_t stream = kComputeStream,
        const std::string &extra = {}, int64_t notBeforeNs = 0);
    void memcpy(HostThread &t, const char *name, int64_t bytes, int64_t bytesPerUs);
    void memset(HostThread &t, int64_t bytes);
    void streamSync(HostThread &t);
    void gpuAnnotation(std::string name, uint64_t externalId, int64_t stream, int64_t tsNs, int64_t endNs);

    // ---- data loading (rankdataloader.cpp) ----------------------------------------------------
    int64_t workerFetch(HostThread &w, int64_t stepStart, int64_t stall);

    // ---- the training step (ranktrainingstep.cpp) ---------------------------------------------
    void simulateStep(int step, bool outlier);
    // Typical steps rank r's data loader stalls at `step` (0: none; every rank knows them).
    int64_t stalledSteps(int rank, int step) const;
    // Synchronised ranks: the last arrival at this rank's next all-reduce, on this rank's clock.
    int64_t nextJoinNs(int64_t arrivalNs);
    bool synchronised() const { return m_o.collectiveJoinsNs != nullptr && m_o.rankCount() > 1; }
    void forwardLayer(HostThread &M, const LayerSpec &layer);
    void backward(HostThread &M);
    void allReduce(HostThread &A, int bucket, int layers, bool last);
    void optimizer(HostThread &M);

    // ---- output (rankwriter.cpp, rankmetadata.cpp) --------------------------------------------
    void flushStep();
    void writeHeader();
    void metadata(const char *name, int64_t pid, int64_t tid, const char *key, const std::string &value);
    void writeFooter();

    const TraceOptions &m_o;
    const int m_rank;
    SplitMix64 m_rng;
    TraceRankStats m_stats;
    TraceEventWriter m_writer;
    int m_device = 0;
    int64_t m_pid = 0;
    int64_t m_baseNs = 0;
    int64_t m_startNs = 0;
    const DeviceSpec *m_spec = nullptr;
    std::vector<LayerSpec> m_layers;
    HostThread m_main;
    HostThread m_autograd;
    std::vector<HostThread> m_workers;
    int64_t m_streamFree[2] = { 0, 0 }; // compute, NCCL
    int64_t m_stepGpuBegin = 0;
    int64_t m_stepGpuEnd = 0;
    int64_t m_typicalStepNs = 30000 * kUs; // duration of the last normal step
    // Synchronised ranks: what a data-loader stall is measured in (a step of the model's compute
    // alone, which no other knob moves), the all-reduces issued so far.
    int64_t m_nominalStepNs = 0;
    size_t m_allReduces = 0;
    bool m_joinNextKernel = false; // the next launch is an all-reduce that waits for the join
    JoinRendezvous *m_rendezvous = nullptr;
    // Straggler variation (Options::stragglerRank) without synchronisation, on the other ranks: how
    // far the straggler's compute stream is behind this one's at the current point of the step.
    int64_t m_stragglerLagNs = 0;
    int m_outlierStep = -1; // the automatic outlier step (before perRankOutlierStep's shift)
    int64_t m_allocated = 512LL << 20;
    // The next ids the trace hands out: Kineto's correlation, External id, Python id, Ev Idx and the
    // autograd Sequence number.
    uint64_t m_correlation = 1, m_externalId = 1, m_pythonId = 1, m_evIdx = 0, m_sequence = 1;
    std::vector<TraceEvent> m_host;
    std::vector<TraceEvent> m_python;
    std::vector<TraceEvent> m_gpu;
};

} // namespace stepline::tracegen
