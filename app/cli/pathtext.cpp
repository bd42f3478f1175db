#include "pathtext.h"

#include <unistd.h>

#include <vector>

namespace stepline::cli {

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

std::string fileNameOf(std::string_view path)
{
    return std::string(path.substr(path.rfind('/') + 1));
}

std::string absoluteFolderOf(std::string_view path)
{
    if (path.empty())
        return {};
    std::string absolute;
    if (!path.starts_with('/')) {
        std::vector<char> buffer(4096);
        while (!getcwd(buffer.data(), buffer.size()) && buffer.size() < (size_t(1) << 20))
            buffer.resize(buffer.size() * 2);
        absolute = buffer.data();
    }
    if (!path.empty() && path != ".") {
        if (!absolute.empty() && !absolute.ends_with('/'))
            absolute += '/';
        absolute.append(path);
    }
    std::string clean = cleanPath(absolute);
    if (absolute.ends_with('/') && clean != "/")
        clean += '/'; // a folder's own path: its parent is not taken
    const size_t slash = clean.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : clean.substr(0, slash);
}

} // namespace stepline::cli
