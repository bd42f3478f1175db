#include "tables.h"

#include <algorithm>

namespace stepline {

namespace {
template <typename Columns> size_t bytesOf(const Columns &columns)
{
    size_t bytes = 0;
    forEachColumn(columns, [&bytes](const auto &column) { bytes += column.capacity() * sizeof(column[0]); });
    return bytes;
}

template <typename Columns> void reserveAll(Columns &&columns, size_t n)
{
    // Columns lie in huge pages from 512 KiB on (tables.h): filled front to back while loading,
    // they fault once per 2 MiB instead of once per 4 KiB.
    forEachColumn(columns, [n](auto &column) { column.reserve(n); });
}
} // namespace

size_t SliceTable::memoryBytes() const
{
    return bytesOf(columns());
}

void SliceTable::reserve(size_t n)
{
    reserveAll(columns(), n);
}

size_t InstantTable::memoryBytes() const
{
    return bytesOf(columns());
}

void InstantTable::reserve(size_t n)
{
    reserveAll(columns(), n);
}

void InstantTable::append(
    int64_t tsNs, TrackId trackId, StringId nameId, StringId categoryId, ArgSetId argsId, char s)
{
    ts.push_back(tsNs);
    track.push_back(trackId);
    name.push_back(nameId);
    category.push_back(categoryId);
    args.push_back(argsId);
    scope.push_back(s);
}

size_t CounterTable::memoryBytes() const
{
    return bytesOf(std::tie(series, ts, value));
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
    return bytesOf(columns());
}

void FlowTable::reserve(size_t n)
{
    reserveAll(columns(), n);
}

} // namespace stepline
