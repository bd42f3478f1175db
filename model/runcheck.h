#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

class Profile;

// Whether a set of traces can be the ranks of one training run. They are one run only when no two
// claim the same rank, they agree on the world size, they started within kRunStartSpreadNs of each
// other and their GPUs come from one vendor. The job picker asks it of a folder's quick facts
// (before listing the folder as one job) and the load banner of a loaded profile's ranks, so the
// two give the same verdict in the same words.
struct RunTraceFacts
{
    int32_t rank = -1; // distributedInfo.rank, -1 when the trace does not say
    int32_t worldSize = 0; // 0 when the trace does not say
    int64_t startNs = -1; // wall clock (or any clock shared by the traces) of the first event; -1 unknown
    std::string vendor; // gpuVendor() of the trace's devices; empty when unknown or none
};

inline constexpr int64_t kRunStartSpreadNs = int64_t(60 * 60) * 1000000000LL;

// Why the traces are not one run, one plain-English reason per line ("3 traces say rank 0",
// "world sizes 2, 4 differ", "their starts are 1.5 h apart" (or "12 days"), "GPU vendors AMD, NVIDIA
// differ"); empty when they may be. Fewer than two traces are always one run.
std::vector<std::string> runMismatches(std::span<const RunTraceFacts> traces);

// The same of a loaded profile's ranks (their rank numbers as loaded, their first events on the
// job's clock, their deviceProperties names). A rank whose clock was borrowed from the others
// tells nothing about time.
std::vector<std::string> runMismatches(const Profile &profile);

// "NVIDIA", "AMD" or "Intel" from a deviceProperties name ("NVIDIA H100 80GB HBM3",
// "AMD Instinct MI300X", "Tesla V100-SXM2-16GB"); empty when the name does not tell.
std::string gpuVendor(std::string_view deviceName);

} // namespace stepline
