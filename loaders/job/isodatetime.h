#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace stepline {

// An ISO 8601 date or date and time ("2026-11-02", "2026-11-02T10:15:00.5+01:00"; without an
// offset or Z, local time) as ms since the epoch, UTC; none when the text is no such time. It
// accepts what job.json's "created" was read with before (QDateTime's ISO reading): fractions of
// the last field, 24:00, offsets with or without a colon.
std::optional<int64_t> parseIsoDateTimeMs(std::string_view text);

} // namespace stepline
