#pragma once

namespace stepline {

// Hands the memory the allocator holds free back to the system (glibc keeps freed small and
// medium blocks in its arenas, so a load's parse buffers, staged events and per-rank builders
// would otherwise stay resident next to the model). A no-op where the allocator has no such call,
// and under a sanitizer, whose allocator is not glibc's.
void returnFreedMemory();

} // namespace stepline
