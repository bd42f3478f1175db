// The members of one event: keys, ts/dur/ids, names and the args object (TraceParser's reading
// of a single item; traceparser.cpp has the document around the events).
#include "traceparser.h"

#include "exactnumber.h"
#include "numberscan.h"
#include "timerange.h"

#include <bit>
#include <cstring>
#include <type_traits>

namespace stepline {

using json::Scan;

namespace {

uint64_t hashText(std::string_view text)
{
    // FNV-1a: string flow/async ids ("0x1a2b", "local:7") only need a stable 64-bit key.
    uint64_t h = 1469598103934665603ull;
    for (unsigned char c : text) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

// Number conversions fused with scanning for the shapes nearly every trace uses ("1694128201545123.456",
// "12", "-1"): the value is built while the digits are read, instead of skipping the token and
// converting its text afterwards. Anything else (exponents, more fraction digits than ns need, very
// long numbers, a number running into the end of the data) returns false without moving p, and the
// general path (skipNumber + exactnumber.h) handles it, so results are the same either way.
inline bool isDigit(char c)
{
    return static_cast<unsigned char>(c - '0') < 10;
}

// Eight ASCII digits at p as a number, false when any of them is not a digit. Timestamps carry
// 13-16 integer digits, so this saves most of the per-digit loop. SWAR: the digits are combined
// pairwise inside one 64-bit word (little-endian byte order: the first digit is the lowest byte).
inline bool eightDigits(const char *p, uint64_t &value)
{
    if constexpr (std::endian::native != std::endian::little)
        return false;
    uint64_t w;
    std::memcpy(&w, p, 8);
    // Each byte is a digit when its high nibble is 3 and adding 6 does not carry into it.
    if (((w & 0xF0F0F0F0F0F0F0F0ull) | (((w + 0x0606060606060606ull) & 0xF0F0F0F0F0F0F0F0ull) >> 4))
        != 0x3333333333333333ull)
        return false;
    w -= 0x3030303030303030ull;
    w = (w * 10 + (w >> 8)) & 0x00FF00FF00FF00FFull; // pairs: d0d1, d2d3, ...
    w = (w * 100 + (w >> 16)) & 0x0000FFFF0000FFFFull; // quads
    value = (w * 10000 + (w >> 32)) & 0xFFFFFFFFull; // all eight
    return true;
}

inline bool fastMicrosToNs(const char *&p, const char *end, int64_t &out)
{
    const char *q = p;
    const bool neg = *q == '-';
    if (neg)
        ++q;
    const char *intBegin = q;
    uint64_t v = 0;
    uint64_t eight;
    if (end - q >= 8 && eightDigits(q, eight)) {
        v = eight;
        q += 8;
    }
    while (q < end && isDigit(*q) && q - intBegin < 17)
        v = v * 10 + uint64_t(*q++ - '0');
    if (q == intBegin || q - intBegin >= 17 || q >= end)
        return false; // 17 digits or more: the general path checks for overflow
    int frac = 0;
    if (*q == '.') {
        ++q;
        while (q < end && isDigit(*q) && frac < 3) {
            v = v * 10 + uint64_t(*q++ - '0');
            ++frac;
        }
        if (frac == 0)
            return false;
    }
    if (q >= end || json::isNumberChar(*q))
        return false;
    for (; frac < 3; ++frac)
        v *= 10; // at most 10^19 - 1: no uint64_t overflow
    if (v > uint64_t(INT64_MAX))
        return false;
    out = neg ? -int64_t(v) : int64_t(v);
    p = q;
    return true;
}

inline bool fastInteger(const char *&p, const char *end, int64_t &out)
{
    const char *q = p;
    const bool neg = *q == '-';
    if (neg)
        ++q;
    const char *begin = q;
    int64_t v = 0;
    while (q < end && isDigit(*q) && q - p < 18)
        v = v * 10 + int64_t(*q++ - '0');
    if (q == begin || q >= end || json::isNumberChar(*q))
        return false;
    out = neg ? -v : v;
    p = q;
    return true;
}

inline bool keyIs(const char *k, size_t len, std::string_view word)
{
    return len == word.size() && std::memcmp(k, word.data(), len) == 0;
}

} // namespace

Scan TraceParser::parseStringField(
    const char *&p, const char *end, std::string_view &out, std::string &scratch, bool &ok)
{
    if (*p != '"') {
        ok = false;
        return json::skipValue(p, end);
    }
    const char *start = ++p;
    bool esc;
    const Scan s = json::scanString(p, end, esc);
    if (s != Scan::Ok)
        return s;
    out = std::string_view(start, size_t(p - start - 1));
    if (esc && json::decodeString(out, scratch))
        out = scratch;
    ok = true;
    return Scan::Ok;
}

Scan TraceParser::parseTimeField(const char *&p, const char *end, int64_t &out, bool &ok)
{
    ok = false;
    if (*p == '"') { // some producers quote their numbers
        std::string_view text;
        bool isString;
        const Scan s = parseStringField(p, end, text, m_miscScratch, isString);
        if (s == Scan::Ok)
            ok = parseMicrosToNs(text, &out) == NumberStatus::Ok;
        return s;
    }
    if (!json::startsNumber(p, end))
        return json::skipValue(p, end);
    if (fastMicrosToNs(p, end, out)) {
        ok = true;
        return Scan::Ok;
    }
    const char *start = p;
    const Scan s = json::skipNumber(p, end);
    if (s == Scan::Ok)
        ok = parseMicrosToNs(std::string_view(start, size_t(p - start)), &out) == NumberStatus::Ok;
    return s;
}

Scan TraceParser::parseIdField(const char *&p, const char *end, int64_t &num, std::string_view &text,
    bool &isString, bool &ok, std::string &scratch)
{
    ok = false;
    isString = false;
    if (*p == '"') {
        bool strOk;
        const Scan s = parseStringField(p, end, text, scratch, strOk);
        if (s != Scan::Ok)
            return s;
        ok = true;
        if (isIntegerText(text) && parseInteger(text, &num) == NumberStatus::Ok)
            return s;
        isString = true;
        return s;
    }
    if (!json::startsNumber(p, end))
        return json::skipValue(p, end);
    if (fastInteger(p, end, num)) {
        ok = true;
        return Scan::Ok;
    }
    const char *start = p;
    const Scan s = json::skipNumber(p, end);
    if (s == Scan::Ok)
        ok = parseInteger(std::string_view(start, size_t(p - start)), &num) == NumberStatus::Ok;
    return s;
}

namespace {

// Bytes a member may read ahead of its start without checking for the end of the data: the key
// word, the colon and the value's first word (numbers need json::kNumberReadAhead from the value).
constexpr ptrdiff_t kMemberReadAhead = 64;

// The event keys the parser interprets; anything else is skipped.
enum class Key : uint8_t {
    Other,
    S,
    Ph,
    Ts,
    Id,
    Bp,
    Pid,
    Tid,
    Cat,
    Dur,
    Id2,
    Name,
    Args,
    BindId,
    FlowIn,
    FlowOut,
};

// Keys are compared as written (raw, escapes and all), like every trace reader does.
Key classifyKey(const char *k, size_t len)
{
    switch (len) {
    case 1:
        return k[0] == 's' ? Key::S : Key::Other;
    case 2:
        if (k[0] == 'p' && k[1] == 'h')
            return Key::Ph;
        if (k[0] == 't' && k[1] == 's')
            return Key::Ts;
        if (k[0] == 'i' && k[1] == 'd')
            return Key::Id;
        if (k[0] == 'b' && k[1] == 'p')
            return Key::Bp;
        return Key::Other;
    case 3:
        if (keyIs(k, len, "pid"))
            return Key::Pid;
        if (keyIs(k, len, "tid"))
            return Key::Tid;
        if (keyIs(k, len, "cat"))
            return Key::Cat;
        if (keyIs(k, len, "dur"))
            return Key::Dur;
        if (keyIs(k, len, "id2"))
            return Key::Id2;
        return Key::Other;
    case 4:
        if (keyIs(k, len, "name"))
            return Key::Name;
        if (keyIs(k, len, "args"))
            return Key::Args;
        return Key::Other;
    case 7:
        if (keyIs(k, len, "bind_id"))
            return Key::BindId;
        if (keyIs(k, len, "flow_in"))
            return Key::FlowIn;
        return Key::Other;
    case 8:
        return keyIs(k, len, "flow_out") ? Key::FlowOut : Key::Other;
    default:
        return Key::Other;
    }
}

// A key followed by its closing quote as the low bytes of a little-endian word.
struct KeyWord
{
    uint64_t word;
    uint64_t mask;
    int length; // bytes of the key, without the quote
};

consteval KeyWord keyWord(std::string_view key)
{
    KeyWord kw { 0, 0, int(key.size()) };
    for (size_t i = 0; i <= key.size() && i < 8; ++i) {
        const uint64_t byte = i < key.size() ? uint8_t(key[i]) : uint8_t('"');
        kw.word |= byte << (8 * i);
        kw.mask |= uint64_t(0xFF) << (8 * i);
    }
    return kw;
}

inline bool wordIs(uint64_t w, KeyWord kw)
{
    return (w & kw.mask) == kw.word;
}

// The common keys told from the first eight bytes after the opening quote (k), with no scan for
// the closing quote: a match includes that quote, so the key is exactly the word. Sets after to
// the byte after the closing quote; Other means "not recognised here" (classifyKey() decides).
// Needs eight bytes at k (and k[8] for "flow_out").
inline Key fastKey(const char *k, const char *&after)
{
    if constexpr (std::endian::native != std::endian::little)
        return Key::Other;
    const uint64_t w = json::load8(k);
    auto hit = [&](KeyWord kw, Key key) {
        after = k + kw.length + 1;
        return key;
    };
    switch (char(w)) {
    case 'p':
        if (wordIs(w, keyWord("ph")))
            return hit(keyWord("ph"), Key::Ph);
        if (wordIs(w, keyWord("pid")))
            return hit(keyWord("pid"), Key::Pid);
        break;
    case 't':
        if (wordIs(w, keyWord("ts")))
            return hit(keyWord("ts"), Key::Ts);
        if (wordIs(w, keyWord("tid")))
            return hit(keyWord("tid"), Key::Tid);
        break;
    case 'd':
        if (wordIs(w, keyWord("dur")))
            return hit(keyWord("dur"), Key::Dur);
        break;
    case 'c':
        if (wordIs(w, keyWord("cat")))
            return hit(keyWord("cat"), Key::Cat);
        break;
    case 'n':
        if (wordIs(w, keyWord("name")))
            return hit(keyWord("name"), Key::Name);
        break;
    case 'a':
        if (wordIs(w, keyWord("args")))
            return hit(keyWord("args"), Key::Args);
        break;
    case 'i':
        if (wordIs(w, keyWord("id")))
            return hit(keyWord("id"), Key::Id);
        break;
    case 's':
        if (wordIs(w, keyWord("s")))
            return hit(keyWord("s"), Key::S);
        break;
    case 'b':
        if (wordIs(w, keyWord("bp")))
            return hit(keyWord("bp"), Key::Bp);
        break;
    default:
        break;
    }
    return Key::Other;
}

// A fresh event: a copy of the default one. GCC turns `ev = RawEvent()` into a memset call and a
// copy of a constant default into `rep stos`, whose start-up costs more than the event's other
// stores (perf); sixteen-byte copies are a handful of plain moves.
inline void resetEvent(RawEvent &ev)
{
    static const RawEvent kEmpty;
#if defined(__SSE2__)
    static_assert(std::is_trivially_copyable_v<RawEvent> && sizeof(RawEvent) % 16 == 0);
    const char *from = reinterpret_cast<const char *>(&kEmpty);
    char *to = reinterpret_cast<char *>(&ev);
    for (size_t i = 0; i < sizeof(RawEvent); i += 16)
        _mm_storeu_si128(reinterpret_cast<__m128i *>(to + i),
            _mm_loadu_si128(reinterpret_cast<const __m128i *>(from + i)));
#else
    ev = kEmpty;
#endif
}

// After a key: whitespace, ':' and whitespace. q is just after the key's closing quote; on Ok it
// is at the value's first byte (Kineto writes `"key": value`, tried first).
inline Scan skipColon(const char *&q, const char *end)
{
    if (end - q >= 3 && q[0] == ':' && q[1] == ' ' && static_cast<unsigned char>(q[2]) > ' ') {
        q += 2;
        return Scan::Ok;
    }
    q = json::skipSpace(q, end);
    if (q >= end)
        return Scan::NeedMore;
    if (*q != ':')
        return Scan::Bad;
    q = json::skipSpace(q + 1, end);
    return q >= end ? Scan::NeedMore : Scan::Ok;
}

// After a member's value: whitespace, then ',' (Next, q at the next key's first byte after
// whitespace) or '}' (End, q just after it).
enum class After : uint8_t { Next, End, NeedMore, Bad };
inline After skipSeparator(const char *&q, const char *end)
{
    if (end - q >= 3 && q[0] == ',' && q[1] == ' ' && q[2] == '"') {
        q += 2;
        return After::Next;
    }
    q = json::skipSpace(q, end);
    if (q >= end)
        return After::NeedMore;
    if (*q == ',') {
        q = json::skipSpace(q + 1, end);
        return q >= end ? After::NeedMore : After::Next;
    }
    if (*q == '}') {
        ++q;
        return After::End;
    }
    return After::Bad;
}

// A string value without escapes is a view of the input; one with escapes is decoded into scratch
// (kept raw when the escape is malformed). q is at the opening quote.
inline Scan stringAt(const char *&q, const char *end, std::string_view &out, std::string &scratch)
{
    const char *start = ++q;
    bool esc;
    const Scan s = json::scanString(q, end, esc);
    if (s != Scan::Ok)
        return s;
    out = std::string_view(start, size_t(q - start - 1));
    if (esc && json::decodeString(out, scratch))
        out = scratch;
    return Scan::Ok;
}

} // namespace

Scan TraceParser::parseArgs(const char *&p, const char *end, RawEvent &ev)
{
    const ptrdiff_t numberAhead = m_shortcuts ? json::kNumberReadAhead : PTRDIFF_MAX;
    const char *start = p;
    const char *q = json::skipSpace(p + 1, end);
    Scan s = Scan::Ok;
    if (q >= end)
        return Scan::NeedMore;
    if (*q != '}') {
        for (;;) {
            if (*q != '"') {
                p = q;
                return Scan::Bad;
            }
            const char *k = ++q;
            bool esc;
            s = json::scanString(q, end, esc);
            if (s != Scan::Ok)
                return s;
            const size_t klen = size_t(q - k - 1);
            s = skipColon(q, end);
            if (s != Scan::Ok) {
                p = q;
                return s;
            }
            uint32_t hot = 0;
            if (klen == 11) {
                if (keyIs(k, klen, "correlation"))
                    hot = RawEvent::kCorrelation;
                else if (keyIs(k, klen, "External id") || keyIs(k, klen, "external id"))
                    hot = RawEvent::kExternalId;
            } else if (klen == 6) {
                if (keyIs(k, klen, "device"))
                    hot = RawEvent::kDevice;
                else if (keyIs(k, klen, "stream"))
                    hot = RawEvent::kStream;
            }
            const bool room = end - q >= numberAhead;
            if (hot && json::startsNumber(q, end)) {
                int64_t value = 0;
                bool parsed = (room && json::wordInteger(q, value)) || fastInteger(q, end, value);
                if (!parsed) {
                    const char *v = q;
                    s = json::skipNumber(q, end);
                    if (s != Scan::Ok) {
                        p = q;
                        return s;
                    }
                    parsed = parseInteger(std::string_view(v, size_t(q - v)), &value) == NumberStatus::Ok;
                }
                if (parsed) {
                    ev.has |= hot;
                    switch (hot) {
                    case RawEvent::kCorrelation:
                        ev.correlation = value;
                        break;
                    case RawEvent::kExternalId:
                        ev.externalId = value;
                        break;
                    case RawEvent::kDevice:
                        ev.device = value;
                        break;
                    default:
                        ev.stream = value;
                        break;
                    }
                }
            } else if (room && json::isDigit(*q) && json::wordSkipNumber(q)) {
                // the value was a plain number
            } else if (*q == '"') {
                ++q;
                s = json::scanString(q, end, esc);
            } else if (room && std::memcmp(q, "null", 4) == 0) {
                q += 4;
            } else {
                s = json::skipValue(q, end);
            }
            if (s != Scan::Ok) {
                p = q;
                return s;
            }
            const After a = skipSeparator(q, end);
            if (a == After::Next)
                continue;
            if (a == After::End)
                break;
            p = q;
            return a == After::NeedMore ? Scan::NeedMore : Scan::Bad;
        }
    } else {
        ++q;
    }
    p = q;
    ev.args = std::string_view(start, size_t(q - start));
    ev.has |= RawEvent::kArgs;
    return Scan::Ok;
}

Scan TraceParser::parseEvent(const char *&p, const char *end, RawEvent &ev)
{
    resetEvent(ev);
    const ptrdiff_t memberAhead = m_shortcuts ? kMemberReadAhead : PTRDIFF_MAX;
    const ptrdiff_t numberAhead = m_shortcuts ? json::kNumberReadAhead : PTRDIFF_MAX;
    const char *q = json::skipSpace(p + 1, end);
    if (q >= end) {
        p = q;
        return Scan::NeedMore;
    }
    if (*q == '}') {
        p = q + 1;
        return Scan::Ok;
    }
    Scan s = Scan::Ok;
    for (;;) {
        if (*q != '"') {
            p = q;
            return Scan::Bad;
        }
        const char *k = q + 1;
        Key key = end - q >= memberAhead ? fastKey(k, q) : Key::Other;
        if (key == Key::Other) {
            q = k;
            bool esc;
            s = json::scanString(q, end, esc);
            if (s != Scan::Ok) {
                p = q;
                return s;
            }
            key = classifyKey(k, size_t(q - k - 1));
        }
        s = skipColon(q, end);
        if (s != Scan::Ok) {
            p = q;
            return s;
        }

        // Each case below tries the shape Kineto writes first, when the read-ahead is there, and
        // otherwise (or when that fails without consuming anything) the general reader.
        const bool room = end - q >= numberAhead;
        bool ok = false;
        std::string_view text;
        switch (key) {
        case Key::S:
            s = parseStringField(q, end, text, m_miscScratch, ok);
            if (ok && !text.empty())
                ev.scope = text[0];
            break;
        case Key::Ph:
            if (room && q[0] == '"' && q[2] == '"' && q[1] != '"' && q[1] != '\\') {
                ev.has |= RawEvent::kPh;
                ev.ph = q[1];
                q += 3;
                break;
            }
            s = parseStringField(q, end, text, m_miscScratch, ok);
            if (ok) {
                ev.has |= RawEvent::kPh;
                ev.ph = text.size() == 1 ? text[0] : '?';
            }
            break;
        case Key::Ts:
            if (room && json::wordMicrosToNs(q, ev.tsNs))
                ok = true;
            else
                s = parseTimeField(q, end, ev.tsNs, ok);
            ev.has |= ok && isUsableTime(ev.tsNs) ? RawEvent::kTs : RawEvent::kBadNumber;
            break;
        case Key::Dur:
            if (room && json::wordMicrosToNs(q, ev.durNs))
                ok = true;
            else
                s = parseTimeField(q, end, ev.durNs, ok);
            // Negative durations pass: the handler counts them as negative_duration.
            ev.has |= ok && ev.durNs <= kMaxDurationNs && ev.durNs >= -kMaxDurationNs ? RawEvent::kDur
                                                                                      : RawEvent::kBadNumber;
            break;
        case Key::Pid:
            if (room && json::wordInteger(q, ev.pid)) {
                ok = true;
                ev.pidIsString = false;
            } else {
                s = parseIdField(q, end, ev.pid, ev.pidText, ev.pidIsString, ok, m_pidScratch);
            }
            ev.has |= ok ? RawEvent::kPid : RawEvent::kBadNumber;
            break;
        case Key::Tid:
            if (room && json::wordInteger(q, ev.tid)) {
                ok = true;
                ev.tidIsString = false;
            } else {
                s = parseIdField(q, end, ev.tid, ev.tidText, ev.tidIsString, ok, m_tidScratch);
            }
            ev.has |= ok ? RawEvent::kTid : RawEvent::kBadNumber;
            break;
        case Key::Id: {
            int64_t num = 0;
            bool isString = false;
            if (room && json::wordInteger(q, num))
                ok = true;
            else
                s = parseIdField(q, end, num, text, isString, ok, m_miscScratch);
            if (ok) {
                ev.has |= RawEvent::kId;
                ev.id = isString ? hashText(text) : uint64_t(num);
            }
            break;
        }
        case Key::Bp:
            s = parseStringField(q, end, text, m_miscScratch, ok);
            ev.bindEnclosing = ok && text == "e";
            break;
        case Key::Cat:
            s = *q == '"' ? stringAt(q, end, ev.cat, m_catScratch)
                          : parseStringField(q, end, ev.cat, m_catScratch, ok);
            break;
        case Key::Name:
            s = *q == '"' ? stringAt(q, end, ev.name, m_nameScratch)
                          : parseStringField(q, end, ev.name, m_nameScratch, ok);
            break;
        case Key::Args:
            s = *q == '{' ? parseArgs(q, end, ev) : json::skipValue(q, end);
            break;
        case Key::Id2: {
            // {"local": "0x1"} / {"global": ...}: the raw text is a fine key.
            const char *v = q;
            s = json::skipValue(q, end);
            if (s == Scan::Ok) {
                ev.has |= RawEvent::kId;
                ev.id = hashText(std::string_view(v, size_t(q - v)));
            }
            break;
        }
        case Key::BindId: {
            int64_t num = 0;
            bool isString;
            s = parseIdField(q, end, num, text, isString, ok, m_miscScratch);
            if (ok) {
                ev.has |= RawEvent::kBindId;
                ev.bindId = isString ? hashText(text) : uint64_t(num);
            }
            break;
        }
        case Key::FlowIn:
            if (*q == 't')
                ev.has |= RawEvent::kFlowIn;
            s = json::skipValue(q, end);
            break;
        case Key::FlowOut:
            if (*q == 't')
                ev.has |= RawEvent::kFlowOut;
            s = json::skipValue(q, end);
            break;
        case Key::Other:
            s = json::skipValue(q, end);
            break;
        }
        if (s != Scan::Ok) {
            p = q;
            return s;
        }
        const After a = skipSeparator(q, end);
        if (a == After::Next)
            continue;
        p = q;
        if (a == After::End)
            return Scan::Ok;
        return a == After::NeedMore ? Scan::NeedMore : Scan::Bad;
    }
}

} // namespace stepline
