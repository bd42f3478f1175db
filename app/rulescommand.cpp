#include "commands.h"

#include "rules.h"
#include "traceloader.h"

#include <QCoreApplication>

#include <cstdio>
#include <string>

namespace {

struct RulesTr
{
    Q_DECLARE_TR_FUNCTIONS(RulesCommand)
};

const char *const kRulesUsage = "Usage: stepline rules PATH [--json] [--set Rule.param=value]...";

void printErr(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

int usage(const QString &problem)
{
    if (!problem.isEmpty())
        printErr(QStringLiteral("stepline rules: ") + problem);
    printErr(QString::fromLatin1(kRulesUsage));
    return 1;
}

void printHelp()
{
    std::string text = std::string(kRulesUsage) + "\n"
        + "Runs the SageMaker Debugger built-in rules (ProfilerReport) on a trace file or job folder and\n"
          "prints each verdict (triggered, ok, not_applicable) with its reason, evidence and advice.\n"
          "Rules and parameters (defaults):\n";
    for (const stepline::RuleDefinition &rule : stepline::ruleDefinitions()) {
        text += "  " + rule.name + "\n";
        for (const stepline::RuleParam &p : rule.defaults)
            text += "      " + p.name + " = " + (p.isText ? p.text : stepline::rules::formatNumber(p.number, 3)) + "  ("
                + p.help + ")\n";
    }
    std::fputs(text.c_str(), stdout);
}

} // namespace

// Loads PATH and runs every rule. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runRules(const QStringList &args)
{
    QString path;
    bool json = false;
    ParamOverrides overrides;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--set") || arg.startsWith(QLatin1String("--set="))) {
            QString text;
            if (arg == QLatin1String("--set")) {
                if (i + 1 >= args.size())
                    return usage(RulesTr::tr("--set needs Rule.param=value"));
                text = args[++i];
            } else {
                text = arg.mid(6);
            }
            std::string error;
            if (!parseOverride(text.toStdString(), &overrides, &error))
                return usage(QString::fromStdString(error));
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printHelp();
            return 0;
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return usage(RulesTr::tr("unknown option %1").arg(arg));
        } else if (path.isEmpty()) {
            path = arg;
        } else {
            return usage(RulesTr::tr("only one PATH, got also %1").arg(arg));
        }
    }
    if (path.isEmpty())
        return usage(RulesTr::tr("missing PATH"));

    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        printErr(outcome.error.toUserMessage());
        return 2;
    }
    const std::vector<RuleResult> results = runProfilerReport(ruleInputFromProfile(*outcome.profile), overrides);
    const std::string text = json ? rulesToJson(results) : rulesToText(results);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return 0;
}
