#include "pagehint.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace stepline {

void adviseHugePages(void *data, size_t bytes)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr uintptr_t kHuge = uintptr_t(2) << 20;
    const uintptr_t begin = (uintptr_t(data) + kHuge - 1) & ~(kHuge - 1);
    const uintptr_t end = (uintptr_t(data) + bytes) & ~(kHuge - 1);
    if (data && end > begin)
        madvise(reinterpret_cast<void *>(begin), end - begin,
            MADV_HUGEPAGE); // only a hint: errors change nothing
#else
    (void)data;
    (void)bytes;
#endif
}

} // namespace stepline
