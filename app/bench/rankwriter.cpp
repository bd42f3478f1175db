#include "rankwriter.h"

#include <algorithm>

namespace stepline::tracegen {

RankWriter::RankWriter(QIODevice &out, const TraceOptions &options, int rank)
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
    m_startNs = options.startAbsNs - m_baseNs
        + (options.stepStartsNs ? synchronizedStartOffsetNs(options, rank)
                                : rankStartOffsetNs(options, rank));
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
        if (m_o.stepStartsNs && size_t(step) < m_o.stepStartsNs->size())
            waitForStep(m_startNs + (*m_o.stepStartsNs)[size_t(step)]);
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

// Holds the whole rank (every thread and stream) until the job's step start: the whole state moves,
// so the step that follows takes as long as it would have without the wait.
void RankWriter::waitForStep(int64_t startNs)
{
    const int64_t wait = startNs - m_main.cursorNs;
    if (wait <= 0)
        return;
    m_main.cursorNs += wait;
    m_autograd.cursorNs += wait;
    for (HostThread &w : m_workers)
        w.cursorNs += wait;
    m_streamFree[0] += wait;
    m_streamFree[1] += wait;
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
