#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace stepline {

// Equal-width bins over [minNs, minNs + binWidthNs * counts.size()); the last bin also holds maxNs.
struct Histogram
{
    int64_t minNs = 0;
    int64_t maxNs = 0;
    int64_t binWidthNs = 0;
    std::vector<uint64_t> counts;
    uint64_t total() const;
    int64_t binStart(size_t i) const { return minNs + int64_t(i) * binWidthNs; }
    // The bin that counts `value`: below minNs the first, past the last bin the last; -1 without
    // bins. Charts that list what a bin holds put each value where its count went.
    int binOf(int64_t value) const;
};

// Freedman-Diaconis: width h = 2 * IQR / n^(1/3) (quartiles as METRICS.md percentiles, percentile.h), bin
// count ceil((max - min) / h) clamped to [minBins, maxBins]; the width is then ceil((max - min) / bins), at
// least 1 ns. IQR 0 gives minBins. Empty input gives no bins.
Histogram freedmanDiaconis(std::vector<int64_t> values, int minBins = 5, int maxBins = 50);

// METRICS.md step outlier: longer than min(median + 3 * MAD, 2 * median); both medians are
// METRICS.md percentiles (p50), rounded to whole ns.
struct OutlierThreshold
{
    int64_t medianNs = 0;
    int64_t madNs = 0; // median absolute deviation
    int64_t thresholdNs = 0; // a value > thresholdNs is an outlier
    bool valid = false; // false for an empty input
};
OutlierThreshold outlierThreshold(const std::vector<int64_t> &values);

} // namespace stepline
