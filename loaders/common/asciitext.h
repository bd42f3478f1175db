#pragma once

#include <string_view>

namespace stepline {

// The blanks of the C locale (space, \t \n \v \f \r), whatever locale the process runs in: the
// window runs in the user's.
inline bool isAsciiSpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// text without the ASCII blanks at either end.
inline std::string_view trimmedAscii(std::string_view text)
{
    while (!text.empty() && isAsciiSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isAsciiSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

} // namespace stepline
