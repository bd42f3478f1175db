#pragma once

#include "argstore.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace stepline {

// Feeds an ArgStore from a second thread. Compressing args (about half of a Kineto file's bytes)
// is the largest single cost after tokenizing, and nothing else needs the store until loading
// ends, so the parser copies each args text into a batch and a worker appends batches in order.
// Ids are handed out here: ArgStore ids are the sequence numbers of appended texts (argstore.h),
// so the id of the n-th text is known before the worker gets to it. The worker hands each batch
// back once stored, and the parser refills it: fresh 1 MiB buffers would each fault in 256 pages.
// While the process's budget of uncompressed blocks has room (ArgStore::rawRoomLeft), there is
// nothing to compress: texts then go straight into the store, copied once, and no thread starts
// until the budget runs out.
//
// The store must not be touched by anyone else until finish() returns.
class ArgsAppender
{
public:
    explicit ArgsAppender(ArgStore &store);
    ~ArgsAppender();
    ArgsAppender(const ArgsAppender &) = delete;
    ArgsAppender &operator=(const ArgsAppender &) = delete;

    ArgSetId append(std::string_view text);
    // Waits until every text is in the store. Throws std::bad_alloc when the worker ran out of
    // memory (its texts are then not all stored).
    void finish();

private:
    struct Batch
    {
        std::string text;
        std::vector<uint32_t> ends; // end offset of each text in `text`
    };
    static constexpr size_t kBatchBytes = size_t(1) << 20;
    static constexpr size_t kMaxQueued = 4; // bounded: the parser waits rather than buffering a file

    void submit();
    void run();

    ArgStore &m_store;
    uint32_t m_next;
    Batch m_batch;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    std::condition_variable m_space;
    std::deque<Batch> m_queue;
    std::vector<Batch> m_spare; // stored batches, their capacity kept for the parser
    bool m_direct = true; // appending to the store on the caller's thread (no batch submitted yet)
    bool m_stop = false;
    bool m_failed = false; // the worker could not store a batch (out of memory)
};

} // namespace stepline
