#include "diffopperfreport.h"

#include "textformat.h"

#include <cmath>

namespace stepline::detail {

namespace {

using Json = nlohmann::ordered_json;

Json rounded(const std::optional<double> &v, double scale)
{
    return v ? Json(std::round(*v * scale) / scale) : Json(nullptr);
}

std::optional<double> minus(const std::optional<double> &a, const std::optional<double> &b)
{
    if (!a || !b)
        return std::nullopt;
    return *a - *b;
}

Json valueOf(const std::string &text)
{
    Json v = Json::parse(text, nullptr, false);
    return v.is_discarded() ? Json(text) : v;
}

std::string number(const std::optional<double> &v, const char *fmt)
{
    if (!v)
        return "-";
    std::string out;
    appendf(&out, fmt, *v);
    return out;
}

} // namespace

void addOpPerfDiff(Json &doc, const OpPerfComparison &c, size_t top)
{
    Json rows = Json::array();
    for (size_t i = 0; i < c.both.size() && (top == 0 || i < top); ++i) {
        const OpPerfDelta &d = c.both[i];
        Json row;
        row["name"] = d.name;
        row["input_dims"] = valueOf(d.inputDims);
        row["input_types"] = valueOf(d.inputTypes);
        row["base_kernel_us"] = double(d.baseKernelNs) / 1000.0;
        row["new_kernel_us"] = double(d.newKernelNs) / 1000.0;
        row["base_tflops_per_s"] = rounded(d.baseTflops, 1e4);
        row["new_tflops_per_s"] = rounded(d.newTflops, 1e4);
        row["delta_tflops_per_s"] = rounded(minus(d.newTflops, d.baseTflops), 1e4);
        row["base_pct_of_roof"] = rounded(d.basePctOfRoof, 100);
        row["new_pct_of_roof"] = rounded(d.newPctOfRoof, 100);
        rows.push_back(std::move(row));
    }
    doc["op_perf"] = std::move(rows);
    Json mfu;
    mfu["base_mean"] = rounded(c.baseMfu, 1e6);
    mfu["new_mean"] = rounded(c.newMfu, 1e6);
    mfu["delta"] = rounded(minus(c.newMfu, c.baseMfu), 1e6);
    doc["mfu"] = std::move(mfu);
}

void opPerfDiffText(std::string *out, const OpPerfComparison &c, size_t top)
{
    if (c.both.empty() && !c.baseMfu && !c.newMfu && c.onlyBase == 0 && c.onlyNew == 0)
        return;
    appendf(out,
        "\nOperator efficiency (achieved TFLOP/s per op signature on both sides; %zu only in BASE, %zu only "
        "in NEW)\n",
        c.onlyBase, c.onlyNew);
    appendf(out, "  MFU (mean over steps): BASE %s, NEW %s, delta %s\n",
        number(c.baseMfu ? std::optional<double>(*c.baseMfu * 100) : std::nullopt, "%.2f%%").c_str(),
        number(c.newMfu ? std::optional<double>(*c.newMfu * 100) : std::nullopt, "%.2f%%").c_str(),
        number(minus(c.newMfu, c.baseMfu) ? std::optional<double>(*minus(c.newMfu, c.baseMfu) * 100)
                                          : std::nullopt,
            "%+.2f pt")
            .c_str());
    if (c.both.empty())
        return;
    appendf(out, "  %12s %12s %10s %10s %10s  %s\n", "base kernel", "new kernel", "base TF/s", "new TF/s",
        "delta", "op and input dims");
    const size_t n = top == 0 ? c.both.size() : std::min(top, c.both.size());
    for (size_t i = 0; i < n; ++i) {
        const OpPerfDelta &d = c.both[i];
        appendf(out, "  %12s %12s %10s %10s %10s  %s %s\n", duration(d.baseKernelNs).c_str(),
            duration(d.newKernelNs).c_str(), number(d.baseTflops, "%.2f").c_str(),
            number(d.newTflops, "%.2f").c_str(), number(minus(d.newTflops, d.baseTflops), "%+.2f").c_str(),
            d.name.c_str(), elide(d.inputDims, 60).c_str());
    }
}

} // namespace stepline::detail
