#include "processheap.h"

#include "hugepages.h"

#include <cstdlib> // any libc header: it defines __GLIBC__

// A sanitizer brings its own allocator: glibc's arenas are never set up, and malloc_trim walks
// them anyway (a null arena: a crash when pool threads trim at once).
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define STEPLINE_OWN_ALLOCATOR 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define STEPLINE_OWN_ALLOCATOR 1
#endif
#endif

#if defined(__GLIBC__) && !defined(STEPLINE_OWN_ALLOCATOR)
#include <cstdint>
#include <cstdio>
#include <mutex>

#include <malloc.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>
#define STEPLINE_GLIBC_HEAP 1
#endif

namespace stepline {

#if defined(STEPLINE_GLIBC_HEAP)
namespace {

// glibc takes blocks from mmap from M_MMAP_THRESHOLD on; 32 MiB is the most it accepts. Blocks
// just below it grow the heap in few steps.
constexpr int kMmapThreshold = 32 << 20;
constexpr size_t kReserveBlock = size_t(31) << 20;
constexpr int kReserveBlocks = 8;
// Above what the reserve frees back, so freeing it does not trim it away again.
constexpr int kTrimThreshold = int(kReserveBlocks * kReserveBlock) + kMmapThreshold;

std::mutex g_heapMutex;
bool g_prepared = false; // under g_heapMutex

bool onMainThread()
{
    return gettid() == getpid();
}

// Under strict overcommit (vm.overcommit_memory 2) the reserve would count against the commit
// limit even though it is never written.
bool overcommitStrict()
{
    std::FILE *f = std::fopen("/proc/sys/vm/overcommit_memory", "r");
    if (!f)
        return false;
    int mode = 0;
    const bool read = std::fscanf(f, "%d", &mode) == 1;
    std::fclose(f);
    return read && mode == 2;
}

bool addressSpaceUnlimited()
{
    rlimit as {}, data {};
    return getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur == RLIM_INFINITY
        && getrlimit(RLIMIT_DATA, &data) == 0 && data.rlim_cur == RLIM_INFINITY;
}

// Grows the heap's top by the reserve and frees it back (the trim threshold keeps it there), then
// advises the new address range: what a heap grows by is a kernel mapping of its own that does not
// inherit the advice of the part below. On another thread the blocks would come from that
// thread's arena, not from this heap: only the main thread calls this.
void adviseHeapTop()
{
    const uintptr_t before = reinterpret_cast<uintptr_t>(sbrk(0));
    void *blocks[kReserveBlocks] = {};
    for (void *&block : blocks)
        block = std::malloc(kReserveBlock);
    for (int i = kReserveBlocks - 1; i >= 0; --i)
        std::free(blocks[i]);
    const uintptr_t after = reinterpret_cast<uintptr_t>(sbrk(0));
    const uintptr_t from = (before + hugepages::kPageBytes - 1) & ~uintptr_t(hugepages::kPageBytes - 1);
    if (before != uintptr_t(-1) && after > from)
        ::madvise(reinterpret_cast<void *>(from), after - from, MADV_HUGEPAGE);
}

} // namespace
#endif

// Not the window: a process that lives on would keep up to the reserve of freed heap resident
// between loads, and the kernel's khugepaged may fill advised ranges that trimming emptied back
// into whole huge pages, so its resident memory would creep above the model's.
bool prepareHeapForLoading()
{
#if defined(STEPLINE_GLIBC_HEAP)
    std::lock_guard<std::mutex> lock(g_heapMutex);
    if (g_prepared || !onMainThread() || !addressSpaceUnlimited() || overcommitStrict())
        return g_prepared;
    if (mallopt(M_MMAP_THRESHOLD, kMmapThreshold) != 1 || mallopt(M_TRIM_THRESHOLD, kTrimThreshold) != 1)
        return false;
    g_prepared = true;
    adviseHeapTop();
    return true;
#else
    return false;
#endif
}

void returnFreedMemory()
{
#if defined(STEPLINE_GLIBC_HEAP)
    if (onMainThread()) {
        std::lock_guard<std::mutex> lock(g_heapMutex);
        if (g_prepared) {
            // A trim from another thread (a job's rank files) may have given the top back since.
            adviseHeapTop();
            return;
        }
    }
    malloc_trim(0);
#endif
}

} // namespace stepline
