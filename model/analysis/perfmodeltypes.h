#pragma once

// What the perf model (perfmodel.h) and its per-kind files (perfmodelshapes.h) share: the op kinds,
// a call's arg texts, the cost of one call, a GEMM's dimensions and the size of an element type.

#include "precision.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace stepline {

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

// M, N, K of a GEMM call (the batch aside) from its compact Input Dims; nullopt for other ops.
struct GemmDims
{
    int64_t m = 0, n = 0, k = 0;
};
std::optional<GemmDims> gemmDims(OpModel model, std::string_view inputDims);

// Bytes per element of a Kineto `Input type` entry (TraceLens name2bpe): 0 when unknown.
int bytesPerElement(std::string_view typeName);

} // namespace stepline
