#include "summaryschema.h"

#include "opperf.h"
#include "summary.h"
#include "traceloader.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QProcess>
#include <QtTest>

using namespace stepline;

// `stepline summary --json` on every real trace of /work/shared/traces: the document the command
// prints (same code path: loadProfile, computeSummary, summaryToJson) follows stepline.summary/1.
class TestSummaryTraces : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void schemaOfEveryTrace_data();
    void schemaOfEveryTrace();
    void commandLine();
};

static QString tracesDir()
{
    return QStringLiteral(STEPLINE_SHARED_TRACES);
}

void TestSummaryTraces::schemaOfEveryTrace_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("mustLoad");
    const QDir root(tracesDir());
    if (!root.exists())
        return;
    QStringList files;
    QDirIterator it(root.path(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    for (const QString &file : files) {
        const QString name = QFileInfo(file).fileName();
        if (!name.contains(QLatin1String(".json")) || name == QLatin1String("MANIFEST.json")
            || name == QLatin1String("generation.json"))
            continue;
        // Not traces on their own: SageMaker system-metric lines and a deliberately truncated copy
        // (the loader may refuse them or load them partially; either way the schema must hold).
        const bool mustLoad = !file.contains(QLatin1String("/system/incremental/"))
            && !name.endsWith(QLatin1String(".corrupt")) && !name.startsWith(QLatin1String("gpu_metrics_"));
        QTest::addRow("%s", qPrintable(root.relativeFilePath(file))) << file << mustLoad;
    }
    // A job folder: the eight DLRM ranks as one job.
    const QString dlrm = root.filePath(QStringLiteral("param/dlrm_kineto"));
    if (QFileInfo(dlrm).isDir())
        QTest::addRow("param/dlrm_kineto (job)") << dlrm << true;
}

void TestSummaryTraces::schemaOfEveryTrace()
{
    if (!QDir(tracesDir()).exists())
        QSKIP("shared traces folder is missing");
    QFETCH(QString, path);
    QFETCH(bool, mustLoad);
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok()) {
        if (mustLoad)
            QFAIL(outcome.error.toUserMessage().c_str());
        QSKIP(("not loadable (allowed for this file): " + outcome.error.toUserMessage()).c_str());
    }
    const Profile &p = *outcome.profile;
    const Summary s = computeSummary(p);
    const std::string text = summaryToJson(p, s);
    const nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
    QVERIFY2(!doc.is_discarded(), "summaryToJson wrote invalid JSON");
    stepline::test::SummarySchema schema;
    const std::vector<std::string> problems = schema.check(doc);
    std::string joined;
    for (const std::string &pr : problems)
        joined += pr + "; ";
    QVERIFY2(problems.empty(), joined.c_str());
    // Cross-checks between figures.
    uint64_t kernels = 0;
    for (const DeviceStats &g : s.gpus)
        kernels += g.kernels;
    QCOMPARE(kernels, s.kernels.count);
    QCOMPARE(s.precision.kernels, s.kernels.count);
    QCOMPARE(s.launchLatency.matched + s.launchLatency.unmatched, [&] {
        uint64_t n = 0;
        for (const DeviceStats &g : s.gpus)
            n += g.kernels + g.memcpys + g.memsets;
        return n;
    }());
    QCOMPARE(doc["ranks"].size(), p.ranks().size());
    QVERIFY(!summaryToText(p, s).empty());
    // Operator efficiency runs beside the other analyses (on its own thread from 50,000 events):
    // the same document as with it computed alone, after them.
    Summary alone = s;
    alone.opPerf = analyzeOpPerf(p);
    QVERIFY(summaryToJson(p, alone) == text);
}

// The real binary, when this build has one: exit codes and the JSON on stdout.
void TestSummaryTraces::commandLine()
{
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(exe))
        QSKIP("the stepline executable is not built in this build tree");
    const QString trace = tracesDir()
        + QStringLiteral("/hta/critical_path/cuda_event_sync_multi_stream/event_sync_trace.json.gz");
    if (!QFileInfo::exists(trace))
        QSKIP("shared traces folder is missing");
    auto run = [&](const QStringList &args, QByteArray *out, QByteArray *err) {
        QProcess proc;
        proc.start(exe, args);
        if (!proc.waitForFinished(60000))
            return -1;
        *out = proc.readAllStandardOutput();
        *err = proc.readAllStandardError();
        return proc.exitStatus() == QProcess::NormalExit ? proc.exitCode() : -1;
    };
    QByteArray out, err;
    QCOMPARE(run({ QStringLiteral("summary"), trace, QStringLiteral("--json") }, &out, &err), 0);
    const nlohmann::json doc = nlohmann::json::parse(out.toStdString(), nullptr, false);
    QVERIFY(!doc.is_discarded());
    QVERIFY(stepline::test::SummarySchema().check(doc).empty());
    QCOMPARE(run({ QStringLiteral("summary"), trace }, &out, &err), 0);
    QVERIFY(out.contains("Top kernels by time"));
    QCOMPARE(
        run({ QStringLiteral("summary"), tracesDir() + QStringLiteral("/no/such/file.json") }, &out, &err),
        2);
    QVERIFY(!err.isEmpty());
    QCOMPARE(run({ QStringLiteral("summary") }, &out, &err), 1);
    QCOMPARE(run({ QStringLiteral("summary"), trace, QStringLiteral("--bogus") }, &out, &err), 1);
    QCOMPARE(run({ QStringLiteral("summary"), trace, QStringLiteral("--scope"), QStringLiteral("rank=99") },
                 &out, &err),
        1);
}

QTEST_GUILESS_MAIN(TestSummaryTraces)
#include "tst_summarytraces.moc"
