#pragma once

// The load options as the command line and the subset dialog write them: --ranks and --window.
#include "loadoptions.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stepline {

// "0,3", "0-3,8" -> sorted unique ranks. False with a message on anything else.
bool parseRankList(std::string_view text, std::vector<int> *ranks, std::string *error);
// "2s", "1500ms", "300us", "250ns", "1.5" (plain number = seconds) -> ns. False when not a time.
bool parseTimeText(std::string_view text, int64_t *ns);
// "T0:T1" with times as above; T0 < T1 required. False with a message otherwise.
bool parseTimeWindow(std::string_view text, TimeWindow *window, std::string *error);
// "0,3" / "0-3,8" (ranges folded back), the inverse of parseRankList.
std::string formatRankList(const std::vector<int> &ranks);
// "2 s – 3 s" style, for messages.
std::string formatWindow(const TimeWindow &window);

} // namespace stepline
