#pragma once

#include "collectives.h"
#include "loaderror.h"
#include "profile.h"

#include <QString>
#include <QStringList>

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

// A job read only for the cross-rank analyses: one CollectiveInput for every rank of the files,
// times in ns since the earliest file origin, plus each rank's steps.
struct CrossRankStep
{
    int32_t rank = -1;
    int64_t number = 0;
    int64_t tsNs = 0;
    int64_t durNs = 0;
};

struct CrossRankJob
{
    CollectiveInput input;
    std::vector<CrossRankStep> steps; // by (rank, ts)
    int64_t originAbsNs = 0;
    int files = 0;
    int fullLoads = 0; // files without an XRNK block (older .stepline, traces): loaded whole, once
    uint64_t blockBytes = 0; // decompressed XRNK bytes read
};

// Reads every file: the XRNK block alone where the file has one, else the whole file (one at a
// time, its model dropped after extraction). Ranks are merged by rank number; two files with the
// same rank number are an error. False with *error set on the first file that cannot be read.
bool readCrossRankJob(const QStringList &files, CrossRankJob *job, LoadError *error);

// The .stepline files of a folder (sorted by name), or the path itself when it is a file.
QStringList crossRankFiles(const QString &path);

} // namespace stepline
