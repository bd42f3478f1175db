#include "renderverbs.h"

#include "timeline/timelineexport.h"
#include "cliargs.h"

#include "atomicdevice.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
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

// stepline export-timeline: exit 0 on success, 1 on usage errors, 2 when loading or rendering fails,
// 3 when the image cannot be written (the message names the file and the system's reason).
int runExportTimeline(const std::vector<std::string> &args)
{
    CliArgs cli("export-timeline");
    cli.option({ "-o", "--output" })
        .option({ "--from" })
        .option({ "--to" })
        .option({ "--step" })
        .option({ "--size" })
        .option({ "--rows" })
        .flag({ "--dark" })
        .loadOptions();
    const std::string usage = kUsage;
    const auto value = [&](const char *name) { return QString::fromStdString(cli.value(name)); };
    if (!cli.parse(args)) {
        // This verb always said "unexpected argument" for an unknown option or a second PATH.
        const QString error = QString::fromStdString(cli.error());
        const QString problem = error.startsWith(QLatin1String("unknown option"))
                || error.startsWith(QLatin1String("only one PATH"))
            ? ExportTimelineTr::tr("unexpected argument: %1").arg(error.section(QLatin1Char(' '), -1))
            : error;
        return cli.usageError(problem.toStdString(), usage);
    }
    if (cli.help()) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    TimelineExportOptions options;
    const bool haveFrom = cli.has("--from"), haveTo = cli.has("--to");
    QString problem;
    if (haveFrom && !parseNs(value("--from"), &options.fromNs))
        problem = ExportTimelineTr::tr("--from needs a time in ns (0 or more)");
    else if (haveTo && !parseNs(value("--to"), &options.toNs))
        problem = ExportTimelineTr::tr("--to needs a time in ns (0 or more)");
    else if (cli.has("--step") && !parseNs(value("--step"), &options.step))
        problem = ExportTimelineTr::tr("--step needs a step number");
    if (problem.isEmpty() && cli.has("--size")) {
        static const QRegularExpression sizeForm(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
        const QRegularExpressionMatch m = sizeForm.match(value("--size"));
        if (m.hasMatch())
            options.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
        if (!m.hasMatch() || options.size.width() < 200 || options.size.height() < 100
            || options.size.width() > 10000 || options.size.height() > 10000)
            problem = ExportTimelineTr::tr("--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000");
    }
    if (problem.isEmpty() && cli.has("--rows")) {
        options.rowsRegex = value("--rows");
        if (options.rowsRegex.isEmpty())
            problem = ExportTimelineTr::tr("--rows needs a regular expression");
    }
    options.dark = cli.has("--dark");
    LoadOptions load;
    if (std::string loadProblem; problem.isEmpty() && !cli.loadOptionsOf(&load, &loadProblem))
        problem = QString::fromStdString(loadProblem);
    const QString path = QString::fromStdString(cli.path()), output = value("-o");
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
        return cli.usageError(problem.toStdString(), usage);
    LoadOutcome outcome;
    if (const int rc = loadForCommand(path.toStdString(), load, &outcome); rc != 0)
        return rc;
    QString error;
    const QImage image = renderTimelineImage(outcome.profile, options, &error);
    if (image.isNull()) {
        printErr("stepline export-timeline: " + error.toStdString());
        return 2;
    }
    // The image format follows the suffix as QImage::save(path) picks it; PNG without one.
    const QByteArray suffix = QFileInfo(output).suffix().toLower().toLatin1();
    const QByteArray format = suffix.isEmpty() ? QByteArrayLiteral("png") : suffix;
    const QString writeError = writeFileWhole(
        output, [&](QIODevice &device) { return image.save(&device, format.constData()); },
        ExportTimelineTr::tr("no image writer for .%1").arg(QString::fromLatin1(format)));
    if (!writeError.isEmpty()) {
        printErr("stepline export-timeline: " + writeError.toStdString());
        return 3;
    }
    return 0;
}

} // namespace stepline::cli
