#include "perfmodelshapes.h"

namespace stepline::perfmodel {

namespace {

// ---- Normalizations (TraceLens Normalization and its subclasses). ----

struct Norm
{
    double elems = 0;
    double channels = 0;
    bool hasBias = true;
    bool affine = true;
    bool training = true;
    bool maskInput = true; // output_mask[0]: the input gradient is computed
    int bpe = 0;
};

double normFlops(const Norm &n)
{
    double f = n.channels * 3 + (n.training ? n.elems * 3 : 0) + n.channels * 3;
    return f + 2 * n.elems;
}

std::optional<double> normBytes(const Norm &n)
{
    if (n.bpe <= 0)
        return std::nullopt;
    double tensors = 2 + (n.affine ? 1 + (n.hasBias ? 1 : 0) : 0) + (n.training ? 2 : 0);
    return n.elems * n.bpe * 2 + tensors * n.channels * n.bpe;
}

double normFlopsBwd(const Norm &n)
{
    const double perChannel = n.elems / n.channels;
    double f = n.training ? 0 : 3;
    f += 4 * perChannel;
    if (n.maskInput) {
        if (n.training)
            f += 5 * perChannel;
    } else {
        f += 2 * perChannel;
    }
    return n.channels * f;
}

std::optional<double> normBytesBwd(const Norm &n)
{
    if (n.bpe <= 0)
        return std::nullopt;
    double b = n.elems * n.bpe + n.elems * n.bpe * (n.maskInput && n.training ? 2 : 1);
    if (n.training)
        b += n.channels * n.bpe;
    if (n.affine) {
        b += n.channels * n.bpe;
        if (n.training)
            b += n.channels * n.bpe * (n.hasBias ? 2 : 1);
    }
    return b;
}

} // namespace

OpCost normModel(OpModel model, const Parsed &p)
{
    Norm n;
    size_t in = 0;
    switch (model) {
    case OpModel::BatchNorm: // (input, weight, bias, running_mean, running_var, training, ...)
    case OpModel::InstanceNorm: // (input, weight, bias, running_mean, running_var, use_input_stats, ...)
        n.affine = p.dim(1).nonEmpty();
        n.hasBias = true; // TraceLens always reads a bias
        n.training = isTrue(p.conc(5));
        break;
    case OpModel::LayerNorm: // (input, normalized_shape, weight, bias, eps, ...)
        n.channels = prodList(p.conc(1));
        n.affine = p.dim(2).nonEmpty();
        n.hasBias = p.dim(3).nonEmpty();
        break;
    case OpModel::GroupNorm: // (input, num_groups, weight, bias, eps, ...)
        n.affine = p.dim(2).nonEmpty();
        break;
    case OpModel::GroupNormNative: // (input, weight, bias, N, C, HxW, group, eps)
        n.affine = p.dim(1).nonEmpty();
        break;
    case OpModel::RmsNorm: { // (input, normalized_shape, weight, eps)
        const Dim &x = p.dim(0);
        const double c = prodList(p.conc(1));
        const int bpe = bytesPerElement(p.type(0));
        if (!x.isShape || x.shape.empty() || c <= 0)
            return fail("the input or normalized shape is missing");
        const double e = prod(x.shape);
        const bool affine = p.dim(2).nonEmpty();
        const double flops = e / c * (2 * c + 2) + e * (affine ? 2 : 1);
        return done(flops,
            bpe > 0 ? std::optional<double>(e * bpe * 2 + (affine ? c * bpe : 0)) : std::nullopt, p.type(0));
    }
    case OpModel::RmsNormBwd: { // (grad_out, input, normalized_shape, rstd, weight, output_mask)
        const Dim &x = p.dim(1);
        const double c = prodList(p.conc(2));
        const int bpe = bytesPerElement(p.type(1));
        if (!x.isShape || x.shape.empty() || c <= 0)
            return fail("the input or normalized shape is missing");
        const double e = prod(x.shape);
        const bool affine = p.dim(4).nonEmpty();
        const std::vector<bool> mask = parseBoolList(p.conc(5));
        double f = (affine ? e : 0) + e;
        if (!mask.empty() && mask[0])
            f += 6 * e;
        if (mask.size() > 1 && mask[1] && affine)
            f += e + (e / c > 1 ? e : 0);
        return done(f,
            bpe > 0 ? std::optional<double>(e * bpe * 3 + (affine ? 2 * c * bpe : 0)) : std::nullopt,
            p.type(1));
    }
    case OpModel::BatchNormBwd: // (grad_out, input, weight, running_mean, running_var, save_mean,
                                // save_invstd, train, ...)
        in = 1;
        n.affine = p.dim(2).nonEmpty();
        n.training = isTrue(p.conc(7));
        break;
    case OpModel::BatchNormBwdLib: // (input, grad_output, weight, ...): inference statistics by assertion
        n.affine = p.dim(2).nonEmpty();
        n.training = false;
        break;
    case OpModel::LayerNormBwd: { // (grad_out, input, normalized_shape, mean, rstd, weight, bias,
                                  // output_mask)
        in = 1;
        n.channels = prodList(p.conc(2));
        const std::vector<bool> mask = parseBoolList(p.conc(7));
        n.maskInput = !mask.empty() && mask[0];
        n.affine = mask.size() > 1 && mask[1];
        n.hasBias = mask.size() > 2 && mask[2];
        break;
    }
    case OpModel::GroupNormBwd: { // (grad_out, input, mean, rstd, weight, N, C, HxW, group, output_mask)
        in = 1;
        n.affine = p.dim(4).nonEmpty();
        const std::vector<int64_t> groups = parseIntList(p.conc(8));
        const std::vector<bool> mask = parseBoolList(p.conc(9));
        n.maskInput = !mask.empty() && mask[0];
        if (groups.size() != 1 || groups[0] <= 0 || p.dim(1).shape.size() < 2)
            return fail("the group count is missing");
        n.channels = double(p.dim(1).shape[1]) / double(groups[0]);
        break;
    }
    default:
        return fail("no model");
    }
    const Dim &x = p.dim(in);
    if (!x.isShape || x.shape.size() < 2)
        return fail("the input has no channel dimension");
    n.elems = prod(x.shape);
    if (n.channels <= 0)
        n.channels = double(x.shape[1]);
    n.bpe = bytesPerElement(p.type(in));
    const bool bwd = model == OpModel::BatchNormBwd || model == OpModel::BatchNormBwdLib
        || model == OpModel::LayerNormBwd || model == OpModel::GroupNormBwd;
    if (bwd)
        return done(normFlopsBwd(n), normBytesBwd(n), p.type(in));
    return done(normFlops(n), normBytes(n), p.type(in));
}

} // namespace stepline::perfmodel
