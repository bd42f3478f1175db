#include "guilaunch.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <string>

#include <unistd.h>

namespace stepline::cli {

namespace {

// The folder of the running executable, with a trailing '/'; empty when /proc is not mounted.
std::string ownFolder()
{
    std::string path(4096, '\0');
    const ssize_t n = readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (n <= 0)
        return {};
    path.resize(size_t(n));
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

} // namespace

int execGui(char **argv)
{
    const std::string folder = ownFolder();
    const std::string gui = folder + kGuiExecutable;
    if (!folder.empty())
        execv(gui.c_str(), argv);
    // Plain C output: this path runs before (and instead of) any Qt object.
    std::fprintf(stderr,
        "stepline: cannot start %s (%s).\n"
        "It shows the window and runs export-charts, export-timeline and report: install it beside\n"
        "stepline (the Stepline package and `cmake --install` do), or use a verb that needs no window\n"
        "(stepline --help).\n",
        folder.empty() ? kGuiExecutable : gui.c_str(),
        folder.empty() ? "/proc/self/exe is unreadable" : std::strerror(errno));
    return kGuiMissingExit;
}

} // namespace stepline::cli
