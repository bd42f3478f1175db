#include "collectives.h"
#include "explain.h"
#include "rules.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

// The Straggler rule on hand-made inputs (the numbers in the comments) and on a generated job whose
// rank 2 is 12 % slower.
class TestStragglerRule : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void notApplicableWithoutCollectives();
    void triggersOnOneDominantRank();
    void okWhenDelayIsSpread();
    void generatedJob();
    void explainFinding();
};

namespace {

RuleResult run(const RuleInput &in, const ParamOverrides &overrides = {})
{
    return runRule(*findRule("Straggler"), in, overrides);
}

RankCollectives rank(int32_t number, int64_t delayNs, uint64_t last, uint64_t collectives = 20)
{
    RankCollectives rc;
    rc.rank = number;
    rc.node = "algo-1";
    rc.collectives = collectives;
    rc.timesLast = last;
    rc.delayCausedNs = delayNs;
    return rc;
}

} // namespace

void TestStragglerRule::notApplicableWithoutCollectives()
{
    RuleInput in;
    QCOMPARE(run(in).verdict, Verdict::NotApplicable);
    // Rank 1 caused 100 us of a 1 ms job (10 %), but 5 collectives are below min_collectives = 10.
    in.jobEndNs = 1'000'000;
    in.collectiveRanks = { rank(0, 0, 0, 5), rank(1, 100'000, 5, 5) };
    in.matchedCollectives = 5;
    QCOMPARE(run(in).verdict, Verdict::NotApplicable);
    QCOMPARE(run(in, { { "Straggler", { { "min_collectives", "5" } } } }).verdict, Verdict::Triggered);
}

// Delays 0, 0, 90 ms, 10 ms: rank 2 causes 90 / 100 = 90 % >= 50 % of all delay; its steps sum to
// 1 s, so 90 ms is 9 % >= 1 %: triggered. With min_delay_percent = 10 it is Ok (9 % < 10 %).
void TestStragglerRule::triggersOnOneDominantRank()
{
    RuleInput in;
    in.matchedCollectives = 20;
    in.collectiveRanks = { rank(0, 0, 0), rank(1, 0, 1), rank(2, 90'000'000, 17), rank(3, 10'000'000, 2) };
    in.collectiveRanks[2].worstFromNs = 5'000'000;
    in.collectiveRanks[2].worstToNs = 9'000'000;
    in.collectiveRanks[2].worstKind = "AllReduce";
    for (int s = 0; s < 4; ++s) {
        StepSpan step;
        step.rank = 2;
        step.tsNs = s * 250'000'000LL;
        step.durNs = 250'000'000;
        in.steps.push_back(step);
    }
    const RuleResult r = run(in);
    QCOMPARE(r.verdict, Verdict::Triggered);
    QVERIFY2(r.reason.find("rank 2 arrived last at 17 of 20") != std::string::npos, r.reason.c_str());
    QVERIFY2(r.reason.find("90 % of all delay") != std::string::npos, r.reason.c_str());
    QVERIFY2(r.reason.find("9 % of its step time") != std::string::npos, r.reason.c_str());
    QVERIFY(!r.advice.empty());
    QCOMPARE(r.evidence.front().label.substr(0, 6), std::string("rank 2"));
    QCOMPARE(r.evidence.front().value, 90.0);
    QVERIFY(r.evidence.back().hasRange());
    QCOMPARE(r.evidence.back().startNs, int64_t(5'000'000));
    QCOMPARE(run(in, { { "Straggler", { { "min_delay_percent", "10" } } } }).verdict, Verdict::Ok);
}

// Delays 40, 30, 30 ms: the worst rank causes 40 % < 50 %: Ok. Everyone at once: Ok as well.
void TestStragglerRule::okWhenDelayIsSpread()
{
    RuleInput in;
    in.matchedCollectives = 30;
    in.jobEndNs = 1'000'000'000;
    in.collectiveRanks = { rank(0, 40'000'000, 10), rank(1, 30'000'000, 10), rank(2, 30'000'000, 10) };
    const RuleResult r = run(in);
    QCOMPARE(r.verdict, Verdict::Ok);
    QVERIFY2(r.reason.find("40 % of all delay") != std::string::npos, r.reason.c_str());
    in.collectiveRanks = { rank(0, 0, 0), rank(1, 0, 30) };
    QCOMPARE(run(in).verdict, Verdict::Ok);
}

void TestStragglerRule::generatedJob()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 12; // one all-reduce bucket a step with 6 layers: 12 collectives
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 2;
    o.stragglerPercent = 12;
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome outcome = loadProfile(dir.path());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const RuleInput in = ruleInputFromProfile(*outcome.profile);
    QCOMPARE(in.collectiveRanks.size(), size_t(4));
    const RuleResult r = run(in);
    QVERIFY2(r.verdict == Verdict::Triggered, r.reason.c_str());
    QVERIFY2(r.reason.rfind("rank 2 ", 0) == 0, r.reason.c_str());
}

// `stepline explain` names the straggler: {"cause": "straggler", "rank": 2}, with the GPU time the
// three other ranks lost waiting for it alone (the sum over the collectives rank 2 arrived last at
// of delay x 3) and its worst collectives as places on its own device.
void TestStragglerRule::explainFinding()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 4;
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 2;
    o.stragglerPercent = 12;
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir.path(), o);
    QVERIFY2(job.ok, qPrintable(job.error));
    const LoadOutcome outcome = loadProfile(dir.path());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const Explanation e = explain(*outcome.profile);
    const ExplainFinding *straggler = nullptr;
    for (const ExplainFinding &f : e.findings)
        if (f.cause == "straggler" && !straggler)
            straggler = &f;
    QVERIFY(straggler);
    QCOMPARE(straggler->rank, 2);
    const CollectiveAnalysis a = analyzeCollectives(*outcome.profile);
    int64_t lost = 0;
    for (const Collective &c : a.collectives)
        if (c.lastRank == 2)
            lost += c.delayNs * int64_t(c.size() - 1);
    QVERIFY(lost > 0);
    QCOMPARE(straggler->lostNs, lost);
    QVERIFY(!straggler->where.empty());
    QCOMPARE(straggler->where.front().rank, 2);
    QVERIFY(straggler->where.front().endNs > straggler->where.front().startNs);
    // Sorted with the other findings: by predicted saving where the replay allows, then by time lost.
    for (size_t i = 1; i < e.findings.size(); ++i) {
        const ExplainFinding &before = e.findings[i - 1], &after = e.findings[i];
        if (e.savingsKnown && (before.wouldSaveNs >= 0 || after.wouldSaveNs >= 0))
            QVERIFY(before.wouldSaveNs >= after.wouldSaveNs); // a finding without a saving (-1) comes after
        else
            QVERIFY(before.lostNs >= after.lostNs);
    }
    const std::string json = explanationToJson(e);
    QVERIFY(json.find("\"cause\": \"straggler\",\n      \"rank\": 2") != std::string::npos);
    // A scope without rank 2 has no straggler finding about it.
    for (const ExplainFinding &f : explain(*outcome.profile, Scope::ofRank(0)).findings)
        QVERIFY(f.cause != "straggler");
}

QTEST_GUILESS_MAIN(TestStragglerRule)
#include "tst_stragglerrule.moc"
