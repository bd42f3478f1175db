#include "warningtext.h"

#include "common/timeformat.h"

namespace stepline {

QString WarningText::kindText(const std::string &kind)
{
    using namespace warning;
    if (kind == kTruncated)
        return tr("file ends early (truncated)");
    if (kind == kBadNumber)
        return tr("events skipped for a bad number (a ts, dur, pid or tid that is not a usable number, such "
                  "as 1e400)");
    if (kind == kBadEvent)
        return tr("malformed events skipped");
    if (kind == kMissingTs)
        return tr("events without a timestamp skipped");
    if (kind == kNegativeDuration)
        return tr("events with a negative duration skipped");
    if (kind == kUnknownPhase)
        return tr("events of an unknown phase skipped");
    if (kind == kIgnoredPhase)
        return tr("events of an unsupported phase (samples, snapshots) skipped");
    if (kind == kEndWithoutBegin)
        return tr("end events without a begin");
    if (kind == kBeginWithoutEnd)
        return tr("begin events without an end");
    if (kind == kBaseTimeBorrowed)
        return tr("files without baseTimeNanoseconds, aligned with the other ranks' time base");
    if (kind == kNoGpuActivity)
        return tr("GPU side not traced");
    if (kind == kFlowWithoutStart)
        return tr("flow ends without a start (written on calls that launch nothing)");
    if (kind == kFlowWithoutEnd)
        return tr("flow starts without an end");
    if (kind == kFlowUnbound)
        return tr("flow points on no event");
    if (kind == kLaneSplit)
        return tr("partially overlapping events drawn on an extra lane");
    if (kind == kUnmatchedGpuOp)
        return tr("GPU ops with no matching launch call in the trace");
    if (kind == "host_events_without_gpu")
        return tr("host events of processes without GPU activity left out (no rank)");
    if (kind == "negative_duration_clamped")
        return tr("rows ending before their start kept with a duration of 0");
    if (kind == "step_range_unmatched")
        return tr("ranks where no NVTX range matches the step range (they have no steps)");
    if (kind == "step_range_ignored")
        return tr("ranks with ProfilerStep#N steps, kept instead of the step range's ranges");
    if (kind == "trailing_data")
        return tr("data after the end of the JSON ignored");
    if (kind == "skipped_file")
        return tr("files of the folder that could not be read");
    if (kind == "base_time_changed")
        return tr("a second, different baseTimeNanoseconds ignored");
    return QString::fromStdString(kind);
}

QString WarningText::firstPlace(const LoadReport::Entry &entry)
{
    if (entry.first.empty() || !entry.first.front().hasOffset())
        return tr("no byte offset (counted after reading)");
    return tr("first at byte %1 of rank %2")
        .arg(entry.first.front().byteOffset)
        .arg(entry.first.front().rank);
}

QString WarningText::line(const std::string &kind, const LoadReport::Entry &entry)
{
    if (kind == warning::kNoGpuActivity)
        return tr("%1 launches, no GPU activity recorded: the GPU side was not traced (%2)")
            .arg(formatCount(qint64(entry.count)), firstPlace(entry));
    return tr("%1: %2 (%3)").arg(kindText(kind), formatCount(qint64(entry.count)), firstPlace(entry));
}

QString WarningText::dataLossHeading()
{
    return tr("Data skipped, cut or changed:");
}

QString WarningText::producerNoteHeading()
{
    return tr("Notes on how the trace was written (nothing lost):");
}

} // namespace stepline
