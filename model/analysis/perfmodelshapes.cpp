#include "perfmodelshapes.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <utility>

namespace stepline::perfmodel {

namespace {

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

// Calls item(i) with i at each element of the JSON array t; item moves i past the element.
template <typename Item> void forEachArrayItem(std::string_view t, Item item)
{
    size_t i = 0;
    skipSpace(t, i);
    if (i >= t.size() || t[i] != '[')
        return;
    ++i;
    while (true) {
        skipSpace(t, i);
        if (i >= t.size() || t[i] == ']')
            break;
        item(i);
        skipSpace(t, i);
        if (i < t.size() && t[i] == ',')
            ++i;
        else
            break;
    }
}

} // namespace

std::vector<Dim> parseDims(std::string_view t)
{
    std::vector<Dim> out;
    forEachArrayItem(t, [&](size_t &i) {
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
    });
    return out;
}

std::vector<std::string> parseStrings(std::string_view t)
{
    std::vector<std::string> out;
    forEachArrayItem(t, [&](size_t &i) {
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
    });
    return out;
}

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

double prodList(std::string_view s)
{
    const std::vector<int64_t> v = parseIntList(s);
    double r = v.empty() ? 0 : 1;
    for (int64_t x : v)
        r *= double(x);
    return r;
}

double broadcastProduct(const Shape &a, const Shape &b, bool *compatible)
{
    double n = 1;
    for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const int64_t x = i < a.size() ? a[a.size() - 1 - i] : 1;
        const int64_t y = i < b.size() ? b[b.size() - 1 - i] : 1;
        if (x != y && x != 1 && y != 1)
            *compatible = false;
        n *= double(std::max(x, y));
    }
    return n;
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

Parsed parseArgs(const OpArgsText &args)
{
    Parsed p;
    p.dims = parseDims(args.inputDims);
    p.types = parseStrings(args.inputTypes);
    p.concrete = parseStrings(args.concrete);
    return p;
}

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

} // namespace stepline::perfmodel

namespace stepline {

int bytesPerElement(std::string_view typeName)
{
    const std::string t = perfmodel::lower(typeName);
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

} // namespace stepline
