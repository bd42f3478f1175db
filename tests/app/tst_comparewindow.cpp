#include "comparecontroller.h"
#include "common/navigation.h"
#include "compare/compareview.h"
#include "mainwindow.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

// File > Compare with... in the window, with the real loader: the baseline keeps only its
// aggregates, the Compare tab shows the diff against the loaded profile, a kernel row selects the
// kernel in the timeline. Figures of the fixture: tests/data/diff/README.md.
class TestCompareWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void compareWithABaseline();
    void baselineThatDoesNotLoad();

private:
    QTemporaryDir m_dir;
    QString m_base;
    QString m_slow;
};

void TestCompareWindow::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_base = QStringLiteral(STEPLINE_TEST_DATA "/diff/train_steps.json");
    // The slowed copy: every ts and dur x 1.25 (median step 1100 -> 1375 us, +25 %).
    QFile in(m_base);
    QVERIFY(in.open(QIODevice::ReadOnly));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    QJsonArray events;
    for (const QJsonValue &v : doc.value(QStringLiteral("traceEvents")).toArray()) {
        QJsonObject e = v.toObject();
        for (const QString &key : { QStringLiteral("ts"), QStringLiteral("dur") }) {
            if (e.contains(key))
                e.insert(key, e.value(key).toDouble() * 1.25);
        }
        events.append(e);
    }
    doc.insert(QStringLiteral("traceEvents"), events);
    m_slow = m_dir.filePath(QStringLiteral("slow.json"));
    QFile out(m_slow);
    QVERIFY(out.open(QIODevice::WriteOnly));
    QVERIFY(out.write(QJsonDocument(doc).toJson()) > 0);
}

void TestCompareWindow::compareWithABaseline()
{
    MainWindow window;
    window.setConfirmHandler([](const QString &, const QString &) { return true; });
    window.resize(1280, 1000);
    QSignalSpy loaded(window.loadController(), &LoadController::profileChanged);
    window.openPath(m_slow);
    QVERIFY(loaded.wait(20000));

    CompareController *compare = window.compareController();
    QSignalSpy changed(compare, &CompareController::comparisonChanged);
    window.compareWith(m_base);
    QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::CompareTab));
    QTRY_VERIFY_WITH_TIMEOUT(compare->hasComparison(), 20000);
    QVERIFY(window.compareView()->hasComparison());
    QVERIFY2(window.compareView()->verdictLabel()->text().startsWith(
                 QStringLiteral("NEW is 25.0 % slower than BASE")),
        qPrintable(window.compareView()->verdictLabel()->text()));
    // Only the aggregates of the baseline stay: far less than the loaded profile's model.
    QVERIFY(compare->baselineBytes() > 0);
    QVERIFY(compare->baselineBytes() < window.loadController()->profileBytes());
    QVERIFY2(window.memoryLabel()->text().contains(QStringLiteral("+ baseline")),
        qPrintable(window.memoryLabel()->text()));

    const QString dir = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots");
    QDir().mkpath(dir);
    window.show();
    QApplication::processEvents();
    QVERIFY(window.grab().save(dir + QStringLiteral("/compare-window.png")));

    // The box matches by normalized name: gemm_kernel<128, float>(...) becomes gemm_kernel.
    window.compareView()->normalizedBox()->setChecked(true);
    QCOMPARE(compare->match(), NameMatch::Normalized);
    QCOMPARE(window.compareView()->kernelTable()->item(0, 0)->text(), QStringLiteral("gemm_kernel"));
    window.compareView()->normalizedBox()->setChecked(false);
    QCOMPARE(compare->match(), NameMatch::Exact);

    // gemm grew by 1050 x 0.25 = 262.5 us: the first kernel row; a click selects it in the timeline.
    QSignalSpy kernel(window.navigation(), &Navigation::kernelNameSelected);
    QTableWidget *kernels = window.compareView()->kernelTable();
    QCOMPARE(kernels->item(0, 0)->text(), QStringLiteral("void gemm_kernel<128, float>(float*, int)"));
    Q_EMIT kernels->cellClicked(0, 0);
    QCOMPARE(kernel.count(), 1);
    QCOMPARE(kernel.at(0).at(0).toString(), QStringLiteral("void gemm_kernel<128, float>(float*, int)"));
    QCOMPARE(window.tabs()->currentIndex(), int(MainWindow::TimelineTab));

    // Unloading the profile keeps the baseline for the next one.
    window.loadController()->unload();
    QVERIFY(!compare->hasComparison());
    QVERIFY(compare->baseline());
    QVERIFY(!window.compareView()->hasComparison());
    // Loading the baseline's own file again: every delta 0.
    window.openPath(m_base);
    QTRY_VERIFY_WITH_TIMEOUT(compare->hasComparison(), 20000);
    QCOMPARE(*compare->diff().steps.deltaPct, 0.0);
    QVERIFY(window.compareView()->verdictLabel()->text().startsWith(QStringLiteral("No significant change")));
    compare->clearBaseline();
    QVERIFY(!window.compareView()->hasComparison());
    QVERIFY(!window.memoryLabel()->text().contains(QStringLiteral("baseline")));
}

void TestCompareWindow::baselineThatDoesNotLoad()
{
    MainWindow window;
    QSignalSpy failed(window.compareController(), &CompareController::baselineFailed);
    window.compareWith(m_dir.filePath(QStringLiteral("missing.json")));
    QVERIFY(failed.wait(20000));
    QVERIFY(!window.compareController()->baseline());
    auto *hint = window.compareView()->findChild<QLabel *>(QStringLiteral("compareHint"));
    QVERIFY(hint->text().contains(QStringLiteral("could not be loaded")));
    QVERIFY(hint->text().contains(QStringLiteral("missing.json")));
}

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"
