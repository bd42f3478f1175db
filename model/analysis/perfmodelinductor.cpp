#include "perfmodelshapes.h"

#include <algorithm>
#include <array>
#include <charconv>

namespace stepline::perfmodel {

namespace {

// ---- Inductor kernels without kernel_flop / kernel_num_gb (TraceLens triton_compiled_perf_model.py,
// its "V2" from trace args): the element count is the trailing integer Concrete Inputs (xnumel,
// and rnumel for reductions), the FLOPs per element those of the fused ops the kernel name lists,
// the bytes every tensor argument once plus, for a pointwise kernel, one more write of xnumel
// elements. TraceLens splits the name against PyTorch's full op registry; Stepline knows the ops
// that have FLOPs and the multi-word names that start with one of them. ----

struct FlopsPerElem
{
    std::string_view op;
    int flops;
};

constexpr std::array kInductorFlops = {
    FlopsPerElem { "add", 1 },
    FlopsPerElem { "sub", 1 },
    FlopsPerElem { "mul", 1 },
    FlopsPerElem { "div", 1 },
    FlopsPerElem { "pow", 2 },
    FlopsPerElem { "sqrt", 2 },
    FlopsPerElem { "rsqrt", 2 },
    FlopsPerElem { "exp", 4 },
    FlopsPerElem { "log", 4 },
    FlopsPerElem { "sigmoid", 4 },
    FlopsPerElem { "tanh", 4 },
    FlopsPerElem { "relu", 1 },
    FlopsPerElem { "silu", 4 },
    FlopsPerElem { "gelu", 8 },
    FlopsPerElem { "mean", 1 },
    FlopsPerElem { "sum", 1 },
    FlopsPerElem { "var", 2 },
    FlopsPerElem { "abs", 1 },
    FlopsPerElem { "neg", 1 },
    FlopsPerElem { "reciprocal", 2 },
    FlopsPerElem { "ne", 1 },
    FlopsPerElem { "eq", 1 },
    FlopsPerElem { "lt", 1 },
    FlopsPerElem { "gt", 1 },
};

// Op names of several words whose first word alone would count FLOPs it does not have.
constexpr std::array<std::string_view, 5> kInductorCompound
    = { "log_softmax", "log_sigmoid_forward", "log_sigmoid_backward", "var_mean", "log_normal" };

int inductorFlopsPerElem(std::string_view fused)
{
    std::vector<std::string_view> tokens;
    for (size_t start = 0;;) {
        const size_t at = fused.find('_', start);
        tokens.push_back(
            fused.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
        if (at == std::string_view::npos)
            break;
        start = at + 1;
    }
    int total = 0;
    for (size_t i = 0; i < tokens.size(); ++i) {
        bool compound = false;
        for (std::string_view c : kInductorCompound) {
            size_t words = 1 + size_t(std::count(c.begin(), c.end(), '_')), k = 0;
            std::string joined;
            for (; k < words && i + k < tokens.size(); ++k) {
                if (k)
                    joined.push_back('_');
                joined.append(tokens[i + k]);
            }
            if (k == words && joined == c) {
                i += words - 1;
                compound = true;
                break;
            }
        }
        if (compound)
            continue;
        if (i + 1 < tokens.size() && tokens[i + 1] == "backward") { // silu_backward etc.
            ++i;
            continue;
        }
        for (const FlopsPerElem &f : kInductorFlops)
            if (f.op == tokens[i])
                total += f.flops;
    }
    return total;
}

int c10Bytes(std::string_view type)
{
    if (type == "c10::BFloat16" || type == "c10::Half")
        return 2;
    if (type == "c10::Float" || type == "c10::Int")
        return 4;
    if (type == "c10::Double" || type == "c10::Long")
        return 8;
    if (type == "c10::Byte" || type == "c10::Char")
        return 1;
    return 0;
}

} // namespace

OpCost inductorModel(std::string_view name, const Parsed &p)
{
    const bool pointwise = name.starts_with("triton_poi_");
    std::string_view rest = name.substr(std::string_view("triton_xxx_").size());
    if (!rest.starts_with("fused_"))
        return fail("the Inductor kernel name lists no fused ops");
    rest.remove_prefix(6);
    const size_t last = rest.rfind('_');
    if (last == std::string_view::npos)
        return fail("the Inductor kernel name lists no fused ops");
    std::vector<int64_t> scalars;
    for (const std::string &c : p.concrete) {
        int64_t v = 0;
        const auto [end, ec] = std::from_chars(c.data(), c.data() + c.size(), v);
        if (!c.empty() && ec == std::errc() && end == c.data() + c.size())
            scalars.push_back(v);
    }
    if (p.dims.empty() || scalars.empty() || (!pointwise && scalars.size() < 2))
        return fail("the Inductor kernel has no kernel_flop / kernel_num_gb args and no element counts");
    const double xnumel = double(pointwise ? scalars.back() : scalars[scalars.size() - 2]);
    const double rnumel = pointwise ? 1.0 : double(scalars.back());
    double bytes = 0;
    int firstBytes = -1;
    std::string_view computeType;
    for (size_t i = 0; i < p.dims.size() && i < p.types.size(); ++i) {
        if (p.types[i] == "Scalar" || !p.dims[i].nonEmpty())
            continue;
        const int b = c10Bytes(p.types[i]);
        if (firstBytes < 0)
            firstBytes = b;
        if (computeType.empty() && b > 0)
            computeType = p.types[i];
        bytes += prod(p.dims[i].shape) * b;
    }
    if (pointwise && firstBytes > 0)
        bytes += firstBytes * xnumel;
    return done(xnumel * rnumel * inductorFlopsPerElem(rest.substr(0, last)), bytes, computeType);
}

} // namespace stepline::perfmodel
