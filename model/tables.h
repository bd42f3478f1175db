#pragma once

#include "eventkind.h"
#include "hugepages.h"
#include "ids.h"

#include <cstdint>
#include <span>
#include <tuple>
#include <vector>

namespace stepline {

// A table column: a vector whose big capacity lies in huge pages (hugepages::ColumnAllocator).
template <typename T> using Column = hugepages::Column<T>;

// Calls f(column) for each column of a table's columns() (a tuple of references): the passes that
// treat every column alike (reserve, permute, memory) name the columns once, in the table.
template <typename Columns, typename F> void forEachColumn(Columns &&columns, F &&f)
{
    std::apply([&f](auto &...column) { (f(column), ...); }, columns);
}

// Complete events (X, matched B/E, async b/e), struct of arrays. After finalize() rows are sorted
// by (track, depth, ts); within one (track, depth) slices never overlap, so ts and ts + dur are
// both non-decreasing and a visible range is two binary searches.
struct SliceTable
{
    Column<int64_t> ts; // ns since job origin
    Column<int64_t> dur; // ns, >= 0
    Column<TrackId> track;
    Column<StringId> name;
    Column<StringId> category;
    Column<EventKind> kind;
    Column<uint16_t> depth;
    Column<EventId> parent; // enclosing slice on the same track; none at depth 0 or lane-split
    Column<ArgSetId> args;

    size_t size() const { return ts.size(); }
    int64_t end(size_t i) const { return ts[i] + dur[i]; }
    size_t memoryBytes() const;
    void reserve(size_t n);
    auto columns() { return std::tie(ts, dur, track, name, category, kind, depth, parent, args); }
    auto columns() const { return std::tie(ts, dur, track, name, category, kind, depth, parent, args); }
};

// Instants (i/I and async n): not part of the flame stacks, drawn as markers.
struct InstantTable
{
    Column<int64_t> ts;
    Column<TrackId> track;
    Column<StringId> name;
    Column<StringId> category;
    Column<ArgSetId> args;
    Column<char> scope; // 'g', 'p' or 't'
    size_t size() const { return ts.size(); }
    size_t memoryBytes() const;
    void reserve(size_t n);
    void append(int64_t tsNs, TrackId trackId, StringId nameId, StringId categoryId, ArgSetId argsId, char s);
    auto columns() { return std::tie(ts, track, name, category, args, scope); }
    auto columns() const { return std::tie(ts, track, name, category, args, scope); }
};

struct CounterSeries
{
    uint32_t rank = 0;
    ProcessId process;
    StringId name; // "<event name>" or "<event name>.<args key>" when the event has several keys
    uint32_t begin = 0; // samples [begin, end) in CounterTable, sorted by ts
    uint32_t end = 0;
};

struct CounterTable
{
    std::vector<CounterSeries> series;
    Column<int64_t> ts;
    Column<double> value;
    size_t memoryBytes() const;
};

enum class FlowKind : uint8_t {
    Launch, // CUDA runtime/driver launch -> GPU op (from args.correlation or ac2g flows)
    External, // framework op (cpu_op/user_annotation) -> GPU op, from "External id"
    FwdBwd, // forward op -> backward op (fwdbwd flows)
    Generic, // any other flow event chain
};

// Directed links between slices, indexed from both ends.
struct FlowTable
{
    Column<EventId> from;
    Column<EventId> to;
    Column<FlowKind> kind;
    Column<FlowId> byFrom; // flow ids sorted by from
    Column<FlowId> byTo; // flow ids sorted by to

    size_t size() const { return from.size(); }
    std::span<const FlowId> outgoing(EventId e) const;
    std::span<const FlowId> incoming(EventId e) const;
    size_t memoryBytes() const;
    void reserve(size_t n);
    auto columns() { return std::tie(from, to, kind, byFrom, byTo); }
    auto columns() const { return std::tie(from, to, kind, byFrom, byTo); }
};

} // namespace stepline
