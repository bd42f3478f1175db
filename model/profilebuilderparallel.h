#pragma once

#include "threadstart.h"

#include <cstddef>
#include <thread>
#include <utility>
#include <vector>

namespace stepline::detail {

// Whether ProfileBuilder's merge and finalize passes take a second thread for this many slices
// (ProfileBuilder::parallelFromSlices, and a second core to run on).
bool twoThreadsFor(size_t slices);

// Runs first and second: side by side (first on a second thread) when twoThreadsFor(slices), else
// one after the other.
template <typename First, typename Second> void runBoth(size_t slices, First &&first, Second &&second)
{
    if (twoThreadsFor(slices)) {
        std::thread helper = startThreadBeside(std::forward<First>(first));
        second();
        helper.join();
    } else {
        first();
        second();
    }
}

// Appends a merged builder's column to the receiving one and frees it at once, so that merging
// holds one builder's copy of a column at a time; f maps each value to the receiver's ids.
template <typename T, typename A> void moveAppend(std::vector<T, A> &dst, std::vector<T, A> &src)
{
    dst.insert(dst.end(), src.begin(), src.end());
    std::vector<T, A>().swap(src);
}
template <typename T, typename A, typename F>
void moveAppend(std::vector<T, A> &dst, std::vector<T, A> &src, F f)
{
    for (const T &v : src)
        dst.push_back(f(v));
    std::vector<T, A>().swap(src);
}

} // namespace stepline::detail
