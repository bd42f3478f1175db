#pragma once

#include "loadoptions.h"
#include "loadoutcome.h"
#include "loadtext.h"

#include <cstdint>
#include <initializer_list>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace stepline::cli {

// Messages shared by every verb (translation context "CliArgs").
struct CliTr
{
    STEPLINE_TR_FUNCTIONS(CliArgs)
};

// A line on stderr / stdout, UTF-8, written as it is.
void printErr(const std::string &text);
void printOut(const std::string &text);

// Numbers in arguments as the verbs have always read them (Qt's toInt, toLongLong, toDouble):
// blanks around them and a leading '+' are accepted; a double also takes an exponent and "inf" or
// "nan" in any case. nullopt on anything else, and on a value out of range.
std::optional<int> parseIntArg(std::string_view text);
std::optional<int64_t> parseInt64Arg(std::string_view text);
std::optional<double> parseDoubleArg(std::string_view text);

// The arguments of one verb: options with a value (`--opt VALUE` and `--opt=VALUE`), flags and
// positional PATHs. Declare the options, parse, then read them; unknown options, a missing value
// or one positional too many are usage errors (exit 1), so each verb keeps only its own checks.
class CliArgs
{
public:
    explicit CliArgs(std::string verb)
        : m_verb(std::move(verb))
    {
    }

    // names[0] is the key to read it back with; the others are aliases ("-o", "--output").
    CliArgs &flag(const std::vector<std::string> &names);
    CliArgs &option(const std::vector<std::string> &names);
    // --ranks LIST, --window T0:T1 and --force, for verbs that load a profile.
    CliArgs &loadOptions();

    // False on a usage problem (error() says which). --help / -h set help().
    bool parse(const std::vector<std::string> &args, int maxPositional = 1);
    const std::string &error() const { return m_error; }
    const std::string &verb() const { return m_verb; }
    bool help() const { return m_help; }

    bool has(const std::string &name) const { return m_values.count(name) != 0; }
    // Last value given (empty when none); values() gives every one, in order.
    std::string value(const std::string &name) const;
    const std::vector<std::string> &values(const std::string &name) const;
    const std::vector<std::string> &positional() const { return m_positional; }
    std::string path() const { return m_positional.empty() ? std::string() : m_positional.front(); }

    // LoadOptions from --ranks / --window / --step-range / --force; false with *problem set when malformed.
    bool loadOptionsOf(LoadOptions *options, std::string *problem) const;

    // "stepline VERB: problem" then the usage text on stderr; returns 1 (usage error).
    int usageError(const std::string &problem, const std::string &usage) const;

private:
    struct Spec
    {
        std::string key;
        bool takesValue = false;
    };
    std::string m_verb;
    std::map<std::string, Spec> m_specs; // by every name
    std::map<std::string, std::vector<std::string>> m_values;
    std::vector<std::string> m_positional;
    std::string m_error;
    bool m_help = false;
};

// Loads PATH for a verb: the memory check first (memoryfit.h; refused unless --force), then the
// loader. On failure prints the message to stderr and returns 2; returns 0 with *outcome set.
int loadForCommand(const std::string &path, const LoadOptions &options, LoadOutcome *outcome);

// Usage text lines for the subset options, for each verb's usage.
inline const char *const kSubsetUsage = "[--ranks LIST] [--window T0:T1] [--force]";

} // namespace stepline::cli
