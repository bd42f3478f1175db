#pragma once

// The dependency graph of a whole job that `stepline whatif` replays (METRICS.md "What a fix would
// buy").
//
// Nodes are instants whose measured time is known:
//   * host points: the start and the end of every host event of a rank, merged over the rank's host
//     threads into one chain by time (a thread that waits for another, like the main thread in
//     loss.backward() waiting for the autograd thread, is then tied to it). Each point follows the
//     one before it by the measured host time between them, so host time keeps its length. A point
//     between two gaps of one class that no other edge needs (a launch call's start, a sync call's
//     end, a step's start and end) is no node: the gaps are one edge (nested operators and Python
//     frames), and the node after them names the event of the last non-empty gap;
//   * the start and the end of every GPU activity;
//   * one join per matched collective: when its last member arrived.
// Edges say "no earlier than pred + weight", weights chosen so the measured times are a solution
// with every node tight against at least one edge (a replay with nothing changed gives the trace
// back, to the nanosecond):
//   * host chain: point <- previous point, the measured gap; the gap's class (data loader, sync,
//     launch, host ops, host other) is what the rank's host threads were inside then, first match
//     wins, as in the idle causes;
//   * sync: the end of a host sync call (Synchronize, blocking memcpy, aten::item) <- the end of the
//     last GPU activity of its rank that ended inside the call, plus what the call did after it;
//     the call's chain edge then carries only the time it spent after the GPU was done;
//   * activity start <- its stream's previous activity end, its launch call's start (plus the
//     measured launch latency) and, when neither explains the start, the latest end on another
//     stream of the device (an event wait between streams). The binding one keeps its measured gap;
//     the others get their lower bound (0, or the rank's median launch latency);
//   * activity end <- its start plus its duration; for a member of a matched collective, the join
//     plus the member's transfer (e_r - max s), never before its own start;
//   * join <- every member's start;
//   * a step's end <- the end of the last-ending GPU activity launched inside the step (weight 0,
//     or the measured overhang when the work ran into the next step): a scenario that frees the
//     host cannot end a step before its GPU work.
// Structure and a topological order are built once; each scenario only changes weights or drops
// edges, so a replay is one pass over the edges in that order.
//
// Layout (it must stay well below the loaded model's size on a job of millions of events): struct
// of arrays, 16 bytes per node (event, the packed rank / kind / activity flags, the first pred
// edge, its place in the order) and 9 per edge (source, a 32-bit weight with the rare wider one in
// a side table, the packed edge kind and class); no per-event allocation after the build. Nodes
// are numbered as built, rank by rank and in time order within a rank's host chain or stream, and
// the topological order is found depth first over the preds, so it stays close to that numbering
// and a replay following it reads and writes near where it just did. Measured times are kept for
// the sources only: every other node is tight against an edge, so the replay with nothing changed
// gives them back.

#include "ids.h"

#include <climits>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace stepline {

class Profile;
struct CollectiveAnalysis;

// What a stretch of time was spent on (the critical path's classes, the host gaps' classes).
// HostOther is host time inside no host event: it is reported as host ops, but host_ops_half does
// not halve it (nothing says what it was).
enum class WhatIfClass : uint8_t {
    Compute,
    CommWait,
    CommTransfer,
    Launch,
    HostOps,
    DataLoader,
    Sync,
    HostOther
};
inline constexpr size_t kWhatIfClassCount = 7; // the reported classes (HostOther counts as HostOps)
// "compute", "comm_wait", "comm_transfer", "launch", "host_ops", "data_loader", "sync".
const char *whatIfClassKey(WhatIfClass c);

enum class WhatIfEdge : uint8_t {
    HostChain, // previous host point -> point (class: the gap's)
    SyncWait, // GPU activity end -> host sync call end
    Launch, // launch call start -> activity start
    Stream, // previous activity end on the stream -> activity start
    CrossStream, // another stream's activity end -> activity start
    Duration, // activity start -> activity end
    Arrival, // member start -> join
    Transfer, // join -> member end
    MemberStart, // member start -> member end (never ends before it starts)
    StepGpu, // end of the GPU work launched in a step -> the step's end
};

enum class WhatIfNodeKind : uint8_t { HostStart, HostEnd, GpuStart, GpuEnd, Join };

// Activity flags of a GPU start/end node.
enum WhatIfActivityFlag : uint8_t { kWhatIfMemcpy = 1, kWhatIfComm = 2, kWhatIfMember = 4 };

struct WhatIfGraph
{
    // Nodes: host points of rank 0, 1, ..., then GPU activity starts and ends, then joins.
    // A host node's event is the one whose gap ended there (see above).
    std::vector<EventId> event; // the slice (none for joins)
    // rankIndex << 8 | WhatIfNodeKind << 4 | WhatIfActivityFlag bits (GPU nodes); rankIndex is the
    // index into Profile::ranks() (joins: the last arrival's).
    std::vector<uint32_t> nodeInfo;

    // Edges, grouped by target: the preds of node n are [predBegin[n], predBegin[n + 1]).
    std::vector<uint32_t> predBegin;
    std::vector<uint32_t> edgeFrom;
    // Measured weight; kWideWeight: the weight is in wideWeights (it does not fit 32 bits).
    std::vector<int32_t> edgeWeight;
    std::vector<std::pair<uint32_t, int64_t>> wideWeights; // (edge, weight ns), by edge
    // WhatIfEdge | WhatIfClass << 4 (host chain and sync edges: the gap's class) | kEdgeMemcpy.
    std::vector<uint8_t> edgeType;

    // A topological order of the nodes: each comes after every node it has an edge from (the
    // nodes of a cycle come last, see cyclic).
    std::vector<uint32_t> order;

    static constexpr int32_t kWideWeight = INT32_MIN;
    static constexpr uint8_t kEdgeMemcpy = 0x80; // a Duration edge of a copy

    // Measured time (on the profile's clock) of every node without preds, by node.
    std::vector<std::pair<uint32_t, int64_t>> sourceTimes;

    // Steps: host ProfilerStep#N events, their start and end nodes and measured times.
    struct StepNodes
    {
        uint32_t rankIndex = 0;
        int32_t rank = -1;
        int64_t number = 0;
        uint32_t startNode = 0;
        uint32_t endNode = 0;
        int64_t startNs = 0;
        int64_t endNs = 0;
    };
    std::vector<StepNodes> steps;

    // Joins: one node per matched collective with a join.
    std::vector<uint32_t> joinNodes;

    // What the scenarios need, counted while building.
    uint64_t gpuActivities = 0;
    uint64_t launchLinked = 0; // activities with a launch call of their rank
    uint64_t getNextCalls = 0;
    uint64_t syncEdges = 0;
    uint64_t memcpys = 0;
    uint64_t commKernels = 0;
    uint64_t matchedCollectives = 0; // with a join
    int32_t topStraggler = -1; // rank number (CollectiveAnalysis::stragglerRanking[0]), -1: none
    uint32_t topStragglerIndex = ~0u; // its index into Profile::ranks()
    uint64_t stragglerCollectives = 0; // joins where the top straggler arrived last
    bool cyclic = false; // some nodes are on a cycle (they come last in order, in no topological order)
    size_t orderedNodes = 0; // nodes in the topological order (all unless cyclic)

    size_t nodeCount() const { return nodeInfo.size(); }
    size_t edgeCount() const { return edgeFrom.size(); }
    size_t memoryBytes() const;

    uint32_t rankIndex(uint32_t node) const { return nodeInfo[node] >> 8; }
    WhatIfNodeKind nodeKind(uint32_t node) const { return WhatIfNodeKind((nodeInfo[node] >> 4) & 0xF); }
    uint8_t activityFlags(uint32_t node) const { return uint8_t(nodeInfo[node] & 0xF); }
    WhatIfEdge edgeKind(uint32_t e) const { return WhatIfEdge(edgeType[e] & 0xF); }
    WhatIfClass edgeClass(uint32_t e) const { return WhatIfClass((edgeType[e] >> 4) & 0x7); }
    int64_t weightNs(uint32_t e) const
    {
        const int32_t w = edgeWeight[e];
        return w != kWideWeight ? w : wideWeight(e);
    }
    int64_t wideWeight(uint32_t e) const;
};

// Builds the graph of every rank of the profile. collectives: the job's matched collectives on the
// profile's clock (analyzeCollectives(profile)), or null to build without cross-rank edges.
WhatIfGraph buildWhatIfGraph(const Profile &profile, const CollectiveAnalysis *collectives);
// The same with the job's collectives (analyzeCollectives(profile)), found on a second thread while
// the ranks' host side is built when the profile is big enough to pay for one.
WhatIfGraph buildWhatIfGraph(const Profile &profile);

// How many graphs buildWhatIfGraph() has built in this process: a test's way to check that a
// caller replays a job once (the window: one what-if report per load).
uint64_t whatIfGraphsBuilt();

} // namespace stepline
