#include "argscan.h"

#include "profile.h"

#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace stepline::detail {

namespace {

// The first byte in [p, end) that is one of Bytes, or end. Sixteen bytes are tested at once: the
// values read here (Input Dims, Input type) are a few hundred bytes per operator call, and
// testing them a byte at a time was the largest part of operator efficiency.
template <char... Bytes> const char *findAny(const char *p, const char *end)
{
#if defined(__SSE2__)
    while (end - p >= 16) {
        const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        __m128i hit = _mm_setzero_si128();
        ((hit = _mm_or_si128(hit, _mm_cmpeq_epi8(block, _mm_set1_epi8(Bytes)))), ...);
        if (const unsigned mask = unsigned(_mm_movemask_epi8(hit)); mask != 0)
            return p + std::countr_zero(mask);
        p += 16;
    }
#endif
    while (p < end && ((*p != Bytes) && ...))
        ++p;
    return p;
}

// Where key starts in object between two quotes (object[pos - 1] and object[pos + key.size()]
// are '"'), from `from` on; npos when nowhere. Sixteen positions are tested at once for the
// opening quote, the key's first byte and the closing quote, and only those that have all three
// are compared whole: the analyses look up two or three keys in every args object they read, and a
// search for the key's first byte stopped at every other key ("Input Dims", "Input type", ...).
size_t findQuotedKey(std::string_view object, std::string_view key, size_t from)
{
    const size_t n = key.size();
    if (n == 0 || object.size() < n + 2)
        return std::string_view::npos;
    const char *const base = object.data();
    const size_t last = object.size() - n - 2; // the last position of an opening quote
    size_t p = from == 0 ? 0 : from - 1;
    auto matchAt = [&](size_t q) {
        return base[q] == '"' && base[q + n + 1] == '"' && std::memcmp(base + q + 1, key.data(), n) == 0;
    };
#if defined(__SSE2__)
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i first = _mm_set1_epi8(key[0]);
    for (; p + 16 <= last + 1; p += 16) {
        const __m128i open
            = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(base + p)), quote);
        const __m128i head
            = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(base + p + 1)), first);
        const __m128i close
            = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i *>(base + p + n + 1)), quote);
        for (unsigned mask = unsigned(_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(open, head), close)));
             mask != 0; mask &= mask - 1) {
            const size_t q = p + size_t(std::countr_zero(mask));
            if (std::memcmp(base + q + 1, key.data(), n) == 0)
                return q + 1;
        }
    }
#endif
    for (; p <= last; ++p)
        if (matchAt(p))
            return p + 1;
    return std::string_view::npos;
}

} // namespace

size_t valueStartOf(std::string_view object, std::string_view key)
{
    auto skipSpace = [&object](size_t i) {
        while (i < object.size()
            && (object[i] == ' ' || object[i] == '\t' || object[i] == '\n' || object[i] == '\r'))
            ++i;
        return i;
    };
    for (size_t pos = findQuotedKey(object, key, 0); pos != std::string_view::npos;
         pos = findQuotedKey(object, key, pos + 1)) {
        const size_t colon = skipSpace(pos + key.size() + 1);
        if (colon < object.size() && object[colon] == ':')
            return skipSpace(colon + 1);
    }
    return std::string_view::npos;
}

std::string_view jsonValueText(std::string_view object, std::string_view key)
{
    const size_t start = valueStartOf(object, key);
    if (start == std::string_view::npos)
        return {};
    const char *const begin = object.data();
    const char *const end = begin + object.size();
    // The value ends after its closing bracket or quote, or before the comma (or the object's
    // closing brace) after a bare word; inside brackets only brackets and strings matter.
    auto upTo = [&](const char *stop) { return object.substr(start, size_t(stop - begin) - start); };
    int depth = 0;
    for (const char *p = begin + start;;) {
        p = depth > 0 ? findAny<'"', '[', ']', '{', '}'>(p, end)
                      : findAny<'"', '[', ']', '{', '}', ','>(p, end);
        if (p == end)
            return upTo(end);
        const char c = *p;
        if (c == '"') {
            const char *q = p + 1;
            for (;;) {
                q = findAny<'"', '\\'>(q, end);
                if (q == end)
                    return upTo(end);
                if (*q == '"')
                    break;
                q += 2; // a backslash and the character it escapes
                if (q >= end)
                    return upTo(end);
            }
            if (depth == 0) // a string value ends here
                return upTo(q + 1);
            p = q + 1;
            continue;
        }
        if (c == '[' || c == '{') {
            ++depth;
        } else if (c == ']' || c == '}') {
            if (--depth <= 0)
                return depth == 0 ? upTo(p + 1) : upTo(p);
        } else { // a comma after a bare word
            return upTo(p);
        }
        ++p;
    }
}

EventId launchingOp(const Profile &profile, std::span<const FlowId> incoming, bool cpuOpLinksOnly)
{
    const SliceTable &s = profile.slices();
    const FlowTable &flows = profile.flows();
    EventId launch;
    for (const FlowId f : incoming) {
        const EventId from = flows.from[f.value];
        if (flows.kind[f.value] == FlowKind::External
            && (!cpuOpLinksOnly || s.kind[from.value] == EventKind::CpuOp))
            return from;
        if (flows.kind[f.value] == FlowKind::Launch && !launch.isValid())
            launch = from;
    }
    for (EventId p = launch.isValid() ? s.parent[launch.value] : EventId(); p.isValid();
         p = s.parent[p.value]) {
        if (s.kind[p.value] == EventKind::CpuOp)
            return p;
    }
    return {};
}

void appendCompactJson(std::string &out, std::string_view t)
{
    // Written through a pointer into room made once: op_perf compacts three values of every call
    // it reads, and push_back's capacity check per character was most of that.
    const size_t base = out.size();
    out.resize(base + t.size());
    char *o = out.data() + base;
    const char *p = t.data();
    const char *const end = p + t.size();
    bool inString = false;
    while (p < end) {
        const char c = *p++;
        if (inString) {
            *o++ = c;
            if (c == '\\' && p < end)
                *o++ = *p++;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
            *o++ = c;
        } else if (c != ' ' && c != '\n' && c != '\r' && c != '\t') {
            *o++ = c;
        }
    }
    out.resize(size_t(o - out.data()));
}

} // namespace stepline::detail
