// Screenshots of the What-if panel and of the critical path it draws on the timeline, as a user
// opens them: the demo job and a generated 8-rank job whose ranks stall on their data loaders, at
// 1024x700 and 1600x1000, light and dark, into <build>/whatif-shots/. On the 8-rank job the data
// loader must be the largest saving, and the timeline must draw both paths after the step link.
#include "appearance.h"
#include "joblistcontroller.h"
#include "loadcontroller.h"
#include "mainwindow.h"
#include "insights/insightsview.h"
#include "insights/whatifpanel.h"
#include "insights/whatifscenariomodel.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "tracegenerator.h"

#include <QtTest>

#include <QApplication>
#include <QDir>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QUrl>

using namespace stepline;

class TestWhatIfShots : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void shots_data();
    void shots();

private:
    QTemporaryDir m_dir;
    QString m_generated;
};

void TestWhatIfShots::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(
        QSettings::IniFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SteplineWhatIfShots"));
    QApplication::setStyle(QStringLiteral("Fusion"));
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 4;
    o.steps = 8;
    o.layers = 6;
    o.perRankOutlierStep = true;
    TraceGenerator::synchronize(&o, 2);
    m_generated = m_dir.filePath(QStringLiteral("gen8"));
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(m_generated, o);
    QVERIFY2(job.ok, qPrintable(job.error));
}

void TestWhatIfShots::shots_data()
{
    QTest::addColumn<QString>("path");
    const QString demo = JobListController::demoFolder();
    if (!demo.isEmpty())
        QTest::newRow("demo") << demo + QStringLiteral("/resnet-2node");
    QTest::newRow("gen8") << QString();
}

void TestWhatIfShots::shots()
{
    QFETCH(QString, path);
    const bool generated = path.isEmpty();
    if (generated)
        path = m_generated;
    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/whatif-shots");
    QDir().mkpath(dir);
    MainWindow window { LoadController::LoadFunction() };
    applyTheme(settings::Theme::Light);
    window.resize(1024, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy done(window.loadController(), &LoadController::profileChanged);
    window.openPath(path);
    QVERIFY(done.wait(120000));
    auto *insights = window.findChild<InsightsView *>();
    QTRY_VERIFY_WITH_TIMEOUT(!insights->isComputingWhatIf(), 120000);
    WhatIfPanel *panel = insights->whatIfPanel();
    QVERIFY(panel->report());
    QVERIFY2(panel->report()->refusal.empty(), panel->report()->refusal.c_str());
    QVERIFY(panel->model()->rowCount() > 1);
    if (generated) {
        QCOMPARE(panel->model()->index(1, 0).data(WhatIfScenarioModel::ScenarioRole).toInt(),
            int(WhatIfScenario::DataLoaderZero));
    }
    QVERIFY(panel->selectRow(1)); // the largest saving
    QVERIFY(panel->selectedPaths());
    auto shot = [&](const QString &what, bool dark, QSize size) {
        const QString name = QStringLiteral("%1/%2-%3-%4x%5-%6.png")
                                 .arg(dir, QString::fromLatin1(QTest::currentDataTag()),
                                     dark ? QStringLiteral("dark") : QStringLiteral("light"))
                                 .arg(size.width())
                                 .arg(size.height())
                                 .arg(what);
        QVERIFY(window.grab().save(name));
    };
    for (const bool dark : { false, true }) {
        applyTheme(dark ? settings::Theme::Dark : settings::Theme::Light);
        for (const QSize size : { QSize(1024, 700), QSize(1600, 1000) }) {
            window.resize(size);
            window.tabs()->setCurrentIndex(MainWindow::InsightsTab);
            QTest::qWait(250);
            QCOMPARE(window.size(), size);
            shot(QStringLiteral("insights"), dark, size);
            // The step link: the timeline at the worst step, both paths drawn.
            QVERIFY(panel->openLink(QUrl(QStringLiteral("whatif:step:m"))));
            QTRY_COMPARE(window.tabs()->currentIndex(), int(MainWindow::TimelineTab));
            QTest::qWait(300);
            shot(QStringLiteral("timeline"), dark, size);
            const TimelineView *view = window.findChild<TimelineWidget *>()->view();
            size_t boxes[2] = { 0, 0 };
            for (const CriticalPathOverlay::Box &box : view->criticalPaths().boxes())
                ++boxes[size_t(box.run)];
            QVERIFY(boxes[0] > 0);
            QVERIFY(boxes[1] > 0);
        }
    }
    // A piece of the path: the timeline zoomed to it.
    QVERIFY(panel->openLink(QUrl(QStringLiteral("whatif:seg:m:0"))));
    QTest::qWait(300);
    shot(QStringLiteral("timeline-piece"), true, window.size());
}

QTEST_MAIN(TestWhatIfShots)
#include "tst_whatifshots.moc"
