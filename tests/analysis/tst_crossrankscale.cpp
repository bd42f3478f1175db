// The straggler of a generated 256-rank data-parallel job ranks first. The job is synchronised
// (TraceGenerator::synchronize: every step's all-reduce holds the ranks together, as in a real
// job); without that, each rank's own drift (start offset, data-loader stall, jitter) outlived
// the step it happened in and decided who arrived last, so rank 11 did not top the ranking.
#include "collectives.h"
#include "qtstrings.h"
#include "scalejob.h"
#include "steplinecrossrank.h"
#include "tracegenerator.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

class TestCrossRankScale : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void stragglerFirstAt256Ranks();
};

void TestCrossRankScale::stragglerFirstAt256Ranks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 32;
    o.gpusPerNode = 8;
    o.steps = 4;
    o.layers = 8; // two gradient buckets: two all-reduces per step
    o.dataLoaderWorkers = 1;
    // No data-loader stall: a rank whose stall runs longer than the others' is, rightly, the last
    // arrival of that step; this job has one cause of delay only.
    o.outlierStep = -1;
    o.pythonFunctions = false;
    o.stragglerRank = 11;
    o.stragglerPercent = 12;
    o.startAbsNs = 1795946400000000000LL;
    TraceGenerator::synchronize(&o, 2);
    QCOMPARE(o.collectiveJoinsNs->size(), size_t(4 * 2)); // two all-reduces per step
    const TraceGenerator::JobResult job = writeScaleJob(dir.path(), o, 2);
    QVERIFY2(job.ok, qPrintable(job.error));

    CrossRankJob crossRank;
    LoadError error;
    QVERIFY2(readCrossRankJob(toStdStrings(job.files), &crossRank, &error), error.toUserMessage().c_str());
    QCOMPARE(crossRank.input.ranks.size(), size_t(256));
    QCOMPARE(crossRank.input.nodes.size(), size_t(32));
    for (const bool align : { false, true }) {
        CollectiveOptions options;
        options.alignClocks = align;
        const CollectiveAnalysis a = analyzeCollectives(crossRank.input, options);
        QCOMPARE(a.unmatchedKernels, uint64_t(0));
        QCOMPARE(a.collectives.size(), size_t(4 * 2));
        QCOMPARE(a.stragglerRanking.front(), 11);
        // Clearly first: more than twice the delay of the next rank.
        const RankCollectiveStats *first = a.rankStats(11);
        const RankCollectiveStats *second = a.rankStats(a.stragglerRanking[1]);
        QVERIFY2(first->delayCausedNs > 2 * second->delayCausedNs,
            qPrintable(QStringLiteral("%1 vs %2").arg(first->delayCausedNs).arg(second->delayCausedNs)));
    }
    // The ranks of one node share a clock; nodes differ by less than 200 us.
    const CollectiveAnalysis a = analyzeCollectives(crossRank.input);
    for (const NodeClockOffset &n : a.clockOffsets)
        QVERIFY2(std::abs(n.offsetNs) < 400000, n.node.c_str());
}

QTEST_GUILESS_MAIN(TestCrossRankScale)
#include "tst_crossrankscale.moc"
