#include "comparetraces.h"

#include "childrun.h"
#include "tracegenerator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cstdio>
#include <set>

namespace stepline::bench {

namespace {

// The real traces of the shared folder, as they are.
constexpr const char *kRealTraces[] = {
    "hta/df_index_resolver/df_index_resolver.json.gz",
    "param/resnet_kineto.json.gz",
    "tracelens/mi300/resnet_act_checkpoint.json.gz",
    "tracelens/b200/eager_trace.json.gz",
    "tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz",
};

// Big traces of real shapes: a real trace's events repeated up to the size asked for.
struct Shape
{
    const char *name;
    const char *source;
    bool bare; // written as the bare array of events
};
constexpr Shape kShapes[] = {
    { "args-heavy", "tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz",
        false }, // record_shapes, with_stack, Concrete Inputs
    { "python-function-amd", "tracelens/mi300/resnet_act_checkpoint.json.gz", false },
    { "bare-array", "hta/df_index_resolver/df_index_resolver.json.gz", true },
};

QString lowerKey(QString text)
{
    text = text.toLower();
    QString key;
    for (const QChar c : text) {
        const bool word = (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || c.isDigit();
        if (word)
            key += c;
        else if (!key.isEmpty() && !key.endsWith(QLatin1Char('_')))
            key += QLatin1Char('_');
    }
    while (key.endsWith(QLatin1Char('_')))
        key.chop(1);
    return key;
}

QString withoutGz(const QString &name)
{
    return name.endsWith(QLatin1String(".gz")) ? name.chopped(3) : name;
}

bool nonEmpty(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.size() > 0;
}

// Runs `command`, which writes `part`, and renames `part` to `out` once it succeeded, so that an
// interrupted run leaves nothing that a later run would take for done.
bool makeFile(const CompareWork &work, ChildCommand command, const QString &part, const QString &out)
{
    command.stderrPath = work.childErrors;
    const ChildRun run = runChild(command);
    if (!run.ok() || !nonEmpty(part) || (QFile::exists(out) && !QFile::remove(out))
        || !QFile::rename(part, out)) {
        QFile::remove(part);
        std::fprintf(stderr, "stepline-bench compare: cannot make %s with `%s` (exit %d): %s\n",
            qPrintable(out), qPrintable(command.text()), run.exitCode, lastChildErrors(work).constData());
        return false;
    }
    return true;
}

// `command`'s standard output into `out`.
bool makeFileFromOutput(const CompareWork &work, ChildCommand command, const QString &out)
{
    command.stdoutPath = out + QStringLiteral(".part");
    return makeFile(work, command, command.stdoutPath, out);
}

bool inflate(const CompareWork &work, const QString &gz, const QString &out)
{
    return nonEmpty(out) || makeFileFromOutput(work, { { work.gzip, QStringLiteral("-dc"), gz } }, out);
}

bool writeGenerated(const QString &out, qlonglong events)
{
    QSaveFile file(out); // whole or not at all: a later run reuses what it finds
    TraceGenerator::Options o;
    o.layers = 48;
    o.targetEvents = uint64_t(events);
    if (file.open(QIODevice::WriteOnly) && TraceGenerator::writeRank(file, o, 0).ok && file.commit())
        return true;
    std::fprintf(stderr, "stepline-bench compare: cannot write %s (%s)\n", qPrintable(out),
        qPrintable(file.errorString()));
    return false;
}

} // namespace

QByteArray lastChildErrors(const CompareWork &work)
{
    QFile errors(work.childErrors);
    return errors.open(QIODevice::ReadOnly) ? errors.read(2000).trimmed() : QByteArray();
}

bool ensureGz(const CompareWork &work, CompareTrace *trace)
{
    if (nonEmpty(trace->gz))
        return true;
    if (nonEmpty(trace->json + QStringLiteral(".gz"))) {
        trace->gz = trace->json + QStringLiteral(".gz");
        return true;
    }
    trace->gz = QDir(work.folder).filePath(QFileInfo(trace->json).fileName() + QStringLiteral(".gz"));
    return nonEmpty(trace->gz)
        || makeFileFromOutput(
            work, { { work.gzip, QStringLiteral("-6"), QStringLiteral("-c"), trace->json } }, trace->gz);
}

std::vector<CompareTrace> compareTraces(
    const CompareWork &work, const CompareTraceRequest &request, int *failures)
{
    std::vector<CompareTrace> traces;
    const QDir folder(work.folder);
    const QString &shapes = request.shapes;
    const QStringList &files = request.files;
    if (!shapes.isEmpty()) {
        const QDir dir(shapes);
        for (const char *real : kRealTraces) {
            const QString source = dir.filePath(QLatin1String(real));
            if (!nonEmpty(source)) {
                std::printf("missing: %s\n", real);
                continue;
            }
            const QString name = withoutGz(QFileInfo(source).fileName());
            const QString out = folder.filePath(QStringLiteral("real-") + name);
            if (!inflate(work, source, out)) {
                ++*failures;
                continue;
            }
            traces.push_back({ QStringLiteral("real"),
                QStringLiteral("real_") + lowerKey(name.section(QLatin1Char('.'), 0, -2)), out, {} });
        }
        const QString script = QStringLiteral(STEPLINE_SOURCE_DIR "/packaging/bench-shapes.py");
        for (const Shape &shape : kShapes) {
            const QString source = dir.filePath(QLatin1String(shape.source));
            if (!nonEmpty(source)) {
                std::printf("missing: %s (the source of %s)\n", shape.source, shape.name);
                continue;
            }
            const QString mb = QString::number(request.shapeMb);
            const QString out
                = folder.filePath(QStringLiteral("shape-%1-%2mb.json").arg(QLatin1String(shape.name), mb));
            const QString part = out + QStringLiteral(".part");
            QStringList argv { work.python, script, source, QStringLiteral("--mb"), mb, QStringLiteral("-o"),
                part };
            if (shape.bare)
                argv << QStringLiteral("--bare");
            if (!nonEmpty(out) && !makeFile(work, { argv }, part, out)) {
                ++*failures;
                continue;
            }
            traces.push_back({ QLatin1String(shape.name), lowerKey(QLatin1String(shape.name)), out, {} });
        }
    }
    if (request.events > 0 && (!shapes.isEmpty() || files.isEmpty())) {
        const QString out = folder.filePath(QStringLiteral("generated-%1ev.json").arg(request.events));
        if (nonEmpty(out) || writeGenerated(out, request.events))
            traces.push_back({ QStringLiteral("generated"), QStringLiteral("generated"), out, {} });
        else
            ++*failures;
    }
    for (const QString &file : files) {
        if (!nonEmpty(file)) {
            std::fprintf(stderr, "stepline-bench compare: cannot read %s\n", qPrintable(file));
            ++*failures;
            continue;
        }
        const QString name = withoutGz(QFileInfo(file).fileName());
        CompareTrace trace { QStringLiteral("file"),
            QStringLiteral("file_") + lowerKey(name.section(QLatin1Char('.'), 0, -2)), file, {} };
        if (file.endsWith(QLatin1String(".gz"))) {
            trace.gz = file;
            trace.json = folder.filePath(QStringLiteral("file-") + name);
            if (!inflate(work, file, trace.json)) {
                ++*failures;
                continue;
            }
        }
        traces.push_back(trace);
    }
    // Two traces of one name (FILEs from different folders) keep apart in the name=value lines.
    std::set<QString> keys;
    for (CompareTrace &trace : traces) {
        const QString base = trace.key;
        for (int n = 2; !keys.insert(trace.key).second; ++n)
            trace.key = base + QLatin1Char('_') + QString::number(n);
    }
    return traces;
}

} // namespace stepline::bench
