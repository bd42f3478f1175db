#include "compare/compareview.h"
#include "charts/chartcard.h"
#include "report/chartexport.h"
#include "compare/comparecharts.h"

#include <QAbstractButton>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QLabel>
#include <QPainter>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTextDocumentFragment>
#include <QtTest>

using namespace stepline;

// The Compare tab: what it lists, where a click goes, and screenshots (light and dark) of a
// comparison whose figures are worked out below.
class TestCompareView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void emptyUntilABaseline();
    void showsTheComparison();
    void kernelClickSelectsInTimeline();
    void chartsAndReport();
    void sameNamedRunsAndOneStep();
    void screenshots();
};

namespace {

constexpr int64_t kMs = 1000000;

ProfileAggregates::Rank rank(std::initializer_list<double> stepMs)
{
    ProfileAggregates::Rank r;
    r.rank = 0;
    for (double ms : stepMs)
        r.stepNs.push_back(int64_t(ms * double(kMs)));
    r.windowNs = 100 * kMs;
    return r;
}

// Sums over 8 device-steps of per-step means (ms): length, computation, exposed comm, exposed
// memcpy, idle with queued, launch, data loader, sync.
ProfileAggregates::GpuTime gpuTime(double length, double comp, double comm, double memcpy, double queued,
    double launch, double loader, double sync)
{
    auto ns = [](double ms) { return int64_t(ms * 8 * double(kMs)); };
    ProfileAggregates::GpuTime g;
    g.devices = 1;
    g.deviceSteps = 8;
    GpuTimeBreakdown &b = g.steps;
    b.lengthNs = ns(length);
    b.computationNs = ns(comp);
    b.exposedCommNs = ns(comm);
    b.exposedMemcpyNs = ns(memcpy);
    b.busyNs = b.computationNs + b.exposedCommNs + b.exposedMemcpyNs;
    b.idle[IdleCause::Queued] = ns(queued);
    b.idle[IdleCause::Launch] = ns(launch);
    b.idle[IdleCause::DataLoader] = ns(loader);
    b.idle[IdleCause::Sync] = ns(sync);
    b.idleNs = b.idle.total();
    g.spans = b;
    return g;
}

// Rows by name (byte order, as computeAggregates keeps them).
std::vector<NamedTotal> rows(std::vector<NamedTotal> v)
{
    std::sort(v.begin(), v.end(), [](const NamedTotal &a, const NamedTotal &b) { return a.name < b.name; });
    return v;
}

// BASE: 8 steps, median (10.1 + 10.1) / 2 = 10.1 ms. NEW: 8 steps, median (11.6 + 11.6) / 2 = 11.6 ms:
// +14.9 %. Kernels on both sides by |delta|: gemm +8 ms, nccl +5 ms, elementwise -2 ms.
ProfileAggregates base()
{
    ProfileAggregates a;
    a.name = "run-before";
    a.path = "/data/run-before";
    a.format = "kineto-json";
    a.ranks.push_back(rank({ 10.0, 10.2, 10.1, 9.9, 10.3, 10.0, 10.4, 10.1 }));
    a.kernels = rows({ { "sm80_xmma_gemm_bf16_tn", 1000, 40 * kMs },
        { "void at::native::vectorized_elementwise_kernel<4, add>(int)", 800, 8 * kMs },
        { "ncclKernel_AllReduce_RING_LL_Sum_bfloat16", 100, 20 * kMs }, { "old_kernel", 10, 1 * kMs } });
    a.operators = rows(
        { { "aten::mm", 500, 45 * kMs }, { "aten::add", 800, 5 * kMs }, { "aten::copy_", 100, 3 * kMs } });
    a.annotations = rows({ { "forward", 8, 40 * kMs }, { "backward", 8, 30 * kMs } });
    // 7.5 + 1.0 + 0.2 + (0.5 + 0.3 + 0.4 + 0.2) = 10.1 ms per step.
    a.gpuTime = gpuTime(10.1, 7.5, 1.0, 0.2, 0.5, 0.3, 0.4, 0.2);
    return a;
}

ProfileAggregates next()
{
    ProfileAggregates b;
    b.name = "run-after";
    b.path = "/data/run-after";
    b.format = "kineto-json";
    b.ranks.push_back(rank({ 11.5, 11.7, 11.6, 11.4, 11.8, 11.6, 11.9, 11.5 }));
    b.kernels = rows({ { "sm80_xmma_gemm_bf16_tn", 1000, 48 * kMs },
        { "void at::native::vectorized_elementwise_kernel<4, add>(int)", 800, 6 * kMs },
        { "ncclKernel_AllReduce_RING_LL_Sum_bfloat16", 100, 25 * kMs }, { "new_kernel", 50, 2 * kMs } });
    b.operators = rows(
        { { "aten::mm", 500, 52 * kMs }, { "aten::add", 800, 4 * kMs }, { "aten::relu", 200, 2 * kMs } });
    b.annotations = rows({ { "forward", 8, 47 * kMs }, { "backward", 8, 31 * kMs } });
    // 8.0 + 2.1 + 0.2 + (0.5 + 0.3 + 0.3 + 0.2) = 11.6 ms per step.
    b.gpuTime = gpuTime(11.6, 8.0, 2.1, 0.2, 0.5, 0.3, 0.3, 0.2);
    return b;
}

void show(CompareView &view)
{
    const ProfileAggregates a = base(), b = next();
    view.setComparison(a, b, diffProfiles(a, b, NameMatch::Exact));
}

} // namespace

void TestCompareView::emptyUntilABaseline()
{
    CompareView view;
    QVERIFY(!view.hasComparison());
    QSignalSpy pick(&view, &CompareView::compareRequested);
    auto *button = view.findChild<QAbstractButton *>(QStringLiteral("comparePick"));
    QVERIFY(button);
    button->click();
    QCOMPARE(pick.count(), 1);
    show(view);
    QVERIFY(view.hasComparison());
    view.clear(QStringLiteral("gone"));
    QVERIFY(!view.hasComparison());
    QCOMPARE(view.findChild<QLabel *>(QStringLiteral("compareHint"))->text(), QStringLiteral("gone"));
}

void TestCompareView::showsTheComparison()
{
    CompareView view;
    show(view);
    // The verdict reads the mean step delta (+1.5 ms of a 10.13 ms mean: 14.8 %), given because its
    // 95 % interval excludes 0.
    QVERIFY2(view.verdictLabel()->text().startsWith(QStringLiteral("NEW is 14.8 % slower than BASE")),
        qPrintable(view.verdictLabel()->text()));
    QTableWidget *k = view.kernelTable();
    QCOMPARE(k->rowCount(), 3);
    QCOMPARE(k->item(0, 0)->text(), QStringLiteral("sm80_xmma_gemm_bf16_tn"));
    QCOMPARE(k->item(0, 5)->text(), QStringLiteral("+8.000 ms"));
    QCOMPARE(k->item(1, 0)->text(), QStringLiteral("ncclKernel_AllReduce_RING_LL_Sum_bfloat16"));
    QCOMPARE(k->item(2, 5)->text(), QStringLiteral("-2.000 ms"));
    QCOMPARE(k->item(0, 6)->text(), QStringLiteral("1.20")); // 48 / 40
    // Only in BASE: old_kernel, aten::copy_; only in NEW: new_kernel, aten::relu.
    QCOMPARE(view.onlyBaseTable()->rowCount(), 2);
    QCOMPARE(view.onlyBaseTable()->item(0, 0)->text(), QStringLiteral("old_kernel"));
    QCOMPARE(view.onlyBaseTable()->item(1, 1)->text(), QStringLiteral("operator"));
    QCOMPARE(view.onlyNewTable()->rowCount(), 2);
    QCOMPARE(view.onlyNewTable()->item(1, 0)->text(), QStringLiteral("aten::relu"));
}

void TestCompareView::kernelClickSelectsInTimeline()
{
    CompareView view;
    const ProfileAggregates a = base(), b = next();
    // Normalized: the kernel row's key differs from NEW's raw name; the click gives the raw name.
    view.setComparison(a, b, diffProfiles(a, b, NameMatch::Normalized));
    QVERIFY(view.normalizedBox()->isChecked());
    QSignalSpy toggled(&view, &CompareView::normalizedMatchToggled);
    view.normalizedBox()->setChecked(false);
    QCOMPARE(toggled.count(), 1);
    QCOMPARE(toggled.at(0).at(0).toBool(), false);
    view.setComparison(a, b, diffProfiles(a, b, NameMatch::Normalized)); // the box follows the diff
    QVERIFY(view.normalizedBox()->isChecked());
    QCOMPARE(toggled.count(), 1);
    QSignalSpy activated(&view, &CompareView::kernelActivated);
    QTableWidget *k = view.kernelTable();
    QCOMPARE(k->item(2, 0)->text(), QStringLiteral("at::native::vectorized_elementwise_kernel"));
    Q_EMIT k->cellClicked(2, 0);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.at(0).at(0).toString(),
        QStringLiteral("void at::native::vectorized_elementwise_kernel<4, add>(int)"));
    // A kernel only in NEW is in the loaded profile too; one only in BASE is not.
    Q_EMIT view.onlyNewTable()->cellClicked(0, 0);
    QCOMPARE(activated.count(), 2);
    QCOMPARE(activated.at(1).at(0).toString(), QStringLiteral("new_kernel"));
    Q_EMIT view.onlyBaseTable()->cellClicked(0, 0);
    QCOMPARE(activated.count(), 2);
    // A bar of the kernel-delta chart selects the same kernel.
    ChartCard *deltas = nullptr;
    for (ChartCard *card : view.cards()) {
        if (card->chartData().id == ChartId::CompareKernelDeltas)
            deltas = card;
    }
    QVERIFY(deltas);
    Q_EMIT deltas->itemActivated(deltas->chartData(), 0);
    QCOMPARE(activated.count(), 3);
    QCOMPARE(activated.at(2).at(0).toString(), QStringLiteral("sm80_xmma_gemm_bf16_tn"));
}

void TestCompareView::chartsAndReport()
{
    const ProfileAggregates a = base(), b = next();
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    const std::vector<ChartData> charts = comparisonCharts(a, b, d);
    QCOMPARE(charts.size(), size_t(5));
    // The attribution waterfall: the causes that changed, then the whole mean step delta, which
    // they sum to.
    const ChartData &w = charts[4];
    QCOMPARE(w.id, ChartId::CompareAttribution);
    QCOMPARE(w.kind, ChartKind::Waterfall);
    QVERIFY(w.items.size() >= 2);
    QCOMPARE(w.items.back().colorKey, QStringLiteral("total"));
    QCOMPARE(w.items.back().value, double(d.attribution.meanDeltaNs));
    double causes = 0;
    for (size_t i = 0; i + 1 < w.items.size(); ++i)
        causes += w.items[i].value;
    QCOMPARE(causes, w.items.back().value);
    // Step times: 16 values in common bins; BASE's 8 and NEW's 8 are all counted.
    int baseCount = 0, newCount = 0;
    for (const ChartBin &bin : charts[0].bins) {
        baseCount += bin.count;
        newCount += bin.gpuCount;
    }
    QCOMPARE(baseCount, 8);
    QCOMPARE(newCount, 8);
    QVERIFY(charts[0].bins.front().lowNs <= int64_t(9.9 * double(kMs)));
    // Breakdown side by side: computation 7.5 | 8.0, exposed comm 1.0 | 2.1, exposed memcpy 0.2 | 0.2,
    // queued, launch, data loader, sync: 7 rows of two bars (BASE then NEW).
    const ChartData &g = charts[1];
    QCOMPARE(g.id, ChartId::CompareGpuBreakdown);
    QCOMPARE(g.kind, ChartKind::PairedBars);
    QCOMPARE(g.items.size(), size_t(14));
    QCOMPARE(g.items[0].value, 7.5 * double(kMs));
    QCOMPARE(g.items[0].colorKey, QStringLiteral("base"));
    QCOMPARE(g.items[3].value, 2.1 * double(kMs));
    QCOMPARE(g.items[3].colorKey, QStringLiteral("new"));
    QCOMPARE(g.items[3].label, QStringLiteral("exposed communication")); // the dashboard's label
    // Kernel deltas: +8 ms (slower), +5 ms, -2 ms (faster).
    const ChartData &k = charts[2];
    QCOMPARE(k.kind, ChartKind::DivergingBars);
    QCOMPARE(k.items.size(), size_t(3));
    QCOMPARE(k.items[0].value, double(8 * kMs));
    QCOMPARE(k.items[0].colorKey, QStringLiteral("slower"));
    QCOMPARE(k.items[2].value, double(-2 * kMs));
    QCOMPARE(k.items[2].colorKey, QStringLiteral("faster"));
    // Operators: aten::mm +7 ms, aten::add -1 ms.
    QCOMPARE(charts[3].items.size(), size_t(2));
    QCOMPARE(charts[3].items[1].value, double(-1 * kMs));

    // Without GPU time on either side the breakdown chart says so instead of showing zeros.
    ProfileAggregates noGpuA = a, noGpuB = b;
    noGpuA.gpuTime.reset();
    noGpuB.gpuTime.reset();
    const ChartData none
        = comparisonCharts(noGpuA, noGpuB, diffProfiles(noGpuA, noGpuB, NameMatch::Exact))[1];
    QVERIFY(none.isEmpty());
    QVERIFY(none.items.empty());

    const DashboardData report = comparisonReport(a, b, d);
    QCOMPARE(report.charts.size(), size_t(5));
    QCOMPARE(report.summary.gpuRows.size(), size_t(3));
    QCOMPARE(report.summary.cpuRows.front().front(), QStringLiteral("aten::mm"));
    QVERIFY(report.summary.jobLines.join(QLatin1Char('\n')).contains(QStringLiteral("/data/run-after")));
}

// Two runs saved under the same file name in different folders, on different GPUs, one of a single
// step: the legends name each side by its GPU model and folder, the details warn about the single
// step, and long kernel names reach the axes elided by us (a readable start), never as a bare "…".
void TestCompareView::sameNamedRunsAndOneStep()
{
    ProfileAggregates a = base(), b = next();
    a.name = b.name = "trace.json";
    a.path = "/runs/h100/trace.json";
    b.path = "/runs/mi300/trace.json";
    a.why.gpuNames = { "NVIDIA H100 80GB HBM3" };
    b.why.gpuNames = { "AMD Instinct MI300X" };
    b.ranks.front().stepNs.resize(1);
    const std::string longName = "void at::native::(anonymous namespace)::CatArrayBatchedCopy<at::native::"
                                 "(anonymous namespace)::OpaqueType<2u>, unsigned int, 4, 64, 64>(int)";
    for (ProfileAggregates *p : { &a, &b })
        p->kernels = rows(
            { { longName, 10, (p == &a ? 3 : 5) * kMs }, { "sm80_xmma_gemm_bf16_tn", 1000, 40 * kMs } });
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    const std::vector<ChartData> charts = comparisonCharts(a, b, d);
    QCOMPARE(charts[1].binSetName, QStringLiteral("BASE (NVIDIA H100 80GB HBM3, h100/)"));
    QCOMPARE(charts[1].gpuBinSetName, QStringLiteral("NEW (AMD Instinct MI300X, mi300/)"));

    CompareView view;
    view.resize(900, 1400);
    view.setComparison(a, b, d);
    view.show();
    QApplication::processEvents();
    bool warned = false;
    for (const QLabel *label : view.findChildren<QLabel *>())
        warned = warned || label->text().contains(QStringLiteral("A side has a single step"));
    QVERIFY(warned);
    int categories = 0;
    for (const QChartView *chartView : view.findChildren<QChartView *>()) {
        for (QAbstractAxis *axis : chartView->chart()->axes()) {
            auto *bars = qobject_cast<QBarCategoryAxis *>(axis);
            if (!bars)
                continue;
            for (const QString &rich : bars->categories()) {
                ++categories;
                const QString c = QTextDocumentFragment::fromHtml(rich).toPlainText();
                // "N. name" on ranked bars, the plain label on paired ones.
                const QString text
                    = c.contains(QStringLiteral(". ")) ? c.section(QStringLiteral(". "), 1) : c;
                QVERIFY2(text.size() > 3 && text != QStringLiteral("…"), qPrintable(c));
                QVERIFY2(text.size() <= 41, qPrintable(c));
            }
        }
    }
    QVERIFY(categories > 0);
}

void TestCompareView::screenshots()
{
    CompareView view;
    view.resize(1280, 1500);
    show(view);
    view.show();
    QApplication::processEvents();
    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    QVERIFY(view.grab().save(dir + QStringLiteral("/compare-light.png")));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b2e36));
    dark.setColor(QPalette::WindowText, QColor(0xe6e8ec));
    dark.setColor(QPalette::Base, QColor(0x23262e));
    dark.setColor(QPalette::Text, QColor(0xe6e8ec));
    dark.setColor(QPalette::Button, QColor(0x3a3f4a));
    dark.setColor(QPalette::ButtonText, QColor(0xe6e8ec));
    view.setPalette(dark);
    QApplication::processEvents();
    QVERIFY(view.grab().save(dir + QStringLiteral("/compare-dark.png")));

    // The comparison report's first page, as writeReport paints it.
    const ProfileAggregates a = base(), b = next();
    const DashboardData report = comparisonReport(a, b, diffProfiles(a, b, NameMatch::Exact));
    QImage page(1500, 1000, QImage::Format_ARGB32);
    {
        QPainter painter(&page);
        paintSummaryPage(&painter, QRectF(0, 0, 1500, 1000), report, ChartPalette::light());
    }
    QVERIFY(page.save(dir + QStringLiteral("/compare-report-page1.png")));
}

QTEST_MAIN(TestCompareView)
#include "tst_compareview.moc"
