// The rows the timeline adds under each GPU from the analyses: memory allocated / reserved over time
// (METRICS.md "GPU memory over time") and the idle band (METRICS.md "Why the GPU was idle"), on
// hand-made profiles and real traces, with screenshots light and dark.
#include "timelinetesthelpers.h"

#include "../gputimefixture.h"
#include "common/gputimepalette.h"

#include "common/navigation.h"
#include "timeline/rowtooltips.h"
#include "timeline/timelinesearch.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "steps.h"
#include "traceloader.h"

#include <QElapsedTimer>
#include <map>
#include <QSignalSpy>
#include <QTreeView>
#include <QtTest>

using namespace stepline;
using namespace stepline::testing;

class TestTimelineGpuRows : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void memoryRowsInTree();
    void memoryPlotFollowsTheSteps();
    void memoryToolTip();
    void memoryRowsOnRealTrace();
    void idleBandRows();
    void idleBandColoursByCause();
    void idleBandToolTip();
    void idleBandLevelOfDetail();
    void idleBandInWidget();
    void idleBandOnRealTrace();
    void idleBandOnDemoJob();

private:
    ProfilePtr m_handMade;
};

void TestTimelineGpuRows::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    const LoadOutcome outcome = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/analysis/gpu_memory.json"));
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    m_handMade = outcome.profile;
}

void TestTimelineGpuRows::memoryRowsInTree()
{
    TrackTreeModel model;
    model.setProfile(m_handMade);
    QCOMPARE(nodeNamed(model, QStringLiteral("GPU 0 memory allocated")), -1); // not read yet
    model.setMemory(std::make_shared<const GpuMemory>(gpuMemory(*m_handMade)));
    // GPU 0 ran the kernel: it gets both rows. Device 1 has memory events but no GPU activity, so
    // it is no device of the rank (METRICS.md) and gets no GPU row, hence no memory row either.
    const QStringList tree = dumpTree(model);
    QVERIFY2(
        tree.contains(QStringLiteral("   GPU 0 memory allocated")), qPrintable(tree.join(QLatin1Char('\n'))));
    QVERIFY(tree.contains(QStringLiteral("   GPU 0 memory reserved")));
    QVERIFY(!tree.join(QLatin1Char('\n')).contains(QStringLiteral("GPU 1 memory")));
    const int allocated = nodeNamed(model, QStringLiteral("GPU 0 memory allocated"));
    QCOMPARE(model.node(allocated).kind, RowKind::GpuMemory);
    QCOMPARE(model.rowHeight(allocated), rowmetrics::kCounterHeight);
    // A search filter keeps slice rows only.
    model.setTrackFilter(std::vector<bool>(m_handMade->tracks().size(), true));
    QCOMPARE(nodeNamed(model, QStringLiteral("GPU 0 memory allocated")), -1);
}

void TestTimelineGpuRows::memoryPlotFollowsTheSteps()
{
    TrackTreeModel model;
    model.setProfile(m_handMade);
    model.setMemory(std::make_shared<const GpuMemory>(gpuMemory(*m_handMade)));
    DrawListBuilder builder;
    builder.setProfile(m_handMade);
    // 1 px per µs over [0, 100 µs): samples at x = 10, 30, 30, 60; the row's peak is the reserved
    // peak 400 MB, so 300 MB allocated is 3/4 of the plot height and 100 MB 1/4.
    const DrawList list = builder.build(model, request(TimeAxis { 0, 0.0, 0.001 }, 100));
    const DrawList::CounterPlot *plot = nullptr;
    for (const DrawList::CounterPlot &p : list.counters) {
        if (p.caption.startsWith(QStringLiteral("peak 286")))
            plot = &p; // 300,000,000 bytes = 286.1 MiB
    }
    QVERIFY(plot);
    QVERIFY2(plot->caption.contains(QStringLiteral("30.0 %")), qPrintable(plot->caption)); // of 1e9 bytes
    const double base = plot->rect.bottom();
    const double height = plot->rect.height() - 4;
    // Points: start at the baseline at x 10, up to 100 MB, at x 30 the column's maximum (300 MB),
    // at x 60 down to 50 MB, held until the window end (x 100).
    QList<double> ys;
    for (const QPointF &p : plot->area)
        ys << std::round((base - p.y()) / height * 8.0) / 8.0; // eighths of the height
    QCOMPARE(plot->area.first().x(), 10.0);
    QVERIFY2(
        ys.contains(0.25) && ys.contains(0.75) && ys.contains(0.125), qPrintable(QString::number(ys.size())));
    QCOMPARE(plot->area.last().x(), 100.0);
}

void TestTimelineGpuRows::memoryToolTip()
{
    const GpuMemory memory = gpuMemory(*m_handMade);
    const GpuMemorySeries &d0 = memory.devices[0];
    QVERIFY(stepline::memoryToolTip(d0, false, 5'000, TimeUnit::Auto).isEmpty()); // before the first event
    const QString at40 = stepline::memoryToolTip(d0, false, 40'000, TimeUnit::Auto);
    // After 30 µs, 250,000,000 bytes allocated (25.0 % of 1e9), 400,000,000 reserved; sample 3 of 4.
    QVERIFY2(at40.contains(QStringLiteral("238.4 MiB (25.0 %")), qPrintable(at40));
    QVERIFY2(at40.contains(QStringLiteral("381.5 MiB (40.0 %")), qPrintable(at40));
    QVERIFY2(at40.contains(QStringLiteral("3 of 4")), qPrintable(at40));
    QVERIFY(stepline::memoryToolTip(d0, true, 200'000, TimeUnit::Auto).isEmpty()); // past the window
}

void TestTimelineGpuRows::memoryRowsOnRealTrace()
{
    const QString path = QStringLiteral(
        STEPLINE_SHARED_TRACES "/tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz");
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const LoadOutcome outcome = loadProfile(path);
    QVERIFY(outcome.ok());
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1500, 900);
    QSignalSpy ready(&widget, &TimelineWidget::gpuTimeReady);
    widget.setProfile(outcome.profile);
    QVERIFY(ready.wait(10000));
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const TrackTreeModel &model = *widget.trackModel();
    const int row = nodeNamed(model, QStringLiteral("GPU 0 memory allocated"));
    QVERIFY(row >= 0);
    // Fold everything but the GPU so the memory rows are on screen.
    for (size_t i = 0; i < model.nodes().size(); ++i) {
        if (model.nodes()[i].kind == RowKind::Node || model.nodes()[i].kind == RowKind::GpuDevice)
            widget.trackTree()->collapse(model.indexOfNode(int(i)));
    }
    TimelineView *view = widget.view();
    const DrawList &list = view->drawList();
    bool found = false;
    for (const DrawList::CounterPlot &p : list.counters)
        found = found || (p.caption.startsWith(QStringLiteral("peak 96.6 MiB")) && p.area.size() > 10);
    QVERIFY2(found, "allocated row of 101,305,344 bytes peak");
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-memory-bert.png")));
    view->setDarkPalette(true);
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-memory-bert-dark.png")));
}

static std::shared_ptr<const GpuTimeAnalysis> segmentsOf(const Profile &p)
{
    GpuTimeOptions options;
    options.steps = false;
    options.segments = true;
    return std::make_shared<const GpuTimeAnalysis>(analyzeGpuTime(p, Scope::job(), options));
}

void TestTimelineGpuRows::idleBandRows()
{
    const ProfilePtr p = testing::everyCauseProfile();
    TrackTreeModel model;
    model.setProfile(p);
    QCOMPARE(nodeNamed(model, QStringLiteral("GPU 0 idle causes")), -1); // not computed yet
    model.setGpuTime(segmentsOf(*p));
    const int band = nodeNamed(model, QStringLiteral("GPU 0 idle causes"));
    QVERIFY(band >= 0);
    QCOMPARE(model.node(band).kind, RowKind::IdleBand);
    QCOMPARE(model.rowHeight(band), rowmetrics::kIdleBandHeight);
    // Right after the streams.
    const TrackRow &gpu = model.node(model.node(band).parent);
    const auto at = std::find(gpu.children.begin(), gpu.children.end(), band);
    QVERIFY(at != gpu.children.begin());
    QCOMPARE(model.node(*(at - 1)).kind, RowKind::GpuDevice);
    model.setShowIdleBand(false);
    QCOMPARE(nodeNamed(model, QStringLiteral("GPU 0 idle causes")), -1);
    model.setShowIdleBand(true);
    QVERIFY(nodeNamed(model, QStringLiteral("GPU 0 idle causes")) >= 0);
}

// Colour of the band at pixel column x (0 when nothing is drawn there).
static QRgb bandColourAt(const DrawList &list, const QRect &band, int x)
{
    for (const DrawList::Batch &batch : list.solid) {
        for (const QRect &r : batch.rects) {
            if (r.contains(x, band.bottom() - 1) && band.contains(r.center()))
                return batch.color;
        }
    }
    return 0;
}

static QRect bandRect(const TrackTreeModel &model, const DrawRequest &request)
{
    const int band = nodeNamed(model, QStringLiteral("GPU 0 idle causes"));
    for (const RowLayout &row : model.layout()) {
        if (row.node == band)
            return QRect(0, row.y - request.scrollY + request.rowsTopPx, request.widthPx, row.height);
    }
    return {};
}

void TestTimelineGpuRows::idleBandColoursByCause()
{
    const ProfilePtr p = testing::everyCauseProfile();
    TrackTreeModel model;
    model.setProfile(p);
    model.setGpuTime(segmentsOf(*p));
    DrawListBuilder builder;
    builder.setProfile(p);
    // 1 px per ns over the window [0, 1000).
    const DrawRequest req = request(TimeAxis { 0, 0.0, 1.0 }, 1000);
    const DrawList list = builder.build(model, req);
    const QRect band = bandRect(model, req);
    QVERIFY(band.isValid());
    auto colour = [](GpuTimeClass c) { return gpuTimeClassColor(c, false).rgb(); };
    // Pieces from gputimefixture.h: one column inside each.
    QCOMPARE(bandColourAt(list, band, 50), colour(GpuTimeClass::DataLoader)); // [0,100)
    QCOMPARE(bandColourAt(list, band, 110), colour(GpuTimeClass::Launch)); // [100,120)
    QCOMPARE(bandColourAt(list, band, 150), QRgb(0)); // K1 runs: busy
    QCOMPARE(bandColourAt(list, band, 250), colour(GpuTimeClass::HostOps)); // [200,300)
    QCOMPARE(bandColourAt(list, band, 350), colour(GpuTimeClass::Sync)); // [300,400)
    QCOMPARE(bandColourAt(list, band, 410), colour(GpuTimeClass::Launch)); // [400,420)
    QCOMPARE(bandColourAt(list, band, 510), colour(GpuTimeClass::Queued)); // [500,520)
    QCOMPARE(bandColourAt(list, band, 580), colour(GpuTimeClass::HostOps)); // [560,600)
    QCOMPARE(bandColourAt(list, band, 650), colour(GpuTimeClass::HostOther)); // [600,700)
    QCOMPARE(bandColourAt(list, band, 720), colour(GpuTimeClass::Launch)); // [700,750)
    QCOMPARE(bandColourAt(list, band, 850), colour(GpuTimeClass::Unattributed)); // [800,900)
    QCOMPARE(bandColourAt(list, band, 975), colour(GpuTimeClass::Unattributed)); // window ends idle
}

void TestTimelineGpuRows::idleBandToolTip()
{
    const ProfilePtr p = testing::everyCauseProfile();
    const auto a = segmentsOf(*p);
    const QString host = idleToolTip(*p, *a, 0, 650, 0, TimeUnit::Auto);
    QVERIFY2(host.contains(gpuTimeClassLabel(GpuTimeClass::HostOther)), qPrintable(host));
    QVERIFY2(host.contains(QLatin1String("100 ns")), qPrintable(host)); // [600,700)
    QVERIFY2(host.contains(QLatin1String("tid 1")), qPrintable(host)); // T launched K4
    QVERIFY2(host.contains(QLatin1String("gemm")), qPrintable(host));
    const QString none = idleToolTip(*p, *a, 0, 850, 0, TimeUnit::Auto); // K5 has no launch call
    QVERIFY2(none.contains(QLatin1String("no launch call")), qPrintable(none));
    QVERIFY(idleToolTip(*p, *a, 0, 150, 0, TimeUnit::Auto).isEmpty()); // busy
    QVERIFY(!idleToolTip(*p, *a, 0, 150, 40, TimeUnit::Auto).isEmpty()); // within 40 ns of an idle piece
}

// 20,000 kernels of 10 ns with gaps of 1 ns and 3 ns on one stream, drawn 500 px wide: the band
// stays one rect per column at most, and the gaps' share sets the height (4 ns idle in 24 ns).
void TestTimelineGpuRows::idleBandLevelOfDetail()
{
    ProfileBuilder b;
    RankInfo info;
    info.rank = 0;
    const uint32_t r = b.addRank(info);
    const ProcessId gp = b.process(r, 0);
    b.processAt(gp).isGpu = true;
    b.processAt(gp).device = 0;
    const TrackId g = b.track(gp, 7, TrackKind::GpuStream);
    b.trackAt(g).device = 0;
    const StringId name = b.strings().intern("k"), cat = b.strings().intern("kernel");
    int64_t t = 0;
    for (int i = 0; i < 20000; ++i) {
        b.addSlice(g, t, 10, name, cat);
        t += 10 + (i % 2 == 0 ? 1 : 3);
    }
    const ProfilePtr p = b.finalize();
    TrackTreeModel model;
    model.setProfile(p);
    model.setGpuTime(segmentsOf(*p));
    DrawListBuilder builder;
    builder.setProfile(p);
    const DrawRequest req = request(TimeAxis::fit(0, t, 500), 500);
    QElapsedTimer timer;
    timer.start();
    const DrawList list = builder.build(model, req);
    const qint64 ms = timer.elapsed();
    const QRect band = bandRect(model, req);
    size_t inBand = 0;
    int tallest = 0;
    for (const DrawList::Batch &batch : list.solid) {
        for (const QRect &rect : batch.rects) {
            if (band.contains(rect.center())) {
                ++inBand;
                tallest = std::max(tallest, rect.height());
            }
        }
    }
    QVERIFY2(inBand >= 1 && inBand <= 500, qPrintable(QString::number(inBand)));
    // 4 / 24 of the band's 12 px inner height is 2 px.
    QCOMPARE(tallest, 2);
    QVERIFY2(ms < 200, qPrintable(QString::number(ms)));
    QCOMPARE(bandColourAt(list, band, 250), gpuTimeClassColor(GpuTimeClass::Unattributed, false).rgb());
}

void TestTimelineGpuRows::idleBandInWidget()
{
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1400, 420);
    QSignalSpy ready(&widget, &TimelineWidget::gpuTimeReady);
    widget.setProfile(testing::everyCauseProfile());
    QVERIFY(ready.wait(5000));
    QVERIFY(nodeNamed(*widget.trackModel(), QStringLiteral("GPU 0 idle causes")) >= 0);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    widget.view()->fitAll();
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-fixture.png")));
    widget.view()->setDarkPalette(true);
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-fixture-dark.png")));
    widget.setIdleBandVisible(false);
    QVERIFY(!widget.idleBandVisible());
    QCOMPARE(nodeNamed(*widget.trackModel(), QStringLiteral("GPU 0 idle causes")), -1);
    // A new profile while the analysis of the old one runs: only the new one's result is used.
    widget.setIdleBandVisible(true);
    widget.setProfile(testing::everyCauseProfile());
    widget.setProfile(nullptr);
    QTest::qWait(200);
    QVERIFY(!widget.trackModel()->gpuTime());
}

void TestTimelineGpuRows::idleBandOnRealTrace()
{
    const QString path = QStringLiteral(
        STEPLINE_SHARED_TRACES "/tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz");
    if (!QFileInfo::exists(path))
        QSKIP("shared traces folder is not available");
    const LoadOutcome outcome = loadProfile(path);
    QVERIFY(outcome.ok());
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1500, 700);
    QSignalSpy ready(&widget, &TimelineWidget::gpuTimeReady);
    widget.setProfile(outcome.profile);
    QVERIFY(ready.wait(10000));
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const TrackTreeModel &model = *widget.trackModel();
    for (size_t i = 0; i < model.nodes().size(); ++i) {
        if (model.nodes()[i].kind == RowKind::Node)
            widget.trackTree()->collapse(model.indexOfNode(int(i)));
    }
    const std::vector<Step> steps = hostStepsByTime(*outcome.profile);
    QVERIFY(!steps.empty());
    QVERIFY(widget.goToStep(steps[steps.size() / 2].number));
    TimelineView *view = widget.view();
    const QRect band = bandRect(model, view->currentRequest());
    QVERIFY(band.isValid());
    size_t inBand = 0;
    for (const DrawList::Batch &batch : view->drawList().solid)
        for (const QRect &rect : batch.rects)
            inBand += band.contains(rect.center()) ? 1 : 0;
    QVERIFY(inBand > 0);
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-bert.png")));
    view->setDarkPalette(true);
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-bert-dark.png")));
}

// The demo job's planted data-loader stall (its longest step) is a long data-loader stretch in the band.
void TestTimelineGpuRows::idleBandOnDemoJob()
{
    const QString demo = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node");
    if (!QFileInfo(demo).isDir())
        QSKIP("the bundled demo jobs are missing");
    const LoadOutcome outcome = loadProfile(demo);
    QVERIFY(outcome.ok());
    Navigation nav;
    TimelineWidget widget(&nav);
    widget.resize(1500, 800);
    QSignalSpy ready(&widget, &TimelineWidget::gpuTimeReady);
    widget.setProfile(outcome.profile);
    QVERIFY(ready.wait(10000));
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const TrackTreeModel &model = *widget.trackModel();
    for (size_t i = 0; i < model.nodes().size(); ++i) {
        const RowKind kind = model.nodes()[i].kind;
        if (kind == RowKind::Node || kind == RowKind::GpuHost || kind == RowKind::GpuDevice)
            widget.trackTree()->collapse(model.indexOfNode(int(i)));
    }
    const std::vector<Step> steps = hostStepsByTime(*outcome.profile);
    const Step *longest = &steps.at(0);
    for (const Step &st : steps)
        if (st.durNs > longest->durNs)
            longest = &st;
    QVERIFY(widget.goToStep(longest->number));
    TimelineView *view = widget.view();
    // The most common colour over all idle bands in this step is the data-loader colour.
    std::map<QRgb, int> widthByColour;
    for (const RowLayout &row : model.layout()) {
        if (model.node(row.node).kind != RowKind::IdleBand)
            continue;
        const QRect band(0, row.y - view->currentRequest().scrollY + view->currentRequest().rowsTopPx,
            view->currentRequest().widthPx, row.height);
        for (const DrawList::Batch &batch : view->drawList().solid)
            for (const QRect &rect : batch.rects)
                if (band.contains(rect.center()))
                    widthByColour[batch.color] += rect.width();
    }
    QVERIFY(!widthByColour.empty());
    const auto top = std::max_element(widthByColour.begin(), widthByColour.end(),
        [](const auto &a, const auto &b) { return a.second < b.second; });
    QCOMPARE(top->first, gpuTimeClassColor(GpuTimeClass::DataLoader, false).rgb());
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-demo.png")));
    view->setDarkPalette(true);
    QVERIFY(widget.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/timeline-idle-band-demo-dark.png")));
}

QTEST_MAIN(TestTimelineGpuRows)
#include "tst_timelinegpurows.moc"
