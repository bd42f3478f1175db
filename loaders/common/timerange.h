#pragma once

#include <cstdint>

namespace stepline {

// The times the loaders hand to the model: ns in [kMinTimeNs, kMaxTimeNs] (as wall-clock time
// 1933 to 2116; relative times down to 36 years before their zero) and durations up to
// kMaxDurationNs (36 years). Inside these every sum and difference the model takes (end = ts +
// dur, ts - origin, the span of a job) fits int64, so a number outside them is refused where it
// is read (a bad_number warning for that event) instead of overflowing later.
inline constexpr int64_t kMinTimeNs = -(int64_t(1) << 60);
inline constexpr int64_t kMaxTimeNs = int64_t(1) << 62;
inline constexpr int64_t kMaxDurationNs = int64_t(1) << 60;
// The longest job these allow, from its earliest start to its latest end.
inline constexpr int64_t kMaxSpanNs = kMaxTimeNs + kMaxDurationNs - kMinTimeNs;

inline bool isUsableTime(int64_t ns)
{
    return ns >= kMinTimeNs && ns <= kMaxTimeNs;
}

} // namespace stepline
