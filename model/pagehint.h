#pragma once

#include <cstddef>
#include <vector>

namespace stepline {

// Asks the kernel to back the whole 2 MiB pieces of [data, data + bytes) with huge pages as they
// are first written (transparent huge pages in "madvise" mode). Filling a big reserved column
// otherwise takes one page fault per 4 KiB. At most the rest of the 2 MiB piece the writes end in
// becomes resident beyond what was written. A no-op where the system has no such hint.
void adviseHugePages(void *data, size_t bytes);

// The same for the reserved capacity of a vector.
template <typename T> void adviseHugePages(std::vector<T> &v)
{
    adviseHugePages(v.data(), v.capacity() * sizeof(T));
}

} // namespace stepline
