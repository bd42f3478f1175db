#pragma once

#include "ids.h"
#include "scope.h"

#include <cstdint>
#include <string>
#include <vector>

namespace stepline {

class Profile;
struct Step;

// What the collectives analysis reads: the communication kernels of each rank, and the rank's node.
// It holds no Profile, so it can be filled from loaded profiles or from a partial read of many
// .stepline files. Kernel columns are struct-of-arrays; each rank's kernels are a contiguous run
// sorted by start.
struct CollectiveInput
{
    struct RankEntry
    {
        int32_t rank = -1; // RankInfo::rank
        uint32_t node = 0; // index into nodes
        uint32_t begin = 0; // kernels [begin, end)
        uint32_t end = 0;
    };
    std::vector<RankEntry> ranks; // sorted by rank number
    std::vector<std::string> nodes; // in order of first appearance in `ranks`
    std::vector<std::string> kinds; // collective kinds ("AllReduce", ...)
    std::vector<std::string> groups; // process group names; groups[0] = "" = unknown

    std::vector<int64_t> startNs; // ns since job origin
    std::vector<int64_t> endNs;
    std::vector<uint32_t> kind; // index into kinds
    std::vector<uint32_t> group; // index into groups
    std::vector<int64_t> seq; // `Seq`, -1 when the trace has none
    std::vector<int64_t> bytes; // In msg nelems x dtype size, -1 when absent
    std::vector<EventId> event; // the kernel's slice (none when not read from a Profile)

    size_t kernelCount() const { return startNs.size(); }
    // Appends one kernel to the last rank entry (callers append rank by rank, in start order).
    void addKernel(int64_t start, int64_t end, uint32_t kindIndex, uint32_t groupIndex, int64_t seqValue,
        int64_t byteCount, EventId ev = {});
    uint32_t internKind(std::string_view name);
    uint32_t internGroup(std::string_view name);
    uint32_t internNode(std::string_view name);
};

// The communication kernels (METRICS.md "GPU time breakdown") of the scope's ranks, with
// `Process Group Name`, `Seq`, `In msg nelems` and `dtype` from the kernel's args or, where the
// kernel lacks them, its launching `record_param_comms` op (the op enclosing its launch call, or
// the op its External id names).
CollectiveInput collectiveInput(const Profile &profile, const Scope &scope = {});

// Size in bytes of one element of a trace `dtype` ("Float", "BFloat16", "c10::Half", "float32"),
// 0 when unknown.
int dtypeBytes(std::string_view dtype);

struct CollectiveOptions
{
    // Subtract each node's estimated clock offset from its ranks' kernel times before computing
    // arrivals (never done unless asked: `--align-collectives`, the window's checkbox).
    bool alignClocks = false;
};

// One matched collective: the same operation on every rank taking part.
struct Collective
{
    uint32_t kind = 0; // index into CollectiveAnalysis::kinds
    uint32_t group = 0; // index into CollectiveAnalysis::groups
    int64_t seq = -1; // matched by (group, Seq); -1: matched by order
    uint32_t ordinal = 0; // position among its kind and group (order matching), else 0
    uint32_t memberBegin = 0; // members [memberBegin, memberEnd), by rank number
    uint32_t memberEnd = 0;
    int64_t firstStartNs = 0; // min s (aligned when asked)
    int64_t lastStartNs = 0; // max s
    int64_t lastEndNs = 0; // max e
    int32_t lastRank = -1; // latest s, on a tie the highest rank number
    int64_t skewNs = 0; // max s - min s
    int64_t transferNs = 0; // median over ranks of e_r - max s
    int64_t delayNs = 0; // max s - second-latest s: what the last rank cost the others
    int64_t bytes = -1; // -1: absent
    double algbwGbps = -1; // bytes / transfer (GB/s = bytes/ns); -1: absent
    double busbwGbps = -1;
    uint32_t size() const { return memberEnd - memberBegin; }
};

struct CollectiveMember
{
    uint32_t rankEntry = 0; // index into CollectiveAnalysis::ranks
    uint32_t kernel = 0; // index into the input's kernel columns
    EventId event; // the kernel slice, when known
    int64_t startNs = 0; // s_r, aligned when asked
    int64_t endNs = 0; // e_r
    int64_t rawStartNs = 0; // s_r in the rank's own clock (profile time)
    int64_t waitNs = 0; // max s - s_r
};

struct RankCollectiveStats
{
    int32_t rank = -1;
    std::string node;
    uint64_t collectives = 0; // matched collectives it took part in
    int64_t waitNs = 0; // total wait
    uint64_t timesLast = 0;
    int64_t delayCausedNs = 0; // sum of delayNs over the collectives where it arrived last
    uint64_t unmatched = 0; // its communication kernels in no matched collective
};

// A node's clock against the first node (the node of the lowest rank number).
struct NodeClockOffset
{
    std::string node;
    int64_t offsetNs = 0; // median over collectives of (median end here - median end on the first)
    uint64_t collectives = 0; // matched collectives with ranks on both nodes; 0: offset unknown
};

// A collective kind that could not be matched, in plain English with the numbers.
struct CollectiveWarning
{
    std::string kind;
    std::string group;
    std::string message;
};

struct CollectiveAnalysis
{
    std::vector<std::string> kinds;
    std::vector<std::string> groups;
    std::vector<Collective> collectives; // by last arrival
    std::vector<CollectiveMember> members;
    std::vector<RankCollectiveStats> ranks; // one per input rank, by rank number
    std::vector<int32_t> stragglerRanking; // rank numbers by delay caused, descending (ties: rank)
    std::vector<NodeClockOffset> clockOffsets; // one per node, the first node first (offset 0)
    bool aligned = false;
    uint64_t communicationKernels = 0;
    uint64_t matchedKernels = 0;
    uint64_t unmatchedKernels = 0;
    std::vector<CollectiveWarning> warnings;

    // Several ranks have communication kernels: the analysis has something to say.
    bool applies() const;
    const RankCollectiveStats *rankStats(int32_t rank) const;
};

// METRICS.md "Collectives across ranks". Linear in the kernel count apart from one sort of the
// kernels that carry a Seq.
CollectiveAnalysis analyzeCollectives(const CollectiveInput &input, const CollectiveOptions &options = {});
CollectiveAnalysis analyzeCollectives(
    const Profile &profile, const Scope &scope = {}, const CollectiveOptions &options = {});

// A rank's host step as the cross-rank views need it: from a Profile (hostSteps()) or from a
// .stepline file's cross-rank block without the model.
struct CrossRankStep
{
    int32_t rank = -1;
    int64_t number = 0;
    int64_t tsNs = 0;
    int64_t durNs = 0;
};

// Everything the cross-rank analyses read, as plain values: every rank's communication kernels and
// host steps (by (rank, ts)), on one clock. Made from a Profile, or from the cross-rank blocks of
// a folder of .stepline files (which then covers ranks no loaded profile holds).
struct CrossRankData
{
    CollectiveInput input;
    std::vector<CrossRankStep> steps;
    int64_t originAbsNs = 0; // what time 0 is (absolute ns), to meet a profile's clock
};
CrossRankData crossRankData(const Profile &profile);
std::vector<CrossRankStep> crossRankSteps(const std::vector<Step> &steps);

// Wait share of each step: the part of each member's wait [s_r, max s) (in the rank's own clock)
// inside the step, summed per step. steps sorted by (rank, ts); the result is parallel to it.
std::vector<int64_t> stepWaitNs(const std::vector<CrossRankStep> &steps, const CollectiveAnalysis &analysis);
std::vector<int64_t> stepWaitNs(const std::vector<Step> &steps, const CollectiveAnalysis &analysis);

} // namespace stepline
