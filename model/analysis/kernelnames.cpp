#include "kernelnames.h"

#include <cxxabi.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>

namespace stepline {

namespace {

std::string demangled(std::string_view raw)
{
    if (raw.size() < 3 || raw.substr(0, 2) != "_Z")
        return std::string(raw);
    const std::string copy(raw);
    int status = 0;
    std::unique_ptr<char, decltype(&std::free)> text(
        abi::__cxa_demangle(copy.c_str(), nullptr, nullptr, &status), &std::free);
    return status == 0 && text ? std::string(text.get()) : copy;
}

// Removes every <...> group, nested ones included. Inside a group, '<' and '>' within parentheses
// are comparisons ("enable_if<((8)>(0))>"), and "->" is an arrow. False when the brackets do not
// balance.
bool withoutTemplateArguments(std::string_view in, std::string *out)
{
    out->clear();
    int depth = 0;
    int parens = 0; // open '(' inside the current group
    for (size_t i = 0; i < in.size(); ++i) {
        const char c = in[i];
        if (depth > 0 && c == '(') {
            ++parens;
        } else if (depth > 0 && c == ')') {
            parens = std::max(0, parens - 1);
        } else if (parens > 0) {
            continue;
        } else if (c == '<') {
            ++depth;
        } else if (c == '>' && !(i > 0 && in[i - 1] == '-')) {
            if (--depth < 0)
                return false;
        } else if (depth == 0) {
            out->push_back(c);
        }
    }
    return depth == 0;
}

void eraseAll(std::string *text, std::string_view what)
{
    for (size_t at = text->find(what); at != std::string::npos; at = text->find(what, at))
        text->erase(at, what.size());
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isHexDigit(char c)
{
    return isDigit(c) || (c >= 'a' && c <= 'f');
}

// Length of the vendor or architecture prefix `name` starts with, 0 when none.
size_t vendorPrefixLength(std::string_view name)
{
    static constexpr std::array<std::string_view, 6> kWords
        = { "ampere_", "turing_", "volta_", "hopper_", "blackwell_", "__amd_rocclr_" };
    for (std::string_view word : kWords) {
        if (name.substr(0, word.size()) == word)
            return word.size();
    }
    // lead + digits (+ one letter for sm) + '_'
    auto digitsThenUnderscore = [&](size_t lead, bool hex, bool letter) -> size_t {
        size_t i = lead;
        while (i < name.size() && (hex ? isHexDigit(name[i]) : isDigit(name[i])))
            ++i;
        if (i == lead)
            return 0;
        if (letter && i < name.size() && name[i] >= 'a' && name[i] <= 'z')
            ++i;
        return i < name.size() && name[i] == '_' ? i + 1 : 0;
    };
    if (name.substr(0, 2) == "sm")
        return digitsThenUnderscore(2, false, true);
    if (name.substr(0, 3) == "gfx")
        return digitsThenUnderscore(3, true, false);
    if (name.substr(0, 8) == "cutlass_")
        return digitsThenUnderscore(8, false, false);
    return 0;
}

} // namespace

std::string normalizeKernelName(std::string_view raw)
{
    const std::string full = demangled(raw);
    std::string name;
    if (!withoutTemplateArguments(full, &name))
        return std::string(raw);
    eraseAll(&name, "(anonymous namespace)::");
    if (const size_t paren = name.find('('); paren != std::string::npos)
        name.resize(paren);
    while (!name.empty() && name.back() == ' ')
        name.pop_back();
    if (const size_t space = name.rfind(' '); space != std::string::npos)
        name.erase(0, space + 1);

    const size_t colons = name.rfind("::");
    const size_t last = colons == std::string::npos ? 0 : colons + 2;
    if (const size_t prefix = vendorPrefixLength(std::string_view(name).substr(last));
        prefix > 0 && prefix < name.size() - last)
        name.erase(last, prefix);
    if (name.compare(last, 4, "rccl") == 0)
        name.replace(last, 4, "nccl");

    for (;;) {
        size_t i = name.size();
        while (i > last && isDigit(name[i - 1]))
            --i;
        if (i == name.size() || i <= last + 1 || (name[i - 1] != '_' && name[i - 1] != '.'))
            break;
        name.resize(i - 1);
    }
    return name.empty() ? std::string(raw) : name;
}

} // namespace stepline
