#include "argsappender.h"

#include "threadstart.h"

#include <new>

namespace stepline {

ArgsAppender::ArgsAppender(ArgStore &store)
    : m_store(store)
    , m_next(store.count())
{
}

ArgsAppender::~ArgsAppender()
{
    // finish() is what completes the store; here (a load that failed or threw) only the worker
    // must be stopped, and nothing may throw.
    try {
        finish();
    } catch (const std::bad_alloc &) {
    }
}

ArgSetId ArgsAppender::append(std::string_view text)
{
    if (m_direct) {
        if (ArgStore::rawRoomLeft()) {
            ++m_next;
            return m_store.append(text);
        }
        m_direct = false; // from here on in batches, which the worker appends after these texts
    }
    const ArgSetId id(m_next++);
    m_batch.text.append(text);
    m_batch.ends.push_back(uint32_t(m_batch.text.size()));
    if (m_batch.text.size() >= kBatchBytes)
        submit();
    return id;
}

void ArgsAppender::submit()
{
    if (m_batch.ends.empty())
        return;
    if (!m_thread.joinable())
        m_thread = startThreadBeside([this] { run(); }); // small files never start a thread
    std::unique_lock<std::mutex> lock(m_mutex);
    m_space.wait(lock, [this] { return m_queue.size() < kMaxQueued; });
    m_queue.push_back(std::move(m_batch));
    if (m_spare.empty()) {
        m_batch = Batch();
        m_batch.text.reserve(kBatchBytes + 4096);
    } else {
        m_batch = std::move(m_spare.back());
        m_spare.pop_back();
    }
    lock.unlock();
    m_wake.notify_one();
}

void ArgsAppender::run()
{
    for (;;) {
        Batch batch;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait(lock, [this] { return m_stop || !m_queue.empty(); });
            if (m_queue.empty())
                return; // stopping and drained
            batch = std::move(m_queue.front());
            m_queue.pop_front();
        }
        m_space.notify_one();
        // Out of memory here would end the process (no one catches on this thread): the batch is
        // dropped and finish() throws on the loading thread, whose caller reports it.
        if (!m_failed) {
            try {
                m_store.appendMany(batch.text, batch.ends);
            } catch (const std::bad_alloc &) {
                m_failed = true;
            }
        }
        batch.text.clear();
        batch.ends.clear();
        std::lock_guard<std::mutex> lock(m_mutex);
        m_spare.push_back(std::move(batch));
    }
}

void ArgsAppender::finish()
{
    if (m_thread.joinable()) {
        submit();
        {
            std::lock_guard<std::mutex> lock(m_mutex);
            m_stop = true;
        }
        m_wake.notify_one();
        m_thread.join();
        m_stop = false;
    }
    if (m_failed)
        throw std::bad_alloc();
    // Whatever never left the current batch (or every text of a small file) goes in directly.
    m_store.appendMany(m_batch.text, m_batch.ends);
    m_batch = Batch();
    m_spare = {};
}

} // namespace stepline
