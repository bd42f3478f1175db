#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// Recoverable problems met while loading: each skipped or altered event is counted by kind, and
// the first few places are kept so the user can look at the bytes.
class LoadReport
{
public:
    static constexpr size_t kMaxSamples = 5;
    // A sample's byteOffset when the warning has no place in a file (counted while finalizing,
    // or read from a format without offsets).
    static constexpr uint64_t kNoOffset = ~uint64_t(0);

    struct Sample
    {
        uint32_t rank = 0; // which file
        uint64_t byteOffset = 0; // kNoOffset: none
        bool hasOffset() const { return byteOffset != kNoOffset; }
    };
    struct Entry
    {
        uint64_t count = 0;
        std::vector<Sample> first;
    };

    void add(const std::string &kind, uint32_t rank, uint64_t byteOffset, uint64_t count = 1);
    void merge(const LoadReport &other);

    uint64_t count(const std::string &kind) const;
    uint64_t total() const;
    const std::map<std::string, Entry> &entries() const { return m_entries; }

private:
    std::map<std::string, Entry> m_entries;
};

// Warning kinds shared by the loaders and finalize().
namespace warning {
inline const std::string kUnknownPhase = "unknown_phase";
inline const std::string kEndWithoutBegin = "end_without_begin";
inline const std::string kBeginWithoutEnd = "begin_without_end";
inline const std::string kMissingTs = "missing_ts";
inline const std::string kNegativeDuration = "negative_duration";
inline const std::string kFlowWithoutEnd = "flow_without_end";
inline const std::string kFlowWithoutStart = "flow_without_start";
inline const std::string kFlowUnbound = "flow_unbound";
inline const std::string kLaneSplit = "lane_split";
inline const std::string kBadEvent = "bad_event";
inline const std::string kUnmatchedGpuOp = "unmatched_gpu_op";
inline const std::string kTruncated = "truncated";
inline const std::string kIgnoredPhase = "ignored_phase";
// A job rank file without baseTimeNanoseconds (cut before its end) took the other ranks' base.
inline const std::string kBaseTimeBorrowed = "base_time_borrowed";
inline const std::string kBadNumber = "bad_number";
// A rank launched GPU work (runtime launch or memcpy calls) but has no GPU activity at all; the
// count is the number of launch calls (METRICS.md "Device of a rank").
inline const std::string kNoGpuActivity = "no_gpu_activity";

// What a warning means for the profile. DataLoss: events were skipped, cut, or changed (their
// time or place is not what the file said), or a whole side of the profile is missing; a profile
// with one of these is incomplete. ProducerNote: the file was read completely; the warning only
// describes how the producer writes traces (Kineto routinely writes flow starts without ends,
// GPU ops whose launch lies before the window, partially overlapping events on one row).
// Kinds not listed are DataLoss, so a new warning is never played down by mistake.
enum class WarningClass { DataLoss, ProducerNote };
WarningClass warningClass(const std::string &kind);
// One line of plain English for `stepline summary` (the GUI has its own translated texts).
std::string_view warningDescription(const std::string &kind);
} // namespace warning

// Not warnings: what a subset load (`--ranks`, `--window`) left out on purpose. Views show these
// as information, apart from the warnings.
namespace subset {
inline const std::string kRanksLeftOut = "subset_ranks_left_out";
inline const std::string kWindowEventsLeftOut = "subset_window_events_left_out";
// RankInfo::metadata key on every kept rank: {"ranks":[...],"window_ns":[from,to]} (JSON).
inline const std::string kMetadataKey = "stepline_subset";
inline bool isSubsetKind(const std::string &kind)
{
    return kind == kRanksLeftOut || kind == kWindowEventsLeftOut;
}
} // namespace subset

} // namespace stepline
