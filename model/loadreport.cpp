#include "loadreport.h"

namespace stepline {

void LoadReport::add(const std::string &kind, uint32_t rank, uint64_t byteOffset, uint64_t count)
{
    Entry &e = m_entries[kind];
    e.count += count;
    if (e.first.size() < kMaxSamples)
        e.first.push_back({ rank, byteOffset });
}

void LoadReport::merge(const LoadReport &other)
{
    for (const auto &[kind, entry] : other.m_entries) {
        Entry &e = m_entries[kind];
        e.count += entry.count;
        for (const Sample &s : entry.first) {
            if (e.first.size() >= kMaxSamples)
                break;
            e.first.push_back(s);
        }
    }
}

uint64_t LoadReport::count(const std::string &kind) const
{
    auto it = m_entries.find(kind);
    return it == m_entries.end() ? 0 : it->second.count;
}

uint64_t LoadReport::total() const
{
    uint64_t n = 0;
    for (const auto &[kind, e] : m_entries)
        n += e.count;
    return n;
}

namespace warning {

WarningClass warningClass(const std::string &kind)
{
    if (kind == kFlowWithoutStart || kind == kFlowWithoutEnd || kind == kFlowUnbound || kind == kLaneSplit
        || kind == kUnmatchedGpuOp)
        return WarningClass::ProducerNote;
    // A --step-range pattern that found no range, or that ProfilerStep#N steps overruled: every
    // event was read; only the steps asked for are not there.
    if (kind == "step_range_unmatched" || kind == "step_range_ignored")
        return WarningClass::ProducerNote;
    return WarningClass::DataLoss;
}

std::string_view warningDescription(const std::string &kind)
{
    static const std::pair<const std::string *, std::string_view> kTexts[] = {
        { &kTruncated, "file ends early (truncated): the events before the cut were loaded" },
        { &kBadNumber, "events skipped: a number does not fit (e.g. \"ts\": 1e400)" },
        { &kBadEvent, "malformed events skipped" },
        { &kMissingTs, "events without a timestamp skipped" },
        { &kNegativeDuration, "events with a negative duration skipped" },
        { &kUnknownPhase, "events of an unknown phase skipped" },
        { &kIgnoredPhase, "events of an unsupported phase (samples, snapshots) skipped" },
        { &kEndWithoutBegin, "end events without a begin skipped" },
        { &kBeginWithoutEnd, "begin events without an end skipped" },
        { &kBaseTimeBorrowed, "a file without baseTimeNanoseconds took the other ranks' time base" },
        { &kNoGpuActivity, "launches, no GPU activity recorded: the GPU side was not traced" },
        { &kFlowWithoutStart, "flow ends without a start (Kineto writes them on calls that launch nothing)" },
        { &kFlowWithoutEnd, "flow starts without an end" },
        { &kFlowUnbound, "flow points on no event" },
        { &kLaneSplit, "partially overlapping events drawn on an extra lane" },
        { &kUnmatchedGpuOp, "GPU ops with no matching launch call in the trace" },
    };
    for (const auto &[name, text] : kTexts) {
        if (*name == kind)
            return text;
    }
    if (kind == "host_events_without_gpu") // Nsight Systems reports (loaders/nsys)
        return "host events of processes without GPU activity left out (no rank)";
    if (kind == "negative_duration_clamped") // Nsight Systems reports
        return "rows ending before their start kept with a duration of 0";
    if (kind == "step_range_unmatched")
        return "ranks where no NVTX range matches --step-range (they have no steps)";
    if (kind == "step_range_ignored")
        return "ranks with ProfilerStep#N steps, kept instead of the --step-range ranges";
    if (kind == "trailing_data")
        return "data after the end of the JSON ignored";
    if (kind == "skipped_file")
        return "files of the folder that could not be read";
    if (kind == "base_time_changed")
        return "a second, different baseTimeNanoseconds ignored";
    return {};
}

} // namespace warning

} // namespace stepline
