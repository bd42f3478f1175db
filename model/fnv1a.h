#pragma once

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace stepline {

// FNV-1a over the bytes of text, 32 or 64 bits wide: cheap, the same in every run, and good
// enough for identifier-like strings (interned names; string flow ids such as "0x1a2b").
template <typename Hash> constexpr Hash fnv1a(std::string_view text)
{
    static_assert(std::is_same_v<Hash, uint32_t> || std::is_same_v<Hash, uint64_t>);
    constexpr bool wide = sizeof(Hash) == 8;
    constexpr Hash prime = wide ? Hash(1099511628211ull) : Hash(16777619u);
    Hash h = wide ? Hash(1469598103934665603ull) : Hash(2166136261u);
    for (unsigned char c : text) {
        h ^= c;
        h *= prime;
    }
    return h;
}

} // namespace stepline
