#pragma once

#include "loadoptions.h"
#include "traceloader.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

#include <string>

namespace stepline::cli {

// Messages shared by every verb (translation context "CliArgs").
struct CliTr
{
    Q_DECLARE_TR_FUNCTIONS(CliArgs)
};

// A line on stderr / stdout, in the locale's encoding.
void printErr(const QString &text);
void printOut(const QString &text);
// A line on stderr made without Qt (a load error's message), UTF-8: written as it is, the bytes the
// QString overload writes for the same text (Qt 6's local 8-bit encoding is UTF-8 on Unix).
void printErr(const std::string &text);

// The arguments of one verb: options with a value (`--opt VALUE` and `--opt=VALUE`), flags and
// positional PATHs. Declare the options, parse, then read them; unknown options, a missing value
// or one positional too many are usage errors (exit 1), so each verb keeps only its own checks.
class CliArgs
{
public:
    explicit CliArgs(const QString &verb)
        : m_verb(verb)
    {
    }

    // names[0] is the key to read it back with; the others are aliases ("-o", "--output").
    CliArgs &flag(const QStringList &names);
    CliArgs &option(const QStringList &names);
    // --ranks LIST, --window T0:T1 and --force, for verbs that load a profile.
    CliArgs &loadOptions();

    // False on a usage problem (error() says which). --help / -h set help().
    bool parse(const QStringList &args, int maxPositional = 1);
    const QString &error() const { return m_error; }
    const QString &verb() const { return m_verb; }
    bool help() const { return m_help; }

    bool has(const QString &name) const { return m_values.contains(name); }
    // Last value given (empty when none); values() gives every one, in order.
    QString value(const QString &name) const;
    QStringList values(const QString &name) const { return m_values.value(name); }
    const QStringList &positional() const { return m_positional; }
    QString path() const { return m_positional.value(0); }

    // LoadOptions from --ranks / --window / --step-range / --force; false with *problem set when malformed.
    bool loadOptionsOf(LoadOptions *options, QString *problem) const;

    // "stepline VERB: problem" then the usage text on stderr; returns 1 (usage error).
    int usageError(const QString &problem, const QString &usage) const;

private:
    struct Spec
    {
        QString key;
        bool takesValue = false;
    };
    QString m_verb;
    QMap<QString, Spec> m_specs; // by every name
    QMap<QString, QStringList> m_values;
    QStringList m_positional;
    QString m_error;
    bool m_help = false;
};

// Loads PATH for a verb: the memory check first (memoryfit.h; refused unless --force), then the
// loader. On failure prints the message to stderr and returns 2; returns 0 with *outcome set.
int loadForCommand(const QString &path, const LoadOptions &options, LoadOutcome *outcome);

// Usage text lines for the subset options, for each verb's usage.
inline const char *const kSubsetUsage = "[--ranks LIST] [--window T0:T1] [--force]";

} // namespace stepline::cli
