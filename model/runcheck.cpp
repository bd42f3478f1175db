#include "runcheck.h"

#include "profile.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <map>
#include <set>

namespace stepline {

namespace {

std::string lowered(std::string_view text)
{
    std::string out(text);
    std::transform(
        out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

bool contains(const std::string &text, std::string_view word)
{
    return text.find(word) != std::string::npos;
}

// Older CUDA drivers report bare model names: "A100-SXM4-40GB", "V100-PCIE-16GB", "H100 PCIe".
bool bareNvidiaModel(const std::string &name)
{
    if (name.size() < 3 || std::string_view("abhltv").find(name[0]) == std::string_view::npos)
        return false;
    size_t digits = 1;
    while (digits < name.size() && std::isdigit(static_cast<unsigned char>(name[digits])))
        ++digits;
    return digits >= 3 && (digits == name.size() || name[digits] == '-' || name[digits] == ' ');
}

template <typename Set> std::string joined(const Set &values)
{
    std::string out;
    for (const auto &v : values) {
        if (!out.empty())
            out += ", ";
        if constexpr (std::is_same_v<std::decay_t<decltype(v)>, std::string>)
            out += v;
        else
            out += std::to_string(v);
    }
    return out;
}

} // namespace

std::string gpuVendor(std::string_view deviceName)
{
    const std::string name = lowered(deviceName);
    if (contains(name, "amd") || contains(name, "radeon") || contains(name, "instinct")
        || name.starts_with("gfx"))
        return "AMD";
    if (contains(name, "intel"))
        return "Intel";
    if (contains(name, "nvidia") || contains(name, "tesla") || contains(name, "geforce")
        || contains(name, "quadro") || contains(name, "titan") || bareNvidiaModel(name))
        return "NVIDIA";
    return {};
}

std::vector<std::string> runMismatches(std::span<const RunTraceFacts> traces)
{
    std::vector<std::string> why;
    if (traces.size() < 2)
        return why;
    std::map<int32_t, int> filesOfRank;
    std::set<int32_t> worldSizes;
    std::set<std::string> vendors;
    int64_t firstNs = -1, lastNs = -1;
    for (const RunTraceFacts &t : traces) {
        if (t.rank >= 0)
            ++filesOfRank[t.rank];
        if (t.worldSize > 0)
            worldSizes.insert(t.worldSize);
        if (!t.vendor.empty())
            vendors.insert(t.vendor);
        if (t.startNs >= 0) {
            firstNs = firstNs < 0 ? t.startNs : std::min(firstNs, t.startNs);
            lastNs = std::max(lastNs, t.startNs);
        }
    }
    for (const auto &[rank, files] : filesOfRank)
        if (files > 1)
            why.push_back(std::to_string(files) + " traces say rank " + std::to_string(rank));
    if (worldSizes.size() > 1)
        why.push_back("world sizes " + joined(worldSizes) + " differ");
    if (firstNs >= 0 && lastNs - firstNs > kRunStartSpreadNs) {
        // Hours read well up to two days; runs collected weeks apart read better in days.
        const double hours = double(lastNs - firstNs) / 3.6e12;
        char apart[48];
        if (hours < 48)
            std::snprintf(apart, sizeof apart, "%.1f h", hours);
        else
            std::snprintf(apart, sizeof apart, "%.0f days", hours / 24);
        why.push_back(std::string("their starts are ") + apart + " apart");
    }
    if (vendors.size() > 1)
        why.push_back("GPU vendors " + joined(vendors) + " differ");
    return why;
}

std::vector<std::string> runMismatches(const Profile &profile)
{
    std::vector<RunTraceFacts> traces;
    for (const RankInfo &r : profile.ranks()) {
        RunTraceFacts t;
        // Only a rank number the trace itself states can clash; numbers from file names or file
        // order are unique by construction or say nothing about the run.
        t.rank = r.rankSource == "distributedInfo" ? r.rank : -1;
        t.worldSize = r.worldSize;
        if (!r.baseBorrowed && r.windowEndNs > r.windowStartNs)
            t.startNs = r.windowStartNs;
        for (const DeviceProperties &d : r.devices) {
            t.vendor = gpuVendor(d.name);
            if (!t.vendor.empty())
                break;
        }
        traces.push_back(std::move(t));
    }
    return runMismatches(std::span<const RunTraceFacts>(traces));
}

} // namespace stepline
