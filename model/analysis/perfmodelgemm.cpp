#include "perfmodelshapes.h"

#include <algorithm>

namespace stepline::perfmodel {

namespace {

// ---- GEMM (TraceLens GEMM.flops_func / bytes_func): 2·M·N·K plus M·N for a bias; bytes are
// A, B, the output and a 1×N bias, all at the first operand's size. ----

OpCost gemm(
    double batch, int64_t m, int64_t n, int64_t k, bool bias, int bpe, int bpeOut, std::string_view type)
{
    const double flops
        = batch * (2.0 * double(m) * double(n) * double(k) + (bias ? double(m) * double(n) : 0.0));
    std::optional<double> bytes;
    if (bpe > 0 && bpeOut > 0)
        bytes = batch
            * (double(m) * double(k) * bpe + double(k) * double(n) * bpe + double(m) * double(n) * bpeOut
                + (bias ? double(n) * bpe : 0.0));
    return done(flops, bytes, type);
}

} // namespace

std::optional<size_t> gemmFirstOperand(OpModel model)
{
    switch (model) {
    case OpModel::Mm:
    case OpModel::ScaledMm:
    case OpModel::Bmm:
    case OpModel::Matmul:
    case OpModel::Linear:
        return 0;
    case OpModel::Addmm: // (bias, A, B, ...)
    case OpModel::Baddbmm:
        return 1;
    default:
        return std::nullopt;
    }
}

OpCost gemmModel(OpModel model, const Parsed &p)
{
    switch (model) {
    case OpModel::Mm:
    case OpModel::ScaledMm: {
        const Dim &a = p.dim(0), &b = p.dim(1);
        if (a.shape.size() != 2 || b.shape.size() != 2)
            return fail("operands are not matrices");
        const int bpe = bytesPerElement(p.type(0));
        int bpeOut = bpe;
        bool bias = false;
        if (model == OpModel::ScaledMm) {
            bias = p.dims.size() == 3; // TraceLens: a third input is the bias
            bpeOut = bpe == 1 ? 2 : (bpe == 2 || bpe == 4 ? bpe : 0); // fp8 writes fp16
        }
        return gemm(1, a.shape[0], b.shape[1], a.shape[1], bias, bpe, bpeOut, p.type(0));
    }
    case OpModel::Addmm: {
        const size_t first = *gemmFirstOperand(model);
        const Dim &a = p.dim(first), &b = p.dim(first + 1);
        if (a.shape.size() != 2 || b.shape.size() != 2)
            return fail("operands are not matrices");
        const int bpe = bytesPerElement(p.type(first));
        return gemm(1, a.shape[0], b.shape[1], a.shape[1], true, bpe, bpe, p.type(first));
    }
    case OpModel::Bmm:
    case OpModel::Baddbmm: {
        const size_t first = *gemmFirstOperand(model);
        const Dim &a = p.dim(first), &b = p.dim(first + 1);
        if (a.shape.size() != 3 || b.shape.size() != 3)
            return fail("operands are not batches of matrices");
        const int bpe = bytesPerElement(p.type(first));
        return gemm(double(a.shape[0]), a.shape[1], b.shape[2], a.shape[2], model == OpModel::Baddbmm, bpe,
            bpe, p.type(first));
    }
    case OpModel::Linear: {
        // linear(input [..., K], weight [N, K], bias [N]?)
        const Dim &x = p.dim(0), &w = p.dim(1);
        if (x.shape.empty() || w.shape.size() != 2 || x.shape.back() != w.shape[1])
            return fail("input and weight shapes do not match");
        const double m = prod(x.shape) / double(x.shape.back());
        const int bpe = bytesPerElement(p.type(0));
        return gemm(1, int64_t(m), w.shape[0], w.shape[1], p.dim(2).nonEmpty(), bpe, bpe, p.type(0));
    }
    case OpModel::Matmul: {
        Shape a = p.dim(0).shape, b = p.dim(1).shape;
        if (!p.dim(0).isShape || !p.dim(1).isShape || a.empty() || b.empty())
            return fail("operands are not tensors");
        if (a.size() == 1)
            a.insert(a.begin(), 1);
        if (b.size() == 1)
            b.push_back(1);
        const int64_t m = a[a.size() - 2], k = a.back(), n = b.back();
        if (b[b.size() - 2] != k)
            return fail("inner dimensions differ");
        // Batch dimensions broadcast (as torch.matmul, unchecked: the call ran).
        bool broadcasts = true;
        const double batch
            = broadcastProduct(Shape(a.begin(), a.end() - 2), Shape(b.begin(), b.end() - 2), &broadcasts);
        const int bpe = bytesPerElement(p.type(0));
        return gemm(batch, m, n, k, false, bpe, bpe, p.type(0));
    }
    default:
        return fail("no model");
    }
}

} // namespace stepline::perfmodel

namespace stepline {

std::optional<GemmDims> gemmDims(OpModel model, std::string_view inputDims)
{
    using namespace perfmodel;
    Parsed p;
    p.dims = parseDims(inputDims);
    if (model == OpModel::Linear) { // input [..., K], weight [N, K]
        const Shape &x = p.dim(0).shape, &w = p.dim(1).shape;
        if (x.empty() || w.size() != 2)
            return std::nullopt;
        return GemmDims { int64_t(prod(x) / double(x.back())), w[0], w[1] };
    }
    const std::optional<size_t> a = gemmFirstOperand(model);
    if (!a)
        return std::nullopt;
    const Shape &x = p.dim(*a).shape, &y = p.dim(*a + 1).shape;
    if (x.size() < 2 || y.size() < 2)
        return std::nullopt;
    return GemmDims { x[x.size() - 2], y.back(), x.back() };
}

} // namespace stepline
