#pragma once

#include "loadprofile.h"

#include <QFuture>
#include <QString>

namespace stepline {

// loadProfile() (loadprofile.h) for Qt callers: PATH as a QString, and an async form for the GUI.
LoadOutcome loadProfile(const QString &path, const LoadMonitor &monitor = {});
LoadOutcome loadProfile(const QString &path, const LoadOptions &options, const LoadMonitor &monitor = {});

// Runs loadProfile() with QtConcurrent. Progress value is KiB consumed (maximum = total KiB),
// progress text is the stage; cancel() stops at the next chunk and yields a Canceled error.
QFuture<LoadOutcome> loadProfileAsync(const QString &path);
QFuture<LoadOutcome> loadProfileAsync(const QString &path, const LoadOptions &options);

} // namespace stepline
