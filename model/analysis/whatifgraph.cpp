#include "whatifgraph.h"

#include <algorithm>
#include <array>

namespace stepline {

const char *whatIfClassKey(WhatIfClass c)
{
    static constexpr std::array<const char *, kWhatIfClassCount + 1> kKeys = { "compute", "comm_wait",
        "comm_transfer", "launch", "host_ops", "data_loader", "sync", "host_other" };
    return kKeys[size_t(c)];
}

size_t WhatIfGraph::memoryBytes() const
{
    return sourceTimes.capacity() * sizeof(std::pair<uint32_t, int64_t>) + event.capacity() * sizeof(EventId)
        + order.capacity() * sizeof(uint32_t) + nodeInfo.capacity() * sizeof(uint32_t)
        + predBegin.capacity() * sizeof(uint32_t) + edgeFrom.capacity() * sizeof(uint32_t)
        + edgeWeight.capacity() * sizeof(int32_t) + edgeType.capacity()
        + wideWeights.capacity() * sizeof(std::pair<uint32_t, int64_t>) + steps.capacity() * sizeof(StepNodes)
        + joinNodes.capacity() * sizeof(uint32_t);
}

int64_t WhatIfGraph::wideWeight(uint32_t e) const
{
    const auto it = std::lower_bound(
        wideWeights.begin(), wideWeights.end(), std::pair<uint32_t, int64_t>(e, INT64_MIN));
    return it != wideWeights.end() && it->first == e ? it->second : 0;
}

} // namespace stepline
