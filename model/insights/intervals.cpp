#include "intervals.h"

#include <algorithm>

namespace stepline::intervals {

List unite(List list)
{
    std::sort(list.begin(), list.end());
    List out;
    for (const auto &[s, e] : list) {
        if (e <= s)
            continue;
        if (!out.empty() && s <= out.back().second)
            out.back().second = std::max(out.back().second, e);
        else
            out.push_back({ s, e });
    }
    return out;
}

List subtract(const List &a, const List &b)
{
    List out;
    size_t j = 0;
    for (auto [s, e] : a) {
        while (j < b.size() && b[j].second <= s)
            ++j;
        size_t k = j;
        while (k < b.size() && b[k].first < e) {
            if (b[k].first > s)
                out.push_back({ s, b[k].first });
            s = std::max(s, b[k].second);
            ++k;
        }
        if (s < e)
            out.push_back({ s, e });
    }
    return out;
}

List intersect(const List &a, const List &b)
{
    List out;
    size_t i = 0;
    size_t j = 0;
    while (i < a.size() && j < b.size()) {
        const int64_t s = std::max(a[i].first, b[j].first);
        const int64_t e = std::min(a[i].second, b[j].second);
        if (s < e)
            out.push_back({ s, e });
        if (a[i].second < b[j].second)
            ++i;
        else
            ++j;
    }
    return out;
}

int64_t length(const List &list)
{
    int64_t total = 0;
    for (const auto &[s, e] : list)
        total += e - s;
    return total;
}

} // namespace stepline::intervals
