#include "fixture.h"

#include "annotations.h"
#include "busyintervals.h"
#include "cpustats.h"
#include "gpustats.h"
#include "histogram.h"
#include "kernelstats.h"
#include "launchlatency.h"
#include "memoryops.h"
#include "steps.h"
#include "summary.h"
#include "utilization.h"

#include <QtTest>

#include <nlohmann/json.hpp>

using namespace stepline;
using stepline::test::Fixture;

class TestAnalysis : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void scopeParses_data();
    void scopeParses();
    void gpuUnionVersusSum();
    void utilizationBins();
    void binEdgesAndClipping();
    void kernelTopTieRules();
    void histogramFreedmanDiaconis_data();
    void histogramFreedmanDiaconis();
    void stepOutlierRule_data();
    void stepOutlierRule();
    void stepsAndGpuSteps();
    void annotations();
    void memoryOpNames_data();
    void memoryOpNames();
    void memoryOpsAndDistribution();
    void launchLatencyWithNegative();
    void cpuUnionAcrossThreads();
    void multiRankScopes();
    void summaryJsonFollowsSchema();
};

void TestAnalysis::scopeParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("canonical");
    QTest::addRow("empty") << QString() << true << QStringLiteral("job");
    QTest::addRow("job") << QStringLiteral("job") << true << QStringLiteral("job");
    QTest::addRow("node") << QStringLiteral("node=host-a") << true << QStringLiteral("node=host-a");
    QTest::addRow("rank") << QStringLiteral("rank=12") << true << QStringLiteral("rank=12");
    QTest::addRow("gpu") << QStringLiteral("gpu=3:1") << true << QStringLiteral("gpu=3:1");
    QTest::addRow("gpu without device") << QStringLiteral("gpu=3") << false << QString();
    QTest::addRow("rank not a number") << QStringLiteral("rank=x") << false << QString();
    QTest::addRow("negative rank") << QStringLiteral("rank=-1") << false << QString();
    QTest::addRow("empty node") << QStringLiteral("node=") << false << QString();
    QTest::addRow("unknown key") << QStringLiteral("host=a") << false << QString();
    QTest::addRow("no key") << QStringLiteral("rank") << false << QString();
}

void TestAnalysis::scopeParses()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(QString, canonical);
    Scope scope;
    std::string error;
    QCOMPARE(Scope::parse(text.toStdString(), &scope, &error), ok);
    if (ok) {
        QCOMPARE(QString::fromStdString(scope.toString()), canonical);
        Scope again;
        QVERIFY(Scope::parse(scope.toString(), &again));
        QVERIFY(again == scope);
    } else {
        QVERIFY(!error.empty());
    }
}

// One rank, device 0 on two streams. Host [0,1000] sets the window.
//   stream 7: k1 [100,300], k3 [250,350] (partial overlap: extra lane), memcpy [500,550],
//             cuda_sync [700,750], gpu_user_annotation [50,900] (not activity)
//   stream 8: k2 [200,400], memset [600,610]
// kernel 200+100+200 = 500 (overlaps counted twice); active |[100,400] u [500,550] u [600,610]| = 360.
static ProfilePtr oneDeviceProfile()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId host = f.cpu(r, 1);
    const TrackId s7 = f.gpu(r, 0, 7), s8 = f.gpu(r, 0, 8);
    f.slice(host, 0, 1000, "ProfilerStep#1", "user_annotation");
    f.slice(s7, 50, 850, "ProfilerStep#1", "gpu_user_annotation");
    f.slice(s7, 100, 200, "k1", "kernel");
    f.slice(s7, 250, 100, "k3", "kernel");
    f.slice(s7, 500, 50, "Memcpy HtoD (Pinned -> Device)", "gpu_memcpy");
    f.slice(s7, 700, 50, "Stream Sync", "cuda_sync");
    f.slice(s8, 200, 200, "k2", "kernel");
    f.slice(s8, 600, 10, "Memset (Device)", "gpu_memset");
    return f.finalize();
}

void TestAnalysis::gpuUnionVersusSum()
{
    const ProfilePtr p = oneDeviceProfile();
    QCOMPARE(p->ranks()[0].windowStartNs, int64_t(0));
    QCOMPARE(p->ranks()[0].windowEndNs, int64_t(1000));
    const std::vector<DeviceStats> stats = deviceStats(*p);
    QCOMPARE(stats.size(), size_t(1));
    const DeviceStats &d = stats[0];
    QCOMPARE(d.device, 0);
    QCOMPARE(d.kernelNs, int64_t(500));
    QCOMPARE(d.kernels, uint64_t(3));
    QCOMPARE(d.memcpyNs, int64_t(50));
    QCOMPARE(d.memsetNs, int64_t(10));
    QCOMPARE(d.syncNs, int64_t(50));
    QVERIFY(d.hasSync);
    QCOMPARE(d.activeNs, int64_t(360));
    QCOMPARE(d.windowNs, int64_t(1000));
    QCOMPARE(d.idleNs, int64_t(640));
    const GpuTotals totals = gpuTotals(stats);
    QCOMPARE(totals.activeNs + totals.idleNs, int64_t(1000));
    QCOMPARE(totals.kernelNs, int64_t(500));
}

void TestAnalysis::utilizationBins()
{
    const ProfilePtr p = oneDeviceProfile();
    // Bins of 250 ns: [0,250) 150 busy, [250,500) 150, [500,750) 60, [750,1000) 0.
    const std::vector<UtilizationSeries> u = deviceUtilization(*p, Scope::job(), 4);
    QCOMPARE(u.size(), size_t(1));
    QCOMPARE(u[0].bins, std::vector<double>({ 0.6, 0.6, 0.24, 0.0 }));
    const std::vector<UtilizationSeries> nodes = nodeUtilization(*p, Scope::job(), 4);
    QCOMPARE(nodes.size(), size_t(1));
    QCOMPARE(nodes[0].node, std::string("node0"));
    QCOMPARE(nodes[0].bins, u[0].bins);
    QCOMPARE(deviceUtilization(*p, Scope::job(), 100)[0].bins.size(), size_t(100));
}

void TestAnalysis::binEdgesAndClipping()
{
    // 10 ns in 3 bins: floor edges 0, 3, 6, 10.
    QCOMPARE(binIntervals({ { 0, 10 } }, 0, 10, 3), std::vector<double>({ 1.0, 1.0, 1.0 }));
    QCOMPARE(binIntervals({ { 2, 7 } }, 0, 10, 3), std::vector<double>({ 1.0 / 3, 1.0, 0.25 }));
    // Intervals outside the range are clipped to it.
    QCOMPARE(binIntervals({ { -50, 1 }, { 9, 500 } }, 0, 10, 2), std::vector<double>({ 0.2, 0.2 }));
    QCOMPARE(binIntervals({ { 0, 10 } }, 5, 5, 4), std::vector<double>({ 0.0, 0.0, 0.0, 0.0 }));
    // The edges the charts place their points by are the same.
    QCOMPARE(binEdgeNs(0, 10, 0, 3), int64_t(0));
    QCOMPARE(binEdgeNs(0, 10, 1, 3), int64_t(3));
    QCOMPARE(binEdgeNs(0, 10, 2, 3), int64_t(6));
    QCOMPARE(binEdgeNs(0, 10, 3, 3), int64_t(10));
    QCOMPARE(binEdgeNs(100, 110, 2, 3), int64_t(106));
    // A window whose length times the bin count does not fit in 64 bits: 4e16 ns (about 463 days).
    const int64_t length = 40'000'000'000'000'000;
    QCOMPARE(binEdgeNs(0, length, 1999, 2000), length / 2000 * 1999);
    QCOMPARE(binEdgeNs(0, length, 2000, 2000), length);
}

// by time: E 120, A 100, B 100, C 90, D 90, z00..z13 10 each.
void TestAnalysis::kernelTopTieRules()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId g = f.gpu(r, 0, 7);
    int64_t t = 0;
    auto k = [&](const char *name, int64_t dur) {
        f.slice(g, t, dur, name, "kernel");
        t += dur + 5;
    };
    k("B", 100);
    k("A", 50);
    k("A", 50);
    for (int i = 0; i < 3; ++i) {
        k("D", 30);
        k("C", 30);
    }
    k("E", 30);
    k("E", 40);
    k("E", 50);
    for (int i = 13; i >= 0; --i)
        k(i < 10 ? (std::string("z0") + char('0' + i)).c_str()
                 : (std::string("z1") + char('0' + i - 10)).c_str(),
            10);
    const ProfilePtr p = f.finalize();
    const KernelSummary sum = kernelStats(*p);
    QCOMPARE(sum.count, uint64_t(26));
    QCOMPARE(sum.totalNs, int64_t(640));
    QCOMPARE(sum.byName.size(), size_t(19));
    auto names = [&](const std::vector<KernelStat> &rows) {
        QStringList out;
        for (const KernelStat &row : rows)
            out << QString::fromUtf8(p->str(row.name).data(), qsizetype(p->str(row.name).size()));
        return out.join(QLatin1Char(' '));
    };
    const std::vector<KernelStat> byTime = topByTime(*p, sum);
    QCOMPARE(byTime.size(), size_t(15));
    QCOMPARE(names(byTime), QStringLiteral("E A B C D z00 z01 z02 z03 z04 z05 z06 z07 z08 z09"));
    QCOMPARE(names(topByCount(*p, sum)), QStringLiteral("E C D A B z00 z01 z02 z03 z04 z05 z06 z07 z08 z09"));
    const KernelStat &e = byTime[0];
    QCOMPARE(e.count, uint64_t(3));
    QCOMPARE(e.totalNs, int64_t(120));
    QCOMPARE(e.meanNs(), int64_t(40));
    QCOMPARE(e.minNs, int64_t(30));
    QCOMPARE(e.maxNs, int64_t(50));
    const KernelTopK top3 = kernelTopK(*p, sum, 3, KernelOrder::ByTime);
    QCOMPARE(names(top3.top), QStringLiteral("E A B"));
    QCOMPARE(top3.otherCount, uint64_t(20));
    QCOMPARE(top3.otherNs, int64_t(320));
    QCOMPARE(top3.otherDistinct, size_t(16));
    QCOMPARE(topByTime(*p, sum, 100).size(), size_t(19));
}

void TestAnalysis::histogramFreedmanDiaconis_data()
{
    QTest::addColumn<std::vector<int64_t>>("values");
    QTest::addColumn<int64_t>("min");
    QTest::addColumn<int64_t>("width");
    QTest::addColumn<std::vector<uint64_t>>("counts");

    std::vector<int64_t> oneToHundred;
    for (int i = 1; i <= 100; ++i)
        oneToHundred.push_back(i);
    // IQR 75.25 - 25.75 = 49.5, h = 99 / 100^(1/3) = 21.3, 99 / h = 4.6 -> 5 bins of 20.
    QTest::addRow("uniform 1..100") << oneToHundred << int64_t(1) << int64_t(20)
                                    << std::vector<uint64_t>({ 20, 20, 20, 20, 20 });
    // IQR 0 -> the minimum of 5 bins, width ceil(1000 / 5).
    QTest::addRow("zero IQR") << std::vector<int64_t>({ 0, 0, 0, 0, 0, 0, 0, 1000 }) << int64_t(0)
                              << int64_t(200) << std::vector<uint64_t>({ 7, 0, 0, 0, 1 });
    // 0..25 and 200 (n = 27): IQR 19.5 - 6.5 = 13, h = 26 / 3, 200 / h = 23.08 -> 24 bins of 9.
    std::vector<int64_t> mid;
    for (int i = 0; i <= 25; ++i)
        mid.push_back(i);
    mid.push_back(200);
    std::vector<uint64_t> midCounts(24, 0);
    midCounts[0] = 9;
    midCounts[1] = 9;
    midCounts[2] = 8;
    midCounts[22] = 1;
    QTest::addRow("24 bins") << mid << int64_t(0) << int64_t(9) << midCounts;
    // A far outlier asks for millions of bins: capped at 50.
    std::vector<int64_t> wide;
    for (int i = 0; i < 999; ++i)
        wide.push_back(i);
    wide.push_back(1000000000);
    std::vector<uint64_t> wideCounts(50, 0);
    wideCounts[0] = 999;
    wideCounts[49] = 1;
    QTest::addRow("capped at 50") << wide << int64_t(0) << int64_t(20000000) << wideCounts;
    QTest::addRow("single value") << std::vector<int64_t>({ 42 }) << int64_t(42) << int64_t(1)
                                  << std::vector<uint64_t>({ 1, 0, 0, 0, 0 });
    QTest::addRow("empty") << std::vector<int64_t>() << int64_t(0) << int64_t(0) << std::vector<uint64_t>();
}

void TestAnalysis::histogramFreedmanDiaconis()
{
    QFETCH(std::vector<int64_t>, values);
    QFETCH(int64_t, min);
    QFETCH(int64_t, width);
    QFETCH(std::vector<uint64_t>, counts);
    const Histogram h = freedmanDiaconis(values);
    QCOMPARE(h.minNs, min);
    QCOMPARE(h.binWidthNs, width);
    QCOMPARE(h.counts, counts);
    QCOMPARE(h.total(), uint64_t(values.size()));
    // binOf() puts each value where its count went (what a chart's bin lists).
    std::vector<uint64_t> recount(h.counts.size(), 0);
    for (int64_t v : values)
        ++recount[size_t(h.binOf(v))];
    QCOMPARE(recount, counts);
    if (counts.empty()) {
        QCOMPARE(h.binOf(min), -1);
    } else {
        QCOMPARE(h.binOf(min - 1), 0);
        QCOMPARE(h.binOf(min + width * int64_t(counts.size()) + 5), int(counts.size()) - 1);
    }
}

void TestAnalysis::stepOutlierRule_data()
{
    QTest::addColumn<std::vector<int64_t>>("durations");
    QTest::addColumn<int64_t>("median");
    QTest::addColumn<int64_t>("mad");
    QTest::addColumn<int64_t>("threshold");
    QTest::addColumn<std::vector<size_t>>("outliers");
    // MAD 0: threshold = median.
    QTest::addRow("mad zero") << std::vector<int64_t>({ 100, 100, 1000, 100, 100 }) << int64_t(100)
                              << int64_t(0) << int64_t(100) << std::vector<size_t>({ 2 });
    // median 125, MAD 15: min(170, 250) = 170.
    QTest::addRow("mad rule") << std::vector<int64_t>({ 100, 110, 120, 130, 140, 400 }) << int64_t(125)
                              << int64_t(15) << int64_t(170) << std::vector<size_t>({ 5 });
    // median 100, MAD 90: min(370, 200) = 200.
    QTest::addRow("twice median") << std::vector<int64_t>({ 250, 10, 10, 100, 100, 100, 190, 190 })
                                  << int64_t(100) << int64_t(90) << int64_t(200)
                                  << std::vector<size_t>({ 0 });
}

void TestAnalysis::stepOutlierRule()
{
    QFETCH(std::vector<int64_t>, durations);
    QFETCH(int64_t, median);
    QFETCH(int64_t, mad);
    QFETCH(int64_t, threshold);
    QFETCH(std::vector<size_t>, outliers);
    Fixture f;
    const TrackId host = f.cpu(f.rank(0), 1);
    int64_t t = 0;
    for (size_t i = 0; i < durations.size(); ++i) {
        f.slice(host, t, durations[i], "ProfilerStep#" + std::to_string(i), "user_annotation");
        t += durations[i];
    }
    const ProfilePtr p = f.finalize();
    const std::vector<Step> steps = hostSteps(*p);
    QCOMPARE(steps.size(), durations.size());
    OutlierThreshold th;
    QCOMPARE(stepline::stepOutliers(steps, &th), outliers);
    QCOMPARE(th.medianNs, median);
    QCOMPARE(th.madNs, mad);
    QCOMPARE(th.thresholdNs, threshold);
}

void TestAnalysis::stepsAndGpuSteps()
{
    QCOMPARE(parseStepNumber("ProfilerStep#12"), std::optional<int64_t>(12));
    QCOMPARE(parseStepNumber("ProfilerStep#"), std::optional<int64_t>());
    QCOMPARE(parseStepNumber("ProfilerStep#12a"), std::optional<int64_t>());
    QCOMPARE(parseStepNumber("ProfilerStep#-1"), std::optional<int64_t>());
    QCOMPARE(parseStepNumber("profilerstep#1"), std::optional<int64_t>());

    Fixture f;
    const uint32_t r = f.rank(3);
    const TrackId host = f.cpu(r, 1), gpu = f.gpu(r, 0, 7);
    f.slice(host, 0, 100, "ProfilerStep#7", "user_annotation");
    f.slice(host, 100, 300, "ProfilerStep#8", "user_annotation");
    f.slice(host, 10, 20, "ProfilerStep#x", "user_annotation"); // an annotation, not a step
    f.slice(gpu, 50, 200, "ProfilerStep#7", "gpu_user_annotation");
    f.slice(gpu, 60, 10, "k", "kernel");
    const ProfilePtr p = f.finalize();
    const std::vector<Step> steps = hostSteps(*p);
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].number, int64_t(7));
    QCOMPARE(steps[0].rank, 3);
    QCOMPARE(steps[1].durNs, int64_t(300));
    const std::vector<Step> g = gpuSteps(*p);
    QCOMPARE(g.size(), size_t(1));
    QCOMPARE(g[0].durNs, int64_t(200));
    QCOMPARE(g[0].device, 0);
    const Histogram h = stepHistogram(steps);
    QCOMPARE(h.counts.size(), size_t(5));
    QCOMPARE(h.total(), uint64_t(2));

    // The timeline steps through every rank's host steps in time order.
    Fixture two;
    const uint32_t r0 = two.rank(0), r1 = two.rank(1);
    two.slice(two.cpu(r0, 1), 0, 100, "ProfilerStep#1", "user_annotation");
    two.slice(two.cpu(r0, 1), 200, 100, "ProfilerStep#2", "user_annotation");
    two.slice(two.cpu(r1, 1), 100, 100, "ProfilerStep#1", "user_annotation");
    const ProfilePtr q = two.finalize();
    const std::vector<Step> byRank = hostSteps(*q), byTime = hostStepsByTime(*q);
    QCOMPARE(byRank.size(), size_t(3));
    QCOMPARE(byRank[1].rank, 0);
    QCOMPARE(byTime.size(), size_t(3));
    QCOMPARE(byTime[0].tsNs, int64_t(0));
    QCOMPARE(byTime[1].rank, 1);
    QCOMPARE(byTime[1].tsNs, int64_t(100));
    QCOMPARE(byTime[2].number, int64_t(2));
}

void TestAnalysis::annotations()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId t1 = f.cpu(r, 1), t2 = f.cpu(r, 2);
    f.slice(t1, 0, 1000, "ProfilerStep#1", "user_annotation");
    f.slice(t1, 10, 100, "forward", "user_annotation");
    f.slice(t1, 200, 300, "backward", "user_annotation");
    f.slice(t2, 10, 50, "forward", "user_annotation");
    f.slice(t2, 70, 250, "data", "user_annotation");
    f.slice(t2, 400, 100, "aten::mm", "cpu_op");
    const ProfilePtr p = f.finalize();
    const std::vector<AnnotationStat> stats = annotationStats(*p);
    QCOMPARE(stats.size(), size_t(3));
    // backward 300, data 250, forward 150: total descending.
    QCOMPARE(p->str(stats[0].name), std::string_view("backward"));
    QCOMPARE(p->str(stats[1].name), std::string_view("data"));
    QCOMPARE(p->str(stats[2].name), std::string_view("forward"));
    QCOMPARE(stats[2].count, uint64_t(2));
    QCOMPARE(stats[2].totalNs, int64_t(150));
    QCOMPARE(annotationNames(*p), std::vector<std::string>({ "backward", "data", "forward" }));
    std::vector<int64_t> d = annotationDurations(*p, Scope::job(), "forward");
    std::sort(d.begin(), d.end());
    QCOMPARE(d, std::vector<int64_t>({ 50, 100 }));
    QCOMPARE(annotationDurations(*p, Scope::job(), "nope").size(), size_t(0));
    QCOMPARE(annotationHistogram(*p, Scope::job(), "forward").total(), uint64_t(2));
    // Where they are (what a histogram bin lists), the same selection in track order.
    const std::vector<AnnotationInstance> forward = annotationInstances(*p, Scope::job(), "forward");
    QCOMPARE(forward.size(), size_t(2));
    QCOMPARE(forward[0].tsNs, int64_t(10));
    QCOMPARE(forward[0].durNs, int64_t(100));
    QCOMPARE(forward[1].durNs, int64_t(50));
    QCOMPARE(forward[1].rank, 0);
    QCOMPARE(p->str(p->slices().name[forward[1].event.value]), std::string_view("forward"));
    QVERIFY(annotationInstances(*p, Scope::job(), "aten::mm").empty()); // a cpu_op, not an annotation
    QVERIFY(annotationInstances(*p, Scope::ofRank(5), "forward").empty());
}

void TestAnalysis::memoryOpNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("kind");
    QTest::addRow("pageable htod") << QStringLiteral("Memcpy HtoD (Pageable -> Device)")
                                   << int(MemoryOpKind::HtoD);
    QTest::addRow("pinned htod") << QStringLiteral("Memcpy HtoD (Pinned -> Device)")
                                 << int(MemoryOpKind::HtoD);
    QTest::addRow("dtoh") << QStringLiteral("Memcpy DtoH (Device -> Pageable)") << int(MemoryOpKind::DtoH);
    QTest::addRow("dtod") << QStringLiteral("Memcpy DtoD (Device -> Device)") << int(MemoryOpKind::DtoD);
    QTest::addRow("htoh") << QStringLiteral("Memcpy HtoH (Pinned -> Pinned)") << int(MemoryOpKind::HtoH);
    QTest::addRow("ptop") << QStringLiteral("Memcpy PtoP (Device -> Device)") << int(MemoryOpKind::PtoP);
    QTest::addRow("spelled out") << QStringLiteral("CopyHostToDevice") << int(MemoryOpKind::HtoD);
    QTest::addRow("spelled out dtoh") << QStringLiteral("CopyDeviceToHost") << int(MemoryOpKind::DtoH);
    QTest::addRow("no direction") << QStringLiteral("Memcpy") << int(MemoryOpKind::OtherMemcpy);
}

void TestAnalysis::memoryOpNames()
{
    QFETCH(QString, name);
    QFETCH(int, kind);
    QCOMPARE(int(memcpyKindFromName(name.toStdString())), kind);
}

void TestAnalysis::memoryOpsAndDistribution()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId g = f.gpu(r, 0, 7);
    f.slice(g, 0, 10, "Memcpy HtoD (Pageable -> Device)", "gpu_memcpy");
    f.slice(g, 20, 30, "Memcpy HtoD (Pinned -> Device)", "gpu_memcpy");
    f.slice(g, 60, 5, "Memcpy DtoH (Device -> Pageable)", "Memcpy"); // legacy category
    f.slice(g, 70, 7, "Memset (Device)", "gpu_memset");
    f.slice(g, 80, 100, "k", "kernel");
    const ProfilePtr p = f.finalize();
    const MemoryOpBreakdown m = memoryOps(*p);
    QCOMPARE(m.ns[size_t(MemoryOpKind::HtoD)], int64_t(40));
    QCOMPARE(m.count[size_t(MemoryOpKind::HtoD)], uint64_t(2));
    QCOMPARE(m.ns[size_t(MemoryOpKind::DtoH)], int64_t(5));
    QCOMPARE(m.ns[size_t(MemoryOpKind::Memset)], int64_t(7));
    QCOMPARE(m.ns[size_t(MemoryOpKind::DtoD)], int64_t(0));
    const GpuTotals t = gpuTotals(deviceStats(*p));
    QCOMPARE(t.kernelNs, int64_t(100));
    QCOMPARE(t.memcpyNs, int64_t(45));
    QCOMPARE(t.memsetNs, int64_t(7));
    QVERIFY(!t.hasSync); // no cuda_sync events: sync time is absent
}

// Latencies 50, 100, (-10), 30, 100, 200; one kernel without a launch.
void TestAnalysis::launchLatencyWithNegative()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId host = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    auto linked = [&](int64_t launchTs, int64_t gpuTs, const char *category, int64_t corr) {
        const uint32_t l = f.slice(host, launchTs, 5, "cudaLaunchKernel", "cuda_runtime");
        const uint32_t k = f.slice(g, gpuTs, 5, "k", category);
        f.b.setCorrelation(l, r, corr);
        f.b.setCorrelation(k, r, corr);
    };
    linked(100, 150, "kernel", 1);
    linked(200, 300, "kernel", 2);
    linked(400, 390, "gpu_memcpy", 3); // GPU before launch: clock problem
    linked(500, 530, "gpu_memset", 4);
    f.slice(g, 1000, 5, "orphan", "kernel");
    // A graph launch fanning out through flow events.
    f.slice(host, 600, 5, "cudaGraphLaunch", "cuda_runtime");
    f.slice(g, 700, 5, "g1", "kernel");
    f.slice(g, 800, 5, "g2", "kernel");
    const StringId ac2g = f.s("ac2g");
    f.b.addFlowPoint({ r, host, 600, 9, ac2g, 's', true, 0 });
    f.b.addFlowPoint({ r, g, 700, 9, ac2g, 'f', true, 0 });
    f.b.addFlowPoint({ r, g, 800, 9, ac2g, 'f', true, 0 });
    const ProfilePtr p = f.finalize();
    const LaunchLatency ll = launchLatency(*p);
    QCOMPARE(ll.matched, uint64_t(6));
    QCOMPARE(ll.negative, uint64_t(1));
    QCOMPARE(ll.unmatched, uint64_t(1));
    QVERIFY(ll.hasStats);
    // Sorted 30 50 100 100 200 (n = 5, METRICS.md percentile at p * 4): median at 2 -> 100;
    // p95 at 3.8 -> 100 + 0.8 * (200 - 100) = 180; max 200.
    QCOMPARE(ll.medianNs, int64_t(100));
    QCOMPARE(ll.p95Ns, int64_t(180));
    QCOMPARE(ll.maxNs, int64_t(200));

    // Even count: latencies 10, 20, 30, 1010 (n = 4, position p * 3): median at 1.5 -> 25;
    // p95 at 2.85 -> 30 + 0.85 * (1010 - 30) = 30 + 833 = 863; max 1010.
    Fixture even;
    const uint32_t er = even.rank(0);
    const TrackId eh = even.cpu(er, 1), eg = even.gpu(er, 0, 7);
    const int64_t gaps[] = { 30, 1010, 10, 20 };
    for (int i = 0; i < 4; ++i) {
        const uint32_t l = even.slice(eh, 2000 * i, 5, "cudaLaunchKernel", "cuda_runtime");
        const uint32_t k = even.slice(eg, 2000 * i + gaps[i], 5, "k", "kernel");
        even.b.setCorrelation(l, er, i + 1);
        even.b.setCorrelation(k, er, i + 1);
    }
    const LaunchLatency e = launchLatency(*even.finalize());
    QCOMPARE(e.matched, uint64_t(4));
    QCOMPARE(e.medianNs, int64_t(25));
    QCOMPARE(e.p95Ns, int64_t(863));
    QCOMPARE(e.maxNs, int64_t(1010));

    Fixture none;
    none.slice(none.cpu(none.rank(0), 1), 0, 10, "x", "cpu_op");
    const LaunchLatency empty = launchLatency(*none.finalize());
    QVERIFY(!empty.hasStats);
    QCOMPARE(empty.matched + empty.unmatched, uint64_t(0));
}

// Thread 1: a [0,100] > child [10,20], lane-split c [90,120]; thread 2: [50,150], [300,400] with
// syncs inside. Union [0,150] u [300,400] = 250 of the window [0,400].
void TestAnalysis::cpuUnionAcrossThreads()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId t1 = f.cpu(r, 1), t2 = f.cpu(r, 2);
    const TrackId spans = f.b.track(f.b.process(r, -2, f.s("Spans")), 0, TrackKind::Pseudo);
    f.slice(spans, 0, 5000, "PyTorch Profiler (0)", "Trace");
    f.slice(t1, 0, 100, "a", "cpu_op");
    f.slice(t1, 10, 10, "child", "cpu_op");
    f.slice(t1, 90, 30, "c", "cpu_op");
    f.slice(t2, 50, 100, "b", "python_function");
    f.slice(t2, 300, 100, "d", "cpu_op");
    f.slice(t2, 300, 40, "cudaStreamSynchronize", "cuda_runtime");
    f.slice(t2, 360, 10, "cudaDeviceSynchronize", "cuda_runtime");
    f.slice(t2, 380, 5, "cudaLaunchKernel", "cuda_runtime");
    const ProfilePtr p = f.finalize();
    QCOMPARE(p->report().count(warning::kLaneSplit), uint64_t(1));
    const std::vector<CpuStats> cpu = cpuStats(*p);
    QCOMPARE(cpu.size(), size_t(1));
    QCOMPARE(cpu[0].windowNs, int64_t(400));
    QCOMPARE(cpu[0].activeNs, int64_t(250));
    QCOMPARE(cpu[0].idleNs, int64_t(150));
    QCOMPARE(cpu[0].hostSyncNs, int64_t(50));
    QCOMPARE(cpu[0].hostSyncs, uint64_t(2));
    // Two bins of 200: [0,200) 150 busy, [200,400) 100 busy.
    const std::vector<UtilizationSeries> u = cpuUtilization(*p, Scope::job(), 2);
    QCOMPARE(u.size(), size_t(1));
    QCOMPARE(u[0].bins, std::vector<double>({ 0.75, 0.5 }));
    // The same union as intervals (the timeline's CPU utilization row): [0, 150) and [300, 400).
    const std::vector<BusyIntervals> busy = hostBusyIntervals(*p);
    QCOMPARE(busy.size(), size_t(1));
    QCOMPARE(busy[0].starts, std::vector<int64_t>({ 0, 300 }));
    QCOMPARE(busy[0].ends, std::vector<int64_t>({ 150, 400 }));
    QCOMPARE(busy[0].busyIn(0, 400), cpu[0].activeNs);
    QCOMPARE(busy[0].busyIn(100, 320), int64_t(50 + 20));
    size_t cursor = 0;
    QCOMPARE(busy[0].busyUntil(120, &cursor), int64_t(120));
    QCOMPARE(busy[0].busyUntil(350, &cursor), int64_t(200));
}

// Ranks 0 and 1 on node "a" (rank 1 has devices 0 and 1), rank 2 on node "b". Every device runs
// one kernel of 100 ns * (rank + 1) + device, in [0, 1000] host windows.
static ProfilePtr jobProfile()
{
    Fixture f;
    for (int rank : { 2, 0, 1 }) { // added out of order: output follows rank numbers
        const uint32_t r = f.rank(rank, rank == 2 ? "b" : "a");
        f.slice(f.cpu(r, 1, 100 + rank), 0, 1000, "ProfilerStep#1", "user_annotation");
        for (int device = 0; device < (rank == 1 ? 2 : 1); ++device) {
            const TrackId g = f.gpu(r, device, 7);
            f.slice(g, 0, 100 * (rank + 1) + device, "kernel_r" + std::to_string(rank), "kernel");
        }
    }
    return f.finalize();
}

void TestAnalysis::multiRankScopes()
{
    const ProfilePtr p = jobProfile();
    struct Case
    {
        Scope scope;
        int devices;
        uint64_t kernels;
        int64_t kernelNs;
        int cpus;
        int steps;
    };
    const Case cases[] = {
        { Scope::job(), 4, 4, 100 + 200 + 201 + 300, 3, 3 },
        { Scope::ofNode("a"), 3, 3, 100 + 200 + 201, 2, 2 },
        { Scope::ofNode("b"), 1, 1, 300, 1, 1 },
        { Scope::ofRank(1), 2, 2, 401, 1, 1 },
        { Scope::ofGpu(1, 1), 1, 1, 201, 1, 1 },
    };
    for (const Case &c : cases) {
        const QByteArray what = QByteArray::fromStdString(c.scope.toString());
        QVERIFY2(!ScopeFilter(*p, c.scope).isEmpty(), what.constData());
        QVERIFY2(int(deviceStats(*p, c.scope).size()) == c.devices, what.constData());
        const KernelSummary k = kernelStats(*p, c.scope);
        QVERIFY2(k.count == c.kernels && k.totalNs == c.kernelNs, what.constData());
        QVERIFY2(int(cpuStats(*p, c.scope).size()) == c.cpus, what.constData());
        QVERIFY2(int(hostSteps(*p, c.scope).size()) == c.steps, what.constData());
    }
    QVERIFY(ScopeFilter(*p, Scope::ofRank(7)).isEmpty());
    QVERIFY(ScopeFilter(*p, Scope::ofNode("c")).isEmpty());
    QVERIFY(deviceStats(*p, Scope::ofGpu(0, 5)).empty());

    const std::vector<DeviceStats> all = deviceStats(*p);
    QCOMPARE(all[0].rank, 0);
    QCOMPARE(all[1].rank, 1);
    QCOMPARE(all[2].rank, 1);
    QCOMPARE(all[2].device, 1);
    QCOMPARE(all[3].rank, 2);
    QCOMPARE(all[3].node, std::string("b"));
    const std::vector<CpuStats> cpus = cpuStats(*p);
    QCOMPARE(cpus[0].rank, 0);
    QCOMPARE(cpus[2].rank, 2);
    // Each device's busy intervals add up to its active time, in the same device order.
    const std::vector<BusyIntervals> gpus = gpuBusyIntervals(*p);
    QCOMPARE(gpus.size(), all.size());
    for (size_t i = 0; i < gpus.size(); ++i) {
        QCOMPARE(gpus[i].device, all[i].device);
        QCOMPARE(gpus[i].busyIn(0, 1000), all[i].activeNs);
    }
    QCOMPARE(gpuBusyIntervals(*p, Scope::ofRank(1)).size(), size_t(2));

    // Node a: devices busy [0,100], [0,200], [0,201] of [0,1000]; 2 bins of 500: mean of
    // 100/500, 200/500, 201/500 in bin 0.
    const std::vector<UtilizationSeries> nodes = nodeUtilization(*p, Scope::job(), 2);
    QCOMPARE(nodes.size(), size_t(2));
    QCOMPARE(nodes[0].node, std::string("a"));
    QCOMPARE(nodes[0].bins[0], (0.2 + 0.4 + 0.402) / 3);
    QCOMPARE(nodes[0].bins[1], 0.0);
    QCOMPARE(nodes[1].bins[0], 0.6);
}

void TestAnalysis::summaryJsonFollowsSchema()
{
    const ProfilePtr p = oneDeviceProfile();
    const Summary s = computeSummary(*p);
    const nlohmann::json doc = nlohmann::json::parse(summaryToJson(*p, s));
    QCOMPARE(doc["schema"].get<std::string>(), std::string("stepline.summary/1"));
    const std::vector<std::string> top = { "schema", "format", "ranks", "gpus", "cpus", "kernels", "steps",
        "precision_us", "memory_ops_us", "launch_latency_us", "utilization", "annotations", "warnings" };
    for (const std::string &key : top)
        QVERIFY2(doc.contains(key), key.c_str());
    QCOMPARE(doc["ranks"][0]["window_us"].get<double>(), 1.0);
    const nlohmann::json &gpu = doc["gpus"][0];
    QCOMPARE(gpu["kernel_us"].get<double>(), 0.5);
    QCOMPARE(gpu["active_us"].get<double>(), 0.36);
    QCOMPARE(gpu["idle_us"].get<double>(), 0.64);
    QCOMPARE(gpu["sync_us"].get<double>(), 0.05);
    QCOMPARE(gpu["kernels"].get<int>(), 3);
    QCOMPARE(doc["kernels"]["top_by_time"].size(), size_t(3));
    QCOMPARE(doc["kernels"]["top_by_time"][0]["name"].get<std::string>(), std::string("k1"));
    QCOMPARE(doc["utilization"][0]["bins"].size(), size_t(100));
    QCOMPARE(doc["steps"][0]["dur_us"].get<double>(), 1.0);
    QCOMPARE(doc["precision_us"].size(), size_t(9));
    QVERIFY(doc["precision_us"].contains("unknown"));
    QCOMPARE(doc["precision_us"]["unknown"].get<double>(), 0.5); // k1..k3 say nothing
    QCOMPARE(doc["memory_ops_us"].size(), size_t(7));
    QCOMPARE(doc["memory_ops_us"]["htod"].get<double>(), 0.05);
    QVERIFY(doc["launch_latency_us"]["median"].is_null());
    QVERIFY(doc["warnings"].contains("lane_split"));
    QVERIFY(!summaryToText(*p, s).empty());

    // Without cuda_sync events sync_us is absent (null), not 0.
    Fixture f;
    const uint32_t r = f.rank(0);
    f.slice(f.gpu(r, 0, 7), 0, 1000, "Memcpy DtoD (Device -> Device)", "gpu_memcpy");
    const ProfilePtr q = f.finalize();
    const nlohmann::json doc2 = nlohmann::json::parse(summaryToJson(*q, computeSummary(*q)));
    QVERIFY(doc2["gpus"][0]["sync_us"].is_null());
    QCOMPARE(doc2["memory_ops_us"]["dtod"].get<double>(), 1.0);
    QVERIFY(doc2["steps"].empty());
}

QTEST_GUILESS_MAIN(TestAnalysis)
#include "tst_analysis.moc"
