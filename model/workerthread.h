#pragma once
// A second thread for one piece of a pass (the other piece runs on the caller's thread).
//  - An exception it throws (std::bad_alloc when memory runs out after --force skipped the memory
//    check) is carried to join() and rethrown on the caller's thread, where the load turns it into
//    an error; escaping a std::thread it would end the process.
//  - Destroying it joins, so an exception on the caller's side cannot terminate the process either.
//  - A thread that cannot be started (std::system_error) runs the piece on the caller's thread.
#include "threadstart.h"

#include <exception>
#include <memory>
#include <system_error>
#include <thread>
#include <utility>

namespace stepline {

class WorkerThread
{
public:
    WorkerThread() = default;
    template <class Work> explicit WorkerThread(Work &&work) { start(std::forward<Work>(work)); }
    WorkerThread(WorkerThread &&other) noexcept = default;
    WorkerThread &operator=(WorkerThread &&other) noexcept
    {
        wait();
        m_thread = std::move(other.m_thread);
        m_error = std::move(other.m_error);
        return *this;
    }
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;
    ~WorkerThread() { wait(); }

    // Waits for the piece; rethrows what it threw.
    void join()
    {
        wait();
        if (m_error && *m_error)
            std::rethrow_exception(std::exchange(*m_error, nullptr));
    }

private:
    template <class Work> void start(Work &&work)
    {
        // On the heap: the thread writes it while this object may be moved.
        m_error = std::make_unique<std::exception_ptr>();
        std::exception_ptr *error = m_error.get();
        auto run = [error, w = std::forward<Work>(work)]() mutable {
            try {
                w();
            } catch (...) {
                *error = std::current_exception();
            }
        };
        try {
            m_thread = startThreadBeside(run); // a copy: run stays whole for the fallback below
        } catch (const std::system_error &) {
            run();
        }
    }
    void wait()
    {
        if (m_thread.joinable())
            m_thread.join();
    }

    std::thread m_thread;
    std::unique_ptr<std::exception_ptr> m_error;
};

} // namespace stepline
