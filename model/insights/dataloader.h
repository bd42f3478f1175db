#pragma once

#include "ids.h"
#include "scope.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;

// Durations of one kind of data-loader event: count, median, max, and the outliers (METRICS.md
// "Data loader": a duration over 2 x the median of its kind), as indices into the event list.
struct DurationStats
{
    size_t count = 0;
    int64_t medianNs = 0;
    int64_t maxNs = 0;
    std::vector<size_t> outliers;
};

DurationStats durationStats(const std::vector<int64_t> &durations);

struct DataLoaderSpan
{
    uint32_t rankIndex = 0;
    int32_t rank = -1;
    EventId event; // invalid for spans that are not one event (worker lifetimes, batch gaps)
    uint32_t track = 0; // TrackId value
    int64_t tsNs = 0;
    int64_t durNs = 0;
    std::string worker; // GetNext: the worker thread whose last batch ended during the call, else the
                        // call's own thread; workers: the thread name
    int64_t endNs() const { return tsNs + durNs; }
};

struct IteratorInit : DataLoaderSpan
{
    std::string type; // "multi-process", "single-process" or "unknown"
    int workers = -1; // -1 unknown
    int pinMemory = -1; // -1 unknown, 0/1
};

struct DataLoaderAnalysis
{
    std::vector<IteratorInit> inits;
    DurationStats initStats;
    std::vector<DataLoaderSpan> workers; // life span: first event start .. last event end on the thread
    DurationStats workerStats;
    std::vector<DataLoaderSpan> getNext; // sorted by (rank, thread, ts)
    DurationStats getNextStats;
    std::vector<DataLoaderSpan> batches; // from one GetNext start to the next on the same thread
    DurationStats batchStats;
    std::string loaderType; // from the GetNext names: "multi-process", "single-process", "unknown"

    bool empty() const { return inits.empty() && workers.empty() && getNext.empty(); }
};

// METRICS.md "Data loader" on the host events of the scope.
DataLoaderAnalysis analyzeDataLoader(const Profile &profile, const Scope &scope = {});

} // namespace stepline
