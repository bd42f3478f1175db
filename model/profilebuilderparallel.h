#pragma once

#include <cstddef>

namespace stepline::detail {

// Whether ProfileBuilder's merge and finalize passes take a second thread for this many slices
// (ProfileBuilder::parallelFromSlices, and a second core to run on).
bool twoThreadsFor(size_t slices);

} // namespace stepline::detail
