#pragma once

#include "verbs.h"

#include <span>
#include <string>
#include <vector>

// The verbs that render with Qt Widgets and Charts; they run inside a QApplication (stepline-gui).
namespace stepline::cli {

int runExportCharts(const std::vector<std::string> &args); // stepline export-charts PATH -o DIR ...
int runExportTimeline(const std::vector<std::string> &args); // stepline export-timeline PATH -o FILE.png ...
int runReport(const std::vector<std::string> &args); // stepline report PATH -o FILE.pdf

std::span<const Verb> renderVerbs();

// Application, organisation and version names (QSettings and the cache folder depend on them);
// static, so they need no application object.
void setApplicationNames();

} // namespace stepline::cli
