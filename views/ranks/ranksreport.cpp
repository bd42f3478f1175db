#include "ranksreport.h"

#include "common/timeformat.h"

#include "collectives.h"
#include "profile.h"

#include <QCoreApplication>

namespace stepline {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("stepline", text);
}

} // namespace

std::shared_ptr<const RanksReport> computeRanksReport(
    const Profile &profile, const Scope &scope, TimeUnit timeUnit)
{
    const CollectiveAnalysis analysis = analyzeCollectives(profile);
    if (!analysis.applies())
        return nullptr;
    auto report = std::make_shared<RanksReport>();
    report->grid = rankStepGrid(profile, scope, analysis);
    report->grid.timeUnit = timeUnit;
    report->collectiveWait = collectiveWaitChart(analysis, timeUnit);
    report->lines << tr("%1 collectives matched (%2 of %3 communication kernels); clocks as recorded.")
                         .arg(analysis.collectives.size())
                         .arg(analysis.matchedKernels)
                         .arg(analysis.communicationKernels);
    QStringList ranking;
    for (size_t i = 0; i < analysis.stragglerRanking.size() && i < 5; ++i) {
        const RankCollectiveStats *r = analysis.rankStats(analysis.stragglerRanking[i]);
        ranking << tr("rank %1: delay caused %2, last at %3 of %4")
                       .arg(r->rank)
                       .arg(formatDuration(r->delayCausedNs, timeUnit))
                       .arg(r->timesLast)
                       .arg(r->collectives);
    }
    if (!ranking.isEmpty())
        report->lines << tr("Straggler ranking: %1").arg(ranking.join(QStringLiteral("; ")));
    if (analysis.clockOffsets.size() > 1) {
        QStringList offsets;
        for (size_t n = 1; n < analysis.clockOffsets.size(); ++n) {
            const NodeClockOffset &o = analysis.clockOffsets[n];
            offsets << QString::fromStdString(o.node) + QStringLiteral(" ")
                    + (o.collectives > 0 ? formatDuration(o.offsetNs, timeUnit) : tr("unknown"));
        }
        report->lines << tr("Node clock offsets against %1 (not applied): %2")
                             .arg(QString::fromStdString(analysis.clockOffsets.front().node),
                                 offsets.join(QStringLiteral(", ")));
    }
    for (const CollectiveWarning &w : analysis.warnings)
        report->lines << tr("Warning: %1").arg(QString::fromStdString(w.message));
    return report;
}

} // namespace stepline
