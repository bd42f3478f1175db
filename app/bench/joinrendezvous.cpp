#include "joinrendezvous.h"

#include <algorithm>
#include <climits>

namespace stepline::tracegen {

JoinRendezvous::JoinRendezvous(int ranks, int running)
    : m_ranks(ranks)
    , m_running(std::max(1, running))
{
}

void JoinRendezvous::enter()
{
    std::unique_lock lock(m_mutex);
    takeTurn(lock);
}

// All-reduce k is complete when every rank that did not leave before issuing it has arrived.
bool JoinRendezvous::complete(size_t k) const
{
    const auto expected = m_ranks
        - std::count_if(m_leftAfter.begin(), m_leftAfter.end(), [k](size_t issued) { return issued <= k; });
    return m_arrived[k] >= expected;
}

void JoinRendezvous::releaseTurn(std::unique_lock<std::mutex> &)
{
    --m_computing;
    m_changed.notify_all();
}

void JoinRendezvous::takeTurn(std::unique_lock<std::mutex> &lock)
{
    m_changed.wait(lock, [this] { return m_computing < m_running; });
    ++m_computing;
}

int64_t JoinRendezvous::arrive(size_t k, int64_t arrivalNs, bool counts)
{
    std::unique_lock lock(m_mutex);
    if (m_arrived.size() <= k) {
        m_arrived.resize(k + 1, 0);
        m_latest.resize(k + 1, INT64_MIN);
        m_latestAny.resize(k + 1, INT64_MIN);
    }
    ++m_arrived[k];
    if (counts)
        m_latest[k] = std::max(m_latest[k], arrivalNs);
    m_latestAny[k] = std::max(m_latestAny[k], arrivalNs);
    releaseTurn(lock);
    m_changed.wait(lock, [&] { return complete(k); });
    const int64_t join = joinOf(k);
    takeTurn(lock);
    return join;
}

int64_t JoinRendezvous::joinOf(size_t k) const
{
    return m_latest[k] != INT64_MIN ? m_latest[k] : m_latestAny[k];
}

void JoinRendezvous::leave(size_t issued)
{
    std::unique_lock lock(m_mutex);
    m_leftAfter.push_back(issued);
    releaseTurn(lock);
}

std::vector<int64_t> JoinRendezvous::joins() const
{
    std::lock_guard lock(m_mutex);
    std::vector<int64_t> all(m_latest.size());
    for (size_t k = 0; k < all.size(); ++k)
        all[k] = joinOf(k);
    return all;
}

} // namespace stepline::tracegen
