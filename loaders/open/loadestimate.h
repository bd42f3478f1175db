#pragma once

#include "memavailable.h"

#include <cstdint>
#include <string>

namespace stepline {

// What loading a file will take, estimated from their sizes before anything is parsed.
// JSON: inflated text size (plain: the file size; .gz: the gzip trailer's size field; .zst: the
// frame's content size; else 14x, the ratio of generated Kineto traces) / kJsonBytesPerEvent
// gives events, x kModelBytesPerEvent the model, x kJsonPeakFactor the peak while loading.
// .stepline: the raw sizes its block headers give (one seek per block) x kNativeModelFactor,
// peak x kNativePeakFactor. Nsight Systems exports: the rows of their event tables (one b-tree
// descent each, sqliteReportEventRows) x kNsysModelBytesPerEvent, peak x kNsysPeakFactor.
// Figures measured by stepline-bench (README, Benchmarks; nsys: stepline-bench nsys).
inline constexpr int64_t kJsonBytesPerEvent = 360; // generated Kineto JSON: 361-362 B/event
inline constexpr int64_t kModelBytesPerEvent = 56; // resident model: 55.8 B/event (.json and .gz)
inline constexpr double kJsonPeakFactor = 3.4; // peak RSS 486-504 MiB for a 149 MiB model
inline constexpr int64_t kCompressedRatio = 14; // .json.gz: 966 MiB from 69.5 MiB
inline constexpr double kNativeModelFactor = 2.5; // 22.3 MiB model from 9.26 MB of raw blocks
inline constexpr double kNativePeakFactor = 1.25; // 1.15-1.24x measured while opening
inline constexpr int64_t kNsysModelBytesPerEvent = 58; // 57.0-58.0 B/event (0.64 M and 1.9 M events)
inline constexpr double kNsysPeakFactor = 2.3; // `stepline summary`: peak RSS 252 MB for a 110 MB model
inline constexpr int64_t kNsysFileBytesPerRow = 64; // a SQLite file whose rows cannot be counted

struct LoadEstimate
{
    int64_t fileBytes = 0;
    int64_t events = 0;
    int64_t modelBytes = 0;
    int64_t peakBytes = 0;

    LoadEstimate &operator+=(const LoadEstimate &o)
    {
        fileBytes += o.fileBytes;
        events += o.events;
        modelBytes += o.modelBytes;
        peakBytes += o.peakBytes;
        return *this;
    }
};

LoadEstimate estimateFile(const std::string &path);
// The Nsight Systems formula above, for a SQLite file of fileBytes.
LoadEstimate estimateSqliteReport(const std::string &path, int64_t fileBytes);
// The JSON text whose estimated peak is peakBytes (the JSON formula above, solved for the text):
// what a .gz / .zst may inflate to when that much memory is left for it.
int64_t textBytesWithin(int64_t peakBytes);

} // namespace stepline
