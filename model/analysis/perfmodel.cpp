#include "perfmodel.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <utility>

namespace stepline {

namespace {

using Shape = std::vector<int64_t>;

// One entry of `Input Dims`: a flat list of sizes is a tensor's shape ([] for a scalar or an absent
// tensor); anything else (a nested TensorList, a number) has no shape.
struct Dim
{
    bool isShape = false;
    Shape shape;
    bool nonEmpty() const { return isShape && !shape.empty(); }
};

void skipSpace(std::string_view t, size_t &i)
{
    while (i < t.size() && std::isspace(static_cast<unsigned char>(t[i])))
        ++i;
}

// Skips one JSON value starting at i (no validation beyond nesting and strings).
void skipValue(std::string_view t, size_t &i)
{
    int depth = 0;
    bool inString = false;
    for (; i < t.size(); ++i) {
        const char c = t[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '[' || c == '{')
            ++depth;
        else if (c == ']' || c == '}') {
            if (depth == 0)
                return;
            if (--depth == 0) {
                ++i;
                return;
            }
        } else if (c == ',' && depth == 0)
            return;
    }
}

std::vector<Dim> parseDims(std::string_view t)
{
    std::vector<Dim> out;
    size_t i = 0;
    skipSpace(t, i);
    if (i >= t.size() || t[i] != '[')
        return out;
    ++i;
    while (true) {
        skipSpace(t, i);
        if (i >= t.size() || t[i] == ']')
            break;
        Dim d;
        if (t[i] == '[') {
            const size_t start = i;
            ++i;
            d.isShape = true;
            while (true) {
                skipSpace(t, i);
                if (i < t.size() && t[i] == ']') {
                    ++i;
                    break;
                }
                int64_t v = 0;
                const auto [p, ec] = std::from_chars(t.data() + i, t.data() + t.size(), v);
                if (ec != std::errc()) { // nested list or text: not a shape
                    d = Dim();
                    i = start;
                    skipValue(t, i);
                    break;
                }
                d.shape.push_back(v);
                i = size_t(p - t.data());
                skipSpace(t, i);
                if (i < t.size() && t[i] == ',')
                    ++i;
            }
        } else {
            skipValue(t, i);
        }
        out.push_back(std::move(d));
        skipSpace(t, i);
        if (i < t.size() && t[i] == ',')
            ++i;
        else
            break;
    }
    return out;
}

// A JSON array of strings (`Input type`, `Concrete Inputs`); other entries become "".
std::vector<std::string> parseStrings(std::string_view t)
{
    std::vector<std::string> out;
    size_t i = 0;
    skipSpace(t, i);
    if (i >= t.size() || t[i] != '[')
        return out;
    ++i;
    while (true) {
        skipSpace(t, i);
        if (i >= t.size() || t[i] == ']')
            break;
        std::string s;
        if (t[i] == '"') {
            for (++i; i < t.size() && t[i] != '"'; ++i) {
                if (t[i] == '\\' && i + 1 < t.size())
                    ++i;
                s.push_back(t[i]);
            }
            ++i;
        } else {
            const size_t start = i;
            skipValue(t, i);
            s = std::string(t.substr(start, i - start));
            while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back())))
                s.pop_back();
        }
        out.push_back(std::move(s));
        skipSpace(t, i);
        if (i < t.size() && t[i] == ',')
            ++i;
        else
            break;
    }
    return out;
}

// "[1, 2]" or "3" as integers (a Concrete Inputs list); empty on anything else.
std::vector<int64_t> parseIntList(std::string_view s)
{
    std::vector<int64_t> out;
    size_t i = 0;
    while (i < s.size()) {
        const char c = s[i];
        if (c == '-' || std::isdigit(static_cast<unsigned char>(c))) {
            int64_t v = 0;
            const auto [p, ec] = std::from_chars(s.data() + i, s.data() + s.size(), v);
            if (ec != std::errc())
                return {};
            out.push_back(v);
            i = size_t(p - s.data());
        } else if (c == '[' || c == ']' || c == ',' || c == ' ') {
            ++i;
        } else {
            return {};
        }
    }
    return out;
}

// "[True, False]" as booleans.
std::vector<bool> parseBoolList(std::string_view s)
{
    std::vector<bool> out;
    for (size_t i = 0; i < s.size(); ++i) {
        if (s.substr(i, 4) == "True" || s.substr(i, 4) == "true") {
            out.push_back(true);
            i += 3;
        } else if (s.substr(i, 5) == "False" || s.substr(i, 5) == "false") {
            out.push_back(false);
            i += 4;
        }
    }
    return out;
}

bool isTrue(std::string_view s)
{
    return s == "True" || s == "true" || s == "1";
}

double prod(const Shape &s)
{
    double p = 1;
    for (int64_t v : s)
        p *= double(v);
    return p;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

Precision precisionOfType(std::string_view type)
{
    const std::string t = lower(type);
    if (t == "float" || t == "c10::float")
        return Precision::Fp32;
    if (t == "double" || t == "c10::double")
        return Precision::Fp64;
    if (t == "c10::half" || t == "half")
        return Precision::Fp16;
    if (t == "c10::bfloat16" || t == "bfloat16")
        return Precision::Bf16;
    if (t.find("float8") != std::string::npos || t == "unsigned char" || t == "fp8")
        return Precision::Fp8;
    if (t == "signed char" || t == "int8")
        return Precision::Int8;
    if (t.find("float4") != std::string::npos || t == "fp4")
        return Precision::Int4;
    return Precision::Unknown;
}

struct Parsed
{
    std::vector<Dim> dims;
    std::vector<std::string> types;
    std::vector<std::string> concrete;
    const Dim &dim(size_t i) const
    {
        static const Dim kNone;
        return i < dims.size() ? dims[i] : kNone;
    }
    std::string_view type(size_t i) const
    {
        return i < types.size() ? std::string_view(types[i]) : std::string_view();
    }
    std::string_view conc(size_t i) const
    {
        return i < concrete.size() ? std::string_view(concrete[i]) : std::string_view();
    }
};

OpCost fail(std::string reason)
{
    OpCost c;
    c.reason = std::move(reason);
    return c;
}

OpCost done(double flops, std::optional<double> bytes, std::string_view computeType)
{
    OpCost c;
    c.modelled = true;
    c.flops = flops;
    c.bytes = bytes;
    c.precision = precisionOfType(computeType);
    return c;
}

std::optional<double> sized(double elems, int bpe)
{
    if (bpe <= 0)
        return std::nullopt;
    return elems * bpe;
}

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
        const Dim &a = p.dim(1), &b = p.dim(2);
        if (a.shape.size() != 2 || b.shape.size() != 2)
            return fail("operands are not matrices");
        const int bpe = bytesPerElement(p.type(1));
        return gemm(1, a.shape[0], b.shape[1], a.shape[1], true, bpe, bpe, p.type(1));
    }
    case OpModel::Bmm:
    case OpModel::Baddbmm: {
        const size_t first = model == OpModel::Bmm ? 0 : 1;
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
        // Batch dimensions broadcast.
        const Shape ba(a.begin(), a.end() - 2), bb(b.begin(), b.end() - 2);
        double batch = 1;
        for (size_t i = 0; i < std::max(ba.size(), bb.size()); ++i) {
            const int64_t x = i < ba.size() ? ba[ba.size() - 1 - i] : 1;
            const int64_t y = i < bb.size() ? bb[bb.size() - 1 - i] : 1;
            batch *= double(std::max(x, y));
        }
        const int bpe = bytesPerElement(p.type(0));
        return gemm(batch, m, n, k, false, bpe, bpe, p.type(0));
    }
    default:
        return fail("no model");
    }
}

// ---- Attention (TraceLens SDPA.flops_func / bytes_func / flops_bwd_func / bytes_bwd_func). ----

struct Sdpa
{
    double b = 0, nq = 0, hq = 0, nkv = 0, hkv = 0, dqk = 0, dv = 0;
};

// q, k, v shapes in (B, H, N, d) order when bhnd, else (B, N, H, d).
std::optional<Sdpa> sdpaConfig(const Shape &q, const Shape &k, const Shape &v, bool bhnd)
{
    if (q.size() != 4 || k.size() != 4 || v.size() != 4)
        return std::nullopt;
    const size_t h = bhnd ? 1 : 2, n = bhnd ? 2 : 1;
    if (q[0] != k[0] || q[0] != v[0] || k[h] != v[h] || k[n] != v[n] || q[3] != k[3])
        return std::nullopt;
    return Sdpa { double(q[0]), double(q[n]), double(q[h]), double(k[n]), double(k[h]), double(q[3]),
        double(v[3]) };
}

double sdpaFlops(const Sdpa &c)
{
    return c.b * c.hq * (2 * c.nq * c.nkv * c.dqk) + c.b * c.hq * (2 * c.nq * c.dv * c.nkv);
}

double sdpaBytes(const Sdpa &c, int bpe)
{
    return (c.b * c.nq * c.hq * c.dqk + c.b * c.nkv * c.hkv * c.dqk + c.b * c.nkv * c.hkv * c.dv
               + c.b * c.nq * c.hq * c.dv)
        * bpe;
}

double sdpaFlopsBwd(const Sdpa &c, bool flash)
{
    const double gqa = std::floor(c.hq / c.hkv) - 1; // the H_Q -> H_KV reduction of dK and dV
    double f = flash ? c.b * c.hq * (2 * c.nq * c.nkv * c.dqk) : 0; // QK^T recomputed
    f += c.b * c.hq * (2 * c.nkv * c.nq * c.dv) + c.b * c.nkv * c.dv * gqa; // dV
    f += c.b * c.hq * (2 * c.nq * c.nkv * c.dv); // dP
    f += c.b * c.hq * (2 * c.nq * c.nkv * c.dqk); // dQ
    f += c.b * c.hq * (2 * c.nkv * c.nq * c.dqk) + c.b * c.nkv * c.dqk * gqa; // dK
    return f;
}

double sdpaBytesBwd(const Sdpa &c, int bpe)
{
    const double q = c.b * c.nq * c.hq * c.dqk, k = c.b * c.nkv * c.hkv * c.dqk,
                 v = c.b * c.nkv * c.hkv * c.dv;
    const double dout = c.b * c.nq * c.hq * c.dv;
    return (2 * (q + k + v) + dout) * bpe;
}

OpCost attentionModel(OpModel model, const Parsed &p)
{
    struct Layout
    {
        size_t q; // index of q (k and v follow)
        bool bhnd;
        size_t causalAt; // Concrete Inputs index of is_causal
        bool causalDefault; // when that entry is missing or empty
        bool backward;
        bool flash;
    };
    Layout l {};
    switch (model) {
    case OpModel::SdpaFlash:
        l = { 0, true, 4, false, false, true };
        break;
    case OpModel::SdpaEfficient:
        l = { 0, true, 6, false, false, false };
        break;
    case OpModel::SdpaCudnn:
        l = { 0, true, 6, false, false, false };
        break;
    case OpModel::FlashAttn:
        l = { 0, false, 5, false, false, true };
        break;
    case OpModel::FlashAttnBwd:
        l = { 1, false, 10, true, true, true };
        break;
    // The aten backward ops: TraceLens times them without a model of their own (it reaches them
    // through the linked forward op); Stepline applies its backward formulas to their own shapes.
    case OpModel::SdpaFlashBwd:
        l = { 1, true, 11, false, true, true };
        break;
    case OpModel::SdpaEfficientBwd:
        l = { 1, true, 11, false, true, false };
        break;
    case OpModel::SdpaCudnnBwd:
        l = { 1, true, 14, false, true, false };
        break;
    default:
        return fail("no model");
    }
    const std::optional<Sdpa> c
        = sdpaConfig(p.dim(l.q).shape, p.dim(l.q + 1).shape, p.dim(l.q + 2).shape, l.bhnd);
    if (!c)
        return fail("q, k and v shapes do not fit attention");
    const std::string_view causalText = p.conc(l.causalAt);
    const bool causal = causalText.empty() ? l.causalDefault : isTrue(causalText);
    if (causal && c->nq != c->nkv)
        return fail("causal attention with different query and key lengths");
    const double scale = causal ? 0.5 : 1.0;
    if (!l.backward) {
        // TraceLens's forward attention bytes use 2 bytes per element whatever the type.
        return done(sdpaFlops(*c) * scale, sdpaBytes(*c, 2), p.type(l.q));
    }
    return done(sdpaFlopsBwd(*c, l.flash) * scale,
        sized(1, bytesPerElement(p.type(l.q))).has_value()
            ? std::optional<double>(sdpaBytesBwd(*c, bytesPerElement(p.type(l.q))))
            : std::nullopt,
        p.type(l.q));
}

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
    const size_t nd = std::max(a.shape.size(), b.shape.size());
    double nout = 1;
    for (size_t i = 0; i < nd; ++i) {
        const int64_t x = i < a.shape.size() ? a.shape[a.shape.size() - 1 - i] : 1;
        const int64_t y = i < b.shape.size() ? b.shape[b.shape.size() - 1 - i] : 1;
        if (x != y && x != 1 && y != 1)
            return fail("operand shapes do not broadcast");
        nout *= double(std::max(x, y));
    }
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

OpCost normModel(OpModel model, const Parsed &p)
{
    Norm n;
    size_t in = 0;
    auto prodList = [](std::string_view s) {
        const std::vector<int64_t> v = parseIntList(s);
        double r = v.empty() ? 0 : 1;
        for (int64_t x : v)
            r *= double(x);
        return r;
    };
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

std::optional<double> number(std::string_view t)
{
    while (!t.empty() && (t.front() == '"' || t.front() == ' '))
        t.remove_prefix(1);
    while (!t.empty() && (t.back() == '"' || t.back() == ' '))
        t.remove_suffix(1);
    double v = 0;
    const auto [p, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || p != t.data() + t.size() || !std::isfinite(v) || v < 0)
        return std::nullopt;
    return v;
}

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

std::optional<GemmDims> gemmDims(OpModel model, std::string_view inputDims)
{
    const std::vector<Dim> d = parseDims(inputDims);
    auto at = [&](size_t i) -> const Shape & {
        static const Shape kNone;
        return i < d.size() ? d[i].shape : kNone;
    };
    size_t a = 0;
    switch (model) {
    case OpModel::Mm:
    case OpModel::ScaledMm:
    case OpModel::Bmm:
    case OpModel::Matmul:
        a = 0;
        break;
    case OpModel::Addmm:
    case OpModel::Baddbmm:
        a = 1;
        break;
    case OpModel::Linear: {
        const Shape &x = at(0), &w = at(1);
        if (x.empty() || w.size() != 2)
            return std::nullopt;
        return GemmDims { int64_t(prod(x) / double(x.back())), w[0], w[1] };
    }
    default:
        return std::nullopt;
    }
    const Shape &x = at(a), &y = at(a + 1);
    if (x.size() < 2 || y.size() < 2)
        return std::nullopt;
    return GemmDims { x[x.size() - 2], y.back(), x.back() };
}

int bytesPerElement(std::string_view typeName)
{
    const std::string t = lower(typeName);
    if (t == "double" || t == "long int")
        return 8;
    if (t == "float" || t == "scalar" || t == "int")
        return 4;
    if (t == "c10::half" || t == "c10::bfloat16")
        return 2;
    if (t == "c10::float8_e4m3fnuz" || t == "c10::float8_e4m3fn" || t == "c10::float8_e5m2"
        || t == "c10::float8_e8m0fnu" || t == "unsigned char" || t == "signed char" || t == "fp8"
        || t == "c10::float4_e2m1fn_x2" || t == "fp4")
        return 1;
    return 0;
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
        Parsed p;
        p.dims = parseDims(args.inputDims);
        p.types = parseStrings(args.inputTypes);
        p.concrete = parseStrings(args.concrete);
        return inductorModel(name, p);
    }
    if (args.inputDims.empty())
        return fail("no Input Dims (recorded without record_shapes)");
    Parsed p;
    p.dims = parseDims(args.inputDims);
    p.types = parseStrings(args.inputTypes);
    p.concrete = parseStrings(args.concrete);
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
