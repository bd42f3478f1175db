#pragma once

// A rank's host points (the starts and ends of its host events) in time order, for the what-if
// graph's host chain (whatifgraph.h).

#include <cstdint>
#include <vector>

namespace stepline::whatifbuild {

// A host point before sorting: one end of a host slice.
struct WhatIfHostPoint
{
    int64_t timeNs;
    uint32_t slice;
    uint8_t isEnd;
};

// Sorts by time, keeping the order of equal times (a radix sort: a rank's host points number
// millions, and a comparison sort of them was most of the graph's build). scratch: reused buffer.
void sortHostPointsByTime(std::vector<WhatIfHostPoint> &points, std::vector<WhatIfHostPoint> &scratch);

} // namespace stepline::whatifbuild
