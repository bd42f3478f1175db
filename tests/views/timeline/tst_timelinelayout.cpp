// TimeAxis arithmetic, the track tree and the draw list (level of detail, labels, arrows).
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
#include "traceloader.h"

#include <QAbstractItemModelTester>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace stepline;

using namespace stepline::testing;

class TestTimelineLayout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void axisKeepsNanosecondsAtEpochOffsets();
    void axisZoomHasNoDrift();
    void axisPansBelowOneNanosecond();
    void rulerUsesAdaptiveUnits_data();
    void rulerUsesAdaptiveUnits();
    void rulerWallClockShowsFractions();
    void trackTreeOrderAndNames();
    void trackTreeUnderModelTester();
    void layoutHeightsAndCollapse();
    void mergesSubPixelRuns_data();
    void mergesSubPixelRuns();
    void labelsOnlyInWideRects();
    void arrowsForSelectionAndCollapsedRows();
    void allArrowsAreCapped();

private:
    fixture::Ids m_ids;
};

void TestTimelineLayout::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    m_ids = fixture::build();
}

void TestTimelineLayout::axisKeepsNanosecondsAtEpochOffsets()
{
    const int64_t base = fixture::kBase;
    TimeAxis axis = TimeAxis::fit(base, base + 1'000'000'000, 1000);
    QCOMPARE(axis.pxPerNs, 1e-6);
    QCOMPARE(axis.toX(base + 500'000'000), 500.0);
    QCOMPARE(axis.toNs(500.0), base + 500'000'000);
    axis.pxPerNs = 1e-3;
    for (int64_t t : { int64_t(1), int64_t(999), int64_t(123'456'789), int64_t(7) })
        QCOMPARE(axis.toNs(axis.toX(base + t)), base + t);
    // A single nanosecond spans the widest zoom: 1 ns apart is 400 px apart.
    axis = TimeAxis::fit(base + 5, base + 6, 400);
    QCOMPARE(axis.pxPerNs, TimeAxis::kMaxPxPerNs);
    QCOMPARE(axis.toX(base + 6) - axis.toX(base + 5), 400.0);
    QCOMPARE(axis.toNs(399.0), base + 5);
    QCOMPARE(axis.toNs(400.0), base + 6);
}

void TestTimelineLayout::axisZoomHasNoDrift()
{
    const int64_t base = fixture::kBase;
    TimeAxis axis;
    axis.startNs = base;
    axis.pxPerNs = 0.5;
    const int64_t anchor = base + 642; // exactly under x = 321
    for (int i = 0; i < 60; ++i) {
        axis = axis.zoomedAround(321.0, 1.25, 1e-12);
        QVERIFY2(std::abs(axis.toX(anchor) - 321.0) < 1e-3, qPrintable(QString::number(axis.toX(anchor))));
    }
    QCOMPARE(axis.pxPerNs, TimeAxis::kMaxPxPerNs); // clamped at the deepest zoom
    for (int i = 0; i < 200; ++i) {
        axis = axis.zoomedAround(321.0, 1 / 1.25, 1e-12);
        QVERIFY(std::abs(axis.toX(anchor) - 321.0) < 1e-3);
    }
    QVERIFY(axis.pxPerNs < 1e-9);
}

void TestTimelineLayout::axisPansBelowOneNanosecond()
{
    TimeAxis axis;
    axis.startNs = fixture::kBase;
    axis.pxPerNs = 400;
    axis = axis.panned(100);
    QCOMPARE(axis.startNs, fixture::kBase);
    QCOMPARE(axis.startFracNs, 0.25);
    for (int i = 0; i < 3; ++i)
        axis = axis.panned(100);
    QCOMPARE(axis.startNs, fixture::kBase + 1);
    QCOMPARE(axis.startFracNs, 0.0);
    axis = axis.panned(-600);
    QCOMPARE(axis.startNs, fixture::kBase - 1);
    QCOMPARE(axis.startFracNs, 0.5);
}

void TestTimelineLayout::rulerUsesAdaptiveUnits_data()
{
    QTest::addColumn<double>("pxPerNs");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<qint64>("tick");
    QTest::addColumn<QString>("label");
    QTest::addRow("ns") << 1.0 << qint64(100) << qint64(300) << QStringLiteral("300 ns");
    QTest::addRow("µs") << 0.01 << qint64(10'000) << qint64(20'000) << QStringLiteral("20 µs");
    QTest::addRow("ms") << 1e-6 << qint64(100'000'000) << qint64(200'000'000) << QStringLiteral("200 ms");
    QTest::addRow("s") << 1e-9 << qint64(100'000'000'000) << qint64(300'000'000'000)
                       << QStringLiteral("300 s");
    QTest::addRow("2x") << 0.004 << qint64(50'000) << qint64(50'000) << QStringLiteral("50 µs");
}

void TestTimelineLayout::rulerUsesAdaptiveUnits()
{
    QFETCH(double, pxPerNs);
    QFETCH(qint64, step);
    QFETCH(qint64, tick);
    QFETCH(QString, label);
    TimeAxis axis;
    axis.pxPerNs = pxPerNs;
    QCOMPARE(rulerStepNs(axis, 100.0), step);
    QCOMPARE(rulerLabel(tick, step, false, 0), label);
    const QVector<RulerTick> ticks = rulerTicks(axis, 1000, 100.0, false, 0);
    int labelled = 0;
    for (const RulerTick &t : ticks)
        labelled += !t.label.isEmpty();
    QVERIFY(labelled >= 5 && labelled <= 11);
}

void TestTimelineLayout::rulerWallClockShowsFractions()
{
    // 1.5 s after an origin at a whole second, with a 1 ms step: three fraction digits.
    const QString text = rulerLabel(1'500'000'000, 1'000'000, true, fixture::kBase - 123'456'789);
    QVERIFY2(text.endsWith(QStringLiteral(".500")), qPrintable(text));
    QCOMPARE(text.size(), 12); // HH:mm:ss.zzz
    QVERIFY(rulerLabel(7, 1, true, 0).endsWith(QStringLiteral(".000000007")));
}

void TestTimelineLayout::trackTreeOrderAndNames()
{
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    const QStringList expected = {
        QStringLiteral("fixture"),
        QStringLiteral(" host-a"),
        QStringLiteral("  python (pid 100)"),
        QStringLiteral("   early"), // sort index -1 first, then by tid
        QStringLiteral("   main"),
        QStringLiteral("   idle"),
        QStringLiteral("   mem"),
        QStringLiteral("  CPU utilization"), // below the processes of its host
        QStringLiteral(" GPUs"),
        QStringLiteral("  GPU utilization (mean)"),
        QStringLiteral("  GPU 0"),
        QStringLiteral("   GPU 0 utilization"),
        QStringLiteral("   GPU 0 host"),
        QStringLiteral("    main"),
        QStringLiteral("   GPU 0 device"),
        QStringLiteral("    stream 7"),
        QStringLiteral("    stream 20"),
    };
    QCOMPARE(dumpTree(model), expected);
    model.setHideIdle(true);
    QVERIFY(!dumpTree(model).contains(QStringLiteral("   idle")));
    QCOMPARE(dumpTree(model).size(), expected.size() - 1);
}

void TestTimelineLayout::trackTreeUnderModelTester()
{
    TrackTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProfile(m_ids.profile);
    model.setHideIdle(true);
    model.setHideIdle(false);
    std::vector<bool> keep(m_ids.profile->tracks().size(), false);
    keep[m_ids.stream7.value] = true;
    model.setTrackFilter(keep);
    QCOMPARE(dumpTree(model),
        QStringList({ QStringLiteral("fixture"), QStringLiteral(" GPUs"), QStringLiteral("  GPU 0"),
            QStringLiteral("   GPU 0 device"), QStringLiteral("    stream 7") }));
    model.setTrackFilter({});
    model.setExpanded(nodeNamed(model, QStringLiteral("python (pid 100)")), false);
    model.setProfile(nullptr);
    QCOMPARE(model.rowCount(), 0);
    model.setProfile(m_ids.profile);
    QVERIFY(model.rowCount() == 1);
}

void TestTimelineLayout::layoutHeightsAndCollapse()
{
    using namespace rowmetrics;
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    // job, host, python, early, main (3 depths), idle, mem, CPU utilization, GPUs, mean
    // utilization, GPU 0, GPU 0 utilization, host (collapsed), device, stream 7, stream 20.
    QCOMPARE(model.layout().size(), size_t(16));
    QCOMPARE(kGroupHeight, 24);
    QCOMPARE(model.contentHeight(), 24 * 11 + 60 + 34 + 3 * kUtilizationHeight);
    const int mainRow = model.layoutRowOfTrack(m_ids.main);
    QCOMPARE(mainRow, 4);
    QCOMPARE(model.layout()[4].y, 96);
    QCOMPARE(model.layout()[4].height, 3 * kLaneHeight + 2 * kRowPadding);
    QCOMPARE(model.layoutRowAt(96), 4);
    QCOMPARE(model.layoutRowAt(155), 4);
    QCOMPARE(model.layoutRowAt(156), 5);
    QCOMPARE(model.layoutRowAt(-1), -1);
    QCOMPARE(model.layoutRowAt(model.contentHeight()), -1);
    QVERIFY(model.layout()[12].collapsedGroup); // GPU 0 host
    // Collapsing a group maps its tracks onto the group's row.
    QSignalSpy spy(&model, &TrackTreeModel::rowLayoutChanged);
    const int python = nodeNamed(model, QStringLiteral("python (pid 100)"));
    model.setExpanded(python, false);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(model.layoutRowOfTrack(m_ids.main), 2);
    QCOMPARE(model.layoutRowOfTrack(m_ids.early), 2);
    // job, host, python (folded), GPUs, GPU 0, host, device, 2 streams + 3 utilization rows
    QCOMPARE(model.contentHeight(), 24 * 9 + 3 * kUtilizationHeight);
    QCOMPARE(model.expansionOverrides().value(QStringLiteral("p0")), false);
    // The override survives a rebuild of the same job.
    model.setProfile(m_ids.profile);
    QCOMPARE(model.layoutRowOfTrack(m_ids.main), 2);
}

void TestTimelineLayout::mergesSubPixelRuns_data()
{
    QTest::addColumn<double>("pxPerNs");
    QTest::addColumn<int>("solid");
    QTest::addColumn<int>("blocks");
    // 100 slices of 10 ns every 20 ns on "early".
    QTest::addRow("1 px = 100 ns") << 0.01 << 0 << 1;
    QTest::addRow("slices 1 px") << 0.1 << 0 << 1;
    QTest::addRow("slices 2 px, gaps 2 px") << 0.2 << 0 << 1;
    QTest::addRow("slices 5 px") << 0.5 << 100 << 0;
    QTest::addRow("slices 10 px") << 1.0 << 100 << 0;
}

void TestTimelineLayout::mergesSubPixelRuns()
{
    QFETCH(double, pxPerNs);
    QFETCH(int, solid);
    QFETCH(int, blocks);
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    TimeAxis axis;
    axis.startNs = 1500 * kUs - 1000;
    axis.pxPerNs = pxPerNs;
    const int width = int(4000 * pxPerNs) + 10;
    const DrawList list = builder.build(model, request(axis, width));
    const int laneTop
        = model.layout()[size_t(model.layoutRowOfTrack(m_ids.early))].y + rowmetrics::kRowPadding;
    int solidRects = 0;
    for (const DrawList::Batch &b : list.solid)
        for (const QRect &r : b.rects)
            solidRects += r.top() == laneTop;
    int laneBlocks = 0;
    uint32_t merged = 0;
    for (const DrawList::MergedBlock &b : list.blocks) {
        if (b.track == m_ids.early) {
            ++laneBlocks;
            merged += b.count;
            QVERIFY(b.rect.width() >= 1);
        }
    }
    QCOMPARE(solidRects, solid);
    QCOMPARE(laneBlocks, blocks);
    QCOMPARE(solidRects + int(merged), 100); // every event is drawn exactly once
    if (blocks == 1) {
        QCOMPARE(list.blocks.front().fromNs, 1500 * kUs);
        QCOMPARE(list.blocks.front().toNs, 1500 * kUs + 99 * 20 + 10);
    }
}

void TestTimelineLayout::labelsOnlyInWideRects()
{
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    // 2 ms over 2000 px: aten::mm is 200 px, cudaLaunchKernel 10 px (no label).
    const DrawList list = builder.build(model, request(TimeAxis::fit(0, 2000 * kUs, 2000), 2000));
    QStringList labels;
    for (const DrawList::Label &l : list.labels)
        labels << l.text;
    QVERIFY(labels.contains(QStringLiteral("aten::mm")));
    QVERIFY(labels.contains(QStringLiteral("ProfilerStep#1")));
    QVERIFY(!labels.contains(QStringLiteral("cudaLaunchKernel")));
    // Counter rows become a plot.
    QCOMPARE(list.counters.size(), size_t(1));
    QVERIFY(list.counters.front().area.size() >= 6);
    // Kernels and memcpy get different hue bands.
    const QColor kernel(builder.colorOf(eventNamed(*m_ids.profile, "add_kernel").value));
    const QColor memcpy(builder.colorOf(eventNamed(*m_ids.profile, "Memcpy HtoD").value));
    QVERIFY(std::abs(kernel.hue() - memcpy.hue()) > 60);
    // Stable per name.
    QCOMPARE(TimelinePalette::light().sliceColor("aten::mm", EventKind::CpuOp),
        TimelinePalette::light().sliceColor("aten::mm", EventKind::CpuOp));
}

void TestTimelineLayout::arrowsForSelectionAndCollapsedRows()
{
    using namespace rowmetrics;
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    DrawRequest req = request(TimeAxis::fit(0, 2000 * kUs, 1000), 1000);
    const EventId launch = m_ids.profile->sliceAt(m_ids.main, 155 * kUs);
    QCOMPARE(
        m_ids.profile->str(m_ids.profile->slices().name[launch.value]), std::string_view("cudaLaunchKernel"));
    req.selected = launch;
    DrawList list = builder.build(model, req);
    QCOMPARE(list.arrows.size(), size_t(1));
    QCOMPARE(list.arrows[0].from, QPointF(80.0, 96 + kRowPadding + 2 * kLaneHeight + kLaneHeight / 2.0));
    QCOMPARE(list.arrows[0].to, QPointF(200.0, 394 + kRowPadding + kLaneHeight / 2.0));
    // Selecting the kernel shows the same arrow (incoming flow).
    req.selected = m_ids.profile->sliceAt(m_ids.stream7, 450 * kUs);
    QCOMPARE(builder.build(model, req).arrows.size(), size_t(1));
    // Collapse "GPU 0 device": the arrow ends on the collapsed row's middle.
    req.selected = launch;
    model.setExpanded(nodeNamed(model, QStringLiteral("GPU 0 device")), false);
    list = builder.build(model, req);
    QCOMPARE(list.arrows.size(), size_t(1));
    QCOMPARE(list.arrows[0].to.y(), 370 + 12.0);
}

void TestTimelineLayout::allArrowsAreCapped()
{
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    DrawRequest req = request(TimeAxis::fit(0, 2000 * kUs, 1000), 1000);
    req.allArrows = true;
    QCOMPARE(builder.build(model, req).arrows.size(), size_t(2));
    QCOMPARE(builder.build(model, req).hiddenArrows, 0u);
    req.maxArrows = 1;
    const DrawList list = builder.build(model, req);
    QCOMPARE(list.arrows.size(), size_t(1));
    QCOMPARE(list.hiddenArrows, 1u);
    // Only launches visible in the window: [0, 1 ms) holds the first one.
    req.maxArrows = 400;
    req.axis = TimeAxis::fit(0, 1000 * kUs, 1000);
    QCOMPARE(builder.build(model, req).arrows.size(), size_t(1));
}

QTEST_MAIN(TestTimelineLayout)
#include "tst_timelinelayout.moc"
