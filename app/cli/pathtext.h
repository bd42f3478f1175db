#pragma once

#include <string>
#include <string_view>

// Paths taken apart as the verbs name them in their output (as Qt did), without
// touching the file system except for the working folder.
namespace stepline::cli {

// No empty or "." segments, ".." takes the segment before it away where there is one (else it
// stays, also after the root), no trailing '/'; "." for nothing (Qt's cleanPath).
std::string cleanPath(std::string_view path);

// What follows the last '/' (Qt's fileName): empty for "dir/".
std::string fileNameOf(std::string_view path);

// The folder of PATH made absolute (from the working folder) and clean (Qt's absolutePath);
// empty for an empty PATH.
std::string absoluteFolderOf(std::string_view path);

} // namespace stepline::cli
