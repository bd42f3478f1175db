#pragma once

#include <cstdint>
#include <string>

namespace stepline::cli {

// A size as the verbs print it: "812 bytes", "1.5 kB", "3.2 GB" (powers of 1024, one decimal
// rounded half up), as Qt's formattedDataSize(bytes, 1, traditional format) in the C locale.
std::string formatDataSize(int64_t bytes);

} // namespace stepline::cli
