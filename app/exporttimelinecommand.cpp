#include "commands.h"

#include "timeline/timelineexport.h"
#include "traceloader.h"

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

const char *const kUsage =
    "Usage: stepline export-timeline PATH -o FILE.png [--from NS --to NS | --step N] [--size WxH]\n"
    "                                [--rows REGEX] [--dark]\n"
    "Renders the Timeline tab (track tree and timeline) to an image, without a display.\n"
    "--from/--to: a range in ns since the job start; --step N: ProfilerStep#N. Default: the first\n"
    "complete step, else the whole job. --rows keeps the rows whose name (or a parent's) matches.\n"
    "Default size 1600x900.\n";

void printErr(const QString &text)
{
    const QByteArray bytes = text.toLocal8Bit();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    std::fputc('\n', stderr);
}

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
    QString path, output;
    TimelineExportOptions options;
    bool haveFrom = false, haveTo = false;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args[i];
        QString value;
        const qsizetype eq = arg.startsWith(QLatin1String("--")) ? arg.indexOf(QLatin1Char('=')) : -1;
        if (eq > 0) {
            value = arg.mid(eq + 1);
            arg = arg.left(eq);
        }
        auto takeValue = [&](QString *target) {
            if (eq > 0) {
                *target = value;
                return true;
            }
            if (i + 1 >= args.size())
                return false;
            *target = args[++i];
            return true;
        };
        QString text;
        QString problem;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            std::fputs(kUsage, stdout);
            return 0;
        } else if (arg == QLatin1String("-o") || arg == QLatin1String("--output")) {
            if (!takeValue(&output))
                problem = ExportTimelineTr::tr("%1 needs a value").arg(arg);
        } else if (arg == QLatin1String("--from")) {
            haveFrom = takeValue(&text) && parseNs(text, &options.fromNs);
            if (!haveFrom)
                problem = ExportTimelineTr::tr("--from needs a time in ns (0 or more)");
        } else if (arg == QLatin1String("--to")) {
            haveTo = takeValue(&text) && parseNs(text, &options.toNs);
            if (!haveTo)
                problem = ExportTimelineTr::tr("--to needs a time in ns (0 or more)");
        } else if (arg == QLatin1String("--step")) {
            if (!takeValue(&text) || !parseNs(text, &options.step))
                problem = ExportTimelineTr::tr("--step needs a step number");
        } else if (arg == QLatin1String("--size")) {
            static const QRegularExpression sizeForm(QStringLiteral("^(\\d{2,5})[xX](\\d{2,5})$"));
            const QRegularExpressionMatch m = takeValue(&text) ? sizeForm.match(text) : QRegularExpressionMatch();
            if (m.hasMatch())
                options.size = QSize(m.captured(1).toInt(), m.captured(2).toInt());
            if (!m.hasMatch() || options.size.width() < 200 || options.size.height() < 100
                || options.size.width() > 10000 || options.size.height() > 10000)
                problem = ExportTimelineTr::tr("--size is WIDTHxHEIGHT in pixels, from 200x100 to 10000x10000");
        } else if (arg == QLatin1String("--rows")) {
            if (!takeValue(&options.rowsRegex) || options.rowsRegex.isEmpty())
                problem = ExportTimelineTr::tr("--rows needs a regular expression");
        } else if (arg == QLatin1String("--dark")) {
            options.dark = true;
        } else if (arg.startsWith(QLatin1Char('-')) || !path.isEmpty()) {
            problem = ExportTimelineTr::tr("unexpected argument: %1").arg(arg);
        } else {
            path = arg;
        }
        if (!problem.isEmpty()) {
            printErr(QStringLiteral("stepline export-timeline: ") + problem);
            std::fputs(kUsage, stderr);
            return 1;
        }
    }
    QString usageError;
    if (path.isEmpty() || output.isEmpty())
        usageError = ExportTimelineTr::tr("PATH and -o FILE are required");
    else if (haveFrom != haveTo)
        usageError = ExportTimelineTr::tr("--from and --to go together");
    else if (haveFrom && options.toNs <= options.fromNs)
        usageError = ExportTimelineTr::tr("--to must be after --from");
    else if (haveFrom && options.step >= 0)
        usageError = ExportTimelineTr::tr("use either --from/--to or --step");
    if (!usageError.isEmpty()) {
        printErr(QStringLiteral("stepline export-timeline: ") + usageError);
        std::fputs(kUsage, stderr);
        return 1;
    }
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        printErr(outcome.error.toUserMessage());
        return 2;
    }
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
