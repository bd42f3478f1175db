#pragma once

#include <QString>

namespace stepline::cli {

// Where the job picker and `stepline jobs` keep the facts of the traces they have read
// (jobfactscache.h): the user's cache folder; empty when there is none.
QString defaultJobFactsCacheFile();

} // namespace stepline::cli
