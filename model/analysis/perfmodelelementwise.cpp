#include "perfmodelshapes.h"

#include <algorithm>

namespace stepline::perfmodel {

// ---- Element-wise, reductions, softmax (TraceLens UnaryElementwise, BinaryElementwise, Reduce,
// Softmax): one FLOP per output element (per input element for reductions). ----

OpCost unaryModel(const Parsed &p)
{
    const Dim &in = p.dim(0);
    if (!in.isShape)
        return fail("the input has no shape");
    const double n = prod(in.shape);
    const int bin = bytesPerElement(p.type(0));
    // A second tensor (copy_'s source, an out= tensor) gives the output type.
    const int bout = p.dim(1).nonEmpty() ? bytesPerElement(p.type(1)) : bin;
    return done(n, bin > 0 && bout > 0 ? std::optional<double>(n * bin + n * bout) : std::nullopt, p.type(0));
}

OpCost binaryModel(const Parsed &p)
{
    const Dim &a = p.dim(0), &b = p.dim(1);
    if (!a.isShape || !b.isShape)
        return fail("an operand has no shape");
    bool broadcasts = true;
    const double nout = broadcastProduct(a.shape, b.shape, &broadcasts);
    if (!broadcasts)
        return fail("operand shapes do not broadcast");
    const int b1 = bytesPerElement(p.type(0)), b2 = bytesPerElement(p.type(1));
    int bout = 0;
    if (p.dim(2).nonEmpty())
        bout = bytesPerElement(p.type(2));
    else if (b1 > 0 && b2 > 0)
        bout = (!a.shape.empty() && !b.shape.empty()) ? std::max(b1, b2) : b1; // promotes two tensors
    std::optional<double> bytes;
    if (b1 > 0 && b2 > 0 && bout > 0)
        bytes = prod(a.shape) * b1 + prod(b.shape) * b2 + nout * bout;
    return done(nout, bytes, p.type(0));
}

OpCost reduceModel(std::string_view name, const Parsed &p)
{
    const Dim &in = p.dim(0);
    if (!in.isShape)
        return fail("the input has no shape");
    const double nin = prod(in.shape);
    // The output: the reduced dimensions (Concrete Inputs[1], keepdim [2]) removed. TraceLens
    // parses dim only from numbers, and Kineto writes it as text, so it counts one output element;
    // Stepline reads the text (a few bytes more per call, same FLOPs).
    double nout = 1;
    if (name.find("cumsum") != std::string_view::npos || name.find("cumprod") != std::string_view::npos) {
        nout = nin;
    } else {
        const std::vector<int64_t> dims = parseIntList(p.conc(1));
        if (!dims.empty() && !p.conc(1).empty()) {
            Shape outShape = in.shape;
            const bool keep = isTrue(p.conc(2));
            std::vector<size_t> drop;
            for (int64_t d : dims) {
                const int64_t nd = int64_t(in.shape.size());
                const int64_t k = d < 0 ? d + nd : d;
                if (k >= 0 && k < nd)
                    drop.push_back(size_t(k));
            }
            std::sort(drop.begin(), drop.end());
            drop.erase(std::unique(drop.begin(), drop.end()), drop.end());
            for (auto it = drop.rbegin(); it != drop.rend(); ++it) {
                if (keep)
                    outShape[*it] = 1;
                else
                    outShape.erase(outShape.begin() + std::ptrdiff_t(*it));
            }
            nout = prod(outShape);
        }
    }
    const int bpe = bytesPerElement(p.type(0));
    return done(nin, bpe > 0 ? std::optional<double>(nin * bpe + nout * bpe) : std::nullopt, p.type(0));
}

OpCost softmaxModel(bool backward, const Parsed &p)
{
    // TraceLens Softmax: 3 FLOPs per element (exp, sum, divide), input read and output written;
    // the backward recomputes the forward (twice both). _softmax_backward_data's first input is
    // the output gradient.
    const Dim &in = p.dim(0);
    if (!in.isShape || in.shape.empty())
        return fail("the input has no shape");
    const double n = prod(in.shape);
    const int bpe = bytesPerElement(p.type(0));
    const double k = backward ? 2 : 1;
    return done(k * 3 * n, bpe > 0 ? std::optional<double>(k * 2 * n * bpe) : std::nullopt, p.type(0));
}

} // namespace stepline::perfmodel
