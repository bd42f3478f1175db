// Issue 29 item 5: Explain's straggler finding and the Straggler rule measure the same delay;
// the finding says how the two relate, in the same units, and what the rule concluded.
#include "../analysis/fixture.h"
#include "common/navigation.h"
#include "charts/chartcard.h"
#include "dashboard/dashboardview.h"
#include "insights/explainpanel.h"
#include "insights/insightsview.h"
#include "manyranksjob.h"
#include "traceloader.h"

#include <QApplication>
#include <QtTest>

#include <QFileInfo>
#include <QSignalSpy>
#include <QTableWidget>
#include <QToolButton>
#include <QTextDocument>

#include <algorithm>

using namespace stepline;

class TestNewcomerInsights : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void explainAndRuleInSameUnits();
    void ruleNotApplicableIsSaid();
    void evidenceNamesEachPlaceOnce();
    void chartsWithDataFirst();
    void chartAsTable();
    void pieAsTable();
};

void TestNewcomerInsights::explainAndRuleInSameUnits()
{
    Navigation navigation;
    InsightsView view(&navigation);
    view.setProfile(testing::manyRanksJob(8, 7, 12));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing() && !view.results().empty(), 20000);
    // Rank 7 arrives 2 ms late at 12 all-reduces: 24 ms of delay, waited by 7 ranks: 168 ms lost.
    const ExplainFinding *finding = nullptr;
    for (const ExplainFinding &f : view.explainPanel()->explanation().findings)
        if (f.cause == "straggler")
            finding = &f;
    QVERIFY(finding);
    QCOMPARE(finding->rank, 7);
    QCOMPARE(finding->delayNs, int64_t(24000000));
    QCOMPARE(finding->lostNs, int64_t(168000000));
    const RuleResult *rule = nullptr;
    for (const RuleResult &r : view.results())
        if (r.name == "Straggler")
            rule = &r;
    QVERIFY(rule && rule->verdict != Verdict::NotApplicable);
    QVERIFY2(QString::fromStdString(rule->reason).contains(QStringLiteral("made the others wait 24 ms")),
        rule->reason.c_str());
    QTextDocument doc;
    doc.setHtml(view.explainPanel()->html());
    const QString text = doc.toPlainText();
    QVERIFY2(
        text.contains(QStringLiteral("The other ranks waited 24.000 ms for rank 7 in all; counted once per "
                                     "rank that waited that is 168.000 ms of GPU time.")),
        qPrintable(text));
    const QString verdict
        = rule->verdict == Verdict::Triggered ? QStringLiteral("triggered") : QStringLiteral("OK");
    QVERIFY2(text.contains(
                 QStringLiteral("Straggler rule: ") + verdict + QStringLiteral(". It weighs the 24.000 ms")),
        qPrintable(text));
}

// Too few collectives for the Straggler rule: the explain finding says so instead of standing
// alone against a rule that shows no verdict.
void TestNewcomerInsights::ruleNotApplicableIsSaid()
{
    Navigation navigation;
    InsightsView view(&navigation);
    view.setProfile(testing::manyRanksJob(8, 7, 4));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing() && !view.results().empty(), 20000);
    const RuleResult *rule = nullptr;
    for (const RuleResult &r : view.results())
        if (r.name == "Straggler")
            rule = &r;
    QVERIFY(rule);
    QCOMPARE(rule->verdict, Verdict::NotApplicable);
    bool straggler = false;
    for (const ExplainFinding &f : view.explainPanel()->explanation().findings)
        straggler = straggler || (f.cause == "straggler" && f.rank == 7);
    QVERIFY(straggler);
    QTextDocument doc;
    doc.setHtml(view.explainPanel()->html());
    const QString text = doc.toPlainText();
    QVERIFY2(text.contains(QStringLiteral("Straggler rule: not applicable (")
                 + QString::fromStdString(rule->reason)
                 + QStringLiteral("), so this finding alone judges rank 7.")),
        qPrintable(text));
}

// Item 16: a rank without a host name is its own node; the evidence said "rank 0 rank 0 gpu 0".
void TestNewcomerInsights::evidenceNamesEachPlaceOnce()
{
    Navigation navigation;
    InsightsView view(&navigation);
    view.setProfile(testing::manyRanksJob(2, -1, 3, false));
    QTRY_VERIFY_WITH_TIMEOUT(!view.isComputing() && !view.results().empty(), 20000);
    QStringList labels;
    for (const RuleResult &r : view.results())
        for (const Evidence &e : r.evidence)
            labels << QString::fromStdString(e.label);
    QVERIFY(labels.join(QLatin1Char('\n')).contains(QStringLiteral("rank 0 gpu 0")));
    for (const QString &label : labels)
        QVERIFY2(!label.contains(QStringLiteral("rank 0 rank 0"))
                && !label.contains(QStringLiteral("rank 1 rank 1")),
            qPrintable(label));
}

// Item 10: a job without GPU activity (a SageMaker Debugger job, a CPU-only trace) opened on
// "Not in this profile" cards; the cards with data come first.
void TestNewcomerInsights::chartsWithDataFirst()
{
    test::Fixture f;
    const uint32_t rank = f.rank(0);
    const TrackId main = f.cpu(rank, 1);
    for (int s = 0; s < 4; ++s) {
        f.slice(main, s * 1000000, 1000000, "ProfilerStep#" + std::to_string(s), "user_annotation");
        f.slice(main, s * 1000000 + 1000, 500000, "aten::mm", "cpu_op");
    }
    Navigation navigation;
    DashboardView view(&navigation);
    view.resize(1280, 800);
    view.show();
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(f.finalize());
    QVERIFY(updated.wait(10000));
    QList<ChartCard *> cards = view.findChildren<ChartCard *>();
    QVERIFY(cards.size() > 4);
    std::sort(cards.begin(), cards.end(), [](const ChartCard *a, const ChartCard *b) {
        return std::make_pair(a->y(), a->x()) < std::make_pair(b->y(), b->x());
    });
    int empty = 0;
    bool seenEmpty = false;
    for (const ChartCard *card : cards) {
        if (card->chartData().isEmpty()) {
            ++empty;
            seenEmpty = true;
        } else {
            QVERIFY2(
                !seenEmpty, qPrintable(card->chartData().title + QStringLiteral(" after an empty card")));
        }
    }
    QVERIFY(empty > 0 && empty < cards.size());
    QVERIFY(!cards.front()->chartData().isEmpty());
}

// Item 11: every chart of items can be read as a table, with full names.
void TestNewcomerInsights::chartAsTable()
{
    Navigation navigation;
    DashboardView view(&navigation);
    view.resize(1280, 800);
    view.show();
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(testing::manyRanksJob(2));
    QVERIFY(updated.wait(10000));
    ChartCard *card = view.card(QStringLiteral("kernel-time-top15"));
    QVERIFY(card);
    QVERIFY(!card->chartData().items.empty());
    QVERIFY(card->tableButton()->isVisibleTo(card));
    QVERIFY(!card->tableShown());
    card->tableButton()->click();
    QVERIFY(card->tableShown());
    QCOMPARE(card->table()->rowCount(), int(card->chartData().items.size()));
    QStringList names;
    for (int r = 0; r < card->table()->rowCount(); ++r)
        names << card->table()->item(r, 0)->text();
    QVERIFY2(names.contains(
                 QStringLiteral("ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)")),
        qPrintable(names.join(QLatin1Char('\n'))));
    QVERIFY(!card->table()->item(0, 1)->text().isEmpty());
    QVERIFY(card->grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-chart-table.png")));
    card->tableButton()->click();
    QVERIFY(!card->tableShown());
}

// Item 11 on a real job: the 16-slice kernel pie reads as a table with full kernel names, and its
// table shows the start of each name (the part that tells kernels apart), not a middle cut.
void TestNewcomerInsights::pieAsTable()
{
    const QString path = QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto");
    if (!QFileInfo(path).isDir())
        QSKIP("../shared/traces is missing");
    const LoadOutcome out = loadProfile(path);
    QVERIFY(out.ok());
    Navigation navigation;
    DashboardView view(&navigation);
    view.resize(1024, 800);
    view.show();
    QSignalSpy updated(&view, &DashboardView::chartsUpdated);
    view.setProfile(out.profile);
    QVERIFY(updated.wait(20000));
    ChartCard *card = view.card(QStringLiteral("kernel-time-all"));
    QVERIFY(card);
    QCOMPARE(card->chartData().kind, ChartKind::Pie);
    QVERIFY(card->chartData().items.size() > 3);
    card->resize(1000, 420);
    QApplication::processEvents(); // the chart lays its legend out for the new width
    QVERIFY(card->grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-pie.png")));
    QVERIFY(card->tableButton()->isVisibleTo(card));
    card->tableButton()->click();
    QVERIFY(card->tableShown());
    QCOMPARE(card->table()->rowCount(), int(card->chartData().items.size()));
    for (int r = 0; r < card->table()->rowCount(); ++r) {
        QCOMPARE(card->table()->item(r, 0)->text(), card->chartData().items[size_t(r)].label);
        QCOMPARE(card->table()->item(r, 0)->toolTip(), card->chartData().items[size_t(r)].label);
    }
    QVERIFY(card->grab().save(QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-pie-table.png")));
}

QTEST_MAIN(TestNewcomerInsights)
#include "tst_newcomerinsights.moc"
