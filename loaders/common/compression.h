#pragma once

#include <string_view>

namespace stepline {

enum class Compression { None, Gzip, Zstd };
// From the first bytes of a file (four are enough).
Compression detectCompression(std::string_view head);

} // namespace stepline
