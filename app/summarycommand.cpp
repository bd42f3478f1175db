#include "commands.h"

#include "summary.h"
#include "traceloader.h"

#include <QCoreApplication>

#include <cstdio>
#include <string>

namespace {

struct SummaryTr
{
    Q_DECLARE_TR_FUNCTIONS(SummaryCommand)
};

void printErr(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

int usage(const QString &problem)
{
    if (!problem.isEmpty())
        printErr(QStringLiteral("stepline summary: ") + problem);
    printErr(SummaryTr::tr("Usage: stepline summary PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]"));
    return 1;
}

} // namespace

// Loads PATH (file or job folder) and prints every figure of METRICS.md: a table, or with --json
// the stepline.summary/1 document. Exit 0 on success, 1 on usage errors, 2 when loading fails.
int stepline::cli::runSummary(const QStringList &args)
{
    QString path;
    bool json = false;
    Scope scope;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("--json")) {
            json = true;
        } else if (arg == QLatin1String("--scope") || arg.startsWith(QLatin1String("--scope="))) {
            QString text;
            if (arg == QLatin1String("--scope")) {
                if (i + 1 >= args.size())
                    return usage(SummaryTr::tr("--scope needs a value"));
                text = args[++i];
            } else {
                text = arg.mid(8);
            }
            std::string error;
            if (!Scope::parse(text.toStdString(), &scope, &error))
                return usage(QString::fromStdString(error));
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs("Usage: stepline summary PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]\n"
                       "Prints the figures of METRICS.md for a trace file or a folder of rank files.\n",
                       stdout);
            return 0;
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return usage(SummaryTr::tr("unknown option %1").arg(arg));
        } else if (path.isEmpty()) {
            path = arg;
        } else {
            return usage(SummaryTr::tr("only one PATH, got also %1").arg(arg));
        }
    }
    if (path.isEmpty())
        return usage(SummaryTr::tr("missing PATH"));

    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        printErr(outcome.error.toUserMessage());
        return 2;
    }
    const Profile &profile = *outcome.profile;
    if (ScopeFilter(profile, scope).isEmpty()) {
        printErr(SummaryTr::tr("stepline summary: the profile has no %1").arg(QString::fromStdString(scope.toString())));
        return 1;
    }
    const Summary summary = computeSummary(profile, scope);
    const std::string text = json ? summaryToJson(profile, summary) : summaryToText(profile, summary);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::ferror(stdout) ? 1 : 0;
}
