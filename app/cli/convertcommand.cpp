#include "verbs.h"

#include "cliargs.h"
#include "steplinewriter.h"

#include <QCoreApplication>
#include <QElapsedTimer>

namespace {

struct ConvertTr
{
    Q_DECLARE_TR_FUNCTIONS(ConvertCommand)
};

QString convertUsage()
{
    return ConvertTr::tr("Usage: stepline convert PATH -o FILE.stepline [--level 1..19]") + QLatin1Char(' ')
        + QString::fromLatin1(stepline::cli::kSubsetUsage);
}

} // namespace

// Loads PATH (a trace, a job folder or a .stepline file) and writes the whole job (or the chosen
// subset) in the native format. Exit 0 on success, 1 on usage or write errors, 2 when PATH cannot
// be loaded.
int stepline::cli::runConvert(const QStringList &args)
{
    CliArgs cli(QStringLiteral("convert"));
    cli.option({ QStringLiteral("-o"), QStringLiteral("--output") })
        .option({ QStringLiteral("--level") })
        .loadOptions();
    if (!cli.parse(args))
        return cli.usageError(cli.error(), convertUsage());
    if (cli.help()) {
        printOut(convertUsage());
        printOut(ConvertTr::tr("Writes a trace file or a job folder as one compact .stepline file."));
        return 0;
    }
    int level = 9;
    if (cli.has(QStringLiteral("--level"))) {
        bool ok = false;
        level = cli.value(QStringLiteral("--level")).toInt(&ok);
        if (!ok || level < 1 || level > 19)
            return cli.usageError(ConvertTr::tr("--level takes a number from 1 to 19"), convertUsage());
    }
    LoadOptions options;
    if (QString problem; !cli.loadOptionsOf(&options, &problem))
        return cli.usageError(problem, convertUsage());
    const QString output = cli.value(QStringLiteral("-o"));
    if (cli.path().isEmpty())
        return cli.usageError(ConvertTr::tr("missing PATH"), convertUsage());
    if (output.isEmpty())
        return cli.usageError(ConvertTr::tr("missing -o FILE.stepline"), convertUsage());

    QElapsedTimer timer;
    timer.start();
    LoadOutcome outcome;
    if (const int rc = loadForCommand(cli.path(), options, &outcome); rc != 0)
        return rc;
    const qint64 loadMs = timer.restart();
    qint64 bytes = 0;
    const QString error = writeSteplineFile(*outcome.profile, output, level, &bytes);
    if (!error.isEmpty()) {
        printErr(error);
        return 1;
    }
    printOut(ConvertTr::tr("%1: %2 events, %3 bytes (loaded in %4 ms, written in %5 ms)")
                 .arg(output)
                 .arg(outcome.profile->eventCount())
                 .arg(bytes)
                 .arg(loadMs)
                 .arg(timer.elapsed()));
    return 0;
}
