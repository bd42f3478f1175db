#include "summaryparts.h"

#include "jsontext.h"
#include "profile.h"
#include "textformat.h"

#include <cinttypes>
#include <cmath>

namespace stepline::detail {

namespace {

// A FLOP or byte count: an integer when it is one (the usual case), else the double.
SummaryJson count(double v)
{
    if (std::floor(v) == v && std::fabs(v) < 9e15)
        return int64_t(v);
    return v;
}

// A compact JSON text of the trace as its value (the text itself if it does not parse).
SummaryJson jsonValue(const std::string &text)
{
    if (text.empty())
        return nullptr;
    SummaryJson v = SummaryJson::parse(text, nullptr, false);
    return v.is_discarded() ? SummaryJson(text) : v;
}

template <typename T> SummaryJson optional(const std::optional<T> &v)
{
    return v ? SummaryJson(*v) : SummaryJson(nullptr);
}

SummaryJson rounded(const std::optional<double> &v, double scale)
{
    return v ? SummaryJson(std::round(*v * scale) / scale) : SummaryJson(nullptr);
}

std::string compact(double v, const char *unit)
{
    static const char *const kPrefix[] = { "", "K", "M", "G", "T", "P", "E" };
    int k = 0;
    while (std::fabs(v) >= 1000 && k < 6) {
        v /= 1000;
        ++k;
    }
    std::string out;
    appendf(&out, "%.3g %s%s", v, kPrefix[k], unit);
    return out;
}

} // namespace

SummaryJson opPerfJson(const Profile &profile, const OpPerfAnalysis &a)
{
    if (a.rows.empty())
        return nullptr;
    return jsonRows(a.rows, [&](const OpPerfRow &r, SummaryJson &row) {
        row["name"] = std::string(profile.str(r.name));
        row["category"] = std::string(opCategory(r.model));
        row["input_dims"] = jsonValue(r.inputDims);
        row["input_types"] = jsonValue(r.inputTypes);
        row["concrete_inputs"] = jsonValue(r.concrete);
        row["count"] = r.count;
        row["flops"] = count(r.flops);
        row["bytes"] = r.bytes ? count(*r.bytes) : SummaryJson(nullptr);
        row["kernel_us"] = us(r.kernelNs);
        row["tflops_per_s"] = rounded(r.tflopsPerS, 1e4);
        row["tb_per_s"] = rounded(r.tbPerS, 1e5);
        row["intensity"] = rounded(r.intensity, 1e3);
        row["bound"]
            = r.computeBound ? SummaryJson(*r.computeBound ? "compute" : "memory") : SummaryJson(nullptr);
        row["pct_of_roof"] = rounded(r.pctOfRoof, 100);
        row["over_peak"] = r.overPeak;
        row["precision"] = std::string(precisionKey(r.precision));
        row["above_roof_us"] = r.peakReason.empty() && !r.overPeak && r.roofNs > 0
            ? SummaryJson(us(r.aboveRoofNs()))
            : SummaryJson(nullptr);
        if (!r.peakReason.empty())
            row["peak_reason"] = r.peakReason;
    });
}

SummaryJson mfuJson(const OpPerfAnalysis &a)
{
    return jsonRows(a.mfu, [&](const StepMfu &m, SummaryJson &row) {
        row["rank"] = m.rank;
        row["step"] = m.step;
        row["flops"] = count(m.flops);
        row["mfu"] = rounded(m.mfu, 1e6);
        row["precision"] = std::string(precisionKey(m.precision));
        if (m.overPeak)
            row["over_peak"] = true;
        if (!m.mfu)
            row["reason"] = m.reason;
    });
}

SummaryJson opPerfPeaksJson(const OpPerfAnalysis &a)
{
    return jsonRows(a.devices, [&](const DevicePeakUse &d, SummaryJson &row) {
        row["rank"] = d.rank;
        row["device"] = d.device;
        row["name"] = d.name;
        if (d.peak) {
            row["bf16_tflops"] = d.peak->bf16;
            row["fp32_tflops"] = d.peak->fp32;
            row["tb_per_s"] = d.peak->tbPerS;
            row["source"] = std::string(d.peak->source);
        } else {
            row["source"] = nullptr;
            row["reason"] = "not in the peaks table: FLOPs and bytes without efficiency";
        }
    });
}

void opPerfText(std::string *out, const Profile &profile, const OpPerfAnalysis &a)
{
    if (a.rows.empty()) {
        if (!a.absentReason.empty())
            appendf(out, "\nOperator efficiency: not in this profile (%s)\n", a.absentReason.c_str());
        return;
    }
    appendf(out,
        "\nOperator efficiency (FLOPs and bytes per call from the ops' shapes; %s of %s kernel time "
        "modelled)\n",
        duration(a.modelledNs).c_str(), duration(a.kernelNs).c_str());
    for (const DevicePeakUse &d : a.devices) {
        if (d.peak)
            appendf(out, "  rank %d GPU %d %s: %.1f TFLOP/s bf16, %.1f fp32, %.2f TB/s (%s)\n", d.rank,
                d.device, d.name.c_str(), d.peak->bf16, d.peak->fp32, d.peak->tbPerS,
                std::string(d.peak->source).c_str());
        else
            appendf(out,
                "  rank %d GPU %d %s: not in the peaks table, no efficiency (--peak-tflops, --peak-tbps)\n",
                d.rank, d.device, d.name.empty() ? "(no name)" : d.name.c_str());
    }
    appendf(out, "  %-12s %8s %12s %10s %10s %10s %8s %8s  %s\n", "category", "calls", "kernel", "FLOP/call",
        "TFLOP/s", "TB/s", "bound", "of roof", "op and input dims");
    const size_t shown = std::min<size_t>(a.rows.size(), 15);
    for (size_t i = 0; i < shown; ++i) {
        const OpPerfRow &r = a.rows[i];
        std::string tf = r.tflopsPerS ? std::string() : "-", tb = r.tbPerS ? std::string() : "-";
        if (r.tflopsPerS)
            appendf(&tf, "%.2f", *r.tflopsPerS);
        if (r.tbPerS)
            appendf(&tb, "%.3f", *r.tbPerS);
        std::string pct = r.overPeak ? "over" : (r.pctOfRoof ? std::string() : "-");
        if (r.pctOfRoof)
            appendf(&pct, "%.1f%%", *r.pctOfRoof);
        const char *bound = r.computeBound ? (*r.computeBound ? "compute" : "memory") : "-";
        appendf(out, "  %-12s %8" PRIu64 " %12s %10s %10s %10s %8s %8s  %s %s\n",
            std::string(opCategory(r.model)).c_str(), r.count, duration(r.kernelNs).c_str(),
            compact(r.flops, "").c_str(), tf.c_str(), tb.c_str(), bound, pct.c_str(),
            std::string(profile.str(r.name)).c_str(), elide(r.inputDims, 60).c_str());
    }
    if (a.rows.size() > shown)
        appendf(out, "  ... %zu more signatures (--json lists all)\n", a.rows.size() - shown);
    if (a.unmodelledCalls > 0)
        appendf(out, "  %" PRIu64 " calls without figures: %s (%" PRIu64 ")\n", a.unmodelledCalls,
            a.reasons.front().first.c_str(), a.reasons.front().second);
    bool anyMfu = false;
    for (const StepMfu &m : a.mfu)
        anyMfu = anyMfu || m.mfu.has_value();
    if (!a.mfu.empty()) {
        out->append("  MFU per step:");
        size_t n = 0;
        for (const StepMfu &m : a.mfu) {
            if (n++ == 12) {
                out->append(" ...");
                break;
            }
            if (m.mfu)
                appendf(out, " %" PRId64 ":%.1f%%", m.step, *m.mfu * 100);
            else
                appendf(out, " %" PRId64 ":-", m.step);
        }
        if (!anyMfu)
            appendf(out, " (%s)", a.mfu.front().reason.c_str());
        out->append("\n");
    }
}

} // namespace stepline::detail
