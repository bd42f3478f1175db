#pragma once

#include "common/chartdata.h"

#include <QString>

namespace stepline {

// The "?" text of a chart: its definition from shared/METRICS.md in one or two sentences, so the
// reader knows exactly what the number is (and the CLI, the charts and the tests agree on it).
QString chartDefinition(ChartId id);

} // namespace stepline
