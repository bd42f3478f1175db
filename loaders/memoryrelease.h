#pragma once

#include <cstddef>
#include <vector>

namespace stepline {

// Hands the memory the allocator holds free back to the system (glibc keeps freed small and
// medium blocks in its arenas, so a load's parse buffers, staged events and per-rank builders
// would otherwise stay resident next to the model). A no-op where the allocator has no such call.
void returnFreedMemory();

// Asks for transparent huge pages on [data, data + bytes) (Linux with THP in "madvise" mode):
// columns filled once from start to end then take one fault per 2 MiB instead of one per 4 KiB,
// and a page fault costs microseconds. Only whole 2 MiB extents inside the range are affected, and
// capacity never written stays unbacked either way. A no-op elsewhere.
void adviseHugePages(const void *data, size_t bytes);

template <typename T> void adviseHugePages(const std::vector<T> &column)
{
    adviseHugePages(column.data(), column.capacity() * sizeof(T));
}

} // namespace stepline
