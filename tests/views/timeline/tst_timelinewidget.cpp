// The TimelineWidget as a user drives it (keys, mouse, go to step), screenshots, headless export and real
// traces.
#include "timelinefixture.h"
#include "timelinetesthelpers.h"

#include "common/navigation.h"
#include "timeline/drawlist.h"
#include "timeline/gpuutilization.h"
#include "timeline/hittest.h"
#include "timeline/selectiondetails.h"
#include "timeline/timeaxis.h"
#include "timeline/timelineexport.h"
#include "timeline/timelinesearch.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "timeline/tracktreemodel.h"
#include "steps.h"
#include "traceloader.h"

#include <QAbstractItemModelTester>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace stepline;

using namespace stepline::testing;

class TestTimelineWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void widgetRowsLineUpWithTree();
    void widgetKeysZoomAndPan();
    void widgetMouseSelectsPansAndMeasures();
    void widgetGoesToStep();
    void screenshot();
    void headlessExport();
    void realTraces_data();
    void realTraces();

private:
    fixture::Ids m_ids;
};

void TestTimelineWidget::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    m_ids = fixture::build();
}

void TestTimelineWidget::widgetRowsLineUpWithTree()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 300);
    widget.setProfile(m_ids.profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const TrackTreeModel &model = *widget.trackModel();
    for (const RowLayout &row : model.layout()) {
        const QRect rect = widget.trackTree()->visualRect(model.indexOfNode(row.node));
        QCOMPARE(rect.top(), row.y);
        QCOMPARE(rect.height(), row.height);
    }
    // Shared vertical scroll: tree and timeline viewports have the same height, so both ranges match.
    QCOMPARE(widget.trackTree()->viewport()->height(),
        widget.view()->viewport()->height() - TimelineView::kRulerHeight);
    QVERIFY(widget.view()->verticalScrollBar()->maximum() >= 40);
    QCOMPARE(
        widget.view()->verticalScrollBar()->maximum(), widget.trackTree()->verticalScrollBar()->maximum());
    widget.view()->verticalScrollBar()->setValue(40);
    QCOMPARE(widget.trackTree()->verticalScrollBar()->value(), 40);
    widget.trackTree()->verticalScrollBar()->setValue(10);
    QCOMPARE(widget.view()->verticalScrollBar()->value(), 10);
}

void TestTimelineWidget::widgetKeysZoomAndPan()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 600);
    widget.setProfile(m_ids.profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    TimelineView *view = widget.view();
    view->setFocus();
    const TimeAxis fitted = view->axis();
    QCOMPARE(fitted.startNs, m_ids.profile->startNs());
    QTest::keyClick(view, Qt::Key_W);
    QCOMPARE(view->axis().pxPerNs, fitted.pxPerNs * 1.5);
    QTest::keyClick(view, Qt::Key_S);
    QVERIFY(std::abs(view->axis().pxPerNs - fitted.pxPerNs) < 1e-15);
    QTest::keyClick(view, Qt::Key_Plus);
    QTest::keyClick(view, Qt::Key_Minus);
    QVERIFY(std::abs(view->axis().pxPerNs - fitted.pxPerNs) < 1e-15);
    const TimeAxis before = view->axis();
    QTest::keyClick(view, Qt::Key_D);
    const double width = view->viewport()->width();
    QVERIFY(std::abs(double(view->axis().startNs - before.startNs) - width * 0.2 / before.pxPerNs) <= 1.0);
    QTest::keyClick(view, Qt::Key_A);
    QVERIFY(std::abs(view->axis().startNs - before.startNs) <= 1);
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->axis().startNs > before.startNs);
    QTest::keyClick(view, Qt::Key_Home);
    QCOMPARE(view->axis(), fitted);
    // F zooms to the selection.
    view->setSelectedEvent(eventNamed(*m_ids.profile, "aten::add"));
    QTest::keyClick(view, Qt::Key_F);
    QCOMPARE(view->axis().toNs(0), 1100 * kUs - 5 * kUs);
    // Wheel zooms around the cursor.
    QTest::keyClick(view, Qt::Key_Home);
    const QPoint at(300, 100);
    const int64_t under = view->axis().toNs(at.x());
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton,
        Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
    QVERIFY(view->axis().pxPerNs > fitted.pxPerNs * 1.2);
    QVERIFY(std::abs(view->axis().toNs(at.x()) - under) <= int64_t(1 / view->axis().pxPerNs) + 1);
}

void TestTimelineWidget::widgetMouseSelectsPansAndMeasures()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 600);
    widget.setProfile(m_ids.profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    TimelineView *view = widget.view();
    QSignalSpy selected(&nav, &Navigation::eventSelected);
    const int y = TimelineView::kRulerHeight + 96 + rowmetrics::kRowPadding + rowmetrics::kLaneHeight + 5;
    const int x = int(view->axis().toX(200 * kUs));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(x, y));
    QCOMPARE(selected.count(), 1);
    const EventId mm = eventNamed(*m_ids.profile, "aten::mm");
    QCOMPARE(selected.at(0).at(0).value<EventId>(), mm);
    QCOMPARE(view->selectedEvent(), mm);
    // Drag pans.
    const TimeAxis before = view->axis();
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, QPoint(400, y));
    QMouseEvent move(QEvent::MouseMove, QPointF(300, y), view->viewport()->mapToGlobal(QPointF(300, y)),
        Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, QPoint(300, y));
    QVERIFY(std::abs(double(view->axis().startNs - before.startNs) - 100 / before.pxPerNs) <= 1.0);
    QCOMPARE(selected.count(), 1); // a drag is not a click
    // Shift-drag measures.
    QSignalSpy measured(view, &TimelineView::measureChanged);
    QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, QPoint(100, y));
    QMouseEvent move2(QEvent::MouseMove, QPointF(300, y), view->viewport()->mapToGlobal(QPointF(300, y)),
        Qt::NoButton, Qt::LeftButton, Qt::ShiftModifier);
    QCoreApplication::sendEvent(view->viewport(), &move2);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, QPoint(300, y));
    QCOMPARE(measured.count(), 1);
    QVERIFY(view->measureRange());
    QCOMPARE(view->measureRange()->first, view->axis().toNs(100));
    QCOMPARE(view->measureRange()->second, view->axis().toNs(300));
    // Navigation requests from other views move the timeline.
    nav.zoomToRange(400 * kUs, 600 * kUs);
    QCOMPARE(view->axis().toNs(0), 400 * kUs - 10 * kUs);
    nav.selectKernelName(QStringLiteral("cudaLaunchKernel"));
    QCOMPARE(view->selectedEvent(), m_ids.profile->sliceAt(m_ids.main, 155 * kUs));
    nav.stepKernelInstance(1);
    QCOMPARE(view->selectedEvent(), m_ids.profile->sliceAt(m_ids.main, 1155 * kUs));
    nav.stepKernelInstance(1); // wraps
    QCOMPARE(view->selectedEvent(), m_ids.profile->sliceAt(m_ids.main, 155 * kUs));
}

void TestTimelineWidget::widgetGoesToStep()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 600);
    widget.setProfile(m_ids.profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    QVERIFY(widget.goToStep(2));
    QCOMPARE(widget.view()->axis().toNs(0), 1000 * kUs - 50 * kUs);
    widget.stepBy(-1);
    QCOMPARE(widget.view()->axis().toNs(0), 0 - 50 * kUs);
    QVERIFY(!widget.goToStep(7));
    nav.goToStep(2);
    QCOMPARE(widget.view()->axis().toNs(0), 1000 * kUs - 50 * kUs);
    // Search filters rows.
    widget.setSearch(QStringLiteral("kernel$"), true);
    QCOMPARE(widget.search().matches().size(), size_t(3)); // 2 launches + add_kernel
    widget.setFilterRowsToMatches(true);
    QCOMPARE(widget.trackModel()->layoutRowOfTrack(m_ids.stream20), -1);
    QVERIFY(widget.trackModel()->layoutRowOfTrack(m_ids.stream7) >= 0);
    widget.setFilterRowsToMatches(false);
    QVERIFY(widget.trackModel()->layoutRowOfTrack(m_ids.stream20) >= 0);
}

void TestTimelineWidget::screenshot()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 560);
    widget.setProfile(m_ids.profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    nav.selectEvent(m_ids.profile->sliceAt(m_ids.main, 155 * kUs));
    widget.setSearch(QStringLiteral("aten"), false);
    const QImage image = widget.grab().toImage();
    const QString path = QStringLiteral(STEPLINE_BINARY_DIR "/timeline-fixture.png");
    QVERIFY(image.save(path));
    // The kernel colour shows up on stream 7 (dimmed by the search, so check the hue band).
    const TimelineView *view = widget.view();
    const QPoint kernelPos = view->viewport()->mapTo(
        &widget, QPoint(int(view->axis().toX(500 * kUs)), TimelineView::kRulerHeight + 394 + 10));
    const QColor c = image.pixelColor(kernelPos);
    QVERIFY2(c.hue() >= 150 && c.hue() <= 250, qPrintable(c.name()));
    QVERIFY(view->lastPaintNs() > 0);
    // Dark palette with every launch arrow: the background turns dark, the kernel stays in band.
    widget.view()->setDarkPalette(true);
    widget.view()->setShowAllArrows(true);
    widget.setSearch(QString(), false);
    const QImage dark = widget.grab().toImage();
    QVERIFY(dark.save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-fixture-dark.png")));
    QVERIFY(dark.pixelColor(view->viewport()->mapTo(&widget, QPoint(5, TimelineView::kRulerHeight + 150)))
                .lightness()
        < 80);
    QCOMPARE(widget.view()->drawList().arrows.size(), size_t(2));
}

void TestTimelineWidget::headlessExport()
{
    QString error;
    TimelineExportOptions options;
    options.size = QSize(900, 400);
    const QImage first = renderTimelineImage(m_ids.profile, options, &error);
    QVERIFY2(!first.isNull(), qPrintable(error));
    QCOMPARE(first.size(), QSize(900, 400));
    QVERIFY(first.save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-export.png")));
    options.step = 7;
    QVERIFY(renderTimelineImage(m_ids.profile, options, &error).isNull());
    QVERIFY(error.contains(QStringLiteral("ProfilerStep#7")));
    options.step = -1;
    options.rowsRegex = QStringLiteral("([");
    QVERIFY(renderTimelineImage(m_ids.profile, options, &error).isNull());
    options.rowsRegex = QStringLiteral("^stream");
    options.fromNs = 0;
    options.toNs = 2000 * kUs;
    QVERIFY(!renderTimelineImage(m_ids.profile, options, &error).isNull());
    QVERIFY(renderTimelineImage(nullptr, options, &error).isNull());
}

void TestTimelineWidget::realTraces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("event_sync") << QStringLiteral(
        "hta/critical_path/cuda_event_sync_multi_stream/event_sync_trace.json.gz");
    QTest::addRow("dlrm0") << QStringLiteral("param/dlrm_kineto/worker0_step_12.1694128201545.pt.trace.json");
    QTest::addRow("bert") << QStringLiteral("tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz");
}

// Renders real traces at three zoom levels (whole job, one step, 20 µs around a kernel), saves
// the PNGs into the build folder for a human to look at, and checks what can be checked: every
// track with events is in the tree, something is drawn, and clicking a kernel's pixel hits it.
void TestTimelineWidget::realTraces()
{
    QFETCH(QString, file);
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES "/") + file;
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        QSKIP(("loader not ready: " + outcome.error.toUserMessage()).c_str());
    const ProfilePtr profile = outcome.profile;
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1600, 900);
    widget.setProfile(profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    // Pseudo rows ("Spans", "Traces", "(no pid)") are hidden by default; shown, every track
    // with slices must have a row.
    widget.trackModel()->setShowPseudoRows(true);
    const TrackTreeModel &model = *widget.trackModel();
    for (uint32_t t = 0; t < profile->tracks().size(); ++t) {
        const Track &track = profile->track(TrackId(t));
        if (track.sliceEnd > track.sliceBegin)
            QVERIFY2(model.layoutRowOfTrack(TrackId(t)) >= 0, qPrintable(QString::number(t)));
    }
    TimelineView *view = widget.view();
    const QString prefix
        = QStringLiteral(STEPLINE_BINARY_DIR "/timeline-") + QString::fromLatin1(QTest::currentDataTag());
    QVERIFY(widget.grab().save(prefix + QStringLiteral("-full.png")));
    QVERIFY(view->drawList().solidRectCount() + view->drawList().mergedRectCount() > 0);
    const std::vector<Step> steps = hostStepsByTime(*profile);
    if (!steps.empty()) {
        QVERIFY(widget.goToStep(steps[steps.size() / 2].number));
        QVERIFY(widget.grab().save(prefix + QStringLiteral("-step.png")));
    }
    // The longest kernel: zoom around its start and click it.
    const SliceTable &s = profile->slices();
    int64_t best = -1;
    EventId kernel;
    for (uint32_t i = 0; i < s.size(); ++i) {
        if (s.kind[i] == EventKind::Kernel && s.dur[i] > best) {
            best = s.dur[i];
            kernel = EventId(i);
        }
    }
    if (!kernel.isValid())
        return;
    view->zoomToRange(s.ts[kernel.value] - 10'000, s.ts[kernel.value] + 10'000);
    view->revealEvent(kernel, false);
    nav.selectEvent(kernel);
    QVERIFY(widget.grab().save(prefix + QStringLiteral("-kernel.png")));
    QPointF anchor;
    QVERIFY(view->builder().anchorOf(model, view->currentRequest(), kernel, &anchor));
    const HitResult hit = view->hitAt((anchor + QPointF(3, 0)).toPoint());
    QCOMPARE(hit.event, kernel);
}

QTEST_MAIN(TestTimelineWidget)
#include "tst_timelinewidget.moc"
