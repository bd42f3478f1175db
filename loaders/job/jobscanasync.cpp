#include "jobscanasync.h"

#include <QtConcurrent>

namespace stepline {

QFuture<std::vector<JobEntry>> scanProfilesFolderAsync(
    const QString &dir, std::function<bool()> canceled, const JobFactsCache &cache)
{
    return QtConcurrent::run([dir = dir.toStdString(), canceled = std::move(canceled), cache] {
        return scanProfilesFolder(dir, canceled, currentTimeMs(), &cache);
    });
}

} // namespace stepline
