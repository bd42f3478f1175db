#pragma once

#include <cstdint>
#include <string_view>

namespace stepline {

// Exact conversions of JSON number text. Trace timestamps are microseconds with up to 16
// significant digits ("1694128201545123.456"); a double keeps only ~15.9, so the text is turned
// into integer nanoseconds digit by digit: integer part x 1000 plus three fraction digits, further
// digits rounded half away from zero, exponents applied to the decimal point before rounding.
enum class NumberStatus : uint8_t { Ok, Bad, Overflow };

// text is exactly the number (no surrounding spaces). scalePow10 = 3 turns microseconds into ns.
NumberStatus parseScaledDecimal(std::string_view text, int scalePow10, int64_t *out);

inline NumberStatus parseMicrosToNs(std::string_view text, int64_t *out)
{
    return parseScaledDecimal(text, 3, out);
}

// An integer id (pid, tid, correlation). A fraction is truncated ("12.0" -> 12, as written by
// some producers), an exponent is applied.
NumberStatus parseInteger(std::string_view text, int64_t *out);

// True when text is a JSON-style integer ("123", "-4"), used to turn numeric string pids/tids
// into numbers.
bool isIntegerText(std::string_view text);

} // namespace stepline
