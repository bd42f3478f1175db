#pragma once

#include <QString>

#include <cstdint>
#include <optional>
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

} // namespace stepline
