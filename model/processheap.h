#pragma once

namespace stepline {

// The process heap of glibc's allocator. Elsewhere, and under a sanitizer (whose allocator is not
// glibc's), both calls do nothing.

// For a process that loads one profile, prints and exits (the command-line verbs; not the window,
// see the .cpp). Blocks below 32 MiB come from the heap, which keeps what the load frees for its
// next blocks instead of handing it back and faulting it in again, and the heap's next 248 MiB of
// address space are advised for transparent huge pages, so filling them faults once per 2 MiB
// instead of once per 4 KiB (hugepages.h says why that matters). Nothing is resident until
// written. It acts once, on the process's main thread, and not under an address-space or data
// limit (ulimit -v) or strict overcommit, against which the advised space would count. Whether
// the heap is prepared now.
// threadsShareHeap: threads started afterwards allocate from that heap too (one arena) instead of
// from arenas of their own, which are mapped without the advice. Right for one file, whose other
// threads allocate little (the parse helpers' lists, the summary's analyses): 120 of the 750
// faults of `stepline summary` on a 54 MB trace, 1,300 of 3,500 on a 200 MB one. Not for a job,
// whose rank files are parsed side by side and would contend for the one heap's lock (a 16-rank
// job took 4.5 % longer).
bool prepareHeapForLoading(bool threadsShareHeap);

// Hands the memory the allocator holds free back to the system (glibc keeps freed small and
// medium blocks in its arenas, so a load's parse buffers, staged events and per-rank builders
// would otherwise stay resident next to the model).
// Except on the thread that prepared the heap: the verb finalizes, analyses and exits, and what
// was freed serves those blocks without a page fault. A trim there would cut holes into the
// heap's huge pages, where every 4 KiB page reused faults alone (800 of the 1,800 faults of
// `stepline summary` on a 54 MB trace when it trimmed). That thread advises the heap's top again
// instead: a trim from another thread (the rank files of a job, whose freed builders do lower its
// peak) gives the top back, and what grows there next would otherwise be a mapping without the
// advice.
void returnFreedMemory();

} // namespace stepline
