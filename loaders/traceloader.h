#pragma once

#include "loaderror.h"
#include "profile.h"

#include <QFuture>
#include <QString>

#include <functional>

namespace stepline {

struct LoadOutcome
{
    ProfilePtr profile; // set on success (possibly a partial load: see profile->report())
    LoadError error;    // set on failure
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

// Runs loadProfile() with QtConcurrent. Progress value is KiB consumed (maximum = total KiB),
// progress text is the stage; cancel() stops at the next chunk and yields a Canceled error.
QFuture<LoadOutcome> loadProfileAsync(const QString &path);

} // namespace stepline
