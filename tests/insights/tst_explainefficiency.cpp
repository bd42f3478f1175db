// explain's "efficiency" finding (METRICS.md "Operator efficiency"): the kernel time above the
// roof, ranked with the other causes, naming the worst op shapes with advice by kind, on the
// hand-made traces of tests/data/opperf and on a real slow-but-busy H100 trace.

#include "explain.h"
#include "explainefficiency.h"
#include "opperf.h"
#include "profile.h"
#include "traceloader.h"

#include <QFile>
#include <QtTest>

#include <algorithm>

using namespace stepline;

namespace {

const ExplainFinding *efficiencyOf(const Explanation &e)
{
    for (const ExplainFinding &f : e.findings)
        if (f.cause == "efficiency")
            return &f;
    return nullptr;
}

} // namespace

class TestExplainEfficiency : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void aboveTheRoof();
    void noRoofNoFinding();
    void slowButBusy_data();
    void slowButBusy();
    void fp32GemmAdvice();
};

void TestExplainEfficiency::aboveTheRoof()
{
    const LoadOutcome outcome = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/opperf/h100_small.json"));
    QVERIFY(outcome.ok());
    const Profile &p = *outcome.profile;
    const Explanation e = explain(p);
    const ExplainFinding *f = efficiencyOf(e);
    QVERIFY(f);
    // addmm: 10 us against 243 ns at its memory roof; add: 2 us against 433,152 B / 3.35 TB/s;
    // the fp32 mm is over the peak and counts nothing.
    const int64_t addRoof = int64_t(std::llround(433152.0 / 3.35e12 * 1e9));
    QCOMPARE(f->lostNs, int64_t(10000 - 243) + (2000 - addRoof));
    QVERIFY(f->share > 0 && f->share <= 1);
    QVERIFY(f->advice.find("aten::addmm [[512],[141,512],[512,512],[],[]] bf16") != std::string::npos);
    QVERIFY(f->advice.find("aten::mm") == std::string::npos);
    // M = 141 is not a multiple of 8.
    QVERIFY(f->advice.find("multiples of 8") != std::string::npos);
    QVERIFY(f->advice.find("M=141") != std::string::npos);
    QVERIFY(!f->where.empty());
    QCOMPARE(f->where.front().startNs, int64_t(100'000)); // the addmm kernel, 100 us after the step starts
    QVERIFY(f->where.front().hasStep);
    QCOMPARE(f->where.front().step, int64_t(1));
    // Ranked with the others: by predicted saving where the replay allows, then by time lost.
    for (size_t i = 1; i < e.findings.size(); ++i) {
        const ExplainFinding &before = e.findings[i - 1], &after = e.findings[i];
        if (e.savingsKnown && (before.wouldSaveNs >= 0 || after.wouldSaveNs >= 0))
            QVERIFY(before.wouldSaveNs >= after.wouldSaveNs); // a finding without a saving (-1) comes after
        else
            QVERIFY(before.lostNs >= after.lostNs);
    }
}

void TestExplainEfficiency::noRoofNoFinding()
{
    const LoadOutcome outcome = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/opperf/unknown_gpu.json"));
    QVERIFY(outcome.ok());
    QVERIFY(!efficiencyOf(explain(*outcome.profile)));
    const LoadOutcome none = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/opperf/no_shapes.json"));
    QVERIFY(none.ok());
    QVERIFY(!efficiencyOf(explain(*none.profile)));
}

// Qwen1.5-0.5B inference traced by TraceLens on H100 and MI300X: the GPU is busy, yet the largest
// loss is below the roofline, and explain names the op shapes. The shared folder's H100 trace, and
// the 171dd747 versions when copied into the git-ignored .cache/tracelens (tests/data/tracelens).
void TestExplainEfficiency::slowButBusy_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("h100 qwen (shared)")
        << QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    for (const char *gpu : { "h100", "mi300" })
        QTest::addRow("%s qwen @171dd74", gpu)
            << QStringLiteral(STEPLINE_TEST_DATA "/../../.cache/tracelens/") + QLatin1String(gpu)
                + QStringLiteral("/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
}

void TestExplainEfficiency::slowButBusy()
{
    QFETCH(QString, path);
    if (!QFile::exists(path))
        QSKIP("the TraceLens Qwen trace is not here (shared traces or .cache/tracelens)");
    const LoadOutcome outcome = loadProfile(path);
    QVERIFY(outcome.ok());
    const Profile &p = *outcome.profile;
    const Explanation e = explain(p);
    const ExplainFinding *f = efficiencyOf(e);
    QVERIFY(f);
    // The GPU is busy most of the time; the largest loss is below the roofline, and it is named (the
    // order of the findings may follow whatif's predicted savings: the loss decides here).
    const auto largest = std::max_element(e.findings.begin(), e.findings.end(),
        [](const ExplainFinding &x, const ExplainFinding &y) { return x.lostNs < y.lostNs; });
    QCOMPARE(largest->cause, std::string("efficiency"));
    int64_t sum = 0;
    for (const OpPerfRow &r : analyzeOpPerf(p).rows)
        sum += r.aboveRoofNs();
    QCOMPARE(f->lostNs, sum);
    QVERIFY(f->advice.find("aten::") != std::string::npos);
    QVERIFY(f->advice.find("torch.compile") != std::string::npos);
}

void TestExplainEfficiency::fp32GemmAdvice()
{
    // The hand-made trace with its GEMM in fp32 at a plausible speed: 137 GFLOP in 10 ms.
    QFile in(QStringLiteral(STEPLINE_TEST_DATA "/opperf/h100_small.json"));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray text = in.readAll();
    const qsizetype at = text.indexOf("\"ts\": 1300,");
    const qsizetype dur = text.indexOf("\"dur\": 1", at);
    QVERIFY(at >= 0 && dur > at);
    text.replace(dur, qsizetype(sizeof("\"dur\": 1") - 1), "\"dur\": 10000");
    QTemporaryFile out;
    QVERIFY(out.open());
    out.write(text);
    out.flush();
    const LoadOutcome outcome = loadProfile(out.fileName());
    QVERIFY(outcome.ok());
    const ExplainFinding *f = efficiencyOf(explain(*outcome.profile));
    QVERIFY(f);
    QVERIFY2(f->advice.find("fp32 GEMMs") != std::string::npos, f->advice.c_str());
}

QTEST_GUILESS_MAIN(TestExplainEfficiency)
#include "tst_explainefficiency.moc"
