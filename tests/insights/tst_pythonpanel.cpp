// The Python functions panel on Debugger Python profiling: profiler switch, node, mode, job
// phase, training-phase combination, steps with phases, the timeline's time range, the Dumps
// table (and restricting to selected rows), cProfile's callers and callees, pyinstrument's icicle.
// Numbers: make_cprofile_fixtures.py's costs and the hand-written pyinstrument trees
// (tests/insights/tst_pythonprofiling.cpp works them out).

#include "common/timeformat.h"
#include "cprofilefixture.h"
#include "insights/icicleview.h"
#include "insights/pythonstatspanel.h"
#include "traceloader.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QItemSelectionModel>
#include <QLabel>
#include <QSpinBox>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

constexpr int64_t kBaseAbsNs = int64_t(1'700'000'000) * 1'000'000'000;

int rowOf(QTableWidget *t, const QString &prefix)
{
    for (int r = 0; r < t->rowCount(); ++r)
        if (t->item(r, 0)->text().startsWith(prefix))
            return r;
    return -1;
}

QStringList column0(QTableWidget *t)
{
    QStringList out;
    for (int r = 0; r < t->rowCount(); ++r)
        out << t->item(r, 0)->text();
    out.sort();
    return out;
}

void selectCombo(QComboBox *box, const QString &text)
{
    const int i = box->findText(text);
    QVERIFY2(i >= 0, qPrintable(text));
    box->setCurrentIndex(i);
}

} // namespace

class TestPythonPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(makePythonProfilingJob(m_tmp.path()));
        const LoadOutcome out = loadProfile(m_tmp.path());
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        m_profile = out.profile;
        QCOMPARE(m_profile->job().pythonStats.size(), size_t(30));
    }

    void cprofile()
    {
        PythonStatsPanel panel;
        panel.resize(1280, 900);
        panel.setProfile(m_profile);
        QCOMPARE(panel.source(), PythonStatsPanel::Source::CProfile);
        QCOMPARE(panel.sourceBox()->count(), 3);
        QCOMPARE(panel.dumpTable()->rowCount(), 30);
        QCOMPARE(panel.nodeBox()->count(), 3);
        QCOMPARE(panel.combinationBox()->count(), 1 + 7);
        QVERIFY2(panel.statusLabel()->text().contains(QLatin1String("22 of 24 cProfile dumps merged")),
            qPrintable(panel.statusLabel()->text()));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("2 dump(s) could not be read")));
        QCOMPARE(panel.shownDumps().size(), size_t(24));

        selectCombo(panel.nodeBox(), QStringLiteral("101-algo-1"));
        QCOMPARE(panel.shownDumps().size(), size_t(11));
        // load_batch: 6 calls of 400 µs on algo-1 (train 0, 1, 2, eval 0, 1, predict 0).
        QTableWidget *table = panel.table();
        const int load = rowOf(table, QStringLiteral("data.py:6(load_batch)"));
        QVERIFY(load >= 0);
        QCOMPARE(table->item(load, 1)->text(), QStringLiteral("6"));
        QCOMPARE(table->item(load, 3)->text(), formatDuration(2'400'000, TimeUnit::Auto));

        selectCombo(panel.modeBox(), QStringLiteral("eval"));
        QCOMPARE(panel.shownDumps().size(), size_t(2));
        panel.modeBox()->setCurrentIndex(0);
        selectCombo(panel.combinationBox(), QStringLiteral("train \u2192 eval"));
        QCOMPARE(panel.shownDumps().size(), size_t(1));
        selectCombo(panel.modeBox(), QStringLiteral("eval")); // contradicts train -> eval
        QVERIFY(panel.shownDumps().empty());
        panel.modeBox()->setCurrentIndex(0);
        panel.combinationBox()->setCurrentIndex(0);

        panel.phaseBox()->setCurrentIndex(1); // initialization
        QCOMPARE(panel.shownDumps().size(), size_t(1));
        panel.phaseBox()->setCurrentIndex(0);

        // Step 1 of train: its two halves; from forwardpassend on, the second one only.
        panel.firstStepBox()->setValue(1);
        panel.lastStepBox()->setValue(1);
        QCOMPARE(panel.shownDumps().size(), size_t(2));
        selectCombo(panel.startPhaseBox(), QStringLiteral("forwardpassend"));
        QCOMPARE(panel.shownDumps().size(), size_t(1));
        QCOMPARE(column0(table),
            (QStringList { QStringLiteral("model.py:24(backward)"),
                QStringLiteral("model.py:28(optimizer_step)"), QStringLiteral("train.py:20(backward_half)"),
                QStringLiteral("{method 'disable' of '_lsprof.Profiler' objects}") }));
        selectCombo(panel.startPhaseBox(), QStringLiteral("stepstart"));
        panel.firstStepBox()->setValue(-1);
        panel.lastStepBox()->setValue(-1);

        // The timeline's selection (ns since the job origin, the Kineto step of smdebug-job):
        // 11.0-11.5 ms after the fixtures' 0 lies inside step 0 of each node; algo-1 here.
        const int64_t origin = m_profile->job().originAbsNs;
        panel.setTimeRange(kBaseAbsNs + 11'000'000 - origin, kBaseAbsNs + 11'500'000 - origin);
        QCOMPARE(panel.shownDumps().size(), size_t(11)); // not linked yet
        panel.timeLinkBox()->setChecked(true);
        QCOMPARE(panel.shownDumps().size(), size_t(1));
        QCOMPARE(panel.dumps()[panel.shownDumps()[0]].startStep, int64_t(0));
        panel.timeLinkBox()->setChecked(false);

        // Rows selected in the Dumps table narrow the function table to them.
        QTableWidget *dumps = panel.dumpTable();
        dumps->sortByColumn(0, Qt::AscendingOrder);
        dumps->clearSelection();
        dumps->selectionModel()->select(dumps->model()->index(0, 0),
            QItemSelectionModel::Select | QItemSelectionModel::Rows); // algo-1 before step 0
        QCOMPARE(panel.shownDumps().size(), size_t(1));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("Only the 1 dump(s) selected")));
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("train.py:2(initialize)"));
        dumps->clearSelection();
        QCOMPARE(panel.shownDumps().size(), size_t(11));

        // Callers and callees of forward on algo-1.
        const int forward = rowOf(table, QStringLiteral("model.py:17(forward)"));
        QVERIFY(forward >= 0);
        table->selectRow(forward);
        QCOMPARE(column0(panel.callersTable()),
            (QStringList { QStringLiteral("train.py:16(forward_half)"),
                QStringLiteral("train.py:25(evaluate_step)"), QStringLiteral("train.py:30(predict_step)"),
                QStringLiteral("train.py:7(train_step)") }));
        QCOMPARE(column0(panel.calleesTable()),
            (QStringList {
                QStringLiteral("model.py:12(layer)"), QStringLiteral("{built-in method builtins.len}") }));
        const int layer = rowOf(panel.calleesTable(), QStringLiteral("model.py:12(layer)"));
        QCOMPARE(panel.calleesTable()->item(layer, 1)->text(), QStringLiteral("18")); // 3 a forward x 6
        QVERIFY(panel.detailTabs()->isTabEnabled(0));
        QVERIFY(!panel.detailTabs()->isTabEnabled(1));
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/python-panel-cprofile.png")));
    }

    void pyinstrument()
    {
        PythonStatsPanel panel;
        panel.resize(1280, 900);
        panel.setProfile(m_profile);
        QVERIFY(panel.setSource(PythonStatsPanel::Source::Pyinstrument));
        QCOMPARE(panel.shownDumps().size(), size_t(6));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("4 of 6 pyinstrument dumps merged")));
        selectCombo(panel.nodeBox(), QStringLiteral("101-algo-1"));
        QTableWidget *table = panel.table();
        QCOMPARE(table->rowCount(), 10);
        const int fib = rowOf(table, QStringLiteral("fib ("));
        QVERIFY(fib >= 0);
        QCOMPARE(table->item(fib, 1)->text(), QStringLiteral("\u2014")); // no calls, not 0
        QCOMPARE(table->item(fib, 2)->text(), formatDuration(10'000'000, TimeUnit::Auto));
        QVERIFY(panel.detailTabs()->isTabEnabled(1));
        QCOMPARE(panel.detailTabs()->currentIndex(), 1);
        // The icicle: [root] over <module>, train_step and save_checkpoint (30 + 50 + 20 ms).
        IcicleView *icicle = panel.icicle();
        QVERIFY(!icicle->frames().empty());
        QCOMPARE(icicle->frames().front().label, QStringLiteral("[root]"));
        QCOMPARE(icicle->frames().front().totalNs, 100'000'000);
        panel.firstStepBox()->setValue(0);
        panel.lastStepBox()->setValue(0);
        QCOMPARE(icicle->frames().front().label, QStringLiteral("train_step"));
        QCOMPARE(icicle->frames().size(), size_t(7));
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        // forward is half of train_step's width (30 of 50 ms... 60%), one row down.
        const QRectF root = icicle->frameRect(0);
        const QRectF forward = icicle->frameRect(1);
        QVERIFY(root.width() > 100);
        QVERIFY(std::abs(forward.width() - root.width() * 0.6) < 1.0);
        QCOMPARE(forward.top(), root.top() + root.height() + 1);
        // Clicking a frame selects its function.
        QSignalSpy clicked(icicle, &IcicleView::frameClicked);
        QTest::mouseClick(icicle, Qt::LeftButton, {}, forward.center().toPoint());
        QCOMPARE(clicked.count(), 1);
        QVERIFY(!table->selectedItems().isEmpty());
        QVERIFY(table->item(table->selectedItems().first()->row(), 0)
                    ->text()
                    .startsWith(QLatin1String("forward")));
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/python-panel-pyinstrument.png")));

        // Dark palette: the same, for the screenshot.
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(37, 37, 38));
        dark.setColor(QPalette::Base, QColor(30, 30, 30));
        dark.setColor(QPalette::Text, QColor(220, 220, 220));
        dark.setColor(QPalette::WindowText, QColor(220, 220, 220));
        dark.setColor(QPalette::Button, QColor(50, 50, 52));
        dark.setColor(QPalette::ButtonText, QColor(220, 220, 220));
        panel.setPalette(dark);
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/python-panel-pyinstrument-dark.png")));
    }

    // The shared Debugger sample (2020 layout): three cProfile dumps of one node.
    void sharedSample()
    {
        const QString dir
            = QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger/tfprofiler_timeline_traces");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome out = loadProfile(dir);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        PythonStatsPanel panel;
        panel.resize(1280, 800);
        panel.setProfile(out.profile);
        QCOMPARE(panel.source(), PythonStatsPanel::Source::CProfile);
        QCOMPARE(panel.dumpTable()->rowCount(), 3);
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("3 of 3 cProfile dumps merged")));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("182,272 calls")));
        panel.firstStepBox()->setValue(2);
        panel.lastStepBox()->setValue(2);
        QCOMPARE(panel.table()->rowCount(), 293);
        panel.table()->selectRow(0);
        QVERIFY(panel.calleesTable()->rowCount() > 0);
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/python-panel-shared.png")));
    }

private:
    QTemporaryDir m_tmp;
    ProfilePtr m_profile;
};

QTEST_MAIN(TestPythonPanel)
#include "tst_pythonpanel.moc"
