// The roofline, the operator-efficiency table and the MFU-per-step chart over analyzeOpPerf() on
// the small fixtures of tests/data/opperf (shapes on an H100, an unknown GPU, no shapes).

#include "common/navigation.h"
#include "report/chartexport.h"
#include "charts/dashboardchart.h"
#include "dashboard/dashboarddata.h"
#include "dashboard/dashboardview.h"
#include "dashboard/opperftable.h"
#include "dashboard/opperftablemodel.h"
#include "opperf.h"
#include "traceloader.h"

#include <QDir>
#include <QFileInfo>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>

using namespace stepline;

namespace {

ProfilePtr load(const char *name)
{
    const LoadOutcome outcome
        = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/opperf/") + QLatin1String(name));
    return outcome.ok() ? outcome.profile : nullptr;
}

DashboardData dashboardOf(const Profile &p)
{
    return computeDashboard(p, DashboardOptions());
}

const ChartPoint *pointNamed(const ChartData &chart, const QString &name)
{
    for (const ChartPoint &p : chart.points)
        if (p.label == name)
            return &p;
    return nullptr;
}

} // namespace

class TestEfficiencyCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rooflinePointsAndRoofs();
    void rooflineDrawsLogAxesAndClicks();
    void clickSelectsOperatorOnTimeline();
    void tableRowsAndSortEveryColumn();
    void mfuPerStep();
    void withoutShapesOrPeaks();
    void exportWritesBothCharts();
};

void TestEfficiencyCharts::rooflinePointsAndRoofs()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    const DashboardData data = dashboardOf(*p);
    const ChartData *roofline = data.chart(ChartId::Roofline);
    QVERIFY(roofline);
    QVERIFY2(!roofline->isEmpty(), qPrintable(roofline->emptyMessage));
    QCOMPARE(roofline->fileName, QStringLiteral("roofline"));
    QCOMPARE(roofline->kind, ChartKind::Roofline);
    // Three rows (addmm, add, mm); the fp32 mm is above its roof (137 GFLOP in 1 us) and is not drawn.
    QVERIFY(data.opPerf);
    QCOMPARE(data.opPerf->rows.size(), size_t(3));
    QCOMPARE(roofline->points.size(), size_t(2));
    QVERIFY(!pointNamed(*roofline, QStringLiteral("aten::mm")));
    // addmm by hand (METRICS.md): 73,996,800 FLOPs and 814,080 bytes in 10 us.
    const ChartPoint *addmm = pointNamed(*roofline, QStringLiteral("aten::addmm"));
    QVERIFY(addmm);
    QVERIFY(qFuzzyCompare(addmm->intensity, 73996800.0 / 814080.0));
    QVERIFY(qFuzzyCompare(addmm->tflopsPerS, 7.39968));
    QCOMPARE(addmm->kernelNs, int64_t(10000));
    QCOMPARE(addmm->colorKey, QStringLiteral("bf16"));
    QVERIFY(addmm->detail.contains(QStringLiteral("[[512],[141,512],[512,512],[],[]]")));
    QVERIFY(addmm->detail.contains(QStringLiteral("c10::BFloat16")));
    QVERIFY(addmm->detail.contains(QStringLiteral("memory roof")));
    // The H100's bf16 dense peak and HBM3 bandwidth bound it.
    bool h100 = false;
    for (const ChartRoof &r : roofline->roofs)
        h100 = h100 || (qFuzzyCompare(r.peakTflops, 989.4) && qFuzzyCompare(r.peakTbPerS, 3.35));
    QVERIFY(h100);
}

void TestEfficiencyCharts::rooflineDrawsLogAxesAndClicks()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    const DashboardData data = dashboardOf(*p);
    const ChartData &roofline = *data.chart(ChartId::Roofline);
    DashboardChart chart(roofline, ChartPalette::light());
    QCOMPARE(chart.axes(Qt::Horizontal).size(), 1);
    QVERIFY(qobject_cast<QLogValueAxis *>(chart.axes(Qt::Horizontal).first()));
    QVERIFY(qobject_cast<QLogValueAxis *>(chart.axes(Qt::Vertical).first()));
    int scattered = 0;
    int roofs = 0;
    QScatterSeries *addmmSeries = nullptr;
    QPointF addmmAt;
    for (QAbstractSeries *s : chart.series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(s)) {
            scattered += int(scatter->count());
            for (const QPointF &pt : scatter->points()) {
                if (qFuzzyCompare(pt.y(), 7.39968)) {
                    addmmSeries = scatter;
                    addmmAt = pt;
                }
            }
        } else if (auto *line = qobject_cast<QLineSeries *>(s)) {
            ++roofs;
            // Bandwidth slope up to the ridge, then flat at the compute peak.
            QCOMPARE(line->count(), 3);
            const QPointF start = line->at(0);
            const QPointF ridge = line->at(1);
            const QPointF end = line->at(2);
            QVERIFY(qFuzzyCompare(ridge.y(), end.y()));
            QVERIFY(qFuzzyCompare(start.y() / start.x(), ridge.y() / ridge.x())); // y = x * TB/s
        }
    }
    QCOMPARE(scattered, int(roofline.points.size()));
    QCOMPARE(roofs, int(roofline.roofs.size()));
    QVERIFY(addmmSeries);
    // The biggest point gets the biggest marker class.
    QCOMPARE(addmmSeries->markerSize(), 25.0);

    QSignalSpy clicked(&chart, &DashboardChart::itemClicked);
    QSignalSpy hover(&chart, &DashboardChart::hoverTextChanged);
    Q_EMIT addmmSeries->clicked(addmmAt);
    QCOMPARE(clicked.size(), 1);
    const int index = clicked[0][0].toInt();
    QCOMPARE(roofline.points[size_t(index)].label, QStringLiteral("aten::addmm"));
    Q_EMIT addmmSeries->hovered(addmmAt, true);
    QCOMPARE(hover.size(), 1);
    const QString tip = hover[0][0].toString();
    QVERIFY(tip.startsWith(QStringLiteral("aten::addmm\n")));
    QVERIFY(tip.contains(QStringLiteral("TFLOP/s")));
    QVERIFY(tip.contains(QStringLiteral("% of the memory roof")));
}

void TestEfficiencyCharts::clickSelectsOperatorOnTimeline()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    Navigation navigation;
    DashboardView view(&navigation);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(p);
    QVERIFY(updated.wait(5000));
    const ChartData *roofline = view.data().chart(ChartId::Roofline);
    QVERIFY(roofline && !roofline->points.empty());
    const OpPerfRow *addmm = nullptr;
    for (const OpPerfRow &r : view.data().opPerf->rows)
        if (p->str(r.name) == "aten::addmm")
            addmm = &r;
    QVERIFY(addmm);
    int index = -1;
    for (size_t i = 0; i < roofline->points.size(); ++i)
        if (roofline->points[i].label == QStringLiteral("aten::addmm"))
            index = int(i);
    QSignalSpy selected(&navigation, &Navigation::eventSelected);
    QSignalSpy range(&navigation, &Navigation::rangeRequested);
    QSignalSpy shown(&navigation, &Navigation::viewRequested);
    view.activateItem(*roofline, index);
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected[0][0].value<EventId>().value, addmm->firstCall.value);
    QCOMPARE(range.size(), 1);
    QCOMPARE(range[0][0].value<int64_t>(), addmm->longest.startNs);
    QCOMPARE(range[0][1].value<int64_t>(), addmm->longest.endNs);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0][0].toString(), QStringLiteral("timeline"));
}

void TestEfficiencyCharts::tableRowsAndSortEveryColumn()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    Navigation navigation;
    DashboardView view(&navigation);
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(p);
    QVERIFY(updated.wait(5000));
    OpPerfTable *table = view.opPerfTable();
    QVERIFY(table);
    QSortFilterProxyModel *proxy = table->proxy();
    QCOMPARE(proxy->rowCount(), 3);
    QCOMPARE(proxy->columnCount(), int(OpPerfTableModel::ColumnCount));
    // The analysis' order is kernel time descending, the table's default too.
    QCOMPARE(proxy->index(0, OpPerfTableModel::Operator).data().toString(), QStringLiteral("aten::addmm"));
    QCOMPARE(proxy->index(0, OpPerfTableModel::Calls).data().toString(), QStringLiteral("1"));
    // The over-peak mm says so instead of a percentage.
    bool overPeakShown = false;
    for (int r = 0; r < proxy->rowCount(); ++r)
        overPeakShown = overPeakShown
            || proxy->index(r, OpPerfTableModel::PctOfRoof).data().toString() == QStringLiteral("over peak");
    QVERIFY(overPeakShown);
    for (int column = 0; column < OpPerfTableModel::ColumnCount; ++column) {
        for (Qt::SortOrder order : { Qt::AscendingOrder, Qt::DescendingOrder }) {
            table->view()->sortByColumn(column, order);
            for (int r = 1; r < proxy->rowCount(); ++r) {
                const QVariant a = proxy->index(r - 1, column).data(OpPerfTableModel::SortRole);
                const QVariant b = proxy->index(r, column).data(OpPerfTableModel::SortRole);
                const bool ordered = a.typeId() == QMetaType::QString
                    ? (order == Qt::AscendingOrder ? a.toString() <= b.toString()
                                                   : a.toString() >= b.toString())
                    : (order == Qt::AscendingOrder ? a.toDouble() <= b.toDouble()
                                                   : a.toDouble() >= b.toDouble());
                QVERIFY2(ordered, qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(r)));
            }
        }
    }
    // Activating a row selects that operator on the timeline.
    QSignalSpy selected(&navigation, &Navigation::eventSelected);
    table->view()->sortByColumn(OpPerfTableModel::KernelTime, Qt::DescendingOrder);
    Q_EMIT table->view()->activated(proxy->index(0, 0));
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected[0][0].value<EventId>().value, view.data().opPerf->rows[0].firstCall.value);
}

void TestEfficiencyCharts::mfuPerStep()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    const DashboardData data = dashboardOf(*p);
    const ChartData *mfu = data.chart(QStringLiteral("mfu-per-step"));
    QVERIFY(mfu);
    QVERIFY2(!mfu->isEmpty(), qPrintable(mfu->emptyMessage));
    QVERIFY(mfu->stepAxis);
    // Step 1: the bf16 addmm over (1 ms x 989.4 TFLOP/s); step 2 is above the peak, so no point.
    QCOMPARE(mfu->lines.size(), size_t(1));
    QCOMPARE(mfu->lines[0].points.size(), 1);
    QCOMPARE(mfu->lines[0].points[0].x(), 1.0);
    QVERIFY(qFuzzyCompare(mfu->lines[0].points[0].y(), 73996800.0 / (1e-3 * 989.4e12)));
    DashboardChart chart(*mfu, ChartPalette::dark());
    QCOMPARE(chart.series().size(), 1);
}

void TestEfficiencyCharts::withoutShapesOrPeaks()
{
    const ProfilePtr none = load("no_shapes.json");
    QVERIFY(none);
    const DashboardData data = dashboardOf(*none);
    for (ChartId id : { ChartId::Roofline, ChartId::MfuPerStep }) {
        const ChartData *c = data.chart(id);
        QVERIFY(c);
        QVERIFY(c->isEmpty());
        QVERIFY(c->points.empty() && c->lines.empty());
        QVERIFY2(
            c->emptyMessage.startsWith(QStringLiteral("Not in this profile")), qPrintable(c->emptyMessage));
        QVERIFY2(c->emptyMessage.contains(QStringLiteral("record_shapes")), qPrintable(c->emptyMessage));
    }
    const ProfilePtr unknown = load("unknown_gpu.json");
    QVERIFY(unknown);
    const DashboardData u = dashboardOf(*unknown);
    const ChartData *roofline = u.chart(ChartId::Roofline);
    QVERIFY(roofline->isEmpty());
    QVERIFY2(
        roofline->emptyMessage.contains(QStringLiteral("peaks table")), qPrintable(roofline->emptyMessage));
    QVERIFY(u.chart(ChartId::MfuPerStep)->isEmpty());
    QVERIFY(!u.chart(ChartId::MfuPerStep)->emptyMessage.isEmpty());
    // The table still lists FLOPs-bearing rows, without efficiency.
    QVERIFY(!u.opPerf->rows.empty());
    OpPerfTableModel model;
    model.setAnalysis(*unknown, u.opPerf);
    QCOMPARE(model.rowCount(), int(u.opPerf->rows.size()));
    QCOMPARE(model.index(0, OpPerfTableModel::PctOfRoof).data().toString(), QStringLiteral("\u2014"));
    // --peak-tflops / --peak-tbps give it a roof.
    DashboardOptions options;
    options.peaks.tflops = 100.0;
    options.peaks.tbPerS = 1.0;
    const DashboardData o = computeDashboard(*unknown, options);
    QVERIFY2(!o.chart(ChartId::Roofline)->isEmpty(), qPrintable(o.chart(ChartId::Roofline)->emptyMessage));
    QCOMPARE(o.chart(ChartId::Roofline)->roofs.size(), size_t(1));
    QCOMPARE(o.chart(ChartId::Roofline)->roofs[0].peakTflops, 100.0);
}

void TestEfficiencyCharts::exportWritesBothCharts()
{
    const ProfilePtr p = load("h100_small.json");
    QVERIFY(p);
    const DashboardData data = dashboardOf(*p);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // With STEPLINE_DASHBOARD_SCREENSHOTS set the files stay there for a look, light and dark.
    const QString shots = qEnvironmentVariable("STEPLINE_DASHBOARD_SCREENSHOTS");
    for (const bool dark : { false, true }) {
        const QString out = (shots.isEmpty() ? dir.path() : shots)
            + (dark ? QStringLiteral("/efficiency-dark") : QStringLiteral("/efficiency-light"));
        const ExportResult result = exportCharts(data, out, ExportFormat::Png, QSize(900, 560),
            dark ? ChartPalette::dark() : ChartPalette::light());
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const char *name : { "roofline.png", "mfu-per-step.png" }) {
            const QString path = out + QLatin1Char('/') + QLatin1String(name);
            QVERIFY2(result.files.contains(path), qPrintable(path));
            const QImage image(path);
            QCOMPARE(image.size(), QSize(900, 560));
        }
    }
    // The report has a page per chart: both are in it.
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(writeReport(data, pdf, nullptr, ChartPalette::light(), &error), qPrintable(error));
    QVERIFY(QFileInfo(pdf).size() > 0);
}

QTEST_MAIN(TestEfficiencyCharts)
#include "tst_efficiencycharts.moc"
