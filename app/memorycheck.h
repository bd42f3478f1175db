#pragma once

#include "loadoptions.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace stepline {

// One trace file of a job as the subset dialog lists it.
struct RankFile
{
    QString path;
    int rank = -1; // peeked (loadoptions.h peekRank), else the sorted file order
    LoadEstimate estimate;
};

// The trace files PATH stands for (a folder's rank files, else PATH itself), with their ranks.
std::vector<RankFile> rankFilesOf(const QString &path);

// Would loading PATH (with a subset) fit in memory? Made before loading, from file sizes.
struct MemoryCheck
{
    LoadEstimate estimate; // what loading everything takes
    qint64 subsetPeakBytes = 0; // peak with the options applied (== estimate.peakBytes without)
    qint64 availableBytes = -1; // MemAvailable, -1 when unknown (then everything "fits")
    bool fits() const { return availableBytes < 0 || subsetPeakBytes <= availableBytes; }
};

// availableBytes < 0 reads /proc/meminfo; tests pass a value. With --ranks only the chosen rank
// files count. With --window the rank files are trimmed as they are parsed, so the peak is that
// of the files parsed at once (one per core) plus a share of the rest; a single file is parsed
// whole first, so a window does not lower its peak.
MemoryCheck checkMemory(const QString &path, const LoadOptions &options, qint64 availableBytes = -1);
MemoryCheck checkMemory(
    const std::vector<RankFile> &files, const LoadOptions &options, qint64 availableBytes, int threads);

// The command line's refusal: the estimate, the available memory and the options to use.
QString memoryRefusalText(const MemoryCheck &check, const QString &path);

} // namespace stepline
