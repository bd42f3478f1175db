#include "scalejob.h"

#include "gzipdevice.h"

#include <QDir>
#include <QFile>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

namespace stepline {

namespace {

// Writes one rank file; returns an empty string or what failed.
QString writeRankFile(
    const QString &path, const TraceGenerator::Options &options, int rank, TraceGenerator::RankStats *stats)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    if (options.gzip) {
        GzipDevice gz(&file);
        gz.open(QIODevice::WriteOnly);
        *stats = TraceGenerator::writeRank(gz, options, rank);
        gz.close();
        stats->ok = stats->ok && gz.ok();
    } else {
        *stats = TraceGenerator::writeRank(file, options, rank);
    }
    file.close();
    if (!stats->ok || file.error() != QFileDevice::NoError)
        return QStringLiteral("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace

TraceGenerator::Options scaleJobOptions(const ScaleJobSpec &spec)
{
    TraceGenerator::Options o;
    o.nodes = std::max(1, spec.nodes);
    o.gpusPerNode = std::max(1, spec.gpusPerNode);
    o.layers = spec.layers;
    o.seed = spec.seed;
    o.gzip = spec.gzip;
    o.gpu = TraceGenerator::Gpu::A100;
    o.startAbsNs = 1795946400000000000LL; // 2026-11-29T10:00:00Z
    o.stragglerRank = spec.stragglerRank == -2
        ? std::min(o.rankCount() - 1, (o.nodes - 1) * o.gpusPerNode + 3)
        : spec.stragglerRank;
    o.stragglerPercent = o.stragglerRank >= 0 ? spec.stragglerPercent : 0;
    o.perRankOutlierStep = true;

    // Bytes per step from two short probes (their difference leaves out header and footer).
    TraceGenerator::Options probe = o;
    probe.steps = 2;
    const int64_t two = TraceGenerator::generateRank(probe, 0).size();
    probe.steps = 4;
    const int64_t four = TraceGenerator::generateRank(probe, 0).size();
    const int64_t perStep = std::max<int64_t>(1, (four - two) / 2);
    const int64_t fixed = std::max<int64_t>(0, two - 2 * perStep);
    const int64_t perRank = std::max<int64_t>(0, spec.totalBytes / o.rankCount() - fixed);
    o.steps = int(std::max<int64_t>(2, (perRank + perStep / 2) / perStep));
    return o;
}

JobMeta scaleJobMeta(const TraceGenerator::Options &o)
{
    JobMeta meta;
    meta.name = QStringLiteral("resnet152-%1node-%2gpu-scale").arg(o.nodes).arg(o.rankCount());
    meta.created = QStringLiteral("2026-11-29T10:00:00Z");
    meta.status = QStringLiteral("Completed");
    meta.instanceType = QStringLiteral("ml.p4d.24xlarge");
    meta.instanceCount = o.nodes;
    meta.framework = QStringLiteral("PyTorch 2.1.0");
    meta.hyperparameters = { { QStringLiteral("steps"), QString::number(o.steps) },
        { QStringLiteral("layers"), QString::number(o.layers) },
        { QStringLiteral("world_size"), QString::number(o.rankCount()) } };
    meta.tags = { { QStringLiteral("team"), QStringLiteral("vision") },
        { QStringLiteral("purpose"), QStringLiteral("scale benchmark") } };
    return meta;
}

TraceGenerator::JobResult writeScaleJob(
    const QString &dir, const TraceGenerator::Options &options, int threads)
{
    TraceGenerator::JobResult result;
    if (!QDir().mkpath(dir)) {
        result.error = QStringLiteral("cannot create directory %1").arg(dir);
        return result;
    }
    const int ranks = options.rankCount();
    std::vector<QString> paths(static_cast<size_t>(ranks));
    std::vector<QString> errors(static_cast<size_t>(ranks));
    result.ranks.resize(size_t(ranks));
    for (int r = 0; r < ranks; ++r)
        paths[size_t(r)] = QDir(dir).absoluteFilePath(TraceGenerator::rankFileName(options, r));
    TraceGenerator::forEachRankOnThreads(ranks, threads, [&](int r) {
        errors[size_t(r)] = writeRankFile(paths[size_t(r)], options, r, &result.ranks[size_t(r)]);
    });
    for (int r = 0; r < ranks; ++r) {
        if (!errors[size_t(r)].isEmpty()) {
            result.error = errors[size_t(r)];
            return result;
        }
        result.files << paths[size_t(r)];
    }
    QFile meta(QDir(dir).absoluteFilePath(QStringLiteral("job.json")));
    const QByteArray text = jobJsonText(scaleJobMeta(options));
    if (!meta.open(QIODevice::WriteOnly | QIODevice::Truncate) || meta.write(text) != text.size()) {
        result.error = QStringLiteral("cannot write %1: %2").arg(meta.fileName(), meta.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

} // namespace stepline
