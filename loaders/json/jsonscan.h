#pragma once

#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace stepline::json {

// Low-level scanning over a byte range [p, end) that may stop short of the value (streaming).
// Every function returns a Scan result: Ok (p advanced past the token), NeedMore (ran into end; p
// is unspecified and the caller retries the whole item with more bytes), or Bad (not JSON; p is at
// the offending byte). Nothing here allocates except decodeString() into a caller's scratch buffer.
enum class Scan : uint8_t { Ok, NeedMore, Bad };

// Deep enough for any real args object; deeper input is treated as malformed, so a hostile file
// cannot make skipping recurse or count without bound.
inline constexpr int kMaxDepth = 256;

inline bool isSpace(char c)
{
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

#if defined(__SSE2__)
// Moves p over the 16-byte blocks of [p, end) in which blockHits (the block's bytes -> a mask with
// bit i set when byte i is one looked for) finds nothing. True with p at the first byte found;
// false with fewer than 16 bytes left, which the caller tests one at a time.
template <typename BlockHits>
inline bool skipBlocksWithout(const char *&p, const char *end, BlockHits blockHits)
{
    while (end - p >= 16) {
        const unsigned mask = blockHits(_mm_loadu_si128(reinterpret_cast<const __m128i *>(p)));
        if (mask) {
            p += __builtin_ctz(mask);
            return true;
        }
        p += 16;
    }
    return false;
}

// Per byte of block: 0xFF where it is byte, else 0.
inline __m128i bytesEqual(__m128i block, char byte)
{
    return _mm_cmpeq_epi8(block, _mm_set1_epi8(byte));
}
#endif

// Whitespace before a token; skipSpace() below handles the common no-space case inline.
inline const char *skipSpaceRun(const char *p, const char *end)
{
#if defined(__SSE2__)
    // Pretty-printed traces (Kineto's) put a newline and an indent before every key: sixteen bytes
    // are classified at once and the first one that is not whitespace is found from the mask.
    const bool found = skipBlocksWithout(p, end, [](__m128i c) {
        const __m128i white = _mm_or_si128(_mm_or_si128(bytesEqual(c, ' '), bytesEqual(c, '\n')),
            _mm_or_si128(bytesEqual(c, '\r'), bytesEqual(c, '\t')));
        return static_cast<unsigned>(_mm_movemask_epi8(white)) ^ 0xFFFFu;
    });
    if (found)
        return p;
#endif
    while (p < end && isSpace(*p))
        ++p;
    return p;
}

// The first '"' or '\\' at or after p, or end: what ends a run of string text.
inline const char *nextQuoteOrBackslash(const char *p, const char *end)
{
#if defined(__SSE2__)
    if (skipBlocksWithout(p, end, [](__m128i c) {
            return unsigned(_mm_movemask_epi8(_mm_or_si128(bytesEqual(c, '"'), bytesEqual(c, '\\'))));
        }))
        return p;
#endif
    while (p < end && *p != '"' && *p != '\\')
        ++p;
    return p;
}

inline const char *skipSpace(const char *p, const char *end)
{
    if (p<end &&static_cast<unsigned char>(*p)> ' ')
        return p; // most calls: a token follows directly
    return skipSpaceRun(p, end);
}

// p is just after the opening quote. On Ok, p is just after the closing quote and hasEscape tells
// whether the text [start, p - 1) contains backslashes.
inline Scan scanString(const char *&p, const char *end, bool &hasEscape)
{
    hasEscape = false;
    const char *q = p;
    for (;;) {
        q = nextQuoteOrBackslash(q, end);
        if (q >= end)
            return Scan::NeedMore;
        if (*q == '"') {
            p = q + 1;
            return Scan::Ok;
        }
        // Backslash: skip it and the escaped character (a \u escape's hex digits are plain).
        hasEscape = true;
        if (end - q < 2)
            return Scan::NeedMore;
        q += 2;
    }
}

// Decodes the body of a JSON string (without quotes) into out. Returns false on a bad escape.
bool decodeString(std::string_view raw, std::string &out);

inline Scan skipLiteral(const char *&p, const char *end, std::string_view word)
{
    for (char c : word) {
        if (p >= end)
            return Scan::NeedMore;
        if (*p != c)
            return Scan::Bad;
        ++p;
    }
    return Scan::Ok;
}

// Characters a JSON number token may contain, as a table: this runs once per byte of every number.
struct NumberCharTable
{
    bool is[256] = {};
    constexpr NumberCharTable()
    {
        for (int c = '0'; c <= '9'; ++c)
            is[c] = true;
        is[int('-')] = is[int('+')] = is[int('.')] = is[int('e')] = is[int('E')] = true;
    }
};
inline constexpr NumberCharTable kNumberChars;

inline bool isNumberChar(char c)
{
    return kNumberChars.is[static_cast<unsigned char>(c)];
}

// True when a number token starts at p ("-Infinity" is not one; a lone '-' at the end of the data
// may still become one).
inline bool startsNumber(const char *p, const char *end)
{
    if (*p >= '0' && *p <= '9')
        return true;
    return *p == '-' && (end - p < 2 || (p[1] >= '0' && p[1] <= '9'));
}

// A number token; the characters are checked later by whoever interprets them.
inline Scan skipNumber(const char *&p, const char *end)
{
    const char *start = p;
    while (p < end && isNumberChar(*p))
        ++p;
    if (p >= end)
        return Scan::NeedMore; // the number may continue in the next chunk
    return p == start ? Scan::Bad : Scan::Ok;
}

// Skips an object or array starting at *p ('{' or '['). Brackets are counted regardless of kind and
// commas/colons are not checked: this is the hot path over args objects, whose text is kept raw and
// decoded (strictly) only when shown.
inline Scan skipContainer(const char *&p, const char *end)
{
    int depth = 0;
    while (p < end) {
#if defined(__SSE2__)
        const __m128i q = _mm_set1_epi8('"');
        const __m128i ob = _mm_set1_epi8('{');
        const __m128i cb = _mm_set1_epi8('}');
        const __m128i oa = _mm_set1_epi8('[');
        const __m128i ca = _mm_set1_epi8(']');
        while (end - p >= 16) {
            const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(c, q),
                                                 _mm_or_si128(_mm_cmpeq_epi8(c, ob), _mm_cmpeq_epi8(c, cb))),
                _mm_or_si128(_mm_cmpeq_epi8(c, oa), _mm_cmpeq_epi8(c, ca)));
            const int mask = _mm_movemask_epi8(hit);
            if (mask) {
                p += __builtin_ctz(static_cast<unsigned>(mask));
                break;
            }
            p += 16;
        }
        if (p >= end)
            return Scan::NeedMore;
#endif
        const char c = *p;
        if (c == '"') {
            ++p;
            bool esc;
            const Scan s = scanString(p, end, esc);
            if (s != Scan::Ok)
                return s;
            continue;
        }
        if (c == '{' || c == '[') {
            if (++depth > kMaxDepth)
                return Scan::Bad;
        } else if (c == '}' || c == ']') {
            if (--depth == 0) {
                ++p;
                return Scan::Ok;
            }
        }
        ++p;
    }
    return Scan::NeedMore;
}

// Any JSON value starting at *p (no leading whitespace).
inline Scan skipValue(const char *&p, const char *end)
{
    if (p >= end)
        return Scan::NeedMore;
    switch (*p) {
    case '"': {
        ++p;
        bool esc;
        return scanString(p, end, esc);
    }
    case '{':
    case '[':
        return skipContainer(p, end);
    case 't':
        return skipLiteral(p, end, "true");
    case 'f':
        return skipLiteral(p, end, "false");
    case 'n':
        return skipLiteral(p, end, "null");
    // Python's json module writes these for float('nan') / float('inf'); traces post-processed in
    // Python carry them in args, so they are accepted (as raw text) rather than failing the file.
    case 'N':
        return skipLiteral(p, end, "NaN");
    case 'I':
        return skipLiteral(p, end, "Infinity");
    default:
        if (*p == '-' && end - p >= 2 && p[1] == 'I')
            return skipLiteral(p, end, "-Infinity");
        if (*p == '-' || (*p >= '0' && *p <= '9'))
            return skipNumber(p, end);
        return Scan::Bad;
    }
}

// Calls fn(key, rawValue) for each member of a complete object text ("{...}"); keys are raw (not
// unescaped), values are raw JSON. Returns false when the text is not a well-formed object.
template <typename Fn> bool forEachMember(std::string_view object, Fn &&fn)
{
    const char *p = object.data();
    const char *end = p + object.size();
    p = skipSpace(p, end);
    if (p >= end || *p != '{')
        return false;
    p = skipSpace(p + 1, end);
    if (p < end && *p == '}')
        return true;
    while (p < end) {
        if (*p != '"')
            return false;
        const char *k = ++p;
        bool esc;
        if (scanString(p, end, esc) != Scan::Ok)
            return false;
        const std::string_view key(k, size_t(p - k - 1));
        p = skipSpace(p, end);
        if (p >= end || *p != ':')
            return false;
        p = skipSpace(p + 1, end);
        const char *v = p;
        if (skipValue(p, end) != Scan::Ok)
            return false;
        fn(key, std::string_view(v, size_t(p - v)));
        p = skipSpace(p, end);
        if (p < end && *p == ',') {
            p = skipSpace(p + 1, end);
            continue;
        }
        return p < end && *p == '}';
    }
    return false;
}

// The text of a JSON string value without quotes, unescaped into scratch when needed; empty when
// raw is not a string.
std::string_view stringValue(std::string_view raw, std::string &scratch);

// Newlines in [p, end), for line:column of errors in streamed input.
size_t countNewlines(const char *p, const char *end);

} // namespace stepline::json
