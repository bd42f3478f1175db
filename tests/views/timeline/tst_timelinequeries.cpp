// Utilization rows, instant markers, hit testing, search, steps and the selection details.
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

class TestTimelineQueries : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void gpuUtilization();
    void cpuUtilization();
    void instantMarkersMergeByZoom();
    void hitTestOnEmptyModel();
    void hitTestFindsSlices();
    void searchSubstringAndRegex();
    void stepsAndKernelInstances();
    void selectionDetails();

private:
    fixture::Ids m_ids;
};

void TestTimelineQueries::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    m_ids = fixture::build();
}

void TestTimelineQueries::gpuUtilization()
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

void TestTimelineQueries::cpuUtilization()
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
    QCOMPARE(util.cpuUtilization(0, 40 * kUs, 80 * kUs), 1.0); // both threads busy: counted once
    QCOMPARE(util.cpuUtilization(0, 120 * kUs, 160 * kUs), 0.75); // B ends at 150 µs
    QCOMPARE(util.cpuUtilization(0, 160 * kUs, 200 * kUs), 0.0); // only the GPU is busy

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
    const auto rowIt = std::find_if(
        model.layout().begin(), model.layout().end(), [&](const RowLayout &l) { return l.node == row; });
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

void TestTimelineQueries::instantMarkersMergeByZoom()
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
    for (int64_t us : { 500, 13, 0, 10, 12, 100 })
        b.addInstant(
            thread, fixture::kBase + us * kUs, s(us == 12 ? "checkpoint" : "mark"), s("instant"), 't');
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
    QCOMPARE(counts, QList<uint32_t>({ 1, 3, 1, 1 }));
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

void TestTimelineQueries::hitTestOnEmptyModel()
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

void TestTimelineQueries::hitTestFindsSlices()
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
    QCOMPARE(nameAt(QPoint(-1, mainTop + 5)), QString()); // out of range
    QCOMPARE(nameAt(QPoint(1000, mainTop + 5)), QString());
    QCOMPARE(nameAt(QPoint(100, 10)), QString()); // the ruler
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

void TestTimelineQueries::searchSubstringAndRegex()
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

void TestTimelineQueries::stepsAndKernelInstances()
{
    const std::vector<Step> steps = hostStepsByTime(*m_ids.profile);
    QCOMPARE(steps.size(), size_t(2));
    QCOMPARE(steps[0].number, int64_t(1));
    QCOMPARE(steps[1].number, int64_t(2));
    QCOMPARE(m_ids.profile->slices().ts[steps[1].event.value], 1000 * kUs);
    QCOMPARE(findByName(*m_ids.profile, QStringLiteral("cudaLaunchKernel")).size(), size_t(2));
    QCOMPARE(findByName(*m_ids.profile, QStringLiteral("nope")).size(), size_t(0));
}

void TestTimelineQueries::selectionDetails()
{
    const Profile &p = *m_ids.profile;
    const EventId mm = eventNamed(p, "aten::mm");
    QCOMPARE(selfTimeNs(p, mm), 190 * kUs); // 200 µs minus the 10 µs launch inside
    QCOMPARE(selfTimeNs(p, eventNamed(p, "ProfilerStep#1")), 800 * kUs);
    const QString html = selectionHtml(p, mm, false, TimeUnit::Auto);
    QVERIFY(html.contains(QStringLiteral("External id")));
    QVERIFY(html.contains(QStringLiteral("cpu_op")));
    QVERIFY(html.contains(QStringLiteral("main (pid 100)")));
    QCOMPARE(demangledName(QStringLiteral("_ZN7cutlass6KernelINS_4gemmEEEvT_")),
        QStringLiteral("void cutlass::Kernel<cutlass::gemm>(cutlass::gemm)"));
    QVERIFY(selectionHtml(p, eventNamed(p, "_ZN7cutlass6KernelINS_4gemmEEEvT_"), false, TimeUnit::Auto)
                .contains(QStringLiteral("Demangled")));
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

QTEST_MAIN(TestTimelineQueries)
#include "tst_timelinequeries.moc"
