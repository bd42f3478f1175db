// stepline-bench jobs: how fast the job picker lists a big profiles folder, first with an empty
// facts cache (first paint, then the background pass), then again from the cache.
//
// The folder is generated: --jobs job folders of 1, 2, 4 or 8 ranks. Plain-JSON ranks are sparse
// files of their full size with real Kineto text at the start and at the end (what the quick scan
// reads; the hole between is never read by it), so that the sizes on disk add up to about
// --total-bytes without writing them. Every --compressed-every-th job is current-PyTorch .json.gz
// whose facts sit at the end of the stream: real compressed files (large enough that the first
// paint must leave them to the background pass), not emulated.
#include "benchverbs.h"
#include "gzipdevice.h"

#include "joblistcontroller.h"
#include "jobruns.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobrow.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>

namespace stepline::bench {

namespace {

QByteArray events(int rank, int count, quint64 seed)
{
    QByteArray text
        = "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 7, \"tid\": 7, "
          "\"ts\": 2500.5, \"dur\": 10},\n{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm\", "
          "\"pid\": "
        + QByteArray::number(rank)
        + ", \"tid\": 7, \"ts\": 2600, \"dur\": 4, \"args\": {\"device\": " + QByteArray::number(rank) + "}}";
    quint64 x = seed;
    for (int i = 0; i < count; ++i) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        text += ",\n{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"op" + QByteArray::number(x, 36)
            + "\", \"pid\": 7, \"tid\": 7, \"ts\": " + QByteArray::number(3000 + i) + ", \"dur\": 1}";
    }
    return text;
}

QByteArray tailFacts(int rank, int devices)
{
    QByteArray list;
    for (int d = 0; d < devices; ++d)
        list += QByteArray(d ? "," : "") + "{\"id\": " + QByteArray::number(d)
            + ", \"name\": \"NVIDIA H100\"}";
    return "\n], \"deviceProperties\": [" + list + "], \"distributedInfo\": {\"rank\": "
        + QByteArray::number(rank) + ", \"world_size\": 8}, \"baseTimeNanoseconds\": 1700000000000000000}\n";
}

// One plain rank of `size` bytes on disk (apparent): head text, a hole, tail text.
bool writeSparseRank(const QString &path, int rank, qint64 size)
{
    const QByteArray head
        = "{\"schemaVersion\": 1, \"traceEvents\": [\n" + events(rank, 800, quint64(rank) + 1);
    // One GPU visible per process (CUDA_VISIBLE_DEVICES per rank), so head and tail tell all.
    const QByteArray tail = ",\n" + events(rank, 800, quint64(rank) + 99).mid(1) + tailFacts(rank, 1);
    // More than the 64 KiB the quick scan reads at each end: it sees only real text.
    Q_ASSERT(head.size() > 64 * 1024 && tail.size() > 64 * 1024);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(head) != head.size())
        return false;
    const qint64 holeEnd = std::max<qint64>(head.size(), size - tail.size());
    return f.seek(holeEnd) && f.write(tail) == tail.size();
}

struct Folder
{
    int jobs = 0;
    int files = 0;
    int compressedFiles = 0;
    qint64 apparentBytes = 0;
};

bool generate(const QString &dir, int jobs, qint64 totalBytes, int compressedEvery, Folder *out)
{
    // Compressed ranks: real .json.gz text with the facts at the end, one per rank number.
    QList<QByteArray> packed;
    for (int rank = 0; rank < 8; ++rank)
        packed.append(gzip("{\"schemaVersion\": 1, \"traceEvents\": [\n"
            + events(rank, 30000, quint64(rank) + 7) + tailFacts(rank, 8)));
    const int rankChoices[] = { 1, 2, 4, 8 };
    int plainFiles = 0;
    qint64 compressedBytes = 0;
    for (int j = 0; j < jobs; ++j) {
        const int ranks = rankChoices[j % 4];
        if (compressedEvery > 0 && j % compressedEvery == 0) {
            compressedBytes += ranks * packed[0].size();
        } else {
            plainFiles += ranks;
        }
    }
    const qint64 perPlain
        = plainFiles > 0 ? std::max<qint64>(256 * 1024, (totalBytes - compressedBytes) / plainFiles) : 0;
    for (int j = 0; j < jobs; ++j) {
        const int ranks = rankChoices[j % 4];
        const bool compressed = compressedEvery > 0 && j % compressedEvery == 0;
        const QString job = dir + QStringLiteral("/job%1").arg(j, 4, 10, QLatin1Char('0'));
        if (!QDir().mkpath(job))
            return false;
        for (int r = 0; r < ranks; ++r) {
            if (compressed) {
                QFile f(job + QStringLiteral("/rank%1.pt.trace.json.gz").arg(r));
                if (!f.open(QIODevice::WriteOnly) || f.write(packed[r]) != packed[r].size())
                    return false;
                out->apparentBytes += packed[r].size();
                ++out->compressedFiles;
            } else {
                if (!writeSparseRank(job + QStringLiteral("/rank%1.pt.trace.json").arg(r), r, perPlain))
                    return false;
                out->apparentBytes += perPlain;
            }
            ++out->files;
        }
        ++out->jobs;
    }
    return true;
}

struct Listing
{
    double firstPaintMs = -1;
    double settledMs = -1;
    int pendingAtFirstPaint = 0; // jobs with "…" somewhere
    int jobs = 0;
};

// Opens folder in a fresh controller and times the first non-empty listing (rows built and set
// into the picker's model) and the end of the background pass.
Listing list(const QString &folder, const QString &cacheFile, int timeoutMs)
{
    Listing out;
    JobListController controller;
    controller.setCacheFile(cacheFile);
    JobListModel model;
    QElapsedTimer timer;
    QEventLoop loop;
    QObject::connect(&controller, &JobListController::jobsChanged, &loop, [&] {
        if (controller.jobs().isEmpty())
            return;
        QList<JobRow> rows;
        rows.reserve(controller.jobs().size());
        for (const JobEntry &job : controller.jobs())
            rows.append(JobListController::toRow(job));
        model.setJobs(rows);
        if (out.firstPaintMs < 0) {
            out.firstPaintMs = double(timer.nsecsElapsed()) / 1e6;
            for (const JobEntry &job : controller.jobs())
                out.pendingAtFirstPaint += job.pending() ? 1 : 0;
            out.jobs = int(controller.jobs().size());
        }
    });
    QObject::connect(&controller, &JobListController::scanningChanged, &loop, [&](bool scanning) {
        if (!scanning && out.firstPaintMs >= 0) {
            out.settledMs = double(timer.nsecsElapsed()) / 1e6;
            loop.quit();
        }
    });
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    timer.start();
    controller.setFolder(folder);
    loop.exec();
    controller.saveCache();
    return out;
}

int runJobs(const QStringList &args)
{
    bool ok = true;
    auto integer = [&](const char *name, qint64 fallback) {
        const QString text = option(args, QLatin1String(name));
        bool good = true;
        const qint64 v = text.isEmpty() ? fallback : text.toLongLong(&good);
        ok = ok && good && v >= 0;
        return v;
    };
    const int jobs = int(integer("--jobs", 1000));
    const qint64 totalBytes = integer("--total-gb", 20) * 1'000'000'000LL;
    const int compressedEvery = int(integer("--compressed-every", 10));
    const int timeoutMs = int(integer("--timeout-s", 600)) * 1000;
    QString dir = option(args, QStringLiteral("--dir"));
    if (!ok || jobs < 1) {
        std::fputs("Usage: stepline-bench jobs [--jobs N] [--total-gb G] [--compressed-every K] [--dir D]\n",
            stderr);
        return 1;
    }
    QTemporaryDir temp;
    if (dir.isEmpty())
        dir = temp.path();
    const QString folder = dir + QStringLiteral("/profiles");
    const QString cacheFile = dir + QStringLiteral("/cache/jobfacts.json");
    QDir(folder).removeRecursively();
    QFile::remove(cacheFile);
    Folder generated;
    QElapsedTimer genTimer;
    genTimer.start();
    if (!QDir().mkpath(folder) || !generate(folder, jobs, totalBytes, compressedEvery, &generated)) {
        std::fprintf(stderr, "stepline-bench jobs: cannot write %s\n", qUtf8Printable(folder));
        return 2;
    }
    std::fprintf(stderr, "generated %d jobs, %d files (%d .json.gz) in %.1f s\n", generated.jobs,
        generated.files, generated.compressedFiles, double(genTimer.elapsed()) / 1000.0);
    printCount("jobs", generated.jobs, "jobs");
    printCount("trace_files", generated.files, "files");
    printCount("compressed_files", generated.compressedFiles, "files");
    printFigure("size_on_disk", double(generated.apparentBytes) / 1e9, "GB");

    if (flag(args, QStringLiteral("--profile"))) {
        // Where the time goes: the quick scan alone, without the controller and the model.
        QElapsedTimer t;
        const double cpu0 = processCpuSeconds();
        t.start();
        const std::vector<JobEntry> scanned = scanProfilesFolder(folder.toStdString());
        printFigure("quick_scan_only", double(t.nsecsElapsed()) / 1e6, "ms", 1);
        printFigure("quick_scan_only_cpu", processCpuSeconds() - cpu0, "s");
        JobFactsCache cache;
        for (const JobEntry &job : scanned)
            for (const JobTraceFile &file : job.files)
                cache.insert(file.path, file.size, file.modifiedMs, file.facts);
        t.restart();
        scanProfilesFolder(folder.toStdString(), {}, currentTimeMs(), &cache);
        printFigure("cached_scan_only", double(t.nsecsElapsed()) / 1e6, "ms", 1);
    }
    // Wall times on a shared machine include waiting for a core; the process CPU time beside them
    // is what the listing itself cost.
    double cpu = processCpuSeconds();
    const Listing cold = list(folder, cacheFile, timeoutMs);
    printFigure("cold_listing_cpu", processCpuSeconds() - cpu, "s");
    printFigure("first_paint", cold.firstPaintMs, "ms", 1);
    printCount("jobs_pending_at_first_paint", cold.pendingAtFirstPaint, "jobs");
    printFigure("background_pass_done", cold.settledMs, "ms", 1);
    cpu = processCpuSeconds();
    const Listing cached = list(folder, cacheFile, timeoutMs);
    printFigure("cached_listing_cpu", processCpuSeconds() - cpu, "s");
    printFigure("first_paint_cached", cached.firstPaintMs, "ms", 1);
    printCount("jobs_pending_cached", cached.pendingAtFirstPaint, "jobs");
    printFigure("cache_file", double(QFileInfo(cacheFile).size()) / 1e6, "MB");
    printFigure("peak_rss", peakResidentMb(), "MiB", 1);
    if (cold.jobs != generated.jobs || cached.jobs != generated.jobs) {
        std::fprintf(stderr, "stepline-bench jobs: listed %d and %d jobs of %d\n", cold.jobs, cached.jobs,
            generated.jobs);
        return 2;
    }
    return 0;
}

} // namespace

STEPLINE_BENCH_VERB(jobs,
    { "jobs",
        "jobs [--jobs 1000] [--total-gb 20] [--compressed-every 10] [--dir D]   job picker listing, "
        "first paint, background pass, from the cache",
        AppKind::Gui, runJobs });

} // namespace stepline::bench
