#include "textformat.h"

#include <algorithm>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>

namespace stepline::detail {

void appendf(std::string *out, const char *format, ...)
{
    char buffer[1024];
    va_list args;
    va_start(args, format);
    const int n = std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    if (n > 0)
        out->append(buffer, size_t(std::min<int>(n, int(sizeof buffer) - 1)));
}

std::string duration(int64_t ns)
{
    char buffer[64];
    const double v = double(ns);
    if (ns >= 1000000000 || ns <= -1000000000)
        std::snprintf(buffer, sizeof buffer, "%.3f s", v / 1e9);
    else if (ns >= 1000000 || ns <= -1000000)
        std::snprintf(buffer, sizeof buffer, "%.3f ms", v / 1e6);
    else if (ns >= 1000 || ns <= -1000)
        std::snprintf(buffer, sizeof buffer, "%.3f us", v / 1e3);
    else
        std::snprintf(buffer, sizeof buffer, "%" PRId64 " ns", ns);
    return buffer;
}

std::string percent(int64_t part, int64_t whole)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f%%", whole > 0 ? 100.0 * double(part) / double(whole) : 0.0);
    return buffer;
}

std::string elide(std::string_view text, size_t width)
{
    if (text.size() <= width)
        return std::string(text);
    return std::string(text.substr(0, width - 3)) + "...";
}

} // namespace stepline::detail
