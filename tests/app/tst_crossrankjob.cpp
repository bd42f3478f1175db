// `stepline summary DIR` and `stepline explain DIR` on a folder of .stepline rank files (one model
// in memory at a time, the collectives from every file's XRNK block), checked against the same
// job loaded whole from its JSON traces; and the window's load of such a folder.
#include "loadcontroller.h"
#include "steplinecrossrank.h"
#include "steplinewriter.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <nlohmann/json.hpp>

#include <cmath>

using namespace stepline;
using Json = nlohmann::json;

class TestCrossRankJob : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void summaryEqualsWholeLoad();
    void summaryOfSomeRanks();
    void summaryText();
    void explainEqualsWholeLoad();
    void alignOnExplain();
    void windowLoadsOneRankAndEveryBlock();

private:
    int run(const QStringList &args);
    Json runJson(const QStringList &args);

    QString m_exe;
    QTemporaryDir m_dir;
    QString m_jsonDir;
    QString m_steplineDir;
    QByteArray m_out;
    QByteArray m_err;
};

void TestCrossRankJob::initTestCase()
{
    m_exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    QVERIFY(m_dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 3;
    o.layers = 6;
    o.pythonFunctions = false;
    o.stragglerRank = 2;
    o.stragglerPercent = 12;
    m_jsonDir = m_dir.filePath(QStringLiteral("json"));
    m_steplineDir = m_dir.filePath(QStringLiteral("stepline"));
    const TraceGenerator::JobResult job = TraceGenerator::writeJob(m_jsonDir, o);
    QVERIFY2(job.ok, qPrintable(job.error));
    QVERIFY(QDir().mkpath(m_steplineDir));
    for (int r = 0; r < o.rankCount(); ++r) {
        const LoadOutcome one = loadProfile(job.files[r]);
        QVERIFY2(one.ok(), one.error.toUserMessage().c_str());
        QCOMPARE(writeSteplineFile(*one.profile,
                     QString(m_steplineDir + QStringLiteral("/rank-%1.stepline").arg(r)).toStdString()),
            std::string());
    }
    QVERIFY(isSteplineJobFolder(m_steplineDir.toStdString()));
    QVERIFY(!isSteplineJobFolder(m_jsonDir.toStdString()));
}

int TestCrossRankJob::run(const QStringList &args)
{
    QProcess proc;
    proc.start(m_exe, args);
    if (!proc.waitForFinished(120000))
        return -1;
    m_out = proc.readAllStandardOutput();
    m_err = proc.readAllStandardError();
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

Json TestCrossRankJob::runJson(const QStringList &args)
{
    if (run(args) != 0)
        return Json();
    return Json::parse(m_out.constData(), nullptr, false);
}

// Every job figure of the folder read rank by rank equals the whole load's; per-rank rows too.
void TestCrossRankJob::summaryEqualsWholeLoad()
{
    const Json whole = runJson({ QStringLiteral("summary"), m_jsonDir, QStringLiteral("--json") });
    QVERIFY2(whole.is_object(), m_err.constData());
    const Json folder = runJson({ QStringLiteral("summary"), m_steplineDir, QStringLiteral("--json") });
    QVERIFY2(folder.is_object(), m_err.constData());
    QCOMPARE(folder["schema"], Json("stepline.summary/1"));
    QCOMPARE(folder["format"], Json("stepline"));
    QCOMPARE(folder["job"]["files"], Json(4));
    QCOMPARE(folder["job"]["ranks"], Json::parse("[0, 1, 2, 3]"));
    QCOMPARE(folder["job"]["per_rank_figures"], Json::parse("[0, 1, 2, 3]"));
    for (const char *key : { "kernels", "precision_us", "memory_ops_us", "launch_latency_us", "annotations",
             "steps", "cpus", "gpu_time", "step_breakdown" })
        QVERIFY2(folder[key] == whole[key], key);
    for (const char *key : { "matched", "unmatched", "straggler_ranking", "by_rank" })
        QVERIFY2(folder["collectives"][key] == whole["collectives"][key], key);
    QCOMPARE(folder["collectives"]["straggler_ranking"][0], Json(2));
    QCOMPARE(folder["ranks"].size(), size_t(4));
    QCOMPARE(folder["gpus"].size(), whole["gpus"].size());
    QCOMPARE(folder["utilization"].size(), whole["utilization"].size());
}

// --ranks picks the ranks whose models are read; the collectives still cover the whole job.
void TestCrossRankJob::summaryOfSomeRanks()
{
    const Json doc = runJson({ QStringLiteral("summary"), m_steplineDir, QStringLiteral("--json"),
        QStringLiteral("--ranks"), QStringLiteral("0,2") });
    QVERIFY2(doc.is_object(), m_err.constData());
    QCOMPARE(doc["job"]["per_rank_figures"], Json::parse("[0, 2]"));
    QCOMPARE(doc["ranks"].size(), size_t(2));
    QCOMPARE(doc["collectives"]["by_rank"].size(), size_t(4));
    QCOMPARE(
        run({ QStringLiteral("summary"), m_steplineDir, QStringLiteral("--ranks"), QStringLiteral("7") }), 1);
    QVERIFY2(m_err.contains("no rank 7"), m_err.constData());
    QCOMPARE(run({ QStringLiteral("summary"), m_steplineDir, QStringLiteral("--scope"),
                 QStringLiteral("node=algo-2"), QStringLiteral("--json") }),
        0);
    QCOMPARE(Json::parse(m_out.constData())["job"]["per_rank_figures"], Json::parse("[2, 3]"));
}

void TestCrossRankJob::summaryText()
{
    QCOMPARE(run({ QStringLiteral("summary"), m_steplineDir }), 0);
    const QString text = QString::fromUtf8(m_out);
    QVERIFY2(text.startsWith(QStringLiteral(
                 "Job stepline: 4 .stepline rank file(s), 4 rank(s), read one rank at a time.")),
        qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("Per-rank figures and job totals: every rank (0-3).")));
    QVERIFY(text.contains(QStringLiteral("Collectives and stragglers: every rank")));
    QVERIFY(text.contains(QStringLiteral("Top kernels by time")));
    QVERIFY(text.contains(QStringLiteral("Collectives: ")));
    QCOMPARE(
        run({ QStringLiteral("summary"), m_steplineDir, QStringLiteral("--ranks"), QStringLiteral("1") }), 0);
    QVERIFY(QString::fromUtf8(m_out).contains(QStringLiteral("ranks 1 only, 1 of 4 (as asked)")));
}

// The GPU-time findings are sums over the ranks; the whole load also charges the collective waits
// to the late ranks' causes (which needs every rank's timeline at once, so a folder read rank by
// rank does not), moving time between findings without changing their sum. The straggler findings
// come from every rank's cross-rank block (places without a device number) and are equal.
void TestCrossRankJob::explainEqualsWholeLoad()
{
    const Json whole = runJson({ QStringLiteral("explain"), m_jsonDir, QStringLiteral("--json") });
    QVERIFY2(whole.is_object(), m_err.constData());
    const Json folder = runJson({ QStringLiteral("explain"), m_steplineDir, QStringLiteral("--json") });
    QVERIFY2(folder.is_object(), m_err.constData());
    QCOMPARE(folder["ranks_in_job"], Json::parse("[0, 1, 2, 3]"));
    QCOMPARE(folder["ranks_explained"], Json::parse("[0, 1, 2, 3]"));
    QCOMPARE(folder["exposed_comm_us"], whole["exposed_comm_us"]);
    QCOMPARE(folder["exposed_comm_wait_us"], whole["exposed_comm_wait_us"]);
    QCOMPARE(folder["exposed_comm_transfer_us"], whole["exposed_comm_transfer_us"]);
    auto gpuLost = [](const Json &doc) {
        double sum = 0;
        for (const Json &f : doc["findings"])
            if (f["cause"] != "straggler")
                sum += f["gpu_time_lost_us"].get<double>();
        return sum;
    };
    QVERIFY(std::abs(gpuLost(folder) - gpuLost(whole)) < 0.01);
    std::vector<const Json *> wholeStragglers, folderStragglers;
    for (const Json &f : whole["findings"])
        if (f["cause"] == "straggler")
            wholeStragglers.push_back(&f);
    for (const Json &f : folder["findings"])
        if (f["cause"] == "straggler")
            folderStragglers.push_back(&f);
    QCOMPARE(folderStragglers.size(), wholeStragglers.size());
    for (size_t i = 0; i < wholeStragglers.size(); ++i) {
        const Json &w = *wholeStragglers[i], &f = *folderStragglers[i];
        QCOMPARE(f["rank"], w["rank"]);
        QCOMPARE(f["gpu_time_lost_us"], w["gpu_time_lost_us"]);
        QCOMPARE(f["where"].size(), w["where"].size());
        QVERIFY(f["where"][0]["device"].is_null());
        QCOMPARE(f["where"][0]["start_us"], w["where"][0]["start_us"]);
        QCOMPARE(f["where"][0]["step"], w["where"][0]["step"]);
    }
    QCOMPARE(run({ QStringLiteral("explain"), m_steplineDir }), 0);
    QVERIFY(m_out.startsWith("Job stepline: 4 .stepline rank file(s)"));
    QVERIFY(m_out.contains("straggler"));
    QVERIFY(m_out.contains("rank 2 gpu -"));
}

// --align-collectives on explain: accepted on a trace folder and on a .stepline folder, and the
// straggler finding's delay is computed on the aligned arrivals (as the summary's).
void TestCrossRankJob::alignOnExplain()
{
    for (const QString &dir : { m_jsonDir, m_steplineDir }) {
        const Json raw = runJson({ QStringLiteral("explain"), dir, QStringLiteral("--json") });
        const Json aligned = runJson({ QStringLiteral("explain"), dir, QStringLiteral("--json"),
            QStringLiteral("--align-collectives") });
        QVERIFY2(aligned.is_object(), m_err.constData());
        const Json summary = runJson({ QStringLiteral("summary"), dir, QStringLiteral("--json"),
            QStringLiteral("--align-collectives") });
        QVERIFY(summary.is_object());
        // The straggler finding of rank N: delay caused x (ranks - 1), as the aligned summary says.
        for (const Json &f : aligned["findings"]) {
            if (f["cause"] != "straggler")
                continue;
            for (const Json &r : summary["collectives"]["by_rank"])
                if (r["rank"] == f["rank"])
                    QCOMPARE(std::llround(f["gpu_time_lost_us"].get<double>() * 1000),
                        3 * std::llround(r["delay_caused_us"].get<double>() * 1000));
        }
        QVERIFY(raw.is_object());
    }
}

// The window on such a folder: one rank's model (the lowest, or the first asked for) and every
// rank's cross-rank block for the Ranks tab.
void TestCrossRankJob::windowLoadsOneRankAndEveryBlock()
{
    const LoadOutcome first = loadSteplineJobFolder(m_steplineDir.toStdString(), LoadOptions());
    QVERIFY2(first.ok(), first.error.toUserMessage().c_str());
    QCOMPARE(first.profile->ranks().size(), size_t(1));
    QCOMPARE(first.profile->ranks()[0].rank, 0);
    QVERIFY(first.crossRank);
    QCOMPARE(first.crossRank->input.ranks.size(), size_t(4));
    QCOMPARE(first.crossRank->steps.size(), size_t(12));
    LoadOptions two;
    two.ranks = { 2 };
    const LoadOutcome chosen = loadSteplineJobFolder(m_steplineDir.toStdString(), two);
    QVERIFY(chosen.ok());
    QCOMPARE(chosen.profile->ranks()[0].rank, 2);
    two.ranks = { 9 };
    const LoadOutcome none = loadSteplineJobFolder(m_steplineDir.toStdString(), two);
    QVERIFY(!none.ok());
    QVERIFY2(QString::fromStdString(none.error.detail).contains(QStringLiteral("no rank 9")),
        none.error.detail.c_str());

    // The window's load controller takes that path for such a folder by itself.
    LoadController controller;
    QSignalSpy finished(&controller, &LoadController::loadFinished);
    controller.load(m_steplineDir);
    QVERIFY(finished.wait(60000));
    QCOMPARE(controller.profile()->ranks().size(), size_t(1));
    QVERIFY(controller.crossRankData());
    QCOMPARE(controller.crossRankData()->input.ranks.size(), size_t(4));
    controller.unload();
    QVERIFY(!controller.crossRankData());
}

QTEST_GUILESS_MAIN(TestCrossRankJob)
#include "tst_crossrankjob.moc"
