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
#include <algorithm>
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

// glibc takes blocks from mmap from M_MMAP_THRESHOLD on; 32 MiB is the most it accepts.
constexpr int kMmapThreshold = 32 << 20;
// The heap's advised space ahead of the load.
constexpr size_t kReserveBytes = size_t(248) << 20;
// Above the reserve, so that freeing blocks does not trim it away again.
constexpr int kTrimThreshold = int(kReserveBytes) + kMmapThreshold;
// glibc's M_TOP_PAD when nobody set it (mallopt(3)).
constexpr int kDefaultTopPad = 128 * 1024;
// glibc's chunk header (prev_size, size) and the bytes of it a block in use overlaps (malloc.c's
// request2size): a request of n bytes takes a chunk of (n + 8) rounded up to 16.
constexpr uintptr_t kChunkHeader = 16;
constexpr uintptr_t kChunkOverhead = 8;

std::mutex g_heapMutex;
bool g_prepared = false; // under g_heapMutex
uintptr_t g_advisedEnd = 0; // where the advised heap ends, under g_heapMutex

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

uintptr_t alignUp(uintptr_t at)
{
    return (at + hugepages::kPageBytes - 1) & ~uintptr_t(hugepages::kPageBytes - 1);
}

// Grows the heap by the reserve and advises it, writing nothing into it before the advice: where
// a page of an unadvised range is written, the kernel gives it a 4 KiB page and a page table for
// its 2 MiB, and every later fault there stays a 4 KiB one, also after the advice. Every block
// malloc carves from the heap's top writes the top's header after that block, so a block is
// carved that ends 16 bytes short of a huge-page boundary, with M_TOP_PAD making its heap growth
// the reserve too: the one header written lies below the boundary and the reserve above it is
// advised before the load writes there. The block stays allocated (address space; one page of it
// resident): freed, the load's first small blocks would come from it, below the advice. The
// main arena's top chunk ends at sbrk(0), so sbrk(0) minus its size (mallinfo2's keepcost) is
// where the next block starts. False when the block did not land there (a free block of that
// size took it, or the heap could not grow and glibc mapped it elsewhere).
bool growAdvisedHeap()
{
    const uintptr_t end = reinterpret_cast<uintptr_t>(sbrk(0));
    if (end == uintptr_t(-1))
        return false;
    const uintptr_t topChunk = end - mallinfo2().keepcost;
    // Past the heap's end, so that the block does not fit the top and makes the heap grow.
    const uintptr_t boundary = alignUp(std::max(end, topChunk + 2 * kChunkHeader) + kChunkHeader);
    const uintptr_t padChunk = boundary - kChunkHeader - topChunk;
    if (padChunk >= uintptr_t(kMmapThreshold)) // a top that large: glibc would map the block
        return false;
    if (mallopt(M_TOP_PAD, int(kReserveBytes)) != 1)
        return false;
    void *pad = std::malloc(size_t(padChunk - kChunkOverhead));
    mallopt(M_TOP_PAD, kDefaultTopPad);
    if (!pad)
        return false;
    if (reinterpret_cast<uintptr_t>(pad) != topChunk + kChunkHeader) {
        std::free(pad);
        return false;
    }
    const uintptr_t grown = reinterpret_cast<uintptr_t>(sbrk(0));
    if (grown != uintptr_t(-1) && grown > boundary) {
        ::madvise(reinterpret_cast<void *>(boundary), grown - boundary, MADV_HUGEPAGE);
        g_advisedEnd = grown;
    }
    return true;
}

// Once prepared, on the main thread: a trim from another thread may have given the heap's top
// back (the kernel unmaps it), and what grows there next would be a mapping without the advice.
void adviseHeapTop()
{
    const uintptr_t end = reinterpret_cast<uintptr_t>(sbrk(0));
    if (end != uintptr_t(-1) && end < g_advisedEnd)
        growAdvisedHeap();
}

} // namespace
#endif

// Not the window: a process that lives on would keep up to the reserve of freed heap resident
// between loads, and the kernel's khugepaged may fill advised ranges that trimming emptied back
// into whole huge pages, so its resident memory would creep above the model's.
bool prepareHeapForLoading(bool threadsShareHeap)
{
#if defined(STEPLINE_GLIBC_HEAP)
    std::lock_guard<std::mutex> lock(g_heapMutex);
    if (g_prepared || !onMainThread() || !addressSpaceUnlimited() || overcommitStrict())
        return g_prepared;
    if (mallopt(M_MMAP_THRESHOLD, kMmapThreshold) != 1 || mallopt(M_TRIM_THRESHOLD, kTrimThreshold) != 1)
        return false;
    if (threadsShareHeap)
        mallopt(M_ARENA_MAX, 1);
    g_prepared = true;
    growAdvisedHeap();
    return true;
#else
    (void)threadsShareHeap;
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
