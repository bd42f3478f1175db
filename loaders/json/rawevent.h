#pragma once

#include <cstdint>
#include <string_view>

namespace stepline {

// One trace event as the parser saw it. Views point into the parser's input buffer or scratch
// space and are valid only during the EventSink::onEvent() call.
struct RawEvent
{
    enum Has : uint32_t {
        kTs = 1u << 0,
        kDur = 1u << 1,
        kPid = 1u << 2,
        kTid = 1u << 3,
        kId = 1u << 4,
        kCorrelation = 1u << 5,
        kExternalId = 1u << 6,
        kDevice = 1u << 7,
        kStream = 1u << 8,
        kBindId = 1u << 9,
        kFlowIn = 1u << 10,
        kFlowOut = 1u << 11,
        kPh = 1u << 12,
        kArgs = 1u << 13,
        kBadNumber = 1u << 14, // ts/dur/pid/tid present but not a usable number
    };

    uint32_t has = 0;
    char ph = 0;
    char scope = 0; // "s" of instants
    bool pidIsString = false;
    bool tidIsString = false;
    bool bindEnclosing = false; // "bp": "e"
    std::string_view name;
    std::string_view cat;
    std::string_view pidText; // when pidIsString
    std::string_view tidText;
    std::string_view args; // raw object text including braces, empty when absent
    int64_t tsNs = 0; // as written, in ns (not yet shifted by baseTimeNanoseconds)
    int64_t durNs = 0;
    int64_t pid = 0;
    int64_t tid = 0;
    uint64_t id = 0; // flow / async id (numbers as is, strings hashed)
    uint64_t bindId = 0;
    int64_t correlation = 0;
    int64_t externalId = 0;
    int64_t device = 0;
    int64_t stream = 0;

    bool hasField(Has h) const { return (has & h) != 0; }
};

} // namespace stepline
