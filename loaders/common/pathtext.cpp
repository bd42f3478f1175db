#include "pathtext.h"

#include <unistd.h>

#include <cerrno>
#include <vector>

namespace stepline {

namespace {

// The working folder, empty when it cannot be read.
std::string workingFolder()
{
    std::string cwd(4096, '\0');
    while (!::getcwd(cwd.data(), cwd.size())) {
        if (errno != ERANGE || cwd.size() >= (size_t(1) << 20))
            return std::string();
        cwd.resize(cwd.size() * 2);
    }
    cwd.resize(cwd.find('\0'));
    return cwd;
}

} // namespace

std::string joinPath(std::string_view directory, std::string_view name)
{
    std::string out(directory);
    if (!out.empty() && out.back() != '/')
        out += '/';
    return out.append(name);
}

std::string fileNameOf(std::string_view path)
{
    return std::string(path.substr(path.rfind('/') + 1));
}

std::string cleanPath(std::string_view path)
{
    const bool absolute = path.starts_with('/');
    std::vector<std::string_view> kept;
    while (!path.empty()) {
        const size_t slash = path.find('/');
        const std::string_view segment = path.substr(0, slash);
        path.remove_prefix(slash == std::string_view::npos ? path.size() : slash + 1);
        if (segment.empty() || segment == ".")
            continue;
        if (segment == ".." && !kept.empty() && kept.back() != "..")
            kept.pop_back();
        else
            kept.push_back(segment);
    }
    std::string out = absolute ? "/" : "";
    for (size_t i = 0; i < kept.size(); ++i) {
        if (i > 0)
            out += '/';
        out.append(kept[i]);
    }
    return out.empty() ? "." : out;
}

std::string absolutePath(std::string_view path)
{
    if (path.starts_with('/'))
        return cleanPath(path);
    return cleanPath(joinPath(workingFolder(), path));
}

std::string absoluteFolderOf(std::string_view path)
{
    if (path.empty())
        return {};
    std::string clean = absolutePath(path);
    if (path.ends_with('/') && clean != "/")
        return clean;
    const size_t slash = clean.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : clean.substr(0, slash);
}

} // namespace stepline
