#pragma once

#include "verbs.h"

#include <span>

// The verbs that render with Qt Widgets and Charts; they run inside a QApplication (stepline-gui).
namespace stepline::cli {

int runExportCharts(const QStringList &args); // stepline export-charts PATH -o DIR ...
int runExportTimeline(const QStringList &args); // stepline export-timeline PATH -o FILE.png ...
int runReport(const QStringList &args); // stepline report PATH -o FILE.pdf

std::span<const Verb> renderVerbs();

} // namespace stepline::cli
