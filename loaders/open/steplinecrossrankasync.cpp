#include "steplinecrossrankasync.h"

#include <QtConcurrent/QtConcurrentRun>

namespace stepline {

QFuture<LoadOutcome> loadSteplineJobFolderAsync(const QString &path, const LoadOptions &options)
{
    return QtConcurrent::run(
        [path = path.toStdString(), options] { return loadSteplineJobFolder(path, options); });
}

} // namespace stepline
