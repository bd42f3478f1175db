#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace stepline::hugepages {

// Memory for big buffers that a load fills front to back soon after taking them (arg text kept
// raw, parsed-event lists, staged rows, link keys, inflated text): 2 MiB-aligned anonymous
// mappings advised for transparent huge pages. Filling such a buffer faults once per 2 MiB instead
// of once per 4 KiB page; on a VM a fault costs a trap into the hypervisor, and faults were the
// largest single cost of loading a small trace there (packaging/BENCHMARKS.md, "Page faults and
// huge pages"). Where the kernel has transparent huge pages off, the advice does nothing and the
// mapping behaves like any other.
inline constexpr size_t kPageBytes = size_t(2) << 20;

// Requests from this size on are worth a mapping of their own; smaller ones use operator new.
inline constexpr size_t kMinBytes = size_t(512) << 10;

// bytes rounded up to whole huge pages: what allocate() maps and release() must be given.
constexpr size_t mappedBytes(size_t bytes)
{
    return (bytes + kPageBytes - 1) / kPageBytes * kPageBytes;
}

// How much of a mapping is advised for huge pages.
enum class Advice {
    WholeMapping, // every 2 MiB of it: a buffer filled to its end (its last huge page too)
    PagesInside, // only the whole huge pages inside the bytes asked for; the rest stays in 4 KiB
                 // pages, so that no more than those bytes can ever be resident
};

// A mapping of mappedBytes(bytes), 2 MiB-aligned; nullptr when the system has no room for it.
// extraMapFlags go to mmap (MAP_NORESERVE for address space that is never all written).
void *allocate(size_t bytes, int extraMapFlags = 0, Advice advice = Advice::WholeMapping) noexcept;
// Unmaps a mapping, or keeps it for reuse() while a KeepReleased is alive.
void release(void *p, size_t bytes) noexcept; // bytes: as given to allocate() or reuse()

// Like allocate(), from the memory released while a KeepReleased is alive: pages faulted in (and
// zeroed by the kernel) once serve a second buffer. Finalizing takes work arrays and permuted
// columns of about one huge page each per 200 K events while the parse's buffers and the columns
// it permutes are released; reusing them, `stepline summary` faults 20-35 % fewer fresh huge
// pages on 62-200 MB traces (packaging/BENCHMARKS.md). The contents are left over from the last
// use (not zero): for buffers that write before they read. nullptr when nothing kept is big
// enough or no KeepReleased is alive.
void *reuse(size_t bytes, Advice advice = Advice::WholeMapping) noexcept;

// While at least one is alive (a load: loadProfile), release() keeps up to 32 MiB of released
// mappings for reuse() (more would raise a load's peak); when the last one ends, what is kept is
// unmapped. Any thread.
class KeepReleased
{
public:
    KeepReleased() noexcept;
    ~KeepReleased();
    KeepReleased(const KeepReleased &) = delete;
    KeepReleased &operator=(const KeepReleased &) = delete;
};

// std::allocator's replacement for vectors that grow big: huge-page mappings from kMinBytes on.
// Below one huge page the whole mapping is advised; from one on, kFromOnePage says how much.
template <typename T, Advice kFromOnePage = Advice::WholeMapping> struct Allocator
{
    using value_type = T;
    template <typename U> struct rebind
    {
        using other = Allocator<U, kFromOnePage>;
    };
    Allocator() = default;
    template <typename U> Allocator(const Allocator<U, kFromOnePage> &) noexcept { }

    T *allocate(size_t n)
    {
        const size_t bytes = n * sizeof(T);
        if (bytes < kMinBytes)
            return static_cast<T *>(::operator new(bytes));
        const Advice advice = bytes < kPageBytes ? Advice::WholeMapping : kFromOnePage;
        void *p = hugepages::reuse(bytes, advice);
        if (!p)
            p = hugepages::allocate(bytes, 0, advice);
        if (!p)
            throw std::bad_alloc();
        return static_cast<T *>(p);
    }
    void deallocate(T *p, size_t n) noexcept
    {
        const size_t bytes = n * sizeof(T);
        if (bytes < kMinBytes)
            ::operator delete(p);
        else
            hugepages::release(p, bytes);
    }
    template <typename U> bool operator==(const Allocator<U, kFromOnePage> &) const noexcept { return true; }
};

template <typename T> using Vector = std::vector<T, Allocator<T>>;

// For the vectors the model keeps (its columns): from kMinBytes to one huge page, a whole huge page
// (at most 1.5 MiB resident beyond the capacity, and only in a model this small); from one huge
// page on, only the whole huge pages inside the capacity are advised and the last partial one stays
// in 4 KiB pages, so a big model's resident memory never exceeds its columns' capacities (what its
// memory goals count), while filling faults once per 2 MiB for all but that last part.
template <typename T> using ColumnAllocator = Allocator<T, Advice::PagesInside>;
template <typename T> using Column = std::vector<T, ColumnAllocator<T>>;

} // namespace stepline::hugepages
