#pragma once

#include "ids.h"

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// Interns strings into 32-bit ids. Storage is a list of large arenas, so a string_view handed out
// stays valid for the pool's lifetime (no reallocation moves bytes). Id 0 is the empty string.
// Lookup is an open-addressing hash table of ids; not thread-safe for writes, safe for concurrent
// reads once building is done.
class StringPool
{
public:
    StringPool();
    StringPool(StringPool &&) noexcept;
    StringPool &operator=(StringPool &&) noexcept;
    StringPool(const StringPool &) = delete;
    StringPool &operator=(const StringPool &) = delete;
    ~StringPool();

    StringId intern(std::string_view text);
    // Returns the id of text if it was interned, else nullopt-like invalid (value ~0u).
    bool find(std::string_view text, StringId *out) const;
    std::string_view view(StringId id) const { return m_views[id.value]; }
    std::string str(StringId id) const { return std::string(view(id)); }
    uint32_t size() const { return uint32_t(m_views.size()); }
    size_t memoryBytes() const;

private:
    void rehash(size_t newCapacity);
    const char *store(std::string_view text);

    std::vector<std::string_view> m_views;
    std::vector<uint32_t> m_hashes;
    std::vector<uint32_t> m_table; // slot -> id + 1, 0 = empty
    std::vector<std::unique_ptr<char[]>> m_arenas;
    size_t m_arenaUsed = 0;
    size_t m_arenaSize = 0;
    size_t m_arenaBytes = 0;
};

} // namespace stepline
