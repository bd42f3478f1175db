// `stepline whatif` as a user runs it: the stepline.whatif/1 document on a generated job folder, on
// one .stepline file of it and on a folder of its ranks' .stepline files, --scenario, --critical-path, usage
// errors, and the self-check on the real 8-rank DLRM job (skipped without the shared traces).
#include "steplinewriter.h"
#include "tracegenerator.h"
#include "traceloader.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;
using Json = nlohmann::json;

class TestWhatIfCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void jsonDocument();
    void steplineFileEqualsJsonFolder();
    void scenarioAndCriticalPath();
    void usageErrors();
    void realDlrmJobSelfCheck();

private:
    int run(const QStringList &args);
    Json runJson(const QStringList &args);

    QString m_exe;
    QTemporaryDir m_dir;
    QString m_jsonDir;
    QString m_steplineDir;
    QString m_steplineFile;
    QByteArray m_out;
    QByteArray m_err;
};

void TestWhatIfCommand::initTestCase()
{
    m_exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(m_exe))
        QSKIP("the stepline executable is not built in this build tree");
    QVERIFY(m_dir.isValid());
    TraceGenerator::Options o;
    o.nodes = 2;
    o.gpusPerNode = 2;
    o.steps = 5;
    o.layers = 6;
    o.pythonFunctions = false;
    o.perRankOutlierStep = true;
    o.outlierStep = 1;
    TraceGenerator::synchronize(&o, 2);
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
    const LoadOutcome whole = loadProfile(m_jsonDir);
    QVERIFY2(whole.ok(), whole.error.toUserMessage().c_str());
    m_steplineFile = m_dir.filePath(QStringLiteral("job.stepline"));
    QCOMPARE(writeSteplineFile(*whole.profile, m_steplineFile.toStdString()), std::string());
}

int TestWhatIfCommand::run(const QStringList &args)
{
    QProcess proc;
    proc.start(m_exe, QStringList { QStringLiteral("whatif") } + args);
    if (!proc.waitForFinished(120000))
        return -1;
    m_out = proc.readAllStandardOutput();
    m_err = proc.readAllStandardError();
    return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
}

Json TestWhatIfCommand::runJson(const QStringList &args)
{
    if (run(args) != 0)
        return Json();
    return Json::parse(m_out.constData(), nullptr, false);
}

void TestWhatIfCommand::jsonDocument()
{
    const Json doc = runJson({ m_jsonDir, QStringLiteral("--json") });
    QVERIFY2(doc.is_object(), m_err.constData());
    QCOMPARE(doc["schema"].get<std::string>(), std::string("stepline.whatif/1"));
    QCOMPARE(doc["ranks"].get<int>(), 4);
    QCOMPARE(doc["steps"].get<int>(), 20);
    const Json &b = doc["baseline"];
    QVERIFY(b["self_check_passed"].get<bool>());
    QVERIFY(b["reason"].is_null());
    QVERIFY(std::abs(b["replayed_step_us"].get<double>() - b["step_us"].get<double>())
        <= 0.01 * b["step_us"].get<double>());
    const std::vector<std::string> names = { "data_loader_zero", "comm_half", "launch_zero", "sync_zero",
        "exposed_memcpy_zero", "straggler_on_time", "host_ops_half" };
    QCOMPARE(doc["scenarios"].size(), names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        const Json &s = doc["scenarios"][i];
        QCOMPARE(s["name"].get<std::string>(), names[i]);
        QVERIFY2(s["reason"].is_null(), s.dump().c_str());
        // saving = measured - predicted, and saving_pct its share of the measured step.
        QVERIFY(
            std::abs(s["saving_us"].get<double>() - (b["step_us"].get<double>() - s["step_us"].get<double>()))
            < 0.01);
        QVERIFY(std::abs(s["saving_pct"].get<double>()
                    - 100.0 * s["saving_us"].get<double>() / b["step_us"].get<double>())
            < 0.01);
    }
    // The job's stalls dominate: removing them buys most.
    QVERIFY(doc["scenarios"][0]["saving_pct"].get<double>() > 30.0);
}

// One .stepline file of the whole job, and the folder of its ranks' .stepline files (one per rank,
// loaded as one job), give the same document as the trace folder: predictions, critical paths and
// the names in them.
void TestWhatIfCommand::steplineFileEqualsJsonFolder()
{
    const QStringList options = { QStringLiteral("--json"), QStringLiteral("--critical-path") };
    Json json = runJson(QStringList { m_jsonDir } + options);
    QVERIFY2(json.is_object(), m_err.constData());
    QVERIFY(json["baseline"]["self_check_passed"].get<bool>());
    QCOMPARE(json["critical_paths"].size(), size_t(1));
    QVERIFY(!json["critical_paths"][0]["segments"].empty());
    const Json native = runJson(QStringList { m_steplineFile } + options);
    QVERIFY2(native.is_object(), m_err.constData());
    QCOMPARE(native["baseline"]["step_us"], json["baseline"]["step_us"]);
    QCOMPARE(native["scenarios"], json["scenarios"]);
    Json folder = runJson(QStringList { m_steplineDir } + options);
    QVERIFY2(folder.is_object(), m_err.constData());
    QCOMPARE(folder["path"].get<std::string>(), m_steplineDir.toStdString());
    QCOMPARE(folder["ranks"].get<int>(), 4);
    json.erase("path");
    folder.erase("path");
    QVERIFY2(folder == json, (folder.dump(1) + "\n---\n" + json.dump(1)).c_str());
    // The text report too, but for the path it names.
    QCOMPARE(run({ m_jsonDir }), 0);
    const QByteArray jsonText = m_out;
    QCOMPARE(run({ m_steplineDir }), 0);
    QCOMPARE(QByteArray(m_out).replace(m_steplineDir.toUtf8(), "PATH"),
        QByteArray(jsonText).replace(m_jsonDir.toUtf8(), "PATH"));
}

void TestWhatIfCommand::scenarioAndCriticalPath()
{
    const Json doc = runJson(
        { m_jsonDir, QStringLiteral("--json"), QStringLiteral("--scenario"), QStringLiteral("comm_half"),
            QStringLiteral("--critical-path"), QStringLiteral("--step"), QStringLiteral("11") });
    QVERIFY2(doc.is_object(), m_err.constData());
    QCOMPARE(doc["scenarios"].size(), size_t(1));
    QCOMPARE(doc["scenarios"][0]["name"].get<std::string>(), std::string("comm_half"));
    // The measured run's path and the scenario's.
    QCOMPARE(doc["critical_paths"].size(), size_t(2));
    for (const Json &p : doc["critical_paths"]) {
        QCOMPARE(p["step"].get<int>(), 11);
        double sum = 0;
        for (const auto &[key, share] : p["bound_by"].items())
            sum += share["us"].get<double>();
        const double covered = p["end_us"].get<double>() - p["origin_us"].get<double>();
        QVERIFY2(std::abs(sum - covered) < 0.01, p.dump().c_str());
        QVERIFY(!p["segments"].empty());
    }
    QCOMPARE(doc["critical_paths"][1]["scenario"].get<std::string>(), std::string("comm_half"));
    QCOMPARE(run({ m_jsonDir, QStringLiteral("--critical-path") }), 0);
    QVERIFY2(m_out.contains("Critical path of step"), m_out.constData());
    QVERIFY(m_out.contains("bound by:"));
}

void TestWhatIfCommand::usageErrors()
{
    QCOMPARE(run({ m_jsonDir, QStringLiteral("--scenario"), QStringLiteral("faster_gpus") }), 1);
    QVERIFY(m_err.contains("faster_gpus"));
    QCOMPARE(run({ m_jsonDir, QStringLiteral("--step"), QStringLiteral("3") }), 1);
    QCOMPARE(run({ m_jsonDir, QStringLiteral("--scope"), QStringLiteral("rank=1") }), 1);
    QCOMPARE(run({ m_dir.filePath(QStringLiteral("missing")) }), 2);
}

// The real 8-rank job: the replay with nothing changed lands within 1 % of the measured mean step.
void TestWhatIfCommand::realDlrmJobSelfCheck()
{
    const QString job = QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto");
    if (!QFileInfo::exists(job))
        QSKIP("the shared traces are not beside the source tree");
    const Json doc = runJson({ job, QStringLiteral("--json") });
    QVERIFY2(doc.is_object(), m_err.constData());
    QCOMPARE(doc["ranks"].get<int>(), 8);
    QVERIFY(doc["baseline"]["self_check_passed"].get<bool>());
    QVERIFY(doc["baseline"]["self_check_error_pct"].get<double>() <= 1.0);
    // The trace has GetNext calls, matched all-reduces and a rank that delayed the others.
    for (const Json &s : doc["scenarios"])
        QVERIFY2(s["reason"].is_null(), s.dump().c_str());
}

QTEST_GUILESS_MAIN(TestWhatIfCommand)
#include "tst_whatifcommand.moc"
