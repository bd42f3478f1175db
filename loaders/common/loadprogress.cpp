#include "loadprogress.h"

#include <algorithm>

namespace stepline {

bool LoadProgress::advance(int64_t bytes, const std::string &stage)
{
    const int64_t done = m_done.fetch_add(bytes) + bytes;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_progress)
        m_progress(std::min(done, m_total), m_total, stage);
    if (m_canceled && m_canceled())
        m_wasCanceled = true;
    return !m_wasCanceled;
}

void LoadProgress::rewind(int64_t bytes)
{
    int64_t done = m_done.load();
    while (!m_done.compare_exchange_weak(done, std::max<int64_t>(0, done - bytes))) { }
}

bool LoadProgress::canceled()
{
    if (m_wasCanceled)
        return true;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_canceled && m_canceled())
        m_wasCanceled = true;
    return m_wasCanceled;
}

} // namespace stepline
