#include "hugepages.h"

#include <sys/mman.h>

#include <cstdint>
#include <mutex>
#include <vector>

namespace stepline::hugepages {

namespace {

// Released mappings kept for reuse: whole huge pages, 2 MiB-aligned, so any of them can be cut
// into smaller ones that release() later unmaps (or keeps) one by one.
struct Kept
{
    char *data;
    size_t bytes;
};
constexpr size_t kMaxKeptBytes = size_t(32) << 20;
std::mutex g_keptMutex;
int g_keepers = 0; // KeepReleased objects alive
std::vector<Kept> g_kept;
size_t g_keptBytes = 0;

// The huge-page advice of a mapping of size bytes used for bytes asked.
void advise(void *p, size_t bytes, size_t size, Advice advice) noexcept
{
#ifdef MADV_HUGEPAGE
    // Advice only: without THP the pages are 4 KiB ones.
    const size_t advised = advice == Advice::WholeMapping ? size : bytes / kPageBytes * kPageBytes;
    if (advised > 0)
        ::madvise(p, advised, MADV_HUGEPAGE);
#else
    (void)p;
    (void)bytes;
    (void)size;
    (void)advice;
#endif
}

} // namespace

void *allocate(size_t bytes, int extraMapFlags, Advice advice) noexcept
{
    const size_t size = mappedBytes(bytes);
    if (size == 0 || size < bytes || size > SIZE_MAX - kPageBytes)
        return nullptr;
    // One huge page more than asked, so that a 2 MiB-aligned start lies inside; the ends beyond
    // the aligned range are unmapped again.
    const size_t span = size + kPageBytes;
    void *mapped
        = ::mmap(nullptr, span, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | extraMapFlags, -1, 0);
    if (mapped == MAP_FAILED)
        return nullptr;
    const uintptr_t base = reinterpret_cast<uintptr_t>(mapped);
    const uintptr_t start = (base + kPageBytes - 1) & ~uintptr_t(kPageBytes - 1);
    if (start > base)
        ::munmap(mapped, start - base);
    const uintptr_t end = start + size;
    if (base + span > end)
        ::munmap(reinterpret_cast<void *>(end), base + span - end);
    void *p = reinterpret_cast<void *>(start);
    advise(p, bytes, size, advice);
    return p;
}

void *reuse(size_t bytes, Advice advice) noexcept
{
    const size_t size = mappedBytes(bytes);
    if (size == 0 || size < bytes)
        return nullptr;
    char *p = nullptr;
    {
        const std::lock_guard<std::mutex> lock(g_keptMutex);
        // The smallest kept mapping that holds it; a bigger one gives its front.
        auto best = g_kept.end();
        for (auto k = g_kept.begin(); k != g_kept.end(); ++k)
            if (k->bytes >= size && (best == g_kept.end() || k->bytes < best->bytes))
                best = k;
        if (best == g_kept.end())
            return nullptr;
        p = best->data;
        if (best->bytes == size) {
            g_kept.erase(best);
        } else {
            best->data += size;
            best->bytes -= size;
        }
        g_keptBytes -= size;
    }
    advise(p, bytes, size, advice);
#ifdef MADV_DONTNEED
    // PagesInside: nothing beyond the bytes asked may stay resident (the last use may have filled
    // the whole mapping); from there on it is ordinary pages again.
    if (advice == Advice::PagesInside) {
        constexpr size_t kSmallPage = 4096;
        const size_t tail = (bytes + kSmallPage - 1) / kSmallPage * kSmallPage;
        if (tail < size)
            ::madvise(p + tail, size - tail, MADV_DONTNEED);
        const size_t advised = bytes / kPageBytes * kPageBytes;
        if (advised < size)
            ::madvise(p + advised, size - advised, MADV_NOHUGEPAGE);
    }
#endif
    return p;
}

void release(void *p, size_t bytes) noexcept
{
    if (!p)
        return;
    const size_t size = mappedBytes(bytes);
    {
        const std::lock_guard<std::mutex> lock(g_keptMutex);
        if (g_keepers > 0 && g_keptBytes + size <= kMaxKeptBytes) {
            try {
                g_kept.push_back({ static_cast<char *>(p), size });
                g_keptBytes += size;
                return;
            } catch (...) { // no room to note it: unmapped below
            }
        }
    }
    ::munmap(p, size);
}

KeepReleased::KeepReleased() noexcept
{
    const std::lock_guard<std::mutex> lock(g_keptMutex);
    ++g_keepers;
}

KeepReleased::~KeepReleased()
{
    std::vector<Kept> unmap;
    {
        const std::lock_guard<std::mutex> lock(g_keptMutex);
        if (--g_keepers > 0)
            return;
        unmap.swap(g_kept);
        g_keptBytes = 0;
    }
    for (const Kept &k : unmap)
        ::munmap(k.data, k.bytes);
}

} // namespace stepline::hugepages
