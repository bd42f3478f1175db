// `stepline explain`: findings ranked by GPU time lost, their places and the JSON schema, on a
// hand-built profile, the bundled demo job (its planted data-loader stall comes first) and the
// real binary.
#include "../analysis/fixture.h"

#include "explain.h"
#include "traceloader.h"

#include <QFileInfo>
#include <QProcess>
#include <QtTest>

#include <set>

#include <nlohmann/json.hpp>

using namespace stepline;
using stepline::test::Fixture;

namespace {

// The profile of tst_gputime's everyCause (whole-rank causes worked out there): span [120,950) =
// 830 ns; host_ops 140 ([200,300) + [560,600)), sync 100 ([300,400)), host_other 100 ([600,700)),
// unattributed 100 ([800,900)), launch 70 ([400,420) + [700,750)), queued 20 ([500,520)).
ProfilePtr everyCause()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    auto launch = [&](int64_t ts, int64_t dur, int64_t kernelTs, int64_t kernelDur, int64_t corr) {
        f.b.setCorrelation(f.slice(T, ts, dur, "cudaLaunchKernel", "cuda_runtime"), r, corr);
        f.b.setCorrelation(f.slice(g, kernelTs, kernelDur, "gemm", "kernel"), r, corr);
    };
    f.slice(T, 0, 600, "ProfilerStep#1", "user_annotation");
    f.slice(T, 0, 100, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
    launch(100, 10, 120, 80, 1);
    f.slice(T, 300, 100, "aten::item", "cpu_op");
    f.slice(T, 310, 80, "cudaStreamSynchronize", "cuda_runtime");
    launch(400, 10, 420, 80, 2);
    launch(410, 5, 520, 40, 3);
    launch(700, 10, 750, 50, 4);
    f.slice(g, 900, 50, "gemm", "kernel");
    f.slice(T, 950, 50, "aten::empty", "cpu_op");
    return f.finalize();
}

QString demoJob()
{
    return QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node");
}

} // namespace

class TestExplain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rankedFindingsAndPlaces();
    void jsonSchema();
    void demoStallComesFirst();
    void noGpuNothingToExplain();
    void commandLine();
};

void TestExplain::rankedFindingsAndPlaces()
{
    const ProfilePtr p = everyCause();
    const Explanation e = explain(*p);
    QCOMPARE(e.gpuTimeNs, int64_t(830));
    QCOMPARE(e.devices, size_t(1));
    // 140, then the three of 100 by cause key, then 70 and 20; no data_loader (its wait lies
    // before the span) and no exposed time.
    const std::vector<std::string> order
        = { "host_ops", "host_other", "sync", "unattributed", "launch", "queued" };
    QCOMPARE(e.findings.size(), order.size());
    // The replay's self-check passes on this trace, so explain ranks by predicted saving: the causes
    // with a prediction (host_ops, launch) first by saving, then the rest by time lost. The sync
    // call waited for nothing (K1 had ended before it), so sync_zero has no input: no saving.
    QVERIFY2(e.savingsKnown, e.savingsReason.c_str());
    std::vector<ExplainFinding> byLost = e.findings;
    sortFindings(byLost);
    for (size_t i = 0; i < order.size(); ++i)
        QCOMPARE(byLost[i].cause, order[i]);
    for (size_t i = 0; i < 2; ++i) {
        QVERIFY2(e.findings[i].wouldSaveNs >= 0, e.findings[i].cause.c_str());
        if (i > 0)
            QVERIFY(e.findings[i].wouldSaveNs <= e.findings[i - 1].wouldSaveNs);
    }
    const std::vector<std::string> rest = { "host_other", "sync", "unattributed", "queued" };
    for (size_t i = 0; i < rest.size(); ++i) {
        QCOMPARE(e.findings[2 + i].cause, rest[i]);
        QCOMPARE(e.findings[2 + i].wouldSaveNs, int64_t(-1));
    }
    // Without the ranking (explainGpuTime alone) the order is by time lost.
    GpuTimeOptions options;
    options.segments = true;
    QVERIFY(!explainGpuTime(analyzeGpuTime(*p, {}, options)).savingsKnown);
    const ExplainFinding &hostOps = byLost[0];
    QCOMPARE(hostOps.lostNs, int64_t(140));
    QCOMPARE(hostOps.share, 140.0 / 830.0);
    QCOMPARE(hostOps.advice, std::string(adviceFor(GpuTimeKind::HostOps)));
    QCOMPARE(hostOps.where.size(), size_t(2));
    QCOMPARE(hostOps.where[0].startNs, int64_t(200)); // the longer one first
    QCOMPARE(hostOps.where[0].endNs, int64_t(300));
    QVERIFY(hostOps.where[0].hasStep);
    QCOMPARE(hostOps.where[0].step, int64_t(1));
    QCOMPARE(hostOps.where[1].startNs, int64_t(560));
    const ExplainFinding &launch = byLost[4];
    QCOMPARE(launch.lostNs, int64_t(70));
    QCOMPARE(launch.where.size(), size_t(2));
    QCOMPARE(launch.where[0].startNs, int64_t(700)); // 50 ns, after the step ended at 600
    QVERIFY(!launch.where[0].hasStep);
    QCOMPARE(launch.where[1].startNs, int64_t(400));
    QVERIFY(launch.where[1].hasStep);
    for (const ExplainFinding &f : e.findings) {
        int64_t placed = 0;
        for (const ExplainPlace &pl : f.where)
            placed += pl.endNs - pl.startNs;
        QVERIFY(placed <= f.lostNs);
        QCOMPARE(f.rank, -1);
    }

    // A GPU scope that does not exist explains nothing.
    QVERIFY(explain(*p, Scope::ofGpu(0, 3)).findings.empty());
}

void TestExplain::jsonSchema()
{
    Explanation e = explain(*everyCause());
    // A finding another analysis adds (the collectives' straggler) carries "rank".
    ExplainFinding straggler;
    straggler.cause = "straggler";
    straggler.lostNs = 120;
    straggler.share = 120.0 / 830.0;
    straggler.rank = 3;
    straggler.advice = "x";
    e.findings.push_back(straggler);
    sortFindings(e.findings);
    QCOMPARE(e.findings[1].cause, std::string("straggler"));
    const nlohmann::json doc = nlohmann::json::parse(explanationToJson(e));
    // schema, findings, the exposed communication split (devices > 0) and the savings.
    QCOMPARE(doc.size(), size_t(7));
    QVERIFY(doc["savings"]["ranked_by_saving"].get<bool>());
    QVERIFY(doc["savings"]["mean_step_us"].is_number());
    QVERIFY(doc.contains("exposed_comm_wait_us") && doc.contains("charged_wait_us"));
    QCOMPARE(doc["schema"].get<std::string>(), std::string("stepline.explain/1"));
    double previous = 1e300;
    for (const auto &f : doc["findings"]) {
        const bool hasRank = f["cause"] == "straggler";
        QCOMPARE(f.size(), size_t(hasRank ? 8 : 7));
        for (const char *k : { "cause", "gpu_time_lost_us", "would_save_us", "would_save_scenario", "share",
                 "where", "advice" })
            QVERIFY2(f.contains(k), k);
        QVERIFY(f["gpu_time_lost_us"].get<double>() <= previous);
        previous = f["gpu_time_lost_us"].get<double>();
        QVERIFY(f["share"].get<double>() > 0 && f["share"].get<double>() <= 1);
        for (const auto &w : f["where"]) {
            QCOMPARE(w.size(), size_t(5));
            for (const char *k : { "rank", "device", "step", "start_us", "end_us" })
                QVERIFY2(w.contains(k), k);
            QVERIFY(w["step"].is_null() || w["step"].is_number_integer());
            QVERIFY(w["end_us"].get<double>() > w["start_us"].get<double>());
        }
    }
    QCOMPARE(doc["findings"][0]["gpu_time_lost_us"].get<double>(), 0.14); // host_ops: 140 ns
    QCOMPARE(doc["findings"][0]["where"][0]["start_us"].get<double>(), 0.2);
    QCOMPARE(doc["findings"][0]["where"][0]["step"].get<int>(), 1);
    QCOMPARE(doc["findings"][1]["rank"].get<int>(), 3);
    QVERIFY(explanationToText(e).find("1. host_ops") != std::string::npos);
    // Durations read as in summary and diff: whole ns below a microsecond.
    QVERIFY(explanationToText(e).find("1. host_ops: 140 ns lost") != std::string::npos);
}

// The demo job plants one data-loader stall per rank (a slow worker, several step lengths): it
// must be the first finding, and its worst places are those stalls, one per rank.
void TestExplain::demoStallComesFirst()
{
    if (!QFileInfo(demoJob()).isDir())
        QSKIP("the bundled demo jobs are missing");
    const LoadOutcome outcome = loadProfile(demoJob());
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const Explanation e = explain(*outcome.profile);
    QVERIFY(!e.findings.empty());
    const ExplainFinding &first = e.findings.front();
    QCOMPARE(first.cause, std::string("data_loader"));
    QVERIFY2(first.share > 0.2, qPrintable(QString::number(first.share)));
    QVERIFY(first.where.size() >= 4);
    std::set<int32_t> ranks;
    for (size_t i = 0; i < 4; ++i) {
        const ExplainPlace &pl = first.where[i];
        ranks.insert(pl.rank);
        QVERIFY(pl.hasStep);
        QVERIFY2(pl.endNs - pl.startNs > 50'000'000, "a planted stall lasts several steps (> 50 ms)");
    }
    QCOMPARE(ranks.size(), size_t(4));
    for (size_t i = 1; i < e.findings.size(); ++i) {
        const ExplainFinding &before = e.findings[i - 1], &after = e.findings[i];
        if (e.savingsKnown && (before.wouldSaveNs >= 0 || after.wouldSaveNs >= 0))
            QVERIFY(before.wouldSaveNs >= after.wouldSaveNs); // a finding without a saving (-1) comes after
        else
            QVERIFY(before.lostNs >= after.lostNs);
    }
}

void TestExplain::noGpuNothingToExplain()
{
    Fixture f;
    f.slice(f.cpu(f.rank(0), 1), 0, 100, "aten::add", "cpu_op");
    const ProfilePtr p = f.finalize();
    const Explanation e = explain(*p);
    QCOMPARE(e.devices, size_t(0));
    QVERIFY(e.findings.empty());
    QCOMPARE(nlohmann::json::parse(explanationToJson(e))["findings"].size(), size_t(0));
    QVERIFY(explanationToText(e).find("No GPU activity") != std::string::npos);
}

void TestExplain::commandLine()
{
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(exe))
        QSKIP("the stepline executable is not built in this build tree");
    if (!QFileInfo(demoJob()).isDir())
        QSKIP("the bundled demo jobs are missing");
    auto run = [&](const QStringList &args, QByteArray *out) {
        QProcess proc;
        proc.start(exe, args);
        if (!proc.waitForFinished(120000))
            return -1;
        *out = proc.readAllStandardOutput();
        return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    };
    QByteArray out;
    QCOMPARE(run({ QStringLiteral("explain"), demoJob(), QStringLiteral("--json") }, &out), 0);
    const nlohmann::json doc = nlohmann::json::parse(out.toStdString(), nullptr, false);
    QVERIFY(!doc.is_discarded());
    QCOMPARE(doc["findings"][0]["cause"].get<std::string>(), std::string("data_loader"));
    QCOMPARE(
        run({ QStringLiteral("explain"), demoJob(), QStringLiteral("--scope"), QStringLiteral("gpu=0:0") },
            &out),
        0);
    QVERIFY(out.contains("1. data_loader"));
    QCOMPARE(run({ QStringLiteral("explain"), QStringLiteral("/no/such/trace.json") }, &out), 2);
    QCOMPARE(run({ QStringLiteral("explain") }, &out), 1);
    QCOMPARE(run({ QStringLiteral("explain"), demoJob(), QStringLiteral("--bogus") }, &out), 1);
    QCOMPARE(
        run({ QStringLiteral("explain"), demoJob(), QStringLiteral("--scope"), QStringLiteral("rank=99") },
            &out),
        1);
}

QTEST_GUILESS_MAIN(TestExplain)
#include "tst_explain.moc"
