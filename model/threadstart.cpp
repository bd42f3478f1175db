#include "threadstart.h"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>
#endif

namespace stepline::threadstart {

#if defined(__linux__)
Placement awayFromCaller()
{
    Placement p;
    auto allowed = std::make_shared<cpu_set_t>();
    if (pthread_getaffinity_np(pthread_self(), sizeof(cpu_set_t), allowed.get()) != 0)
        return p;
    const int here = sched_getcpu();
    if (here < 0 || here >= CPU_SETSIZE || !CPU_ISSET(here, allowed.get()) || CPU_COUNT(allowed.get()) < 2)
        return p;
    p.useful = true;
    p.here = here;
    p.allowed = std::move(allowed);
    return p;
}

void place(std::thread &thread, const Placement &placement)
{
    cpu_set_t away = *static_cast<const cpu_set_t *>(placement.allowed.get());
    CPU_CLR(placement.here, &away);
    pthread_setaffinity_np(thread.native_handle(), sizeof away, &away);
}

void settle(const Placement &placement, const std::atomic<bool> &placed)
{
    // The creator sets the affinity right after the thread exists; one that runs first waits for
    // that, or its restored affinity would be overwritten with the narrowed one.
    while (!placed.load(std::memory_order_acquire))
        sched_yield();
    pthread_setaffinity_np(
        pthread_self(), sizeof(cpu_set_t), static_cast<const cpu_set_t *>(placement.allowed.get()));
}
#else
Placement awayFromCaller()
{
    return {};
}
void place(std::thread &, const Placement &) { }
void settle(const Placement &, const std::atomic<bool> &) { }
#endif

} // namespace stepline::threadstart
