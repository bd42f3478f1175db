#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace stepline {

// Append-only storage for texts that must stay where they are until the owner goes (the arg
// blocks an ArgStore keeps uncompressed). Texts are copied end to end into slabs that grow with
// the store: the first holds just its text, so that a store with one small block stays small;
// from 512 KiB on they are huge-page mappings (hugepages.h), so that filling them costs a page
// fault per 2 MiB, not per 4 KiB.
class TextSlabs
{
public:
    TextSlabs() = default;
    TextSlabs(TextSlabs &&other) noexcept;
    TextSlabs &operator=(TextSlabs &&other) noexcept;
    TextSlabs(const TextSlabs &) = delete;
    TextSlabs &operator=(const TextSlabs &) = delete;
    ~TextSlabs();

    // Where a copy of text now lies, for as long as these slabs live; nullptr without memory.
    const char *keep(std::string_view text);
    // Takes other's slabs (left empty); the texts in them do not move.
    void absorb(TextSlabs &&other);
    size_t memoryBytes() const;

private:
    struct Slab
    {
        char *data = nullptr;
        size_t capacity = 0;
        size_t used = 0;
        bool mapped = false; // from hugepages::allocate, else new[]
    };
    void releaseAll() noexcept;
    std::vector<Slab> m_slabs;
};

} // namespace stepline
