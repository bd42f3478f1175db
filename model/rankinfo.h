#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace stepline {

// One entry of Kineto's deviceProperties (CUDA) or its ROCm equivalent.
struct DeviceProperties
{
    int32_t id = -1;
    std::string name;
    int64_t totalGlobalMem = 0;
    int32_t computeMajor = 0;
    int32_t computeMinor = 0;
    int32_t numSms = 0;
    int32_t warpSize = 0;
    int32_t maxThreadsPerBlock = 0;
    std::string rawJson; // the whole object, for the information tab
};

// One trace file of a job (one training process).
struct RankInfo
{
    std::string file; // path as given to the loader
    int32_t rank = -1; // distributedInfo.rank, else from the file name, else sorted order
    std::string rankSource; // "distributedInfo", "file name" or "file order"
    std::string node; // host name; each rank is its own node when unknown
    std::string format; // "kineto-json" or "chrome-json"
    int32_t worldSize = 0;
    std::string backend; // distributedInfo.backend
    std::string distributedInfoJson;
    int64_t baseTimeNs = 0; // baseTimeNanoseconds, 0 when absent
    bool baseBorrowed = false; // the file had none; baseTimeNs is the other ranks' (a job folder)
    int64_t offsetNs = 0; // added to this file's ts (in ns) to get ns since job origin
    int64_t windowStartNs = 0; // METRICS.md window, ns since job origin; 0/0 when no events
    int64_t windowEndNs = 0;
    uint64_t fileBytes = 0;
    uint64_t events = 0; // complete + instant + counter events kept
    uint64_t warnings = 0; // warnings raised while loading this file
    bool truncated = false;
    uint64_t truncatedAtByte = 0;
    std::vector<DeviceProperties> devices;
    std::vector<std::pair<std::string, std::string>> metadata; // other top-level keys, raw JSON values
};

} // namespace stepline
