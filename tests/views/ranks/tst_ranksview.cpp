#include "common/navigation.h"
#include "information/informationview.h"
#include "report/chartexport.h"
#include "report/ranksexport.h"
#include "ranks/ranksreport.h"
#include "ranks/rankstepgrid.h"
#include "dashboard/dashboarddata.h"
#include "ranks/ranksview.h"
#include "common/timeformat.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "qtstrings.h"
#include "scalejob.h"
#include "steplinecrossrank.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

// The Ranks tab on a generated 2-node x 8-GPU job whose rank 11 runs its compute kernels 12 %
// slower: the straggler table, the heatmap, the collective table and the click-through to the
// timeline. Screenshots land in the build folder (ranks-*.png).
class TestRanksView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void stragglerFirstAndHeatmap();
    void scopeFiltersRows();
    void collectiveOpensTimeline();
    void exportsAndReport();
    void informationShowsClockOffsets();
    void crossRankDataCoversUnloadedRanks();
    void manyRanks();
    void emptyProfile();

private:
    QTemporaryDir m_dir;
    ProfilePtr m_profile;
};

void TestRanksView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 8;
    o.steps = 8;
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 11;
    o.stragglerPercent = 12;
    o.perRankOutlierStep = true;
    // A data-parallel job: the all-reduces hold the ranks together (tracegenerator.h).
    TraceGenerator::synchronize(&o, 2);
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(m_dir.path(), o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome outcome = loadProfile(m_dir.path());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    m_profile = outcome.profile;
}

void TestRanksView::stragglerFirstAndHeatmap()
{
    Navigation navigation;
    RanksView view(&navigation);
    view.resize(1300, 900);
    view.setProfile(m_profile);
    // The analysis runs on a worker thread: until it is back the tab says so and shows nothing.
    QVERIFY(view.rankTable()->rowCount() == 0);
    QVERIFY(!view.rankTable()->isEnabled());
    view.waitForResults();
    QVERIFY(view.rankTable()->isEnabled());
    QVERIFY(view.analysis().applies());
    QCOMPARE(view.rankTable()->rowCount(), 16);
    QCOMPARE(view.rankTable()->item(0, 0)->text(), QStringLiteral("1"));
    QCOMPARE(view.rankTable()->item(0, 1)->text(), QStringLiteral("11"));
    QCOMPARE(view.collectiveTable()->rowCount(), int(view.analysis().collectives.size()));
    // Sorting by a numeric column sorts by value, not text: wait ascending puts the least waiting
    // rank on top.
    view.rankTable()->sortItems(4, Qt::AscendingOrder);
    const double firstWait = view.rankTable()->item(0, 4)->data(Qt::UserRole).toDouble();
    for (int r = 1; r < view.rankTable()->rowCount(); ++r)
        QVERIFY(view.rankTable()->item(r, 4)->data(Qt::UserRole).toDouble() >= firstWait);

    const RankStepGrid &grid = view.heatmap()->grid();
    QCOMPARE(grid.ranks.size(), size_t(16));
    QCOMPARE(grid.steps.size(), size_t(8));
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const RankStepLayout layout = rankStepLayout(grid, QRectF(view.heatmap()->rect()));
    // The cell of rank 0 (row 0), first step: its tooltip names the wait share.
    const QPointF cell(
        layout.cells.left() + layout.cellWidth / 2, layout.cells.top() + layout.cellHeight / 2);
    const QString tip = view.heatmap()->toolTipAt(cell);
    QVERIFY2(tip.startsWith(QStringLiteral("Rank 0, ProfilerStep#")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("waiting in collectives")), qPrintable(tip));
    QVERIFY(view.heatmap()->toolTipAt(QPointF(1, 1)).isEmpty());

    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/ranks-view.png")));
    view.setPalette(QPalette(QColor(40, 40, 44)));
    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/ranks-view-dark.png")));
}

void TestRanksView::scopeFiltersRows()
{
    RanksView view(nullptr);
    view.setProfile(m_profile);
    view.setScope(Scope::ofNode("algo-2"));
    view.waitForResults();
    QCOMPARE(view.rankTable()->rowCount(), 8);
    QCOMPARE(view.heatmap()->grid().ranks.size(), size_t(8));
    QCOMPARE(view.rankTable()->item(0, 1)->text(), QStringLiteral("11"));
    view.setScope(Scope::ofRank(3));
    view.waitForResults();
    QCOMPARE(view.rankTable()->rowCount(), 1);
    QCOMPARE(view.rankTable()->item(0, 1)->text(), QStringLiteral("3"));
    // Every all-reduce has rank 3 in it.
    QCOMPARE(view.collectiveTable()->rowCount(), int(view.analysis().collectives.size()));
    QVERIFY(view.scopeBox()->count() >= 1 + 2 + 16);

    // The checkbox re-runs the analysis with the node clocks aligned (two nodes here).
    QSignalSpy toggled(&view, &RanksView::alignClocksChanged);
    QVERIFY(!view.analysis().aligned);
    view.alignBox()->setChecked(true);
    QCOMPARE(toggled.count(), 1);
    view.waitForResults();
    QVERIFY(view.analysis().aligned);
    QCOMPARE(view.analysis().clockOffsets.size(), size_t(2));
}

void TestRanksView::collectiveOpensTimeline()
{
    Navigation navigation;
    RanksView view(&navigation);
    TimelineWidget timeline(&navigation);
    timeline.resize(1300, 800);
    view.setProfile(m_profile);
    view.waitForResults();
    timeline.setProfile(m_profile);
    timeline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&timeline));
    QSignalSpy requested(&navigation, &Navigation::collectiveRequested);
    QSignalSpy shown(&navigation, &Navigation::viewRequested);
    const Collective &c = view.analysis().collectives.front();
    view.openCollective(0);
    QCOMPARE(requested.count(), 1);
    const auto kernels = requested.front().at(0).value<QList<EventId>>();
    QCOMPARE(qsizetype(kernels.size()), qsizetype(c.size()));
    QCOMPARE(shown.front().at(0).toString(), QStringLiteral("timeline"));
    // The last arrival is selected and marked at its start.
    const EventId last = navigation.selectedEvent();
    QVERIFY(last.isValid());
    QCOMPARE(
        m_profile->ranks()[m_profile->track(m_profile->slices().track[last.value]).rank].rank, c.lastRank);
    TimelineView *tv = timeline.findChild<TimelineView *>();
    QVERIFY(tv);
    QVERIFY(tv->marker().has_value());
    QCOMPARE(*tv->marker(), m_profile->slices().ts[last.value]);
    // Zoomed to the collective: every kernel of it is inside the visible range.
    const int64_t visibleFrom = tv->axis().toNs(0), visibleTo = tv->axis().endNs(tv->viewport()->width());
    for (const EventId e : kernels) {
        QVERIFY(m_profile->slices().ts[e.value] >= visibleFrom);
        QVERIFY(m_profile->slices().end(e.value) <= visibleTo);
    }
    QCoreApplication::processEvents();
    QVERIFY(timeline.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/ranks-collective-timeline.png")));
}

// export-charts writes rank-step-heatmap and collective-wait after the dashboard charts, and the
// report gets a Ranks page; a one-rank scope keeps the job-wide analysis but one heatmap row.
void TestRanksView::exportsAndReport()
{
    const DashboardData data = computeDashboard(*m_profile, DashboardOptions());
    QVERIFY(data.ranks);
    QCOMPARE(data.ranks->grid.ranks.size(), size_t(16));
    QCOMPARE(data.ranks->collectiveWait.items.size(), size_t(16));
    QVERIFY(
        data.ranks->lines.join(QLatin1Char('\n')).contains(QStringLiteral("Straggler ranking: rank 11:")));
    const QString out = QStringLiteral(STEPLINE_BINARY_DIR "/ranks-export");
    const ExportResult result = exportCharts(data, out, ExportFormat::Png, QSize(1000, 600));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.files.size(), qsizetype(data.charts.size() + 2));
    QVERIFY(result.files.contains(out + QStringLiteral("/rank-step-heatmap.png")));
    QVERIFY(result.files.contains(out + QStringLiteral("/collective-wait.png")));
    QCOMPARE(QImage(out + QStringLiteral("/rank-step-heatmap.png")).size(), QSize(1000, 600));
    QTemporaryDir dir;
    const QString svg = dir.filePath(QStringLiteral("svg"));
    ExportResult ranks;
    exportRanksCharts(*data.ranks, svg, ExportFormat::Svg, QSize(800, 500), ChartPalette::dark(), &ranks);
    QCOMPARE(ranks.files.size(), 2);
    QVERIFY2(ranks.ok(), qPrintable(ranks.error));
    QString error;
    const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
    QVERIFY(writeReport(data, pdf, nullptr, ChartPalette::light(), &error));
    QVERIFY(QFileInfo(pdf).size() > 0);

    DashboardOptions one;
    one.scope = Scope::ofRank(11);
    const DashboardData scoped = computeDashboard(*m_profile, one);
    QVERIFY(scoped.ranks);
    QCOMPARE(scoped.ranks->grid.ranks, std::vector<int32_t> { 11 });
}

void TestRanksView::informationShowsClockOffsets()
{
    InformationView info;
    info.setProfile(m_profile);
    const QString html = info.html();
    QVERIFY(html.contains(QStringLiteral("Node clock offsets")));
    const CollectiveAnalysis a = analyzeCollectives(*m_profile);
    QCOMPARE(a.clockOffsets.size(), size_t(2));
    QVERIFY(html.contains(formatDuration(a.clockOffsets[1].offsetNs, TimeUnit::Auto).toHtmlEscaped()));
}

// A window holding a subset of the ranks (a folder of .stepline files read without every model)
// still shows every rank in its Ranks tab, from the cross-rank data of the whole job.
void TestRanksView::crossRankDataCoversUnloadedRanks()
{
    LoadOptions subset;
    subset.ranks = { 0, 1, 2, 3 };
    const LoadOutcome outcome = loadProfile(m_dir.path(), subset);
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    Navigation navigation;
    RanksView view(&navigation);
    view.setProfile(outcome.profile);
    view.waitForResults();
    QCOMPARE(view.rankTable()->rowCount(), 4);
    // As a folder's XRNK blocks give it: no events, times on the whole job's clock.
    auto data = std::make_shared<CrossRankData>(crossRankData(*m_profile));
    std::fill(data->input.event.begin(), data->input.event.end(), EventId());
    view.setCrossRankData(data);
    view.waitForResults();
    QCOMPARE(view.rankTable()->rowCount(), 16);
    QCOMPARE(view.heatmap()->grid().ranks.size(), size_t(16));
    QCOMPARE(view.rankTable()->item(0, 1)->text(), QStringLiteral("11"));
    QVERIFY(view.scopeBox()->count() >= 1 + 2 + 16);
    // A cell of a loaded rank opens its step in the timeline; one of a rank only the cross-rank
    // read knows does nothing.
    QSignalSpy steps(&navigation, &Navigation::stepRequested);
    const int64_t firstStep = view.heatmap()->grid().steps.front();
    Q_EMIT view.heatmap()->stepClicked(firstStep, 12);
    QCOMPARE(steps.count(), 0);
    Q_EMIT view.heatmap()->stepClicked(firstStep, 2);
    QCOMPARE(steps.count(), 1);
    // A collective opens on the kernels of the loaded ranks, found by their start on the clock of
    // the cross-rank data (the subset's clock starts at its own first event).
    QSignalSpy requested(&navigation, &Navigation::collectiveRequested);
    view.openCollective(0);
    QCOMPARE(requested.count(), 1);
    const auto kernels = requested.front().at(0).value<QList<EventId>>();
    QCOMPARE(kernels.size(), qsizetype(4));
    for (const EventId e : kernels)
        QVERIFY(
            outcome.profile->ranks()[outcome.profile->track(outcome.profile->slices().track[e.value]).rank]
                .rank
            < 4);
}

// 256 ranks from the cross-rank read of a generated, synchronised job: every rank is a row of the
// heatmap (labels thinned to fit) and of the table, and the GUI thread only fills the tables.
void TestRanksView::manyRanks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 32;
    o.gpusPerNode = 8;
    o.steps = 3;
    o.layers = 8;
    o.dataLoaderWorkers = 1;
    o.outlierStep = -1; // no data-loader stall: the straggler is the one cause of delay
    o.pythonFunctions = false;
    o.stragglerRank = 11;
    // At 256 ranks the ranks' own data-loading jitter moves each all-reduce's last arrival by more
    // than a GPU 12 % slower does over a short step; at 25 % it clearly causes the most delay.
    o.stragglerPercent = 25;
    TraceGenerator::synchronize(&o, 2);
    const TraceGenerator::JobResult job = writeScaleJob(dir.path(), o, 2);
    QVERIFY2(job.ok, qPrintable(job.error));
    CrossRankJob read;
    LoadError error;
    QVERIFY2(readCrossRankJob(toStdStrings(job.files), &read, &error), error.toUserMessage().c_str());
    auto data = std::make_shared<CrossRankData>();
    data->input = std::move(read.input);
    data->steps = std::move(read.steps);
    data->originAbsNs = read.originAbsNs;

    RanksView view(nullptr);
    view.resize(1300, 900);
    QElapsedTimer timer;
    timer.start();
    view.setCrossRankData(data);
    const qint64 startNs = timer.nsecsElapsed(); // the GUI thread's share of starting it
    view.waitForResults();
    qInfo("256 ranks: start %.2f ms, computed and shown %.1f ms", double(startNs) / 1e6,
        double(timer.nsecsElapsed()) / 1e6);
    QCOMPARE(view.rankTable()->rowCount(), 256);
    QCOMPARE(view.heatmap()->grid().ranks.size(), size_t(256));
    QCOMPARE(view.rankTable()->item(0, 1)->text(), QStringLiteral("11"));
    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/ranks-view-256.png")));
}

void TestRanksView::emptyProfile()
{
    RanksView view(nullptr);
    view.setProfile(nullptr);
    QCOMPARE(view.rankTable()->rowCount(), 0);
    QVERIFY(view.heatmap()->grid().isEmpty());
    view.resize(600, 400);
    QVERIFY(!view.grab().isNull());
}

QTEST_MAIN(TestRanksView)
#include "tst_ranksview.moc"
