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

#if defined(__SSE2__)
// Where 64 bytes hold quotes, backslashes, opening and closing brackets of either kind: bit i for
// byte i.
struct BlockMasks
{
    uint64_t quote = 0;
    uint64_t backslash = 0;
    uint64_t open = 0;
    uint64_t close = 0;
};

inline BlockMasks blockMasks(const char *p)
{
    // '[' and ']' differ from '{' and '}' only in bit 0x20, and no other byte becomes a brace when
    // that bit is set: one comparison per bracket kind.
    const __m128i caseBit = _mm_set1_epi8(0x20);
    BlockMasks m;
    for (int i = 0; i < 4; ++i) {
        const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + 16 * i));
        const __m128i folded = _mm_or_si128(c, caseBit);
        const auto bits = [i](__m128i hits) {
            return uint64_t(static_cast<unsigned>(_mm_movemask_epi8(hits))) << (16 * i);
        };
        m.quote |= bits(bytesEqual(c, '"'));
        m.backslash |= bits(bytesEqual(c, '\\'));
        m.open |= bits(bytesEqual(folded, '{'));
        m.close |= bits(bytesEqual(folded, '}'));
    }
    return m;
}

// Bit i set when an odd number of x's bits are at or below i: with x the quotes of text without
// escapes, the bytes from an opening quote up to, not including, its closing one.
inline uint64_t prefixXor(uint64_t x)
{
    x ^= x << 1;
    x ^= x << 2;
    x ^= x << 4;
    x ^= x << 8;
    x ^= x << 16;
    x ^= x << 32;
    return x;
}
#endif

// One token of a container at p (p < end): a string skipped whole, a bracket counted (depth), any
// other byte passed. closed: the bracket that brought depth back to 0, p just past it. Bad (p at
// the bracket) past kMaxDepth; a string's NeedMore or Bad as scanString gives it.
inline Scan containerStep(const char *&p, const char *end, int &depth, bool &closed)
{
    const char c = *p;
    if (c == '"') {
        ++p;
        bool esc;
        return scanString(p, end, esc);
    }
    if (c == '{' || c == '[') {
        if (++depth > kMaxDepth)
            return Scan::Bad;
    } else if ((c == '}' || c == ']') && --depth == 0) {
        closed = true;
    }
    ++p;
    return Scan::Ok;
}

// Skips an object or array starting at *p ('{' or '['). Brackets are counted regardless of kind and
// commas/colons are not checked: this is the hot path over args objects, whose text is kept raw and
// decoded (strictly) only when shown.
//
// Args hold arrays of shapes, types and strides ("Input Dims": [[1, 3, 224, 224], []]), a bracket
// or string every few bytes. They are read 64 bytes at a time: the brackets outside strings are
// found from bit masks and counted in order, with no branch per byte or per string. A block with a
// backslash (an escape could hide a quote) is read a token at a time up to past that backslash,
// where the blocks resume. Results, p included, are those of the token-at-a-time reading.
inline Scan skipContainer(const char *&p, const char *end)
{
    int depth = 0;
    [[maybe_unused]] const char *tokensUntil = p; // read token by token up to here
    for (;;) {
#if defined(__SSE2__)
        if (p >= tokensUntil) {
            bool inString = false; // the block starts inside a string
            while (end - p >= 64) {
                const BlockMasks m = blockMasks(p);
                if (m.backslash != 0) {
                    tokensUntil = p + std::countr_zero(m.backslash) + 2;
                    break;
                }
                const uint64_t strings = prefixXor(m.quote) ^ (inString ? ~uint64_t(0) : 0);
                const uint64_t opens = m.open & ~strings;
                uint64_t brackets = opens | (m.close & ~strings);
                while (brackets != 0) {
                    const int i = std::countr_zero(brackets);
                    depth += int((opens >> i) & 1) * 2 - 1;
                    if (depth > kMaxDepth) {
                        p += i;
                        return Scan::Bad;
                    }
                    if (depth == 0) {
                        p += i + 1;
                        return Scan::Ok;
                    }
                    brackets &= brackets - 1;
                }
                inString = (strings >> 63) != 0;
                p += 64;
            }
            if (inString) {
                // A string the blocks entered: read on to its closing quote, escapes and all.
                bool esc;
                const Scan s = scanString(p, end, esc);
                if (s != Scan::Ok)
                    return s;
                continue;
            }
        }
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
#else
        while (p < end && *p != '"' && *p != '{' && *p != '}' && *p != '[' && *p != ']')
            ++p;
#endif
        if (p >= end)
            return Scan::NeedMore;
        bool closed = false;
        const Scan s = containerStep(p, end, depth, closed);
        if (s != Scan::Ok || closed)
            return s;
    }
}

// The byte-at-a-time reading that skipContainer() matches, for tests.
inline Scan skipContainerByBytes(const char *&p, const char *end)
{
    int depth = 0;
    while (p < end) {
        bool closed = false;
        const Scan s = containerStep(p, end, depth, closed);
        if (s != Scan::Ok || closed)
            return s;
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
