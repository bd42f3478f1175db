#include "mappingguard.h"

#include <atomic>
#include <mutex>

#if defined(__unix__)
#include <csignal>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace stepline {

#if defined(__unix__)
namespace {

// Only lock-free atomics are touched by the signal handler (async-signal-safe).
struct Slot
{
    std::atomic<int> state { 0 }; // 0 free, 1 being set up or torn down, 2 guarded
    std::atomic<uintptr_t> begin { 0 };
    std::atomic<uintptr_t> end { 0 };
    std::atomic<uint64_t> firstFault { UINT64_MAX };
};

Slot g_slots[MappingGuard::kSlots];
struct sigaction g_previous;
uintptr_t g_pageSize = 4096;
std::once_flag g_installed;
bool g_handlerInstalled = false;

void passOn(int sig, siginfo_t *info, void *context)
{
    if ((g_previous.sa_flags & SA_SIGINFO) && g_previous.sa_sigaction) {
        g_previous.sa_sigaction(sig, info, context);
        return;
    }
    if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
        g_previous.sa_handler(sig);
        return;
    }
    // Default action: put it back and return; the faulting instruction runs again and the
    // kernel ends the process as it would have without us (same signal, same core dump).
    struct sigaction dfl = {};
    dfl.sa_handler = SIG_DFL;
    sigemptyset(&dfl.sa_mask);
    ::sigaction(sig, &dfl, nullptr);
}

void onSigbus(int sig, siginfo_t *info, void *context)
{
    // A SIGBUS sent by kill() or raise() is not a fault on our pages.
    if (info && info->si_code > 0) {
        const uintptr_t addr = reinterpret_cast<uintptr_t>(info->si_addr);
        for (Slot &s : g_slots) {
            if (s.state.load(std::memory_order_acquire) != 2)
                continue;
            const uintptr_t begin = s.begin.load(std::memory_order_relaxed);
            const uintptr_t end = s.end.load(std::memory_order_relaxed);
            if (addr < begin || addr >= end)
                continue;
            const uintptr_t page = addr & ~(g_pageSize - 1);
            // mmap is a plain system call on the systems this runs on, safe here in practice
            // (POSIX does not list it). The anonymous pages replace the file's in the mapping
            // (munmap of the whole mapping later removes them too).
            void *hole = ::mmap(reinterpret_cast<void *>(page), end - page, PROT_READ,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
            if (hole == MAP_FAILED)
                break;
            const uint64_t offset = page > begin ? uint64_t(page - begin) : 0;
            uint64_t seen = s.firstFault.load(std::memory_order_relaxed);
            while (offset < seen && !s.firstFault.compare_exchange_weak(seen, offset)) { }
            return;
        }
    }
    passOn(sig, info, context);
}

void install()
{
    static_assert(std::atomic<uintptr_t>::is_always_lock_free && std::atomic<uint64_t>::is_always_lock_free
        && std::atomic<int>::is_always_lock_free);
    const long page = ::sysconf(_SC_PAGESIZE);
    if (page > 0)
        g_pageSize = uintptr_t(page);
    struct sigaction action = {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    g_handlerInstalled = ::sigaction(SIGBUS, &action, &g_previous) == 0;
}

} // namespace

MappingGuard::MappingGuard(const void *data, size_t size)
{
    std::call_once(g_installed, install);
    if (!g_handlerInstalled || !data || size == 0)
        return;
    for (int i = 0; i < kSlots; ++i) {
        Slot &s = g_slots[i];
        int expected = 0;
        if (!s.state.compare_exchange_strong(expected, 1))
            continue;
        s.begin.store(reinterpret_cast<uintptr_t>(data), std::memory_order_relaxed);
        s.end.store(reinterpret_cast<uintptr_t>(data) + size, std::memory_order_relaxed);
        s.firstFault.store(UINT64_MAX, std::memory_order_relaxed);
        s.state.store(2, std::memory_order_release);
        m_slot = i;
        m_guarded = true;
        return;
    }
}

MappingGuard::~MappingGuard()
{
    if (m_slot >= 0)
        g_slots[m_slot].state.store(0, std::memory_order_release);
}

int64_t MappingGuard::firstFault() const
{
    if (m_slot < 0)
        return -1;
    const uint64_t at = g_slots[m_slot].firstFault.load(std::memory_order_acquire);
    return at == UINT64_MAX ? -1 : int64_t(at);
}

#else

// A mapped file cannot be truncated there: nothing to guard against.
MappingGuard::MappingGuard(const void *, size_t)
    : m_guarded(true)
{
}
MappingGuard::~MappingGuard() = default;
int64_t MappingGuard::firstFault() const
{
    return -1;
}

#endif

} // namespace stepline
