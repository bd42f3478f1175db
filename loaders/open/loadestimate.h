#pragma once

#include "memavailable.h"

#include <QString>

namespace stepline {

// What loading a file will take, estimated from their sizes before anything is parsed.
// JSON: inflated text size (plain: the file size; .gz: the gzip trailer's size field; .zst: the
// frame's content size; else 14x, the ratio of generated Kineto traces) / kJsonBytesPerEvent
// gives events, x kModelBytesPerEvent the model, x kJsonPeakFactor the peak while loading.
// .stepline: the raw sizes its block headers give (one seek per block) x kNativeModelFactor,
// peak x kNativePeakFactor. Figures measured by stepline-bench (README, Benchmarks).
inline constexpr qint64 kJsonBytesPerEvent = 360; // generated Kineto JSON: 361-362 B/event
inline constexpr qint64 kModelBytesPerEvent = 56; // resident model: 55.8 B/event (.json and .gz)
inline constexpr double kJsonPeakFactor = 3.4; // peak RSS 486-504 MiB for a 149 MiB model
inline constexpr qint64 kCompressedRatio = 14; // .json.gz: 966 MiB from 69.5 MiB
inline constexpr double kNativeModelFactor = 2.5; // 22.3 MiB model from 9.26 MB of raw blocks
inline constexpr double kNativePeakFactor = 1.25; // 1.15-1.24x measured while opening

struct LoadEstimate
{
    qint64 fileBytes = 0;
    qint64 events = 0;
    qint64 modelBytes = 0;
    qint64 peakBytes = 0;

    LoadEstimate &operator+=(const LoadEstimate &o)
    {
        fileBytes += o.fileBytes;
        events += o.events;
        modelBytes += o.modelBytes;
        peakBytes += o.peakBytes;
        return *this;
    }
};

LoadEstimate estimateFile(const QString &path);
// The JSON text whose estimated peak is peakBytes (the JSON formula above, solved for the text):
// what a .gz / .zst may inflate to when that much memory is left for it.
qint64 textBytesWithin(qint64 peakBytes);

} // namespace stepline
