#pragma once

#include "traceoptions.h"

#include <cstdint>

// What tells the ranks of a generated job apart: derived seeds, start offsets and the Kineto base
// time. Shared by the rank writer and TraceGenerator's file naming, which must agree.
namespace stepline::tracegen {

constexpr int64_t kUs = 1000; // ns per microsecond

// A seed derived from two numbers (one SplitMix64 step).
uint64_t mix(uint64_t a, uint64_t b);

// The first day of the quarter containing absNs, like Kineto's baseTimeNanoseconds.
int64_t quarterStartNs(int64_t absNs);

// Ranks do not start at the same instant: a node-dependent and a per-rank offset.
int64_t rankStartOffsetNs(const TraceOptions &o, int rank);

// With Options::collectiveJoinsNs: where the rank's clock puts the job start (its node's clock offset,
// below 200 us; the ranks of a node share it).
int64_t synchronizedStartOffsetNs(const TraceOptions &o, int rank);

// The rank's host name ("<hostPrefix><node>"), its process id, and its file's name
// (TraceGenerator::hostName, hostPid and rankFileName).
QString rankHostName(const TraceOptions &o, int rank);
int rankHostPid(const TraceOptions &o, int rank);
QString rankTraceFileName(const TraceOptions &o, int rank);

} // namespace stepline::tracegen
