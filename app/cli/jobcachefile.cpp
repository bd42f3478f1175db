#include "jobcachefile.h"

#include "pathtext.h"
#include "verbs.h"

#include <cstdlib>
#include <string_view>

namespace stepline::cli {

namespace {

std::string environment(const char *name)
{
    const char *value = std::getenv(name);
    return value ? value : "";
}

} // namespace

std::string cacheFolder()
{
    // The XDG base directory specification ignores a relative XDG_CACHE_HOME.
    std::string folder = environment("XDG_CACHE_HOME");
    if (!folder.starts_with('/')) {
        // Qt's home folder: $HOME cleaned, the root when it is unset or empty.
        const std::string home = environment("HOME");
        folder = cleanPath(home.empty() ? "/" : home) + "/.cache";
    }
    // Qt leaves an empty name out.
    for (const std::string_view name :
        { std::string_view(kOrganizationName), std::string_view(kApplicationName) }) {
        if (!name.empty())
            folder.append("/").append(name);
    }
    return folder;
}

std::string defaultJobFactsCacheFile()
{
    return cacheFolder() + "/jobfacts.json";
}

} // namespace stepline::cli
