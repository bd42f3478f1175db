#pragma once

#include "gpupeaks.h"

namespace stepline::cli {

class CliArgs;

// --peak-tflops T and --peak-tbps B (METRICS.md "Operator efficiency": they replace the peaks
// table). declarePeakOptions() before parsing; readPeakOptions() after: -1 to go on, else the exit
// code of the usage error it reported.
void declarePeakOptions(CliArgs &cli);
int readPeakOptions(const CliArgs &cli, const char *usage, PeakOverride *peaks);

} // namespace stepline::cli
