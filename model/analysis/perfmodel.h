#pragma once

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
// torch_op_mapping.py at 171dd747), op kind by op kind; where a formula differs it says why.
enum class OpModel : uint8_t {
    None,
    Mm,
    Addmm,
    ScaledMm,
    Bmm,
    Baddbmm,
    Linear, // fallback: only when no op below it has a model (TraceLens models its addmm/mm)
    Matmul, // fallback, as Linear
    SdpaFlash, // aten::_scaled_dot_product_flash_attention, (B, H, N, d)
    SdpaEfficient,
    SdpaCudnn,
    FlashAttn, // flash_attn::_flash_attn_forward, FlashAttnFunc: (B, N, H, d)
    FlashAttnBwd,
    SdpaFlashBwd,
    SdpaEfficientBwd,
    SdpaCudnnBwd,
    Conv,
    ConvBwd,
    Unary,
    Binary,
    Reduce,
    Softmax,
    SoftmaxBwd,
    BatchNorm,
    BatchNormBwd, // native_batch_norm_backward: (grad_out, input, weight, ...)
    BatchNormBwdLib, // cudnn/miopen_batch_norm_backward: (input, grad_out, weight, ...)
    LayerNorm,
    LayerNormBwd,
    GroupNorm, // group_norm: (input, num_groups, weight, bias, ...)
    GroupNormNative, // native_group_norm: (input, weight, bias, N, C, HxW, group, eps)
    GroupNormBwd,
    InstanceNorm,
    RmsNorm,
    RmsNormBwd,
    Inductor, // an Inductor kernel op (triton_*): its kernel_flop / kernel_num_gb args
};

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

// The raw JSON texts of one call's args (as the trace wrote them).
struct OpArgsText
{
    std::string_view inputDims; // "Input Dims"
    std::string_view inputTypes; // "Input type"
    std::string_view concrete; // "Concrete Inputs", may be empty
    std::string_view kernelFlop; // "kernel_flop" (Inductor), may be empty
    std::string_view kernelNumGb; // "kernel_num_gb" (Inductor), may be empty
};

struct OpCost
{
    bool modelled = false;
    std::string reason; // why not, when !modelled
    double flops = 0;
    std::optional<double> bytes; // absent when a type's size is unknown
    Precision precision = Precision::Unknown; // of the compute (the first operand's type)
};

OpCost opCost(OpModel model, std::string_view name, const OpArgsText &args);

// M, N, K of a GEMM call (the batch aside) from its compact Input Dims; nullopt for other ops.
struct GemmDims
{
    int64_t m = 0, n = 0, k = 0;
};
std::optional<GemmDims> gemmDims(OpModel model, std::string_view inputDims);

// Bytes per element of a Kineto `Input type` entry (TraceLens name2bpe): 0 when unknown.
int bytesPerElement(std::string_view typeName);

} // namespace stepline
