#pragma once

// Helpers of the plain-text outputs (summary, diff, explain); not part of the public API.

#include <cstdint>
#include <string>

namespace stepline::detail {

// printf into a std::string (at most 1023 bytes per call).
void appendf(std::string *out, const char *format, ...) __attribute__((format(printf, 2, 3)));

// A duration in the largest unit that keeps it >= 1: "1.250 ms", "12 ns"; negative values too.
std::string duration(int64_t ns);

} // namespace stepline::detail
