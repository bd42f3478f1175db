#pragma once

// The order a what-if replay follows (whatifreplay.h): each node after every node it has an edge
// from.

#include "whatifgraph.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace stepline {

// A topological order of graph's nodes over its pred lists (*ordered: how many are in it); the
// nodes of a cycle (a damaged trace) come last.
std::vector<uint32_t> whatIfTopologicalOrder(const WhatIfGraph &graph, size_t *ordered);

} // namespace stepline
