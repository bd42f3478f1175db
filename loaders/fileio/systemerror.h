#pragma once

#include <string>

namespace stepline {

// The system's reason for errno `errorNumber`, worded as Qt's file classes report it: empty for
// 0; "Permission denied", "Too many open files", "No such file or directory" and "No space left
// on device" in English whatever the locale; otherwise strerror()'s text.
std::string systemErrorText(int errorNumber);

} // namespace stepline
