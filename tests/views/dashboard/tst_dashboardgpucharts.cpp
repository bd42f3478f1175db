// The dashboard's GPU charts: memory over time (METRICS.md "GPU memory over time") on the hand-made
// trace tests/data/analysis/gpu_memory.json and on shared traces; the GPU time breakdown, the step
// breakdown and the idle causes (METRICS.md "GPU time breakdown", "Why the GPU was idle") on the
// hand-computed profile of gputimefixture.h and on shared traces. Screenshots light and dark.
#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"

#include "../gputimefixture.h"
#include "common/navigation.h"
#include "charts/chartcard.h"
#include "charts/dashboardchart.h"
#include "dashboard/dashboardview.h"
#include "common/gputimepalette.h"
#include "gputime.h"
#include "traceloader.h"

#include <QSignalSpy>

#include <QFileInfo>
#include <QLocale>
#include <QtTest>

using namespace stepline;

class TestDashboardGpuCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void memoryChartByHand();
    void memoryChartAbsent();
    void memoryChartOnSharedTraces_data();
    void memoryChartOnSharedTraces();
    void gpuTimeChartsByHand();
    void gpuTimeChartsScoped();
    void stepClickZoomsTimeline();
    void gpuTimeChartsOnSharedTraces_data();
    void gpuTimeChartsOnSharedTraces();
    void demoJobDashboardTab();

private:
    ProfilePtr m_handMade;
};

static ProfilePtr load(const QString &path)
{
    const LoadOutcome outcome = loadProfile(path);
    return outcome.profile;
}

static QString shots()
{
    return QStringLiteral(STEPLINE_BINARY_DIR);
}

static void saveBoth(const ChartData &chart, const QString &name)
{
    const QString base = shots() + QLatin1Char('/') + name;
    QVERIFY(
        renderChartImage(chart, QSize(900, 520), ChartPalette::light()).save(base + QStringLiteral(".png")));
    QVERIFY(renderChartImage(chart, QSize(900, 520), ChartPalette::dark())
                .save(base + QStringLiteral("-dark.png")));
}

void TestDashboardGpuCharts::initTestCase()
{
    QLocale::setDefault(QLocale::c());
    m_handMade = load(QStringLiteral(STEPLINE_TEST_DATA "/analysis/gpu_memory.json"));
    QVERIFY(m_handMade);
}

void TestDashboardGpuCharts::memoryChartByHand()
{
    DashboardOptions options;
    options.utilizationBins = 10;
    const DashboardData data = computeDashboard(*m_handMade, options);
    const ChartData *chart = data.chart(QStringLiteral("gpu-memory"));
    QVERIFY(chart);
    QCOMPARE(chart->id, ChartId::GpuMemory);
    QVERIFY2(!chart->isEmpty(), qPrintable(chart->emptyMessage));
    // Device 1 has no memory size: only GPU 0, allocated then reserved. The range runs from the first
    // event (10 us) to the window end (100 us): ten 9 us bins. Peak allocated per bin, in shares of
    // 1e9 bytes: [10,19) 0.1  [19,28) 0.1  [28,37) 0.3 (the 300 MB sample at 30)  [37,46) 0.25
    // [46,55) 0.25  [55,64) 0.25 (until 60)  then 0.05 for the last four bins.
    QCOMPARE(chart->lines.size(), size_t(2));
    QCOMPARE(chart->rangeStartNs, int64_t(10'000));
    QCOMPARE(chart->rangeEndNs, int64_t(100'000));
    const ChartLine &allocated = chart->lines[0];
    const ChartLine &reserved = chart->lines[1];
    QCOMPARE(allocated.name, QStringLiteral("rank 0 \u00b7 GPU 0 allocated (peak 30.0 %)"));
    QVERIFY(reserved.dashed);
    QList<double> ys, rs;
    for (const QPointF &p : allocated.points)
        ys << p.y();
    for (const QPointF &p : reserved.points)
        rs << p.y();
    QCOMPARE(ys, (QList<double> { 0.1, 0.1, 0.3, 0.25, 0.25, 0.25, 0.05, 0.05, 0.05, 0.05 }));
    // Reserved: 200 MB until 30 us, then 400 MB.
    QCOMPARE(rs, (QList<double> { 0.2, 0.2, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4, 0.4 }));
    QCOMPARE(allocated.points.first().x(), 14'500.0); // centre of [10, 19) us
    // The highest point is 40 %: the axis ends at 50 %.
    QCOMPARE(chart->yMax, 0.5);
    // A GPU scope of the device without a memory size: absent, saying why.
    DashboardOptions gpu1;
    gpu1.scope = Scope::ofGpu(m_handMade->ranks()[0].rank, 1);
    const DashboardData one = computeDashboard(*m_handMade, gpu1);
    QVERIFY(one.chart(ChartId::GpuMemory)->emptyMessage.contains(QLatin1String("totalGlobalMem")));
    saveBoth(*chart, QStringLiteral("chart-gpu-memory-fixture"));
}

void TestDashboardGpuCharts::memoryChartAbsent()
{
    // The 2021-06 TensorBoard sample has [memory] events without totals.
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES
        "/kineto-tb_plugin/samples-2021-06/resnet50_num_workers_0/worker0.1623143089861.pt.trace.json.gz");
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const DashboardData data = computeDashboard(*p, {});
    const ChartData *chart = data.chart(ChartId::GpuMemory);
    QVERIFY(chart->isEmpty());
    QVERIFY2(QString(chart->emptyMessage).remove(QLatin1Char(',')).contains(QLatin1String("8220")),
        qPrintable(chart->emptyMessage));
    QVERIFY(chart->lines.empty()); // absent, not a flat zero curve
    saveBoth(*chart, QStringLiteral("chart-gpu-memory-absent"));
}

void TestDashboardGpuCharts::memoryChartOnSharedTraces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<double>("peak"); // peak allocated / totalGlobalMem, from the Python count
    QTest::addRow("qwen") << QStringLiteral("tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz")
                          << 2088508416.0 / 85018279936.0;
    QTest::addRow("df_index_resolver")
        << QStringLiteral("hta/df_index_resolver/df_index_resolver.json.gz") << 6629508096.0 / 34089730048.0;
}

void TestDashboardGpuCharts::memoryChartOnSharedTraces()
{
    QFETCH(QString, file);
    QFETCH(double, peak);
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES "/") + file;
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const DashboardData data = computeDashboard(*p, {});
    const ChartData *chart = data.chart(ChartId::GpuMemory);
    QVERIFY2(!chart->isEmpty(), qPrintable(chart->emptyMessage));
    QCOMPARE(chart->lines.size(), size_t(2));
    double top = 0;
    for (const QPointF &pt : chart->lines[0].points)
        top = std::max(top, pt.y());
    QCOMPARE(top, peak); // bins keep peaks: the highest point is the highest sample
    saveBoth(*chart, QStringLiteral("chart-gpu-memory-") + QString::fromLatin1(QTest::currentDataTag()));
}

// A stack's value of one class; 0 when the chart has no segment for it (exposed communication is
// drawn as its wait and transfer parts where the split is known, else whole).
static double classValue(const ChartData &chart, const ChartStack &stack, GpuTimeClass c)
{
    for (size_t i = 0; i < chart.segments.size(); ++i)
        if (chart.segments[i].colorKey == gpuTimeClassKey(c))
            return stack.values[i];
    return 0;
}

static QList<double> valuesOf(const ChartStack &stack)
{
    return QList<double>(stack.values.begin(), stack.values.end());
}

void TestDashboardGpuCharts::gpuTimeChartsByHand()
{
    const ProfilePtr p = testing::everyCauseProfile();
    const DashboardData data = computeDashboard(*p, {});
    // Segments: computation, exposed comm, exposed memcpy, then the seven idle causes (queued,
    // launch, data loader, sync, host ops, host other, unattributed); values from gputimefixture.h.
    const ChartData *gpu = data.chart(QStringLiteral("gpu-time-breakdown"));
    QVERIFY(gpu && !gpu->isEmpty());
    QCOMPARE(gpu->kind, ChartKind::StackedBars);
    QCOMPARE(gpu->segments.size(), size_t(10));
    QCOMPARE(gpu->stacks.size(), size_t(1));
    QCOMPARE(gpu->stacks[0].label, QStringLiteral("GPU 0"));
    QCOMPARE(valuesOf(gpu->stacks[0]), (QList<double> { 300, 0, 0, 20, 70, 0, 100, 140, 100, 100 }));
    const ChartData *steps = data.chart(QStringLiteral("step-breakdown"));
    QVERIFY(steps && !steps->isEmpty());
    QCOMPARE(steps->stacks.size(), size_t(1));
    QCOMPARE(steps->stacks[0].label, QStringLiteral("1"));
    QCOMPARE(valuesOf(steps->stacks[0]), (QList<double> { 200, 0, 0, 20, 40, 100, 100, 140, 0, 0 }));
    QCOMPARE(steps->stacks[0].instance.startNs, int64_t(0));
    QCOMPARE(steps->stacks[0].instance.durNs, int64_t(600));
    QCOMPARE(steps->stacks[0].instance.rank, 0);
    const ChartData *idle = data.chart(QStringLiteral("idle-causes"));
    QVERIFY(idle && !idle->isEmpty());
    QVERIFY(idle->percent && idle->horizontal);
    QCOMPARE(idle->segments.size(), size_t(7));
    QCOMPARE(idle->stacks.size(), size_t(1)); // whole-job scope: no second bar
    QCOMPARE(valuesOf(idle->stacks[0]), (QList<double> { 20, 70, 0, 100, 140, 100, 100 }));
    // No communication kernel: 0.0 % of the active time is exposed communication.
    QCOMPARE(data.chart(ChartId::GpuActiveTime)->title,
        QStringLiteral("GPU active time (1 GPU): 0.0 % of it exposed communication"));
    // Order on screen: the breakdown charts follow the active-time pie.
    QCOMPARE(data.charts[1].id, ChartId::GpuTimeBreakdown);
    QCOMPARE(data.charts[2].id, ChartId::IdleCauses);
    QCOMPARE(data.charts[3].id, ChartId::StepBreakdown);
    for (const char *name : { "gpu-time-breakdown", "step-breakdown", "idle-causes" })
        saveBoth(*data.chart(QLatin1String(name)),
            QStringLiteral("chart-") + QLatin1String(name) + QStringLiteral("-fixture"));
}

void TestDashboardGpuCharts::gpuTimeChartsScoped()
{
    const ProfilePtr p = testing::everyCauseProfile();
    DashboardOptions options;
    options.scope = Scope::ofGpu(0, 0);
    const DashboardData data = computeDashboard(*p, options);
    // The scope is the only GPU: both bars equal, the second labelled with the scope.
    const ChartData *idle = data.chart(ChartId::IdleCauses);
    QCOMPARE(idle->stacks.size(), size_t(2));
    QCOMPARE(idle->stacks[1].label, QStringLiteral("GPU 0:0"));
    QCOMPARE(valuesOf(idle->stacks[0]), valuesOf(idle->stacks[1]));
    // A scope without GPUs (a rank the job lacks): absent, never zero bars.
    options.scope = Scope::ofRank(7);
    const DashboardData none = computeDashboard(*p, options);
    for (ChartId id : { ChartId::GpuTimeBreakdown, ChartId::StepBreakdown, ChartId::IdleCauses }) {
        QVERIFY(none.chart(id)->isEmpty());
        QVERIFY(none.chart(id)->stacks.empty());
        QVERIFY(none.chart(id)->emptyMessage.startsWith(QLatin1String("Not in this profile")));
    }
    // Communication half hidden: the pie's title gives the exposed share. Compute [0,100), NCCL
    // [50,200): busy [0,200) = 200, exposed comm [100,200) = 100: 50.0 %.
    ProfileBuilder b;
    RankInfo info;
    info.rank = 0;
    const uint32_t r = b.addRank(info);
    const ProcessId gp = b.process(r, 0);
    b.processAt(gp).isGpu = true;
    b.processAt(gp).device = 0;
    const TrackId s7 = b.track(gp, 7, TrackKind::GpuStream), s13 = b.track(gp, 13, TrackKind::GpuStream);
    b.trackAt(s7).device = b.trackAt(s13).device = 0;
    b.addSlice(s7, 0, 100, b.strings().intern("gemm"), b.strings().intern("kernel"));
    b.addSlice(s13, 50, 150, b.strings().intern("ncclKernel_AllReduce"), b.strings().intern("kernel"));
    const ProfilePtr comm = b.finalize();
    const DashboardData c = computeDashboard(*comm, {});
    QCOMPARE(c.chart(ChartId::GpuActiveTime)->title,
        QStringLiteral("GPU active time (1 GPU): 50.0 % of it exposed communication"));
    QCOMPARE(valuesOf(c.chart(ChartId::GpuTimeBreakdown)->stacks[0]),
        (QList<double> { 100, 100, 0, 0, 0, 0, 0, 0, 0, 0 }));
    // No steps: the step chart says so.
    QVERIFY(c.chart(ChartId::StepBreakdown)->emptyMessage.contains(QLatin1String("ProfilerStep#N")));
}

void TestDashboardGpuCharts::stepClickZoomsTimeline()
{
    Navigation navigation;
    DashboardView view(&navigation);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(testing::everyCauseProfile());
    QVERIFY(updated.wait(5000));
    QSignalSpy range(&navigation, &Navigation::rangeRequested);
    QSignalSpy shown(&navigation, &Navigation::viewRequested);
    const ChartData *steps = view.data().chart(ChartId::StepBreakdown);
    QVERIFY(steps);
    view.activateItem(*steps, 0);
    QCOMPARE(range.size(), 1);
    QCOMPARE(range[0][0].value<int64_t>(), int64_t(0));
    QCOMPARE(range[0][1].value<int64_t>(), int64_t(600));
    QCOMPARE(range[0][2].toInt(), 0);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0][0].toString(), QStringLiteral("timeline"));
    // The card's chart forwards a bar click as that stack's index.
    ChartCard *card = view.card(QStringLiteral("step-breakdown"));
    QVERIFY(card && card->chart());
    QSignalSpy activated(card, &ChartCard::itemActivated);
    Q_EMIT card->chart()->itemClicked(0);
    QCOMPARE(activated.size(), 1);
}

void TestDashboardGpuCharts::gpuTimeChartsOnSharedTraces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("qwen") << QStringLiteral("tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    QTest::addRow("df_index_resolver") << QStringLiteral("hta/df_index_resolver/df_index_resolver.json.gz");
    QTest::addRow("dlrm job") << QStringLiteral("param/dlrm_kineto");
}

// The charts equal the analysis they draw, bar by bar, and every bar sums to its span (steps: to
// the step lengths), so nothing is dropped on the way to the screen.
void TestDashboardGpuCharts::gpuTimeChartsOnSharedTraces()
{
    QFETCH(QString, file);
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES "/") + file;
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const ProfilePtr p = load(path);
    QVERIFY(p);
    const DashboardData data = computeDashboard(*p, {});
    const GpuTimeAnalysis a = analyzeGpuTime(*p);
    const ChartData *gpu = data.chart(ChartId::GpuTimeBreakdown);
    QVERIFY2(!gpu->isEmpty(), qPrintable(gpu->emptyMessage));
    QCOMPARE(gpu->stacks.size(), a.devices.size());
    for (size_t i = 0; i < a.devices.size(); ++i) {
        double sum = 0;
        for (double v : gpu->stacks[i].values)
            sum += v;
        QCOMPARE(sum, double(a.devices[i].total.lengthNs));
        QCOMPARE(gpu->stacks[i].values[0], double(a.devices[i].total.computationNs));
        const ChartStack &bar = gpu->stacks[i];
        QCOMPARE(classValue(*gpu, bar, GpuTimeClass::ExposedComm)
                + classValue(*gpu, bar, GpuTimeClass::ExposedCommWait)
                + classValue(*gpu, bar, GpuTimeClass::ExposedCommTransfer),
            double(a.devices[i].total.exposedCommNs));
        if (a.devices[i].total.commSplitKnown && a.devices[i].total.exposedCommNs > 0)
            QCOMPARE(classValue(*gpu, bar, GpuTimeClass::ExposedCommWait),
                double(a.devices[i].total.exposedCommWaitNs));
    }
    const ChartData *steps = data.chart(ChartId::StepBreakdown);
    if (!a.steps.empty()) {
        QVERIFY(!steps->isEmpty());
        double chartTotal = 0, stepTotal = 0;
        for (const ChartStack &st : steps->stacks)
            for (double v : st.values)
                chartTotal += v;
        for (const StepGpuTime &st : a.steps)
            stepTotal += double(st.durNs);
        QCOMPARE(chartTotal, stepTotal);
    }
    const ChartData *idle = data.chart(ChartId::IdleCauses);
    double idleSum = 0;
    for (double v : idle->stacks[0].values)
        idleSum += v;
    QCOMPARE(idleSum, double(a.totals().idleNs));
    const QString tag
        = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'));
    for (const char *name : { "gpu-time-breakdown", "step-breakdown", "idle-causes", "gpu-active-time" })
        saveBoth(*data.chart(QLatin1String(name)),
            QStringLiteral("chart-") + QLatin1String(name) + QLatin1Char('-') + tag);
}

// The bundled demo job's planted data-loader stall shows up where the reader looks first: the
// tallest step bar is mostly data-loader idle time. Screenshots of the tab's first rows.
void TestDashboardGpuCharts::demoJobDashboardTab()
{
    const QString demo = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node");
    if (!QFileInfo(demo).isDir())
        QSKIP("the bundled demo jobs are missing");
    const ProfilePtr p = load(demo);
    QVERIFY(p);
    Navigation navigation;
    DashboardView view(&navigation);
    view.resize(1400, 1000);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(p);
    QVERIFY(updated.wait(10000));
    const ChartData *steps = view.data().chart(ChartId::StepBreakdown);
    QVERIFY(steps && !steps->stacks.empty());
    const ChartStack *tallest = &steps->stacks[0];
    auto total = [](const ChartStack &s) {
        double t = 0;
        for (double v : s.values)
            t += v;
        return t;
    };
    for (const ChartStack &s : steps->stacks)
        if (total(s) > total(*tallest))
            tallest = &s;
    QVERIFY2(classValue(*steps, *tallest, GpuTimeClass::DataLoader) > 0.5 * total(*tallest),
        qPrintable(tallest->label));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.grab().save(shots() + QStringLiteral("/dashboard-demo.png")));
}

QTEST_MAIN(TestDashboardGpuCharts)
#include "tst_dashboardgpucharts.moc"
