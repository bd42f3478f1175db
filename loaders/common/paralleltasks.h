#pragma once
// Runs task(0) .. task(count - 1) on up to `threads` threads, the caller's among them, each thread
// taking the next index as it finishes one, and returns when all are done. Files of a job differ
// widely in size, so a shared counter keeps every thread busy where fixed slices would not.
//  - An exception a task throws (std::bad_alloc past the memory check) stops the other threads
//    from taking new indices and is rethrown here, on the caller's thread (WorkerThread).
//  - A thread that cannot be started runs its share on the caller's thread.
#include "workerthread.h"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <exception>
#include <vector>

namespace stepline {

template <class Task> void runParallelTasks(size_t count, int threads, Task &&task)
{
    std::atomic<size_t> next { 0 };
    std::atomic<bool> failed { false };
    auto drain = [&] {
        try {
            for (size_t i = next.fetch_add(1); i < count && !failed.load(); i = next.fetch_add(1))
                task(i);
        } catch (...) {
            failed.store(true);
            throw;
        }
    };
    const size_t helpers = std::min(count, size_t(std::max(threads, 1))) - (count > 0 ? 1 : 0);
    std::vector<WorkerThread> workers;
    workers.reserve(helpers);
    for (size_t i = 0; i < helpers; ++i)
        workers.emplace_back(drain);
    std::exception_ptr first;
    try {
        drain();
    } catch (...) {
        first = std::current_exception();
    }
    for (WorkerThread &w : workers) {
        try {
            w.join();
        } catch (...) {
            if (!first)
                first = std::current_exception();
        }
    }
    if (first)
        std::rethrow_exception(first);
}

} // namespace stepline
