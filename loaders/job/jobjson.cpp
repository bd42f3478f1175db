#include "jobjson.h"

#include <charconv>
#include <limits>
#include <cmath>
#include <ctime>

namespace stepline {

namespace {

// job.json is parsed as Qt's JSON reader parsed it, so that the same files are accepted
// and a broken one is reported at the same byte with the same words: the top level must be an
// object or array, strings may hold raw control characters and unknown escapes ("\q" is "q"),
// numbers are taken as strtod reads them ("1.", ".5"), the last of duplicate keys wins.
class QtStyleJsonParser
{
public:
    explicit QtStyleJsonParser(std::string_view text)
        : m_head(text.data())
        , m_json(text.data())
        , m_end(text.data() + text.size())
    {
    }

    // False with *error and *offset set when the text is no document.
    bool parse(nlohmann::json *out, std::string *error, int64_t *offset)
    {
        if (m_end - m_json > 3 && uchar(m_json[0]) == 0xef && uchar(m_json[1]) == 0xbb
            && uchar(m_json[2]) == 0xbf)
            m_json += 3;
        const char token = nextToken();
        bool ok = false;
        if (token == '[') {
            *out = nlohmann::json::array();
            ok = parseArray(*out);
        } else if (token == '{') {
            *out = nlohmann::json::object();
            ok = parseObject(*out);
        } else {
            m_error = "illegal value";
        }
        if (ok) {
            eatSpace();
            if (m_json >= m_end)
                return true;
            m_error = "garbage at the end of the document";
        }
        *error = m_error;
        *offset = int64_t(m_json - m_head);
        return false;
    }

private:
    using uchar = unsigned char;

    bool eatSpace()
    {
        while (m_json < m_end && (*m_json == ' ' || *m_json == '\t' || *m_json == '\n' || *m_json == '\r'))
            ++m_json;
        return m_json < m_end;
    }

    char nextToken()
    {
        if (!eatSpace())
            return 0;
        const char token = *m_json++;
        switch (token) {
        case '[':
        case '{':
        case ':':
        case ',':
        case ']':
        case '}':
        case '"':
            return token;
        default:
            return 0;
        }
    }

    bool fail(const char *error)
    {
        m_error = error;
        return false;
    }

    bool parseObject(nlohmann::json &object)
    {
        if (++m_nesting > kNestingLimit)
            return fail("too deeply nested document");
        char token = nextToken();
        while (token == '"') {
            if (!parseMember(object))
                return false;
            token = nextToken();
            if (token != ',')
                break;
            token = nextToken();
            if (token == '}')
                return fail("object is missing after a comma");
        }
        if (token != '}')
            return fail("unterminated object");
        --m_nesting;
        return true;
    }

    bool parseMember(nlohmann::json &object)
    {
        std::string key;
        if (!parseString(key))
            return false;
        if (nextToken() != ':')
            return fail("missing name separator");
        if (!eatSpace())
            return fail("unterminated object");
        nlohmann::json value;
        if (!parseValue(value))
            return false;
        object[key] = std::move(value);
        return true;
    }

    bool parseArray(nlohmann::json &array)
    {
        if (++m_nesting > kNestingLimit)
            return fail("too deeply nested document");
        if (!eatSpace())
            return fail("unterminated array");
        if (*m_json == ']') {
            nextToken();
        } else {
            while (true) {
                if (!eatSpace())
                    return fail("unterminated array");
                nlohmann::json value;
                if (!parseValue(value))
                    return false;
                array.push_back(std::move(value));
                const char token = nextToken();
                if (token == ']')
                    break;
                if (token != ',')
                    return fail(eatSpace() ? "missing value separator" : "unterminated array");
            }
        }
        --m_nesting;
        return true;
    }

    bool literal(std::string_view rest)
    {
        // Each byte compared is passed, the first wrong one too.
        if (m_end - m_json < ptrdiff_t(rest.size() + 1))
            return fail("illegal value");
        for (char c : rest) {
            if (*m_json++ != c)
                return fail("illegal value");
        }
        return true;
    }

    bool parseValue(nlohmann::json &value)
    {
        switch (*m_json++) {
        case 'n':
            value = nullptr;
            return literal("ull");
        case 't':
            value = true;
            return literal("rue");
        case 'f':
            value = false;
            return literal("alse");
        case '"': {
            std::string text;
            if (!parseString(text))
                return false;
            value = std::move(text);
            return true;
        }
        case '[':
            value = nlohmann::json::array();
            return parseArray(value);
        case '{':
            value = nlohmann::json::object();
            return parseObject(value);
        case ',':
            return fail("illegal value");
        case '}':
        case ']':
            return fail("object is missing after a comma");
        default:
            --m_json;
            return parseNumber(value);
        }
    }

    bool parseNumber(nlohmann::json &value)
    {
        const char *start = m_json;
        bool isInt = true;
        auto digits = [&] {
            while (m_json < m_end && *m_json >= '0' && *m_json <= '9')
                ++m_json;
        };
        if (m_json < m_end && *m_json == '-')
            ++m_json;
        if (m_json < m_end && *m_json == '0')
            ++m_json;
        else
            digits();
        if (m_json < m_end && *m_json == '.') {
            ++m_json;
            while (m_json < m_end && *m_json >= '0' && *m_json <= '9') {
                isInt = isInt && *m_json == '0';
                ++m_json;
            }
        }
        if (m_json < m_end && (*m_json == 'e' || *m_json == 'E')) {
            isInt = false;
            ++m_json;
            if (m_json < m_end && (*m_json == '-' || *m_json == '+'))
                ++m_json;
            digits();
        }
        if (m_json >= m_end)
            return fail("invalid termination by number");
        const std::string_view number(start, size_t(m_json - start));
        if (isInt) {
            int64_t n = 0;
            const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), n);
            if (ec == std::errc() && end == number.data() + number.size()) {
                value = n;
                return true;
            }
        }
        double d = 0;
        const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), d);
        if (ec != std::errc() || end != number.data() + number.size()) // out of range too
            return fail("illegal number");
        if (std::trunc(d) == d && d >= -9223372036854775808.0 && d < 9223372036854775808.0)
            value = int64_t(d);
        else
            value = d;
        return true;
    }

    // One UTF-8 character at m_json, strictly (no overlong forms, surrogates or values past
    // U+10FFFF); m_json stays put when it is not one.
    bool scanUtf8Char(char32_t *ch)
    {
        const uchar b = uchar(*m_json);
        if (b < 0x80) {
            *ch = b;
            ++m_json;
            return true;
        }
        int more = 0;
        char32_t value = 0;
        char32_t min = 0;
        if ((b & 0xe0) == 0xc0) {
            more = 1;
            value = b & 0x1f;
            min = 0x80;
        } else if ((b & 0xf0) == 0xe0) {
            more = 2;
            value = b & 0x0f;
            min = 0x800;
        } else if ((b & 0xf8) == 0xf0) {
            more = 3;
            value = b & 0x07;
            min = 0x10000;
        } else {
            return false;
        }
        if (m_end - m_json <= more)
            return false;
        for (int i = 1; i <= more; ++i) {
            const uchar c = uchar(m_json[i]);
            if ((c & 0xc0) != 0x80)
                return false;
            value = (value << 6) | (c & 0x3f);
        }
        if (value < min || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
            return false;
        *ch = value;
        m_json += more + 1;
        return true;
    }

    static bool addHexDigit(char digit, char32_t *result)
    {
        *result <<= 4;
        if (digit >= '0' && digit <= '9')
            *result |= char32_t(digit - '0');
        else if (digit >= 'a' && digit <= 'f')
            *result |= char32_t(digit - 'a' + 10);
        else if (digit >= 'A' && digit <= 'F')
            *result |= char32_t(digit - 'A' + 10);
        else
            return false;
        return true;
    }

    bool scanEscapeSequence(char32_t *ch)
    {
        ++m_json;
        if (m_json >= m_end)
            return false;
        const uchar escaped = uchar(*m_json++);
        switch (escaped) {
        case 'b':
            *ch = 0x8;
            return true;
        case 'f':
            *ch = 0xc;
            return true;
        case 'n':
            *ch = 0xa;
            return true;
        case 'r':
            *ch = 0xd;
            return true;
        case 't':
            *ch = 0x9;
            return true;
        case 'u':
            *ch = 0;
            if (m_json > m_end - 4)
                return false;
            for (int i = 0; i < 4; ++i) {
                if (!addHexDigit(*m_json, ch))
                    return false;
                ++m_json;
            }
            return true;
        default:
            *ch = escaped; // '"', '\\', '/' and, leniently, any other byte
            return true;
        }
    }

    static void appendUtf8(std::string &out, char32_t c)
    {
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xc0 | (c >> 6));
            out += char(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out += char(0xe0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        } else {
            out += char(0xf0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3f));
            out += char(0x80 | ((c >> 6) & 0x3f));
            out += char(0x80 | (c & 0x3f));
        }
    }

    // m_json is just after the opening quote.
    bool parseString(std::string &out)
    {
        const char *start = m_json;
        bool escapes = false;
        while (m_json < m_end) {
            char32_t ch = 0;
            if (*m_json == '"')
                break;
            if (*m_json == '\\') {
                escapes = true;
                break;
            }
            if (!scanUtf8Char(&ch))
                return fail("invalid UTF8 string");
        }
        ++m_json;
        if (m_json >= m_end)
            return fail("unterminated string");
        if (!escapes) {
            out.assign(start, size_t(m_json - start - 1));
            return true;
        }
        m_json = start;
        // Escapes make UTF-16 units: a pair of \u surrogates is one character, a lone one U+FFFD.
        char32_t pendingHigh = 0;
        auto put = [&](char32_t ch) {
            if (pendingHigh && ch >= 0xdc00 && ch <= 0xdfff) {
                appendUtf8(out, 0x10000 + ((pendingHigh - 0xd800) << 10) + (ch - 0xdc00));
                pendingHigh = 0;
                return;
            }
            if (pendingHigh)
                appendUtf8(out, 0xfffd);
            pendingHigh = 0;
            if (ch >= 0xd800 && ch <= 0xdbff)
                pendingHigh = ch;
            else if (ch >= 0xdc00 && ch <= 0xdfff)
                appendUtf8(out, 0xfffd);
            else
                appendUtf8(out, ch);
        };
        while (m_json < m_end) {
            char32_t ch = 0;
            if (*m_json == '"')
                break;
            if (*m_json == '\\') {
                if (!scanEscapeSequence(&ch))
                    return fail("invalid escape sequence");
            } else if (!scanUtf8Char(&ch)) {
                return fail("invalid UTF8 string");
            }
            put(ch);
        }
        if (pendingHigh)
            appendUtf8(out, 0xfffd);
        ++m_json;
        if (m_json >= m_end)
            return fail("unterminated string");
        return true;
    }

    static constexpr int kNestingLimit = 1024;
    const char *m_head;
    const char *m_json;
    const char *m_end;
    int m_nesting = 0;
    const char *m_error = "";
};

} // namespace

std::string leftUtf16(std::string_view text, size_t n)
{
    size_t units = 0;
    size_t i = 0;
    while (i < text.size()) {
        const unsigned char b = static_cast<unsigned char>(text[i]);
        const size_t len = b < 0x80 ? 1 : (b & 0xe0) == 0xc0 ? 2 : (b & 0xf0) == 0xe0 ? 3 : 4;
        const size_t width = len == 4 ? 2 : 1;
        if (units + width > n)
            break;
        units += width;
        i = std::min(text.size(), i + len);
    }
    return std::string(text.substr(0, i));
}

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
        fraction = std::strtod(("0." + std::string(tail)).c_str(), nullptr);
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
    const auto blank = [](char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
    while (!text.empty() && blank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && blank(text.back()))
        text.remove_suffix(1);
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

std::string jobStatusName(JobStatus status)
{
    switch (status) {
    case JobStatus::InProgress:
        return "InProgress";
    case JobStatus::Completed:
        return "Completed";
    case JobStatus::Failed:
        return "Failed";
    case JobStatus::Stopped:
        return "Stopped";
    case JobStatus::Stopping:
        return "Stopping";
    }
    return {};
}

bool parseJobStatus(const std::string &name, JobStatus *status)
{
    for (JobStatus s : { JobStatus::InProgress, JobStatus::Completed, JobStatus::Failed, JobStatus::Stopped,
             JobStatus::Stopping }) {
        if (name == jobStatusName(s)) {
            *status = s;
            return true;
        }
    }
    return false;
}

std::optional<nlohmann::json> parseJsonDocument(std::string_view text, std::string *error, int64_t *offset)
{
    nlohmann::json doc;
    std::string why;
    int64_t at = 0;
    if (QtStyleJsonParser(text).parse(&doc, &why, &at))
        return doc;
    if (error)
        *error = why;
    if (offset)
        *offset = at;
    return std::nullopt;
}

int jsonToInt(const nlohmann::json &value, int fallback)
{
    if (value.is_number_integer()) {
        const int64_t n = value.get<int64_t>();
        return n >= std::numeric_limits<int>::min() && n <= std::numeric_limits<int>::max() ? int(n)
                                                                                            : fallback;
    }
    if (value.is_number_unsigned()) {
        const uint64_t n = value.get<uint64_t>();
        return n <= uint64_t(std::numeric_limits<int>::max()) ? int(n) : fallback;
    }
    if (value.is_number_float()) {
        const double d = value.get<double>();
        return std::trunc(d) == d && d >= std::numeric_limits<int>::min()
                && d <= std::numeric_limits<int>::max()
            ? int(d)
            : fallback;
    }
    return fallback;
}

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

JobJson parseJobJson(std::string_view text)
{
    JobJson job;
    std::string parseError;
    int64_t offset = 0;
    const std::optional<nlohmann::json> doc = parseJsonDocument(text, &parseError, &offset);
    if (!doc) {
        job.error = "not valid JSON at byte " + std::to_string(offset) + ": " + parseError;
        return job;
    }
    if (!doc->is_object()) {
        job.error = "the top level is not a JSON object";
        return job;
    }
    job.raw = *doc;
    const nlohmann::json &o = job.raw;
    auto value = [&](const char *key) -> const nlohmann::json * {
        const auto it = o.find(key);
        return it == o.end() || it->is_null() ? nullptr : &*it;
    };
    auto stringField = [&](const char *key, std::string *out) {
        const nlohmann::json *v = value(key);
        if (!v)
            return true;
        if (!v->is_string()) {
            job.error = std::string("\"").append(key).append("\" must be a string");
            return false;
        }
        *out = v->get<std::string>();
        return true;
    };
    std::string created, status;
    if (!stringField("name", &job.name) || !stringField("created", &created)
        || !stringField("status", &status) || !stringField("instance_type", &job.instanceType)
        || !stringField("framework", &job.framework))
        return job;
    if (!created.empty()) {
        job.createdMs = parseIsoDateTimeMs(created);
        if (!job.createdMs) {
            job.error = "\"created\" is not an ISO 8601 time: " + leftUtf16(created, 40);
            return job;
        }
    }
    if (!status.empty()) {
        if (!parseJobStatus(status, &job.status)) {
            job.error = "unknown \"status\" " + leftUtf16(status, 40)
                + " (expected InProgress, Completed, Failed, Stopped or Stopping)";
            return job;
        }
        job.hasStatus = true;
    }
    if (const nlohmann::json *count = value("instance_count")) {
        // A number that is an int (jsonToInt(): 0 for any other) and at least 1.
        const double d = count->is_number() ? count->get<double>() : 0;
        const int asInt = jsonToInt(*count, 0);
        if (!count->is_number() || d < 1 || d != double(asInt)) {
            job.error = "\"instance_count\" must be a positive integer";
            return job;
        }
        job.instanceCount = asInt;
    }
    for (const char *key : { "hyperparameters", "tags" }) {
        const nlohmann::json *v = value(key);
        if (v && !v->is_object()) {
            job.error = "\"" + std::string(key) + "\" must be an object";
            return job;
        }
    }
    if (const nlohmann::json *v = value("hyperparameters"))
        job.hyperparameters = *v;
    if (const nlohmann::json *v = value("tags"))
        job.tags = *v;
    job.ok = true;
    return job;
}

} // namespace stepline
