#pragma once

#include <string>

namespace stepline::cli {

// The user's cache folder of this application: $XDG_CACHE_HOME (else ~/.cache), then the
// organisation and application names (verbs.h), as Qt names its cache location.
std::string cacheFolder();

// Where the job picker and `stepline jobs` keep the facts of the traces they have read
// (jobfactscache.h): in cacheFolder().
std::string defaultJobFactsCacheFile();

} // namespace stepline::cli
