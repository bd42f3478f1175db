#pragma once

#include "ids.h"
#include "scope.h"

#include <cstdint>
#include <vector>

namespace stepline {

class Profile;

// Operators: host events of category cpu_op (legacy Operator), whatever row they sit on, grouped by
// exact name. Nested calls of one name each count (the total is inclusive time, like the trace's).
struct OperatorStat
{
    StringId name;
    uint64_t count = 0;
    int64_t totalNs = 0;
};

// One row per distinct name, total descending, ties by name.
std::vector<OperatorStat> operatorStats(const Profile &profile, const Scope &scope = {});

} // namespace stepline
