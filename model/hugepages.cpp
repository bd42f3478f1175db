#include "hugepages.h"

#include <sys/mman.h>

#include <cstdint>

namespace stepline::hugepages {

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
#ifdef MADV_HUGEPAGE
    // Advice only: without THP the pages are 4 KiB ones.
    const size_t advised = advice == Advice::WholeMapping ? size : bytes / kPageBytes * kPageBytes;
    if (advised > 0)
        ::madvise(p, advised, MADV_HUGEPAGE);
#else
    (void)advice;
#endif
    return p;
}

void release(void *p, size_t bytes) noexcept
{
    if (p)
        ::munmap(p, mappedBytes(bytes));
}

} // namespace stepline::hugepages
