#include "cliargs.h"

#include "asciitext.h"
#include "loadoptionstext.h"
#include "loadprofile.h"
#include "memoryrefusal.h"
#include "processheap.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <limits>
#include <system_error>

namespace stepline::cli {

namespace {

void printTo(FILE *out, const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), out);
    std::fputc('\n', out);
}

// The length of the white space (what Qt counts as space: ASCII blanks, U+0085, U+00A0 and the Unicode
// separators Zs, Zl, Zp) that TEXT starts with (fromEnd: ends with), in UTF-8 bytes; 0 if none.
size_t spaceAt(std::string_view text, bool fromEnd)
{
    if (text.empty())
        return 0;
    const char edge = fromEnd ? text.back() : text.front();
    if (isAsciiSpace(edge))
        return 1;
    static constexpr std::string_view kSpaces[] = { "\u0085", "\u00a0", "\u1680", "\u2000", "\u2001",
        "\u2002", "\u2003", "\u2004", "\u2005", "\u2006", "\u2007", "\u2008", "\u2009", "\u200a", "\u2028",
        "\u2029", "\u202f", "\u205f", "\u3000" };
    for (const std::string_view space : kSpaces) {
        if (fromEnd ? text.ends_with(space) : text.starts_with(space))
            return space.size();
    }
    return 0;
}

std::string_view trimmedUnicode(std::string_view text)
{
    while (const size_t n = spaceAt(text, false))
        text.remove_prefix(n);
    while (const size_t n = spaceAt(text, true))
        text.remove_suffix(n);
    return text;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool equalsIgnoringCase(std::string_view text, std::string_view lower)
{
    if (text.size() != lower.size())
        return false;
    for (size_t i = 0; i < text.size(); ++i) {
        const char c = text[i] >= 'A' && text[i] <= 'Z' ? char(text[i] - 'A' + 'a') : text[i];
        if (c != lower[i])
            return false;
    }
    return true;
}

template <class Int> std::optional<Int> parseInteger(std::string_view text)
{
    text = trimmedAscii(text);
    std::string digits;
    if (!text.empty() && (text.front() == '+' || text.front() == '-')) {
        if (text.front() == '-')
            digits.push_back('-');
        text.remove_prefix(1);
    }
    if (text.empty())
        return std::nullopt;
    for (const char c : text) {
        if (!isDigit(c))
            return std::nullopt;
    }
    digits.append(text);
    Int value {};
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (ec != std::errc() || end != digits.data() + digits.size())
        return std::nullopt;
    return value;
}

} // namespace

void printErr(const std::string &text)
{
    printTo(stderr, text);
}

void printOut(const std::string &text)
{
    printTo(stdout, text);
}

std::optional<int> parseIntArg(std::string_view text)
{
    return parseInteger<int>(text);
}

std::optional<int64_t> parseInt64Arg(std::string_view text)
{
    return parseInteger<int64_t>(text);
}

std::optional<double> parseDoubleArg(std::string_view text)
{
    text = trimmedUnicode(text);
    bool negative = false;
    std::string_view rest = text;
    if (!rest.empty() && (rest.front() == '+' || rest.front() == '-')) {
        negative = rest.front() == '-';
        rest.remove_prefix(1);
    }
    if (equalsIgnoringCase(rest, "inf"))
        return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
    if (equalsIgnoringCase(text, "nan")) // no sign
        return std::numeric_limits<double>::quiet_NaN();
    // digits [. digits] | . digits, then [eE [+-] digits]
    size_t i = 0;
    size_t mantissaDigits = 0;
    bool nonZero = false;
    while (i < rest.size() && isDigit(rest[i])) {
        nonZero = nonZero || rest[i] != '0';
        ++i, ++mantissaDigits;
    }
    if (i < rest.size() && rest[i] == '.') {
        ++i;
        while (i < rest.size() && isDigit(rest[i])) {
            nonZero = nonZero || rest[i] != '0';
            ++i, ++mantissaDigits;
        }
    }
    if (mantissaDigits == 0)
        return std::nullopt;
    if (i < rest.size() && (rest[i] == 'e' || rest[i] == 'E')) {
        ++i;
        if (i < rest.size() && (rest[i] == '+' || rest[i] == '-'))
            ++i;
        const size_t exponentStart = i;
        while (i < rest.size() && isDigit(rest[i]))
            ++i;
        if (i == exponentStart)
            return std::nullopt;
    }
    if (i != rest.size())
        return std::nullopt;
    double value = 0;
    const auto [end, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), value);
    // Past the largest double, or a non-zero number that rounds to zero: not a number to Qt either.
    if (ec != std::errc() || end != rest.data() + rest.size() || std::isinf(value) || (nonZero && value == 0))
        return std::nullopt;
    return negative ? -value : value;
}

CliArgs &CliArgs::flag(const std::vector<std::string> &names)
{
    for (const std::string &name : names)
        m_specs.insert_or_assign(name, Spec { names.front(), false });
    return *this;
}

CliArgs &CliArgs::option(const std::vector<std::string> &names)
{
    for (const std::string &name : names)
        m_specs.insert_or_assign(name, Spec { names.front(), true });
    return *this;
}

CliArgs &CliArgs::loadOptions()
{
    option({ "--ranks" });
    option({ "--window" });
    option({ "--step-range" });
    return flag({ "--force" });
}

bool CliArgs::parse(const std::vector<std::string> &args, int maxPositional)
{
    for (size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i];
        if (arg == "--help" || arg == "-h") {
            m_help = true;
            continue;
        }
        // --option=value and --option value are both accepted.
        std::string inlineValue;
        bool hasInline = false;
        if (arg.starts_with("--")) {
            const size_t eq = arg.find('=');
            if (eq != std::string::npos) {
                inlineValue = arg.substr(eq + 1);
                arg.resize(eq);
                hasInline = true;
            }
        }
        const auto spec = m_specs.find(arg);
        if (spec != m_specs.end()) {
            if (!spec->second.takesValue) {
                if (hasInline) {
                    m_error = CliTr::tr("%1 takes no value").arg(arg);
                    return false;
                }
                m_values[spec->second.key].emplace_back();
            } else if (hasInline) {
                m_values[spec->second.key].push_back(inlineValue);
            } else if (i + 1 < args.size()) {
                m_values[spec->second.key].push_back(args[++i]);
            } else {
                m_error = CliTr::tr("%1 needs a value").arg(arg);
                return false;
            }
        } else if (arg.starts_with('-') && arg.size() > 1) {
            m_error = CliTr::tr("unknown option %1").arg(args[i]);
            return false;
        } else if (m_positional.size() < size_t(std::max(maxPositional, 0))) {
            m_positional.push_back(arg);
        } else {
            m_error = CliTr::tr("only one PATH, got also %1").arg(arg);
            return false;
        }
    }
    return true;
}

std::string CliArgs::value(const std::string &name) const
{
    const std::vector<std::string> &v = values(name);
    return v.empty() ? std::string() : v.back();
}

const std::vector<std::string> &CliArgs::values(const std::string &name) const
{
    static const std::vector<std::string> none;
    const auto it = m_values.find(name);
    return it == m_values.end() ? none : it->second;
}

bool CliArgs::loadOptionsOf(LoadOptions *options, std::string *problem) const
{
    if (has("--ranks") && !parseRankList(value("--ranks"), &options->ranks, problem))
        return false;
    if (has("--window")) {
        TimeWindow window;
        if (!parseTimeWindow(value("--window"), &window, problem))
            return false;
        options->window = window;
    }
    if (has("--step-range")) {
        std::string pattern = value("--step-range");
        if (pattern.empty()) {
            *problem = CliTr::tr("--step-range needs the name (or a pattern with * and ?) of an NVTX range");
            return false;
        }
        options->stepRange = std::move(pattern);
    }
    options->force = has("--force");
    return true;
}

int CliArgs::usageError(const std::string &problem, const std::string &usage) const
{
    if (!problem.empty())
        printErr("stepline " + m_verb + ": " + problem);
    printErr(usage.ends_with('\n') ? usage.substr(0, usage.size() - 1) : usage);
    return 1;
}

int loadForCommand(const std::string &path, const LoadOptions &options, LoadOutcome *outcome)
{
    if (!options.force) {
        const MemoryCheck check = checkMemory(path, options);
        if (!check.fits()) {
            printErr(memoryRefusalText(check, path));
            return 2;
        }
    }
    // A verb loads, prints and exits (processheap.h); a folder's rank files load side by side.
    std::error_code error;
    prepareHeapForLoading(!std::filesystem::is_directory(path, error));
    *outcome = loadProfile(path, options);
    if (!outcome->ok()) {
        printErr(outcome->error.toUserMessage());
        return 2;
    }
    return 0;
}

} // namespace stepline::cli
