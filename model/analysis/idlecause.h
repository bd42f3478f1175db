#pragma once

// The causes of GPU idle time (METRICS.md "Why the GPU was idle"): what gputime.h reports and
// the host-side attribution (idlecauses.h) decides.

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace stepline {

enum class EventKind : uint8_t;

enum class IdleCause : uint8_t { Queued, Launch, DataLoader, Sync, HostOps, HostOther, Unattributed };
inline constexpr size_t kIdleCauseCount = 7;

// The JSON key ("queued", "launch", "data_loader", "sync", "host_ops", "host_other",
// "unattributed") and an English label ("Queued", "Launch", "Data loader", ...).
std::string_view idleCauseKey(IdleCause cause);
std::string_view idleCauseLabel(IdleCause cause);

// Host calls the cause rules look for (shared with the data-loader analysis).
bool isGetNextCall(std::string_view name); // METRICS.md "GetNext call"
bool isHostSyncCall(EventKind kind, std::string_view name); // METRICS.md the "sync" idle cause

} // namespace stepline
