#include "rankidentity.h"

#include "splitmix64.h"

#include <QDateTime>

#include <algorithm>

namespace stepline::tracegen {

uint64_t mix(uint64_t a, uint64_t b)
{
    SplitMix64 r(a * 0x9e3779b97f4a7c15ULL ^ (b + 0x632be59bd9b4e019ULL));
    return r.next();
}

int64_t quarterStartNs(int64_t absNs)
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(absNs / 1000000, Qt::UTC);
    const int month = (t.date().month() - 1) / 3 * 3 + 1;
    const QDateTime q(QDate(t.date().year(), month, 1), QTime(0, 0), Qt::UTC);
    return q.toMSecsSinceEpoch() * 1000000;
}

int64_t rankStartOffsetNs(const TraceOptions &o, int rank)
{
    const int node = rank / std::max(1, o.gpusPerNode);
    const int local = rank % std::max(1, o.gpusPerNode);
    return node * 137 * kUs + local * 23 * kUs + int64_t(mix(o.seed, uint64_t(rank) + 5) % 50000);
}

int64_t synchronizedStartOffsetNs(const TraceOptions &o, int rank)
{
    const int node = rank / std::max(1, o.gpusPerNode);
    return int64_t(mix(o.seed, uint64_t(node) + 211) % 200000);
}

QString rankHostName(const TraceOptions &options, int rank)
{
    return options.hostPrefix + QString::number(rank / std::max(1, options.gpusPerNode) + 1);
}

int rankHostPid(const TraceOptions &options, int rank)
{
    const int node = rank / std::max(1, options.gpusPerNode);
    const int local = rank % std::max(1, options.gpusPerNode);
    return 1000 + int(mix(options.seed, uint64_t(node) + 17) % 60000) + local * 97;
}

QString rankTraceFileName(const TraceOptions &options, int rank)
{
    const int64_t startMs = (options.startAbsNs + rankStartOffsetNs(options, rank)) / 1000000;
    QString name = rankHostName(options, rank) + QLatin1Char('_')
        + QString::number(rankHostPid(options, rank)) + QLatin1Char('.') + QString::number(startMs)
        + QStringLiteral(".pt.trace.json");
    if (options.gzip)
        name += QStringLiteral(".gz");
    return name;
}

} // namespace stepline::tracegen
