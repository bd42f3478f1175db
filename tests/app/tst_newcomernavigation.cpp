// The paths a new user takes between the tabs (issue 29, items 1-3): a link from the dashboard
// or an explain finding lands on the named time, rank and GPU on the first click; the timeline
// opens with the GPU rows first, CPU processes folded on a big job and Kineto's bookkeeping rows
// hidden.
#include "common/navigation.h"
#include "common/timeformat.h"
#include "appsettings.h"
#include "joblistcontroller.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobpickerwidget.h"
#include "loadbanner.h"
#include "loadcontroller.h"
#include "traceloader.h"
#include "mainwindow.h"
#include "manyranksjob.h"
#include "timeline/selectiondetails.h"
#include "timeline/timelineview.h"
#include "timeline/timelinewidget.h"
#include "timeline/tracktreemodel.h"

#include <QCheckBox>
#include <QLineEdit>
#include <QtTest>

#include <QAction>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTableWidget>
#include <QTextDocument>
#include <QTimer>
#include <QToolTip>
#include <QTreeView>
#include <QApplication>
#include <QDialog>
#include <QtConcurrent>

using namespace stepline;

namespace {

constexpr int64_t kMs = 1000000;

LoadController::LoadFunction jobOf(int ranks)
{
    return [ranks](const QString &) {
        return QtConcurrent::run([ranks] {
            LoadOutcome outcome;
            outcome.profile = testing::manyRanksJob(ranks, ranks - 1);
            return outcome;
        });
    };
}

QStringList visibleLabels(const TrackTreeModel &model)
{
    QStringList out;
    for (const RowLayout &row : model.layout())
        out << model.node(row.node).label;
    return out;
}

} // namespace

class TestNewcomerNavigation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void firstJumpLands();
    void linkShowsTheRankGpuAndDropsStaleState();
    void gpuRowsFirstProcessesFoldedPseudoHidden();
    void foldAndUnfoldAll();
    void shortcutPanelListsTimelineKeys();
    void tooltipGoesWithItsTab();
    void durationSaidOnce();
    void firstStartListsTheDemos();
    void windowShrinksTo1024();
    void notesBannerIsShortAndCanGo();

private:
    bool load(MainWindow &window);
    QTemporaryDir m_settingsDir;
};

void TestNewcomerNavigation::initTestCase()
{
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("SteplineNewcomer"));
    QSettings().clear();
}

bool TestNewcomerNavigation::load(MainWindow &window)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    const QString path = m_settingsDir.filePath(QStringLiteral("rank0.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write("{}\n") != 3)
        return false;
    file.close();
    QSignalSpy done(window.loadController(), &LoadController::profileChanged);
    window.openPath(path);
    return done.wait(20000) && window.loadController()->profile();
}

// Issue 29 item 1: the timeline tab has never been laid out when the first link arrives; that
// jump used to be replaced by "fit the whole job" when the tab was first shown.
void TestNewcomerNavigation::firstJumpLands()
{
    MainWindow window(jobOf(8));
    QVERIFY(load(window));
    QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::DashboardTab));
    auto *timeline = window.findChild<TimelineWidget *>();
    QVERIFY(timeline);
    // The whole job is shown: the Step box names no step yet.
    auto *stepBox = timeline->findChild<QSpinBox *>();
    QVERIFY(stepBox);
    QCOMPARE(stepBox->value(), stepBox->minimum());
    QCOMPARE(stepBox->text(), stepBox->specialValueText());
    QVERIFY(!stepBox->specialValueText().isEmpty());
    // Step 2 of rank 3: [20 ms, 30 ms] since the job start.
    window.navigation()->zoomToRange(20 * kMs, 30 * kMs, 3);
    window.navigation()->showView(QStringLiteral("timeline"));
    QTRY_COMPARE(window.tabs()->currentIndex(), int(MainWindow::TimelineTab));
    QTest::qWait(50);
    const TimeAxis &axis = timeline->view()->axis();
    const int width = timeline->view()->viewport()->width();
    QVERIFY(width > 100);
    QVERIFY2(axis.toNs(0) >= 19 * kMs && axis.toNs(0) < 20 * kMs, qPrintable(QString::number(axis.toNs(0))));
    QVERIFY2(axis.endNs(width) > 30 * kMs && axis.endNs(width) <= 31 * kMs,
        qPrintable(QString::number(axis.endNs(width))));
    QCOMPARE(timeline->findChild<QSpinBox *>()->value(), 2);
}

// Item 2: an explain link names rank 5, GPU 5: its GPU row is at the top, open down to the
// streams; the earlier search and selection are gone.
void TestNewcomerNavigation::linkShowsTheRankGpuAndDropsStaleState()
{
    MainWindow window(jobOf(8));
    QVERIFY(load(window));
    auto *timeline = window.findChild<TimelineWidget *>();
    window.tabs()->setCurrentIndex(MainWindow::TimelineTab);
    QTest::qWait(50);
    timeline->setSearch(QStringLiteral("sgemm"), false);
    QVERIFY(timeline->search().isActive());
    const EventId someEvent(3);
    window.navigation()->selectEvent(someEvent);
    QCOMPARE(timeline->view()->selectedEvent(), someEvent);

    window.navigation()->zoomToRange(21 * kMs, 27 * kMs, 5, 5);
    window.navigation()->showView(QStringLiteral("timeline"));
    QVERIFY(!timeline->search().isActive());
    QVERIFY(!timeline->view()->selectedEvent().isValid());
    TrackTreeModel *model = timeline->trackModel();
    const int node = model->nodeOfPlace(5, 5);
    QVERIFY(node >= 0);
    QCOMPARE(model->node(node).kind, RowKind::Gpu);
    QCOMPARE(model->node(node).label, QStringLiteral("GPU 5 · rank 5"));
    QVERIFY(model->node(node).expanded);
    int y = -1;
    for (const RowLayout &row : model->layout())
        if (row.node == node)
            y = row.y;
    QVERIFY(y > 0);
    QTRY_COMPARE(timeline->view()->verticalScrollBar()->value(), y);
    QCOMPARE(timeline->trackTree()->verticalScrollBar()->value(), y);
    // The streams of that GPU are on screen below it.
    const QModelIndex gpuIndex = model->indexOfNode(node);
    QVERIFY(timeline->trackTree()->isExpanded(gpuIndex));
}

// Item 3: GPUs first, CPU processes of an 8-rank job folded, no "Spans" or "(no pid)" rows until
// asked for.
void TestNewcomerNavigation::gpuRowsFirstProcessesFoldedPseudoHidden()
{
    MainWindow window(jobOf(8));
    QVERIFY(load(window));
    TrackTreeModel *model = window.findChild<TimelineWidget *>()->trackModel();
    const TrackRow &job = model->node(0);
    QVERIFY(job.children.size() >= 2);
    QCOMPARE(model->node(job.children.front()).kind, RowKind::GpuGroup);
    int processes = 0;
    for (const TrackRow &row : model->nodes()) {
        if (row.kind == RowKind::Process) {
            ++processes;
            QVERIFY2(!row.expanded, qPrintable(row.label));
        }
    }
    QCOMPARE(processes, 8);
    // The first screen (800 px) shows the GPU rows of several ranks.
    int gpusOnScreen = 0;
    for (const RowLayout &row : model->layout())
        if (row.y < 700 && model->node(row.node).kind == RowKind::Gpu)
            ++gpusOnScreen;
    QVERIFY2(gpusOnScreen >= 2, qPrintable(QString::number(gpusOnScreen)));
    auto hasPseudo = [model] {
        for (const TrackRow &row : model->nodes())
            if (row.label.contains(QStringLiteral("Spans")) || row.label.contains(QStringLiteral("(no pid)")))
                return true;
        return false;
    };
    QVERIFY(!hasPseudo());
    QAction *pseudo = nullptr;
    for (QAction *a : window.findChild<TimelineWidget *>()->rowActions())
        if (a->objectName() == QLatin1String("showPseudoRows"))
            pseudo = a;
    QVERIFY(pseudo);
    pseudo->setChecked(true);
    QVERIFY(hasPseudo());
    // A small job keeps its processes open.
    MainWindow small(jobOf(2));
    QVERIFY(load(small));
    for (const TrackRow &row : small.findChild<TimelineWidget *>()->trackModel()->nodes())
        if (row.kind == RowKind::Process)
            QVERIFY(row.expanded);
}

void TestNewcomerNavigation::foldAndUnfoldAll()
{
    MainWindow window(jobOf(4));
    QVERIFY(load(window));
    auto *timeline = window.findChild<TimelineWidget *>();
    QCOMPARE(timeline->trackTree()->contextMenuPolicy(), Qt::CustomContextMenu);
    TrackTreeModel *model = timeline->trackModel();
    auto action = [timeline](const char *name) {
        for (QAction *a : timeline->rowActions())
            if (a->objectName() == QLatin1String(name))
                return a;
        return static_cast<QAction *>(nullptr);
    };
    QVERIFY(action("foldAllRows") && action("unfoldAllRows") && action("foldCpuProcesses"));
    action("foldAllRows")->trigger();
    // Only the job and its two groups (GPUs, one host node) remain.
    QCOMPARE(visibleLabels(*model).size(), 3);
    for (size_t i = 1; i < model->nodes().size(); ++i)
        if (!model->nodes()[i].children.empty())
            QVERIFY(!timeline->trackTree()->isExpanded(model->indexOfNode(int(i))));
    action("unfoldAllRows")->trigger();
    for (size_t i = 0; i < model->nodes().size(); ++i)
        if (!model->nodes()[i].children.empty()) {
            QVERIFY(model->nodes()[i].expanded);
            QVERIFY(timeline->trackTree()->isExpanded(model->indexOfNode(int(i))));
        }
    action("foldCpuProcesses")->trigger();
    for (const TrackRow &row : model->nodes()) {
        if (row.kind == RowKind::Process)
            QVERIFY(!row.expanded);
        else if (row.kind == RowKind::Gpu)
            QVERIFY(row.expanded);
    }
}

// Item 8: "?" lists the timeline's keys and gestures, not only the menu actions.
void TestNewcomerNavigation::shortcutPanelListsTimelineKeys()
{
    MainWindow window(jobOf(1));
    QAction *help = nullptr;
    for (QAction *a : window.shortcutActions())
        if (a->shortcut().toString() == QLatin1String("?"))
            help = a;
    QVERIFY(help);
    QStringList rows;
    QTimer::singleShot(0, this, [&rows] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog)
            return;
        if (auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("shortcutTable")))
            for (int r = 0; r < table->rowCount(); ++r)
                rows << table->item(r, 0)->text() + QStringLiteral(" = ") + table->item(r, 1)->text();
        static_cast<QDialog *>(dialog)->reject();
    });
    help->trigger();
    const QString all = rows.join(QLatin1Char('\n'));
    for (const char *row : { "Timeline: zoom in = W, +", "Timeline: zoom out = S, -",
             "Timeline: pan left / right = A, Left / D, Right", "Timeline: show the whole job = Home",
             "Timeline: zoom to the selection (or the measured range) = F",
             "Timeline: measure a range = Shift+drag", "Timeline: search names = Ctrl+F" })
        QVERIFY2(rows.contains(QLatin1String(row)),
            qPrintable(QLatin1String(row) + QStringLiteral(" in\n") + all));
}

// Item 14: a chart's tooltip does not stay over the timeline after the tab changes.
void TestNewcomerNavigation::tooltipGoesWithItsTab()
{
    MainWindow window(jobOf(2));
    QVERIFY(load(window));
    QWidget *dashboard = window.tabs()->currentWidget();
    QToolTip::showText(
        dashboard->mapToGlobal(QPoint(200, 200)), QStringLiteral("aten::mm: 4.000 ms"), dashboard);
    QTRY_VERIFY(QToolTip::isVisible());
    window.tabs()->setCurrentIndex(MainWindow::TimelineTab);
    QTRY_VERIFY(!QToolTip::isVisible());
}

// Item 16: "10.000 ms (10,000.000 µs)" said the same duration twice; the exact form stays where
// the short one rounds.
void TestNewcomerNavigation::durationSaidOnce()
{
    const ProfilePtr profile = testing::manyRanksJob(1);
    EventId step, op;
    const SliceTable &s = profile->slices();
    for (uint32_t i = 0; i < s.size(); ++i) {
        const std::string_view name = profile->str(s.name[i]);
        if (name == "ProfilerStep#1")
            step = EventId(i);
        if (name == "aten::op1" && !op.isValid())
            op = EventId(i);
    }
    QVERIFY(step.isValid() && op.isValid());
    QTextDocument doc;
    doc.setHtml(selectionHtml(*profile, step, false));
    QVERIFY2(doc.toPlainText().contains(QStringLiteral("10.000 ms")), qPrintable(doc.toPlainText()));
    QVERIFY2(!doc.toPlainText().contains(QStringLiteral("µs)")), qPrintable(doc.toPlainText()));
    // aten::op1 lasts 8,998,000 ns: "8.998 ms" is exact too; a 1 ns-precise one keeps its µs.
    doc.setHtml(selectionHtml(*profile, op, false));
    QVERIFY2(!doc.toPlainText().contains(QStringLiteral("µs)")), qPrintable(doc.toPlainText()));
    QVERIFY(!formatDurationIsExact(1234567)); // 1.235 ms rounds: the exact µs follow
    QVERIFY(formatDurationIsExact(1234000) && formatDurationIsExact(999));
}

// Item 9: a first start (no profiles folder chosen) lists the bundled demo jobs.
void TestNewcomerNavigation::firstStartListsTheDemos()
{
    const QString demo = JobListController::demoFolder();
    if (demo.isEmpty())
        QSKIP("no bundled demo folder (resources/demo) next to this build");
    QSettings().clear();
    MainWindow window(jobOf(1));
    QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::JobsTab));
    QTRY_VERIFY_WITH_TIMEOUT(window.jobPicker()->model()->rowCount() >= 3, 20000);
    QCOMPARE(window.jobPicker()->model()->rowOfPath(demo + QStringLiteral("/resnet-2node")) >= 0, true);
    QVERIFY(settings::profilesFolder().isEmpty()); // not remembered as the user's choice
}

// Item 12: the timeline toolbar held the window at 1137 px or more.
void TestNewcomerNavigation::windowShrinksTo1024()
{
    MainWindow window(jobOf(2));
    QVERIFY(load(window));
    window.tabs()->setCurrentIndex(MainWindow::TimelineTab);
    QVERIFY2(window.minimumSizeHint().width() <= 1024,
        qPrintable(QString::number(window.minimumSizeHint().width())));
    window.resize(1024, 700);
    QTRY_COMPARE(window.width(), 1024);
    auto *timeline = window.findChild<TimelineWidget *>();
    QVERIFY(timeline->width() <= 1024);
    // Every toolbar control is on screen, none behind a scroll bar: the toolbar wraps.
    const auto controls = [timeline] {
        QList<QWidget *> list;
        for (QCheckBox *box : timeline->findChildren<QCheckBox *>())
            list << box;
        list << timeline->findChild<QLineEdit *>();
        return list;
    };
    QApplication::processEvents();
    QVERIFY(controls().size() >= 5);
    for (QWidget *w : controls()) {
        const QRect r(w->mapTo(timeline, QPoint(0, 0)), w->size());
        QVERIFY2(w->isVisible() && timeline->rect().contains(r),
            qPrintable(w->objectName() + QLatin1Char(' ') + QString::number(r.right())));
    }
    // Wide enough, it is one row.
    window.resize(1900, 1000);
    QTRY_COMPARE(window.width(), 1900);
    QApplication::processEvents();
    const int y = controls().first()->mapTo(timeline, QPoint(0, 0)).y();
    for (QWidget *w : controls())
        QVERIFY(std::abs(w->mapTo(timeline, QPoint(0, w->height() / 2)).y()
                    - (y + controls().first()->height() / 2))
            <= 6);
}

// Item 15: producer notes took about 100 px on every tab with jargon; now one line, and gone for
// good once the user says so.
void TestNewcomerNavigation::notesBannerIsShortAndCanGo()
{
    const QString path
        = QStringLiteral(STEPLINE_SHARED_TRACES "/hta/amd_trace/mi250_minitoy_train_ROCm6_2_kineto.json.gz");
    if (!QFile::exists(path))
        QSKIP("../shared/traces is missing");
    const LoadOutcome out = loadProfile(path);
    QVERIFY(out.ok());
    LoadBanner banner;
    banner.resize(1024, 200);
    QVERIFY(banner.showWarnings(*out.profile));
    QCOMPARE(banner.mode(), LoadBanner::Mode::Info);
    const QString text = banner.text();
    QVERIFY2(!text.contains(QStringLiteral("byte offset")), qPrintable(text));
    QCOMPARE(text.count(QLatin1Char('\n')), 1); // title and one line
    QVERIFY2(banner.heightForWidth(1024) <= 64 || banner.sizeHint().height() <= 64,
        qPrintable(QString::number(banner.sizeHint().height())));
    QPushButton *hide = nullptr;
    for (QPushButton *b : banner.findChildren<QPushButton *>())
        if (b->text() == QLatin1String("Don't show notes again"))
            hide = b;
    QVERIFY(hide && hide->isVisibleTo(&banner));
    QSignalSpy gone(&banner, &LoadBanner::notesHiddenForGood);
    hide->click();
    QCOMPARE(gone.count(), 1);
    QCOMPARE(banner.mode(), LoadBanner::Mode::Hidden);
    QVERIFY(!banner.showWarnings(*out.profile));
    // The main window remembers the choice.
    QSettings().clear();
    MainWindow window(jobOf(1));
    QVERIFY(!window.banner()->notesHidden());
    settings::setProducerNotesHidden(true);
    MainWindow again(jobOf(1));
    QVERIFY(again.banner()->notesHidden());
    QSettings().clear();
}

QTEST_MAIN(TestNewcomerNavigation)
#include "tst_newcomernavigation.moc"
