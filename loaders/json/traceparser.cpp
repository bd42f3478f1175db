#include "traceparser.h"

#include <cstring>

namespace stepline {

using json::Scan;

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

TraceParser::RunEnd TraceParser::parseEventRun(const char *data, size_t size, uint64_t streamOffset,
    uint64_t stopOffset, EventSink &sink, const std::atomic<bool> *giveBack)
{
    RunEnd run;
    run.offset = streamOffset;
    const char *p = data;
    const char *end = data + size;
    auto offsetOf = [&](const char *at) { return streamOffset + uint64_t(at - data); };
    for (;;) {
        if (giveBack && giveBack->load(std::memory_order_relaxed))
            break;
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

} // namespace stepline
