#pragma once

// The shared readers of the perf model (perfmodel.h): a call's `Input Dims`, `Input type` and
// `Concrete Inputs` texts parsed once into shapes, type names and concrete values, the helpers every
// op kind's model builds its OpCost with, and the per-kind models (one file each: perfmodelgemm,
// perfmodelattention, perfmodelconv, perfmodelelementwise, perfmodelnorm, perfmodelinductor).

#include "perfmodeltypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline::perfmodel {

using Shape = std::vector<int64_t>;

// One entry of `Input Dims`: a flat list of sizes is a tensor's shape ([] for a scalar or an absent
// tensor); anything else (a nested TensorList, a number) has no shape.
struct Dim
{
    bool isShape = false;
    Shape shape;
    bool nonEmpty() const { return isShape && !shape.empty(); }
};

std::vector<Dim> parseDims(std::string_view t);
// A JSON array of strings (`Input type`, `Concrete Inputs`); other entries become their text.
std::vector<std::string> parseStrings(std::string_view t);
// "[1, 2]" or "3" as integers (a Concrete Inputs list); empty on anything else.
std::vector<int64_t> parseIntList(std::string_view s);
// "[True, False]" as booleans.
std::vector<bool> parseBoolList(std::string_view s);
bool isTrue(std::string_view s);
// The product of a shape's sizes (1 for []), and of a Concrete Inputs list (0 when it is empty).
double prod(const Shape &s);
double prodList(std::string_view s);
// The element count of a and b broadcast together (sizes aligned from the right, the larger of
// each pair); *compatible false when a pair differs and neither is 1.
double broadcastProduct(const Shape &a, const Shape &b, bool *compatible);
// A Concrete Inputs number such as "1e9" or "\"2.5\""; nullopt unless finite and >= 0.
std::optional<double> number(std::string_view t);
std::string lower(std::string_view s);
Precision precisionOfType(std::string_view type);

// One call's args, parsed; out-of-range positions read as absent.
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
Parsed parseArgs(const OpArgsText &args);

// A call without a model, and why; a modelled one, its precision from the compute type's name.
OpCost fail(std::string reason);
OpCost done(double flops, std::optional<double> bytes, std::string_view computeType);
// elems * bpe, absent when the type's size is unknown.
std::optional<double> sized(double elems, int bpe);

// The per-kind models, each over its op kinds of OpModel ("no model" for the others).
// The position of a GEMM's first matrix operand in Input Dims (the second follows it).
std::optional<size_t> gemmFirstOperand(OpModel model);
OpCost gemmModel(OpModel model, const Parsed &p);
OpCost attentionModel(OpModel model, const Parsed &p);
OpCost convModel(OpModel model, const Parsed &p);
OpCost unaryModel(const Parsed &p);
OpCost binaryModel(const Parsed &p);
OpCost reduceModel(std::string_view name, const Parsed &p);
OpCost softmaxModel(bool backward, const Parsed &p);
OpCost normModel(OpModel model, const Parsed &p);
OpCost inductorModel(std::string_view name, const Parsed &p);

} // namespace stepline::perfmodel
