#pragma once

// The operator-efficiency part of the diff outputs (diffjson.cpp, difftext.cpp); not public API.

#include "diffopperf.h"

#include <nlohmann/json.hpp>

#include <string>

namespace stepline::detail {

// "op_perf": [{"name", "input_dims", "input_types", "base_kernel_us", "new_kernel_us",
// "base_tflops_per_s", "new_tflops_per_s", "delta_tflops_per_s", "base_pct_of_roof",
// "new_pct_of_roof"}] (top rows, 0 = all) and "mfu": {"base_mean", "new_mean", "delta"}.
void addOpPerfDiff(nlohmann::ordered_json &doc, const OpPerfComparison &c, size_t top);
// Nothing when neither side has operator figures.
void opPerfDiffText(std::string *out, const OpPerfComparison &c, size_t top);

} // namespace stepline::detail
