// The dashboard's GPU memory chart (METRICS.md "GPU memory over time") on the hand-made trace
// tests/data/analysis/gpu_memory.json and on shared traces, with screenshots light and dark.
#include "dashboard/chartexport.h"
#include "dashboard/dashboarddata.h"

#include "traceloader.h"

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

QTEST_MAIN(TestDashboardGpuCharts)
#include "tst_dashboardgpucharts.moc"
