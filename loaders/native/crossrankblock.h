#pragma once

#include "collectives.h"
#include "profile.h"

#include <string>
#include <vector>

namespace stepline {

// The "XRNK" block of a .stepline file (steplineformat.h; a minor addition older readers skip):
// what the cross-rank analyses need from each rank without its model. The job's originAbsNs,
// then per rank its number, node, host steps (number, start, duration) and communication kernels
// (start, end, collective kind, process group, Seq, bytes), times in ns since the file's origin:
//   svarint originAbsNs
//   varint kinds, str each;  varint groups, str each (the first is "", the unknown group)
//   varint ranks, per rank: svarint rank, str node,
//     varint steps, per step: svarint number, ts, dur
//     varint kernels, per kernel: svarint start, end; varint kind, group; svarint seq, bytes
std::string encodeCrossRankBlock(const Profile &profile);

// One rank as decoded, before the ranks of every file are put in rank order.
struct CrossRankPart
{
    int32_t rank = -1;
    std::string node;
    std::vector<CrossRankStep> steps;
    std::vector<int64_t> start, end, seq, bytes;
    std::vector<std::string> kind, group; // names, interned into the job when merged
};

// Decodes one XRNK block into its ranks' parts (and the file's origin); false when it is damaged.
bool decodeCrossRankBlock(const std::string &raw, int64_t *origin, std::vector<CrossRankPart> *parts);
// The same parts from a loaded profile (files without the block).
void crossRankParts(const Profile &profile, std::vector<CrossRankPart> *parts);

} // namespace stepline
