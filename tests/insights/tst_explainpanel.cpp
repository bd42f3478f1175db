// The Insights tab's Explain panel: the findings of `stepline explain` (model/insights/explain.h) on
// the hand-computed profile of gputimefixture.h and on the bundled demo job, each place a link into
// the timeline. Screenshots light and dark.
#include "../views/gputimefixture.h"
#include "twonodeclocks.h"
#include "common/navigation.h"
#include "explain.h"
#include "insights/explainpanel.h"
#include "insights/insightsview.h"
#include "traceloader.h"

#include <QApplication>
#include <QFileInfo>
#include <QPalette>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStyleFactory>
#include <QTabWidget>
#include <QUrl>
#include <QtTest>

using namespace stepline;

class TestExplainPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void findingsAndLinks();
    void noGpu();
    void insightsTabHeadsWithExplain();
    void stragglersFollowClockAlignment();
    void demoJobScreenshots();
};

void TestExplainPanel::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("stepline-tests"));
    QStandardPaths::setTestModeEnabled(true);
}

void TestExplainPanel::findingsAndLinks()
{
    const ProfilePtr p = testing::everyCauseProfile();
    const Explanation e = explain(*p);
    Navigation navigation;
    ExplainPanel panel(&navigation);
    panel.setExplanation(e, true);
    const QString html = panel.html();
    // gputimefixture.h, whole rank over the span of 830 ns: host_ops 140 is the most GPU time lost
    // (16.9 %), then sync, host_other and unattributed at 100 each (by cause key), launch 70,
    // queued 20; no data loader inside the span, no communication.
    QVERIFY(!e.findings.empty());
    QCOMPARE(QString::fromStdString(e.findings[0].cause), QStringLiteral("host_ops"));
    QVERIFY2(html.contains(explainCauseLabel("host_ops").toHtmlEscaped()), qPrintable(html));
    QVERIFY(html.contains(QLatin1String("16.9 %")));
    QVERIFY(!html.contains(explainCauseLabel("exposed_comm").toHtmlEscaped()));
    // One link per place, in finding order.
    size_t places = 0;
    for (const ExplainFinding &f : e.findings)
        places += f.where.size();
    QCOMPARE(size_t(html.count(QLatin1String("href=\"place:"))), places);
    // The header says which order the findings are in; a predicted saving is shown beside the loss.
    QVERIFY2(html.contains(e.savingsKnown ? QLatin1String("would save per step")
                                          : QLatin1String("ranked by GPU time lost")),
        qPrintable(html));
    Explanation saved = e;
    saved.savingsKnown = true;
    saved.meanStepNs = 1000;
    saved.findings[0].wouldSaveNs = 250;
    saved.findings[0].savingScenario = "host_ops_half";
    panel.setExplanation(saved, true);
    const QString savedHtml = panel.html();
    QVERIFY2(
        savedHtml.contains(QLatin1String("ranked by what fixing them would save")), qPrintable(savedHtml));
    QVERIFY2(savedHtml.contains(QLatin1String("would save 250 ns per step (25.0 %, host_ops_half)")),
        qPrintable(savedHtml));
    panel.setExplanation(e, true);
    // The worst host_ops place is [200, 300) on rank 0, GPU 0: the link zooms there.
    QSignalSpy range(&navigation, &Navigation::rangeRequested);
    QSignalSpy shown(&navigation, &Navigation::viewRequested);
    QVERIFY(panel.openLink(QUrl(QStringLiteral("place:0:0"))));
    QCOMPARE(range.size(), 1);
    QCOMPARE(range[0][0].value<int64_t>(), e.findings[0].where[0].startNs);
    QCOMPARE(range[0][1].value<int64_t>(), e.findings[0].where[0].endNs);
    QCOMPARE(range[0][0].value<int64_t>(), int64_t(200));
    QCOMPARE(range[0][1].value<int64_t>(), int64_t(300));
    QCOMPARE(range[0][2].toInt(), 0);
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0][0].toString(), QStringLiteral("timeline"));
    QVERIFY(!panel.openLink(QUrl(QStringLiteral("place:99:0"))));
    QVERIFY(!panel.openLink(QUrl(QStringLiteral("https://example.org"))));
    QCOMPARE(range.size(), 1);
}

void TestExplainPanel::noGpu()
{
    Navigation navigation;
    ExplainPanel panel(&navigation);
    panel.setExplanation({}, false);
    QVERIFY(panel.html().contains(QLatin1String("Not in this profile")));
    QVERIFY(!panel.html().contains(QLatin1String("href=")));
}

void TestExplainPanel::insightsTabHeadsWithExplain()
{
    Navigation navigation;
    InsightsView view(&navigation);
    QSignalSpy done(&view, &InsightsView::resultsChanged);
    view.setProfile(testing::everyCauseProfile());
    QVERIFY(done.wait(10000));
    QVERIFY(view.explainPanel());
    QCOMPARE(QString::fromStdString(view.explainPanel()->explanation().findings.at(0).cause),
        QStringLiteral("host_ops"));
    // Above the rules' tabs.
    QVERIFY(view.explainPanel()->mapTo(&view, QPoint(0, 0)).y() < view.tabs()->mapTo(&view, QPoint(0, 0)).y()
        || !view.isVisible());
}

namespace {

// (rank, GPU time lost) of the straggler findings, in the panel's order.
QList<QPair<int, qint64>> stragglers(const ExplainPanel &panel)
{
    QList<QPair<int, qint64>> out;
    for (const ExplainFinding &f : panel.explanation().findings)
        if (f.cause == "straggler")
            out.append({ f.rank, qint64(f.lostNs) });
    return out;
}

} // namespace

// twonodeclocks.h: as recorded, node b's ranks 2 and 3 are the stragglers; with the node clocks
// aligned, ranks 1, 2 and 3. The view recomputes when the alignment changes, and back.
void TestExplainPanel::stragglersFollowClockAlignment()
{
    Navigation navigation;
    InsightsView view(&navigation);
    QVERIFY(!view.alignClocks());
    QSignalSpy done(&view, &InsightsView::resultsChanged);
    view.setProfile(testing::twoNodeClockOffsetJob());
    QVERIFY(done.wait(10000));
    using Found = QList<QPair<int, qint64>>;
    const Found raw { { 2, 900 }, { 3, 900 } };
    const Found aligned { { 1, 900 }, { 2, 900 }, { 3, 300 } };
    QCOMPARE(stragglers(*view.explainPanel()), raw);
    QVERIFY(view.explainPanel()->html().contains(QLatin1String("rank 3")));

    view.setAlignClocks(true);
    QVERIFY(view.alignClocks());
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), 10000);
    QCOMPARE(stragglers(*view.explainPanel()), aligned);
    // The place of rank 1's straggling: C2, from rank 3's start to rank 1's.
    for (const ExplainFinding &f : view.explainPanel()->explanation().findings)
        if (f.cause == "straggler" && f.rank == 1) {
            QCOMPARE(f.where.size(), size_t(1));
            QCOMPARE(f.where[0].startNs, int64_t(9200));
            QCOMPARE(f.where[0].endNs, int64_t(9500));
        }

    view.setAlignClocks(false);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), 10000);
    QCOMPARE(stragglers(*view.explainPanel()), raw);

    // A toggle while the first computation runs: the panel ends with the latest choice.
    view.setProfile(testing::twoNodeClockOffsetJob());
    view.setAlignClocks(true);
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing(), 10000);
    QCOMPARE(stragglers(*view.explainPanel()), aligned);
}

void TestExplainPanel::demoJobScreenshots()
{
    const QString demo = QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node");
    if (!QFileInfo(demo).isDir())
        QSKIP("the bundled demo jobs are missing");
    const LoadOutcome outcome = loadProfile(demo);
    QVERIFY(outcome.ok());
    Navigation navigation;
    InsightsView view(&navigation);
    view.resize(1300, 900);
    QSignalSpy done(&view, &InsightsView::resultsChanged);
    view.setProfile(outcome.profile);
    QVERIFY(done.wait(20000));
    // The planted data-loader stall is the first finding, in the panel too.
    const Explanation &e = view.explainPanel()->explanation();
    QVERIFY(!e.findings.empty());
    QCOMPARE(QString::fromStdString(e.findings[0].cause), QStringLiteral("data_loader"));
    const QString html = view.explainPanel()->html();
    QVERIFY(html.indexOf(explainCauseLabel("data_loader").toHtmlEscaped()) >= 0);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/insights-explain-demo.png")));
    // The application's dark theme (app/appearance.cpp) sets these roles application-wide.
    const QPalette light = QApplication::palette();
    QPalette dark;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x20), text(0xe6, 0xe6, 0xe6);
    for (const auto role : { QPalette::Window, QPalette::Button, QPalette::AlternateBase })
        dark.setColor(role, window);
    dark.setColor(QPalette::Base, base);
    for (const auto role : { QPalette::WindowText, QPalette::Text, QPalette::ButtonText })
        dark.setColor(role, text);
    dark.setColor(QPalette::Link, QColor(0x5a, 0xa9, 0xe6));
    QApplication::setPalette(dark);
    QCoreApplication::processEvents();
    QVERIFY(view.explainPanel()->html().contains(QLatin1String("#5aa9e6")));
    QVERIFY(view.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/insights-explain-demo-dark.png")));
    QApplication::setPalette(light);
}

QTEST_MAIN(TestExplainPanel)
#include "tst_explainpanel.moc"
