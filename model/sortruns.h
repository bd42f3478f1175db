#pragma once

#include <algorithm>
#include <cstddef>
#include <functional>
#include <iterator>

namespace stepline {

// Sorts [first, last) by less, for input that is mostly a few ascending runs: a profiler writes a
// thread's events in order of their ends (a parent after its children), correlation ids grow with
// the launches of each stream. Up to maxRuns runs are merged pairwise (linear per pass, log2(runs)
// passes) instead of sorted from scratch; more fall back to std::sort. For orders under which
// elements that compare equal are interchangeable (distinct keys, or plain values): the result is
// then the one std::sort gives.
template <typename It, typename Less> void sortFewRuns(It first, It last, Less less, size_t maxRuns = 32)
{
    if (last - first < 2)
        return;
    size_t runs = 1;
    for (It it = std::next(first); it != last; ++it) {
        if (less(*it, *std::prev(it)) && ++runs > maxRuns) {
            std::sort(first, last, less);
            return;
        }
    }
    auto runEnd = [&](It from) {
        It it = std::next(from);
        while (it != last && !less(*it, *std::prev(it)))
            ++it;
        return it;
    };
    while (runs > 1) {
        size_t merged = 0;
        for (It a = first; a != last;) {
            const It b = runEnd(a);
            ++merged;
            if (b == last)
                break;
            const It c = runEnd(b);
            std::inplace_merge(a, b, c, less);
            a = c;
        }
        runs = merged;
    }
}

template <typename It> void sortFewRuns(It first, It last)
{
    sortFewRuns(first, last, std::less<> {});
}

} // namespace stepline
