#include "tracegenerator.h"

#include "gzipdevice.h"
#include "joinrendezvous.h"
#include "rankidentity.h"
#include "rankwriter.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QIODevice>

#include <algorithm>
#include <atomic>
#include <thread>

// The public face of the generator: one rank into a device or memory, file names, whole jobs.
// The simulation itself is RankWriter (rankwriter.h).
namespace stepline {

using tracegen::mix;
using tracegen::rankStartOffsetNs;

TraceGenerator::RankStats TraceGenerator::writeRank(QIODevice &out, const Options &options, int rank)
{
    tracegen::RankWriter writer(out, options, rank);
    return writer.run();
}

QByteArray TraceGenerator::generateRank(const Options &options, int rank, RankStats *stats)
{
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    const RankStats s = writeRank(buffer, options, rank);
    if (stats)
        *stats = s;
    return data;
}

namespace {

// Swallows what the dry run of synchronize() writes.
class NullDevice : public QIODevice
{
protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64 size) override { return size; }
};

} // namespace

TraceGenerator::RankStats TraceGenerator::total(const std::vector<RankStats> &ranks)
{
    RankStats sum;
    for (const RankStats &s : ranks) {
        sum.bytes += s.bytes;
        sum.completeEvents += s.completeEvents;
        sum.instantEvents += s.instantEvents;
        sum.flowEvents += s.flowEvents;
        sum.kernels += s.kernels;
        sum.steps += s.steps;
    }
    return sum;
}

void TraceGenerator::forEachRankOnThreads(int ranks, int threads, const std::function<void(int)> &write)
{
    std::atomic<int> next { 0 };
    auto worker = [&] {
        for (int r = next++; r < ranks; r = next++)
            write(r);
    };
    std::vector<std::thread> pool;
    for (int t = 1; t < std::clamp(threads, 1, ranks); ++t)
        pool.emplace_back(worker);
    worker();
    for (std::thread &t : pool)
        t.join();
}

void TraceGenerator::synchronize(Options *options, int threads)
{
    Options dry = *options;
    dry.truncateLastRankPercent = 0;
    dry.collectiveJoinsNs = std::make_shared<const std::vector<int64_t>>(); // joins from the rendezvous
    const int ranks = dry.rankCount();
    // The ranks meet at every all-reduce, so each runs on its own thread; at most `threads`
    // compute at once.
    tracegen::JoinRendezvous rendezvous(ranks, threads);
    std::vector<std::thread> pool;
    pool.reserve(size_t(ranks));
    for (int r = 0; r < ranks; ++r) {
        pool.emplace_back([&, r] {
            NullDevice sink;
            sink.open(QIODevice::WriteOnly);
            rendezvous.enter();
            tracegen::RankWriter writer(sink, dry, r, &rendezvous);
            writer.run();
            rendezvous.leave(writer.allReducesIssued());
        });
    }
    for (std::thread &t : pool)
        t.join();
    options->collectiveJoinsNs = std::make_shared<const std::vector<int64_t>>(rendezvous.joins());
}

QString TraceGenerator::hostName(const Options &options, int rank)
{
    return tracegen::rankHostName(options, rank);
}

int TraceGenerator::hostPid(const Options &options, int rank)
{
    return tracegen::rankHostPid(options, rank);
}

QString TraceGenerator::rankFileName(const Options &options, int rank)
{
    return tracegen::rankTraceFileName(options, rank);
}

TraceGenerator::JobResult TraceGenerator::writeJob(const QString &dir, const Options &options)
{
    JobResult result;
    if (!QDir().mkpath(dir)) {
        result.error = QStringLiteral("cannot create directory %1").arg(dir);
        return result;
    }
    const int ranks = options.rankCount();
    for (int rank = 0; rank < ranks; ++rank) {
        const bool truncate = options.truncateLastRankPercent > 0 && rank == ranks - 1;
        Options fileOptions = options;
        if (truncate)
            fileOptions.gzip = false;
        const QString path = QDir(dir).absoluteFilePath(rankFileName(fileOptions, rank));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
            result.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
            return result;
        }
        RankStats stats;
        if (truncate) {
            QByteArray data = generateRank(options, rank, &stats);
            data.truncate(qsizetype(int64_t(data.size()) * options.truncateLastRankPercent / 100));
            stats.ok = stats.ok && file.write(data) == data.size();
        } else if (fileOptions.gzip) {
            GzipDevice gz(&file);
            gz.open(QIODevice::WriteOnly);
            stats = writeRank(gz, options, rank);
            gz.close();
            stats.ok = stats.ok && gz.ok();
        } else {
            stats = writeRank(file, options, rank);
        }
        file.close();
        if (!stats.ok || file.error() != QFileDevice::NoError) {
            result.error = QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
            return result;
        }
        result.files << path;
        result.ranks.push_back(stats);
    }
    result.ok = true;
    return result;
}

} // namespace stepline
