#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace stepline {

// Recoverable problems met while loading: each skipped or altered event is counted by kind, and
// the first few places are kept so the user can look at the bytes.
class LoadReport
{
public:
    static constexpr size_t kMaxSamples = 5;

    struct Sample
    {
        uint32_t rank = 0; // which file
        uint64_t byteOffset = 0;
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
