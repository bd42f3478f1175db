// The members of one event: keys, ts/dur/ids, names and the args object (TraceParser's reading
// of a single item; traceparser.cpp has the document around the events).
#include "traceparser.h"

#include "exactnumber.h"
#include "fnv1a.h"
#include "numberscan.h"
#include "timerange.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstring>
#include <type_traits>
#include <utility>

namespace stepline {

using json::Scan;

namespace {

// String flow/async ids ("0x1a2b", "local:7") only need a stable 64-bit key.
uint64_t hashText(std::string_view text)
{
    return fnv1a<uint64_t>(text);
}

// Number conversions fused with scanning for the shapes nearly every trace uses ("1694128201545123.456",
// "12", "-1"): the value is built while the digits are read, instead of skipping the token and
// converting its text afterwards. Anything else (exponents, more fraction digits than ns need, very
// long numbers, a number running into the end of the data) returns false without moving p, and the
// general path (skipNumber + exactnumber.h) handles it, so results are the same either way.
// Adds up to maxDigits digits at q to v (v = v * 10 + digit), byte by byte; returns where they end.
inline const char *readDigits(const char *q, const char *end, ptrdiff_t maxDigits, uint64_t &v)
{
    const char *stop = q + std::min(maxDigits, end - q);
    while (q < stop && json::isDigit(*q))
        v = v * 10 + uint64_t(*q++ - '0');
    return q;
}

inline bool fastMicrosToNs(const char *&p, const char *end, int64_t &out)
{
    const bool neg = *p == '-';
    const char *intBegin = p + neg;
    const char *q = intBegin;
    uint64_t v = 0;
    if (std::endian::native == std::endian::little && end - q >= 8
        && json::leadingDigits(json::load8(q)) == 8) {
        v = json::digitsValue(json::load8(q), 8); // timestamps have 13-16 digits
        q += 8;
    }
    q = readDigits(q, end, 17 - (q - intBegin), v);
    if (q == intBegin || q - intBegin >= 17 || q >= end)
        return false; // 17 digits or more: the general path checks for overflow
    int frac = 0;
    if (*q == '.') {
        const char *fracEnd = readDigits(q + 1, end, 3, v);
        frac = int(fracEnd - (q + 1));
        if (frac == 0)
            return false;
        q = fracEnd;
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

// Up to 18 bytes, the sign included: no overflow possible.
inline bool fastInteger(const char *&p, const char *end, int64_t &out)
{
    const bool neg = *p == '-';
    const char *begin = p + neg;
    uint64_t v = 0;
    const char *q = readDigits(begin, end, 18 - neg, v);
    if (q == begin || q >= end || json::isNumberChar(*q))
        return false;
    out = neg ? -int64_t(v) : int64_t(v);
    p = q;
    return true;
}

// A number member's value: the conversion fused with scanning (fast) when it takes the token,
// else the token's text through the exact conversion. Anything but a number is skipped (ok false).
template <typename Fast, typename Exact>
inline Scan numberField(const char *&p, const char *end, int64_t &out, bool &ok, Fast fast, Exact exact)
{
    if (!json::startsNumber(p, end))
        return json::skipValue(p, end);
    if (fast(p, end, out)) {
        ok = true;
        return Scan::Ok;
    }
    const char *start = p;
    const Scan s = json::skipNumber(p, end);
    if (s == Scan::Ok)
        ok = exact(std::string_view(start, size_t(p - start)), &out) == NumberStatus::Ok;
    return s;
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
    const Scan s = stringAt(p, end, out, scratch);
    ok = s == Scan::Ok;
    return s;
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
    return numberField(p, end, out, ok, fastMicrosToNs, parseMicrosToNs);
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
    return numberField(p, end, num, ok, fastInteger, parseInteger);
}

namespace {

// Bytes a member may read ahead of its start without checking for the end of the data: the key
// word, the colon and the value's first word (numbers need json::kNumberReadAhead from the value).
constexpr ptrdiff_t kMemberReadAhead = 64;

// The event keys the parser interprets, in the order Kineto writes them (the fast path below
// tries them in this order); anything else is Other, and skipped.
enum class Key : uint8_t {
    Ph,
    Cat,
    Name,
    Pid,
    Tid,
    Ts,
    Dur,
    Args,
    Id,
    S,
    Bp,
    Id2,
    BindId,
    FlowIn,
    FlowOut,
    Other
};

// Each key's text, indexed by Key.
constexpr std::array<std::string_view, size_t(Key::Other)> kKeyNames = { "ph", "cat", "name", "pid", "tid",
    "ts", "dur", "args", "id", "s", "bp", "id2", "bind_id", "flow_in", "flow_out" };

// Keys are compared as written (raw, escapes and all), like every trace reader does.
Key classifyKey(const char *k, size_t len)
{
    for (size_t i = 0; i < kKeyNames.size(); ++i) {
        if (keyIs(k, len, kKeyNames[i]))
            return Key(i);
    }
    return Key::Other;
}

// A key followed by its closing quote as the low bytes of a little-endian word: the keys of up to
// seven bytes are told from the first eight bytes after the opening quote at once.
struct KeyWord
{
    uint64_t word = 0;
    uint64_t mask = 0;
    int length = 0; // bytes of the key, without the quote
    Key key = Key::Other;
};

constexpr size_t kKeyWordCount = size_t(
    std::count_if(kKeyNames.begin(), kKeyNames.end(), [](std::string_view name) { return name.size() < 8; }));

consteval std::array<KeyWord, kKeyWordCount> keyWords()
{
    std::array<KeyWord, kKeyWordCount> words {};
    size_t at = 0;
    for (size_t k = 0; k < kKeyNames.size(); ++k) {
        const std::string_view name = kKeyNames[k];
        if (name.size() >= 8)
            continue;
        KeyWord &kw = words[at++];
        kw.length = int(name.size());
        kw.key = Key(k);
        for (size_t i = 0; i <= name.size(); ++i) {
            const uint64_t byte = i < name.size() ? uint8_t(name[i]) : uint8_t('"');
            kw.word |= byte << (8 * i);
            kw.mask |= uint64_t(0xFF) << (8 * i);
        }
    }
    return words;
}

constexpr std::array<KeyWord, kKeyWordCount> kKeyWords = keyWords();

// Unrolled over kKeyWords, so that every match yields a constant key: once inlined, the compiler
// jumps from the match straight to that key's case in parseEvent (a key loaded from a table would
// take a second, badly predicted, indirect jump per member).
template <size_t... I>
inline Key matchKeyWord(uint64_t w, const char *k, const char *&after, std::index_sequence<I...>)
{
    Key key = Key::Other;
    (void)(((w & kKeyWords[I].mask) == kKeyWords[I].word
               && (after = k + kKeyWords[I].length + 1, key = kKeyWords[I].key, true))
        || ...);
    return key;
}

// The common keys told from the first eight bytes after the opening quote (k), with no scan for
// the closing quote: a match includes that quote, so the key is exactly the word. Sets after to
// the byte after the closing quote; Other means "not recognised here" (classifyKey() decides).
// Needs eight bytes at k.
inline Key fastKey(const char *k, const char *&after)
{
    if constexpr (std::endian::native != std::endian::little)
        return Key::Other;
    return matchKeyWord(json::load8(k), k, after, std::make_index_sequence<kKeyWordCount>());
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

// Ends a member whose value was read with result s: true when another member follows (q at its
// key); else false, with s Ok when the object ended (q just after it) or how reading stopped.
inline bool nextMember(const char *&q, const char *end, Scan &s)
{
    if (s != Scan::Ok)
        return false;
    switch (skipSeparator(q, end)) {
    case After::Next:
        return true;
    case After::End:
        return false;
    case After::NeedMore:
        s = Scan::NeedMore;
        return false;
    case After::Bad:
        break;
    }
    s = Scan::Bad;
    return false;
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
            if (nextMember(q, end, s))
                continue;
            if (s != Scan::Ok) {
                p = q;
                return s;
            }
            break;
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
        auto id = [&](int64_t &num, std::string_view &idText, bool &isString, std::string &scratch) {
            if (room && json::wordInteger(q, num)) {
                ok = true;
                isString = false;
            } else {
                s = parseIdField(q, end, num, idText, isString, ok, scratch);
            }
        };
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
        case Key::Dur: {
            const bool isTs = key == Key::Ts;
            int64_t &value = isTs ? ev.tsNs : ev.durNs;
            if (room && json::wordMicrosToNs(q, value))
                ok = true;
            else
                s = parseTimeField(q, end, value, ok);
            // Negative durations pass: the handler counts them as negative_duration.
            const bool usable
                = ok && (isTs ? isUsableTime(value) : value <= kMaxDurationNs && value >= -kMaxDurationNs);
            ev.has |= !usable ? RawEvent::kBadNumber : isTs ? RawEvent::kTs : RawEvent::kDur;
            break;
        }
        case Key::Pid:
            id(ev.pid, ev.pidText, ev.pidIsString, m_pidScratch);
            ev.has |= ok ? RawEvent::kPid : RawEvent::kBadNumber;
            break;
        case Key::Tid:
            id(ev.tid, ev.tidText, ev.tidIsString, m_tidScratch);
            ev.has |= ok ? RawEvent::kTid : RawEvent::kBadNumber;
            break;
        case Key::Id: {
            int64_t num = 0;
            bool isString = false;
            id(num, text, isString, m_miscScratch);
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
        if (nextMember(q, end, s))
            continue;
        p = q;
        return s;
    }
}

} // namespace stepline
