#pragma once

// A file mapping that survives its file shrinking under it. Reading a page of a mapped file past
// the file's current end raises SIGBUS, which kills the process: another program truncating or
// rewriting a trace while it loads (a profiler still writing, a copy over it, a full disk's
// cleanup) must give an error instead. While a guard is alive, a SIGBUS on its range replaces the
// pages from the faulting one to the end of the mapping with zero pages and lets the reading
// thread go on; the loader then reads zeros (a syntax or compression error at that point) and,
// seeing that the guard fired, reports that the file changed, with the offset.
//
// Why zero pages rather than jumping out of the parse (sigsetjmp/siglongjmp): the fault can come
// from any thread reading the mapping (the helper threads tokenize chunks ahead), in the middle of
// C++ code whose destructors a jump would skip; filling the hole keeps every thread on its normal
// path, costs nothing until a fault happens and needs no per-read check. A SIGBUS outside every
// guarded range goes to the handler installed before (or kills the process as it would have).
// Unix only; elsewhere (Windows refuses to truncate a mapped file) the guard does nothing.

#include <cstddef>
#include <cstdint>

namespace stepline {

class MappingGuard
{
public:
    // Guards [data, data + size) (a mapping of a file) until destroyed. At most kSlots mappings are
    // guarded at once; beyond that guarded() is false and the caller reads the file instead.
    MappingGuard(const void *data, size_t size);
    ~MappingGuard();
    MappingGuard(const MappingGuard &) = delete;
    MappingGuard &operator=(const MappingGuard &) = delete;

    bool guarded() const { return m_guarded; }
    // The offset (from data) of the first page read past the file's end; -1 when none was.
    int64_t firstFault() const;

    static constexpr int kSlots = 64;

private:
    int m_slot = -1;
    bool m_guarded = false;
};

} // namespace stepline
