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
