#pragma once
// Starting a thread to work beside a busy one.
//
// Linux puts a new thread on the CPU of the thread that creates it. When that thread goes on
// working (the loading thread, which then parses, builds or merges), the new one waits in its
// queue until the next balancing moves it: 1.5-5 ms on the 2-core VM the benchmarks run on, out
// of a 60 ms load. Created with the caller's CPU left out of its affinity it starts on a free
// core in about 0.3 ms (packaging/BENCHMARKS.md). Its first act is to take back every CPU the
// caller may use, so the scheduler can still move it later.
#include <atomic>
#include <memory>
#include <thread>
#include <utility>

namespace stepline {

namespace threadstart {
// The CPUs the calling thread may use, and the one it runs on now.
struct Placement
{
    bool useful = false; // another usable CPU exists
    int here = -1; // the caller's CPU
    std::shared_ptr<void> allowed; // the caller's affinity (a cpu_set_t), for the new thread
};
Placement awayFromCaller();
// On the new thread: restores the caller's affinity (once `placed` says the creator set it).
void settle(const Placement &placement, const std::atomic<bool> &placed);
// On the creator: keeps the new thread off the caller's CPU until it settles.
void place(std::thread &thread, const Placement &placement);
} // namespace threadstart

// A std::thread running work, started on another core than the caller's when there is one.
// Throws what std::thread throws (std::system_error when no thread can be had).
template <class Work> std::thread startThreadBeside(Work &&work)
{
    threadstart::Placement placement = threadstart::awayFromCaller();
    if (!placement.useful)
        return std::thread(std::forward<Work>(work));
    auto placed = std::make_shared<std::atomic<bool>>(false);
    std::thread thread([placement, placed, w = std::forward<Work>(work)]() mutable {
        threadstart::settle(placement, *placed);
        w();
    });
    threadstart::place(thread, placement);
    placed->store(true, std::memory_order_release);
    return thread;
}

} // namespace stepline
