#include "jsonscan.h"

namespace stepline::json {

namespace {

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

bool readHex4(std::string_view raw, size_t at, uint32_t &out)
{
    if (at + 4 > raw.size())
        return false;
    out = 0;
    for (size_t i = 0; i < 4; ++i) {
        const int h = hexValue(raw[at + i]);
        if (h < 0)
            return false;
        out = (out << 4) | uint32_t(h);
    }
    return true;
}

void appendUtf8(std::string &out, uint32_t cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

} // namespace

bool decodeString(std::string_view raw, std::string &out)
{
    out.clear();
    out.reserve(raw.size());
    for (size_t i = 0; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c != '\\') {
            out += c;
            continue;
        }
        if (++i >= raw.size())
            return false;
        switch (raw[i]) {
        case '"':
            out += '"';
            break;
        case '\\':
            out += '\\';
            break;
        case '/':
            out += '/';
            break;
        case 'b':
            out += '\b';
            break;
        case 'f':
            out += '\f';
            break;
        case 'n':
            out += '\n';
            break;
        case 'r':
            out += '\r';
            break;
        case 't':
            out += '\t';
            break;
        case 'u': {
            uint32_t cp;
            if (!readHex4(raw, i + 1, cp))
                return false;
            i += 4;
            if (cp >= 0xD800 && cp < 0xDC00) {
                uint32_t low;
                if (i + 2 < raw.size() && raw[i + 1] == '\\' && raw[i + 2] == 'u' && readHex4(raw, i + 3, low)
                    && low >= 0xDC00 && low < 0xE000) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                    i += 6;
                } else {
                    cp = 0xFFFD; // lone surrogate
                }
            } else if (cp >= 0xDC00 && cp < 0xE000) {
                cp = 0xFFFD;
            }
            appendUtf8(out, cp);
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

std::string_view stringValue(std::string_view raw, std::string &scratch)
{
    if (raw.size() < 2 || raw.front() != '"' || raw.back() != '"')
        return {};
    const std::string_view body = raw.substr(1, raw.size() - 2);
    if (body.find('\\') == std::string_view::npos)
        return body;
    if (!decodeString(body, scratch))
        return body;
    return scratch;
}

size_t countNewlines(const char *p, const char *end)
{
    size_t n = 0;
#if defined(__SSE2__)
    // Byte counters (compare gives -1 per match, subtracted), folded with SAD every 255 blocks:
    // SSE2 only, no popcount instruction needed.
    const __m128i nl = _mm_set1_epi8('\n');
    const __m128i zero = _mm_setzero_si128();
    while (end - p >= 16) {
        __m128i counts = zero;
        int blocks = 0;
        while (end - p >= 16 && blocks < 255) {
            const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
            counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(c, nl));
            p += 16;
            ++blocks;
        }
        const __m128i sums = _mm_sad_epu8(counts, zero);
        n += size_t(_mm_cvtsi128_si32(sums)) + size_t(_mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums)));
    }
#endif
    for (; p < end; ++p)
        n += *p == '\n';
    return n;
}

} // namespace stepline::json
