#pragma once

#include "perfmodeltypes.h"
#include "precision.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// METRICS.md "Operator efficiency": FLOPs and bytes moved per call of a host operator, computed from
// its recorded `Input Dims`, `Input type` and `Concrete Inputs`. The conventions are TraceLens's
// perf model (github.com/AMD-AGI/TraceLens, TraceLens/PerfModel/perf_model.py and
// torch_op_mapping.py at 171dd747), op kind by op kind; where a formula differs it says why. The
// types and shape helpers its per-kind files share are in perfmodeltypes.h.
// The model for an operator name; None when it has none.
OpModel opModelOf(std::string_view name);
// Linear and matmul decompose into mm/addmm/bmm calls that have their own model: they count only
// when no op below them has one.
bool isFallbackModel(OpModel m);
// TraceLens's category of the op: GEMM, SDPA_fwd, SDPA_bwd, CONV_fwd, CONV_bwd, elementwise,
// reduce, softmax, NORM_fwd, NORM_bwd, triton ("" for None).
std::string_view opCategory(OpModel m);
// The FLOPs MFU counts: GEMM, attention and convolution (METRICS.md).
bool countsForMfu(OpModel m);
// Matrix (tensor-core) work, as opposed to vector work that runs at the vector peak.
bool isMatrixWork(OpModel m);

OpCost opCost(OpModel model, std::string_view name, const OpArgsText &args);

} // namespace stepline
