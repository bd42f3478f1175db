#pragma once

#include "jobfactscache.h"
#include "jobruns.h"

#include <QFuture>
#include <QString>

#include <functional>
#include <vector>

namespace stepline {

// scanProfilesFolder() started on Qt's global thread pool, for the window's job picker (the
// command line calls scanProfilesFolder() itself). The cache is copied, cheaply, so that the
// caller may change its own while the scan reads this one.
QFuture<std::vector<JobEntry>> scanProfilesFolderAsync(
    const QString &dir, std::function<bool()> canceled, const JobFactsCache &cache);

} // namespace stepline
