#pragma once

// The load options as the command line and the subset dialog write them: --ranks and --window.
#include "loadoptions.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace stepline {

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
