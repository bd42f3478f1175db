#include "renderverbs.h"

#include "timeline/timelineexport.h"
#include "cliargs.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QRegularExpression>

#include <cstdio>

namespace {

struct ExportTimelineTr
{
    Q_DECLARE_TR_FUNCTIONS(ExportTimelineCommand)
};

const char *const kUsage
    = "Usage: stepline export-timeline PATH -o FILE.png [--from NS --to NS | --step N] [--size WxH]\n"
      "                                [--rows REGEX] [--dark] [--ranks LIST] [--window T0:T1] [--force]\n"
      "Renders the Timeline tab (track tree and timeline) to an image, without a display.\n"
      "--from/--to: a range in ns since the job start; --step N: ProfilerStep#N. Default: the first\n"
      "complete step, else the whole job. --rows keeps the rows whose name (or a parent's) matches.\n"
      "Default size 1600x900.\n";

bool parseNs(const QString &text, int64_t *out)
{
    bool ok = false;
    const qlonglong v = text.toLongLong(&ok);
    if (!ok || v < 0)
        return false;
    *out = int64_t(v);
    return true;
}

} // namespace

namespace stepline::cli {

// stepline export-timeline: exit 0 on success, 1 on usage errors, 2 when loading or rendering fails.
int runExportTimeline(const QStringList &args)
{
    CliArgs cli(QStringLiteral("export-timeline"));
    cli.option({ QStringLiteral("-o"), QStringLiteral("--output") })
        .option({ QStringLiteral("--from") })
        .option({ QStringLiteral("--to") })
        .option({ QStringLiteral("--step") })
        .option({ QStringLiteral("--size") })
        .option({ QStringLiteral("--rows") })
        .flag({ QStringLiteral("--dark") })
        .loadOptions();
    const QString usage = QString::fromLatin1(kUsage);
    if (!cli.parse(args)) {
        // This verb always said "unexpected argument" for an unknown option or a second PATH.
        const QString problem = cli.error().startsWith(QLatin1String("unknown option"))
                || cli.error().startsWith(QLatin1String("only one PATH"))
            ? ExportTimelineTr::tr("unexpected argument: %1").arg(cli.error().section(QLatin1Char(' '), -1))
            : cli.error();
        return cli.usageError(problem, usage);
    }
    if (cli.help()) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    TimelineExportOptions options;
    const bool haveFrom = cli.has(QStringLiteral("--from")), haveTo = cli.has(QStringLiteral("--to"));
    QString problem;
    if (haveFrom && !parseNs(cli.value(QStringLiteral("--from")), &options.fromNs))
        problem = ExportTimelineTr::tr("--from needs a time in ns (0 or more)");
    else if (haveTo && !parseNs(cli.value(QStringLiteral("--to")), &options.toNs))
        problem = ExportTimelineTr::tr("--to needs a time in ns (0 or more)");
    else if (cli.has(QStringLiteral("--step"))
        && !parseNs(cli.value(QStringLiteral("--step")), &options.step))
        problem = ExportTimelineTr::tr("--step needs a step number");
    if (problem.isEmpty() && cli.has(QStringLiteral("--size"))) {
        static const QRegularExpression sizeForm(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
        const QRegularExpressionMatch m = sizeForm.match(cli.value(QStringLiteral("--size")));
        if (m.hasMatch())
            options.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (!m.hasMatch() || options.size.width() < 200 || options.size.height() < 100
            || options.size.width() > 10000 || options.size.height() > 10000)
            problem = ExportTimelineTr::tr("--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000");
    }
    if (problem.isEmpty() && cli.has(QStringLiteral("--rows"))) {
        options.rowsRegex = cli.value(QStringLiteral("--rows"));
        if (options.rowsRegex.isEmpty())
            problem = ExportTimelineTr::tr("--rows needs a regular expression");
    }
    options.dark = cli.has(QStringLiteral("--dark"));
    LoadOptions load;
    if (problem.isEmpty())
        cli.loadOptionsOf(&load, &problem);
    const QString path = cli.path(), output = cli.value(QStringLiteral("-o"));
    if (!problem.isEmpty()) {
        // reported below
    } else if (path.isEmpty() || output.isEmpty())
        problem = ExportTimelineTr::tr("PATH and -o FILE are required");
    else if (haveFrom != haveTo)
        problem = ExportTimelineTr::tr("--from and --to go together");
    else if (haveFrom && options.toNs <= options.fromNs)
        problem = ExportTimelineTr::tr("--to must be after --from");
    else if (haveFrom && options.step >= 0)
        problem = ExportTimelineTr::tr("use either --from/--to or --step");
    if (!problem.isEmpty())
        return cli.usageError(problem, usage);
    LoadOutcome outcome;
    if (const int rc = loadForCommand(path, load, &outcome); rc != 0)
        return rc;
    QString error;
    const QImage image = renderTimelineImage(outcome.profile, options, &error);
    if (image.isNull()) {
        printErr(QStringLiteral("stepline export-timeline: ") + error);
        return 2;
    }
    if (!image.save(output)) {
        printErr(QStringLiteral("stepline export-timeline: ")
            + ExportTimelineTr::tr("cannot write %1").arg(QDir::toNativeSeparators(output)));
        return 2;
    }
    return 0;
}

} // namespace stepline::cli
