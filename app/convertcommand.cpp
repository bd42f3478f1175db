#include "commands.h"

#include "steplinewriter.h"
#include "traceloader.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>

#include <cstdio>

namespace {

struct ConvertTr
{
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)
};

void printLine(FILE *out, const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), out);
    std::fputc('\n', out);
}

int usage(const QString &problem)
{
    if (!problem.isEmpty())
        printLine(stderr, QStringLiteral("stepline convert: ") + problem);
    printLine(stderr, ConvertTr::tr("Usage: stepline convert PATH -o FILE.stepline [--level 1..19]"));
    return 1;
}

} // namespace

// Loads PATH (a trace, a job folder or a .stepline file) and writes the whole job in the native
// format. Exit 0 on success, 1 on usage or write errors, 2 when PATH cannot be loaded.
int stepline::cli::runConvert(const QStringList &args)
{
    QString path;
    QString output;
    int level = 9;
    for (int i = 0; i < args.size(); ++i) {
        const QString &arg = args[i];
        if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            if (i + 1 >= args.size())
                return usage(ConvertTr::tr("%1 needs a file name").arg(arg));
            output = args[++i];
        } else if (arg == QLatin1String("--level")) {
            bool ok = false;
            level = i + 1 < args.size() ? args[++i].toInt(&ok) : 0;
            if (!ok || level < 1 || level > 19)
                return usage(ConvertTr::tr("--level takes a number from 1 to 19"));
        } else if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            printLine(stdout, ConvertTr::tr("Usage: stepline convert PATH -o FILE.stepline [--level 1..19]"));
            printLine(stdout, ConvertTr::tr("Writes a trace file or a job folder as one compact .stepline file."));
            return 0;
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return usage(ConvertTr::tr("unknown option %1").arg(arg));
        } else if (path.isEmpty()) {
            path = arg;
        } else {
            return usage(ConvertTr::tr("only one PATH, got also %1").arg(arg));
        }
    }
    if (path.isEmpty())
        return usage(ConvertTr::tr("missing PATH"));
    if (output.isEmpty())
        return usage(ConvertTr::tr("missing -o FILE.stepline"));

    QElapsedTimer timer;
    timer.start();
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        printLine(stderr, outcome.error.toUserMessage());
        return 2;
    }
    const qint64 loadMs = timer.restart();
    qint64 bytes = 0;
    const QString error = writeSteplineFile(*outcome.profile, output, level, &bytes);
    if (!error.isEmpty()) {
        printLine(stderr, error);
        return 1;
    }
    printLine(stdout, ConvertTr::tr("%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)")
                          .arg(output)
                          .arg(outcome.profile->eventCount())
                          .arg(bytes)
                          .arg(loadMs)
                          .arg(timer.elapsed()));
    return 0;
}
