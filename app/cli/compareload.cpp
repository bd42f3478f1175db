#include "compareload.h"

#include "cliargs.h"
#include "memoryfit.h"
#include "profile.h"

#include <QFuture>
#include <QThreadPool>
#include <QtConcurrent>

namespace stepline::cli {

namespace {

struct Loaded
{
    int rc = 0;
    ProfileAggregates aggregates;
};

Loaded loadAggregates(const QString &path, LoadOptions options, const PeakOverride &peaks)
{
    Loaded out;
    options.force = true; // both sides were checked together before the loads started
    LoadOutcome outcome;
    out.rc = loadForCommand(path, options, &outcome);
    if (out.rc == 0)
        out.aggregates = computeAggregates(*outcome.profile, path.toStdString(), peaks);
    return out;
}

} // namespace

int loadAggregatesPair(const QString &basePath, const QString &newPath, const LoadOptions &options,
    ProfileAggregates *base, ProfileAggregates *next, const PeakOverride &peaks)
{
    if (!options.force) {
        // Both are in memory at once while they load: they must fit together.
        const MemoryCheck a = checkMemory(basePath, options);
        const MemoryCheck b = checkMemory(newPath, options);
        const qint64 available = std::max(a.availableBytes, b.availableBytes);
        if (available >= 0 && a.subsetPeakBytes + b.subsetPeakBytes > available) {
            // Plain English like the other verbs' messages: scripts and CI logs read them.
            printErr(QStringLiteral("stepline: loading both profiles may need about %1 MiB (BASE %2 MiB, "
                                    "NEW %3 MiB) but only %4 MiB are available. Convert them to .stepline "
                                    "first (stepline convert), or pass --force to try anyway.")
                         .arg((a.subsetPeakBytes + b.subsetPeakBytes) >> 20)
                         .arg(a.subsetPeakBytes >> 20)
                         .arg(b.subsetPeakBytes >> 20)
                         .arg(available >> 20));
            return 2;
        }
    }
    // An own pool of two: the loaders use the global pool themselves.
    QThreadPool pool;
    pool.setMaxThreadCount(2);
    QFuture<Loaded> baseLoad = QtConcurrent::run(&pool, loadAggregates, basePath, options, peaks);
    QFuture<Loaded> newLoad = QtConcurrent::run(&pool, loadAggregates, newPath, options, peaks);
    Loaded a = baseLoad.result();
    Loaded b = newLoad.result();
    if (a.rc != 0 || b.rc != 0)
        return a.rc != 0 ? a.rc : b.rc;
    *base = std::move(a.aggregates);
    *next = std::move(b.aggregates);
    return 0;
}

} // namespace stepline::cli
