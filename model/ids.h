#pragma once

#include <cstdint>
#include <functional>

namespace stepline {

// Strong 32-bit ids. Every id type uses ~0u as "none"; StringId additionally reserves 0 for the
// empty string, so a default-constructed StringId is the empty string, not "none".
template <typename Tag> struct StrongId
{
    static constexpr uint32_t kNone = ~0u;
    uint32_t value = kNone;

    constexpr StrongId() = default;
    constexpr explicit StrongId(uint32_t v)
        : value(v)
    {
    }
    constexpr bool isValid() const { return value != kNone; }
    constexpr explicit operator bool() const { return isValid(); }
    friend constexpr bool operator==(StrongId a, StrongId b) { return a.value == b.value; }
    friend constexpr bool operator<(StrongId a, StrongId b) { return a.value < b.value; }
};

using TrackId = StrongId<struct TrackTag>;
using EventId = StrongId<struct EventTag>; // index into SliceTable (after finalize)
using FlowId = StrongId<struct FlowTag>;
using ArgSetId = StrongId<struct ArgSetTag>;
using ProcessId = StrongId<struct ProcessTag>;
using CounterId = StrongId<struct CounterTag>; // index of a counter series

struct StringId
{
    uint32_t value = 0; // 0 is the empty string
    constexpr StringId() = default;
    constexpr explicit StringId(uint32_t v)
        : value(v)
    {
    }
    constexpr bool isEmpty() const { return value == 0; }
    friend constexpr bool operator==(StringId a, StringId b) { return a.value == b.value; }
    friend constexpr bool operator<(StringId a, StringId b) { return a.value < b.value; }
};

static_assert(sizeof(TrackId) == 4 && sizeof(StringId) == 4 && sizeof(EventId) == 4);

} // namespace stepline

template <typename Tag> struct std::hash<stepline::StrongId<Tag>>
{
    size_t operator()(stepline::StrongId<Tag> id) const noexcept { return id.value; }
};
template <> struct std::hash<stepline::StringId>
{
    size_t operator()(stepline::StringId id) const noexcept { return id.value; }
};
