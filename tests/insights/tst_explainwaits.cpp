#include "collectives.h"
#include "explain.h"
#include "gputime.h"
#include "summary.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

// Exposed communication split into wait and transfer (METRICS.md "Where a wait was caused"), and
// explain charging the waits to what the late rank was doing: a hand-built two-rank job with the
// figures worked out below, and a generated 8-rank data-parallel job whose ranks' data loaders
// stall at different steps.
class TestExplainWaits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handBuiltSplit();
    void handBuiltCharge();
    void oneRankHasNoSplit();
    void generatedStallJob();
};

namespace {

void writeText(const QString &path, const QByteArray &text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

QByteArray kernel(const char *name, int ts, int dur)
{
    return QByteArrayLiteral("{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"") + name
        + "\",\"pid\":0,\"tid\":7,\"ts\":" + QByteArray::number(ts) + ",\"dur\":" + QByteArray::number(dur)
        + ",\"args\":{\"device\":0,\"stream\":7}}";
}

// Rank 0: computation [0, 50) us, all-reduce [100, 300). Rank 1: computation [0, 150), all-reduce
// [150, 300). The last peer (rank 1) arrives at 150, so rank 0 waits [100, 150): its exposed
// communication is 200 us = 50 wait + 150 transfer; rank 1's is 150 = 0 + 150. While rank 0 waited,
// rank 1 was computing: the 50 us are "busy" in explain, not exposed communication.
QString twoRankJob(QTemporaryDir &dir)
{
    const char *nccl = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
    for (int r = 0; r < 2; ++r) {
        const QByteArray events = kernel("volta_sgemm_128x64_nn", 0, r == 0 ? 50 : 150) + ","
            + kernel(nccl, r == 0 ? 100 : 150, r == 0 ? 200 : 150);
        writeText(dir.filePath(QStringLiteral("rank%1.json").arg(r)),
            "{\"distributedInfo\":{\"backend\":\"nccl\",\"rank\":" + QByteArray::number(r)
                + ",\"world_size\":2},\"traceEvents\":[" + events + "]}");
    }
    return dir.path();
}

const DeviceGpuTime *deviceOfRank(const GpuTimeAnalysis &a, int32_t rank)
{
    for (const DeviceGpuTime &d : a.devices)
        if (d.rank == rank)
            return &d;
    return nullptr;
}

const ExplainFinding *findingOf(const Explanation &e, const std::string &cause)
{
    for (const ExplainFinding &f : e.findings)
        if (f.cause == cause && f.rank < 0)
            return &f;
    return nullptr;
}

} // namespace

void TestExplainWaits::handBuiltSplit()
{
    QTemporaryDir dir;
    const LoadOutcome outcome = loadProfile(twoRankJob(dir));
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const Summary s = computeSummary(*outcome.profile);
    const DeviceGpuTime *r0 = deviceOfRank(s.gpuTime, 0), *r1 = deviceOfRank(s.gpuTime, 1);
    QVERIFY(r0 && r1);
    QVERIFY(r0->total.commSplitKnown && r1->total.commSplitKnown);
    QCOMPARE(r0->total.exposedCommNs, 200'000);
    QCOMPARE(r0->total.exposedCommWaitNs, 50'000);
    QCOMPARE(r0->total.exposedCommTransferNs, 150'000);
    QCOMPARE(r1->total.exposedCommNs, 150'000);
    QCOMPARE(r1->total.exposedCommWaitNs, 0);
    QCOMPARE(r1->total.exposedCommTransferNs, 150'000);
    const std::string json = summaryToJson(*outcome.profile, s);
    QVERIFY(json.find("\"exposed_comm_wait_us\": 50.0") != std::string::npos);
    QVERIFY(json.find("\"exposed_comm_transfer_us\": 150.0") != std::string::npos);
}

void TestExplainWaits::handBuiltCharge()
{
    QTemporaryDir dir;
    const LoadOutcome outcome = loadProfile(twoRankJob(dir));
    QVERIFY(outcome.ok());
    const Explanation e = explain(*outcome.profile);
    QCOMPARE(e.exposedCommWaitNs, 50'000);
    QCOMPARE(e.exposedCommTransferNs, 150'000 * 2);
    QCOMPARE(e.chargedWaitNs, 50'000);
    const ExplainFinding *busy = findingOf(e, "busy");
    QVERIFY(busy);
    QCOMPARE(busy->lostNs, 50'000);
    QCOMPARE(busy->causedWaitNs, 50'000);
    QCOMPARE(busy->causedWaits.size(), size_t(1));
    QCOMPARE(busy->causedWaits[0].lateRank, 1);
    QCOMPARE(busy->causedWaits[0].startNs, 100'000);
    QCOMPARE(busy->causedWaits[0].endNs, 150'000);
    QCOMPARE(busy->causedWaits[0].waiters, 1u);
    QCOMPARE(busy->causedWaits[0].collective, std::string("AllReduce"));
    // Exposed communication keeps only the transfer.
    const ExplainFinding *comm = findingOf(e, "exposed_comm");
    QVERIFY(comm);
    QCOMPARE(comm->lostNs, 300'000);
}

// One rank alone: nobody to wait for is known, so the split is absent (null), not zero.
void TestExplainWaits::oneRankHasNoSplit()
{
    QTemporaryDir dir;
    twoRankJob(dir);
    const LoadOutcome outcome = loadProfile(dir.filePath(QStringLiteral("rank0.json")));
    QVERIFY(outcome.ok());
    const Summary s = computeSummary(*outcome.profile);
    QCOMPARE(s.gpuTime.devices.size(), size_t(1));
    QVERIFY(!s.gpuTime.devices[0].total.commSplitKnown);
    const std::string json = summaryToJson(*outcome.profile, s);
    QVERIFY(json.find("\"exposed_comm_wait_us\": null") != std::string::npos);
    const Explanation e = explain(*outcome.profile);
    QVERIFY(!e.commSplitKnown);
    QCOMPARE(e.chargedWaitNs, 0);
}

// Issue 25's job: 8 synchronised ranks, each rank's data loader stalls at its own step. The waits
// at the all-reduces are the stalls' doing: explain's first cause must be the data loader.
void TestExplainWaits::generatedStallJob()
{
    QTemporaryDir dir;
    TraceGenerator::Options o;
    o.gpusPerNode = 8;
    o.steps = 12;
    o.layers = 8;
    o.perRankOutlierStep = true;
    TraceGenerator::synchronize(&o, 2);
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome outcome = loadProfile(dir.path());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());

    const Summary s = computeSummary(*outcome.profile);
    QCOMPARE(s.gpuTime.devices.size(), size_t(8));
    int64_t waitSum = 0;
    for (const DeviceGpuTime &d : s.gpuTime.devices) {
        QVERIFY(d.total.commSplitKnown);
        QCOMPARE(d.total.exposedCommWaitNs + d.total.exposedCommTransferNs, d.total.exposedCommNs);
        // Independent bound: the exposed wait is at most the rank's total wait in the collectives.
        const RankCollectiveStats *rs = s.collectives.rankStats(d.rank);
        QVERIFY(rs);
        QVERIFY(d.total.exposedCommWaitNs <= rs->waitNs);
        waitSum += d.total.exposedCommWaitNs;
    }
    for (const StepGpuTime &st : s.gpuTime.steps)
        QCOMPARE(st.time.exposedCommWaitNs + st.time.exposedCommTransferNs, st.time.exposedCommNs);
    QVERIFY(waitSum > 0);

    const Explanation e = explain(*outcome.profile);
    QVERIFY(!e.findings.empty());
    QCOMPARE(e.findings.front().cause, std::string("data_loader"));
    const ExplainFinding &dl = e.findings.front();
    QVERIFY(dl.causedWaitNs > 0);
    QVERIFY(!dl.causedWaits.empty());
    QVERIFY(e.chargedWaitNs <= e.exposedCommWaitNs);
    const std::string text = explanationToText(e);
    QVERIFY2(text.find("data loader on rank ") != std::string::npos, text.c_str());
    QVERIFY(text.find("other ranks waited") != std::string::npos);

    // Ranked by what a fix would buy: the replay's self-check passed, the data loader's saving is
    // the largest, and exposed communication (halved) buys less than it lost.
    QVERIFY2(e.savingsKnown, e.savingsReason.c_str());
    QCOMPARE(dl.savingScenario, std::string("data_loader_zero"));
    QVERIFY(dl.wouldSaveNs > 0);
    for (const ExplainFinding &f : e.findings) {
        QVERIFY(f.wouldSaveNs <= dl.wouldSaveNs);
        if (f.cause == "exposed_comm")
            QVERIFY(f.wouldSaveNs < dl.wouldSaveNs / 4);
    }
    QVERIFY2(text.find("would save") != std::string::npos, text.c_str());
    const nlohmann::json doc = nlohmann::json::parse(explanationToJson(e));
    QCOMPARE(doc["findings"][0]["would_save_scenario"].get<std::string>(), std::string("data_loader_zero"));
    QCOMPARE(doc["findings"][0]["would_save_us"].get<double>(), double(dl.wouldSaveNs) / 1000.0);
    QVERIFY(doc["savings"]["ranked_by_saving"].get<bool>());
}

QTEST_GUILESS_MAIN(TestExplainWaits)
#include "tst_explainwaits.moc"
