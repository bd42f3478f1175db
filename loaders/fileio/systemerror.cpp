#include "systemerror.h"

#include <cerrno>
#include <cstring>

namespace stepline {

std::string systemErrorText(int errorNumber)
{
    switch (errorNumber) {
    case 0:
        return std::string();
    case EACCES:
        return "Permission denied";
    case EMFILE:
        return "Too many open files";
    case ENOENT:
        return "No such file or directory";
    case ENOSPC:
        return "No space left on device";
    default:
        break;
    }
    char buffer[256];
    // The GNU strerror_r: returns the text, in buffer or a static string.
    std::string text = ::strerror_r(errorNumber, buffer, sizeof buffer);
    const size_t first = text.find_first_not_of(" \t\n\r\f\v");
    if (first == std::string::npos)
        return std::string();
    return text.substr(first, text.find_last_not_of(" \t\n\r\f\v") - first + 1);
}

} // namespace stepline
