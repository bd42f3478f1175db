// stepline-bench native / native-open: the .stepline format against the JSON it came from (file
// size vs JSON and .json.gz, open time vs JSON load time, peak memory while opening).
#include "benchverbs.h"

#include "steplinereader.h"
#include "steplinewriter.h"
#include "jobfiles.h"
#include "traceloader.h"

#include <QCoreApplication>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <zlib.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace stepline::bench {

namespace {

QStringList traceInputs(const QString &path)
{
    if (!QFileInfo(path).isDir())
        return QStringList { path };
    QStringList files;
    for (const std::string &file : traceFilesIn(path.toStdString()))
        files.append(QString::fromStdString(file));
    return files;
}

// Uncompressed JSON bytes and the size of that JSON gzipped (zlib's default level, like gzip -6).
// A .gz input is decompressed to count its JSON and keeps its own size as the gz figure.
struct JsonSizes
{
    qint64 json = 0;
    qint64 gz = 0;
};

JsonSizes jsonSizes(const QStringList &files)
{
    JsonSizes sizes;
    std::vector<char> in(1 << 20), out(1 << 20);
    for (const QString &path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QByteArray magic = f.peek(2);
        const bool gz = magic.size() == 2 && uchar(magic[0]) == 0x1f && uchar(magic[1]) == 0x8b;
        z_stream z {};
        if (gz ? inflateInit2(&z, 15 + 32) != Z_OK
               : deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
            continue;
        if (gz)
            sizes.gz += f.size();
        bool done = false;
        while (!done) {
            const qint64 n = f.read(in.data(), qint64(in.size()));
            const bool last = n <= 0 || f.atEnd();
            z.next_in = reinterpret_cast<Bytef *>(in.data());
            z.avail_in = uInt(std::max<qint64>(n, 0));
            do {
                z.next_out = reinterpret_cast<Bytef *>(out.data());
                z.avail_out = uInt(out.size());
                const int rc = gz ? inflate(&z, Z_NO_FLUSH) : deflate(&z, last ? Z_FINISH : Z_NO_FLUSH);
                const qint64 produced = qint64(out.size() - z.avail_out);
                if (gz)
                    sizes.json += produced;
                else
                    sizes.gz += produced;
                if (rc == Z_STREAM_END || (rc != Z_OK && rc != Z_BUF_ERROR)) {
                    done = true;
                    break;
                }
            } while (z.avail_out == 0);
            if (!gz)
                sizes.json += std::max<qint64>(n, 0);
            if (last && gz)
                done = true;
        }
        gz ? inflateEnd(&z) : deflateEnd(&z);
    }
    return sizes;
}

int runNativeOpen(const QStringList &args)
{
    const QStringList paths = positional(args, {});
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench native-open FILE.stepline\n", stderr);
        return 1;
    }
    const double rssBefore = residentMb();
    QElapsedTimer timer;
    timer.start();
    const LoadOutcome outcome = loadSteplineFile(paths.first().toStdString());
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double peak = peakResidentMb();
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench native-open: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    const Profile &p = *outcome.profile;
    const double modelMb = double(p.modelBytes() + p.stringPoolBytes()) / 1048576.0;
    printFigure("open_seconds", seconds, "s", 3);
    printCount("events", int64_t(p.eventCount()), "events");
    printFigure("open_rss_before_mb", rssBefore, "MiB");
    printFigure("open_peak_rss_mb", peak, "MiB");
    printFigure("open_model_mb", modelMb, "MiB");
    // Goal: what opening added at its peak is at most 1.2 x the final model (pool included).
    printFigure("open_peak_over_model", (peak - rssBefore) / std::max(modelMb, 1e-9), "x", 3);
    return 0;
}

int runNative(const QStringList &args)
{
    const QStringList paths = positional(args, { QStringLiteral("--keep"), QStringLiteral("--level") });
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench native FILE|DIR [--level N] [--keep OUT.stepline]\n", stderr);
        return 1;
    }
    const QString path = paths.first();
    QTemporaryDir tmp;
    const QString out
        = option(args, QStringLiteral("--keep"), tmp.filePath(QStringLiteral("bench.stepline")));
    const int level = option(args, QStringLiteral("--level"), QStringLiteral("9")).toInt();

    QElapsedTimer timer;
    timer.start();
    LoadOutcome source = loadProfile(path);
    const double loadSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (!source.ok()) {
        std::fprintf(stderr, "stepline-bench native: %s\n", source.error.toUserMessage().c_str());
        return 2;
    }
    timer.restart();
    int64_t steplineBytes = 0;
    const std::string error = writeSteplineFile(*source.profile, out.toStdString(), level, &steplineBytes);
    const double writeSeconds = double(timer.nsecsElapsed()) / 1e9;
    if (!error.empty()) {
        std::fprintf(stderr, "stepline-bench native: %s\n", error.c_str());
        return 2;
    }
    const uint64_t events = source.profile->eventCount();
    source = LoadOutcome();

    const JsonSizes sizes = jsonSizes(traceInputs(path));
    printCount("events", int64_t(events), "events");
    printFigure("json_mb", double(sizes.json) / 1048576.0, "MiB");
    printFigure("json_gz_mb", double(sizes.gz) / 1048576.0, "MiB");
    printFigure("stepline_mb", double(steplineBytes) / 1048576.0, "MiB", 3);
    printFigure(
        "stepline_bytes_per_event", double(steplineBytes) / double(std::max<uint64_t>(events, 1)), "B");
    printFigure(
        "json_over_stepline", double(sizes.json) / double(std::max<qint64>(steplineBytes, 1)), "x", 1);
    printFigure("gz_over_stepline", double(sizes.gz) / double(std::max<qint64>(steplineBytes, 1)), "x", 2);
    printFigure("json_load_seconds", loadSeconds, "s", 3);
    printFigure("write_seconds", writeSeconds, "s", 3);

    // Opening runs in a fresh process so its peak memory is its own.
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), { QStringLiteral("native-open"), out });
    if (!child.waitForFinished(-1) || child.exitCode() != 0) {
        std::fputs("stepline-bench native: opening the .stepline file failed\n", stderr);
        return 2;
    }
    const QByteArray lines = child.readAllStandardOutput();
    std::fwrite(lines.constData(), 1, size_t(lines.size()), stdout);
    double openSeconds = 0;
    for (const QByteArray &line : lines.split('\n')) {
        if (line.startsWith("open_seconds="))
            openSeconds = line.mid(13).split(' ').value(0).toDouble();
    }
    printFigure("open_speedup", loadSeconds / std::max(openSeconds, 1e-9), "x", 1);
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(native,
    { "native", "native FILE|DIR [--level N] [--keep OUT]   .stepline size and open time vs JSON",
        AppKind::Core, runNative });
STEPLINE_BENCH_VERB(nativeOpen,
    { "native-open", "native-open FILE.stepline   open time and peak memory", AppKind::Core, runNativeOpen });

} // namespace stepline::bench
