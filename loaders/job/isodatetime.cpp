#include "isodatetime.h"

#include "asciitext.h"

#include <algorithm>
#include <charconv>
#include <ctime>
#include <string>

namespace stepline {

namespace {

// Digits only (no sign, no blank), as the date parser reads a field.
bool readDigits(std::string_view text, int64_t *value)
{
    if (text.empty())
        return false;
    int64_t v = 0;
    for (char c : text) {
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
        if (v > 1000000000)
            return false;
    }
    *value = v;
    return true;
}

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
int64_t daysFromCivil(int64_t y, int64_t m, int64_t d)
{
    y -= m <= 2;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

bool isValidDate(int64_t y, int64_t m, int64_t d)
{
    static constexpr int kDays[] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    if (m < 1 || m > 12 || d < 1)
        return false;
    const bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
    return d <= kDays[m - 1] + (m == 2 && leap ? 1 : 0);
}

// Local wall-clock time to UTC ms; none in a gap that daylight saving skips.
std::optional<int64_t> localToUtcMs(int64_t days, int64_t msOfDay)
{
    // days since the epoch back to a civil date.
    const int64_t z = days + 719468;
    const int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    const int64_t doe = z - era * 146097;
    const int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const int64_t mp = (5 * doy + 2) / 153;
    const int64_t d = doy - (153 * mp + 2) / 5 + 1;
    const int64_t m = mp < 10 ? mp + 3 : mp - 9;
    const int64_t y = yoe + era * 400 + (m <= 2);
    std::tm tm {};
    tm.tm_year = int(y - 1900);
    tm.tm_mon = int(m - 1);
    tm.tm_mday = int(d);
    tm.tm_hour = int(msOfDay / 3600000);
    tm.tm_min = int(msOfDay / 60000 % 60);
    tm.tm_sec = int(msOfDay / 1000 % 60);
    tm.tm_isdst = -1;
    const std::tm want = tm;
    const time_t t = mktime(&tm);
    if (tm.tm_hour != want.tm_hour || tm.tm_min != want.tm_min || tm.tm_mday != want.tm_mday)
        return std::nullopt;
    return int64_t(t) * 1000 + msOfDay % 1000;
}

// "HH[:mm[:ss]][.fff]" (the fraction in the unit of the field before it) as ms since midnight;
// *midnight24 when it is 24:00, the end of the day.
std::optional<int64_t> parseIsoTime(std::string_view text, bool *midnight24)
{
    *midnight24 = false;
    std::string_view tail;
    const size_t dot = text.find('.');
    const size_t comma = text.find(',');
    const bool hasFraction = dot != std::string_view::npos || comma != std::string_view::npos;
    if (dot != std::string_view::npos) {
        tail = text.substr(dot + 1);
        if (tail.find('.') != std::string_view::npos)
            return std::nullopt;
        text = text.substr(0, dot);
    } else if (comma != std::string_view::npos) {
        tail = text.substr(comma + 1);
        text = text.substr(0, comma);
    }
    if (tail.find(',') != std::string_view::npos)
        return std::nullopt;
    double fraction = 0;
    if (hasFraction) {
        if (tail.empty())
            return std::nullopt;
        for (char c : tail) {
            if (c < '0' || c > '9')
                return std::nullopt;
        }
        // from_chars, not strtod: the window runs in the user's locale, whose decimal point may be a comma.
        const std::string digits = std::string("0.").append(tail);
        std::from_chars(digits.data(), digits.data() + digits.size(), fraction);
    }
    if (text.size() < 2 || text.size() > 8)
        return std::nullopt;
    int64_t hour = 0, minute = 0, second = 0;
    if (!readDigits(text.substr(0, 2), &hour) || hour > 24)
        return std::nullopt;
    if (text.size() > 2) {
        if (!(text[2] == ':' && text.size() > 4 && readDigits(text.substr(3, 2), &minute)) || minute >= 60)
            return std::nullopt;
    } else if (hasFraction) {
        fraction *= 60;
        minute = int64_t(fraction);
        fraction -= double(minute);
    }
    if (text.size() > 5) {
        if (!(text[5] == ':' && text.size() == 8 && readDigits(text.substr(6, 2), &second)) || second >= 60)
            return std::nullopt;
    } else if (hasFraction) {
        fraction *= 60;
        second = int64_t(fraction);
        fraction -= double(second);
    }
    int64_t ms = hasFraction ? int64_t(1000 * fraction + 0.5) : 0;
    if (ms == 1000) {
        ms = 0;
        if (++second == 60) {
            second = 0;
            if (++minute == 60) {
                minute = 0;
                ++hour;
            }
        }
    }
    if (hour == 24 && minute == 0 && second == 0 && ms == 0) {
        *midnight24 = true;
        hour = 0;
    }
    if (hour > 23)
        return std::nullopt;
    return ((hour * 60 + minute) * 60 + second) * 1000 + ms;
}

// A field's digits, blanks around them allowed (Qt's toInt took them).
bool readTrimmedDigits(std::string_view text, int64_t *value)
{
    text = trimmedAscii(text);
    return readDigits(text, value);
}

// "+HH", "+HH:mm", "+HHmm" (or '-') in seconds.
std::optional<int64_t> parseOffset(std::string_view text)
{
    if (text.size() < 2 || text.size() > 6)
        return std::nullopt;
    const int sign = text[0] == '-' ? -1 : 1;
    const std::string_view time = text.substr(1);
    const size_t colon = time.find(':');
    const size_t hhLen = colon == std::string_view::npos ? 2 : colon;
    const size_t mmIndex = colon == std::string_view::npos ? 2 : colon + 1;
    int64_t hour = 0, minute = 0;
    if (!readTrimmedDigits(time.substr(0, std::min(hhLen, time.size())), &hour) || hour > 23)
        return std::nullopt;
    const std::string_view mm = time.substr(std::min(mmIndex, time.size()));
    if (!mm.empty() && (!readTrimmedDigits(mm, &minute) || minute > 59))
        return std::nullopt;
    return sign * (hour * 60 + minute) * 60;
}

bool isUnicodePunctAscii(char c)
{
    return std::string_view("!\"#%&'()*,-./:;?@[\\]_{}").find(c) != std::string_view::npos;
}

} // namespace

std::optional<int64_t> parseIsoDateTimeMs(std::string_view text)
{
    // As Qt's date-time reader took ISO 8601 with milliseconds, then in UTC.
    for (char c : text) {
        if (static_cast<unsigned char>(c) >= 0x80)
            return std::nullopt;
    }
    if (text.size() < 10 || !isUnicodePunctAscii(text[4]) || !isUnicodePunctAscii(text[7])
        || (text.size() > 10 && text[10] >= '0' && text[10] <= '9'))
        return std::nullopt;
    int64_t year = 0, month = 0, day = 0;
    if (!readDigits(text.substr(0, 4), &year) || !readDigits(text.substr(5, 2), &month)
        || !readDigits(text.substr(8, 2), &day) || year < 1 || !isValidDate(year, month, day))
        return std::nullopt;
    const int64_t days = daysFromCivil(year, month, day);
    if (text.size() == 10)
        return localToUtcMs(days, 0);
    std::string_view iso = text.substr(10);
    if (iso.size() < 2 || !(iso[0] == 'T' || iso[0] == 't' || iso[0] == ' '))
        return std::nullopt;
    iso = iso.substr(1);
    enum class Spec { Local, Utc, Offset } spec = Spec::Local;
    int64_t offsetSeconds = 0;
    if (iso.back() == 'Z' || iso.back() == 'z') {
        spec = Spec::Utc;
        iso.remove_suffix(1);
    } else {
        const size_t sign = iso.find_last_of("+-");
        if (sign != std::string_view::npos) {
            const std::optional<int64_t> offset = parseOffset(iso.substr(sign));
            if (!offset)
                return std::nullopt;
            offsetSeconds = *offset;
            iso = iso.substr(0, sign);
            spec = Spec::Offset;
        }
    }
    bool midnight24 = false;
    const std::optional<int64_t> msOfDay = parseIsoTime(iso, &midnight24);
    if (!msOfDay)
        return std::nullopt;
    const int64_t dayOf = midnight24 ? days + 1 : days;
    if (spec == Spec::Local)
        return localToUtcMs(dayOf, *msOfDay);
    return dayOf * 86400000 + *msOfDay - offsetSeconds * 1000;
}

} // namespace stepline
