#include "tables.h"

#include <algorithm>

namespace stepline {

template <typename T> static size_t bytesOf(const std::vector<T> &v)
{
    return v.capacity() * sizeof(T);
}

size_t SliceTable::memoryBytes() const
{
    return bytesOf(ts) + bytesOf(dur) + bytesOf(track) + bytesOf(name) + bytesOf(category) + bytesOf(kind)
        + bytesOf(depth) + bytesOf(parent) + bytesOf(args);
}

void SliceTable::reserve(size_t n)
{
    ts.reserve(n);
    dur.reserve(n);
    track.reserve(n);
    name.reserve(n);
    category.reserve(n);
    kind.reserve(n);
    depth.reserve(n);
    parent.reserve(n);
    args.reserve(n);
}

size_t InstantTable::memoryBytes() const
{
    return bytesOf(ts) + bytesOf(track) + bytesOf(name) + bytesOf(category) + bytesOf(args) + bytesOf(scope);
}

size_t CounterTable::memoryBytes() const
{
    return bytesOf(series) + bytesOf(ts) + bytesOf(value);
}

std::span<const FlowId> FlowTable::outgoing(EventId e) const
{
    auto lo = std::lower_bound(byFrom.begin(), byFrom.end(), e,
        [this](FlowId f, EventId v) { return from[f.value].value < v.value; });
    auto hi = std::upper_bound(
        lo, byFrom.end(), e, [this](EventId v, FlowId f) { return v.value < from[f.value].value; });
    return { lo, hi };
}

std::span<const FlowId> FlowTable::incoming(EventId e) const
{
    auto lo = std::lower_bound(
        byTo.begin(), byTo.end(), e, [this](FlowId f, EventId v) { return to[f.value].value < v.value; });
    auto hi = std::upper_bound(
        lo, byTo.end(), e, [this](EventId v, FlowId f) { return v.value < to[f.value].value; });
    return { lo, hi };
}

size_t FlowTable::memoryBytes() const
{
    return bytesOf(from) + bytesOf(to) + bytesOf(kind) + bytesOf(byFrom) + bytesOf(byTo);
}

} // namespace stepline
