// stepline whatif: the replay engine on hand-built jobs whose replays and critical paths are
// computed by hand, the refusals, and generated pairs that differ only in one planted cause.
#include "collectives.h"
#include "fixture.h"
#include "tracegenerator.h"
#include "traceloader.h"
#include "whatifreport.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>
#include <QTest>

using namespace stepline;
using namespace stepline::test;

class TestWhatIf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void oneRankByHand();
    void oneRankCriticalPath();
    void twoRanksByHand();
    void twoRanksCriticalPathCrossesRanks();
    void refusesWithoutCorrelationIds();
    void refusesWithoutSteps();
    void jsonSchema();
    void namesNotUtf8();
    void generatedDataLoaderPair();
    void generatedCommPair();
    void generatedLatePair();
};

namespace {

const WhatIfScenarioResult *find(const WhatIfReport &r, WhatIfScenario s)
{
    for (const WhatIfScenarioResult &x : r.scenarios) {
        if (x.scenario == s)
            return &x;
    }
    return nullptr;
}

// One rank, thread T, stream 7 (ns):
//   ProfilerStep#1 [0,1000)
//     enumerate(DataLoader)#... [0,300)
//     cudaLaunchKernel [300,310) -> gemm [320,520)
//     aten::item [330,600) > cudaStreamSynchronize [340,590)   (waits for the gemm: ends 70 after it)
//     aten::add [600,700)
ProfilePtr oneRank(bool correlation = true, bool step = true)
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    if (step)
        f.slice(T, 0, 1000, "ProfilerStep#1", "user_annotation");
    f.slice(T, 0, 300, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
    const uint32_t l = f.slice(T, 300, 10, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t k = f.slice(g, 320, 200, "gemm", "kernel");
    if (correlation) {
        f.b.setCorrelation(l, r, 1);
        f.b.setCorrelation(k, r, 1);
    }
    f.slice(T, 330, 270, "aten::item", "cpu_op");
    f.slice(T, 340, 250, "cudaStreamSynchronize", "cuda_runtime");
    f.slice(T, 600, 100, "aten::add", "cpu_op");
    return f.finalize();
}

// Two ranks, each with thread T and stream 7; ProfilerStep#1 [0,1000) on both.
//   rank 0: cudaLaunchKernel [100,110) -> AllReduce [120,620)   (waits for rank 1 until 420)
//   rank 1: GetNext [0,300); cudaLaunchKernel [400,410) -> AllReduce [420,620)
//   both:   aten::item [500,700) > cudaStreamSynchronize [510,690)   (ends 70 after the all-reduce)
ProfilePtr twoRanks()
{
    Fixture f;
    for (int32_t n = 0; n < 2; ++n) {
        const uint32_t r = f.rank(n);
        const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
        f.slice(T, 0, 1000, "ProfilerStep#1", "user_annotation");
        if (n == 1)
            f.slice(
                T, 0, 300, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
        const int64_t launch = n == 0 ? 100 : 400;
        const uint32_t l = f.slice(T, launch, 10, "cudaLaunchKernel", "cuda_runtime");
        const uint32_t k = f.slice(g, launch + 20, 620 - (launch + 20),
            "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*)", "kernel");
        f.b.setCorrelation(l, r, 1);
        f.b.setCorrelation(k, r, 1);
        f.slice(T, 500, 200, "aten::item", "cpu_op");
        f.slice(T, 510, 180, "cudaStreamSynchronize", "cuda_runtime");
    }
    return f.finalize();
}

WhatIfReport allScenarios(const Profile &p, bool criticalPath = false)
{
    WhatIfOptions o;
    o.criticalPath = criticalPath;
    return whatIf(p, o);
}

int64_t classNs(const CriticalPath &p, WhatIfClass c)
{
    return p.classNs[size_t(c)];
}

// A generated data-parallel job: 4 ranks on 2 nodes, a few short steps.
TraceGenerator::Options smallJob()
{
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 6;
    o.layers = 8;
    o.pythonFunctions = false;
    o.seed = 7;
    return o;
}

// Writes the job (synchronised ranks) and loads it.
ProfilePtr generate(TraceGenerator::Options o, const QString &dir)
{
    TraceGenerator::synchronize(&o, 2);
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(dir, o);
    if (!job.ok)
        return {};
    const LoadOutcome outcome = loadProfile(dir);
    return outcome.ok() ? outcome.profile : ProfilePtr();
}

// The prediction of `scenario` on A against B's measured mean step.
void checkPair(const TraceGenerator::Options &a, const TraceGenerator::Options &b, WhatIfScenario scenario)
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const ProfilePtr pa = generate(a, dir.filePath(QStringLiteral("a")));
    const ProfilePtr pb = generate(b, dir.filePath(QStringLiteral("b")));
    QVERIFY(pa && pb);
    WhatIfOptions o;
    o.scenarios = { scenario };
    const WhatIfReport ra = whatIf(*pa, o);
    QVERIFY2(ra.selfCheckPassed, ra.refusal.c_str());
    QVERIFY(ra.selfCheckErrorPct <= 1.0);
    const WhatIfReport rb = whatIf(*pb, WhatIfOptions());
    QVERIFY2(rb.selfCheckPassed, rb.refusal.c_str());
    const WhatIfScenarioResult *s = find(ra, scenario);
    QVERIFY(s);
    QVERIFY2(s->available, s->reason.c_str());
    const double error = std::abs(double(s->stepNs - rb.measuredStepNs)) / double(rb.measuredStepNs);
    const QByteArray message = QByteArrayLiteral("measured ")
        + QByteArray::number(double(ra.measuredStepNs) / 1e3) + " us, predicted "
        + QByteArray::number(double(s->stepNs) / 1e3) + " us, re-run "
        + QByteArray::number(double(rb.measuredStepNs) / 1e3) + " us, error "
        + QByteArray::number(error * 100, 'f', 2) + " %";
    qInfo("%s: %s", whatIfScenarioName(scenario).data(), message.constData());
    // The planted cause matters: the pair differs by more than the tolerance.
    QVERIFY2(double(ra.measuredStepNs - rb.measuredStepNs) > 0.05 * double(rb.measuredStepNs),
        message.constData());
    QVERIFY2(error <= 0.05, message.constData());
}

} // namespace

void TestWhatIf::oneRankByHand()
{
    const ProfilePtr p = oneRank();
    const WhatIfReport r = allScenarios(*p);
    QVERIFY2(r.refusal.empty(), r.refusal.c_str());
    QCOMPARE(r.measuredStepNs, int64_t(1000));
    QCOMPARE(r.replayedStepNs, int64_t(1000));
    QVERIFY(r.selfCheckPassed);
    // No GetNext wait: the gemm launches at 0, runs [20,220); the sync starts at 40 and ends 70
    // after the gemm (290); the 10 ns to the item's end, the add's 100 and the step's last 300 follow.
    QCOMPARE(find(r, WhatIfScenario::DataLoaderZero)->stepNs, int64_t(700));
    // Syncs do not wait: the item's 10 + 250 + 10 ns inside sync calls vanish.
    QCOMPARE(find(r, WhatIfScenario::SyncZero)->stepNs, int64_t(730));
    // No launch cost: the gemm runs [300,500), the sync starts at 330 and ends at 570.
    QCOMPARE(find(r, WhatIfScenario::LaunchZero)->stepNs, int64_t(980));
    // Host ops halve: 20 ns before the item, the add's 100 and the last 300 (the gemm still ends
    // at 520, so the sync ends at 590).
    QCOMPARE(find(r, WhatIfScenario::HostOpsHalf)->stepNs, int64_t(800));
    QCOMPARE(find(r, WhatIfScenario::DataLoaderZero)->savingNs, int64_t(300));
    QCOMPARE(find(r, WhatIfScenario::DataLoaderZero)->savingPct, 30.0);
    // What the trace does not have is absent, with the reason.
    const WhatIfScenarioResult *memcpy = find(r, WhatIfScenario::ExposedMemcpyZero);
    QVERIFY(!memcpy->available);
    QVERIFY(memcpy->reason.find("memcpy") != std::string::npos);
    QVERIFY(!find(r, WhatIfScenario::CommHalf)->available);
    QVERIFY(!find(r, WhatIfScenario::StragglerOnTime)->available);
}

void TestWhatIf::oneRankCriticalPath()
{
    const ProfilePtr p = oneRank();
    const WhatIfReport r = allScenarios(*p, true);
    QCOMPARE(r.criticalPaths.size(), size_t(1));
    const CriticalPath &c = r.criticalPaths[0];
    QVERIFY(c.available);
    QCOMPARE(c.stepNumber, int64_t(1));
    QCOMPARE(c.endNs - c.startNs, int64_t(1000));
    // GetNext 300, launch latency 20, the gemm 200, the sync after it 70 + 10 inside the item, the
    // add 100 and the step's last 300.
    QCOMPARE(classNs(c, WhatIfClass::DataLoader), int64_t(300));
    QCOMPARE(classNs(c, WhatIfClass::Launch), int64_t(20));
    QCOMPARE(classNs(c, WhatIfClass::Compute), int64_t(200));
    QCOMPARE(classNs(c, WhatIfClass::Sync), int64_t(80));
    QCOMPARE(classNs(c, WhatIfClass::HostOps), int64_t(400));
    int64_t sum = 0;
    for (int64_t v : c.classNs)
        sum += v;
    QCOMPARE(sum, int64_t(1000));
    QCOMPARE(c.segments.front().cls, WhatIfClass::DataLoader);
    QCOMPARE(c.segments.front().startNs, int64_t(0));
    QCOMPARE(c.segments.back().endNs, int64_t(1000));
}

void TestWhatIf::twoRanksByHand()
{
    const ProfilePtr p = twoRanks();
    const WhatIfReport r = allScenarios(*p);
    QVERIFY2(r.refusal.empty(), r.refusal.c_str());
    QCOMPARE(r.measuredStepNs, int64_t(1000));
    QCOMPARE(r.replayedStepNs, int64_t(1000));
    // Rank 1 launches at 100: both all-reduces run [120,320); the syncs end at max(start + 70,
    // 320 + 70): rank 0 at 580 (its sync starts at 510), rank 1 at 390 (at 210). Steps: 890, 700.
    QCOMPARE(find(r, WhatIfScenario::DataLoaderZero)->stepNs, int64_t(795));
    // Transfer 200 -> 100: the all-reduces end at 520, the syncs at 590 on both ranks.
    QCOMPARE(find(r, WhatIfScenario::CommHalf)->stepNs, int64_t(900));
    // Rank 1 (the straggler: it cost rank 0 300 ns) arrives with rank 0 at 120: both end at 320 and
    // the syncs, which start at 510, end 70 after that: 580 -> steps of 890.
    QCOMPARE(find(r, WhatIfScenario::StragglerOnTime)->stepNs, int64_t(890));
}

void TestWhatIf::twoRanksCriticalPathCrossesRanks()
{
    const ProfilePtr p = twoRanks();
    const WhatIfReport r = allScenarios(*p, true);
    const CriticalPath &c = r.criticalPaths.at(0);
    QVERIFY(c.available);
    QCOMPARE(c.endRank, 0);
    // Rank 0's step ends 300 after its item, which ends 10 after its sync, which ends 70 after the
    // all-reduce, whose transfer (200) started when rank 1 arrived: rank 1's launch latency (20),
    // its host ops (100) and its data loader (300).
    QCOMPARE(classNs(c, WhatIfClass::HostOps), int64_t(400));
    QCOMPARE(classNs(c, WhatIfClass::Sync), int64_t(80));
    QCOMPARE(classNs(c, WhatIfClass::CommTransfer), int64_t(200));
    QCOMPARE(classNs(c, WhatIfClass::Launch), int64_t(20));
    QCOMPARE(classNs(c, WhatIfClass::DataLoader), int64_t(300));
    QCOMPARE(c.segments.front().cls, WhatIfClass::DataLoader);
    QCOMPARE(c.segments.front().rankIndex, uint32_t(1));
    QCOMPARE(c.segments.back().rankIndex, uint32_t(0));
}

void TestWhatIf::refusesWithoutCorrelationIds()
{
    const ProfilePtr p = oneRank(false);
    const WhatIfReport r = allScenarios(*p);
    QVERIFY(!r.selfCheckPassed);
    QVERIFY(r.refusal.find("correlation") != std::string::npos);
    QCOMPARE(r.replayedStepNs, int64_t(-1));
    QCOMPARE(r.measuredStepNs, int64_t(1000));
    for (const WhatIfScenarioResult &s : r.scenarios) {
        QVERIFY(!s.available);
        QCOMPARE(s.reason, r.refusal);
    }
}

void TestWhatIf::refusesWithoutSteps()
{
    const ProfilePtr p = oneRank(true, false);
    const WhatIfReport r = allScenarios(*p);
    QVERIFY(!r.selfCheckPassed);
    QCOMPARE(r.measuredStepNs, int64_t(-1));
    QVERIFY(r.refusal.find("ProfilerStep") != std::string::npos);
    const nlohmann::json j = nlohmann::json::parse(whatIfToJson(r, p.get()));
    QVERIFY(j["baseline"]["step_us"].is_null());
    QVERIFY(j["scenarios"][0]["step_us"].is_null());
    QVERIFY(j["scenarios"][0]["reason"].is_string());
}

void TestWhatIf::jsonSchema()
{
    const ProfilePtr p = twoRanks();
    WhatIfOptions o;
    o.criticalPath = true;
    const nlohmann::json j = nlohmann::json::parse(whatIfToJson(whatIf(*p, o), p.get()));
    QCOMPARE(j["schema"].get<std::string>(), std::string("stepline.whatif/1"));
    QCOMPARE(j["baseline"]["step_us"].get<double>(), 1.0);
    QCOMPARE(j["baseline"]["replayed_step_us"].get<double>(), 1.0);
    QVERIFY(j["baseline"]["self_check_passed"].get<bool>());
    const std::vector<std::string> names = { "data_loader_zero", "comm_half", "launch_zero", "sync_zero",
        "exposed_memcpy_zero", "straggler_on_time", "host_ops_half" };
    QCOMPARE(j["scenarios"].size(), names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        const nlohmann::json &s = j["scenarios"][i];
        QCOMPARE(s["name"].get<std::string>(), names[i]);
        for (const char *key : { "step_us", "saving_us", "saving_pct", "reason" })
            QVERIFY2(s.contains(key), key);
        QVERIFY(s["step_us"].is_null() == s["reason"].is_string());
    }
    QCOMPARE(j["scenarios"][1]["step_us"].get<double>(), 0.9);
    QCOMPARE(j["scenarios"][1]["saving_us"].get<double>(), 0.1);
    QCOMPARE(j["scenarios"][1]["saving_pct"].get<double>(), 10.0);
    const nlohmann::json &path = j["critical_paths"][0];
    QCOMPARE(path["step"].get<int>(), 1);
    QCOMPARE(path["bound_by"]["data_loader"]["us"].get<double>(), 0.3);
    QCOMPARE(path["bound_by"].size(), size_t(7));
    QVERIFY(path["segments"].is_array());
}

// Data-loader stalls at each rank's own step against the same job without them.
void TestWhatIf::generatedDataLoaderPair()
{
    TraceGenerator::Options a = smallJob();
    a.perRankOutlierStep = true;
    a.outlierStep = 1;
    TraceGenerator::Options b = a;
    b.stallPercent = 0;
    checkPair(a, b, WhatIfScenario::DataLoaderZero);
}

// All-reduces twice as fast (no stalls). At the generator's usual speed the all-reduces hide behind
// the backward pass; four times slower, the last buckets' are exposed.
void TestWhatIf::generatedCommPair()
{
    TraceGenerator::Options a = smallJob();
    a.outlierStep = -1;
    a.commPercent = 400;
    TraceGenerator::Options b = a;
    b.commPercent = 200;
    checkPair(a, b, WhatIfScenario::CommHalf);
}

// Rank 1 arrives late at every all-reduce, against it arriving on time.
void TestWhatIf::generatedLatePair()
{
    TraceGenerator::Options a = smallJob();
    a.outlierStep = -1;
    a.lateRank = 1;
    a.latePercent = 300;
    TraceGenerator::Options b = a;
    b.latePercent = 0;
    checkPair(a, b, WhatIfScenario::StragglerOnTime);
}

// Names that are not UTF-8 (kept by the JSON reader) come out of stepline.whatif/1 as U+FFFD.
void TestWhatIf::namesNotUtf8()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    f.slice(T, 0, 1000, "ProfilerStep#1", "user_annotation");
    const uint32_t l = f.slice(T, 300, 10, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t k = f.slice(g, 320, 600, "gemm", "kernel");
    f.b.setCorrelation(l, r, 1);
    f.b.setCorrelation(k, r, 1);
    f.slice(T, 310, 690, "aten::mm\x9b", "cpu_op"); // on the critical path: the step's last host op
    const ProfilePtr p = f.finalize();
    std::string text;
    try {
        text = whatIfToJson(allScenarios(*p, true), p.get());
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    QVERIFY(nlohmann::json::parse(text).is_object());
    QVERIFY2(text.find("aten::mm\xEF\xBF\xBD") != std::string::npos, text.c_str());
}

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_whatif.moc"
