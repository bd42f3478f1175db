#include "loadprogress.h"

#include <algorithm>

namespace stepline {

bool LoadProgress::advance(qint64 bytes, const QString &stage)
{
    const qint64 done = m_done.fetch_add(bytes) + bytes;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_progress)
        m_progress(std::min(done, m_total), m_total, stage);
    if (m_canceled && m_canceled())
        m_wasCanceled = true;
    return !m_wasCanceled;
}

void LoadProgress::rewind(qint64 bytes)
{
    qint64 done = m_done.load();
    while (!m_done.compare_exchange_weak(done, std::max<qint64>(0, done - bytes))) { }
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
