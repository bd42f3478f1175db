#include "timelinefixture.h"

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

namespace {

QStringList dumpTree(const TrackTreeModel &model, const QModelIndex &parent = {}, int level = 0)
{
    QStringList lines;
    for (int r = 0; r < model.rowCount(parent); ++r) {
        const QModelIndex index = model.index(r, 0, parent);
        lines << QString(level, QLatin1Char(' ')) + index.data().toString();
        lines += dumpTree(model, index, level + 1);
    }
    return lines;
}

int nodeNamed(const TrackTreeModel &model, const QString &label, int occurrence = 0)
{
    for (size_t i = 0; i < model.nodes().size(); ++i) {
        if (model.nodes()[i].label == label && occurrence-- == 0)
            return int(i);
    }
    return -1;
}

EventId eventNamed(const Profile &p, std::string_view name)
{
    for (uint32_t i = 0; i < p.slices().size(); ++i) {
        if (p.str(p.slices().name[i]) == name)
            return EventId(i);
    }
    return {};
}

DrawRequest request(const TimeAxis &axis, int width)
{
    DrawRequest r;
    r.axis = axis;
    r.widthPx = width;
    r.heightPx = 1000;
    return r;
}

constexpr int64_t kUs = 1000;

} // namespace

class TestTimeline : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    // TimeAxis
    void axisKeepsNanosecondsAtEpochOffsets();
    void axisZoomHasNoDrift();
    void axisPansBelowOneNanosecond();
    void rulerUsesAdaptiveUnits_data();
    void rulerUsesAdaptiveUnits();
    void rulerWallClockShowsFractions();
    // Track tree
    void trackTreeOrderAndNames();
    void trackTreeUnderModelTester();
    void layoutHeightsAndCollapse();
    // Draw list
    void mergesSubPixelRuns_data();
    void mergesSubPixelRuns();
    void labelsOnlyInWideRects();
    void arrowsForSelectionAndCollapsedRows();
    void allArrowsAreCapped();
    // Hit testing
    void gpuUtilization();
    void cpuUtilization();
    void instantMarkersMergeByZoom();
    void hitTestOnEmptyModel();
    void hitTestFindsSlices();
    // Search, steps, details
    void searchSubstringAndRegex();
    void stepsAndKernelInstances();
    void selectionDetails();
    // Widget
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

void TestTimeline::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    m_ids = fixture::build();
}

void TestTimeline::axisKeepsNanosecondsAtEpochOffsets()
{
    const int64_t base = fixture::kBase;
    TimeAxis axis = TimeAxis::fit(base, base + 1'000'000'000, 1000);
    QCOMPARE(axis.pxPerNs, 1e-6);
    QCOMPARE(axis.toX(base + 500'000'000), 500.0);
    QCOMPARE(axis.toNs(500.0), base + 500'000'000);
    axis.pxPerNs = 1e-3;
    for (int64_t t : {int64_t(1), int64_t(999), int64_t(123'456'789), int64_t(7)})
        QCOMPARE(axis.toNs(axis.toX(base + t)), base + t);
    // A single nanosecond spans the widest zoom: 1 ns apart is 400 px apart.
    axis = TimeAxis::fit(base + 5, base + 6, 400);
    QCOMPARE(axis.pxPerNs, TimeAxis::kMaxPxPerNs);
    QCOMPARE(axis.toX(base + 6) - axis.toX(base + 5), 400.0);
    QCOMPARE(axis.toNs(399.0), base + 5);
    QCOMPARE(axis.toNs(400.0), base + 6);
}

void TestTimeline::axisZoomHasNoDrift()
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

void TestTimeline::axisPansBelowOneNanosecond()
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

void TestTimeline::rulerUsesAdaptiveUnits_data()
{
    QTest::addColumn<double>("pxPerNs");
    QTest::addColumn<qint64>("step");
    QTest::addColumn<qint64>("tick");
    QTest::addColumn<QString>("label");
    QTest::addRow("ns") << 1.0 << qint64(100) << qint64(300) << QStringLiteral("300 ns");
    QTest::addRow("µs") << 0.01 << qint64(10'000) << qint64(20'000) << QStringLiteral("20 µs");
    QTest::addRow("ms") << 1e-6 << qint64(100'000'000) << qint64(200'000'000) << QStringLiteral("200 ms");
    QTest::addRow("s") << 1e-9 << qint64(100'000'000'000) << qint64(300'000'000'000) << QStringLiteral("300 s");
    QTest::addRow("2x") << 0.004 << qint64(50'000) << qint64(50'000) << QStringLiteral("50 µs");
}

void TestTimeline::rulerUsesAdaptiveUnits()
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

void TestTimeline::rulerWallClockShowsFractions()
{
    // 1.5 s after an origin at a whole second, with a 1 ms step: three fraction digits.
    const QString text = rulerLabel(1'500'000'000, 1'000'000, true, fixture::kBase - 123'456'789);
    QVERIFY2(text.endsWith(QStringLiteral(".500")), qPrintable(text));
    QCOMPARE(text.size(), 12); // HH:mm:ss.zzz
    QVERIFY(rulerLabel(7, 1, true, 0).endsWith(QStringLiteral(".000000007")));
}

void TestTimeline::trackTreeOrderAndNames()
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

void TestTimeline::trackTreeUnderModelTester()
{
    TrackTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setProfile(m_ids.profile);
    model.setHideIdle(true);
    model.setHideIdle(false);
    std::vector<bool> keep(m_ids.profile->tracks().size(), false);
    keep[m_ids.stream7.value] = true;
    model.setTrackFilter(keep);
    QCOMPARE(dumpTree(model), QStringList({QStringLiteral("fixture"), QStringLiteral(" GPUs"), QStringLiteral("  GPU 0"),
                                           QStringLiteral("   GPU 0 device"), QStringLiteral("    stream 7")}));
    model.setTrackFilter({});
    model.setExpanded(nodeNamed(model, QStringLiteral("python (pid 100)")), false);
    model.setProfile(nullptr);
    QCOMPARE(model.rowCount(), 0);
    model.setProfile(m_ids.profile);
    QVERIFY(model.rowCount() == 1);
}

void TestTimeline::layoutHeightsAndCollapse()
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

void TestTimeline::mergesSubPixelRuns_data()
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

void TestTimeline::mergesSubPixelRuns()
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
    const int laneTop = model.layout()[size_t(model.layoutRowOfTrack(m_ids.early))].y + rowmetrics::kRowPadding;
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

void TestTimeline::labelsOnlyInWideRects()
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

void TestTimeline::arrowsForSelectionAndCollapsedRows()
{
    using namespace rowmetrics;
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    DrawRequest req = request(TimeAxis::fit(0, 2000 * kUs, 1000), 1000);
    const EventId launch = m_ids.profile->sliceAt(m_ids.main, 155 * kUs);
    QCOMPARE(m_ids.profile->str(m_ids.profile->slices().name[launch.value]), std::string_view("cudaLaunchKernel"));
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

void TestTimeline::allArrowsAreCapped()
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

void TestTimeline::gpuUtilization()
{
    GpuUtilization util;
    util.build(*m_ids.profile);
    QCOMPARE(util.gpus().size(), size_t(1));
    // sgemm [400, 600 µs], memcpy [700, 750 µs] (other stream), add_kernel [1300, 1350 µs].
    QCOMPARE(util.gpus()[0].busyIn(0, 2000 * kUs), 300 * kUs);
    QCOMPARE(util.utilization(0, 0, 2000 * kUs), 0.15);
    QCOMPARE(util.utilization(-1, 0, 2000 * kUs), 0.15);
    QCOMPARE(util.utilization(0, 450 * kUs, 550 * kUs), 1.0);
    QCOMPARE(util.utilization(0, 500 * kUs, 800 * kUs), 150.0 / 300.0);
    QCOMPARE(util.utilization(0, 800 * kUs, 1300 * kUs), 0.0);
    QCOMPARE(util.indexOf(0, 0), 0);
    QCOMPARE(util.indexOf(0, 3), -1);
    // The forward sweep agrees with the binary searches.
    size_t cursor = 0;
    int64_t previous = 0;
    for (int64_t t = 0; t <= 2000 * kUs; t += 25 * kUs) {
        const int64_t busy = util.gpus()[0].busyUntil(t, &cursor);
        QCOMPARE(busy - previous, util.gpus()[0].busyIn(t - 25 * kUs, t));
        previous = busy;
    }
    // The row draws bars and the visible mean.
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    const DrawList list = builder.build(model, request(TimeAxis::fit(0, 2000 * kUs, 2000), 2000));
    QStringList labels;
    for (const DrawList::Label &l : list.labels)
        labels << l.text;
    QCOMPARE(labels.count(QStringLiteral("15.0%")), 2);
}

void TestTimeline::cpuUtilization()
{
    // Two threads of one rank overlap: A [0, 100 µs) with a nested op [10, 20 µs), B [50, 150 µs).
    // Union = [0, 150 µs). A kernel [180, 200 µs) on the GPU stretches the job to 200 µs and must
    // not count as CPU time.
    ProfileBuilder b;
    RankInfo info;
    info.node = "host-b";
    info.rank = 0;
    const uint32_t rank = b.addRank(info);
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const ProcessId cpu = b.process(rank, 1);
    const ProcessId gpu = b.process(rank, 0);
    b.processAt(gpu).isGpu = true;
    b.processAt(gpu).device = 0;
    const TrackId a = b.track(cpu, 1, TrackKind::CpuThread);
    const TrackId c = b.track(cpu, 2, TrackKind::CpuThread);
    const TrackId stream = b.track(gpu, 7, TrackKind::GpuStream);
    b.trackAt(stream).device = 0;
    b.addSlice(a, fixture::kBase, 100 * kUs, s("forward"), s("cpu_op"));
    b.addSlice(a, fixture::kBase + 10 * kUs, 10 * kUs, s("mm"), s("cpu_op"));
    b.addSlice(c, fixture::kBase + 50 * kUs, 100 * kUs, s("loader"), s("python_function"));
    b.addSlice(stream, fixture::kBase + 180 * kUs, 20 * kUs, s("k"), s("kernel"));
    // A Trace span over the whole job is not a host event (METRICS.md) and must not count either.
    const TrackId spans = b.track(b.process(rank, 2), 1, TrackKind::CpuThread);
    b.addSlice(spans, fixture::kBase, 200 * kUs, s("PyTorch Profiler (0)"), s("Trace"));
    const ProfilePtr profile = b.finalize();

    GpuUtilization util;
    util.build(*profile);
    QCOMPARE(util.cpus().size(), size_t(1));
    QCOMPARE(util.indexOfCpu(rank), 0);
    QCOMPARE(util.indexOfCpu(rank + 1), -1);
    QCOMPARE(util.cpus()[0].busyIn(0, 200 * kUs), 150 * kUs);
    QCOMPARE(util.cpuUtilization(0, 0, 200 * kUs), 0.75);
    QCOMPARE(util.cpuUtilization(0, 40 * kUs, 80 * kUs), 1.0);   // both threads busy: counted once
    QCOMPARE(util.cpuUtilization(0, 120 * kUs, 160 * kUs), 0.75); // B ends at 150 µs
    QCOMPARE(util.cpuUtilization(0, 160 * kUs, 200 * kUs), 0.0);  // only the GPU is busy

    // The row sits under the host and draws one bar per pixel bin plus the visible mean.
    TrackTreeModel model;
    model.setProfile(profile);
    const int row = nodeNamed(model, QStringLiteral("CPU utilization"));
    QVERIFY(row >= 0);
    QVERIFY(model.node(row).cpu);
    QCOMPARE(model.node(model.node(row).parent).label, QStringLiteral("host-b"));
    DrawListBuilder builder;
    builder.setProfile(profile);
    // 5 px over 200 µs: bins of 40 µs are 100%, 100%, 100%, 75%, 0%.
    const DrawList list = builder.build(model, request(TimeAxis::fit(0, 200 * kUs, 5), 5));
    QStringList labels;
    for (const DrawList::Label &l : list.labels)
        labels << l.text;
    QVERIFY2(labels.contains(QStringLiteral("75.0%")), qPrintable(labels.join(QLatin1Char(','))));
    const auto rowIt = std::find_if(model.layout().begin(), model.layout().end(),
                                    [&](const RowLayout &l) { return l.node == row; });
    QVERIFY(rowIt != model.layout().end());
    const RowLayout &layout = *rowIt;
    const int barArea = rowmetrics::kUtilizationHeight - 4;
    QList<QRect> bars;
    for (const DrawList::Batch &batch : list.solid) {
        for (const QRect &r : batch.rects) {
            if (r.top() >= layout.y && r.bottom() < layout.y + layout.height)
                bars << r;
        }
    }
    QCOMPARE(bars.size(), 2);
    QCOMPARE(bars[0], QRect(0, layout.y + 2, 3, barArea));
    QCOMPARE(bars[1].x(), 3);
    QCOMPARE(bars[1].width(), 1);
    QCOMPARE(bars[1].height(), int(std::lround(0.75 * barArea)));
}

void TestTimeline::instantMarkersMergeByZoom()
{
    // Instants on one thread at 0, 10, 12, 13, 100 and 500 µs (added out of order: finalize sorts).
    ProfileBuilder b;
    RankInfo info;
    info.node = "host-c";
    const uint32_t rank = b.addRank(info);
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const ProcessId cpu = b.process(rank, 1);
    const TrackId thread = b.track(cpu, 1, TrackKind::CpuThread);
    b.addSlice(thread, fixture::kBase, 1000 * kUs, s("step"), s("user_annotation"));
    for (int64_t us : {500, 13, 0, 10, 12, 100})
        b.addInstant(thread, fixture::kBase + us * kUs, s(us == 12 ? "checkpoint" : "mark"), s("instant"), 't');
    const ProfilePtr profile = b.finalize();
    TrackTreeModel model;
    model.setProfile(profile);
    DrawListBuilder builder;
    builder.setProfile(profile);

    // 1 px per µs: 10, 12 and 13 µs are within kMarkerMergePx of each other, so one marker of 3.
    DrawRequest req = request(TimeAxis::fit(0, 1000 * kUs, 1000), 1000);
    DrawList list = builder.build(model, req);
    QCOMPARE(list.markers.size(), size_t(4));
    QList<uint32_t> counts;
    for (const DrawList::Marker &m : list.markers)
        counts << m.count;
    QCOMPARE(counts, QList<uint32_t>({1, 3, 1, 1}));
    const DrawList::Marker &merged = list.markers[1];
    QCOMPARE(merged.rect.left(), 10 - DrawListBuilder::kMarkerPx / 2);
    QCOMPARE(merged.rect.width(), 3 + DrawListBuilder::kMarkerPx);
    // The marker sits at the top of the thread's row and wins the hit test over the slice below.
    const int rowTop = model.layout()[size_t(model.layoutRowOfTrack(thread))].y;
    QCOMPARE(merged.rect.top(), rowTop + 1);
    HitResult hit = hitTest(*profile, model, req, &list, QPoint(100, rowTop + 3));
    QVERIFY(hit.marker);
    QCOMPARE(hit.marker->count, 1u);
    QCOMPARE(hit.marker->first, 4u); // sorted: 0, 10, 12, 13, 100, 500
    QCOMPARE(builder.nameOf(profile->instants().name[hit.marker->first]), QStringLiteral("mark"));
    hit = hitTest(*profile, model, req, &list, QPoint(300, rowTop + 3));
    QVERIFY(!hit.marker);
    QVERIFY(hit.event.isValid());

    // 100 px per µs over [5, 15 µs): the three close instants separate; the others are off screen.
    req = request(TimeAxis::fit(5 * kUs, 15 * kUs, 1000), 1000);
    list = builder.build(model, req);
    QCOMPARE(list.markers.size(), size_t(3));
    for (const DrawList::Marker &m : list.markers)
        QCOMPARE(m.count, 1u);
    hit = hitTest(*profile, model, req, &list, QPoint(700, rowTop + 3));
    QVERIFY(hit.marker);
    QCOMPARE(builder.nameOf(profile->instants().name[hit.marker->first]), QStringLiteral("checkpoint"));
}

void TestTimeline::hitTestOnEmptyModel()
{
    ProfileBuilder b;
    const ProfilePtr empty = b.finalize();
    TrackTreeModel model;
    model.setProfile(empty);
    QCOMPARE(model.rowCount(), 0);
    const DrawRequest req = request(TimeAxis::fit(0, 1000, 500), 500);
    const HitResult hit = hitTest(*empty, model, req, nullptr, QPoint(10, 10));
    QVERIFY(!hit.event.isValid());
    QCOMPARE(hit.layoutRow, -1);
    DrawListBuilder builder;
    builder.setProfile(empty);
    QCOMPARE(builder.build(model, req).solidRectCount(), size_t(0));
}

void TestTimeline::hitTestFindsSlices()
{
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    DrawListBuilder builder;
    builder.setProfile(m_ids.profile);
    DrawRequest req = request(TimeAxis::fit(0, 2000 * kUs, 1000), 1000);
    req.rowsTopPx = 20;
    const Profile &p = *m_ids.profile;
    auto nameAt = [&](QPoint pos, const DrawList *list = nullptr) {
        const HitResult hit = hitTest(p, model, req, list, pos);
        if (!hit.event.isValid())
            return QString();
        const std::string_view name = p.str(p.slices().name[hit.event.value]);
        return QString::fromUtf8(name.data(), qsizetype(name.size()));
    };
    const int mainTop = 20 + 96 + rowmetrics::kRowPadding;
    QCOMPARE(nameAt(QPoint(100, mainTop + 5)), QStringLiteral("ProfilerStep#1"));
    QCOMPARE(nameAt(QPoint(100, mainTop + 18 + 5)), QStringLiteral("aten::mm"));
    QCOMPARE(nameAt(QPoint(77, mainTop + 36 + 5)), QStringLiteral("cudaLaunchKernel"));
    QCOMPARE(nameAt(QPoint(250, mainTop + 36 + 5)), QString()); // empty lane there
    QCOMPARE(nameAt(QPoint(-1, mainTop + 5)), QString());      // out of range
    QCOMPARE(nameAt(QPoint(1000, mainTop + 5)), QString());
    QCOMPARE(nameAt(QPoint(100, 10)), QString());              // the ruler
    QCOMPARE(nameAt(QPoint(100, 20 + model.contentHeight() + 3)), QString());
    QCOMPARE(nameAt(QPoint(210, 20 + 394 + 10)), QStringLiteral("_ZN7cutlass6KernelINS_4gemmEEEvT_"));
    // Within 2 px of a 1 px wide slice still hits it.
    QCOMPARE(nameAt(QPoint(73, mainTop + 36 + 5)), QStringLiteral("cudaLaunchKernel"));
    // A merged block is reported as such.
    req.axis.startNs = 1500 * kUs - 1000;
    req.axis.pxPerNs = 0.01;
    const DrawList list = builder.build(model, req);
    const int earlyTop = 20 + 72 + rowmetrics::kRowPadding;
    const HitResult hit = hitTest(p, model, req, &list, QPoint(12, earlyTop + 5));
    QVERIFY(hit.block);
    QCOMPARE(hit.block->count, 100u);
}

void TestTimeline::searchSubstringAndRegex()
{
    TimelineSearch search;
    search.setProfile(m_ids.profile);
    QVERIFY(search.setQuery(QStringLiteral("ATEN"), false));
    QCOMPARE(search.matches().size(), size_t(2));
    const Profile &p = *m_ids.profile;
    QCOMPARE(p.str(p.slices().name[search.matches()[0].value]), std::string_view("aten::mm"));
    QCOMPARE(p.str(p.slices().name[search.next().value]), std::string_view("aten::mm"));
    QCOMPARE(p.str(p.slices().name[search.next().value]), std::string_view("aten::add"));
    QCOMPARE(p.str(p.slices().name[search.next().value]), std::string_view("aten::mm")); // wraps
    QCOMPARE(p.str(p.slices().name[search.previous().value]), std::string_view("aten::add"));
    std::vector<bool> tracks = search.tracksWithMatches();
    QVERIFY(tracks[m_ids.main.value]);
    QVERIFY(!tracks[m_ids.stream7.value]);
    QVERIFY(search.setQuery(QStringLiteral("^cuda.*kernel$"), true));
    QCOMPARE(search.matches().size(), size_t(2));
    QVERIFY(search.setQuery(QStringLiteral("tiny"), false));
    QCOMPARE(search.matches().size(), size_t(100));
    QVERIFY(!search.setQuery(QStringLiteral("(["), true));
    QVERIFY(!search.isActive());
    QVERIFY(search.setQuery(QString(), false));
    QVERIFY(!search.next().isValid());
}

void TestTimeline::stepsAndKernelInstances()
{
    const std::vector<StepInfo> steps = findSteps(*m_ids.profile);
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].number, int64_t(1));
    QCOMPARE(steps[1].number, int64_t(2));
    QCOMPARE(m_ids.profile->slices().ts[steps[1].event.value], 1000 * kUs);
    QCOMPARE(findByName(*m_ids.profile, QStringLiteral("cudaLaunchKernel")).size(), size_t(2));
    QCOMPARE(findByName(*m_ids.profile, QStringLiteral("nope")).size(), size_t(0));
}

void TestTimeline::selectionDetails()
{
    const Profile &p = *m_ids.profile;
    const EventId mm = eventNamed(p, "aten::mm");
    QCOMPARE(selfTimeNs(p, mm), 190 * kUs); // 200 µs minus the 10 µs launch inside
    QCOMPARE(selfTimeNs(p, eventNamed(p, "ProfilerStep#1")), 800 * kUs);
    const QString html = selectionHtml(p, mm, false);
    QVERIFY(html.contains(QStringLiteral("External id")));
    QVERIFY(html.contains(QStringLiteral("cpu_op")));
    QVERIFY(html.contains(QStringLiteral("main (pid 100)")));
    QCOMPARE(demangledName(QStringLiteral("_ZN7cutlass6KernelINS_4gemmEEEvT_")),
             QStringLiteral("void cutlass::Kernel<cutlass::gemm>(cutlass::gemm)"));
    QVERIFY(selectionHtml(p, eventNamed(p, "_ZN7cutlass6KernelINS_4gemmEEEvT_"), false).contains(QStringLiteral("Demangled")));
    const EventId launch = p.sliceAt(m_ids.main, 155 * kUs);
    const std::vector<Connection> out = connectionsOf(p, launch);
    QCOMPARE(out.size(), size_t(1));
    QVERIFY(out[0].text.contains(QStringLiteral("cutlass")));
    const std::vector<Connection> in = connectionsOf(p, out[0].event);
    QCOMPARE(in.size(), size_t(1));
    QCOMPARE(in[0].event, launch);
    TrackTreeModel model;
    model.setProfile(m_ids.profile);
    // [100 µs, 400 µs]: main has ProfilerStep#1, aten::mm, one launch; busy 300 µs.
    const std::vector<RangeRow> rows = summarizeRange(p, model, 100 * kUs, 400 * kUs);
    QVERIFY(!rows.empty());
    QCOMPARE(rows[0].label, QStringLiteral("main (pid 100)"));
    QCOMPARE(rows[0].events, uint64_t(3));
    QCOMPARE(rows[0].busyNs, 300 * kUs);
}

void TestTimeline::widgetRowsLineUpWithTree()
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
    QCOMPARE(widget.trackTree()->viewport()->height(), widget.view()->viewport()->height() - TimelineView::kRulerHeight);
    QVERIFY(widget.view()->verticalScrollBar()->maximum() >= 40);
    QCOMPARE(widget.view()->verticalScrollBar()->maximum(), widget.trackTree()->verticalScrollBar()->maximum());
    widget.view()->verticalScrollBar()->setValue(40);
    QCOMPARE(widget.trackTree()->verticalScrollBar()->value(), 40);
    widget.trackTree()->verticalScrollBar()->setValue(10);
    QCOMPARE(widget.view()->verticalScrollBar()->value(), 10);
}

void TestTimeline::widgetKeysZoomAndPan()
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
    QWheelEvent wheel(at, view->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
    QVERIFY(view->axis().pxPerNs > fitted.pxPerNs * 1.2);
    QVERIFY(std::abs(view->axis().toNs(at.x()) - under) <= int64_t(1 / view->axis().pxPerNs) + 1);
}

void TestTimeline::widgetMouseSelectsPansAndMeasures()
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
    QMouseEvent move(QEvent::MouseMove, QPointF(300, y), view->viewport()->mapToGlobal(QPointF(300, y)), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, QPoint(300, y));
    QVERIFY(std::abs(double(view->axis().startNs - before.startNs) - 100 / before.pxPerNs) <= 1.0);
    QCOMPARE(selected.count(), 1); // a drag is not a click
    // Shift-drag measures.
    QSignalSpy measured(view, &TimelineView::measureChanged);
    QTest::mousePress(view->viewport(), Qt::LeftButton, Qt::ShiftModifier, QPoint(100, y));
    QMouseEvent move2(QEvent::MouseMove, QPointF(300, y), view->viewport()->mapToGlobal(QPointF(300, y)), Qt::NoButton,
                      Qt::LeftButton, Qt::ShiftModifier);
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

void TestTimeline::widgetGoesToStep()
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

void TestTimeline::screenshot()
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
    const QPoint kernelPos = view->viewport()->mapTo(&widget, QPoint(int(view->axis().toX(500 * kUs)),
                                                                  TimelineView::kRulerHeight + 394 + 10));
    const QColor c = image.pixelColor(kernelPos);
    QVERIFY2(c.hue() >= 150 && c.hue() <= 250, qPrintable(c.name()));
    QVERIFY(view->lastPaintNs() > 0);
    // Dark palette with every launch arrow: the background turns dark, the kernel stays in band.
    widget.view()->setDarkPalette(true);
    widget.view()->setShowAllArrows(true);
    widget.setSearch(QString(), false);
    const QImage dark = widget.grab().toImage();
    QVERIFY(dark.save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-fixture-dark.png")));
    QVERIFY(dark.pixelColor(view->viewport()->mapTo(&widget, QPoint(5, TimelineView::kRulerHeight + 150))).lightness() < 80);
    QCOMPARE(widget.view()->drawList().arrows.size(), size_t(2));
}

void TestTimeline::headlessExport()
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

void TestTimeline::realTraces_data()
{
    QTest::addColumn<QString>("file");
    QTest::addRow("event_sync") << QStringLiteral("hta/critical_path/cuda_event_sync_multi_stream/event_sync_trace.json.gz");
    QTest::addRow("dlrm0") << QStringLiteral("param/dlrm_kineto/worker0_step_12.1694128201545.pt.trace.json");
    QTest::addRow("bert") << QStringLiteral("tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz");
}

// Renders real traces at three zoom levels (whole job, one step, 20 µs around a kernel), saves
// the PNGs into the build folder for a human to look at, and checks what can be checked: every
// track with events is in the tree, something is drawn, and clicking a kernel's pixel hits it.
void TestTimeline::realTraces()
{
    QFETCH(QString, file);
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES "/") + file;
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        QSKIP(qPrintable(QStringLiteral("loader not ready: ") + outcome.error.toUserMessage()));
    const ProfilePtr profile = outcome.profile;
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1600, 900);
    widget.setProfile(profile);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const TrackTreeModel &model = *widget.trackModel();
    for (uint32_t t = 0; t < profile->tracks().size(); ++t) {
        const Track &track = profile->track(TrackId(t));
        if (track.sliceEnd > track.sliceBegin)
            QVERIFY2(model.layoutRowOfTrack(TrackId(t)) >= 0, qPrintable(QString::number(t)));
    }
    TimelineView *view = widget.view();
    const QString prefix = QStringLiteral(STEPLINE_BINARY_DIR "/timeline-") + QString::fromLatin1(QTest::currentDataTag());
    QVERIFY(widget.grab().save(prefix + QStringLiteral("-full.png")));
    QVERIFY(view->drawList().solidRectCount() + view->drawList().mergedRectCount() > 0);
    const std::vector<StepInfo> steps = findSteps(*profile);
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

QTEST_MAIN(TestTimeline)
#include "tst_timeline.moc"
