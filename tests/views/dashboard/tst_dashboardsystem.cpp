// System metrics on the dashboard: the SageMaker Debugger "system CPU" / "system GPU" curves
// (METRICS.md "CPU utilization over time"), by hand on a small profile and on the shared sample.
#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"

#include "profilebuilder.h"
#include "systemmetrics.h"
#include "traceloader.h"

#include <QDir>
#include <QFileInfo>
#include <QtTest>

using namespace stepline;

namespace {

constexpr int64_t kBase = 5'000'000;

// Node "alpha": rank 0 with host events over [0, 1000) (one thread, busy [0, 500)), and the
// Debugger's metrics rank (rank 1000, no events, a "System metrics (alpha)" process) with
//   CPUUtilization.cpu0: 20 % at 50, 80 % at 550, 70 % at 1500 (after the window: dropped)
//   CPUUtilization.cpu1: 40 % at 60, 10 % at 1000 (the window's end: the last bin)
//   GPUUtilization.gpu0: 50 % at 250
//   GPUMemoryUtilization.gpu0: 99 % at 250 (another metric: ignored)
// Node "beta": rank 1, host events over [0, 2000), no metrics.
ProfilePtr jobWithSystemMetrics(bool withHostRanks = true)
{
    ProfileBuilder b;
    auto name = [&](const char *n) { return b.strings().intern(n); };
    b.job().name = "system-fixture";
    b.job().format = "smdebug";
    if (withHostRanks) {
        RankInfo info;
        info.rank = 0;
        info.node = "alpha";
        const uint32_t r0 = b.addRank(info);
        const TrackId t0 = b.track(b.process(r0, 10), 1, TrackKind::CpuThread);
        b.addSlice(t0, kBase + 0, 500, name("train"), name("cpu_op"));
        b.addSlice(t0, kBase + 999, 1, name("tick"), name("cpu_op"));
        info.rank = 1;
        info.node = "beta";
        const uint32_t r1 = b.addRank(info);
        const TrackId t1 = b.track(b.process(r1, 20), 1, TrackKind::CpuThread);
        b.addSlice(t1, kBase + 0, 2000, name("train"), name("cpu_op"));
    }
    RankInfo sys;
    sys.rank = 1000;
    sys.node = "alpha";
    sys.rankSource = "system metrics";
    const uint32_t rs = b.addRank(sys);
    const ProcessId process = b.process(rs, -1 - int64_t(rs));
    b.processAt(process).name = name("System metrics (alpha)");
    auto sample = [&](const char *series, int64_t ts, double value) {
        b.addCounterSample(b.counterSeries(rs, process, name(series)), kBase + ts, value);
    };
    sample("CPUUtilization.cpu0", 50, 20.0);
    sample("CPUUtilization.cpu0", 550, 80.0);
    sample("CPUUtilization.cpu0", 1500, 70.0);
    sample("CPUUtilization.cpu1", 60, 40.0);
    sample("CPUUtilization.cpu1", 1000, 10.0);
    sample("GPUUtilization.gpu0", 250, 50.0);
    sample("GPUMemoryUtilization.gpu0", 250, 99.0);
    return b.finalize();
}

const ChartData &chartOf(const DashboardData &data, ChartId id)
{
    const ChartData *c = data.chart(id);
    Q_ASSERT(c);
    return *c;
}

const ChartLine *systemLine(const ChartData &chart)
{
    for (const ChartLine &line : chart.lines) {
        if (line.system)
            return &line;
    }
    return nullptr;
}

DashboardData dashboardOf(const Profile &profile, const Scope &scope = {}, int bins = 10)
{
    DashboardOptions options;
    options.scope = scope;
    options.utilizationBins = bins;
    return computeDashboard(profile, options);
}

} // namespace

class TestDashboardSystem : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void systemUtilizationByHand();
    void cpuChartGetsSystemCurve();
    void systemCurveFollowsScope_data();
    void systemCurveFollowsScope();
    void gpuChartGetsSystemCurve();
    void metricsAloneMakeACurve();
    void noMetricsNoSystemCurve();
    void sharedDebuggerSample();
};

void TestDashboardSystem::systemUtilizationByHand()
{
    const ProfilePtr p = jobWithSystemMetrics();
    // 10 bins of 100 ns over [0, 1000].
    const std::vector<SystemUtilization> cpu
        = systemUtilization(*p, {}, SystemMetric::CpuUtilization, 0, 1000, 10);
    QCOMPARE(cpu.size(), size_t(1));
    QCOMPARE(cpu[0].node, std::string("alpha"));
    QCOMPARE(cpu[0].series, 2u);
    QCOMPARE(cpu[0].samples, uint64_t(4)); // the sample at 1500 is outside
    QCOMPARE(cpu[0].sampleCounts, std::vector<uint32_t>({ 2, 0, 0, 0, 0, 1, 0, 0, 0, 1 }));
    QCOMPARE(cpu[0].fractions[0], 0.30); // (20 + 40) / 2 %
    QCOMPARE(cpu[0].fractions[5], 0.80);
    QCOMPARE(cpu[0].fractions[9], 0.10);
    QCOMPARE(cpu[0].fractions[1], 0.0);

    // No range given: the samples' own span [50, 1500], 2 bins split at 775.
    const std::vector<SystemUtilization> own
        = systemUtilization(*p, {}, SystemMetric::CpuUtilization, 0, 0, 2);
    QCOMPARE(own[0].startNs, int64_t(50));
    QCOMPARE(own[0].endNs, int64_t(1500));
    QCOMPARE(own[0].sampleCounts, std::vector<uint32_t>({ 3, 2 }));
    QCOMPARE(own[0].fractions[0], (20.0 + 40.0 + 80.0) / 3 / 100);
    QCOMPARE(own[0].fractions[1], (10.0 + 70.0) / 2 / 100);

    const std::vector<SystemUtilization> gpu
        = systemUtilization(*p, {}, SystemMetric::GpuUtilization, 0, 1000, 10);
    QCOMPARE(gpu.size(), size_t(1));
    QCOMPARE(gpu[0].series, 1u);
    QCOMPARE(gpu[0].sampleCounts[2], 1u);
    QCOMPARE(gpu[0].fractions[2], 0.50);
    QVERIFY(hasSystemMetric(*p, SystemMetric::CpuUtilization));
}

void TestDashboardSystem::cpuChartGetsSystemCurve()
{
    const ProfilePtr p = jobWithSystemMetrics();
    const DashboardData data = dashboardOf(*p);
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QVERIFY(!cpu.isEmpty());
    // rank 0 and rank 1 (the metrics rank has no host events, so no window and no curve), then system.
    QCOMPARE(cpu.lines.size(), size_t(3));
    QVERIFY(!cpu.lines[0].system && !cpu.lines[1].system);
    // The job range [0, 2000) of the host curves: 10 bins of 200 ns. Samples: bin 0 {20, 40},
    // bin 2 {80 at 550}, bin 5 {10 at 1000}, bin 7 {70 at 1500}.
    QCOMPARE(cpu.rangeStartNs, int64_t(0));
    QCOMPARE(cpu.rangeEndNs, int64_t(2000));
    const ChartLine *system = systemLine(cpu);
    QVERIFY(system);
    QVERIFY(system->name.contains(QLatin1String("alpha")));
    QVERIFY(system->name.contains(QLatin1String("2 cores")));
    const QList<QPointF> expected = { { 100, 0.30 }, { 500, 0.80 }, { 1100, 0.10 }, { 1500, 0.70 } };
    QCOMPARE(system->points.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(system->points[i].x(), expected[i].x());
        QCOMPARE(system->points[i].y(), expected[i].y());
    }
    QVERIFY(cpu.title.contains(QLatin1String("system")));
}

void TestDashboardSystem::systemCurveFollowsScope_data()
{
    QTest::addColumn<QString>("scope");
    QTest::addColumn<bool>("hasSystem");
    QTest::addRow("job") << QStringLiteral("job") << true;
    QTest::addRow("node alpha") << QStringLiteral("node=alpha") << true;
    QTest::addRow("rank on alpha") << QStringLiteral("rank=0") << true; // the machine it ran on
    QTest::addRow("node beta") << QStringLiteral("node=beta") << false;
    QTest::addRow("rank on beta") << QStringLiteral("rank=1") << false;
}

void TestDashboardSystem::systemCurveFollowsScope()
{
    QFETCH(QString, scope);
    QFETCH(bool, hasSystem);
    Scope s;
    QVERIFY(Scope::parse(scope.toStdString(), &s));
    const ProfilePtr p = jobWithSystemMetrics();
    const DashboardData data = dashboardOf(*p, s);
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QCOMPARE(systemLine(cpu) != nullptr, hasSystem);
}

void TestDashboardSystem::gpuChartGetsSystemCurve()
{
    // No GPU activity in the trace: the GPU chart still shows the measured system GPU curve.
    const ProfilePtr p = jobWithSystemMetrics();
    const DashboardData data = dashboardOf(*p);
    const ChartData &gpu = chartOf(data, ChartId::GpuUtilization);
    QVERIFY(!gpu.isEmpty());
    QCOMPARE(gpu.lines.size(), size_t(1));
    QVERIFY(gpu.lines[0].system);
    QVERIFY2(gpu.lines[0].name.contains(QLatin1String("1 GPUs")), qPrintable(gpu.lines[0].name));
    // No trace curve to share a range with: the samples' span, one timestamp (250) -> [250, 251).
    QCOMPARE(gpu.rangeStartNs, int64_t(250));
    QCOMPARE(gpu.rangeEndNs, int64_t(251));
    QCOMPARE(gpu.lines[0].points.size(), 1);
    QCOMPARE(gpu.lines[0].points[0].y(), 0.50);
    // The pie charts need trace activity: still empty.
    QVERIFY(chartOf(data, ChartId::GpuActiveTime).isEmpty());
}

void TestDashboardSystem::metricsAloneMakeACurve()
{
    const ProfilePtr p = jobWithSystemMetrics(false);
    const DashboardData data = dashboardOf(*p, {}, 10);
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QVERIFY(!cpu.isEmpty());
    QCOMPARE(cpu.lines.size(), size_t(1));
    // The job origin is now the first sample (50): the samples' span is [0, 1450], 10 bins of 145 ns
    // holding {20, 40} at 0 and 10, 80 at 500, 10 at 950 and 70 at 1450 (the end: the last bin).
    QCOMPARE(cpu.rangeStartNs, int64_t(0));
    QCOMPARE(cpu.rangeEndNs, int64_t(1450));
    const QList<QPointF> expected = { { 72.5, 0.30 }, { 507.5, 0.80 }, { 942.5, 0.10 }, { 1377.5, 0.70 } };
    QCOMPARE(cpu.lines[0].points.size(), expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        QCOMPARE(cpu.lines[0].points[i].x(), expected[i].x());
        QCOMPARE(cpu.lines[0].points[i].y(), expected[i].y());
    }
    QCOMPARE(cpu.title, QStringLiteral("System CPU utilization over time"));
    // The CPU pie still says what is missing.
    QVERIFY(chartOf(data, ChartId::CpuActiveTime).isEmpty());
    for (const ChartData &chart : data.charts) {
        const QImage image = renderChartImage(chart, QSize(500, 300), ChartPalette::light());
        QCOMPARE(image.size(), QSize(500, 300));
    }
}

void TestDashboardSystem::noMetricsNoSystemCurve()
{
    ProfileBuilder b;
    RankInfo info;
    info.rank = 0;
    info.node = "solo";
    const uint32_t r = b.addRank(info);
    const TrackId t = b.track(b.process(r, 1), 1, TrackKind::CpuThread);
    b.addSlice(t, kBase, 100, b.strings().intern("op"), b.strings().intern("cpu_op"));
    // A Kineto counter with a CPU-ish name on an ordinary process is not a system metric.
    const ProcessId process = b.process(r, 1);
    b.addCounterSample(b.counterSeries(r, process, b.strings().intern("CPUUtilization.cpu0")), kBase, 50.0);
    const ProfilePtr p = b.finalize();
    QVERIFY(!hasSystemMetric(*p, SystemMetric::CpuUtilization));
    const DashboardData data = dashboardOf(*p);
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QCOMPARE(cpu.lines.size(), size_t(1));
    QVERIFY(!systemLine(cpu));
    QVERIFY(!cpu.title.contains(QLatin1String("system")));
}

// The shared Debugger sample: two metrics files of node algo-1, CPU samples of cpu0/cpu1 in the
// first (4 readings within 5,000 s) and all 32 cores at one timestamp ~6.8 days later.
void TestDashboardSystem::sharedDebuggerSample()
{
    const QString dir = QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger/test_traces");
    if (!QFileInfo::exists(dir))
        QSKIP("shared traces are not available (../shared/traces)");
    const LoadOutcome out = loadProfile(dir);
    QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
    const DashboardData data = dashboardOf(*out.profile, {}, 100);
    const ChartData &cpu = chartOf(data, ChartId::CpuUtilization);
    QVERIFY(!cpu.isEmpty());
    QCOMPARE(cpu.lines.size(), size_t(1));
    const ChartLine &line = cpu.lines[0];
    QVERIFY(line.system);
    QVERIFY(line.name.contains(QLatin1String("algo-1")));
    QVERIFY(line.name.contains(QLatin1String("32 cores")));
    QCOMPARE(line.points.size(), 2);
    // Bins of ~5,874 s: the first four readings share bin 0; the 32 cores the last bin.
    QCOMPARE(line.points[0].y(), (4.76 + 5.30 + 54.76 + 44.76) / 4 / 100);
    QVERIFY(qAbs(line.points[1].y() - 137.83 / 32 / 100) < 1e-12);
    const ChartData &gpu = chartOf(data, ChartId::GpuUtilization);
    QVERIFY(!gpu.isEmpty());
    QVERIFY(gpu.lines[0].system);

    if (const QString shots = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS"); !shots.isEmpty()) {
        QDir().mkpath(shots);
        for (const ChartData *chart : { &cpu, &gpu }) {
            QVERIFY(writeChartFile(*chart,
                shots + QLatin1Char('/') + chart->fileName + QStringLiteral("-smdebug.png"),
                ExportFormat::Png, QSize(640, 380), ChartPalette::light()));
            QVERIFY(writeChartFile(*chart,
                shots + QLatin1Char('/') + chart->fileName + QStringLiteral("-smdebug-dark.png"),
                ExportFormat::Png, QSize(640, 380), ChartPalette::dark()));
        }
        // The whole Debugger folder: framework timelines (host rows) plus the same metrics.
        const LoadOutcome folder = loadProfile(QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger"));
        QVERIFY2(folder.ok(), folder.error.toUserMessage().c_str());
        const DashboardData all = dashboardOf(*folder.profile, {}, 300);
        QVERIFY(writeChartFile(chartOf(all, ChartId::CpuUtilization),
            shots + QStringLiteral("/cpu-utilization-smdebug-folder.png"), ExportFormat::Png, QSize(640, 380),
            ChartPalette::light()));
    }
}

QTEST_MAIN(TestDashboardSystem)
#include "tst_dashboardsystem.moc"
