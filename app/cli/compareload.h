#pragma once

#include "loadoptions.h"
#include "profileaggregates.h"

#include <string>

namespace stepline::cli {

// Loads BASE and NEW for `stepline diff` and `export-charts --compare`: both at once (two
// threads of their own), each profile freed on its worker once its aggregates are
// computed. Without --force both must fit in memory together. Prints the problem and returns 2 on
// failure; 0 with *base and *next set. `peaks` (--peak-tflops / --peak-tbps) applies to both.
int loadAggregatesPair(const std::string &basePath, const std::string &newPath, const LoadOptions &options,
    ProfileAggregates *base, ProfileAggregates *next, const PeakOverride &peaks = {});

} // namespace stepline::cli
