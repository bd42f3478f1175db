#pragma once

#include <cstdint>

namespace stepline {

// What happened to every element of traceEvents, so a test (or a curious user) can check that
// nothing vanished: the fields after `events` always add up to `events`.
struct LoadStats
{
    uint64_t events = 0; // elements of traceEvents (or of the bare array)
    uint64_t complete = 0; // X events kept as slices
    uint64_t beginEnd = 0; // B and E events (matched pairs become one slice each)
    uint64_t instants = 0; // i / I events kept
    uint64_t counters = 0; // C events (each numeric args key is one sample)
    uint64_t metadata = 0; // M events
    uint64_t flows = 0; // s / t / f events
    uint64_t async = 0; // b / n / e events
    uint64_t skipped = 0; // counted in the load report (unknown phase, missing ts, ...)

    uint64_t accounted() const
    {
        return complete + beginEnd + instants + counters + metadata + flows + async + skipped;
    }
    void add(const LoadStats &o)
    {
        events += o.events;
        complete += o.complete;
        beginEnd += o.beginEnd;
        instants += o.instants;
        counters += o.counters;
        metadata += o.metadata;
        flows += o.flows;
        async += o.async;
        skipped += o.skipped;
    }
};

} // namespace stepline
