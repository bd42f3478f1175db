#pragma once

#include "jsonscan.h"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

namespace stepline::json {

// Number conversions fused with scanning, for the shapes nearly every trace uses
// ("1694128201545123.456", "12", "-1"): the value is built while the digits are read, eight at a
// time (SWAR: the bytes of one 64-bit word are worked on side by side), instead of skipping the token
// and converting its text afterwards. Anything else (exponents, more fraction digits than ns need,
// very long numbers, a number near the end of the data) returns false without moving p, and the
// general path (skipNumber + exactnumber.h) handles it, so results are the same either way.

inline bool isDigit(char c)
{
    return static_cast<unsigned char>(c - '0') < 10;
}

inline uint64_t load8(const char *p)
{
    uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
}

// How many of the eight bytes of w (first byte of memory first) are ASCII digits before the first
// byte that is not one. A byte is a digit when its high nibble is 3 and adding 6 does not carry out
// of its low nibble; a carry from a lower byte can only come from a non-digit, after the count.
inline int leadingDigits(uint64_t w)
{
    const uint64_t notDigit
        = ((w & 0xF0F0F0F0F0F0F0F0ull) | (((w + 0x0606060606060606ull) & 0xF0F0F0F0F0F0F0F0ull) >> 4))
        ^ 0x3333333333333333ull;
    return notDigit == 0 ? 8 : __builtin_ctzll(notDigit) >> 3;
}

// The value of the first n (1..8) digits of w. The bytes after them are shifted out before the
// pairwise combining, so whatever follows the digits does not matter (a borrow of the subtraction
// only runs towards those later bytes).
inline uint64_t digitsValue(uint64_t w, int n)
{
    w = (w - 0x3030303030303030ull) << (8 * (8 - n));
    w = (w * 10 + (w >> 8)) & 0x00FF00FF00FF00FFull; // pairs: d0d1, d2d3, ...
    w = (w * 100 + (w >> 16)) & 0x0000FFFF0000FFFFull; // quads
    return (w * 10000 + (w >> 32)) & 0xFFFFFFFFull; // all eight
}

inline constexpr uint64_t kPow10[]
    = { 1ull, 10ull, 100ull, 1000ull, 10000ull, 100000ull, 1000000ull, 10000000ull, 100000000ull };

// Up to 16 integer digits at q (microseconds since the epoch have 16), as a value and a count (0:
// no digit); false for 17 or more, which the general path checks for overflow. Needs 17 readable
// bytes at q.
inline bool wordDigits(const char *q, uint64_t &v, int &n)
{
    const uint64_t w0 = load8(q);
    n = leadingDigits(w0);
    if (n < 8) {
        v = n == 0 ? 0 : digitsValue(w0, n);
        return true;
    }
    const uint64_t w1 = load8(q + 8);
    const int more = leadingDigits(w1);
    if (more == 8) {
        if (isDigit(q[16]))
            return false;
        v = digitsValue(w0, 8) * kPow10[8] + digitsValue(w1, 8);
        n = 16;
        return true;
    }
    v = digitsValue(w0, 8);
    if (more > 0)
        v = v * kPow10[more] + digitsValue(w1, more);
    n += more;
    return true;
}

// Bytes the word-wise conversions below may read from the start of a number.
inline constexpr ptrdiff_t kNumberReadAhead = 40;

// "-"? then 1 to 16 integer digits at q: the sign and the digits' value, q moved past them; false
// (q unmoved) for no digit, 17 or more, or a big-endian machine (the words are read little-endian).
inline bool wordSignedDigits(const char *&q, bool &neg, uint64_t &v)
{
    if constexpr (std::endian::native != std::endian::little)
        return false;
    neg = *q == '-';
    int n;
    if (!wordDigits(q + neg, v, n) || n == 0)
        return false;
    q += neg + n;
    return true;
}

// Microseconds as ns: "-"? up to 16 integer digits, optionally '.' and 1 to 3 fraction digits, then
// a byte that cannot continue a number. Needs kNumberReadAhead bytes at p.
inline bool wordMicrosToNs(const char *&p, int64_t &out)
{
    const char *q = p;
    bool neg;
    uint64_t v;
    if (!wordSignedDigits(q, neg, v))
        return false;
    int frac = 0;
    if (*q == '.') {
        const uint64_t wf = load8(q + 1);
        frac = leadingDigits(wf);
        if (frac == 0 || frac > 3)
            return false; // "1." is malformed; more than 3 digits need rounding
        v = v * kPow10[frac] + digitsValue(wf, frac);
        q += 1 + frac;
    }
    if (isNumberChar(*q))
        return false; // an exponent, or a malformed tail: the general path decides
    v *= kPow10[3 - frac]; // at most 10^19 - 1: no uint64_t overflow
    if (v > uint64_t(INT64_MAX))
        return false; // the general path reports it
    out = neg ? -int64_t(v) : int64_t(v);
    p = q;
    return true;
}

// An integer id: "-"? up to 16 digits, then a byte that cannot continue a number. Needs
// kNumberReadAhead bytes at p.
inline bool wordInteger(const char *&p, int64_t &out)
{
    const char *q = p;
    bool neg;
    uint64_t v;
    if (!wordSignedDigits(q, neg, v))
        return false;
    if (isNumberChar(*q))
        return false;
    out = neg ? -int64_t(v) : int64_t(v);
    p = q;
    return true;
}

// Skips a number token whose characters are digits with at most one '.' (up to 15 digits on each
// side), like skipNumber() would; false (p unmoved) for anything else. Needs kNumberReadAhead bytes.
inline bool wordSkipNumber(const char *&p)
{
    const char *q = p;
    q += *q == '-';
    auto digitRun = [](const char *at) {
        const int n = leadingDigits(load8(at));
        return n < 8 ? n : 8 + leadingDigits(load8(at + 8));
    };
    int n = digitRun(q);
    if (n == 16)
        return false;
    q += n;
    if (*q == '.') {
        n = digitRun(q + 1);
        if (n == 16)
            return false;
        q += 1 + n;
    }
    if (q == p || isNumberChar(*q))
        return false;
    p = q;
    return true;
}

} // namespace stepline::json
