#include "compareload.h"

#include "cliargs.h"
#include "memoryfit.h"
#include "profile.h"

#include "workerthread.h"

#include <algorithm>
#include <cstdint>

namespace stepline::cli {

namespace {

struct Loaded
{
    int rc = 0;
    ProfileAggregates aggregates;
};

Loaded loadAggregates(const std::string &path, LoadOptions options, const PeakOverride &peaks)
{
    Loaded out;
    options.force = true; // both sides were checked together before the loads started
    LoadOutcome outcome;
    out.rc = loadForCommand(path, options, &outcome);
    if (out.rc == 0)
        out.aggregates = computeAggregates(*outcome.profile, path, peaks);
    return out;
}

} // namespace

int loadAggregatesPair(const std::string &basePath, const std::string &newPath, const LoadOptions &options,
    ProfileAggregates *base, ProfileAggregates *next, const PeakOverride &peaks)
{
    if (!options.force) {
        // Both are in memory at once while they load: they must fit together.
        const MemoryCheck a = checkMemory(basePath, options);
        const MemoryCheck b = checkMemory(newPath, options);
        const int64_t available = std::max(a.availableBytes, b.availableBytes);
        if (available >= 0 && a.subsetPeakBytes + b.subsetPeakBytes > available) {
            // Plain English like the other verbs' messages: scripts and CI logs read them.
            printErr("stepline: loading both profiles may need about "
                + std::to_string((a.subsetPeakBytes + b.subsetPeakBytes) >> 20) + " MiB (BASE "
                + std::to_string(a.subsetPeakBytes >> 20) + " MiB, NEW "
                + std::to_string(b.subsetPeakBytes >> 20) + " MiB) but only "
                + std::to_string(available >> 20)
                + " MiB are available. Convert them to .stepline first (stepline convert), or pass --force "
                  "to try anyway.");
            return 2;
        }
    }
    // Two threads of their own, neither the main one (processheap.h prepares the heap only for a
    // load on the main thread).
    Loaded a, b;
    WorkerThread baseLoad([&] { a = loadAggregates(basePath, options, peaks); });
    WorkerThread newLoad([&] { b = loadAggregates(newPath, options, peaks); });
    baseLoad.join();
    newLoad.join();
    if (a.rc != 0 || b.rc != 0)
        return a.rc != 0 ? a.rc : b.rc;
    *base = std::move(a.aggregates);
    *next = std::move(b.aggregates);
    return 0;
}

} // namespace stepline::cli
