#pragma once

#include <QString>

#include <cstdint>

namespace stepline {

// Human-readable times with adaptive units (ns, µs, ms, s) and the locale's thousands separators,
// used by every tooltip, label and ruler so the same duration always reads the same.
QString formatDuration(int64_t ns, int significantDecimals = 3);
// Exact value in µs with 3 decimals and thousands separators ("1,234.567 µs").
QString formatMicrosExact(int64_t ns);
// A count with thousands separators.
QString formatCount(qint64 n);
// Bytes with binary units (KiB, MiB, GiB).
QString formatBytes(qint64 bytes);

} // namespace stepline
