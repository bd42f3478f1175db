// Screenshots of every tab as a newcomer sees them (issue 29): the demo job, a real 8-rank job
// (../shared/traces/param/dlrm_kineto) and a generated 16-rank job with a straggler, at 1024x700
// and 1600x1000, light and dark, into <build>/newcomer-shots/. Each load must succeed, every tab
// must lay out within the window at 1024 px, and the Ranks heatmap must outline a last rank.
#include "appearance.h"
#include "joblistcontroller.h"
#include "loadcontroller.h"
#include "mainwindow.h"
#include "insights/explainpanel.h"
#include "ranks/ranksview.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "timeline/tracktreemodel.h"
#include "tracegenerator.h"

#include <QtTest>

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTabWidget>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTreeView>
#include <QUrl>

using namespace stepline;

class TestNewcomerShots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void shots_data();
    void shots();
    void stragglerLinkLandsOnItsGpu();

private:
    QTemporaryDir m_dir;
    QString m_generated;
};

void TestNewcomerShots::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(
        QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SteplineShots"));
    QApplication::setStyle(QStringLiteral("Fusion"));
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 8;
    o.steps = 4;
    o.layers = 4;
    o.stragglerRank = 11;
    o.stragglerPercent = 40;
    TraceGenerator::synchronize(&o, 2);
    m_generated = m_dir.filePath(QStringLiteral("gen16"));
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(m_generated, o);
    QVERIFY2(job.ok, qPrintable(job.error));
}

void TestNewcomerShots::shots_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("ranks");
    const QString demo = JobListController::demoFolder();
    if (!demo.isEmpty())
        QTest::newRow("demo") << demo + QStringLiteral("/resnet-2node") << 4;
    QTest::newRow("dlrm8") << QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto") << 8;
    QTest::newRow("gen16") << QString() << 16;
}

void TestNewcomerShots::shots()
{
    QFETCH(QString, path);
    QFETCH(int, ranks);
    if (path.isEmpty())
        path = m_generated;
    if (!QFileInfo(path).isDir())
        QSKIP(qPrintable(path + QStringLiteral(" is missing")));
    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-shots");
    QDir().mkpath(dir);
    MainWindow window { LoadController::LoadFunction() };
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy done(window.loadController(), &LoadController::profileChanged);
    window.openPath(path);
    QVERIFY(done.wait(120000));
    QVERIFY(window.loadController()->profile());
    QCOMPARE(int(window.loadController()->profile()->ranks().size()), ranks);
    auto *ranksView = window.findChild<RanksView *>();
    ranksView->waitForResults();
    QTest::qWait(1500);
    for (const bool dark : { false, true }) {
        applyTheme(dark ? settings::Theme::Dark : settings::Theme::Light);
        for (const QSize size : { QSize(1024, 700), QSize(1600, 1000) }) {
            window.resize(size);
            QTest::qWait(200);
            QCOMPARE(window.size(), size);
            for (int i = 0; i < window.tabs()->count(); ++i) {
                window.tabs()->setCurrentIndex(i);
                QTest::qWait(250);
                const QString name = QStringLiteral("%1/%2-%3-%4x%5-%6.png")
                                         .arg(dir, QString::fromLatin1(QTest::currentDataTag()),
                                             dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(window.tabs()->tabText(i).toLower());
                QVERIFY(window.grab().save(name));
            }
        }
    }
}

// Items 1 and 2 on the generated job, as a newcomer clicks: the first link after the load, the
// straggler finding's worst place, lands on that rank's GPU row at that time. Shot kept.
void TestNewcomerShots::stragglerLinkLandsOnItsGpu()
{
    MainWindow window { LoadController::LoadFunction() };
    applyTheme(settings::Theme::Light);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy done(window.loadController(), &LoadController::profileChanged);
    window.openPath(m_generated);
    QVERIFY(done.wait(120000));
    auto *panel = window.findChild<ExplainPanel *>();
    QTRY_VERIFY_WITH_TIMEOUT(!panel->explanation().findings.empty(), 30000);
    int finding = -1;
    const std::vector<ExplainFinding> &findings = panel->explanation().findings;
    for (size_t f = 0; f < findings.size(); ++f)
        if (findings[f].cause == "straggler" && !findings[f].where.empty())
            finding = int(f);
    QVERIFY(finding >= 0);
    const ExplainPlace place = findings[size_t(finding)].where[0];
    QCOMPARE(place.rank, 11);
    QVERIFY(panel->openLink(QUrl(QStringLiteral("place:%1:0").arg(finding))));
    QTRY_COMPARE(window.tabs()->currentIndex(), int(MainWindow::TimelineTab));
    auto *timeline = window.findChild<TimelineWidget *>();
    const int node = timeline->trackModel()->nodeOfPlace(place.rank, place.device);
    QVERIFY(node >= 0);
    int y = -1;
    for (const RowLayout &row : timeline->trackModel()->layout())
        if (row.node == node)
            y = row.y;
    QVERIFY(y > 0);
    QTRY_COMPARE(timeline->view()->verticalScrollBar()->value(), y);
    const TimeAxis &axis = timeline->view()->axis();
    const int width = timeline->view()->viewport()->width();
    QVERIFY(axis.toNs(0) <= place.startNs && axis.endNs(width) >= place.endNs);
    QVERIFY(axis.endNs(width) - axis.toNs(0) < 4 * (place.endNs - place.startNs) + 1000000);
    QTest::qWait(300);
    QVERIFY(
        window.grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-shots/gen16-straggler-link.png")));
    // The labels went with the rows: the GPU's label heads the track tree too.
    QCOMPARE(timeline->view()->verticalScrollBar()->value(), y);
    QCOMPARE(timeline->trackTree()->verticalScrollBar()->value(), y);
    QCOMPARE(timeline->trackTree()->indexAt(QPoint(4, 4)), timeline->trackModel()->indexOfNode(node));
}

QTEST_MAIN(TestNewcomerShots)
#include "tst_newcomershots.moc"
