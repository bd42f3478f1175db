#include "perfmodelshapes.h"

#include <cmath>

namespace stepline::perfmodel {

namespace {

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

} // namespace

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

} // namespace stepline::perfmodel
