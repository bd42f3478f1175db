#pragma once

// Helpers of the plain-text outputs (summary, diff, explain); not part of the public API.

#include <cstdint>
#include <string>
#include <string_view>

namespace stepline::detail {

// printf into a std::string (at most 1023 bytes per call).
void appendf(std::string *out, const char *format, ...) __attribute__((format(printf, 2, 3)));

// A duration in the largest unit that keeps it >= 1: "1.250 ms", "12 ns"; negative values too.
std::string duration(int64_t ns);

// part / whole as "12.5%" (0.0% when whole is 0).
std::string percent(int64_t part, int64_t whole);

// text cut to width characters, the last three replaced by "..." when it is longer.
std::string elide(std::string_view text, size_t width);

} // namespace stepline::detail
