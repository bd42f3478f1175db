#pragma once

// `stepline diff`'s operator efficiency part (METRICS.md "Operator efficiency"): the achieved
// TFLOP/s of every op signature found on both sides, and the mean MFU of each side's steps.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace stepline {

class Profile;
struct OpPerfAnalysis;

// One op signature of one profile, kept after the profile is freed (plain strings).
struct OpPerfTotal
{
    std::string name;
    std::string inputDims;
    std::string inputTypes;
    uint64_t count = 0;
    int64_t kernelNs = 0;
    double flops = 0; // all calls
    std::optional<double> pctOfRoof;
};

struct OpPerfTotals
{
    std::vector<OpPerfTotal> rows; // by (name, input dims, input types)
    std::optional<double> meanMfu; // over the steps that have one
    size_t mfuSteps = 0;
};

OpPerfTotals opPerfTotals(const Profile &profile, const OpPerfAnalysis &analysis);

struct OpPerfDelta
{
    std::string name;
    std::string inputDims;
    std::string inputTypes;
    int64_t baseKernelNs = 0;
    int64_t newKernelNs = 0;
    std::optional<double> baseTflops; // achieved TFLOP/s
    std::optional<double> newTflops;
    std::optional<double> basePctOfRoof;
    std::optional<double> newPctOfRoof;
};

struct OpPerfComparison
{
    std::vector<OpPerfDelta> both; // |kernel time delta| descending, then name
    size_t onlyBase = 0;
    size_t onlyNew = 0;
    std::optional<double> baseMfu;
    std::optional<double> newMfu;
};

OpPerfComparison compareOpPerf(const OpPerfTotals &base, const OpPerfTotals &next);

} // namespace stepline
