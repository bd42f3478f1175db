// stepline-bench load: loading speed and memory of the real loader on one file or job folder.
#include "benchverbs.h"

#include "processheap.h"
#include "tracefileloader.h"
#include "traceloader.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <zlib.h>

#include <malloc.h>

#include <cstdio>
#include <ctime>
#include <vector>

namespace stepline::bench {

namespace {

double threadCpuSeconds()
{
    timespec t {};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t) != 0)
        return -1;
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

// Bytes of the decompressed stream (gzip files), or the file size. Runs after the timed load.
qint64 uncompressedSize(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray magic = f.peek(4);
    if (magic.size() < 2 || uchar(magic[0]) != 0x1f || uchar(magic[1]) != 0x8b)
        return f.size();
    z_stream z {};
    if (inflateInit2(&z, 15 + 32) != Z_OK)
        return f.size();
    std::vector<char> in(1 << 20);
    std::vector<char> out(1 << 20);
    qint64 total = 0;
    int rc = Z_OK;
    while (rc != Z_STREAM_END) {
        const qint64 n = f.read(in.data(), qint64(in.size()));
        if (n <= 0)
            break;
        z.next_in = reinterpret_cast<Bytef *>(in.data());
        z.avail_in = uInt(n);
        while (z.avail_in > 0 && rc != Z_STREAM_END) {
            z.next_out = reinterpret_cast<Bytef *>(out.data());
            z.avail_out = uInt(out.size());
            rc = inflate(&z, Z_NO_FLUSH);
            if (rc != Z_OK && rc != Z_STREAM_END) {
                inflateEnd(&z);
                return total;
            }
            total += qint64(out.size() - z.avail_out);
        }
    }
    inflateEnd(&z);
    return total;
}

QStringList inputFiles(const QString &path)
{
    QFileInfo info(path);
    if (!info.isDir())
        return { path };
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    return files;
}

int runLoad(const QStringList &args)
{
    const QStringList paths = positional(
        args, { QStringLiteral("--helpers"), QStringLiteral("--chunk-mb"), QStringLiteral("--gzip") });
    if (paths.size() != 1) {
        std::fputs("usage: stepline-bench load FILE|DIR [--helpers N] [--chunk-mb M] [--gzip "
                   "overlapped|whole|streamed]\n",
            stderr);
        return 1;
    }
    // Parallel parsing of one big plain JSON file: helper threads (default: one per idle core; 0
    // = sequential) and chunk size, to compare settings.
    ParallelParse parallel = defaultParallelParse();
    bool ok = true;
    const QString helpers = option(args, QStringLiteral("--helpers"));
    if (!helpers.isEmpty())
        parallel.helpers = helpers.toInt(&ok);
    const QString chunkMb = option(args, QStringLiteral("--chunk-mb"));
    if (ok && !chunkMb.isEmpty())
        parallel.chunkBytes = size_t(chunkMb.toDouble(&ok) * 1048576.0);
    // How a .json.gz is read (tracefileloader.h), to compare the three in one run.
    const QString gzip = option(args, QStringLiteral("--gzip"), QStringLiteral("overlapped"));
    if (gzip == QLatin1String("whole"))
        parallel.gzip = ParallelParse::Gzip::Whole;
    else if (gzip == QLatin1String("streamed"))
        parallel.gzip = ParallelParse::Gzip::Streamed;
    else
        ok = ok && gzip == QLatin1String("overlapped");
    if (!ok || parallel.chunkBytes == 0) {
        std::fputs("stepline-bench load: --helpers takes an integer, --chunk-mb a positive number, --gzip "
                   "overlapped, whole or streamed\n",
            stderr);
        return 1;
    }
    setDefaultParallelParse(parallel);
    const QString path = paths.first();
    qint64 fileBytes = 0;
    for (const QString &f : inputFiles(path))
        fileBytes += QFileInfo(f).size();
    const double rssBefore = residentMb();

    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = processCpuSeconds();
    const double threadBefore = threadCpuSeconds();
    LoadOutcome outcome = loadProfile(path);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    const double cpuSeconds = processCpuSeconds() - cpuBefore;
    // A single file is parsed, handed to the model and finalized on this thread; helpers and the
    // args compressor run beside it. On a busy machine wall time says little, but this thread's
    // CPU time is the load's critical path: with enough idle cores the load cannot be faster.
    const double mainThreadCpu = threadCpuSeconds() - threadBefore;
    const double peak = peakResidentMb();
    const double rssAfter = residentMb();
    if (!outcome.ok()) {
        std::fprintf(stderr, "stepline-bench load: %s\n", outcome.error.toUserMessage().c_str());
        return 2;
    }
    const Profile &p = *outcome.profile;
    const double modelMb = double(p.modelBytes()) / 1048576.0;
    const double poolMb = double(p.stringPoolBytes()) / 1048576.0;
    const uint64_t events = p.eventCount();

    qint64 jsonBytes = 0;
    for (const QString &f : inputFiles(path))
        jsonBytes += uncompressedSize(f);
    const double jsonMb = double(jsonBytes) / 1048576.0;
    const double fileMb = double(fileBytes) / 1048576.0;

    printFigure("file_mb", fileMb, "MiB");
    printFigure("json_mb", jsonMb, "MiB");
    printFigure("load_seconds", seconds, "s", 3);
    printFigure("load_mb_per_s", jsonMb / std::max(seconds, 1e-9), "MiB/s", 1);
    if (jsonBytes != fileBytes)
        printFigure("load_file_mb_per_s", fileMb / std::max(seconds, 1e-9), "MiB/s", 1);
    // CPU time summed over all loader threads, and throughput per CPU-second (one core's worth).
    printFigure("load_cpu_seconds", cpuSeconds, "s", 3);
    printFigure("load_mb_per_cpu_s", jsonMb / std::max(cpuSeconds, 1e-9), "MiB/s", 1);
    printFigure("load_main_thread_cpu_seconds", mainThreadCpu, "s", 3);
    // Cores busy on average while loading (CPU time of all threads over wall time).
    printFigure("load_cpu_utilisation", cpuSeconds / std::max(seconds, 1e-9), "cores", 2);
    // Best wall time two idle cores allow: the critical path, or all CPU work spread over both.
    const double twoCoreSeconds = std::max(mainThreadCpu, cpuSeconds / 2);
    printFigure("load_two_core_bound_mb_per_s", jsonMb / std::max(twoCoreSeconds, 1e-9), "MiB/s", 1);
    printCount("events", int64_t(events), "events");
    printCount("warnings", int64_t(p.report().total()), "warnings");
    printFigure("model_mb", modelMb, "MiB");
    printFigure("bytes_per_event", double(p.modelBytes()) / double(std::max<uint64_t>(1, events)), "B");
    printFigure("string_pool_mb", poolMb, "MiB");
    printFigure("rss_before_mb", rssBefore, "MiB");
    printFigure("peak_rss_mb", peak, "MiB");
    printFigure("rss_after_mb", rssAfter, "MiB");
    // STYLE.md's goal: peak <= input size + 2 x final model (model includes its string pool).
    const double budget = rssBefore + jsonMb + 2 * (modelMb + poolMb);
    printFigure("peak_budget_mb", budget, "MiB");
    printCount("peak_within_budget", peak <= budget ? 1 : 0, "bool");
    // Resident after the load against the model: the loader hands back what it freed.
    printFigure("rss_after_over_model", (rssAfter - rssBefore) / std::max(modelMb + poolMb, 1e-9), "x", 2);
    // The allocator's blocks in use (the model and whatever else is alive).
    const struct mallinfo2 heap = mallinfo2();
    printFigure("heap_in_use_mb", double(heap.uordblks + heap.hblkhd) / 1048576.0, "MiB");
    outcome.profile.reset();
    returnFreedMemory();
    printFigure("rss_after_unload_mb", residentMb(), "MiB");
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(load,
    { "load",
        "load FILE|DIR [--helpers N] [--chunk-mb M] [--gzip overlapped|whole|streamed]   load speed, events, "
        "bytes per event, peak memory",
        AppKind::Core, runLoad });

} // namespace stepline::bench
