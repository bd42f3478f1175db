#pragma once

namespace stepline {

// The cores this process may run on (its affinity mask: taskset, a cgroup's cpuset), at least 1;
// the machine's count when the mask cannot be read.
int usableCores();

} // namespace stepline
