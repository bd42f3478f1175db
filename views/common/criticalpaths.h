#pragma once

// The critical paths the What-if panel hands to the timeline, and how their classes look (the same
// colours as the GPU time classes of the dashboard, so "data loader" reads the same everywhere).

#include "whatifreport.h"

#include <QColor>
#include <QString>

#include <memory>

namespace stepline {

// One step's critical path in the measured run and, when a scenario is selected, under it
// (predicted times). A path that is not available is not drawn.
struct CriticalPathPair
{
    CriticalPath measured;
    CriticalPath scenario;
    QString scenarioLabel; // empty: no scenario selected
};
using CriticalPathPairPtr = std::shared_ptr<const CriticalPathPair>;

// "compute", "comm wait", "comm transfer", "launch", "host ops", "data loader", "sync", translated.
QString criticalPathClassLabel(WhatIfClass c);
QColor criticalPathClassColor(WhatIfClass c, bool dark);

} // namespace stepline
