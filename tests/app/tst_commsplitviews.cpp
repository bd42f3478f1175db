// Issue 25 item 1 in the window: exposed communication split into the wait for a late rank and the
// transfer (METRICS.md "Where a wait was caused") in the dashboard's GPU time charts (breakdown per
// device, per step, the active-time pie's title), the Ranks tab's rank table and the Insights tab's
// explain text. Where the split is unknown (one rank alone) it is absent: no wait or transfer
// segment, "—" in the table, and the text says why; never a 0.
#include "common/gputimepalette.h"
#include "dashboard/dashboarddata.h"
#include "explain.h"
#include "insights/explainpanel.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "ranks/ranksview.h"
#include "traceloader.h"

#include <QFile>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

QByteArray kernel(const char *name, int ts, int dur)
{
    return QByteArrayLiteral("{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"") + name
        + "\",\"pid\":0,\"tid\":7,\"ts\":" + QByteArray::number(ts) + ",\"dur\":" + QByteArray::number(dur)
        + ",\"args\":{\"device\":0,\"stream\":7}}";
}

// Rank 0: computation [0, 50) us, all-reduce [100, 300). Rank 1: computation [0, 150), all-reduce
// [150, 300); both inside ProfilerStep#1 [0, 300). The last peer (rank 1) arrives at 150, so rank 0
// waits [100, 150): its exposed communication is 200 us = 50 wait + 150 transfer; rank 1's is
// 150 = 0 + 150. ranks: how many of the two to write (one alone has nobody to wait for).
QString job(QTemporaryDir &dir, int ranks)
{
    const char *nccl = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
    for (int r = 0; r < ranks; ++r) {
        const QByteArray events
            = QByteArrayLiteral("{\"ph\":\"X\",\"cat\":\"user_annotation\",\"name\":"
                                "\"ProfilerStep#1\",\"pid\":1,\"tid\":1,\"ts\":0,\"dur\":300},")
            + kernel("volta_sgemm_128x64_nn", 0, r == 0 ? 50 : 150) + ","
            + kernel(nccl, r == 0 ? 100 : 150, r == 0 ? 200 : 150);
        QFile f(dir.filePath(QStringLiteral("rank%1.json").arg(r)));
        if (!f.open(QIODevice::WriteOnly))
            return {};
        f.write("{\"distributedInfo\":{\"backend\":\"nccl\",\"rank\":" + QByteArray::number(r)
            + ",\"world_size\":2},\"traceEvents\":[" + events + "]}");
    }
    return dir.path();
}

ProfilePtr load(const QString &path)
{
    const LoadOutcome out = loadProfile(path);
    return out.profile;
}

// The value of the segment with palette key `key` in a stack; -1 when the chart has no such segment.
double segmentValue(const ChartData &chart, const ChartStack &stack, GpuTimeClass c)
{
    for (size_t i = 0; i < chart.segments.size(); ++i)
        if (chart.segments[i].colorKey == gpuTimeClassKey(c))
            return stack.values[i];
    return -1;
}

} // namespace

class TestCommSplitViews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dashboardCharts();
    void dashboardAbsentSplit();
    void ranksTable();
    void explainText();
};

void TestCommSplitViews::dashboardCharts()
{
    QTemporaryDir dir;
    const ProfilePtr p = load(job(dir, 2));
    QVERIFY(p);
    const DashboardData data = computeDashboard(*p, {});
    const ChartData *gpu = data.chart(ChartId::GpuTimeBreakdown);
    QVERIFY(gpu && !gpu->isEmpty());
    QCOMPARE(gpu->stacks.size(), size_t(2)); // rank 0, rank 1
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedCommWait), 50'000.0);
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedCommTransfer), 150'000.0);
    QCOMPARE(segmentValue(*gpu, gpu->stacks[1], GpuTimeClass::ExposedCommWait), 0.0);
    QCOMPARE(segmentValue(*gpu, gpu->stacks[1], GpuTimeClass::ExposedCommTransfer), 150'000.0);
    // Every bar knows its split: the whole is not a third segment counted twice.
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedComm), -1.0);
    QVERIFY2(gpu->stacks[0].detail.contains(QStringLiteral("waiting for a late rank")),
        qPrintable(gpu->stacks[0].detail));
    // Each bar still sums to the span.
    double sum = 0;
    for (double v : gpu->stacks[0].values)
        sum += v;
    QCOMPARE(sum, 300'000.0);

    const ChartData *steps = data.chart(ChartId::StepBreakdown);
    QVERIFY2(steps && !steps->isEmpty(), steps ? qPrintable(steps->emptyMessage) : "no chart");
    QCOMPARE(steps->stacks.size(), size_t(1)); // step 1 over both GPUs
    QCOMPARE(segmentValue(*steps, steps->stacks[0], GpuTimeClass::ExposedCommWait), 50'000.0);
    QCOMPARE(segmentValue(*steps, steps->stacks[0], GpuTimeClass::ExposedCommTransfer), 300'000.0);

    const QString title = data.chart(ChartId::GpuActiveTime)->title;
    QVERIFY2(title.contains(QStringLiteral(" waiting, ")) && title.endsWith(QStringLiteral(" transfer)")),
        qPrintable(title));
    // The pie's active slice says it in full (its tooltip and the chart's table).
    const ChartItem &active = data.chart(ChartId::GpuActiveTime)->items.at(0);
    QVERIFY2(active.detail.contains(
                 QStringLiteral("%1 waiting for a late rank + %2 transfer")
                     .arg(formatDuration(50'000, TimeUnit::Auto), formatDuration(300'000, TimeUnit::Auto))),
        qPrintable(active.detail));
}

void TestCommSplitViews::dashboardAbsentSplit()
{
    QTemporaryDir dir;
    const ProfilePtr p = load(job(dir, 1));
    QVERIFY(p);
    const DashboardData data = computeDashboard(*p, {});
    const ChartData *gpu = data.chart(ChartId::GpuTimeBreakdown);
    QVERIFY(gpu && !gpu->isEmpty());
    // Alone, rank 0 waited for nobody known: its exposed communication stays whole.
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedCommWait), -1.0);
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedCommTransfer), -1.0);
    QCOMPARE(segmentValue(*gpu, gpu->stacks[0], GpuTimeClass::ExposedComm), 200'000.0);
    QVERIFY2(gpu->stacks[0].detail.contains(QStringLiteral("not split")), qPrintable(gpu->stacks[0].detail));
    const QString title = data.chart(ChartId::GpuActiveTime)->title;
    QVERIFY2(!title.contains(QStringLiteral("waiting")), qPrintable(title));
}

void TestCommSplitViews::ranksTable()
{
    QTemporaryDir dir;
    const ProfilePtr p = load(job(dir, 2));
    QVERIFY(p);
    Navigation navigation;
    RanksView view(&navigation);
    view.setProfile(p);
    view.waitForResults();
    QTableWidget *t = view.rankTable();
    QCOMPARE(t->rowCount(), 2);
    QCOMPARE(t->horizontalHeaderItem(8)->text(), QStringLiteral("Exposed wait"));
    QCOMPARE(t->horizontalHeaderItem(9)->text(), QStringLiteral("Exposed transfer"));
    for (int row = 0; row < 2; ++row) {
        const int rank = t->item(row, 1)->text().toInt();
        QCOMPARE(t->item(row, 8)->data(Qt::UserRole).toDouble(), rank == 0 ? 50'000.0 : 0.0);
        QCOMPARE(t->item(row, 9)->data(Qt::UserRole).toDouble(), 150'000.0);
        QCOMPARE(t->item(row, 8)->text(), formatDuration(rank == 0 ? 50'000 : 0, TimeUnit::Auto));
    }
}

void TestCommSplitViews::explainText()
{
    QTemporaryDir dir;
    const ProfilePtr p = load(job(dir, 2));
    QVERIFY(p);
    Navigation navigation;
    ExplainPanel panel(&navigation);
    panel.setExplanation(explain(*p), true);
    const QString html = panel.html();
    QVERIFY2(html.contains(
                 QStringLiteral("%1 waiting for a late rank + %2 transfer")
                     .arg(formatDuration(50'000, TimeUnit::Auto), formatDuration(300'000, TimeUnit::Auto))
                     .toHtmlEscaped()),
        qPrintable(html));
    QTemporaryDir one;
    const ProfilePtr alone = load(job(one, 1));
    QVERIFY(alone);
    panel.setExplanation(explain(*alone), true);
    QVERIFY2(
        panel.html().contains(QStringLiteral("not split into wait and transfer")), qPrintable(panel.html()));
    QVERIFY(!panel.html().contains(QStringLiteral("waiting for a late rank")));
}

QTEST_MAIN(TestCommSplitViews)
#include "tst_commsplitviews.moc"
