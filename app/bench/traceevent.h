#pragma once

#include <cstdint>
#include <string>

namespace stepline::tracegen {

// One trace event of the step being simulated, rendered as JSON when the step is flushed.
struct TraceEvent
{
    char ph = 'X';
    const char *cat = "";
    std::string name;
    int64_t pid = 0;
    int64_t tid = 0;
    int64_t tsNs = 0; // relative to baseTimeNanoseconds
    int64_t durNs = 0;
    std::string args; // inner text of the args object, "" for none
    uint64_t flowId = 0; // ac2g flow written right after this event (s for host, f for GPU)
    bool gpu = false;
};

} // namespace stepline::tracegen
