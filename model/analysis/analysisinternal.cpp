#include "analysisinternal.h"

#include <algorithm>

namespace stepline::detail {

void appendRuns(const Profile &profile, uint32_t trackId, std::vector<SliceRun> *runs)
{
    const TrackId id(trackId);
    const uint16_t depths = profile.depthCount(id);
    for (uint16_t d = 0; d < depths; ++d) {
        const Profile::Range r = profile.depthRange(id, d);
        if (!r.empty())
            runs->push_back({ r.begin, r.end });
    }
}

BinAccumulator::BinAccumulator(int64_t startNs, int64_t endNs, int binCount)
    : m_start(startNs)
    , m_end(std::max(startNs, endNs))
    , m_n(std::max(binCount, 0))
    , m_q(0)
    , m_r(0)
    , m_busy(size_t(std::max(binCount, 0)), 0)
{
    if (m_n > 0) {
        const int64_t length = m_end - m_start;
        m_q = length / m_n;
        m_r = length % m_n;
    }
}

void BinAccumulator::add(int64_t fromNs, int64_t toNs)
{
    fromNs = std::max(fromNs, m_start);
    toNs = std::min(toNs, m_end);
    if (m_n == 0 || toNs <= fromNs)
        return;
    const int64_t length = m_end - m_start;
    // Estimate the first bin, then correct for the floor edges.
    int64_t i = int64_t(double(fromNs - m_start) / double(length) * double(m_n));
    i = std::clamp<int64_t>(i, 0, m_n - 1);
    while (i > 0 && edge(i) > fromNs)
        --i;
    while (i + 1 < m_n && edge(i + 1) <= fromNs)
        ++i;
    int64_t t = fromNs;
    while (t < toNs && i < m_n) {
        const int64_t binEnd = (i + 1 == m_n) ? m_end : edge(i + 1);
        const int64_t upTo = std::min(toNs, binEnd);
        m_busy[size_t(i)] += upTo - t;
        t = upTo;
        ++i;
    }
}

std::vector<double> BinAccumulator::fractions() const
{
    std::vector<double> out(m_busy.size(), 0.0);
    for (int64_t i = 0; i < m_n; ++i) {
        const int64_t len = ((i + 1 == m_n) ? m_end : edge(i + 1)) - edge(i);
        out[size_t(i)] = len > 0 ? std::min(1.0, double(m_busy[size_t(i)]) / double(len)) : 0.0;
    }
    return out;
}

} // namespace stepline::detail
