// The Insights tab's What-if panel on a job whose critical path is known by hand (whatiffixture.h):
// the scenarios in saving order with whatIf()'s numbers, the unsupported one with its reason and no
// bar, the self-check's refusal, the critical paths handed to the timeline's overlay (both runs, the
// same step), and the links into the timeline.
#include "../analysis/fixture.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "explain.h"
#include "insights/explainpanel.h"
#include "insights/insightsview.h"
#include "insights/whatifpanel.h"
#include "insights/whatifscenariomodel.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "timeline/tracktreemodel.h"
#include "whatiffixture.h"
#include "whatifpaths.h"

#include <QApplication>

#include <algorithm>
#include <QDir>
#include <QPainter>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QUrl>
#include <QtTest>

using namespace stepline;
using namespace stepline::testing;

class TestWhatIfPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pathsFollowTheWorstMeasuredStep();
    void scenariosInSavingOrder();
    void unsupportedScenarioHasReasonAndNoBar();
    void selfCheckRefusalShowsNumbers();
    void refusesWithoutCorrelationIds();
    void selectingDrawsBothPaths();
    void linksNavigate();
    void linkScrollsTheTimeline();
    void insightsTabComputesIt();
};

namespace {

constexpr int64_t B = kWhatIfStep2;

const WhatIfScenarioResult *find(const WhatIfReport &r, WhatIfScenario s)
{
    for (const WhatIfScenarioResult &x : r.scenarios) {
        if (x.scenario == s)
            return &x;
    }
    return nullptr;
}

int64_t classNs(const CriticalPath &p, WhatIfClass c)
{
    return p.classNs[size_t(c)];
}

void compareSegments(const std::vector<CriticalPathOverlay::Segment> &drawn, const CriticalPath &path)
{
    QCOMPARE(drawn.size(), path.segments.size());
    for (size_t i = 0; i < drawn.size(); ++i) {
        QCOMPARE(drawn[i].startNs, path.segments[i].startNs);
        QCOMPARE(drawn[i].endNs, path.segments[i].endNs);
        QCOMPARE(drawn[i].rankIndex, path.segments[i].rankIndex);
        QCOMPARE(int(drawn[i].cls), int(path.segments[i].cls));
    }
}

// Pixels of one colour inside a rect of an image.
int pixelsOf(const QImage &image, const QRect &rect, QRgb color)
{
    int n = 0;
    const QRect r = rect.intersected(image.rect());
    for (int y = r.top(); y <= r.bottom(); ++y) {
        for (int x = r.left(); x <= r.right(); ++x)
            n += (image.pixel(x, y) & 0xffffff) == (color & 0xffffff);
    }
    return n;
}

std::shared_ptr<const WhatIfReport> panelReport(const ProfilePtr &p)
{
    return std::make_shared<const WhatIfReport>(whatIfWithCriticalPaths(*p));
}

} // namespace

void TestWhatIfPanel::initTestCase()
{
    QApplication::setStyle(QStringLiteral("Fusion"));
}

void TestWhatIfPanel::pathsFollowTheWorstMeasuredStep()
{
    const ProfilePtr p = whatIfTwoSteps();
    const WhatIfReport r = whatIfWithCriticalPaths(*p);
    QVERIFY2(r.refusal.empty(), r.refusal.c_str());
    QCOMPARE(r.measuredStepNs, int64_t(950)); // (900 + 1000) on both ranks
    const CriticalPath *measured = findCriticalPath(r, WhatIfScenario::Baseline);
    QVERIFY(measured && measured->available);
    QCOMPARE(measured->stepNumber, int64_t(2));
    QCOMPARE(measured->endRank, 0);
    QCOMPARE(measured->startNs, B);
    QCOMPARE(measured->endNs, B + 1000);
    // The hand-computed chain (whatiffixture.h).
    QCOMPARE(classNs(*measured, WhatIfClass::DataLoader), int64_t(300));
    QCOMPARE(classNs(*measured, WhatIfClass::HostOps), int64_t(400));
    QCOMPARE(classNs(*measured, WhatIfClass::Launch), int64_t(20));
    QCOMPARE(classNs(*measured, WhatIfClass::CommTransfer), int64_t(200));
    QCOMPARE(classNs(*measured, WhatIfClass::Sync), int64_t(80));
    QCOMPARE(measured->segments.front().cls, WhatIfClass::DataLoader);
    QCOMPARE(measured->segments.front().rankIndex, uint32_t(1));
    QCOMPARE(measured->segments.front().startNs, B);
    QCOMPARE(measured->segments.front().endNs, B + 300);
    // Every scenario's path follows the same step, although without the data loader step 1 would
    // be the worst (900 against 890): whatIf() on its own picks per replay.
    size_t paths = 0;
    for (const WhatIfScenarioResult &s : r.scenarios) {
        const CriticalPath *path = findCriticalPath(r, s.scenario);
        QCOMPARE(path != nullptr, s.available);
        if (path) {
            ++paths;
            QCOMPARE(path->stepNumber, int64_t(2));
        }
    }
    QCOMPARE(paths, size_t(6));
    WhatIfOptions own;
    own.criticalPath = own.criticalPathScenarios = true;
    const WhatIfReport unpinned = whatIf(*p, own);
    const CriticalPath *loader = findCriticalPath(unpinned, WhatIfScenario::DataLoaderZero);
    QVERIFY(loader);
    QCOMPARE(loader->stepNumber, int64_t(1));
    QCOMPARE(findCriticalPath(r, WhatIfScenario::DataLoaderZero)->endNs
            - findCriticalPath(r, WhatIfScenario::DataLoaderZero)->startNs,
        int64_t(890));
}

void TestWhatIfPanel::scenariosInSavingOrder()
{
    const ProfilePtr p = whatIfTwoSteps();
    const WhatIfReport plain = whatIf(*p, WhatIfOptions());
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    panel.setReport(panelReport(p), p);
    const WhatIfScenarioModel &m = *panel.model();
    size_t available = 0;
    for (const WhatIfScenarioResult &s : plain.scenarios)
        available += s.available;
    QCOMPARE(available, size_t(6));
    QCOMPARE(m.rowCount(), int(1 + plain.scenarios.size()));
    // The measured step first.
    QCOMPARE(m.index(0, 0).data(WhatIfScenarioModel::ScenarioRole).toInt(), -1);
    QCOMPARE(m.index(0, 0).data(WhatIfScenarioModel::StepNsRole).toLongLong(), qint64(950));
    QCOMPARE(
        m.index(0, WhatIfScenarioModel::StepColumn).data().toString(), formatDuration(950, TimeUnit::Auto));
    // Then the predictions, largest saving first, each with whatIf()'s own numbers.
    int64_t previous = std::numeric_limits<int64_t>::max();
    for (int row = 1; row <= int(available); ++row) {
        const QModelIndex index = m.index(row, 0);
        QVERIFY(index.data(WhatIfScenarioModel::AvailableRole).toBool());
        const auto scenario = WhatIfScenario(index.data(WhatIfScenarioModel::ScenarioRole).toInt());
        const WhatIfScenarioResult *expected = find(plain, scenario);
        QVERIFY(expected && expected->available);
        QCOMPARE(index.data(WhatIfScenarioModel::StepNsRole).toLongLong(), qint64(expected->stepNs));
        QCOMPARE(index.data(WhatIfScenarioModel::SavingNsRole).toLongLong(), qint64(expected->savingNs));
        QCOMPARE(index.data(WhatIfScenarioModel::SavingPctRole).toDouble(), expected->savingPct);
        QCOMPARE(m.index(row, WhatIfScenarioModel::StepColumn).data().toString(),
            formatDuration(expected->stepNs, TimeUnit::Auto));
        QCOMPARE(m.index(row, WhatIfScenarioModel::SavingColumn).data().toString(),
            formatDuration(expected->savingNs, TimeUnit::Auto) + QStringLiteral(" (")
                + QString::number(expected->savingPct, 'f', 1) + QStringLiteral(" %)"));
        QVERIFY(expected->savingNs <= previous);
        previous = expected->savingNs;
    }
    // Not the report's order (data loader, comm, launch, sync, memcpy, straggler, host ops).
    QStringList order;
    for (int row = 1; row < m.rowCount(); ++row)
        order << QLatin1String(whatIfScenarioName(
            WhatIfScenario(m.index(row, 0).data(WhatIfScenarioModel::ScenarioRole).toInt())));
    QCOMPARE(order.join(QLatin1Char(' ')),
        QStringLiteral("host_ops_half sync_zero data_loader_zero comm_half straggler_on_time launch_zero "
                       "exposed_memcpy_zero"));
    // By hand, step 1 unchanged: without the data loader step 2 takes 890 on rank 0 and 700 on
    // rank 1 (950 -> 847.5); with the straggler on time 890 on both (950 -> 895).
    QCOMPARE(m.index(m.rowOf(WhatIfScenario::DataLoaderZero), 0)
                 .data(WhatIfScenarioModel::StepNsRole)
                 .toLongLong(),
        qint64(847));
    QCOMPARE(m.index(m.rowOf(WhatIfScenario::StragglerOnTime), 0)
                 .data(WhatIfScenarioModel::StepNsRole)
                 .toLongLong(),
        qint64(895));
    QCOMPARE(m.index(1, 0).data().toString(), whatIfScenarioLabel(WhatIfScenario::HostOpsHalf));
}

void TestWhatIfPanel::unsupportedScenarioHasReasonAndNoBar()
{
    const ProfilePtr p = whatIfTwoSteps();
    const std::shared_ptr<const WhatIfReport> report = panelReport(p);
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    panel.resize(1000, 420);
    panel.setReport(report, p);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const WhatIfScenarioModel &m = *panel.model();
    const int row = m.rowOf(WhatIfScenario::ExposedMemcpyZero);
    QCOMPARE(row, m.rowCount() - 1); // after every prediction
    const QModelIndex step = m.index(row, WhatIfScenarioModel::StepColumn);
    QVERIFY(!step.data(WhatIfScenarioModel::AvailableRole).toBool());
    QVERIFY(!step.data(WhatIfScenarioModel::StepNsRole).isValid()); // absent, not 0
    QVERIFY(!step.data(WhatIfScenarioModel::SavingNsRole).isValid());
    const std::string reason = find(*report, WhatIfScenario::ExposedMemcpyZero)->reason;
    QVERIFY(reason.find("memcpy") != std::string::npos);
    QVERIFY2(
        step.data().toString().contains(QString::fromStdString(reason)), qPrintable(step.data().toString()));
    QVERIFY(m.index(row, WhatIfScenarioModel::SavingColumn).data().toString().isEmpty());
    QCOMPARE(panel.table()->columnSpan(row, WhatIfScenarioModel::StepColumn), 2);
    // On screen: the bars' blue in every predicted row, none in the absent one.
    QVERIFY(panel.selectRow(m.rowOf(WhatIfScenario::DataLoaderZero)));
    QDir().mkpath(QStringLiteral(STEPLINE_BINARY_DIR "/whatif-shots"));
    QVERIFY(panel.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/whatif-shots/fixture-panel.png")));
    QVERIFY(panel.selectRow(0));
    const QImage image = panel.table()->viewport()->grab().toImage();
    const QRgb blue = qRgb(0x2f, 0x6f, 0xdb);
    for (int r = 1; r < m.rowCount(); ++r) {
        const QRect cell = panel.table()->visualRect(m.index(r, WhatIfScenarioModel::StepColumn));
        const int bluePixels = pixelsOf(image, cell, blue);
        if (r == row)
            QCOMPARE(bluePixels, 0);
        else
            QVERIFY2(bluePixels > 20, qPrintable(QString::number(r)));
    }
}

void TestWhatIfPanel::selfCheckRefusalShowsNumbers()
{
    auto r = std::make_shared<WhatIfReport>();
    r->ranks = 2;
    r->steps = 4;
    r->hasSteps = true;
    r->measuredStepNs = 1'000'000;
    r->replayedStepNs = 1'032'000;
    r->selfCheckErrorPct = 3.2;
    r->selfCheckPassed = false;
    r->refusal = "the replay with nothing changed is 3.20 % off the measured mean step";
    for (WhatIfScenario s : { WhatIfScenario::DataLoaderZero, WhatIfScenario::CommHalf }) {
        WhatIfScenarioResult res;
        res.scenario = s;
        res.reason = r->refusal;
        r->scenarios.push_back(res);
    }
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    QSignalSpy paths(&panel, &WhatIfPanel::criticalPathsSelected);
    panel.setReport(r, whatIfTwoSteps());
    QCOMPARE(panel.model()->rowCount(), 0); // no prediction, not even an absent one
    const QString header = panel.headerHtml();
    QVERIFY2(header.contains(QLatin1String("No predictions")), qPrintable(header));
    QVERIFY2(header.contains(formatDuration(1'032'000, TimeUnit::Auto)), qPrintable(header));
    QVERIFY2(header.contains(formatDuration(1'000'000, TimeUnit::Auto)), qPrintable(header));
    QVERIFY2(header.contains(QLatin1String("3.20 %")), qPrintable(header));
    QVERIFY(!panel.selectRow(0));
    QVERIFY(!panel.selectedPaths());
    QCOMPARE(paths.size(), 0);
}

void TestWhatIfPanel::refusesWithoutCorrelationIds()
{
    test::Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    f.slice(T, 0, 1000, "ProfilerStep#1", "user_annotation");
    f.slice(T, 300, 10, "cudaLaunchKernel", "cuda_runtime");
    f.slice(g, 320, 200, "gemm", "kernel");
    const ProfilePtr p = f.finalize();
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    panel.setReport(panelReport(p), p);
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY2(panel.headerHtml().contains(QLatin1String("correlation")), qPrintable(panel.headerHtml()));
    QVERIFY2(panel.headerHtml().contains(QLatin1String("No predictions")), qPrintable(panel.headerHtml()));
}

void TestWhatIfPanel::selectingDrawsBothPaths()
{
    const ProfilePtr p = whatIfTwoSteps();
    const std::shared_ptr<const WhatIfReport> report = panelReport(p);
    TrackTreeModel tracks;
    tracks.setProfile(p);
    TimelineView view(&tracks);
    view.resize(1100, 600);
    view.setProfile(p);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.zoomToRange(B, B + 1000);
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    connect(&panel, &WhatIfPanel::criticalPathsSelected, &view, &TimelineView::setCriticalPaths);
    QSignalSpy selected(&panel, &WhatIfPanel::criticalPathsSelected);
    panel.setReport(report, p);
    QVERIFY(view.criticalPaths().isEmpty());

    QVERIFY(panel.selectRow(panel.model()->rowOf(WhatIfScenario::DataLoaderZero)));
    QCOMPARE(selected.size(), 1);
    const CriticalPathPairPtr pair = panel.selectedPaths();
    QVERIFY(pair);
    QCOMPARE(selected[0][0].value<CriticalPathPairPtr>(), pair);
    const CriticalPath &measured = *findCriticalPath(*report, WhatIfScenario::Baseline);
    const CriticalPath &scenario = *findCriticalPath(*report, WhatIfScenario::DataLoaderZero);
    QCOMPARE(pair->measured.stepNumber, int64_t(2));
    QCOMPARE(pair->scenario.stepNumber, int64_t(2));
    QCOMPARE(pair->scenario.scenario, std::string("data_loader_zero"));
    QCOMPARE(pair->scenarioLabel, whatIfScenarioLabel(WhatIfScenario::DataLoaderZero));
    // The overlay holds exactly the paths' segments, both runs.
    QVERIFY(!view.criticalPaths().isEmpty());
    compareSegments(view.criticalPaths().segments(CriticalPathOverlay::Run::Measured), measured);
    compareSegments(view.criticalPaths().segments(CriticalPathOverlay::Run::Scenario), scenario);

    // Painted: at about 1 px per ns no segment is merged, so one box per segment, each at its time
    // and, for the data loader, on rank 1's thread row.
    QImage image(view.viewport()->size(), QImage::Format_ARGB32_Premultiplied);
    {
        QPainter painter(&image);
        view.render(painter);
    }
    size_t boxes[2] = { 0, 0 };
    for (const CriticalPathOverlay::Box &box : view.criticalPaths().boxes()) {
        ++boxes[size_t(box.run)];
        QCOMPARE(box.count, uint32_t(1));
        const CriticalPathSegment &s
            = (box.run == CriticalPathOverlay::Run::Measured ? measured : scenario).segments[box.first];
        QVERIFY(std::abs(box.rect.left() - view.axis().toX(s.startNs)) < 1.0);
        QVERIFY(std::abs(box.rect.right() - view.axis().toX(s.endNs)) < 1.0);
    }
    QCOMPARE(boxes[0], measured.segments.size());
    QCOMPARE(boxes[1], scenario.segments.size());
    const CriticalPathOverlay::Box &loader = view.criticalPaths().boxes().front();
    QCOMPARE(loader.cls, WhatIfClass::DataLoader);
    const int loaderRow
        = tracks.layoutRowOfTrack(view.criticalPaths().segments(CriticalPathOverlay::Run::Measured)[0].track);
    QVERIFY(loaderRow >= 0);
    const TrackId loaderTrack = tracks.node(tracks.layout()[size_t(loaderRow)].node).track;
    QVERIFY(loaderTrack.isValid());
    QCOMPARE(p->tracks()[loaderTrack.value].rank, uint32_t(1)); // rank 1's thread row
    const QRgb loaderColor = criticalPathClassColor(WhatIfClass::DataLoader, false).rgb();
    QVERIFY(pixelsOf(image, loader.rect.toAlignedRect().adjusted(-1, -1, 1, 1), loaderColor) > 100);
    QVERIFY(view.criticalPaths().boxAt(loader.rect.center()));
    QVERIFY(view.criticalPaths()
                .toolTip(*view.criticalPaths().boxAt(loader.rect.center()))
                .contains(QLatin1String("rank 1")));

    // Zoomed out on a narrow view: consecutive pieces under 3 px on one lane become one box, and
    // every piece is in exactly one box.
    view.resize(60, 600);
    QApplication::processEvents();
    view.fitAll();
    {
        QPainter painter(&image);
        view.render(painter);
    }
    size_t covered[2] = { 0, 0 };
    size_t mergedBoxes = 0;
    for (const CriticalPathOverlay::Box &box : view.criticalPaths().boxes()) {
        covered[size_t(box.run)] += box.count;
        mergedBoxes += box.count > 1;
    }
    QCOMPARE(covered[0], measured.segments.size());
    QCOMPARE(covered[1], scenario.segments.size());
    QVERIFY(mergedBoxes > 0);
    QVERIFY(view.criticalPaths().boxes().size() < measured.segments.size() + scenario.segments.size());
    view.resize(1100, 600);
    QApplication::processEvents();

    // The measured row: the measured path alone.
    QVERIFY(panel.selectRow(0));
    QCOMPARE(selected.size(), 2);
    compareSegments(view.criticalPaths().segments(CriticalPathOverlay::Run::Measured), measured);
    QVERIFY(view.criticalPaths().segments(CriticalPathOverlay::Run::Scenario).empty());
    // The hide button: nothing drawn, until a row is selected again.
    auto *hide = panel.findChild<QPushButton *>();
    QVERIFY(hide && hide->isEnabled());
    hide->click();
    QCOMPARE(selected.size(), 3);
    QVERIFY(view.criticalPaths().isEmpty());
    QVERIFY(!hide->isEnabled());
    QVERIFY(panel.selectRow(1));
    QVERIFY(!view.criticalPaths().isEmpty());
    // Another profile: nothing drawn.
    panel.clear(QStringLiteral("loading"));
    QCOMPARE(selected.size(), 5);
    QVERIFY(view.criticalPaths().isEmpty());
}

void TestWhatIfPanel::linksNavigate()
{
    const ProfilePtr p = whatIfTwoSteps();
    Navigation navigation;
    WhatIfPanel panel(&navigation);
    panel.setReport(panelReport(p), p);
    QVERIFY(panel.selectRow(panel.model()->rowOf(WhatIfScenario::DataLoaderZero)));
    const CriticalPath &measured = panel.selectedPaths()->measured;
    const CriticalPath &scenario = panel.selectedPaths()->scenario;
    const QString html = panel.pathHtml();
    QVERIFY2(html.contains(QLatin1String("href=\"whatif:step:m\"")), qPrintable(html));
    QVERIFY(html.contains(QLatin1String("href=\"whatif:seg:m:0\"")));
    QVERIFY(html.contains(QLatin1String("href=\"whatif:seg:s:")));
    QVERIFY(html.contains(QLatin1String("href=\"whatif:rank:m:0\"")));
    // Every piece of at least 1 % of the path is listed, so every measured segment here.
    for (size_t i = 0; i < measured.segments.size(); ++i)
        QVERIFY(html.contains(QStringLiteral("href=\"whatif:seg:m:%1\"").arg(i)));

    QSignalSpy range(&navigation, &Navigation::rangeRequested);
    QSignalSpy shown(&navigation, &Navigation::viewRequested);
    // A click arrives through the browser's anchorClicked.
    auto *browser = panel.findChild<QTextBrowser *>();
    QVERIFY(browser);
    Q_EMIT browser->anchorClicked(QUrl(QStringLiteral("whatif:seg:m:0")));
    QCOMPARE(range.size(), 1);
    // Rank 1's data loader [B, B+300), on its first GPU's rows.
    QCOMPARE(range[0][0].value<int64_t>(), B);
    QCOMPARE(range[0][1].value<int64_t>(), B + 300);
    QCOMPARE(range[0][2].toInt(), 1);
    QCOMPARE(range[0][3].toInt(), -1);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0][0].toString(), QStringLiteral("timeline"));
    // The transfer, GPU work of rank 0's all-reduce: its own GPU's row.
    size_t transfer = measured.segments.size();
    for (size_t i = 0; i < measured.segments.size(); ++i)
        if (measured.segments[i].cls == WhatIfClass::CommTransfer)
            transfer = i;
    QVERIFY(transfer < measured.segments.size());
    QVERIFY(panel.openLink(QUrl(QStringLiteral("whatif:seg:m:%1").arg(transfer))));
    QCOMPARE(range[1][0].value<int64_t>(), B + 420);
    QCOMPARE(range[1][1].value<int64_t>(), B + 620);
    QCOMPARE(range[1][2].toInt(), 0);
    QCOMPARE(range[1][3].toInt(), 0);
    // The step, on the rank where it ended; a rank named in the text, over the step.
    QVERIFY(panel.openLink(QUrl(QStringLiteral("whatif:step:m"))));
    QCOMPARE(range[2][0].value<int64_t>(), B);
    QCOMPARE(range[2][1].value<int64_t>(), B + 1000);
    QCOMPARE(range[2][2].toInt(), 0);
    QVERIFY(panel.openLink(QUrl(QStringLiteral("whatif:rank:m:1"))));
    QCOMPARE(range[3][2].toInt(), 1);
    // A piece of the scenario's path: its predicted times.
    QVERIFY(panel.openLink(QUrl(QStringLiteral("whatif:seg:s:0"))));
    QCOMPARE(range[4][0].value<int64_t>(), scenario.segments[0].startNs);
    QCOMPARE(range[4][1].value<int64_t>(), scenario.segments[0].endNs);
    QCOMPARE(shown.size(), 5);
    // Not the panel's, or out of range.
    QVERIFY(!panel.openLink(QUrl(QStringLiteral("whatif:seg:m:999"))));
    QVERIFY(!panel.openLink(QUrl(QStringLiteral("whatif:seg:x:0"))));
    QVERIFY(!panel.openLink(QUrl(QStringLiteral("place:0:0"))));
    QCOMPARE(range.size(), 5);
}

void TestWhatIfPanel::linkScrollsTheTimeline()
{
    const ProfilePtr p = whatIfTwoSteps();
    Navigation navigation;
    TimelineWidget timeline(&navigation);
    timeline.resize(1200, 300); // shorter than the rows: rank 1's must be scrolled to
    timeline.setProfile(p);
    timeline.show();
    QVERIFY(QTest::qWaitForWindowExposed(&timeline));
    WhatIfPanel panel(&navigation);
    connect(&panel, &WhatIfPanel::criticalPathsSelected, timeline.view(), &TimelineView::setCriticalPaths);
    panel.setReport(panelReport(p), p);
    QVERIFY(panel.selectRow(panel.model()->rowOf(WhatIfScenario::DataLoaderZero)));
    QVERIFY(!timeline.view()->criticalPaths().isEmpty());
    QVERIFY(panel.openLink(QUrl(QStringLiteral("whatif:seg:m:0"))));
    QApplication::processEvents();
    const TimeAxis &axis = timeline.view()->axis();
    const int width = timeline.view()->viewport()->width();
    QVERIFY(axis.toNs(0) <= B);
    QVERIFY(axis.endNs(width) >= B + 300);
    QVERIFY(axis.endNs(width) - axis.toNs(0) < 600); // zoomed to the piece, not the job
    const int node = timeline.trackModel()->nodeOfPlace(1, -1);
    QVERIFY(node >= 0);
    int y = -1;
    for (const RowLayout &row : timeline.trackModel()->layout())
        if (row.node == node)
            y = row.y;
    QVERIFY(y >= 0);
    const int scroll = timeline.view()->verticalScrollBar()->value();
    const int visible = timeline.view()->viewport()->height() - TimelineView::kRulerHeight;
    QVERIFY2(y >= scroll && y < scroll + visible,
        qPrintable(QStringLiteral("row at %1, view %2..%3").arg(y).arg(scroll).arg(scroll + visible)));
}

void TestWhatIfPanel::insightsTabComputesIt()
{
    Navigation navigation;
    InsightsView view(&navigation);
    QSignalSpy paths(&view, &InsightsView::criticalPathsSelected);
    const uint64_t graphs = whatIfGraphsBuilt();
    view.setProfile(whatIfTwoSteps());
    QVERIFY(view.isComputingWhatIf());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputingWhatIf() && !view.isComputing(), 20000);
    WhatIfPanel *panel = view.whatIfPanel();
    QVERIFY(panel->report());
    // One replay serves both: the panel's report is the one explain ranked its findings by.
    QCOMPARE(whatIfGraphsBuilt() - graphs, uint64_t(1));
    QCOMPARE(panel->report(), view.whatIfReport().get());
    const Explanation &explanation = view.explainPanel()->explanation();
    QVERIFY(explanation.savingsKnown);
    int withSaving = 0;
    for (const ExplainFinding &f : explanation.findings) {
        if (f.wouldSaveNs < 0)
            continue;
        ++withSaving;
        const auto s = std::find_if(panel->report()->scenarios.begin(), panel->report()->scenarios.end(),
            [&](const WhatIfScenarioResult &r) {
                return whatIfScenarioName(r.scenario) == f.savingScenario;
            });
        QVERIFY(s != panel->report()->scenarios.end());
        QCOMPARE(f.wouldSaveNs, std::max<int64_t>(0, s->savingNs));
    }
    QVERIFY(withSaving > 0);
    QCOMPARE(panel->model()->rowCount(), 8);
    QCOMPARE(view.tabs()->currentWidget(), panel); // the first page under the Explain panel
    QVERIFY(panel->selectRow(1));
    QVERIFY(!paths.isEmpty());
    QVERIFY(paths.last()[0].value<CriticalPathPairPtr>());
    view.setProfile(nullptr);
    QVERIFY(!panel->report());
    QVERIFY(!paths.last()[0].value<CriticalPathPairPtr>());
}

QTEST_MAIN(TestWhatIfPanel)
#include "tst_whatifpanel.moc"
