#pragma once

#include "memoryfit.h"

#include <string>

namespace stepline {

// The command line's refusal: the estimate, the available memory and the options to use.
std::string memoryRefusalText(const MemoryCheck &check, const std::string &path);

} // namespace stepline
