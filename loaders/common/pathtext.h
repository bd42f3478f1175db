#pragma once

#include <string>
#include <string_view>

// Paths taken apart and put together by their text, as the loaders and the verbs name files in
// their output; nothing here touches the file system except for reading the working folder.
namespace stepline {

// directory + '/' + name, without doubling a trailing '/'; name alone when directory is empty.
std::string joinPath(std::string_view directory, std::string_view name);

// What follows the last '/': empty for "dir/".
std::string fileNameOf(std::string_view path);

// No empty or "." segments; ".." takes the segment before it away where there is one, else it
// stays (also after the root: "/.." stays); no trailing '/'; "." for nothing. As QDir::cleanPath
// did, so that paths in messages and in --json read as before.
std::string cleanPath(std::string_view path);

// path made absolute against the working folder, then cleaned; the working folder for "".
std::string absolutePath(std::string_view path);

// The folder of PATH, absolute and clean: a path that ends with '/' is its own folder. Empty for
// an empty PATH.
std::string absoluteFolderOf(std::string_view path);

} // namespace stepline
