// The Insights tab, offscreen: findings for every rule, evidence opens the timeline/dashboard,
// parameters are validated and remembered per job.

#include "common/navigation.h"
#include "insights/dataloaderpanel.h"
#include "insights/insightsview.h"
#include "insights/pythonstatspanel.h"
#include "traceloader.h"

#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTreeWidget>
#include <QtTest>

using namespace stepline;

namespace {

const RuleResult *find(const std::vector<RuleResult> &results, const char *name)
{
    for (const RuleResult &r : results)
        if (r.name == name)
            return &r;
    return nullptr;
}

} // namespace

class TestInsightsView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SteplineTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_insightsview"));
        const LoadOutcome out = loadProfile(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/vit-sweep-stopped"));
        QVERIFY2(out.ok(), qPrintable(out.error.toUserMessage()));
        m_profile = out.profile;
        QSettings().remove(InsightsView::settingsGroup(m_profile->job().path));
    }
    void cleanupTestCase() { QSettings().remove(InsightsView::settingsGroup(m_profile->job().path)); }

    void findingsEvidenceAndParameters()
    {
        Navigation nav;
        InsightsView view(&nav);
        view.resize(1200, 700);
        QSignalSpy done(&view, &InsightsView::resultsChanged);
        view.setProfile(m_profile);
        QVERIFY(done.wait(20000));
        QCOMPARE(view.results().size(), size_t(10));
        const RuleResult *init = find(view.results(), "MaxInitializationTime");
        QVERIFY(init);
        QCOMPARE(init->verdict, Verdict::Ok);

        // One click on evidence with a time range zooms the timeline there.
        QSignalSpy range(&nav, &Navigation::rangeRequested);
        QSignalSpy shown(&nav, &Navigation::viewRequested);
        QVERIFY(view.selectRule(QStringLiteral("MaxInitializationTime")));
        view.openEvidence(0);
        QCOMPARE(range.count(), 1);
        QCOMPARE(range.at(0).at(0).toLongLong(), qint64(init->evidence[0].startNs));
        QCOMPARE(range.at(0).at(1).toLongLong(), qint64(init->evidence[0].endNs));
        QCOMPARE(shown.at(0).at(0).toString(), QStringLiteral("timeline"));
        // Evidence without a range, seen best on the dashboard, opens the dashboard.
        QVERIFY(view.selectRule(QStringLiteral("OverallSystemUsage")));
        view.openEvidence(0);
        QCOMPARE(shown.last().at(0).toString(), QStringLiteral("dashboard"));

        // A patience longer than the series leaves the rule nothing to judge; invalid values are refused.
        QVERIFY(find(view.results(), "LowGPUUtilization")->verdict != Verdict::NotApplicable);
        QVERIFY(!view.setParameter(QStringLiteral("LowGPUUtilization"), QStringLiteral("patience"), QStringLiteral("x")));
        QVERIFY(view.setParameter(QStringLiteral("LowGPUUtilization"), QStringLiteral("patience"),
                                  QStringLiteral("1000000")));
        const RuleResult *low = find(view.results(), "LowGPUUtilization");
        QCOMPARE(low->verdict, Verdict::NotApplicable);
        QVERIFY(QString::fromStdString(low->reason).contains(QLatin1String("patience")));
        QVERIFY(find(view.results(), "CPUBottleneck")->usedDerivedData);

        QTabWidget *tabs = view.tabs();
        QCOMPARE(tabs->count(), 3);
        const QString png = QStringLiteral("/tmp/insights-view.png");
        view.selectRule(QStringLiteral("LowGPUUtilization"));
        QVERIFY(view.grab().save(png));

        // Data loader and Python tabs are filled.
        auto *dl = qobject_cast<DataLoaderPanel *>(tabs->widget(1));
        QVERIFY(dl);
        QCOMPARE(dl->tree()->topLevelItemCount(), 4);
        tabs->setCurrentIndex(1);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/insights-dataloader.png")));
        auto *py = qobject_cast<PythonStatsPanel *>(tabs->widget(2));
        QVERIFY(py);
        QVERIFY(py->table()->rowCount() > 0);
        py->phaseBox()->setCurrentIndex(3); // finalization
        tabs->setCurrentIndex(2);
        py->phaseBox()->setCurrentIndex(0);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/insights-python.png")));
    }

    // A second view on the same job remembers the parameter set above.
    void parametersRememberedPerJob()
    {
        Navigation nav;
        InsightsView view(&nav);
        QSignalSpy done(&view, &InsightsView::resultsChanged);
        view.setProfile(m_profile);
        QVERIFY(done.wait(20000));
        const RuleResult *low = find(view.results(), "LowGPUUtilization");
        QCOMPARE(low->parameters[3].name, std::string("patience"));
        QCOMPARE(low->parameters[3].number, 1000000.0);
        QCOMPARE(low->verdict, Verdict::NotApplicable);
        QCOMPARE(QSettings()
                     .value(InsightsView::settingsGroup(m_profile->job().path) + QStringLiteral("/LowGPUUtilization.patience"))
                     .toString(),
                 QStringLiteral("1000000"));
    }

    void noProfile()
    {
        Navigation nav;
        InsightsView view(&nav);
        view.setProfile(nullptr);
        QVERIFY(view.results().empty());
        view.openEvidence(0); // nothing selected: nothing happens
    }

private:
    ProfilePtr m_profile;
};

QTEST_MAIN(TestInsightsView)
#include "tst_insightsview.moc"
