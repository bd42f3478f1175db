#include "gpumemory.h"
#include "rules.h"
#include "traceloader.h"

#include <QFileInfo>
#include <QtTest>

using namespace stepline;

// METRICS.md "GPU memory over time" on a hand-made trace (tests/data/analysis/gpu_memory.json)
// and on the shared traces that were recorded with profile_memory=True.
class TestGpuMemory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void handMadeSeries();
    void handMadeBins();
    void scope();
    void sharedTraces_data();
    void sharedTraces();
    void oldTraceWithoutTotals();
    void rulesUseTheEvents();
};

static ProfilePtr load(const QString &path)
{
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        qWarning("%s", outcome.error.toUserMessage().c_str());
    return outcome.profile;
}

static ProfilePtr handMade()
{
    return load(QStringLiteral(STEPLINE_TEST_DATA "/analysis/gpu_memory.json"));
}

static QString shared(const char *relative)
{
    return QStringLiteral(STEPLINE_SHARED_TRACES "/") + QLatin1String(relative);
}

void TestGpuMemory::handMadeSeries()
{
    const ProfilePtr p = handMade();
    QVERIFY(p);
    const GpuMemory m = gpuMemory(*p);
    // Device 0 has four samples, device 1 one; the CPU event (Device Type 0) is not a GPU's, the
    // device-0 event with only "Bytes" has no totals.
    QCOMPARE(m.devices.size(), size_t(2));
    QCOMPARE(m.withoutTotals, uint64_t(1));
    const GpuMemorySeries &d0 = m.devices[0];
    QCOMPARE(d0.device, 0);
    QCOMPARE(d0.totalBytes, int64_t(1'000'000'000));
    // The job starts at the cpu_op (ts 1000000 us): samples at 10, 30, 30, 60 us. The two at 30 us
    // come from two threads and in the file in the reverse order; Ev Idx 2 (300 MB) precedes
    // Ev Idx 3 (250 MB), so 250 MB holds after 30 us.
    QCOMPARE(d0.ts, (std::vector<int64_t> { 10'000, 30'000, 30'000, 60'000 }));
    QCOMPARE(d0.allocated, (std::vector<int64_t> { 100'000'000, 300'000'000, 250'000'000, 50'000'000 }));
    QCOMPARE(d0.reserved, (std::vector<int64_t> { 200'000'000, 400'000'000, 400'000'000, 400'000'000 }));
    QCOMPARE(d0.peakAllocated, int64_t(300'000'000));
    QCOMPARE(d0.peakReserved, int64_t(400'000'000));
    QCOMPARE(d0.windowEndNs, int64_t(100'000)); // the cpu_op's end
    QVERIFY(d0.hasUtilization());
    // Device 1: deviceProperties says 0 bytes (unknown), and its event has no Total Reserved.
    const GpuMemorySeries &d1 = m.devices[1];
    QCOMPARE(d1.device, 1);
    QCOMPARE(d1.allocated, (std::vector<int64_t> { 7000 }));
    QCOMPARE(d1.reserved, (std::vector<int64_t> { -1 }));
    QVERIFY(!d1.hasReserved());
    QVERIFY(!d1.hasUtilization());
}

void TestGpuMemory::handMadeBins()
{
    const ProfilePtr p = handMade();
    QVERIFY(p);
    const GpuMemorySeries d0 = gpuMemory(*p).devices[0];
    // [0, 100 us) in four 25 us bins; values in MB (1e6 bytes):
    //  bin 0 [0, 25): 100 from 10 on (before 10 unknown): mean 100, peak 100
    //  bin 1 [25, 50): 100 for 5 us, 300 for 0 us, 250 for 20 us: mean (500 + 5000) / 25 = 220,
    //                  peak 300; reserved (200*5 + 400*20) / 25 = 360, peak 400
    //  bin 2 [50, 75): 250 for 10 us, 50 for 15 us: mean (2500 + 750) / 25 = 130, peak 250
    //  bin 3 [75, 100): 50
    const MemoryBins b = memoryBins(d0, 0, 100'000, 4);
    QCOMPARE(b.known, (std::vector<char> { 1, 1, 1, 1 }));
    QCOMPARE(b.meanAllocated, (std::vector<double> { 100e6, 220e6, 130e6, 50e6 }));
    QCOMPARE(b.peakAllocated, (std::vector<int64_t> { 100'000'000, 300'000'000, 250'000'000, 50'000'000 }));
    QCOMPARE(b.meanReserved, (std::vector<double> { 200e6, 360e6, 400e6, 400e6 }));
    QCOMPARE(b.peakReserved, (std::vector<int64_t> { 200'000'000, 400'000'000, 400'000'000, 400'000'000 }));
    // Before the first sample nothing is known; after the window end neither: [0, 200 us) in 20 us
    // bins: bin 0 [0, 20) holds 100 from 10 on; bins 5.. [100, 200) lie past the window end.
    const MemoryBins wide = memoryBins(d0, 0, 200'000, 10);
    QCOMPARE(wide.known, (std::vector<char> { 1, 1, 1, 1, 1, 0, 0, 0, 0, 0 }));
    QCOMPARE(wide.meanAllocated[0], 100e6);
    const MemoryBins early = memoryBins(d0, 0, 10'000, 2);
    QCOMPARE(early.known, (std::vector<char> { 0, 0 }));
}

void TestGpuMemory::scope()
{
    const ProfilePtr p = handMade();
    QVERIFY(p);
    const int32_t rank = p->ranks()[0].rank;
    const GpuMemory one = gpuMemory(*p, Scope::ofGpu(rank, 1));
    QCOMPARE(one.devices.size(), size_t(1));
    QCOMPARE(one.devices[0].device, 1);
    QCOMPARE(one.withoutTotals, uint64_t(0)); // that event was device 0's
    QVERIFY(gpuMemory(*p, Scope::ofRank(rank + 5)).devices.empty());
}

void TestGpuMemory::sharedTraces_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("device");
    QTest::addColumn<int>("samples");
    QTest::addColumn<qint64>("peakAllocated");
    QTest::addColumn<qint64>("peakReserved");
    QTest::addColumn<qint64>("lastAllocated");
    QTest::addColumn<qint64>("totalBytes");
    // Counted with a separate Python script over the JSON: events named [memory] with Device Type 1,
    // sorted by (ts, Ev Idx); max of Total Allocated / Total Reserved; the last one's Total Allocated;
    // deviceProperties totalGlobalMem of that id.
    QTest::newRow("h100 qwen") << shared("tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz") << 0
                               << 2250 << qint64(2088508416) << qint64(2629828608) << qint64(984742400)
                               << qint64(85018279936);
    QTest::newRow("h100 bert") << shared("tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz") << 0
                               << 218 << qint64(101305344) << qint64(121634816) << qint64(91360768)
                               << qint64(85018279936);
    QTest::newRow("hta df_index_resolver")
        << shared("hta/df_index_resolver/df_index_resolver.json.gz") << 1 << 26770 << qint64(6629508096)
        << qint64(12782141440) << qint64(4096614400) << qint64(34089730048);
}

void TestGpuMemory::sharedTraces()
{
    QFETCH(QString, path);
    if (!QFileInfo::exists(path))
        QSKIP("shared trace not available");
    QFETCH(int, device);
    QFETCH(int, samples);
    QFETCH(qint64, peakAllocated);
    QFETCH(qint64, peakReserved);
    QFETCH(qint64, lastAllocated);
    QFETCH(qint64, totalBytes);
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const GpuMemory m = gpuMemory(*p);
    QCOMPARE(m.devices.size(), size_t(1));
    QCOMPARE(m.withoutTotals, uint64_t(0));
    const GpuMemorySeries &s = m.devices[0];
    QCOMPARE(s.device, device);
    QCOMPARE(int(s.size()), samples);
    QCOMPARE(s.peakAllocated, peakAllocated);
    QCOMPARE(s.peakReserved, peakReserved);
    QCOMPARE(s.allocated.back(), lastAllocated);
    QCOMPARE(s.totalBytes, totalBytes);
    QVERIFY(std::is_sorted(s.ts.begin(), s.ts.end()));
    // Reserved memory holds the allocated blocks: never less than allocated.
    for (size_t i = 0; i < s.size(); ++i)
        QVERIFY2(s.reserved[i] >= s.allocated[i], qPrintable(QString::number(i)));
    // Bins over the rank's window: the peak of the bins is the series' peak (every sample lies in
    // the window or at its end).
    const RankInfo &rank = p->ranks()[s.rankIndex];
    const MemoryBins b = memoryBins(s, rank.windowStartNs, rank.windowEndNs, 100);
    QCOMPARE(*std::max_element(b.peakAllocated.begin(), b.peakAllocated.end()), peakAllocated);
}

void TestGpuMemory::oldTraceWithoutTotals()
{
    // The 2021-06 TensorBoard plugin sample: 8,220 CUDA [memory] events, all without Total
    // Allocated (counted with Python): the totals are not in the trace, so there is no series.
    const QString path = shared(
        "kineto-tb_plugin/samples-2021-06/resnet50_num_workers_0/worker0.1623143089861.pt.trace.json.gz");
    if (!QFileInfo::exists(path))
        QSKIP("shared trace not available");
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const GpuMemory m = gpuMemory(*p);
    QVERIFY(m.devices.empty());
    QCOMPARE(m.withoutTotals, uint64_t(8220));
    const RuleInput input = ruleInputFromProfile(*p);
    QVERIFY(input.gpuMemory.empty());
    const RuleResult r = runRule(*findRule("GPUMemoryIncrease"), input);
    QCOMPARE(r.verdict, Verdict::NotApplicable);
    QVERIFY(QString::fromStdString(r.reason).contains(QLatin1String("profile_memory=True")));
}

void TestGpuMemory::rulesUseTheEvents()
{
    const QString path = shared("hta/df_index_resolver/df_index_resolver.json.gz");
    if (!QFileInfo::exists(path))
        QSKIP("shared trace not available");
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const RuleInput input = ruleInputFromProfile(*p);
    QVERIFY(input.gpuMemoryDerived);
    QCOMPARE(input.gpuMemory.size(), size_t(1));
    const MetricSeries &m = input.gpuMemory[0];
    // Labelled like the derived GPU series, so BatchSize pairs them.
    bool paired = false;
    for (const MetricSeries &g : input.gpu)
        paired = paired || (g.device == m.device && g.node == m.node);
    QVERIFY(paired);
    // Percent of 34,089,730,048 bytes: the peak (6,629,508,096) is 19.45 %, and a time-weighted mean
    // can only be lower.
    const double top = *std::max_element(m.value.begin(), m.value.end());
    QVERIFY(top > 0 && top <= 6629508096.0 / 34089730048.0 * 100.0 + 1e-9);
    const RuleResult inc = runRule(*findRule("GPUMemoryIncrease"), input);
    QVERIFY(inc.verdict != Verdict::NotApplicable);
    QVERIFY(inc.usedDerivedData);
    QVERIFY(QString::fromStdString(inc.reason).contains(QLatin1String("[memory] events")));
    const RuleResult batch = runRule(*findRule("BatchSize"), input);
    QVERIFY(batch.verdict != Verdict::NotApplicable);
    QVERIFY(QString::fromStdString(batch.reason).contains(QLatin1String("and GPU memory")));
    bool memoryEvidence = false;
    for (const Evidence &e : batch.evidence)
        memoryEvidence
            = memoryEvidence || QString::fromStdString(e.label).contains(QLatin1String("GPU memory p95"));
    QVERIFY(memoryEvidence);
}

QTEST_GUILESS_MAIN(TestGpuMemory)
#include "tst_gpumemory.moc"
