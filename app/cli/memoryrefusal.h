#pragma once

#include "memoryfit.h"

#include <QString>

namespace stepline {

// The command line's refusal: the estimate, the available memory and the options to use.
QString memoryRefusalText(const MemoryCheck &check, const QString &path);

} // namespace stepline
