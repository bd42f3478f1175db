#include "histogram.h"

#include "percentile.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace stepline {

uint64_t Histogram::total() const
{
    uint64_t n = 0;
    for (uint64_t c : counts)
        n += c;
    return n;
}

int Histogram::binOf(int64_t value) const
{
    if (counts.empty() || binWidthNs <= 0)
        return -1;
    return int(std::clamp<int64_t>((value - minNs) / binWidthNs, 0, int64_t(counts.size()) - 1));
}

Histogram freedmanDiaconis(std::vector<int64_t> values, int minBins, int maxBins)
{
    Histogram hist;
    if (values.empty())
        return hist;
    minBins = std::max(minBins, 1);
    maxBins = std::max(maxBins, minBins);
    std::sort(values.begin(), values.end());
    hist.minNs = values.front();
    hist.maxNs = values.back();
    const int64_t range = hist.maxNs - hist.minNs;
    const double iqr = percentileOfSorted(values, 0.75) - percentileOfSorted(values, 0.25);
    int64_t bins = minBins;
    if (iqr > 0 && range > 0) {
        const double width = 2.0 * iqr / std::cbrt(double(values.size()));
        bins = std::clamp<int64_t>(int64_t(std::ceil(double(range) / width)), minBins, maxBins);
    }
    hist.binWidthNs = std::max<int64_t>(1, (range + bins - 1) / bins);
    hist.counts.assign(size_t(bins), 0);
    for (int64_t v : values)
        ++hist.counts[size_t(hist.binOf(v))];
    return hist;
}

OutlierThreshold outlierThreshold(const std::vector<int64_t> &values)
{
    OutlierThreshold t;
    if (values.empty())
        return t;
    std::vector<int64_t> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    t.medianNs = percentileNsOfSorted(sorted, 0.5);
    std::vector<int64_t> deviations;
    deviations.reserve(sorted.size());
    for (int64_t v : sorted)
        deviations.push_back(std::llabs(v - t.medianNs));
    std::sort(deviations.begin(), deviations.end());
    t.madNs = percentileNsOfSorted(deviations, 0.5);
    t.thresholdNs = std::min(t.medianNs + 3 * t.madNs, 2 * t.medianNs);
    t.valid = true;
    return t;
}

} // namespace stepline
