#include "traceparser.h"

#include "exactnumber.h"
#include "timerange.h"

#include <bit>
#include <cstring>

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
    while (q < end && isDigit(*q) && q - intBegin < 16)
        v = v * 10 + uint64_t(*q++ - '0');
    if (q == intBegin || q - intBegin >= 16 || q >= end)
        return false;
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
        v *= 10;
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

void TraceParser::fail(Failure failure, uint64_t offset, std::string message)
{
    if (m_failure != Failure::None)
        return;
    m_failure = failure;
    m_failureOffset = offset;
    m_failureMessage = std::move(message);
}

size_t TraceParser::parse(const char *data, size_t size, uint64_t streamOffset, bool final)
{
    m_stopped = false;
    if (m_failure != Failure::None)
        return size;
    const char *p = data;
    const char *end = data + size;
    const char *itemStart = p;
    auto offsetOf = [&](const char *at) { return streamOffset + uint64_t(at - data); };

    for (;;) {
        p = json::skipSpace(p, end);
        itemStart = p;
        if (p >= end)
            break;
        if (offsetOf(p) >= m_stopAt
            && (m_state == State::EventsNext || m_state == State::EventsAfterEvent
                || m_state == State::EventsFirst)) {
            m_stopped = true;
            return size_t(p - data);
        }
        switch (m_state) {
        case State::Start:
            if (static_cast<unsigned char>(*p) == 0xEF) { // UTF-8 byte order mark
                if (end - p < 3)
                    goto needMore;
                if (std::memcmp(p, "\xEF\xBB\xBF", 3) != 0) {
                    fail(Failure::NotATrace, offsetOf(p), "the file does not start with '{' or '['");
                    return size;
                }
                p += 3;
                continue;
            }
            if (*p == '{') {
                ++p;
                m_state = State::ObjectKey;
                continue;
            }
            if (*p == '[') {
                ++p;
                m_bareArray = true;
                m_sawEventsArray = true;
                m_sink.onEventsBegin(true);
                m_state = State::EventsFirst;
                continue;
            }
            fail(Failure::NotATrace, offsetOf(p), "the file is not JSON: it does not start with '{' or '['");
            return size;

        case State::ObjectKey: {
            if (*p == '}') {
                ++p;
                m_state = State::Done;
                continue;
            }
            if (*p != '"') {
                fail(Failure::Syntax, offsetOf(p), "expected a quoted key in the top-level object");
                return size;
            }
            const char *q = p + 1;
            bool esc;
            Scan s = json::scanString(q, end, esc);
            if (s != Scan::Ok)
                goto needMore;
            const std::string_view key(p + 1, size_t(q - p - 2));
            q = json::skipSpace(q, end);
            if (q >= end)
                goto needMore;
            if (*q != ':') {
                fail(Failure::Syntax, offsetOf(q), "expected ':' after a key");
                return size;
            }
            q = json::skipSpace(q + 1, end);
            if (q >= end)
                goto needMore;
            if (key == "traceEvents") {
                if (*q != '[') {
                    fail(Failure::NotATrace, offsetOf(q), "\"traceEvents\" is not an array");
                    return size;
                }
                p = q + 1;
                m_sawEventsArray = true;
                m_sink.onEventsBegin(false);
                m_state = State::EventsFirst;
                continue;
            }
            const char *value = q;
            s = json::skipValue(q, end);
            if (s == Scan::NeedMore)
                goto needMore;
            if (s == Scan::Bad) {
                fail(Failure::Syntax, offsetOf(q),
                    "malformed value of top-level key \"" + std::string(key) + "\"");
                return size;
            }
            if (m_keysSeen.size() < 200) {
                if (!m_keysSeen.empty())
                    m_keysSeen += ", ";
                m_keysSeen += key.substr(0, 40);
            }
            m_sink.onTopLevel(key, std::string_view(value, size_t(q - value)), offsetOf(value));
            p = q;
            m_state = State::ObjectAfterValue;
            continue;
        }

        case State::ObjectAfterValue:
            if (*p == ',') {
                ++p;
                m_state = State::ObjectKey;
                continue;
            }
            if (*p == '}') {
                ++p;
                m_state = State::Done;
                continue;
            }
            fail(Failure::Syntax, offsetOf(p), "expected ',' or '}' in the top-level object");
            return size;

        case State::EventsFirst:
        case State::EventsNext: {
            if (*p == ']') {
                ++p;
                m_state = m_bareArray ? State::Done : State::ObjectAfterValue;
                continue;
            }
            if (*p != '{') {
                if (m_events == 0) {
                    fail(Failure::NotATrace, offsetOf(p),
                        "the array holds no event objects (is this a trace? a list of lists is not)");
                    return size;
                }
                // A stray value (null, a number) between events: skip it, the sink counts it.
                const char *q = p;
                const Scan s = json::skipValue(q, end);
                if (s == Scan::NeedMore)
                    goto needMore;
                if (s == Scan::Bad) {
                    fail(Failure::Syntax, offsetOf(q), "expected an event object '{'");
                    return size;
                }
                ++m_events;
                m_event = RawEvent();
                m_sink.onEvent(m_event, offsetOf(p));
                p = q;
                m_state = State::EventsAfterEvent;
                continue;
            }
            const char *q = p;
            const Scan s = parseEvent(q, end, m_event);
            if (s == Scan::NeedMore)
                goto needMore;
            if (s == Scan::Bad) {
                fail(Failure::Syntax, offsetOf(q), "malformed event");
                return size;
            }
            ++m_events;
            m_sink.onEvent(m_event, offsetOf(p));
            p = q;
            m_state = State::EventsAfterEvent;
            continue;
        }

        case State::EventsAfterEvent:
            if (*p == ',') {
                ++p;
                m_state = State::EventsNext;
                continue;
            }
            if (*p == ']') {
                ++p;
                m_state = m_bareArray ? State::Done : State::ObjectAfterValue;
                continue;
            }
            fail(Failure::Syntax, offsetOf(p), "expected ',' or ']' after an event");
            return size;

        case State::Done:
            if (m_trailingAt < 0)
                m_trailingAt = int64_t(offsetOf(p));
            if (!m_sawEventsArray) {
                const bool smdebug = m_keysSeen.find("Dimension") != std::string::npos
                    || m_keysSeen.find("Timestamp") != std::string::npos;
                fail(Failure::NotATrace, offsetOf(p),
                    smdebug ? "this is a JSON-lines file of SageMaker Debugger system metrics (one object "
                              "per line), not a trace"
                            : "this is JSON lines (several objects), not a trace");
            }
            return size;
        }
    }

needMore:
    if (!final) {
        if (size_t(end - itemStart) > kMaxItemBytes)
            fail(Failure::TooLarge, offsetOf(itemStart), "a single event or value is larger than 256 MiB");
        return size_t(itemStart - data);
    }
    // End of input.
    switch (m_state) {
    case State::Done:
        break;
    case State::Start:
        fail(Failure::NotATrace, offsetOf(itemStart), "the file is empty");
        break;
    case State::EventsFirst:
    case State::EventsNext:
    case State::EventsAfterEvent:
        // A bare array may legally stop after any complete event; anything else is a cut file.
        if (!m_bareArray || itemStart < end) {
            m_truncated = true;
            m_truncatedAt = offsetOf(end);
        }
        break;
    case State::ObjectKey:
    case State::ObjectAfterValue:
        if (m_sawEventsArray) {
            m_truncated = true;
            m_truncatedAt = offsetOf(end);
        } else {
            fail(Failure::Syntax, offsetOf(itemStart), "the file ends before any trace events");
        }
        break;
    }
    return size;
}

TraceParser::RunEnd TraceParser::parseEventRun(
    const char *data, size_t size, uint64_t streamOffset, uint64_t stopOffset, EventSink &sink)
{
    RunEnd run;
    run.offset = streamOffset;
    const char *p = data;
    const char *end = data + size;
    auto offsetOf = [&](const char *at) { return streamOffset + uint64_t(at - data); };
    for (;;) {
        const char *item = json::skipSpace(p, end);
        if (item >= end)
            break;
        if (offsetOf(item) >= stopOffset) {
            run.reachedStop = offsetOf(item) == stopOffset;
            break;
        }
        if (*item != '{')
            break;
        const char *q = item;
        // The main parser applies its item size limit (kMaxItemBytes) to anything this large.
        if (parseEvent(q, end, m_event) != Scan::Ok || size_t(q - item) > kMaxItemBytes / 2)
            break;
        sink.onEvent(m_event, offsetOf(item));
        ++run.events;
        run.offset = offsetOf(q);
        run.afterComma = false;
        const char *c = json::skipSpace(q, end);
        if (c >= end || *c != ',')
            break;
        p = c + 1;
        run.offset = offsetOf(p);
        run.afterComma = true;
    }
    return run;
}

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

Scan TraceParser::parseArgs(const char *&p, const char *end, RawEvent &ev)
{
    const char *start = p;
    p = json::skipSpace(p + 1, end);
    if (p >= end)
        return Scan::NeedMore;
    if (*p != '}') {
        for (;;) {
            if (*p != '"')
                return Scan::Bad;
            const char *k = ++p;
            bool esc;
            Scan s = json::scanString(p, end, esc);
            if (s != Scan::Ok)
                return s;
            const size_t klen = size_t(p - k - 1);
            p = json::skipSpace(p, end);
            if (p >= end)
                return Scan::NeedMore;
            if (*p != ':')
                return Scan::Bad;
            p = json::skipSpace(p + 1, end);
            if (p >= end)
                return Scan::NeedMore;
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
            if (hot && json::startsNumber(p, end)) {
                int64_t value = 0;
                bool parsed = fastInteger(p, end, value);
                if (!parsed) {
                    const char *v = p;
                    s = json::skipNumber(p, end);
                    if (s != Scan::Ok)
                        return s;
                    parsed = parseInteger(std::string_view(v, size_t(p - v)), &value) == NumberStatus::Ok;
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
            } else {
                s = json::skipValue(p, end);
                if (s != Scan::Ok)
                    return s;
            }
            p = json::skipSpace(p, end);
            if (p >= end)
                return Scan::NeedMore;
            if (*p == ',') {
                p = json::skipSpace(p + 1, end);
                if (p >= end)
                    return Scan::NeedMore;
                continue;
            }
            if (*p == '}')
                break;
            return Scan::Bad;
        }
    }
    ++p; // '}'
    ev.args = std::string_view(start, size_t(p - start));
    ev.has |= RawEvent::kArgs;
    return Scan::Ok;
}

Scan TraceParser::parseEvent(const char *&p, const char *end, RawEvent &ev)
{
    // Copying a constant default compiles to a few stores; `ev = RawEvent()` became a memset call.
    static const RawEvent kEmpty;
    ev = kEmpty;
    p = json::skipSpace(p + 1, end);
    if (p >= end)
        return Scan::NeedMore;
    if (*p == '}') {
        ++p;
        return Scan::Ok;
    }
    for (;;) {
        if (*p != '"')
            return Scan::Bad;
        const char *k = ++p;
        bool esc;
        Scan s = json::scanString(p, end, esc);
        if (s != Scan::Ok)
            return s;
        const size_t klen = size_t(p - k - 1);
        p = json::skipSpace(p, end);
        if (p >= end)
            return Scan::NeedMore;
        if (*p != ':')
            return Scan::Bad;
        p = json::skipSpace(p + 1, end);
        if (p >= end)
            return Scan::NeedMore;

        bool handled = true;
        bool ok = false;
        std::string_view text;
        switch (klen) {
        case 1:
            if (k[0] == 's') {
                s = parseStringField(p, end, text, m_miscScratch, ok);
                if (ok && !text.empty())
                    ev.scope = text[0];
            } else {
                handled = false;
            }
            break;
        case 2:
            if (k[0] == 'p' && k[1] == 'h') {
                s = parseStringField(p, end, text, m_miscScratch, ok);
                if (ok) {
                    ev.has |= RawEvent::kPh;
                    ev.ph = text.size() == 1 ? text[0] : '?';
                }
            } else if (k[0] == 't' && k[1] == 's') {
                s = parseTimeField(p, end, ev.tsNs, ok);
                ev.has |= ok && isUsableTime(ev.tsNs) ? RawEvent::kTs : RawEvent::kBadNumber;
            } else if (k[0] == 'i' && k[1] == 'd') {
                int64_t num = 0;
                bool isString;
                s = parseIdField(p, end, num, text, isString, ok, m_miscScratch);
                if (ok) {
                    ev.has |= RawEvent::kId;
                    ev.id = isString ? hashText(text) : uint64_t(num);
                }
            } else if (k[0] == 'b' && k[1] == 'p') {
                s = parseStringField(p, end, text, m_miscScratch, ok);
                ev.bindEnclosing = ok && text == "e";
            } else {
                handled = false;
            }
            break;
        case 3:
            if (keyIs(k, klen, "pid")) {
                s = parseIdField(p, end, ev.pid, ev.pidText, ev.pidIsString, ok, m_pidScratch);
                ev.has |= ok ? RawEvent::kPid : RawEvent::kBadNumber;
            } else if (keyIs(k, klen, "tid")) {
                s = parseIdField(p, end, ev.tid, ev.tidText, ev.tidIsString, ok, m_tidScratch);
                ev.has |= ok ? RawEvent::kTid : RawEvent::kBadNumber;
            } else if (keyIs(k, klen, "cat")) {
                s = parseStringField(p, end, ev.cat, m_catScratch, ok);
            } else if (keyIs(k, klen, "dur")) {
                s = parseTimeField(p, end, ev.durNs, ok);
                // Negative durations pass: the handler counts them as negative_duration.
                ev.has |= ok && ev.durNs <= kMaxDurationNs && ev.durNs >= -kMaxDurationNs
                    ? RawEvent::kDur
                    : RawEvent::kBadNumber;
            } else if (keyIs(k, klen, "id2")) {
                // {"local": "0x1"} / {"global": ...}: the raw text is a fine key.
                const char *v = p;
                s = json::skipValue(p, end);
                if (s == Scan::Ok) {
                    ev.has |= RawEvent::kId;
                    ev.id = hashText(std::string_view(v, size_t(p - v)));
                }
            } else {
                handled = false;
            }
            break;
        case 4:
            if (keyIs(k, klen, "name")) {
                s = parseStringField(p, end, ev.name, m_nameScratch, ok);
            } else if (keyIs(k, klen, "args")) {
                s = *p == '{' ? parseArgs(p, end, ev) : json::skipValue(p, end);
            } else {
                handled = false;
            }
            break;
        case 7:
            if (keyIs(k, klen, "bind_id")) {
                int64_t num = 0;
                bool isString;
                s = parseIdField(p, end, num, text, isString, ok, m_miscScratch);
                if (ok) {
                    ev.has |= RawEvent::kBindId;
                    ev.bindId = isString ? hashText(text) : uint64_t(num);
                }
            } else if (keyIs(k, klen, "flow_in")) {
                if (*p == 't')
                    ev.has |= RawEvent::kFlowIn;
                s = json::skipValue(p, end);
            } else {
                handled = false;
            }
            break;
        case 8:
            if (keyIs(k, klen, "flow_out")) {
                if (*p == 't')
                    ev.has |= RawEvent::kFlowOut;
                s = json::skipValue(p, end);
            } else {
                handled = false;
            }
            break;
        default:
            handled = false;
            break;
        }
        if (!handled)
            s = json::skipValue(p, end);
        if (s != Scan::Ok)
            return s;

        p = json::skipSpace(p, end);
        if (p >= end)
            return Scan::NeedMore;
        if (*p == ',') {
            p = json::skipSpace(p + 1, end);
            if (p >= end)
                return Scan::NeedMore;
            continue;
        }
        if (*p == '}') {
            ++p;
            return Scan::Ok;
        }
        return Scan::Bad;
    }
}

} // namespace stepline
