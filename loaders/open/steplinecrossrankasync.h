#pragma once

#include "steplinecrossrank.h"

#include <QFuture>
#include <QString>

namespace stepline {

// loadSteplineJobFolder() on a QtConcurrent thread, for LoadController.
QFuture<LoadOutcome> loadSteplineJobFolderAsync(const QString &path, const LoadOptions &options);

} // namespace stepline
