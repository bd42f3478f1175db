#pragma once

#include "jsonscan.h"
#include "rawevent.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace stepline {

// Receives what TraceParser finds, in file order.
class EventSink
{
public:
    virtual ~EventSink() = default;
    virtual void onEvent(const RawEvent &event, uint64_t byteOffset) = 0;
    // A top-level key of the object form other than traceEvents, with its raw JSON value.
    virtual void onTopLevel(std::string_view key, std::string_view rawValue, uint64_t byteOffset) = 0;
    // The traceEvents array (or, when bareArray, the top-level array) begins.
    virtual void onEventsBegin(bool bareArray) { (void)bareArray; }
};

// Streaming parser for Chrome trace JSON: `{"traceEvents": [...], other keys...}` or a bare array
// of events (which may lack its closing bracket).
//
// Input arrives in pieces. parse() handles every complete item (an event, a top-level key with its
// value, a bracket) in [data, data + size) and returns how many bytes it consumed; the caller keeps
// the rest, appends more input after it and calls again. An item is never split: an event is parsed
// only once all its bytes are in one contiguous range, so each event is read from memory once
// (plus one retry when it straddles two pieces). The parser itself keeps no copy of the input.
//
// Container grammar is checked strictly; inside values that are kept as raw text (args, metadata)
// only brackets and strings are tracked, so skipping stays fast.
class TraceParser
{
public:
    enum class Failure : uint8_t { None, NotATrace, Syntax, TooLarge };
    // Largest single item (one event or one top-level value) we buffer before giving up.
    static constexpr size_t kMaxItemBytes = size_t(256) << 20;

    explicit TraceParser(EventSink &sink)
        : m_sink(sink)
    {
    }

    // data[0] is byte `streamOffset` of the (decompressed) stream. final: no more input follows.
    size_t parse(const char *data, size_t size, uint64_t streamOffset, bool final);

    // Parallel loading (chunkedparse.h). parse() returns early, without consuming it, at the first
    // item of the events array that starts at or after stopOffset; stopped() tells it did.
    void setStopOffset(uint64_t stopOffset) { m_stopAt = stopOffset; }
    bool stopped() const { return m_stopped; }
    // True between events after a comma: the parser expects the next event.
    bool atEventBoundary() const { return m_state == State::EventsNext; }

    // How far parseEventRun() got: resume the main parser at `offset` with resumeAfterRun().
    struct RunEnd
    {
        uint64_t offset = 0;
        uint64_t events = 0;
        bool afterComma = true; // else right after an event (a ',' or ']' must follow)
        bool reachedStop = false; // ended exactly at stopOffset, ready for the next event
    };
    // Parses consecutive events of the events array, data[0] being where an event should start
    // (just after a comma), and hands each to sink. Stops at the first item at or after stopOffset,
    // and before anything that is not "event ," (a ']', a stray value, a malformed or huge event,
    // the end of data): what follows is left to the main parser, so the events handed over are
    // exactly those a sequential parse would have produced from this position. giveBack: once it
    // reads true the run ends before the next event (the main thread takes over the rest).
    RunEnd parseEventRun(const char *data, size_t size, uint64_t streamOffset, uint64_t stopOffset,
        EventSink &sink, const std::atomic<bool> *giveBack = nullptr);
    void resumeAfterRun(const RunEnd &run)
    {
        m_events += run.events;
        m_state = run.afterComma ? State::EventsNext : State::EventsAfterEvent;
    }

    // The general reader only, with none of the word-at-a-time shortcuts for the shapes Kineto
    // writes. Tests compare the two: both must give the same events and the same errors.
    void setShortcuts(bool on) { m_shortcuts = on; }

    Failure failure() const { return m_failure; }
    const std::string &failureMessage() const { return m_failureMessage; }
    uint64_t failureOffset() const { return m_failureOffset; }

    bool done() const { return m_state == State::Done; }
    bool sawEvents() const { return m_sawEventsArray; }
    bool bareArray() const { return m_bareArray; }
    uint64_t eventCount() const { return m_events; }
    // Set when the input ended inside the document (after the final parse() call).
    bool truncated() const { return m_truncated; }
    uint64_t truncatedAt() const { return m_truncatedAt; }
    // Non-space bytes after the complete document (ignored), -1 when none.
    int64_t trailingDataOffset() const { return m_trailingAt; }
    // Top-level keys met so far (comma separated, capped), for messages.
    const std::string &topLevelKeys() const { return m_keysSeen; }

private:
    enum class State : uint8_t {
        Start,
        ObjectKey, // after '{' or ',' in the top-level object
        ObjectAfterValue, // expects ',' or '}'
        EventsFirst, // after '[' of the events array: an event or ']'
        EventsAfterEvent, // expects ',' or ']'
        EventsNext, // after ',': an event (or ']' for a trailing comma)
        Done,
    };

    json::Scan parseEvent(const char *&p, const char *end, RawEvent &ev);
    json::Scan parseArgs(const char *&p, const char *end, RawEvent &ev);
    json::Scan parseTimeField(const char *&p, const char *end, int64_t &out, bool &ok);
    json::Scan parseIdField(const char *&p, const char *end, int64_t &num, std::string_view &text,
        bool &isString, bool &ok, std::string &scratch);
    json::Scan parseStringField(
        const char *&p, const char *end, std::string_view &out, std::string &scratch, bool &ok);
    void fail(Failure failure, uint64_t offset, std::string message);

    EventSink &m_sink;
    State m_state = State::Start;
    Failure m_failure = Failure::None;
    std::string m_failureMessage;
    uint64_t m_failureOffset = 0;
    bool m_bareArray = false;
    bool m_sawEventsArray = false;
    bool m_truncated = false;
    uint64_t m_truncatedAt = 0;
    int64_t m_trailingAt = -1;
    uint64_t m_events = 0;
    uint64_t m_stopAt = UINT64_MAX;
    bool m_stopped = false;
    bool m_shortcuts = true;
    std::string m_keysSeen; // top-level keys, for the "not a trace" message
    RawEvent m_event;
    std::string m_nameScratch, m_catScratch, m_pidScratch, m_tidScratch, m_miscScratch;
};

} // namespace stepline
