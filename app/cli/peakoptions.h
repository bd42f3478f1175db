#pragma once

#include "gpupeaks.h"

#include <string>

namespace stepline::cli {

class CliArgs;

// --peak-tflops T and --peak-tbps B (METRICS.md "Operator efficiency": they replace the peaks
// table) for every verb that shows efficiency. declarePeakOptions() before parsing; then
// peakOptionsError() (the problem, empty when the values are good) or readPeakOptions() (-1 to go
// on, else the exit code of the usage error it reported).
void declarePeakOptions(CliArgs &cli);
std::string peakOptionsError(const CliArgs &cli, PeakOverride *peaks);
int readPeakOptions(const CliArgs &cli, const char *usage, PeakOverride *peaks);

} // namespace stepline::cli
