#pragma once

#include <charconv>
#include <cstdint>
#include <string>

// Appending JSON number and key text to a std::string, without locale, printf or floating
// point: the generator's output must be identical on every machine.
namespace stepline::json {

inline void appendInt(std::string &s, int64_t v)
{
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    s.append(buf, r.ptr);
}

// `, "key": ` (or `"key": ` for the first key of an object). Keys are plain ASCII here.
inline void appendKey(std::string &s, const char *key, bool first = false)
{
    if (!first)
        s += ", ";
    s += '"';
    s += key;
    s += "\": ";
}

// `, "key": value` (see appendKey).
inline void appendMember(std::string &s, const char *key, int64_t v, bool first = false)
{
    appendKey(s, key, first);
    appendInt(s, v);
}

// num / den rounded half up to `decimals` digits, e.g. 1.234567. den > 0, num >= 0.
inline void appendFixed(std::string &s, int64_t num, int64_t den, int decimals)
{
    int64_t scale = 1;
    for (int i = 0; i < decimals; ++i)
        scale *= 10;
    // Split to keep num * scale from overflowing for large byte counts.
    const int64_t whole = num / den;
    const int64_t rest = num % den;
    const int64_t frac = (rest * scale * 2 / den + 1) / 2; // < den * scale / den, rounded
    int64_t w = whole;
    int64_t f = frac;
    if (f >= scale) {
        ++w;
        f -= scale;
    }
    appendInt(s, w);
    s += '.';
    std::string digits = std::to_string(f);
    s.append(size_t(decimals) - digits.size(), '0');
    s += digits;
}

// Nanoseconds as Kineto microseconds with exactly three decimals: 1234567 -> "1234.567".
inline void appendMicros(std::string &s, int64_t ns)
{
    if (ns < 0) {
        s += '-';
        ns = -ns;
    }
    appendInt(s, ns / 1000);
    const int64_t f = ns % 1000;
    s += '.';
    s += char('0' + f / 100);
    s += char('0' + f / 10 % 10);
    s += char('0' + f % 10);
}

} // namespace stepline::json
