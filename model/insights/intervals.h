#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace stepline::intervals {

using List = std::vector<std::pair<int64_t, int64_t>>; // [start, end)

// Sorts and merges overlapping or touching intervals; drops empty ones.
List unite(List list);
// a minus b; both sorted and disjoint.
List subtract(const List &a, const List &b);
// a intersected with b; both sorted and disjoint.
List intersect(const List &a, const List &b);
int64_t length(const List &list);

} // namespace stepline::intervals
