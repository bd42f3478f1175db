#include "traceloader.h"

#include "smdebug.h"
#include "steplinereader.h"
#include "tracefileloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QPromise>
#include <QRegularExpression>
#include <QThreadPool>
#include <QtConcurrent>

#include <algorithm>
#include <map>
#include <numeric>

namespace stepline {

namespace {

bool isTraceName(const QString &name)
{
    const QString lower = name.toLower();
    if (lower == QLatin1String("job.json") || lower.startsWith(QLatin1Char('.')))
        return false;
    return lower.endsWith(QLatin1String(".json")) || lower.endsWith(QLatin1String(".json.gz"))
        || lower.endsWith(QLatin1String(".json.zst"));
}

LoadError simpleError(LoadError::Code code, const QString &file, const QString &detail, const QString &hint)
{
    LoadError err;
    err.code = code;
    err.file = file;
    err.detail = detail;
    err.hint = hint;
    return err;
}

// Below this, a file's times are relative to a base it did not give (~3.2 years after 1970; Kineto's
// relative times stay under its 3-month floor, epoch times are ~1.7e18 ns).
constexpr int64_t kEpochSizedNs = 100'000'000'000'000'000;

// Kineto writes baseTimeNanoseconds after the events, so a rank file cut before its end has none and
// its relative times would land decades away from the other ranks. The ranks of one job share one
// base (a 3-month floor), so such a rank takes the base most of the other ranks gave (the smallest
// on a tie), and a counted warning says so.
void borrowMissingBases(std::vector<FileLoadResult> &results, const std::vector<size_t> &usable)
{
    std::map<int64_t, size_t> votes;
    for (size_t i : usable) {
        const int64_t base = results[i].builder.rank(0).baseTimeNs;
        if (base != 0)
            ++votes[base];
    }
    if (votes.empty())
        return;
    const auto best = std::max_element(votes.begin(), votes.end(),
                                       [](const auto &a, const auto &b) { return a.second < b.second; });
    for (size_t i : usable) {
        ProfileBuilder &b = results[i].builder;
        RankInfo &info = b.rank(0);
        if (info.baseTimeNs != 0)
            continue;
        const std::optional<int64_t> earliest = b.earliestTime();
        if (!earliest || *earliest >= kEpochSizedNs || *earliest <= -kEpochSizedNs)
            continue;
        b.shiftTime(best->first);
        info.baseTimeNs = best->first;
        info.baseBorrowed = true;
        b.report().add(warning::kBaseTimeBorrowed, 0, info.truncated ? info.truncatedAtByte : 0);
        ++info.warnings;
    }
}

} // namespace

QStringList traceFilesIn(const QString &directory)
{
    QStringList files;
    QDirIterator it(directory, QDir::Files | QDir::Readable, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (isTraceName(it.fileName()))
            files.append(path);
    }
    std::sort(files.begin(), files.end());
    return files;
}

int rankFromFileName(const QString &fileName)
{
    static const QRegularExpression re(QStringLiteral("(?:^|[^a-z])(?:rank|worker)[-_]?(\\d+)"),
                                       QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return -1;
    bool ok = false;
    const int rank = m.captured(1).toInt(&ok);
    return ok ? rank : -1;
}

QString hostFromFileName(const QString &fileName)
{
    static const QRegularExpression re(QStringLiteral("^(.+)_(\\d+)\\.(\\d+)\\.pt\\.trace\\.json"));
    static const QRegularExpression notHost(QStringLiteral("^(?:rank|worker)[-_]?\\d+"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(fileName);
    if (!m.hasMatch())
        return QString();
    const QString host = m.captured(1);
    return notHost.match(host).hasMatch() ? QString() : host;
}

// One file or a job directory (one file per rank). Rank files are parsed in parallel, each into
// its own builder (no shared state but progress), then absorbed into one and finalized once.
LoadOutcome loadProfile(const QString &path, const LoadMonitor &monitor)
{
    LoadOutcome outcome;
    const QFileInfo info(path);
    if (!info.exists()) {
        outcome.error = simpleError(LoadError::Code::NotFound, path, LoadError::tr("The path does not exist."),
                                    LoadError::tr("Check the path."));
        return outcome;
    }
    const bool isDir = info.isDir();
    if (!isDir && isSteplineFile(path))
        return loadSteplineFile(path, monitor); // native format: detected by its magic number
    QStringList files = isDir ? traceFilesIn(path) : QStringList{path};
    // SageMaker Debugger system metrics (JSON lines) have their own reader (smdebug.h).
    const QStringList systemFiles = takeSmdebugSystemMetricsFiles(&files);
    if (files.isEmpty() && systemFiles.isEmpty()) {
        outcome.error = simpleError(LoadError::Code::NoEvents, path,
                                    LoadError::tr("The folder holds no trace files (*.json, *.json.gz, *.json.zst)."),
                                    LoadError::tr("Point Stepline at the folder the profiler wrote its traces to."));
        return outcome;
    }

    qint64 totalBytes = 0;
    qint64 needed = 0;
    for (const QString &f : files + systemFiles) {
        const qint64 size = QFileInfo(f).size();
        totalBytes += size;
        QFile file(f);
        Compression compression = Compression::None;
        if (file.open(QIODevice::ReadOnly))
            compression = detectCompression(file.peek(4));
        needed += estimatePeakBytes(f, size, compression);
    }
    const qint64 available = availableMemoryBytes();
    if (isDir && available > 0 && needed > available) {
        outcome.error = simpleError(LoadError::Code::TooLarge, path,
                                    LoadError::tr("Loading these %1 files needs about %2 MiB of memory, but only %3 "
                                                  "MiB are available.")
                                        .arg(files.size())
                                        .arg(needed >> 20)
                                        .arg(available >> 20),
                                    LoadError::tr("Open fewer rank files (copy some into their own folder) or use a "
                                                  "machine with more memory."));
        return outcome;
    }

    LoadProgress progress(monitor.progress, monitor.isCanceled, totalBytes);
    std::vector<FileLoadResult> results(size_t(files.size()));
    if (files.size() == 1) {
        results[0] = loadTraceFile(files[0], progress);
    } else {
        QThreadPool pool; // own pool: this may already run on a global-pool thread
        pool.setMaxThreadCount(std::max(1, QThread::idealThreadCount()));
        QList<int> indices(files.size());
        std::iota(indices.begin(), indices.end(), 0);
        QtConcurrent::blockingMap(&pool, indices, [&](int &i) {
            if (progress.canceled())
                return;
            results[size_t(i)] = loadTraceFile(files[i], progress);
        });
    }
    if (progress.canceled()) {
        outcome.error = simpleError(LoadError::Code::Canceled, path, LoadError::tr("Loading was canceled."), QString());
        return outcome;
    }

    for (FileLoadResult &r : loadSmdebugSystemMetrics(systemFiles, progress)) {
        files.append(QString::fromStdString(r.builder.rank(0).file));
        results.push_back(std::move(r));
    }
    // In a job folder, files that are not traces (notes) are skipped.
    std::vector<size_t> usable;
    std::vector<size_t> skipped;
    for (size_t i = 0; i < results.size(); ++i) {
        outcome.stats.add(results[i].stats);
        const LoadError &err = results[i].error;
        if (!err.isError()) {
            usable.push_back(i);
        } else if (isDir && files.size() > 1
                   && (err.code == LoadError::Code::NotATrace || err.code == LoadError::Code::NoEvents)) {
            skipped.push_back(i);
        } else {
            outcome.error = err;
            return outcome;
        }
    }
    if (usable.empty()) {
        outcome.error = results[skipped.front()].error;
        if (isDir)
            outcome.error.detail = LoadError::tr("No file in this folder is a trace. First problem: %1")
                                       .arg(outcome.error.detail);
        return outcome;
    }

    // Rank numbers: distributedInfo, else the file name, else the sorted order.
    int orderRank = 0;
    for (size_t i : usable) {
        RankInfo &r = results[i].builder.rank(0);
        const QString fileName = QFileInfo(files[int(i)]).fileName();
        if (r.rank < 0) {
            const int fromName = rankFromFileName(fileName);
            if (fromName >= 0) {
                r.rank = fromName;
                r.rankSource = "file name";
            } else {
                r.rank = orderRank;
                r.rankSource = "file order";
            }
        }
        ++orderRank;
        if (r.node.empty())
            r.node = hostFromFileName(fileName).toStdString();
        if (r.node.empty())
            r.node = "rank " + std::to_string(r.rank);
    }
    std::stable_sort(usable.begin(), usable.end(), [&](size_t a, size_t b) {
        return results[a].builder.rank(0).rank < results[b].builder.rank(0).rank;
    });

    if (usable.size() > 1)
        borrowMissingBases(results, usable);

    progress.setStage(LoadError::tr("Indexing"));
    ProfileBuilder builder = std::move(results[usable.front()].builder);
    for (size_t k = 1; k < usable.size(); ++k)
        builder.absorb(std::move(results[usable[k]].builder));
    if (!skipped.empty())
        builder.report().add("skipped_file", 0, 0, skipped.size());
    results.clear();

    JobInfo &job = builder.job();
    job.name = info.fileName().toStdString();
    job.path = path.toStdString();
    job.format = systemFiles.isEmpty() ? builder.rank(0).format : std::string("smdebug");
    if (isDir)
        job.pythonStats = loadSmdebugPythonStats(path); // the Debugger's cProfile dumps (smdebug.h)
    outcome.profile = builder.finalize();
    return outcome;
}

QFuture<LoadOutcome> loadProfileAsync(const QString &path)
{
    return QtConcurrent::run([path](QPromise<LoadOutcome> &promise) {
        LoadMonitor monitor;
        monitor.progress = [&promise](qint64 done, qint64 total, const QString &stage) {
            promise.setProgressRange(0, int(std::min<qint64>(total / 1024, INT32_MAX)));
            promise.setProgressValueAndText(int(std::min<qint64>(done / 1024, INT32_MAX)), stage);
        };
        monitor.isCanceled = [&promise] { return promise.isCanceled(); };
        LoadOutcome outcome = loadProfile(path, monitor);
        if (promise.isCanceled() && !outcome.error.isError()) {
            outcome = LoadOutcome();
            outcome.error.code = LoadError::Code::Canceled;
            outcome.error.file = path;
            outcome.error.detail = LoadError::tr("Loading was canceled.");
        }
        promise.addResult(std::move(outcome));
    });
}

} // namespace stepline
