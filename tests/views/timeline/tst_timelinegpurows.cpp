// The rows the timeline adds under each GPU from the analyses: memory allocated / reserved over time
// (METRICS.md "GPU memory over time"), on a hand-made trace and a real one, with screenshots.
#include "timelinetesthelpers.h"

#include "common/navigation.h"
#include "timeline/rowtooltips.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "traceloader.h"

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

private:
    ProfilePtr m_handMade;
};

void TestTimelineGpuRows::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
    const LoadOutcome outcome = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/analysis/gpu_memory.json"));
    QVERIFY2(outcome.ok(), qPrintable(outcome.error.toUserMessage()));
    m_handMade = outcome.profile;
}

void TestTimelineGpuRows::memoryRowsInTree()
{
    TrackTreeModel model;
    model.setProfile(m_handMade);
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
    QVERIFY(stepline::memoryToolTip(d0, false, 5'000).isEmpty()); // before the first event
    const QString at40 = stepline::memoryToolTip(d0, false, 40'000);
    // After 30 µs, 250,000,000 bytes allocated (25.0 % of 1e9), 400,000,000 reserved; sample 3 of 4.
    QVERIFY2(at40.contains(QStringLiteral("238.4 MiB (25.0 %")), qPrintable(at40));
    QVERIFY2(at40.contains(QStringLiteral("381.5 MiB (40.0 %")), qPrintable(at40));
    QVERIFY2(at40.contains(QStringLiteral("3 of 4")), qPrintable(at40));
    QVERIFY(stepline::memoryToolTip(d0, true, 200'000).isEmpty()); // past the window
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
    widget.setProfile(outcome.profile);
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

QTEST_MAIN(TestTimelineGpuRows)
#include "tst_timelinegpurows.moc"
