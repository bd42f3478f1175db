#pragma once

#include "loaderror.h"
#include "loadoptions.h"
#include "loadstats.h"
#include "profile.h"

#include <QFuture>
#include <QString>
#include <QStringList>

#include <functional>

namespace stepline {

struct LoadOutcome
{
    ProfilePtr profile; // set on success (possibly a partial load: see profile->report())
    LoadError error; // set on failure
    LoadStats stats; // what happened to every event of every file (also on success)
    bool ok() const { return profile != nullptr; }
};

// Progress and cancellation for a load running on a worker thread. Called once per chunk.
struct LoadMonitor
{
    std::function<void(qint64 bytesDone, qint64 bytesTotal, const QString &stage)> progress;
    std::function<bool()> isCanceled;
};

// Loads a trace file (.json, .json.gz, .json.zst, detected from the content) or a job directory
// (one file per rank, or a SageMaker Debugger output directory). Blocking; call it off the GUI
// thread. Never throws.
LoadOutcome loadProfile(const QString &path, const LoadMonitor &monitor = {});
// Same, loading only part of the job (loadoptions.h). Ranks: in a job folder only the chosen rank
// files are read (their rank is peeked from the first bytes); in one file or a .stepline the
// other ranks are dropped after loading. Window: each rank file is trimmed as soon as it is
// parsed (events later than T1 after its own first event cannot be in the window), then exactly
// once every rank's origin is known. The profile's report counts what was left out
// (subset::kRanksLeftOut, subset::kWindowEventsLeftOut). A rank the job lacks or a window
// holding no event is a LoadError.
LoadOutcome loadProfile(const QString &path, const LoadOptions &options, const LoadMonitor &monitor = {});

// The trace files a job directory holds (recursively; *.json, *.json.gz, *.json.zst, job.json
// excluded), sorted by path.
QStringList traceFilesIn(const QString &directory);

// Rank number written in a file name ("rank-3", "rank3", "worker3"), -1 when none.
int rankFromFileName(const QString &fileName);
// Host name from tensorboard_trace_handler's "<host>_<pid>.<ms>.pt.trace.json", empty when none.
QString hostFromFileName(const QString &fileName);

// Runs loadProfile() with QtConcurrent. Progress value is KiB consumed (maximum = total KiB),
// progress text is the stage; cancel() stops at the next chunk and yields a Canceled error.
QFuture<LoadOutcome> loadProfileAsync(const QString &path);
QFuture<LoadOutcome> loadProfileAsync(const QString &path, const LoadOptions &options);

} // namespace stepline
