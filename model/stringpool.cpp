#include "stringpool.h"

#include <cstring>

namespace stepline {

namespace {
constexpr size_t kArenaSize = 1 << 20;

// Eight bytes per step: names reach the pool when the loader's small cache misses, and kernel
// names of a few hundred bytes were a byte-at-a-time hash's worst case (FNV-1a: a multiply per
// byte, one after another). The value only places strings in this process's table.
uint32_t hashText(std::string_view text)
{
    constexpr uint64_t kMul = 0x9E3779B97F4A7C15ull;
    uint64_t h = uint64_t(text.size()) * kMul;
    const char *p = text.data();
    size_t n = text.size();
    for (; n >= 8; p += 8, n -= 8) {
        uint64_t w;
        std::memcpy(&w, p, 8);
        h = (h ^ w) * kMul;
        h ^= h >> 29;
    }
    if (n > 0) {
        uint64_t w = 0;
        std::memcpy(&w, p, n);
        h = (h ^ w) * kMul;
    }
    h ^= h >> 32;
    h *= 0xD6E8FEB86659FD93ull;
    return uint32_t(h >> 32);
}
} // namespace

StringPool::StringPool()
{
    m_views.push_back(std::string_view());
    m_hashes.push_back(hashText({}));
    rehash(1024);
}

StringPool::StringPool(StringPool &&) noexcept = default;
StringPool &StringPool::operator=(StringPool &&) noexcept = default;
StringPool::~StringPool() = default;

const char *StringPool::store(std::string_view text)
{
    if (text.size() > kArenaSize / 4) {
        // Very long strings (kernel names of ~9 KB exist) get an arena of their own.
        auto block = std::make_unique<char[]>(text.size());
        std::memcpy(block.get(), text.data(), text.size());
        const char *p = block.get();
        // Insert before the current arena so the current one stays at the back.
        m_arenas.insert(m_arenas.end() - (m_arenas.empty() ? 0 : 1), std::move(block));
        m_arenaBytes += text.size();
        return p;
    }
    if (m_arenas.empty() || m_arenaUsed + text.size() > m_arenaSize) {
        m_arenas.push_back(
            std::unique_ptr<char[]>(new char[kArenaSize])); // not zero-filled: written before read
        m_arenaSize = kArenaSize;
        m_arenaUsed = 0;
        m_arenaBytes += kArenaSize;
    }
    char *p = m_arenas.back().get() + m_arenaUsed;
    std::memcpy(p, text.data(), text.size());
    m_arenaUsed += text.size();
    return p;
}

void StringPool::rehash(size_t newCapacity)
{
    m_table.assign(newCapacity, 0);
    const size_t mask = newCapacity - 1;
    for (uint32_t id = 1; id < m_views.size(); ++id) {
        size_t slot = m_hashes[id] & mask;
        while (m_table[slot] != 0)
            slot = (slot + 1) & mask;
        m_table[slot] = id + 1;
    }
}

bool StringPool::find(std::string_view text, StringId *out) const
{
    if (text.empty()) {
        *out = StringId(0);
        return true;
    }
    const uint32_t h = hashText(text);
    const size_t mask = m_table.size() - 1;
    for (size_t slot = h & mask; m_table[slot] != 0; slot = (slot + 1) & mask) {
        const uint32_t id = m_table[slot] - 1;
        if (m_hashes[id] == h && m_views[id] == text) {
            *out = StringId(id);
            return true;
        }
    }
    return false;
}

StringId StringPool::intern(std::string_view text)
{
    if (text.empty())
        return StringId(0);
    const uint32_t h = hashText(text);
    const size_t mask = m_table.size() - 1;
    size_t slot = h & mask;
    for (; m_table[slot] != 0; slot = (slot + 1) & mask) {
        const uint32_t id = m_table[slot] - 1;
        if (m_hashes[id] == h && m_views[id] == text)
            return StringId(id);
    }
    const uint32_t id = uint32_t(m_views.size());
    m_views.emplace_back(store(text), text.size());
    m_hashes.push_back(h);
    m_table[slot] = id + 1;
    if (m_views.size() * 2 > m_table.size())
        rehash(m_table.size() * 2);
    return StringId(id);
}

size_t StringPool::memoryBytes() const
{
    return m_arenaBytes + m_views.capacity() * sizeof(std::string_view)
        + m_hashes.capacity() * sizeof(uint32_t) + m_table.capacity() * sizeof(uint32_t);
}

} // namespace stepline
