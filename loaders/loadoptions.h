#pragma once

#include "loadreport.h"
#include "profilebuilder.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <set>
#include <vector>

namespace stepline {

// A time range in ns relative to the job start as the timeline shows it (its 0: the earliest
// event of the whole job, all ranks, before any subset is taken).
struct TimeWindow
{
    int64_t fromNs = 0;
    int64_t toNs = 0;
};

// What part of a job to load. Empty = everything.
struct LoadOptions
{
    std::vector<int> ranks; // rank numbers to keep; empty keeps every rank
    std::optional<TimeWindow> window; // keep events overlapping [from, to]
    bool force = false; // skip the loader's "would not fit in memory" refusal

    bool isSubset() const { return !ranks.empty() || window.has_value(); }
};

// Report kinds a subset load adds: subset::kRanksLeftOut, kWindowEventsLeftOut (model/loadreport.h).

// "0,3", "0-3,8" -> sorted unique ranks. False with a message on anything else.
bool parseRankList(const QString &text, std::vector<int> *ranks, QString *error);
// "2s", "1500ms", "300us", "250ns", "1.5" (plain number = seconds) -> ns. False when not a time.
bool parseTimeText(const QString &text, int64_t *ns);
// "T0:T1" with times as above; T0 < T1 required. False with a message otherwise.
bool parseTimeWindow(const QString &text, TimeWindow *window, QString *error);
// "0,3" / "0-3,8" (ranges folded back), the inverse of parseRankList.
QString formatRankList(const std::vector<int> &ranks);
// "2 s – 3 s" style, for messages.
QString formatWindow(const TimeWindow &window);

// Rank number of a trace file read from its first bytes (distributedInfo.rank, inflating
// .gz/.zst as needed), else from its file name; -1 when neither says. Cheap: reads at most a few
// hundred KiB, so a job folder's rank files can be chosen before any is parsed.
int peekRank(const QString &path);

// What loading some files will take, estimated from their sizes before anything is parsed.
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
};
LoadEstimate estimateFile(const QString &path);
LoadEstimate estimateFiles(const QStringList &files);
// The JSON text whose estimated peak is peakBytes (the JSON formula above, solved for the text):
// what a .gz / .zst may inflate to when that much memory is left for it.
qint64 textBytesWithin(qint64 peakBytes);
// MemAvailable of /proc/meminfo in bytes, -1 when unknown; the environment variable
// STEPLINE_AVAILABLE_MEMORY (bytes) overrides it.
qint64 memAvailableBytes();

// Copies the events of `in` that pass the subset into `out` (a fresh builder), with absolute ns
// times (in's origin added back). `keepRank` are indexes into in.ranks(); empty keeps all.
// `absWindow` is absolute ns. Slices overlapping the window are kept whole (see README: their
// duration stays true and steps keep their length). Flows are kept when both ends are. Counts
// what was left out. The load report is carried over except lane splits, which out's finalize()
// counts again for the slices it keeps.
struct SubsetCounts
{
    uint64_t eventsLeftOut = 0; // slices + instants + counter samples outside the window
    uint64_t eventsKept = 0;
};
SubsetCounts copySubset(const Profile &in, const std::set<uint32_t> &keepRank,
    const std::optional<std::pair<int64_t, int64_t>> &absWindow, ProfileBuilder &out);

} // namespace stepline
