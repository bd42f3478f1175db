#include "percentile.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace stepline {

namespace {

// Position p * (n - 1) split into the lower index and the fraction towards the next value,
// computed as numpy does (p * (n - 1) in double, then floor).
struct Position
{
    size_t lo = 0;
    size_t hi = 0;
    double frac = 0;
};

Position positionOf(size_t n, double p)
{
    Position pos;
    if (!(p > 0)) // also NaN
        p = 0;
    p = std::min(p, 1.0);
    const double h = p * double(n - 1);
    pos.lo = std::min(size_t(std::floor(h)), n - 1);
    pos.hi = std::min(pos.lo + 1, n - 1);
    pos.frac = h - double(pos.lo);
    return pos;
}

int64_t interpolateNs(int64_t lo, int64_t hi, double frac)
{
    // hi >= lo; the difference fits in uint64 even for the extreme int64 values.
    const uint64_t diff = uint64_t(hi) - uint64_t(lo);
    const double step = std::floor(double(diff) * frac + 0.5);
    const uint64_t add = step >= double(diff) ? diff : uint64_t(step);
    return int64_t(uint64_t(lo) + add);
}

template <typename T> double interpolate(const T *sorted, size_t n, double p)
{
    if (n == 0)
        return std::numeric_limits<double>::quiet_NaN();
    const Position pos = positionOf(n, p);
    const double a = double(sorted[pos.lo]);
    const double b = double(sorted[pos.hi]);
    return pos.frac == 0 ? a : a + (b - a) * pos.frac;
}

} // namespace

double percentileOfSorted(const double *sorted, size_t n, double p)
{
    return interpolate(sorted, n, p);
}

double percentileOfSorted(const std::vector<double> &sorted, double p)
{
    return interpolate(sorted.data(), sorted.size(), p);
}

double percentileOfSorted(const int64_t *sorted, size_t n, double p)
{
    return interpolate(sorted, n, p);
}

double percentileOfSorted(const std::vector<int64_t> &sorted, double p)
{
    return interpolate(sorted.data(), sorted.size(), p);
}

double percentile(std::vector<double> values, double p)
{
    std::sort(values.begin(), values.end());
    return percentileOfSorted(values, p);
}

int64_t percentileNsOfSorted(const std::vector<int64_t> &sorted, double p)
{
    if (sorted.empty())
        return 0;
    const Position pos = positionOf(sorted.size(), p);
    return interpolateNs(sorted[pos.lo], sorted[pos.hi], pos.frac);
}

int64_t percentileNsInPlace(std::vector<int64_t> &values, double p)
{
    if (values.empty())
        return 0;
    const Position pos = positionOf(values.size(), p);
    const auto lo = values.begin() + std::ptrdiff_t(pos.lo);
    std::nth_element(values.begin(), lo, values.end());
    // Everything after lo is >= *lo: the next order statistic is their minimum.
    const int64_t a = *lo;
    const int64_t b = pos.hi > pos.lo ? *std::min_element(lo + 1, values.end()) : a;
    return interpolateNs(a, b, pos.frac);
}

int64_t percentileNs(std::vector<int64_t> values, double p)
{
    return percentileNsInPlace(values, p);
}

} // namespace stepline
