#include "cliargs.h"

#include "loadoptionstext.h"
#include "memoryrefusal.h"
#include "processheap.h"

#include <QFileInfo>

#include <cstdio>

namespace stepline::cli {

namespace {

void printTo(FILE *out, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), out);
    std::fputc('\n', out);
}

void printTo(FILE *out, const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), out);
    std::fputc('\n', out);
}

} // namespace

void printErr(const QString &text)
{
    printTo(stderr, text);
}

void printOut(const QString &text)
{
    printTo(stdout, text);
}

void printErr(const std::string &text)
{
    printTo(stderr, text);
}

CliArgs &CliArgs::flag(const QStringList &names)
{
    for (const QString &name : names)
        m_specs.insert(name, Spec { names.first(), false });
    return *this;
}

CliArgs &CliArgs::option(const QStringList &names)
{
    for (const QString &name : names)
        m_specs.insert(name, Spec { names.first(), true });
    return *this;
}

CliArgs &CliArgs::loadOptions()
{
    option({ QStringLiteral("--ranks") });
    option({ QStringLiteral("--window") });
    option({ QStringLiteral("--step-range") });
    return flag({ QStringLiteral("--force") });
}

bool CliArgs::parse(const QStringList &args, int maxPositional)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args[i];
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            m_help = true;
            continue;
        }
        // --option=value and --option value are both accepted.
        QString inlineValue;
        bool hasInline = false;
        if (arg.startsWith(QLatin1String("--"))) {
            const qsizetype eq = arg.indexOf(QLatin1Char('='));
            if (eq > 0) {
                inlineValue = arg.mid(eq + 1);
                arg = arg.left(eq);
                hasInline = true;
            }
        }
        const auto spec = m_specs.constFind(arg);
        if (spec != m_specs.constEnd()) {
            if (!spec->takesValue) {
                if (hasInline) {
                    m_error = CliTr::tr("%1 takes no value").arg(arg);
                    return false;
                }
                m_values[spec->key].append(QString());
            } else if (hasInline) {
                m_values[spec->key].append(inlineValue);
            } else if (i + 1 < args.size()) {
                m_values[spec->key].append(args[++i]);
            } else {
                m_error = CliTr::tr("%1 needs a value").arg(arg);
                return false;
            }
        } else if (arg.startsWith(QLatin1Char('-')) && arg.size() > 1) {
            m_error = CliTr::tr("unknown option %1").arg(args[i]);
            return false;
        } else if (m_positional.size() < maxPositional) {
            m_positional.append(arg);
        } else {
            m_error = CliTr::tr("only one PATH, got also %1").arg(arg);
            return false;
        }
    }
    return true;
}

QString CliArgs::value(const QString &name) const
{
    const QStringList v = m_values.value(name);
    return v.isEmpty() ? QString() : v.last();
}

bool CliArgs::loadOptionsOf(LoadOptions *options, QString *problem) const
{
    if (has(QStringLiteral("--ranks"))
        && !parseRankList(value(QStringLiteral("--ranks")), &options->ranks, problem))
        return false;
    if (has(QStringLiteral("--window"))) {
        TimeWindow window;
        if (!parseTimeWindow(value(QStringLiteral("--window")), &window, problem))
            return false;
        options->window = window;
    }
    if (has(QStringLiteral("--step-range"))) {
        const QString pattern = value(QStringLiteral("--step-range"));
        if (pattern.isEmpty()) {
            *problem = CliTr::tr("--step-range needs the name (or a pattern with * and ?) of an NVTX range");
            return false;
        }
        options->stepRange = pattern.toStdString();
    }
    options->force = has(QStringLiteral("--force"));
    return true;
}

int CliArgs::usageError(const QString &problem, const QString &usage) const
{
    if (!problem.isEmpty())
        printErr(QStringLiteral("stepline %1: %2").arg(m_verb, problem));
    printErr(usage.endsWith(QLatin1Char('\n')) ? usage.chopped(1) : usage);
    return 1;
}

int loadForCommand(const QString &path, const LoadOptions &options, LoadOutcome *outcome)
{
    if (!options.force) {
        const MemoryCheck check = checkMemory(path, options);
        if (!check.fits()) {
            printErr(memoryRefusalText(check, path));
            return 2;
        }
    }
    // A verb loads, prints and exits (processheap.h); a folder's rank files load side by side.
    prepareHeapForLoading(!QFileInfo(path).isDir());
    *outcome = loadProfile(path, options);
    if (!outcome->ok()) {
        printErr(outcome->error.toUserMessage());
        return 2;
    }
    return 0;
}

} // namespace stepline::cli
