#include "perfmodelshapes.h"

namespace stepline::perfmodel {

// ---- Convolution (TraceLens CONV, itself after torch.utils.flop_counter). ----

OpCost convModel(OpModel model, const Parsed &p)
{
    const bool bwd = model == OpModel::ConvBwd;
    const size_t xi = bwd ? 1 : 0, c0 = bwd ? 4 : 3; // input index; Concrete Inputs of stride
    const Shape &x = p.dim(xi).shape, &w = p.dim(xi + 1).shape;
    if (x.size() < 3 || x.size() > 5 || w.size() != x.size())
        return fail("input and weight are not 1-3 d convolution shapes");
    if (p.type(xi) != p.type(xi + 1))
        return fail("input and weight types differ");
    // The bias: a tensor third input (forward; TraceLens counts one only when the call has
    // exactly three inputs, which aten::convolution never has), bias_sizes (backward).
    const bool bias = p.dim(xi + 2).nonEmpty();
    const size_t nd = x.size() - 2;
    auto param = [&](size_t at, int64_t dflt) {
        std::vector<int64_t> v = parseIntList(p.conc(at));
        if (v.empty())
            v.assign(nd, dflt);
        else if (v.size() == 1)
            v.assign(nd, v[0]);
        return v;
    };
    const std::vector<int64_t> stride = param(c0, 1), padding = param(c0 + 1, 0), dilation = param(c0 + 2, 1);
    const bool transposed = isTrue(p.conc(c0 + 3));
    const std::vector<int64_t> outPadding = param(c0 + 4, 0);
    if (stride.size() != nd || padding.size() != nd || dilation.size() != nd || outPadding.size() != nd)
        return fail("stride, padding or dilation do not fit the shapes");
    Shape out { x[0], transposed ? w[1] : w[0] };
    for (size_t i = 0; i < nd; ++i) {
        const int64_t in = x[2 + i], k = w[2 + i];
        if (!transposed) {
            if (stride[i] <= 0)
                return fail("stride is not positive");
            out.push_back((in + 2 * padding[i] - dilation[i] * (k - 1) - 1) / stride[i] + 1);
        } else {
            out.push_back((in - 1) * stride[i] - 2 * padding[i] + dilation[i] * (k - 1) + outPadding[i] + 1);
        }
    }
    const int bpe = bytesPerElement(p.type(xi));
    const double wPerOut = 2 * prod(Shape(w.begin() + 1, w.end())); // 2 × C_in/groups × kernel
    const double nx = prod(x), nw = prod(w), no = prod(out);
    if (!bwd) {
        const double flops = (transposed ? nx : no) * wPerOut + (bias ? no : 0);
        return done(flops, sized(nx + nw + (bias ? double(out[1]) : 0) + no, bpe), p.type(xi));
    }
    // Input gradient: a convolution of the output gradient; weight gradient: one per weight
    // element over the batch and the output (input, when transposed) positions.
    const Shape &pos = transposed ? x : out;
    const double grad = (transposed ? nx : no) * wPerOut;
    const double wgrad = nw * 2 * double(pos[0]) * prod(Shape(pos.begin() + 2, pos.end()));
    const double flops = grad + wgrad + (bias ? no : 0);
    return done(flops, sized(2 * (no + nw + nx) + (bias ? no + double(out[1]) : 0), bpe), p.type(xi));
}

} // namespace stepline::perfmodel
