#include "rankwriter.h"

#include "joinrendezvous.h"

#include <algorithm>

namespace stepline::tracegen {

RankWriter::RankWriter(QIODevice &out, const TraceOptions &options, int rank, JoinRendezvous *rendezvous)
    : m_o(options)
    , m_rank(rank)
    , m_rng(mix(options.seed, uint64_t(rank) + 1))
    , m_writer(out, m_stats, quarterStartNs(options.startAbsNs))
{
    m_device = rank % std::max(1, options.gpusPerNode);
    m_pid = rankHostPid(options, rank);
    m_baseNs = quarterStartNs(options.startAbsNs);
    m_spec = &deviceSpec(options.gpu);
    m_layers = buildModel(options.seed, std::max(4, options.layers), m_spec->sms);
    m_rendezvous = rendezvous;
    // Synchronised ranks start together, each on its node's clock; times on the shared clock are
    // then this rank's minus m_startNs.
    m_startNs = options.startAbsNs - m_baseNs
        + (options.collectiveJoinsNs ? synchronizedStartOffsetNs(options, rank)
                                     : rankStartOffsetNs(options, rank));
    // One step of the model's compute (forward, backward), plus what the host and the optimizer
    // add around it: what a synchronised rank's data-loader stall is counted in.
    m_nominalStepNs = 3000 * kUs;
    for (const LayerSpec &layer : m_layers)
        m_nominalStepNs += layer.gemmNs * 16 / 5 + layer.elementwiseNs * 7 / 2;
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

TraceRankStats RankWriter::run()
{
    writeHeader();
    int outlier = m_o.outlierStep;
    if (outlier == -2)
        outlier = m_o.targetEvents > 0 ? 5 : m_o.steps / 2 + 1;
    m_outlierStep = outlier;
    if (m_o.perRankOutlierStep && outlier >= 0)
        outlier += m_rank % 4; // each rank's data loader stalls at its own step
    for (int step = 0;; ++step) {
        if (m_o.targetEvents > 0) {
            if (step > 0 && m_stats.events() >= m_o.targetEvents)
                break;
        } else if (step >= std::max(1, m_o.steps)) {
            break;
        }
        const int64_t stepStart = m_main.cursorNs;
        simulateStep(step, step == outlier);
        m_stats.stepDurationsNs.push_back(m_main.cursorNs - stepStart);
        flushStep();
        if (m_writer.failed())
            return m_stats;
    }
    writeFooter();
    m_writer.flush(true);
    m_stats.ok = !m_writer.failed();
    return m_stats;
}

int64_t RankWriter::stalledSteps(int rank, int step) const
{
    if (m_outlierStep < 0 || step != m_outlierStep + (m_o.perRankOutlierStep ? rank % 4 : 0))
        return 0;
    return 3 + int64_t(mix(m_o.seed, uint64_t(rank) * 7919 + uint64_t(step)) % 2);
}

int64_t RankWriter::nextJoinNs(int64_t arrivalNs)
{
    const size_t k = m_allReduces++;
    if (m_rendezvous)
        return m_rendezvous->arrive(k, arrivalNs - m_startNs, m_rank != m_o.onTimeRank) + m_startNs;
    const std::vector<int64_t> &joins = *m_o.collectiveJoinsNs;
    return k < joins.size() ? joins[k] + m_startNs : arrivalNs;
}

// Kineto groups a step's events: host ops, then python frames, then GPU activity.
void RankWriter::flushStep()
{
    for (const TraceEvent &e : m_host)
        m_writer.write(e);
    for (const TraceEvent &e : m_python)
        m_writer.write(e);
    for (const TraceEvent &e : m_gpu)
        m_writer.write(e);
    m_host.clear();
    m_python.clear();
    m_gpu.clear();
    m_writer.flush(false);
}

} // namespace stepline::tracegen
