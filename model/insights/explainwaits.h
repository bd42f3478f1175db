#pragma once

// Waits charged to their cause (METRICS.md "Where a wait was caused").
//
// At a matched collective every rank r that arrived before the last one, L, waited [s_r, max s)
// (clipped to its kernel: memberWaitNs()).
// The exposed part of that wait on r's device (its exposed communication inside the interval, what
// exposed_comm_wait_us counts) was not lost to communication but to whatever L was doing in the
// same interval on L's clock: one of its idle causes (data loader, host ops, ...), exposed
// communication or memcpy of its own, or "busy" (computation: its GPU work took longer). The wait
// is shared out over those kinds in proportion to L's time in each, to the nanosecond.
//
// The explanation's exposed_comm finding keeps only what is not charged elsewhere (transfer, waits
// whose late rank is outside the analysis, waits behind the late rank's own exposed
// communication); every other kind's finding gets the charged time added to its lost time, as
// causedWaitNs, with its worst collectives as causedWaits. A "busy" finding is created when a late
// rank was computing. Waits of devices whose late rank is not in `gpu` stay exposed communication.
//
// Cost: per member of a collective, a binary search into two devices' segments and a walk over the
// segments inside its wait; fixed-size arrays per collective, no per-member allocation.

#include "explainfinding.h"

namespace stepline {

struct CollectiveAnalysis;

// gpu: analyzeGpuTime with segments and steps; analysis: the job's collectives on the profile's
// clock. Call before sortFindings() (explain() does).
void chargeWaitsToCauses(const GpuTimeAnalysis &gpu, const CollectiveAnalysis &analysis, Explanation *e);

// The advice of the "busy" cause: the late rank's GPU work took longer than its peers'.
std::string_view busyWaitAdvice();

// "data loader on rank 4: 80 ms at step 17; the 7 other ranks waited 560 ms at the next AllReduce"
// (cause label from the finding's cause key).
std::string waitPlaceText(const std::string &cause, const ExplainWaitPlace &place);

} // namespace stepline
