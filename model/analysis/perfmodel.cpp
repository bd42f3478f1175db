#include "perfmodel.h"

#include "perfmodelshapes.h"

#include <array>

// The op kinds' models live in perfmodel<kind>.cpp, their shared readers in perfmodelshapes.cpp;
// here: which model an op name has, its category, and the dispatch.

namespace stepline {

using namespace perfmodel;

namespace {

struct NameModel
{
    std::string_view name;
    OpModel model;
};

// TraceLens torch_op_mapping.py's names, plus linear, matmul, softmax and the aten attention
// backward ops.
constexpr std::array kNames = {
    NameModel { "aten::mm", OpModel::Mm },
    NameModel { "aten::addmm", OpModel::Addmm },
    NameModel { "aten::_scaled_mm", OpModel::ScaledMm },
    NameModel { "aten::bmm", OpModel::Bmm },
    NameModel { "aten::baddbmm", OpModel::Baddbmm },
    NameModel { "aten::linear", OpModel::Linear },
    NameModel { "aten::matmul", OpModel::Matmul },
    NameModel { "aten::_scaled_dot_product_flash_attention", OpModel::SdpaFlash },
    NameModel { "aten::_scaled_dot_product_efficient_attention", OpModel::SdpaEfficient },
    NameModel { "aten::_scaled_dot_product_cudnn_attention", OpModel::SdpaCudnn },
    NameModel { "aten::_scaled_dot_product_flash_attention_backward", OpModel::SdpaFlashBwd },
    NameModel { "aten::_scaled_dot_product_efficient_attention_backward", OpModel::SdpaEfficientBwd },
    NameModel { "aten::_scaled_dot_product_cudnn_attention_backward", OpModel::SdpaCudnnBwd },
    NameModel { "FlashAttnFunc", OpModel::FlashAttn },
    NameModel { "flash_attn::_flash_attn_forward", OpModel::FlashAttn },
    NameModel { "flash_attn::_flash_attn_backward", OpModel::FlashAttnBwd },
    NameModel { "aten::convolution", OpModel::Conv },
    NameModel { "aten::convolution_backward", OpModel::ConvBwd },
    NameModel { "aten::copy", OpModel::Unary },
    NameModel { "aten::copy_", OpModel::Unary },
    NameModel { "aten::clamp_min", OpModel::Unary },
    NameModel { "aten::clamp_min_", OpModel::Unary },
    NameModel { "aten::clamp_max", OpModel::Unary },
    NameModel { "aten::clamp_max_", OpModel::Unary },
    NameModel { "aten::sigmoid", OpModel::Unary },
    NameModel { "aten::rsqrt", OpModel::Unary },
    NameModel { "aten::silu", OpModel::Unary },
    NameModel { "aten::neg", OpModel::Unary },
    NameModel { "aten::pow", OpModel::Unary },
    NameModel { "aten::div", OpModel::Binary },
    NameModel { "aten::div_", OpModel::Binary },
    NameModel { "aten::mul", OpModel::Binary },
    NameModel { "aten::mul_", OpModel::Binary },
    NameModel { "aten::add", OpModel::Binary },
    NameModel { "aten::add_", OpModel::Binary },
    NameModel { "aten::sigmoid_backward", OpModel::Binary },
    NameModel { "aten::threshold_backward", OpModel::Binary },
    NameModel { "aten::sum", OpModel::Reduce },
    NameModel { "aten::mean", OpModel::Reduce },
    NameModel { "aten::max", OpModel::Reduce },
    NameModel { "aten::min", OpModel::Reduce },
    NameModel { "aten::norm", OpModel::Reduce },
    NameModel { "aten::linalg_norm", OpModel::Reduce },
    NameModel { "aten::std", OpModel::Reduce },
    NameModel { "aten::var", OpModel::Reduce },
    NameModel { "aten::logsumexp", OpModel::Reduce },
    NameModel { "aten::cumsum", OpModel::Reduce },
    NameModel { "aten::cumprod", OpModel::Reduce },
    NameModel { "aten::amin", OpModel::Reduce },
    NameModel { "aten::amax", OpModel::Reduce },
    NameModel { "aten::softmax", OpModel::Softmax },
    NameModel { "aten::_softmax", OpModel::Softmax },
    NameModel { "aten::log_softmax", OpModel::Softmax },
    NameModel { "aten::_log_softmax", OpModel::Softmax },
    NameModel { "aten::_softmax_backward_data", OpModel::SoftmaxBwd },
    NameModel { "aten::_log_softmax_backward_data", OpModel::SoftmaxBwd },
    NameModel { "aten::batch_norm", OpModel::BatchNorm },
    NameModel { "aten::native_batch_norm", OpModel::BatchNorm },
    NameModel { "aten::miopen_batch_norm", OpModel::BatchNorm },
    NameModel { "aten::cudnn_batch_norm", OpModel::BatchNorm },
    NameModel { "aten::layer_norm", OpModel::LayerNorm },
    NameModel { "aten::native_layer_norm", OpModel::LayerNorm },
    NameModel { "aten::miopen_layer_norm", OpModel::LayerNorm },
    NameModel { "aten::cudnn_layer_norm", OpModel::LayerNorm },
    NameModel { "aten::group_norm", OpModel::GroupNorm },
    NameModel { "aten::native_group_norm", OpModel::GroupNormNative },
    NameModel { "aten::instance_norm", OpModel::InstanceNorm },
    NameModel { "aten::_fused_rms_norm", OpModel::RmsNorm },
    NameModel { "aten::batch_norm_backward", OpModel::BatchNormBwd },
    NameModel { "aten::native_batch_norm_backward", OpModel::BatchNormBwd },
    NameModel { "aten::miopen_batch_norm_backward", OpModel::BatchNormBwdLib },
    NameModel { "aten::cudnn_batch_norm_backward", OpModel::BatchNormBwdLib },
    NameModel { "aten::layer_norm_backward", OpModel::LayerNormBwd },
    NameModel { "aten::native_layer_norm_backward", OpModel::LayerNormBwd },
    NameModel { "aten::native_group_norm_backward", OpModel::GroupNormBwd },
    NameModel { "aten::_fused_rms_norm_backward", OpModel::RmsNormBwd },
};

} // namespace

OpModel opModelOf(std::string_view name)
{
    for (const NameModel &n : kNames)
        if (n.name == name)
            return n.model;
    if (name.starts_with("triton_poi_") || name.starts_with("triton_red_") || name.starts_with("triton_per_"))
        return OpModel::Inductor;
    return OpModel::None;
}

bool isFallbackModel(OpModel m)
{
    return m == OpModel::Linear || m == OpModel::Matmul;
}

std::string_view opCategory(OpModel m)
{
    switch (m) {
    case OpModel::None:
        return "";
    case OpModel::Mm:
    case OpModel::Addmm:
    case OpModel::ScaledMm:
    case OpModel::Bmm:
    case OpModel::Baddbmm:
    case OpModel::Linear:
    case OpModel::Matmul:
        return "GEMM";
    case OpModel::SdpaFlash:
    case OpModel::SdpaEfficient:
    case OpModel::SdpaCudnn:
    case OpModel::FlashAttn:
        return "SDPA_fwd";
    case OpModel::FlashAttnBwd:
    case OpModel::SdpaFlashBwd:
    case OpModel::SdpaEfficientBwd:
    case OpModel::SdpaCudnnBwd:
        return "SDPA_bwd";
    case OpModel::Conv:
        return "CONV_fwd";
    case OpModel::ConvBwd:
        return "CONV_bwd";
    case OpModel::Unary:
    case OpModel::Binary:
        return "elementwise";
    case OpModel::Reduce:
        return "reduce";
    case OpModel::Softmax:
    case OpModel::SoftmaxBwd:
        return "softmax";
    case OpModel::BatchNorm:
    case OpModel::LayerNorm:
    case OpModel::GroupNorm:
    case OpModel::GroupNormNative:
    case OpModel::InstanceNorm:
    case OpModel::RmsNorm:
        return "NORM_fwd";
    case OpModel::BatchNormBwd:
    case OpModel::BatchNormBwdLib:
    case OpModel::LayerNormBwd:
    case OpModel::GroupNormBwd:
    case OpModel::RmsNormBwd:
        return "NORM_bwd";
    case OpModel::Inductor:
        return "triton";
    }
    return "";
}

bool countsForMfu(OpModel m)
{
    const std::string_view c = opCategory(m);
    return c == "GEMM" || c.starts_with("SDPA") || c.starts_with("CONV");
}

bool isMatrixWork(OpModel m)
{
    return countsForMfu(m);
}

OpCost opCost(OpModel model, std::string_view name, const OpArgsText &args)
{
    if (model == OpModel::None)
        return fail("no perf model for this operator");
    if (model == OpModel::Inductor) {
        const std::optional<double> flops = number(args.kernelFlop);
        const std::optional<double> gb = number(args.kernelNumGb);
        if (flops || gb) { // Inductor's own count
            OpCost c;
            c.modelled = true;
            c.flops = flops.value_or(0);
            if (gb)
                c.bytes = *gb * 1e9;
            const std::vector<std::string> types = parseStrings(args.inputTypes);
            c.precision = types.empty() ? Precision::Unknown : precisionOfType(types[0]);
            return c;
        }
        return inductorModel(name, parseArgs(args));
    }
    if (args.inputDims.empty())
        return fail("no Input Dims (recorded without record_shapes)");
    const Parsed p = parseArgs(args);
    if (p.dims.empty())
        return fail("no Input Dims (recorded without record_shapes)");
    switch (opCategory(model).front()) {
    case 'G':
        return gemmModel(model, p);
    case 'S':
        return attentionModel(model, p);
    case 'C':
        return convModel(model, p);
    case 'N':
        return normModel(model, p);
    case 'r':
        return reduceModel(name, p);
    case 's':
        return softmaxModel(model == OpModel::SoftmaxBwd, p);
    case 'e':
        return model == OpModel::Unary ? unaryModel(p) : binaryModel(p);
    default:
        return fail("no model");
    }
}

} // namespace stepline
