#include "nvtxsteps.h"

namespace stepline {

bool globMatch(std::string_view pattern, std::string_view text)
{
    // Greedy with one backtrack point (the last '*'): enough for '*' and '?' alone.
    size_t p = 0, t = 0;
    size_t starP = std::string_view::npos, starT = 0;
    while (t < text.size()) {
        if (p < pattern.size() && (pattern[p] == '?' || (pattern[p] != '*' && pattern[p] == text[t]))) {
            ++p;
            ++t;
        } else if (p < pattern.size() && pattern[p] == '*') {
            starP = p++;
            starT = t;
        } else if (starP != std::string_view::npos) {
            p = starP + 1;
            t = ++starT;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == '*')
        ++p;
    return p == pattern.size();
}

bool isProfilerStepName(std::string_view name)
{
    constexpr std::string_view kPrefix = "ProfilerStep#";
    if (name.size() <= kPrefix.size() || name.substr(0, kPrefix.size()) != kPrefix)
        return false;
    for (char c : name.substr(kPrefix.size())) {
        if (c < '0' || c > '9')
            return false;
    }
    return true;
}

} // namespace stepline
