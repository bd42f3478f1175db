#include "commkernel.h"

#include <cctype>

namespace stepline {

namespace {

bool containsNoCase(std::string_view text, std::string_view lowerNeedle)
{
    if (lowerNeedle.size() > text.size())
        return false;
    for (size_t i = 0; i + lowerNeedle.size() <= text.size(); ++i) {
        size_t k = 0;
        while (k < lowerNeedle.size()
            && char(std::tolower(static_cast<unsigned char>(text[i + k]))) == lowerNeedle[k])
            ++k;
        if (k == lowerNeedle.size())
            return true;
    }
    return false;
}

} // namespace

bool isCommunicationKernelName(std::string_view name)
{
    return containsNoCase(name, "nccl") || containsNoCase(name, "rccl")
        || name.find("cross_device_reduce") != std::string_view::npos;
}

std::string_view collectiveKindOfName(std::string_view name)
{
    constexpr std::string_view kMarker = "Kernel_";
    const size_t at = name.find(kMarker);
    if (at != std::string_view::npos) {
        const size_t begin = at + kMarker.size();
        size_t end = begin;
        while (end < name.size() && name[end] != '_' && name[end] != '(')
            ++end;
        if (end > begin)
            return name.substr(begin, end - begin);
    }
    const size_t paren = name.find('(');
    return paren == std::string_view::npos ? name : name.substr(0, paren);
}

} // namespace stepline
