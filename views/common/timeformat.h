#pragma once

#include <QString>

#include <cstdint>

namespace stepline {

// The unit durations are shown in (the "Time units" setting). Auto picks per value. The window
// owns the setting and hands it to its views (their setTimeUnit()); what the model and the
// command line print, and a view nobody set one on, use Auto.
enum class TimeUnit { Auto, Ns, Us, Ms, S };
// "auto", "ns", "us", "ms", "s" (the settings' stored names); anything else is Auto.
TimeUnit timeUnitFromName(const QString &name);

// Human-readable times in `unit`, adaptive (ns, µs, ms, s) when it is Auto, with the locale's
// thousands separators; used by tooltips and labels so a duration always reads the same.
QString formatDuration(int64_t ns, TimeUnit unit, int significantDecimals = 3);
// Exact value in µs with 3 decimals and thousands separators ("1,234.567 µs").
QString formatMicrosExact(int64_t ns);
// Whether formatDuration(ns, unit) (three decimals) shows ns without rounding.
bool formatDurationIsExact(int64_t ns, TimeUnit unit);
// A count with thousands separators.
QString formatCount(qint64 n);
// Bytes with binary units (KiB, MiB, GiB).
QString formatBytes(qint64 bytes);

} // namespace stepline
