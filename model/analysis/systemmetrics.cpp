#include "systemmetrics.h"

#include "profile.h"
#include "utilization.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <map>
#include <set>
#include <string_view>

namespace stepline {

namespace {

// The process name the SageMaker Debugger loader (loaders/smdebug.cpp) gives its metrics rows; the
// insights read the same rows by the same prefix.
constexpr std::string_view kSystemProcessPrefix = "System metrics";

bool equalsIgnoringCase(std::string_view a, std::string_view b)
{
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
        return std::tolower(static_cast<unsigned char>(x)) == std::tolower(static_cast<unsigned char>(y));
    });
}

std::string_view dimensionOf(SystemMetric metric)
{
    return metric == SystemMetric::CpuUtilization ? "CPUUtilization" : "GPUUtilization";
}

bool isMetricSeries(const Profile &profile, const CounterSeries &series, SystemMetric metric)
{
    const std::string_view process = profile.str(profile.process(series.process).name);
    if (process.substr(0, kSystemProcessPrefix.size()) != kSystemProcessPrefix)
        return false;
    const std::string_view name = profile.str(series.name);
    const size_t dot = name.rfind('.');
    return dot != std::string_view::npos && equalsIgnoringCase(name.substr(0, dot), dimensionOf(metric));
}

// Bin of ts in [start, start + length] cut into n bins with the binEdgeNs() edges (the
// UtilizationSeries convention); ts == start + length goes to the last bin.
int binOf(int64_t ts, int64_t start, int64_t length, int n)
{
    const double guess = double(ts - start) * double(n) / double(length);
    int i = std::clamp(int(guess), 0, n - 1);
    // The double guess can be one off at the edges; the integer edges decide.
    auto edge = [&](int k) { return binEdgeNs(start, start + length, k, n); };
    while (i > 0 && ts < edge(i))
        --i;
    while (i + 1 < n && ts >= edge(i + 1))
        ++i;
    return i;
}

} // namespace

bool hasSystemMetric(const Profile &profile, SystemMetric metric)
{
    for (const CounterSeries &series : profile.counters().series) {
        if (series.end > series.begin && isMetricSeries(profile, series, metric))
            return true;
    }
    return false;
}

std::vector<SystemUtilization> systemUtilization(
    const ScopedProfile &scoped, SystemMetric metric, int64_t startNs, int64_t endNs, int binCount)
{
    const Profile &profile = scoped.profile();
    const int n = std::max(1, binCount);
    const ScopeFilter &filter = scoped.filter();
    const auto &ranks = profile.ranks();
    std::set<std::string> nodes;
    for (uint32_t r = 0; r < ranks.size(); ++r) {
        if (filter.includesRank(r))
            nodes.insert(ranks[r].node);
    }
    const CounterTable &counters = profile.counters();
    std::map<std::string, std::vector<const CounterSeries *>> byNode;
    for (const CounterSeries &series : counters.series) {
        if (series.end <= series.begin || series.rank >= ranks.size())
            continue;
        const std::string &node = ranks[series.rank].node;
        if (nodes.count(node) && isMetricSeries(profile, series, metric))
            byNode[node].push_back(&series);
    }
    if (byNode.empty())
        return {};

    if (endNs <= startNs) {
        // No host window to share: span the selected nodes' samples (series are sorted by ts).
        startNs = std::numeric_limits<int64_t>::max();
        endNs = std::numeric_limits<int64_t>::min();
        for (const auto &entry : byNode) {
            for (const CounterSeries *series : entry.second) {
                startNs = std::min(startNs, counters.ts[series->begin]);
                endNs = std::max(endNs, counters.ts[series->end - 1]);
            }
        }
        if (endNs <= startNs)
            endNs = startNs + 1; // one timestamp: one bin holds it
    }
    const int64_t length = endNs - startNs;

    std::vector<SystemUtilization> out;
    for (const auto &[node, seriesList] : byNode) {
        SystemUtilization curve;
        curve.node = node;
        curve.startNs = startNs;
        curve.endNs = endNs;
        std::vector<double> sums(size_t(n), 0.0);
        curve.sampleCounts.assign(size_t(n), 0);
        for (const CounterSeries *series : seriesList) {
            bool contributed = false;
            for (uint32_t i = series->begin; i < series->end; ++i) {
                const int64_t ts = counters.ts[i];
                if (ts < startNs || ts > endNs)
                    continue;
                const int bin = binOf(ts, startNs, length, n);
                sums[size_t(bin)] += counters.value[i];
                ++curve.sampleCounts[size_t(bin)];
                ++curve.samples;
                contributed = true;
            }
            curve.series += contributed ? 1 : 0;
        }
        curve.fractions.assign(size_t(n), 0.0);
        for (size_t b = 0; b < size_t(n); ++b) {
            if (curve.sampleCounts[b] > 0)
                curve.fractions[b] = sums[b] / double(curve.sampleCounts[b]) / 100.0;
        }
        out.push_back(std::move(curve));
    }
    return out;
}

std::vector<SystemUtilization> systemUtilization(const Profile &profile, const Scope &scope,
    SystemMetric metric, int64_t startNs, int64_t endNs, int binCount)
{
    return systemUtilization(ScopedProfile(profile, scope), metric, startNs, endNs, binCount);
}

} // namespace stepline
