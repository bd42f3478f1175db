#pragma once

// Small helpers shared by the two halves of TraceEventHandler (traceeventhandler.cpp: per event;
// traceeventfinish.cpp: top-level keys, time base, flush and row classification).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string_view>

namespace stepline::traceevent {

// String pids/tids get ids far below any real (or Kineto's -1) pid, one per distinct text.
inline constexpr int64_t kSyntheticBase = -(int64_t(1) << 40);

// Keep well below 2^32 - 1 (the "none" id): beyond this, ids would wrap.
inline constexpr size_t kMaxEvents = 0xFFFFFF00u;

inline bool isSynthetic(int64_t id)
{
    return id <= kSyntheticBase;
}

inline std::string_view trimmed(std::string_view s)
{
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\n'))
        s.remove_suffix(1);
    while (!s.empty() && s.front() == ' ')
        s.remove_prefix(1);
    return s;
}

inline int32_t clampInt(int64_t v)
{
    return int32_t(
        std::clamp<int64_t>(v, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
}

} // namespace stepline::traceevent
