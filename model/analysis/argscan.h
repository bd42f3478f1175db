#pragma once

// Small readers shared by the analyses that look at event args and launch links.

#include "ids.h"
#include "tables.h"

#include <algorithm>
#include <cstddef>
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace stepline {

class Profile;

namespace detail {

// The raw JSON text of key's value in a flat args object (a string with its quotes, an array with
// its brackets), found by scanning instead of parsing. Empty when the key is missing. Nested
// objects are not descended into on purpose; Kineto args are flat.
std::string_view jsonValueText(std::string_view object, std::string_view key);
// Where the value of key starts in a flat args object: after the first "key" in quotes that a
// colon follows (white space skipped on both sides of it); npos when there is none.
size_t valueStartOf(std::string_view object, std::string_view key);

// Appends JSON text without the whitespace outside strings: a pretty-printed file's
// `[\n  141,\n  512\n]` and a compact one's `[141,512]` become one signature.
void appendCompactJson(std::string &out, std::string_view text);

// Lets an unordered_map<std::string, ...> be searched with a string_view.
struct TransparentHash
{
    using is_transparent = void;
    size_t operator()(std::string_view text) const noexcept { return std::hash<std::string_view>()(text); }
};

// incoming() for ascending queries: kernels are visited in slice order along each track, so the
// next answer is usually a little after the previous one. Gallops forward from the last position
// (a binary search from scratch costs ~2 x 23 cache misses per kernel on big traces) and falls
// back to a full binary search when a query goes backwards (next track).
class IncomingCursor
{
public:
    explicit IncomingCursor(const FlowTable &flows)
        : m_flows(flows)
    {
    }

    std::span<const FlowId> of(uint32_t slice)
    {
        const auto &byTo = m_flows.byTo;
        const size_t n = byTo.size();
        auto toAt = [&](size_t k) { return m_flows.to[byTo[k].value].value; };
        size_t lo = m_pos, hi = n;
        if (m_pos > 0 && toAt(m_pos - 1) >= slice) {
            lo = 0; // went backwards
        } else {
            // Exponential steps until past the target, then binary search in the last step.
            size_t step = 1;
            size_t probe = m_pos;
            while (probe < n && toAt(probe) < slice) {
                lo = probe + 1;
                probe = m_pos + step;
                step *= 2;
            }
            hi = std::min(probe, n);
        }
        while (lo < hi) {
            const size_t mid = lo + (hi - lo) / 2;
            if (toAt(mid) < slice)
                lo = mid + 1;
            else
                hi = mid;
        }
        size_t end = lo;
        while (end < n && toAt(end) == slice)
            ++end;
        m_pos = lo;
        return { byTo.data() + lo, byTo.data() + end };
    }

private:
    const FlowTable &m_flows;
    size_t m_pos = 0;
};

// The framework op behind a GPU op, given the flows into it: its External-id link (only from a
// cpu_op when cpuOpLinksOnly), else the enclosing cpu_op of the runtime call that launched it.
EventId launchingOp(const Profile &profile, std::span<const FlowId> incoming, bool cpuOpLinksOnly);
inline EventId launchingOp(const Profile &profile, IncomingCursor &incoming, uint32_t kernel)
{
    return launchingOp(profile, incoming.of(kernel), false);
}

} // namespace detail

} // namespace stepline
