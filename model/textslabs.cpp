#include "textslabs.h"

#include "hugepages.h"

#include <algorithm>
#include <cstring>
#include <new>
#include <utility>

namespace stepline {

TextSlabs::TextSlabs(TextSlabs &&other) noexcept
    : m_slabs(std::exchange(other.m_slabs, {}))
{
}

TextSlabs &TextSlabs::operator=(TextSlabs &&other) noexcept
{
    if (this != &other) {
        releaseAll();
        m_slabs = std::exchange(other.m_slabs, {});
    }
    return *this;
}

TextSlabs::~TextSlabs()
{
    releaseAll();
}

void TextSlabs::releaseAll() noexcept
{
    for (const Slab &s : m_slabs) {
        if (s.mapped)
            hugepages::release(s.data, s.capacity);
        else
            delete[] s.data;
    }
    m_slabs.clear();
}

const char *TextSlabs::keep(std::string_view text)
{
    if (m_slabs.empty() || m_slabs.back().capacity - m_slabs.back().used < text.size()) {
        // A new slab; what the last one has left stays unused (at most one text's size).
        m_slabs.reserve(m_slabs.size() + 1); // before the slab exists: no throw leaves it behind
        Slab slab;
        // Slabs grow with the store: the first holds just this text (a store with one small block
        // stays small), each next one as much as all before, up to a huge page.
        size_t before = 0;
        for (const Slab &s : m_slabs)
            before += s.capacity;
        const size_t want = std::max(std::min(before, hugepages::kPageBytes), text.size());
        if (want >= hugepages::kMinBytes) {
            slab.data = static_cast<char *>(hugepages::allocate(want));
            slab.capacity = hugepages::mappedBytes(want);
            slab.mapped = true;
        } else {
            slab.data = new (std::nothrow) char[want];
            slab.capacity = want;
        }
        if (!slab.data)
            return nullptr;
        m_slabs.push_back(slab);
    }
    Slab &s = m_slabs.back();
    char *at = s.data + s.used;
    if (!text.empty())
        std::memcpy(at, text.data(), text.size());
    s.used += text.size();
    return at;
}

void TextSlabs::absorb(TextSlabs &&other)
{
    if (m_slabs.empty()) {
        m_slabs = std::exchange(other.m_slabs, {});
        return;
    }
    // Other's last slab goes before ours: keep() fills only the last one.
    m_slabs.reserve(m_slabs.size() + other.m_slabs.size());
    std::vector<Slab> taken = std::exchange(other.m_slabs, {});
    m_slabs.insert(m_slabs.end() - 1, taken.begin(), taken.end());
}

size_t TextSlabs::memoryBytes() const
{
    size_t bytes = m_slabs.capacity() * sizeof(Slab);
    for (const Slab &s : m_slabs)
        bytes += s.capacity;
    return bytes;
}

} // namespace stepline
