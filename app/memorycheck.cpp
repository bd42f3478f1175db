#include "memorycheck.h"

#include "traceloader.h"

#include <QFileInfo>
#include <QLocale>
#include <QThread>

#include <algorithm>
#include <functional>

namespace stepline {

namespace {

struct MemoryTr
{
    Q_DECLARE_TR_FUNCTIONS(MemoryCheck)
};

QString mib(qint64 bytes)
{
    return QLocale::c().formattedDataSize(bytes, 1, QLocale::DataSizeTraditionalFormat);
}

} // namespace

std::vector<RankFile> rankFilesOf(const QString &path)
{
    std::vector<RankFile> out;
    const QStringList files = QFileInfo(path).isDir() ? traceFilesIn(path) : QStringList { path };
    for (qsizetype i = 0; i < files.size(); ++i) {
        RankFile f;
        f.path = files[i];
        f.rank = peekRank(files[i]);
        if (f.rank < 0)
            f.rank = files.size() > 1 ? int(i) : 0;
        f.estimate = estimateFile(files[i]);
        out.push_back(f);
    }
    return out;
}

MemoryCheck checkMemory(
    const std::vector<RankFile> &files, const LoadOptions &options, qint64 availableBytes, int threads)
{
    MemoryCheck check;
    check.availableBytes = availableBytes;
    std::vector<qint64> peaks;
    for (const RankFile &f : files) {
        check.estimate.fileBytes += f.estimate.fileBytes;
        check.estimate.events += f.estimate.events;
        check.estimate.modelBytes += f.estimate.modelBytes;
        check.estimate.peakBytes += f.estimate.peakBytes;
        // One file (maybe several ranks, or a .stepline) is loaded whole, then cut.
        if (files.size() == 1 || options.ranks.empty()
            || std::binary_search(options.ranks.begin(), options.ranks.end(), f.rank))
            peaks.push_back(f.estimate.peakBytes);
    }
    qint64 peak = 0;
    for (qint64 p : peaks)
        peak += p;
    if (options.window && peaks.size() > 1) {
        // Trimmed as parsed: the files in flight at their full peak, the others' kept part unknown
        // before loading; count a quarter of them (a window is usually a small part of a job).
        std::sort(peaks.begin(), peaks.end(), std::greater<>());
        const size_t inFlight = std::min(peaks.size(), size_t(std::max(1, threads)));
        qint64 rest = 0;
        peak = 0;
        for (size_t i = 0; i < peaks.size(); ++i)
            (i < inFlight ? peak : rest) += peaks[i];
        peak += rest / 4;
    }
    check.subsetPeakBytes = peak;
    return check;
}

MemoryCheck checkMemory(const QString &path, const LoadOptions &options, qint64 availableBytes)
{
    return checkMemory(rankFilesOf(path), options, availableBytes < 0 ? memAvailableBytes() : availableBytes,
        QThread::idealThreadCount());
}

QString memoryRefusalText(const MemoryCheck &check, const QString &path)
{
    return MemoryTr::tr(
        "stepline: %1 would not fit in memory: loading it needs about %2 (a model of about %3 "
        "for %4 events, estimated from %5 of files), but only %6 is available.\n"
        "Load part of the job: --ranks LIST (e.g. --ranks 0,3 or 0-3,8) and/or --window T0:T1 "
        "(e.g. --window 0s:10s, times since the job start); or pass --force to try anyway.")
        .arg(QFileInfo(path).fileName(), mib(check.subsetPeakBytes), mib(check.estimate.modelBytes))
        .arg(check.estimate.events)
        .arg(mib(check.estimate.fileBytes), mib(check.availableBytes));
}

} // namespace stepline
