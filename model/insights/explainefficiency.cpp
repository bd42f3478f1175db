#include "explainefficiency.h"

#include "opperf.h"
#include "perfmodel.h"
#include "profile.h"
#include "steps.h"

#include <algorithm>
#include <cinttypes>
#include <cstdio>

namespace stepline {

namespace {

std::string format(const char *fmt, double a, double b = 0)
{
    char buf[96];
    std::snprintf(buf, sizeof buf, fmt, a, b);
    return buf;
}

std::string durationText(int64_t ns)
{
    if (ns >= 1'000'000)
        return format("%.2f ms", double(ns) / 1e6);
    return format("%.1f us", double(ns) / 1e3);
}

bool elementwiseKind(OpModel m)
{
    const std::string_view c = opCategory(m);
    return c == "elementwise" || c == "reduce" || c == "softmax" || c.starts_with("NORM") || c == "triton";
}

} // namespace

void appendEfficiencyFinding(
    const Profile &profile, const Scope &scope, Explanation *explanation, const PeakOverride &peaks)
{
    const OpPerfAnalysis a = analyzeOpPerf(profile, scope, peaks);
    std::vector<const OpPerfRow *> rows;
    int64_t lost = 0;
    for (const OpPerfRow &r : a.rows) {
        if (r.aboveRoofNs() <= 0)
            continue;
        rows.push_back(&r);
        lost += r.aboveRoofNs();
    }
    if (lost <= 0)
        return;
    std::sort(rows.begin(), rows.end(), [](const OpPerfRow *x, const OpPerfRow *y) {
        return x->aboveRoofNs() != y->aboveRoofNs() ? x->aboveRoofNs() > y->aboveRoofNs()
                                                    : x->inputDims < y->inputDims;
    });

    ExplainFinding f;
    f.cause = "efficiency";
    f.lostNs = lost;
    f.share = explanation->gpuTimeNs > 0 ? double(lost) / double(explanation->gpuTimeNs) : 0.0;

    // The worst shapes by name.
    std::string advice
        = "Kernels ran below the roofline of their GPU (time above the roof). Worst op shapes: ";
    for (size_t i = 0; i < rows.size() && i < kEfficiencyShapesNamed; ++i) {
        const OpPerfRow &r = *rows[i];
        if (i)
            advice += "; ";
        advice += std::string(profile.str(r.name)) + " " + r.inputDims + " "
            + std::string(precisionKey(r.precision)) + " x" + std::to_string(r.count) + ": "
            + durationText(r.kernelNs) + " at " + format("%.1f%%", r.pctOfRoof.value_or(0)) + " of its "
            + (r.computeBound ? (*r.computeBound ? "compute" : "memory") : "compute") + " roof";
    }
    advice += ".";

    // What to change, by kind, over the shapes that hold most of the time above the roof.
    bool fp32Gemm = false, unaligned = false;
    int64_t elementwiseNs = 0, covered = 0;
    std::string unalignedExample;
    for (const OpPerfRow *r : rows) {
        if (covered >= lost * 9 / 10)
            break;
        covered += r->aboveRoofNs();
        const bool gemmLike = countsForMfu(r->model);
        if (gemmLike && r->precision == Precision::Fp32 && r->peakTflops && r->peakTbPerS) {
            for (const DevicePeakUse &d : a.devices)
                if (d.peak && d.peak->bf16 > 2 * d.peak->fp32Matrix)
                    fp32Gemm = true;
        }
        if (const std::optional<GemmDims> g = gemmDims(r->model, r->inputDims)) {
            if (g->m % 8 || g->n % 8 || g->k % 8) {
                if (!unaligned)
                    unalignedExample = std::string(profile.str(r->name)) + " M=" + std::to_string(g->m)
                        + " N=" + std::to_string(g->n) + " K=" + std::to_string(g->k);
                unaligned = true;
            }
        }
        if (elementwiseKind(r->model) && r->computeBound && !*r->computeBound)
            elementwiseNs += r->aboveRoofNs();
    }
    if (fp32Gemm)
        advice += " fp32 GEMMs and convolutions run without tensor cores on this GPU: use bf16 autocast "
                  "(torch.autocast) or allow TF32 (torch.backends.cuda.matmul.allow_tf32 = True).";
    if (unaligned)
        advice
            += " GEMM dimensions that are not multiples of 8 (64 is better) leave tensor-core tiles partly "
               "empty: pad them ("
            + unalignedExample + ").";
    if (elementwiseNs * 5 >= lost)
        advice += " Chains of memory-bound element-wise, reduction and normalization ops each read and write "
                  "memory: fuse them (torch.compile).";
    if (!fp32Gemm && !unaligned && elementwiseNs * 5 < lost)
        advice
            += " Small GEMM and attention calls underfill the GPU: larger batches, fewer and bigger calls, "
               "or fused kernels raise their efficiency.";
    f.advice = std::move(advice);

    // Places: the longest call of each worst shape, with its host step.
    const std::vector<Step> steps = hostSteps(profile, scope);
    for (size_t i = 0; i < rows.size() && f.where.size() < kExplainPlaces; ++i) {
        const OpPerfRow &r = *rows[i];
        if (r.longest.endNs <= r.longest.startNs)
            continue;
        ExplainPlace p;
        p.stretch() = r.longest;
        for (const Step &st : steps) {
            if (st.rankIndex == p.rankIndex && st.tsNs <= p.startNs && p.startNs < st.tsNs + st.durNs) {
                p.hasStep = true;
                p.step = st.number;
                break;
            }
        }
        f.where.push_back(p);
    }
    explanation->findings.push_back(std::move(f));
}

} // namespace stepline
