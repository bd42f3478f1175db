#include "loadoptionstext.h"

#include "loaderror.h"

#include <charconv>
#include <cmath>
#include <set>
#include <system_error>

namespace stepline {

namespace {

constexpr int kMaxRank = 1 << 20;

// The white space of a regular expression's \s: ASCII only, as no Unicode white space is.
bool isSpace(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

void skipSpace(std::string_view text, size_t *i)
{
    while (*i < text.size() && isSpace(text[*i]))
        ++*i;
}

// One or more ASCII digits at *i; empty when there is none.
std::string_view digitsAt(std::string_view text, size_t *i)
{
    const size_t start = *i;
    while (*i < text.size() && isDigit(text[*i]))
        ++*i;
    return text.substr(start, *i - start);
}

// "  12 ", " 3 - 5 ": a rank or an inclusive range of ranks, spaces allowed around each number.
bool parseRankItem(std::string_view part, int *first, int *last)
{
    size_t i = 0;
    skipSpace(part, &i);
    const std::string_view a = digitsAt(part, &i);
    skipSpace(part, &i);
    std::string_view b = a;
    if (i < part.size() && part[i] == '-') {
        ++i;
        skipSpace(part, &i);
        b = digitsAt(part, &i);
        skipSpace(part, &i);
    }
    if (a.empty() || b.empty() || i != part.size())
        return false;
    // Out of int's range: not a number (then an error, whatever the other one is).
    const auto ra = std::from_chars(a.data(), a.data() + a.size(), *first);
    const auto rb = std::from_chars(b.data(), b.data() + b.size(), *last);
    return ra.ec == std::errc() && rb.ec == std::errc();
}

} // namespace

bool parseRankList(std::string_view text, std::vector<int> *ranks, std::string *error)
{
    std::set<int> out;
    size_t start = 0;
    while (true) {
        const size_t comma = text.find(',', start);
        const std::string_view part
            = text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
        int a = -1, b = -1;
        if (!parseRankItem(part, &a, &b) || b < a || b >= kMaxRank) {
            *error = LoadError::tr("--ranks takes rank numbers and ranges like 0,3 or 0-3,8 (got \"%1\")")
                         .arg(text)
                         .str();
            return false;
        }
        for (int r = a; r <= b; ++r)
            out.insert(r);
        if (comma == std::string_view::npos)
            break;
        start = comma + 1;
    }
    ranks->assign(out.begin(), out.end());
    return true;
}

bool parseTimeText(std::string_view text, int64_t *ns)
{
    // [spaces] number [spaces] [unit] [spaces]; the number is "12", "12.", "12.5" or ".5".
    size_t i = 0;
    skipSpace(text, &i);
    const size_t numberStart = i;
    if (i < text.size() && isDigit(text[i])) {
        digitsAt(text, &i);
        if (i < text.size() && text[i] == '.') {
            ++i;
            digitsAt(text, &i);
        }
    } else if (i + 1 < text.size() && text[i] == '.' && isDigit(text[i + 1])) {
        ++i;
        digitsAt(text, &i);
    } else {
        return false;
    }
    const std::string_view number = text.substr(numberStart, i - numberStart);
    skipSpace(text, &i);
    size_t end = text.size();
    while (end > i && isSpace(text[end - 1]))
        --end;
    const std::string_view unit = text.substr(i, end - i);
    double scale = 1e9;
    if (unit == "ms")
        scale = 1e6;
    else if (unit == "us" || unit == "\u00b5s")
        scale = 1e3;
    else if (unit == "ns")
        scale = 1.0;
    else if (!unit.empty() && unit != "s")
        return false;
    // Correctly rounded like Qt's toDouble(); a number too large for a double, or one that
    // rounds to zero although it has a nonzero digit, is no number.
    double value = 0;
    const auto parsed = std::from_chars(number.data(), number.data() + number.size(), value);
    if (parsed.ec != std::errc() || parsed.ptr != number.data() + number.size())
        return false;
    const double result = std::round(value * scale);
    if (!(result < 9.2e18))
        return false;
    *ns = int64_t(result);
    return true;
}

bool parseTimeWindow(std::string_view text, TimeWindow *window, std::string *error)
{
    const size_t colon = text.find(':');
    TimeWindow w;
    if (colon == std::string_view::npos || !parseTimeText(text.substr(0, colon), &w.fromNs)
        || !parseTimeText(text.substr(colon + 1), &w.toNs)) {
        *error = LoadError::tr("--window takes T0:T1, times since the job start like 2s:3s, 1500ms:2500ms "
                               "or 1.5:2 (seconds) (got \"%1\")")
                     .arg(text)
                     .str();
        return false;
    }
    if (w.toNs <= w.fromNs) {
        *error = LoadError::tr("--window is empty: T1 must be after T0 (got \"%1\")").arg(text).str();
        return false;
    }
    *window = w;
    return true;
}

std::string formatRankList(const std::vector<int> &ranks)
{
    std::string out;
    auto add = [&out](const std::string &part) {
        if (!out.empty())
            out += ',';
        out += part;
    };
    for (size_t i = 0; i < ranks.size();) {
        size_t j = i;
        while (j + 1 < ranks.size() && ranks[j + 1] == ranks[j] + 1)
            ++j;
        add(j > i + 1 ? std::to_string(ranks[i]) + '-' + std::to_string(ranks[j]) : std::to_string(ranks[i]));
        if (j == i + 1)
            add(std::to_string(ranks[j]));
        i = j + 1;
    }
    return out;
}

std::string formatWindow(const TimeWindow &window)
{
    auto text = [](int64_t ns) {
        if (ns % 1'000'000'000 == 0)
            return std::to_string(ns / 1'000'000'000) + " s";
        if (ns % 1'000'000 == 0)
            return std::to_string(ns / 1'000'000) + " ms";
        if (ns % 1'000 == 0)
            return std::to_string(ns / 1'000) + " us";
        return std::to_string(ns) + " ns";
    };
    return text(window.fromNs) + " - " + text(window.toNs);
}

} // namespace stepline
