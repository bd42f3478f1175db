#include "commands.h"

#include "summary.h"
#include "traceloader.h"

#include <cstdio>
#include <string>

namespace {

// Like the usage text in main.cpp and the table itself (written by the Qt-free analysis library),
// the command's messages are plain English: scripts parse them, and the table has no translation.
const char *const kSummaryUsage = "Usage: stepline summary PATH [--json] [--scope job|node=NAME|rank=N|gpu=R:D]";

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
    printErr(QString::fromLatin1(kSummaryUsage));
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
                    return usage(QStringLiteral("--scope needs a value"));
                text = args[++i];
            } else {
                text = arg.mid(8);
            }
            std::string error;
            if (!Scope::parse(text.toStdString(), &scope, &error))
                return usage(QString::fromStdString(error));
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::printf("%s\nPrints the figures of METRICS.md for a trace file or a folder of rank files.\n",
                        kSummaryUsage);
            return 0;
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return usage(QStringLiteral("unknown option ") + arg);
        } else if (path.isEmpty()) {
            path = arg;
        } else {
            return usage(QStringLiteral("only one PATH, got also ") + arg);
        }
    }
    if (path.isEmpty())
        return usage(QStringLiteral("missing PATH"));

    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        printErr(outcome.error.toUserMessage());
        return 2;
    }
    const Profile &profile = *outcome.profile;
    if (ScopeFilter(profile, scope).isEmpty()) {
        printErr(QStringLiteral("stepline summary: the profile has no ") + QString::fromStdString(scope.toString()));
        return 1;
    }
    const Summary summary = computeSummary(profile, scope);
    const std::string text = json ? summaryToJson(profile, summary) : summaryToText(profile, summary);
    std::fwrite(text.data(), 1, text.size(), stdout);
    return std::ferror(stdout) ? 1 : 0;
}
