#pragma once

#include "appsettings.h"

namespace stepline {

// Applies the light, dark or system palette to the whole application (Fusion style for the
// explicit themes so the palette is honoured on every platform).
void applyTheme(settings::Theme theme);

} // namespace stepline
