#pragma once

#include "demojobs.h"
#include "tracegenerator.h"

#include <QString>

#include <cstdint>

namespace stepline {

// The big data-parallel job the scale benchmarks load: nodes x GPUs rank files of about totalBytes of
// Kineto JSON in all, ranks that differ the way real ones do (a straggler GPU the others wait for
// in NCCL, data-loader stalls at different steps, their own start offsets and jitter).
struct ScaleJobSpec
{
    int nodes = 2;
    int gpusPerNode = 8;
    int64_t totalBytes = 4'000'000'000; // JSON over all ranks (uncompressed)
    int layers = 48;
    uint64_t seed = 2026112907;
    int stragglerRank = -2; // -2: the 4th GPU of the last node; -1: none
    int stragglerPercent = 12;
    bool gzip = false;
};

// Generator options for the job: every rank runs the same number of steps (data-parallel), chosen
// from the measured size of a short probe so the files total about spec.totalBytes.
TraceGenerator::Options scaleJobOptions(const ScaleJobSpec &spec);

// job.json for it (picker metadata).
JobMeta scaleJobMeta(const TraceGenerator::Options &options);

// TraceGenerator::writeJob() with up to `threads` rank files written at the same time (each rank
// is independent, so the bytes are the same as writeJob's), plus job.json.
TraceGenerator::JobResult writeScaleJob(
    const QString &dir, const TraceGenerator::Options &options, int threads);

} // namespace stepline
