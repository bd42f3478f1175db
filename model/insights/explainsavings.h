#pragma once

// What fixing each finding would buy (METRICS.md "What a fix would buy"): the what-if replay of the
// job under the scenario that removes the finding's cause, beside the time it lost. Time lost is
// not time saved: a wait off the critical path costs nothing to remove.
//
//   data_loader -> data_loader_zero, sync -> sync_zero, launch -> launch_zero,
//   host_ops -> host_ops_half, exposed_comm -> comm_half, exposed_memcpy -> exposed_memcpy_zero,
//   straggler -> straggler_on_time (the top straggler's finding only: the scenario puts that one
//   rank on time).
// Other causes (queued, host_other, unattributed, busy, efficiency findings) have no scenario: their
// saving is absent. Where the replay's self-check passes, findings are ranked by saving (those
// without one after, by time lost); where it does not, the order stays by time lost and the
// refusal is kept as the reason.

#include "explain.h"

#include <optional>

namespace stepline {

struct WhatIfReport;
enum class WhatIfScenario : uint8_t;

// The scenario that removes a finding's cause, if any.
std::optional<WhatIfScenario> scenarioForCause(std::string_view cause);

// Sets each finding's wouldSaveNs from report and, when its self-check passed, ranks by saving.
void applySavings(const WhatIfReport &report, Explanation *e);

} // namespace stepline
