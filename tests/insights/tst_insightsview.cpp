// The Insights tab, offscreen: findings for every rule, evidence opens the timeline/dashboard,
// parameters are validated and handed out for the job, the report gets the tab's rules.

#include "common/navigation.h"
#include "common/timeformat.h"
#include "report/chartexport.h"
#include "dashboard/dashboarddata.h"
#include "dashboard/dashboardview.h"
#include "cprofilefixture.h"
#include "insights/dataloaderpanel.h"
#include "insights/insightsview.h"
#include "insights/pythonstatspanel.h"
#include "insights/rulesreport.h"
#include "traceloader.h"

#include <QComboBox>
#include <QFile>
#include <QRegularExpression>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
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

// Pages of a PDF file (its /Type /Page objects).
int pdfPages(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    return int(QString::fromLatin1(file.readAll())
                   .count(QRegularExpression(QStringLiteral("/Type\\s*/Page\\b(?!s)"))));
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
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/vit-sweep-stopped"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        m_profile = out.profile;
    }

    void findingsEvidenceAndParameters()
    {
        Navigation nav;
        InsightsView view(&nav);
        view.resize(1200, 700);
        QSignalSpy done(&view, &InsightsView::resultsChanged);
        QSignalSpy parameters(&view, &InsightsView::parametersChanged);
        view.setProfile(m_profile);
        QVERIFY(done.wait(20000));
        QCOMPARE(view.results().size(), ruleDefinitions().size());
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
        QVERIFY(!view.setParameter(
            QStringLiteral("LowGPUUtilization"), QStringLiteral("patience"), QStringLiteral("x")));
        QVERIFY(view.setParameter(
            QStringLiteral("LowGPUUtilization"), QStringLiteral("patience"), QStringLiteral("1000000")));
        const RuleResult *low = find(view.results(), "LowGPUUtilization");
        QCOMPARE(low->verdict, Verdict::NotApplicable);
        QVERIFY(QString::fromStdString(low->reason).contains(QLatin1String("patience")));
        // Only the valid value is handed out, for whoever remembers the job's parameters.
        QCOMPARE(parameters.count(), 1);
        m_remembered = parameters.last().at(0).value<QMap<QString, QString>>();
        QCOMPARE(m_remembered.value(QStringLiteral("LowGPUUtilization.patience")), QStringLiteral("1000000"));
        QVERIFY(find(view.results(), "CPUBottleneck")->usedDerivedData);

        QTabWidget *tabs = view.tabs();
        QCOMPARE(tabs->count(), 4); // What if, Rules, Data loader, Python functions
        tabs->setCurrentIndex(1);
        const QString png = QStringLiteral("/tmp/insights-view.png");
        view.selectRule(QStringLiteral("LowGPUUtilization"));
        QVERIFY(view.grab().save(png));

        // Data loader and Python tabs are filled.
        auto *dl = qobject_cast<DataLoaderPanel *>(tabs->widget(2));
        QVERIFY(dl);
        QCOMPARE(dl->tree()->topLevelItemCount(), 4);
        tabs->setCurrentIndex(2);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/insights-dataloader.png")));
        auto *py = qobject_cast<PythonStatsPanel *>(tabs->widget(3));
        QVERIFY(py);
        QVERIFY(py->table()->rowCount() > 0);
        py->phaseBox()->setCurrentIndex(3); // finalization
        tabs->setCurrentIndex(3);
        py->phaseBox()->setCurrentIndex(0);
        QVERIFY(view.grab().save(QStringLiteral("/tmp/insights-python.png")));
    }

    // A second view given the job's parameters handed out above runs the rules with them.
    void parametersRememberedPerJob()
    {
        Navigation nav;
        InsightsView view(&nav);
        QSignalSpy done(&view, &InsightsView::resultsChanged);
        view.setProfile(m_profile, m_remembered);
        QVERIFY(done.wait(20000));
        const RuleResult *low = find(view.results(), "LowGPUUtilization");
        QCOMPARE(low->parameters[3].name, std::string("patience"));
        QCOMPARE(low->parameters[3].number, 1000000.0);
        QCOMPARE(low->verdict, Verdict::NotApplicable);
        // A stale key (a renamed parameter) is ignored, the others still apply.
        QMap<QString, QString> stale = m_remembered;
        stale.insert(QStringLiteral("LowGPUUtilization.renamed"), QStringLiteral("3"));
        view.setProfile(m_profile, stale);
        QVERIFY(done.wait(20000));
        QCOMPARE(find(view.results(), "LowGPUUtilization")->verdict, Verdict::NotApplicable);
    }

    // The PDF report gets the tab's results with the job's parameters, and nothing that belongs to
    // another profile: the tab emits them, the dashboard takes them (as the main window wires it).
    void reportRulesPublished()
    {
        Navigation nav;
        InsightsView view(&nav);
        DashboardView dashboard(&nav);
        connect(&view, &InsightsView::reportRulesChanged, &dashboard, &DashboardView::setReportRules);
        QSignalSpy done(&view, &InsightsView::resultsChanged);
        QSignalSpy handed(&view, &InsightsView::reportRulesChanged);
        QSignalSpy charts(&dashboard, &DashboardView::chartsUpdated);
        view.setProfile(m_profile, m_remembered);
        dashboard.setProfile(m_profile);
        QVERIFY(done.wait(20000));
        QVERIFY(charts.count() > 0 || charts.wait(20000));
        const std::shared_ptr<const RulesReportSource> published = view.reportRules();
        QVERIFY(published);
        QVERIFY(handed.last().at(0).value<std::shared_ptr<const RulesReportSource>>() == published);
        QCOMPARE(published->results.size(), ruleDefinitions().size());
        QCOMPARE(published->overrides.at("LowGPUUtilization").at("patience"), std::string("1000000"));
        QVERIFY(published->parameterOrigin.contains(QLatin1String("LowGPUUtilization.patience=1000000")));
        QVERIFY(published->gpuDerived);
        // What "Export dashboard..." writes: the job summary, the rules summary, the charts and
        // a section per rule.
        QTemporaryDir dir;
        const ExportResult exported = dashboard.exportDashboard(dir.path());
        QVERIFY2(exported.ok(), qPrintable(exported.error));
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(exported.files.contains(pdf));
        const int charts0 = int(dashboard.data().charts.size()) + (dashboard.data().ranks ? 1 : 0);
        QVERIFY2(pdfPages(pdf) >= 1 + 1 + charts0 + 10, qPrintable(QString::number(pdfPages(pdf))));
        view.setProfile(nullptr);
        QVERIFY(!view.reportRules());
        QVERIFY(!handed.last().at(0).value<std::shared_ptr<const RulesReportSource>>());
        // Withdrawn rules leave the report without rules pages.
        QVERIFY(dashboard.exportDashboard(dir.path()).ok());
        QCOMPARE(pdfPages(pdf), 1 + charts0);
        view.setProfile(m_profile);
        QVERIFY(!view.reportRules()); // still computing: nothing rather than stale rules
        QVERIFY(done.wait(20000));
        QVERIFY(view.reportRules());
    }

    // cProfile dumps of a Debugger job in the Python panel: source, phase, steps, name filter.
    void cprofilePanel()
    {
        QTemporaryDir tmp;
        QVERIFY(makeCProfileJob(tmp.path()));
        const LoadOutcome out = loadProfile(tmp.path());
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        PythonStatsPanel panel;
        panel.resize(1100, 360);
        panel.setProfile(out.profile);
        // The job has no with_stack events: the panel shows the dumps.
        QCOMPARE(panel.source(), PythonStatsPanel::Source::CProfile);
        QCOMPARE(panel.sourceBox()->count(), 2);
        QTableWidget *table = panel.table();
        QCOMPARE(table->rowCount(), 4);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("train.py:10(main)"));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("4 of 5 cProfile dumps")));
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("1 dump(s) could not be read")));

        panel.phaseBox()->setCurrentIndex(2); // training loop
        QCOMPARE(table->rowCount(), 2);
        panel.nameFilter()->setText(QStringLiteral("FORWARD"));
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("8"));
        QCOMPARE(table->item(0, 2)->text(), formatDuration(130'000'000, TimeUnit::Auto));
        QCOMPARE(table->item(0, 3)->text(), formatDuration(45'000'000, TimeUnit::Auto));
        panel.nameFilter()->clear();
        QCOMPARE(table->rowCount(), 2);

        panel.phaseBox()->setCurrentIndex(0);
        panel.firstStepBox()->setValue(1);
        panel.lastStepBox()->setValue(1);
        QCOMPARE(table->rowCount(), 1);
        QCOMPARE(table->item(0, 3)->text(), formatDuration(25'000'000, TimeUnit::Auto));
        panel.firstStepBox()->setValue(-1);
        panel.lastStepBox()->setValue(-1);

        // Sorting by calls is numeric: 8 calls above 3 and 1.
        table->sortByColumn(1, Qt::DescendingOrder);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("model.py:30(forward)"));
        QCOMPARE(table->item(3, 1)->text(), QStringLiteral("1"));
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/insights-cprofile.png")));

        QVERIFY(panel.setSource(PythonStatsPanel::Source::Trace));
        QCOMPARE(table->rowCount(), 0);
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("with_stack")));

        // The shared Debugger sample: three dumps of the older layout.
        const QString shared
            = QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger/tfprofiler_timeline_traces");
        if (!QFileInfo::exists(shared))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome sample = loadProfile(shared);
        QVERIFY2(sample.ok(), sample.error.toUserMessage().c_str());
        panel.setProfile(sample.profile);
        QCOMPARE(panel.source(), PythonStatsPanel::Source::CProfile);
        QVERIFY(panel.statusLabel()->text().contains(QLatin1String("3 of 3 cProfile dumps")));
        panel.firstStepBox()->setValue(2);
        panel.lastStepBox()->setValue(2);
        QCOMPARE(table->rowCount(), 293);
        panel.firstStepBox()->setValue(-1);
        panel.lastStepBox()->setValue(-1);
        QVERIFY(panel.grab().save(QStringLiteral("/tmp/insights-cprofile-shared.png")));
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
    QMap<QString, QString> m_remembered; // the parameters the first test set, as the view handed them out
};

QTEST_MAIN(TestInsightsView)
#include "tst_insightsview.moc"
