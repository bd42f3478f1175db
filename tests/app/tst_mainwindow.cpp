#include "../insights/twonodeclocks.h"
#include "appsettings.h"
#include "dashboard/dashboardview.h"
#include "fakeloader.h"
#include "explain.h"
#include "insights/explainpanel.h"
#include "insights/insightsview.h"
#include "joblistcontroller.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobpickerwidget.h"
#include "loadbanner.h"
#include "mainwindow.h"
#include "ranks/ranksview.h"
#include "shortcutpanel.h"
#include "common/navigation.h"
#include "common/timeformat.h"
#include "timeline/timelinewidget.h"
#include "timeline/tracktreemodel.h"
#include "whatifgraph.h"
#include "insights/whatifpanel.h"

#include <QtTest>

#include <QCryptographicHash>

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QMimeData>
#include <QSettings>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeView>

using namespace stepline;

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void hasItsTabs();
    void missingFileShowsErrorPanel();
    void failedLoadShowsErrorPanel();
    void loadShowsProfileAndMemory();
    void loadingAnotherJobAsksFirst();
    void partialLoadShowsBanner();
    void trashUnloads();
    void dropOpensTheFile();
    void shortcutPanelListsActions();
    void geometryIsRemembered();
    void perJobViewStateIsRemembered();
    void jobListFollowsTheFolder();
    void screenshotsOfEveryTab();
    void explainFollowsAlignNodeClocks();
    void oneReplayPerLoad();
    void timeUnitsFollowTheSetting();

private:
    QString file(const QString &name, const QByteArray &command);
    bool loadAndWait(MainWindow &window, const QString &path);
    QTemporaryDir m_dir;
    QTemporaryDir m_settingsDir;
};

void TestMainWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Keep the user's real settings out of the test.
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SteplineTest"));
    QApplication::setStyle(QStringLiteral("Fusion"));
}

void TestMainWindow::init()
{
    QSettings().clear();
}

QString TestMainWindow::file(const QString &name, const QByteArray &command)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (f.open(QIODevice::WriteOnly))
        f.write(command + '\n');
    return path;
}

bool TestMainWindow::loadAndWait(MainWindow &window, const QString &path)
{
    QSignalSpy done(window.loadController(), &LoadController::profileChanged);
    window.openPath(path);
    return done.wait(20000);
}

void TestMainWindow::hasItsTabs()
{
    MainWindow window(testing::fakeLoad);
    QTabWidget *tabs = window.tabs();
    QCOMPARE(tabs->count(), 7);
    QStringList titles;
    for (int i = 0; i < tabs->count(); ++i)
        titles.append(tabs->tabText(i));
    QCOMPARE(titles,
        (QStringList { QStringLiteral("Jobs"), QStringLiteral("Dashboard"), QStringLiteral("Timeline"),
            QStringLiteral("Insights"), QStringLiteral("Information"), QStringLiteral("Ranks"),
            QStringLiteral("Compare") }));
    QCOMPARE(tabs->currentIndex(), int(MainWindow::JobsTab));
    QCOMPARE(window.memoryLabel()->text(), QStringLiteral("No profile loaded"));
}

void TestMainWindow::missingFileShowsErrorPanel()
{
    MainWindow window(testing::fakeLoad);
    window.openPath(m_dir.filePath(QStringLiteral("nope.json")));
    QCOMPARE(window.banner()->mode(), LoadBanner::Mode::Error);
    QVERIFY(window.banner()->text().contains(QStringLiteral("nope.json")));
    QVERIFY(window.banner()->text().contains(QStringLiteral("does not exist")));
    QVERIFY(!window.loadController()->isLoading());
}

void TestMainWindow::failedLoadShowsErrorPanel()
{
    MainWindow window(testing::fakeLoad);
    QSignalSpy failed(window.loadController(), &LoadController::loadFailed);
    const QString path = file(QStringLiteral("broken.json"), "fail");
    window.openPath(path);
    QVERIFY(failed.wait(10000));
    QCOMPARE(window.banner()->mode(), LoadBanner::Mode::Error);
    const QString text = window.banner()->text();
    for (const QString &part : { path, QStringLiteral("1:18"), QStringLiteral("byte 17"),
             QStringLiteral("expected a value"), QStringLiteral("Is the file complete?") })
        QVERIFY2(text.contains(part), qPrintable(text));
}

void TestMainWindow::loadShowsProfileAndMemory()
{
    MainWindow window(testing::fakeLoad);
    const QString path = file(QStringLiteral("ok.json"), "ok 500");
    QVERIFY(loadAndWait(window, path));
    QVERIFY(window.loadController()->profile());
    QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::DashboardTab));
    QVERIFY(window.memoryLabel()->text().startsWith(QStringLiteral("Profile memory: ")));
    QCOMPARE(window.banner()->mode(), LoadBanner::Mode::Hidden);
    QVERIFY(window.jobPicker()->findChild<QToolButton *>(QStringLiteral("unloadButton"))->isEnabled());
    QCOMPARE(settings::recentFiles().value(0), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::loadingAnotherJobAsksFirst()
{
    MainWindow window(testing::fakeLoad);
    QStringList questions;
    bool answer = false;
    window.setConfirmHandler([&](const QString &title, const QString &) {
        questions.append(title);
        return answer;
    });
    const QString first = file(QStringLiteral("first.json"), "ok 10");
    const QString second = file(QStringLiteral("second.json"), "ok 20");
    QVERIFY(loadAndWait(window, first));
    QVERIFY(questions.isEmpty()); // nothing to replace yet
    window.openPath(second);
    QCOMPARE(questions.size(), 1);
    QVERIFY(!window.loadController()->isLoading());
    QCOMPARE(window.loadController()->profilePath(), QFileInfo(first).absoluteFilePath());
    answer = true;
    QVERIFY(loadAndWait(window, second));
    if (!window.loadController()->profile()) // first signal is the unload, then the new profile
        QTRY_VERIFY_WITH_TIMEOUT(window.loadController()->profile() != nullptr, 10000);
    QCOMPARE(window.loadController()->profilePath(), QFileInfo(second).absoluteFilePath());
    QCOMPARE(window.loadController()->profile()->slices().size(), size_t(20));
}

void TestMainWindow::partialLoadShowsBanner()
{
    MainWindow window(testing::fakeLoad);
    QVERIFY(loadAndWait(window, file(QStringLiteral("partial.json"), "partial 50")));
    QCOMPARE(window.banner()->mode(), LoadBanner::Mode::Warning);
    const QString text = window.banner()->text();
    QVERIFY2(text.contains(QStringLiteral("rank0.json ends early at byte 4000")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("end events without a begin: 3")), qPrintable(text));
}

void TestMainWindow::trashUnloads()
{
    MainWindow window(testing::fakeLoad);
    QVERIFY(loadAndWait(window, file(QStringLiteral("trash.json"), "ok 10")));
    auto *trash = window.jobPicker()->findChild<QToolButton *>(QStringLiteral("unloadButton"));
    trash->click();
    QVERIFY(!window.loadController()->profile());
    QCOMPARE(window.memoryLabel()->text(), QStringLiteral("No profile loaded"));
    QVERIFY(!trash->isEnabled());
}

void TestMainWindow::dropOpensTheFile()
{
    MainWindow window(testing::fakeLoad);
    const QString path = file(QStringLiteral("dropped.json"), "ok 5");
    QMimeData mime;
    mime.setUrls({ QUrl::fromLocalFile(path) });
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QSignalSpy done(window.loadController(), &LoadController::loadFinished);
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    QVERIFY(done.wait(10000));
    QCOMPARE(window.loadController()->profilePath(), QFileInfo(path).absoluteFilePath());
}

void TestMainWindow::shortcutPanelListsActions()
{
    MainWindow window(testing::fakeLoad);
    QStringList shortcuts;
    for (const QAction *action : window.shortcutActions())
        shortcuts.append(action->shortcut().toString());
    for (const char *key : { "?", "Ctrl+O", "Ctrl+Shift+O", "Ctrl+W", "Ctrl+1", "Ctrl+5", "Ctrl+,", "Esc" })
        QVERIFY2(shortcuts.contains(QLatin1String(key)), key);
    ShortcutPanel panel(window.shortcutActions());
    QVERIFY(panel.rowCount() >= 10);
}

void TestMainWindow::geometryIsRemembered()
{
    {
        MainWindow window(testing::fakeLoad);
        window.resize(1200, 760);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.close();
    }
    QVERIFY(!settings::windowGeometry().isEmpty());
    MainWindow again(testing::fakeLoad);
    QCOMPARE(again.size(), QSize(1200, 760));
}

void TestMainWindow::perJobViewStateIsRemembered()
{
    // The settings keep one entry per job path and forget an empty value.
    const QString other = m_dir.filePath(QStringLiteral("other-job"));
    settings::setAnnotationHistograms(other, { QStringLiteral("a"), QStringLiteral("b") });
    QCOMPARE(
        settings::annotationHistograms(other), QStringList({ QStringLiteral("a"), QStringLiteral("b") }));
    QVERIFY(settings::annotationHistograms(m_dir.filePath(QStringLiteral("third-job"))).isEmpty());
    settings::setAnnotationHistograms(other, {});
    QVERIFY(QSettings().allKeys().isEmpty());
    settings::setRuleParameters(QString(), { { QStringLiteral("R.p"), QStringLiteral("1") } });
    QVERIFY(QSettings().allKeys().isEmpty()); // a profile without a path keeps nothing

    // Values kept under the views' earlier keys are found and moved into the job's group.
    {
        const QString hash
            = QString::fromLatin1(QCryptographicHash::hash(other.toUtf8(), QCryptographicHash::Sha1).toHex());
        QSettings legacy;
        legacy.setValue(
            QStringLiteral("dashboard/annotations/") + hash, QStringList { QStringLiteral("fwd") });
        legacy.setValue(
            QStringLiteral("insights/parameters/") + hash + QStringLiteral("/R.p"), QStringLiteral("2"));
        legacy.setValue(QStringLiteral("timeline/expansion/") + hash.left(16),
            QVariantMap { { QStringLiteral("g0:0"), false } });
    }
    QCOMPARE(settings::annotationHistograms(other), QStringList({ QStringLiteral("fwd") }));
    QCOMPARE(settings::ruleParameters(other).value(QStringLiteral("R.p")), QStringLiteral("2"));
    QCOMPARE(settings::timelineExpansion(other).value(QStringLiteral("g0:0"), true), false);
    for (const QString &key : QSettings().allKeys())
        QVERIFY2(key.startsWith(QLatin1String("job/")), qPrintable(key));
    QCOMPARE(settings::annotationHistograms(other), QStringList({ QStringLiteral("fwd") }));
    settings::setAnnotationHistograms(other, {});
    settings::setRuleParameters(other, {});
    settings::setTimelineExpansion(other, {});
    QVERIFY(QSettings().allKeys().isEmpty());

    // The views hand their state to the window, which keeps it under the loaded job's path and gives
    // it back when the job is opened again.
    const QString trace = QStringLiteral(STEPLINE_TEST_DATA "/loaders/kineto_small.json");
    QString job;
    QHash<QString, bool> expansion;
    {
        MainWindow window;
        QVERIFY(loadAndWait(window, trace));
        job = QString::fromStdString(window.loadController()->profile()->job().path);
        QVERIFY(!job.isEmpty());
        window.findChild<DashboardView *>()->addAnnotationHistogram(QStringLiteral("forward"));
        QVERIFY(window.findChild<InsightsView *>()->setParameter(
            QStringLiteral("LowGPUUtilization"), QStringLiteral("patience"), QStringLiteral("7")));
        TimelineWidget *timeline = window.findChild<TimelineWidget *>();
        QTreeView *tree = timeline->trackTree();
        const QModelIndex first = tree->model()->index(0, 0);
        QVERIFY(first.isValid());
        tree->isExpanded(first) ? tree->collapse(first) : tree->expand(first);
        expansion = timeline->trackModel()->expansionOverrides();
        QVERIFY(!expansion.isEmpty());
    }
    QCOMPARE(settings::annotationHistograms(job), QStringList({ QStringLiteral("forward") }));
    QCOMPARE(settings::ruleParameters(job).value(QStringLiteral("LowGPUUtilization.patience")),
        QStringLiteral("7"));
    QCOMPARE(settings::timelineExpansion(job), expansion);
    MainWindow again;
    QVERIFY(loadAndWait(again, trace));
    QCOMPARE(again.findChild<DashboardView *>()->annotationHistograms(),
        QStringList({ QStringLiteral("forward") }));
    QCOMPARE(again.findChild<TimelineWidget *>()->trackModel()->expansionOverrides(), expansion);
    InsightsView *insights = again.findChild<InsightsView *>();
    QSignalSpy done(insights, &InsightsView::resultsChanged);
    QVERIFY(!insights->results().empty() || done.wait(20000));
    bool found = false;
    for (const RuleResult &r : insights->results()) {
        for (const RuleParam &param : r.parameters) {
            if (r.name == "LowGPUUtilization" && param.name == "patience") {
                QCOMPARE(param.number, 7.0);
                found = true;
            }
        }
    }
    QVERIFY(found);
}

void TestMainWindow::jobListFollowsTheFolder()
{
    QTemporaryDir profiles;
    const auto write = [&](const QString &name, const QByteArray &text) {
        QDir().mkpath(QFileInfo(profiles.filePath(name)).absolutePath());
        QFile f(profiles.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    };
    write(QStringLiteral("job-a/rank0.json"), "{\"traceEvents\": []}");
    write(QStringLiteral("job-b/rank0.json"), "{\"traceEvents\": []}");
    MainWindow window(testing::fakeLoad);
    window.setProfilesFolder(profiles.path(), false);
    QTRY_COMPARE_WITH_TIMEOUT(window.jobPicker()->model()->rowCount(), 2, 10000);
    window.jobPicker()->selectPath(profiles.filePath(QStringLiteral("job-b")));
    // A new job appears: the list refreshes by itself and keeps the selection.
    write(QStringLiteral("job-c/rank0.json"), "{\"traceEvents\": []}");
    QTRY_COMPARE_WITH_TIMEOUT(window.jobPicker()->model()->rowCount(), 3, 10000);
    QCOMPARE(window.jobPicker()->selectedPath(), profiles.filePath(QStringLiteral("job-b")));
    QVERIFY(settings::profilesFolder().isEmpty()); // --jobs does not change the stored folder
}

void TestMainWindow::screenshotsOfEveryTab()
{
    // The real loader on the bundled demo job when it is there (what a first run shows), else a
    // hand-built profile.
    const QString demo = JobListController::demoFolder();
    const QString demoJob = demo + QStringLiteral("/resnet-2node");
    const bool real = !demo.isEmpty() && QFileInfo(demoJob).isDir();
    MainWindow window(
        real ? LoadController::LoadFunction() : LoadController::LoadFunction(testing::fakeLoad));
    window.resize(1280, 800);
    if (!demo.isEmpty())
        window.setProfilesFolder(demo, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (!demo.isEmpty())
        QTRY_VERIFY_WITH_TIMEOUT(window.jobPicker()->model()->rowCount() > 0, 20000);
    QSignalSpy failed(window.loadController(), &LoadController::loadFailed);
    QVERIFY(loadAndWait(
        window, real ? demoJob : file(QStringLiteral("shot/rank0.pt.trace.json"), "partial 4000")));
    QVERIFY2(failed.isEmpty(),
        failed.isEmpty() ? "" : failed.first().at(0).value<LoadError>().toUserMessage().c_str());
    QVERIFY(window.loadController()->profile());
    if (real)
        QVERIFY(window.loadController()->profile()->ranks().size() >= 2);
    QTest::qWait(1000); // the job scan and the dashboard's background work
    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    const QStringList names { QStringLiteral("jobs"), QStringLiteral("dashboard"), QStringLiteral("timeline"),
        QStringLiteral("insights"), QStringLiteral("information"), QStringLiteral("ranks"),
        QStringLiteral("compare") };
    QCOMPARE(window.tabs()->count(), names.size());
    for (int i = 0; i < names.size(); ++i) {
        window.tabs()->setCurrentIndex(i);
        QTest::qWait(300);
        QVERIFY(window.grab().save(dir + QStringLiteral("/tab_") + names[i] + QStringLiteral(".png")));
    }
}

namespace {

// A loader that hands out the job of twonodeclocks.h whatever the path.
QFuture<LoadOutcome> loadTwoNodeClockOffsetJob(const QString &)
{
    return QtConcurrent::run([] {
        LoadOutcome outcome;
        outcome.profile = testing::twoNodeClockOffsetJob();
        return outcome;
    });
}

} // namespace

// The Ranks tab's "Align node clocks" also decides the Explain panel's straggler findings
// (twonodeclocks.h: ranks 2, 3 as recorded; 1, 2, 3 aligned).
void TestMainWindow::explainFollowsAlignNodeClocks()
{
    MainWindow window(loadTwoNodeClockOffsetJob);
    QVERIFY(loadAndWait(window, file(QStringLiteral("clocks.json"), "any")));
    auto *insights = window.findChild<InsightsView *>();
    auto *ranks = window.findChild<RanksView *>();
    QVERIFY(insights && ranks);
    auto stragglerRanks = [insights] {
        QList<int> out;
        for (const ExplainFinding &f : insights->explainPanel()->explanation().findings)
            if (f.cause == "straggler")
                out.append(f.rank);
        return out;
    };
    QTRY_COMPARE_WITH_TIMEOUT(stragglerRanks(), (QList<int> { 2, 3 }), 10000);
    ranks->alignBox()->setChecked(true);
    QVERIFY(insights->alignClocks());
    QTRY_COMPARE_WITH_TIMEOUT(stragglerRanks(), (QList<int> { 1, 2, 3 }), 10000);
    ranks->alignBox()->setChecked(false);
    QTRY_COMPARE_WITH_TIMEOUT(stragglerRanks(), (QList<int> { 2, 3 }), 10000);
}

// A load replays the job once: the Explain panel's "would save" and the What-if panel share one
// what-if report, and a change of the clock alignment explains again without replaying.
void TestMainWindow::oneReplayPerLoad()
{
    MainWindow window(loadTwoNodeClockOffsetJob);
    const uint64_t before = whatIfGraphsBuilt();
    QVERIFY(loadAndWait(window, file(QStringLiteral("clocks.json"), "any")));
    auto *insights = window.findChild<InsightsView *>();
    auto *ranks = window.findChild<RanksView *>();
    QVERIFY(insights && ranks);
    QTRY_VERIFY_WITH_TIMEOUT(!insights->isComputing() && !insights->isComputingWhatIf(), 10000);
    QVERIFY(insights->whatIfReport());
    QCOMPARE(insights->whatIfPanel()->report(), insights->whatIfReport().get());
    QCOMPARE(insights->explainPanel()->explanation().meanStepNs, insights->whatIfReport()->measuredStepNs);
    QCOMPARE(whatIfGraphsBuilt() - before, uint64_t(1));
    ranks->alignBox()->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(!insights->isComputing(), 10000);
    ranks->alignBox()->setChecked(false);
    QTRY_VERIFY_WITH_TIMEOUT(!insights->isComputing(), 10000);
    QCOMPARE(whatIfGraphsBuilt() - before, uint64_t(1));
}

// The "Time units" setting reaches the open tabs at once, without a reload: the Information tab's
// duration and the timeline's selection details both switch units when it changes.
void TestMainWindow::timeUnitsFollowTheSetting()
{
    MainWindow window(testing::fakeLoad);
    QVERIFY(loadAndWait(window, file(QStringLiteral("units.json"), "ok 4")));
    auto *timeline = window.findChild<TimelineWidget *>();
    auto *information = window.findChild<QTextBrowser *>(QStringLiteral("informationBrowser"));
    auto *details = window.findChild<QTextBrowser *>(QStringLiteral("selectionDetails"));
    QVERIFY(timeline && information && details);
    window.tabs()->setCurrentIndex(MainWindow::TimelineTab);
    auto *navigation = window.findChild<Navigation *>();
    QVERIFY(navigation);
    navigation->selectEvent(EventId(0)); // aten::mm, 800 ns; the profile spans 3,900 ns
    QCOMPARE(window.loadController()->profile()->slices().dur[0], int64_t(800));
    const int64_t span
        = window.loadController()->profile()->endNs() - window.loadController()->profile()->startNs();
    QCOMPARE(span, int64_t(3900));
    for (const char *name : { "ms", "ns", "s", "us", "auto" }) {
        settings::setTimeUnit(QLatin1String(name));
        window.applyTimeUnit();
        const TimeUnit unit = timeUnitFromName(QLatin1String(name));
        QVERIFY2(information->toPlainText().contains(formatDuration(span, unit)), name);
        QVERIFY2(details->toPlainText().contains(formatDuration(800, unit)), name);
    }
    // Units differ enough that the texts cannot contain the other units' strings by chance.
    settings::setTimeUnit(QStringLiteral("ms"));
    window.applyTimeUnit();
    QVERIFY(!information->toPlainText().contains(formatDuration(span, TimeUnit::Ns)));
    QVERIFY(!details->toPlainText().contains(formatDuration(800, TimeUnit::Ns)));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
