#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace stepline {

// METRICS.md Terms "Percentile": the p-th percentile of n values is the linear interpolation
// between the sorted values at position p * (n - 1) (numpy's default, "type 7"). The median is
// p = 0.5. This is the only percentile in the program: launch latency, steps, rules, explain and
// the dashboard all call it.
//
// p is a fraction in [0, 1] (0.95 for p95), clamped to that range. An empty input has no
// percentile: the double versions return NaN, the integer versions 0 (callers check for empty
// input and show the figure as absent).

// Over values already sorted ascending.
double percentileOfSorted(const double *sorted, size_t n, double p);
double percentileOfSorted(const std::vector<double> &sorted, double p);
double percentileOfSorted(const int64_t *sorted, size_t n, double p);
double percentileOfSorted(const std::vector<int64_t> &sorted, double p);

// Sorts a copy.
double percentile(std::vector<double> values, double p);

// Integer nanoseconds: the interpolated value rounded to the nearest ns (halves away from the
// lower value). The in-place form reorders `values` and runs in linear time (selection, no
// sort), for columns of millions of launches.
int64_t percentileNsOfSorted(const std::vector<int64_t> &sorted, double p);
int64_t percentileNsInPlace(std::vector<int64_t> &values, double p);
int64_t percentileNs(std::vector<int64_t> values, double p);

} // namespace stepline
