#include "jobscanner.h"
#include "tracehead.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <zlib.h>

using namespace stepline;

namespace {

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

QByteArray gzip(const QByteArray &data)
{
    z_stream zs {};
    deflateInit2(&zs, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
    QByteArray out(int(deflateBound(&zs, uLong(data.size()))) + 32, Qt::Uninitialized);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(data.constData()));
    zs.avail_in = uInt(data.size());
    zs.next_out = reinterpret_cast<Bytef *>(out.data());
    zs.avail_out = uInt(out.size());
    deflate(&zs, Z_FINISH);
    out.truncate(qsizetype(zs.total_out));
    deflateEnd(&zs);
    return out;
}

// A small Kineto-like trace of one rank: 2023-11-14T22:13:20Z is 1700000000 s.
QByteArray kinetoTrace(int rank, int devices, bool closed = true)
{
    QByteArray deviceList;
    for (int d = 0; d < devices; ++d)
        deviceList += QByteArray(d ? "," : "") + "{\"id\": " + QByteArray::number(d)
            + ", \"name\": \"NVIDIA A100\", \"totalGlobalMem\": 42314694656, \"numSms\": 108}";
    QByteArray text = "{\n  \"schemaVersion\": 1,\n  \"deviceProperties\": [" + deviceList
        + "],\n"
          "  \"distributedInfo\": {\"backend\": \"nccl\", \"rank\": "
        + QByteArray::number(rank)
        + ", \"world_size\": 2},\n  \"traceEvents\": [\n"
          "  {\"ph\": \"M\", \"name\": \"process_name\", \"pid\": 1, \"tid\": 0, \"ts\": 0},\n"
          "  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 1, \"tid\": 1, "
          "\"ts\": 1700000000500000.250, \"dur\": 10},\n"
          "  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::add\", \"pid\": 1, \"tid\": 1, "
          "\"ts\": 1700000000000000.125, \"dur\": 3}";
    if (closed)
        text += "\n  ]\n}\n";
    else
        text += ",\n  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"na";
    return text;
}

QDateTime longAgo()
{
    return QDateTime::currentDateTimeUtc().addDays(1); // every file is older than a day from "now"
}

} // namespace

class TestJobScanner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jobJson_data();
    void jobJson();
    void statusNamesRoundTrip();
    void traceHeadReadsDistributedInfoAndDevices();
    void traceHeadUsesBaseTime();
    void traceHeadSkipsTimesPastInt64();
    void traceHeadDetectsTruncation();
    void gzipHeadIsInflated();
    void statusInference_data();
    void statusInference();
    void folderJobWithJobJson();
    void badJobJsonStillListsTheJob();
    void creationTimeFallsBackToFileTime();
    void profilesFolderListsFoldersAndTopLevelTraces();
    void jobsCommandPrintsSchema();
    void manyJobsScanQuickly();
};

void TestJobScanner::jobJson_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("errorPart");

    QTest::addRow("full") << QByteArray(R"({"name": "resnet50-2node", "created": "2026-11-02T10:15:00Z",
        "status": "Completed", "instance_type": "ml.p4d.24xlarge", "instance_count": 2,
        "framework": "PyTorch 2.0.0", "hyperparameters": {"lr": 0.1}, "tags": {"team": "vision"}})")
                          << true << QString();
    QTest::addRow("empty object") << QByteArray("{}") << true << QString();
    QTest::addRow("not json") << QByteArray("{\"name\": ") << false << QStringLiteral("not valid JSON");
    QTest::addRow("array") << QByteArray("[1, 2]") << false << QStringLiteral("not a JSON object");
    QTest::addRow("bad status") << QByteArray(R"({"status": "Running"})") << false
                                << QStringLiteral("unknown \"status\" Running");
    QTest::addRow("bad created") << QByteArray(R"({"created": "yesterday"})") << false
                                 << QStringLiteral("\"created\" is not an ISO 8601 time");
    QTest::addRow("name not string") << QByteArray(R"({"name": 7})") << false
                                     << QStringLiteral("\"name\" must be a string");
    QTest::addRow("count zero") << QByteArray(R"({"instance_count": 0})") << false
                                << QStringLiteral("\"instance_count\" must be a positive integer");
    QTest::addRow("count fraction") << QByteArray(R"({"instance_count": 1.5})") << false
                                    << QStringLiteral("\"instance_count\" must be a positive integer");
    QTest::addRow("tags array") << QByteArray(R"({"tags": ["a"]})") << false
                                << QStringLiteral("\"tags\" must be an object");
}

void TestJobScanner::jobJson()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(QString, errorPart);
    const JobJson job = parseJobJson(text);
    QCOMPARE(job.ok, ok);
    if (!ok) {
        QVERIFY2(job.error.contains(errorPart), qPrintable(job.error));
        return;
    }
    if (QByteArray(QTest::currentDataTag()) == "full") {
        QCOMPARE(job.name, QStringLiteral("resnet50-2node"));
        QCOMPARE(job.created, QDateTime(QDate(2026, 11, 2), QTime(10, 15), Qt::UTC));
        QVERIFY(job.hasStatus);
        QCOMPARE(job.status, JobStatus::Completed);
        QCOMPARE(job.instanceType, QStringLiteral("ml.p4d.24xlarge"));
        QCOMPARE(job.instanceCount, 2);
        QCOMPARE(job.framework, QStringLiteral("PyTorch 2.0.0"));
        QCOMPARE(job.hyperparameters.value(QStringLiteral("lr")).toDouble(), 0.1);
        QCOMPARE(job.tags.value(QStringLiteral("team")).toString(), QStringLiteral("vision"));
    } else {
        QVERIFY(!job.hasStatus);
        QVERIFY(!job.created.isValid());
    }
}

void TestJobScanner::statusNamesRoundTrip()
{
    for (JobStatus s : { JobStatus::InProgress, JobStatus::Completed, JobStatus::Failed, JobStatus::Stopped,
             JobStatus::Stopping }) {
        JobStatus parsed = JobStatus::Completed;
        QVERIFY(parseJobStatus(jobStatusName(s), &parsed));
        QCOMPARE(parsed, s);
    }
    JobStatus parsed;
    QVERIFY(!parseJobStatus(QStringLiteral("completed"), &parsed)); // exact spelling only
}

void TestJobScanner::traceHeadReadsDistributedInfoAndDevices()
{
    const TraceHead head = parseTraceHead(kinetoTrace(3, 2), QByteArray("}\n"), QStringLiteral("x.json"));
    QVERIFY(head.readable);
    QCOMPARE(head.rank, 3);
    QCOMPARE(head.worldSize, 2);
    QCOMPARE(head.deviceCount, 2);
    // Smallest non-zero ts: 1700000000000000.125 us = 1700000000000000125 ns.
    QCOMPARE(head.earliestAbsNs, Q_INT64_C(1700000000000000125));
    QVERIFY(!head.truncated);
    QVERIFY(head.host.isEmpty());
    QCOMPARE(parseTraceHead("{}", "}", QStringLiteral("ip-10-0-0-1_4242.1700000000000.pt.trace.json")).host,
        QStringLiteral("ip-10-0-0-1"));
    // A SageMaker Debugger system-metrics file names its node in the file name, as the loader reads
    // it (smdebug.h); the same name on another file is no host (jobfiles.h's one rule).
    const QByteArray metrics = "{\"Type\": \"cpu\", \"Name\": \"cpu0\", \"Dimension\": \"CPUUtilization\", "
                               "\"Value\": 4.76, \"NodeId\": \"algo-2\", \"Timestamp\": 1591160699.45}\n";
    QCOMPARE(parseTraceHead(metrics, metrics, QStringLiteral("1591160699.algo-2.json")).host,
        QStringLiteral("algo-2"));
    QVERIFY(parseTraceHead("{}", "}", QStringLiteral("1591160699.algo-2.json")).host.isEmpty());
    // A "hostname" key wins over the file name, as in the loader.
    QCOMPARE(parseTraceHead("{\"hostname\": \"node-7\", \"traceEvents\": []}", "}",
                 QStringLiteral("ip-10-0-0-1_4242.1700000000000.pt.trace.json"))
                 .host,
        QStringLiteral("node-7"));
}

void TestJobScanner::traceHeadUsesBaseTime()
{
    // Newer Kineto: ts relative to baseTimeNanoseconds, which comes after traceEvents.
    const QByteArray head = "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 2500.5, \"dur\": 1}";
    const QByteArray tail = "], \"baseTimeNanoseconds\": 1700000000000000000}";
    const TraceHead t = parseTraceHead(head, tail, QStringLiteral("a.json"));
    QCOMPARE(t.earliestAbsNs, Q_INT64_C(1700000000000000000) + 2500500);
    // Relative ts without a base: no wall-clock time.
    QCOMPARE(parseTraceHead(head, "]}", QStringLiteral("a.json")).earliestAbsNs, Q_INT64_C(-1));
}

// A ts whose ns do not fit int64 (18446744073709552 us x 1000 > 2^63) is passed over, not
// wrapped (it wrapped to 384 ns and won as the earliest); the next ts is the head's earliest.
// Same for a base plus a relative ts past 2^63: no wall-clock time rather than a wrapped one.
void TestJobScanner::traceHeadSkipsTimesPastInt64()
{
    const QString path = QStringLiteral(STEPLINE_TEST_DATA "/fuzz/jobscanner/head-ts-overflow.json");
    QCOMPARE(readTraceHead(path).earliestAbsNs, Q_INT64_C(1600000000000000000));
    const QByteArray head = "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 9000000000000000, \"dur\": 1}";
    const QByteArray tail = "], \"baseTimeNanoseconds\": 2000000000000000000}";
    QCOMPARE(parseTraceHead(head, tail, QStringLiteral("a.json")).earliestAbsNs, Q_INT64_C(-1));
}

void TestJobScanner::traceHeadDetectsTruncation()
{
    QVERIFY(parseTraceHead(
        kinetoTrace(0, 1, false), kinetoTrace(0, 1, false).right(100), QStringLiteral("a.json"))
                .truncated);
    QVERIFY(!parseTraceHead("[{\"ts\": 1}]", "[{\"ts\": 1}]  \n", QStringLiteral("a.json")).truncated);
    // Compressed files have no raw tail to look at: never called truncated from the head.
    QVERIFY(!parseTraceHead(kinetoTrace(0, 1, false), QByteArray(), QStringLiteral("a.json.gz")).truncated);
}

void TestJobScanner::gzipHeadIsInflated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rank1.pt.trace.json.gz"));
    writeFile(path, gzip(kinetoTrace(1, 4)));
    const TraceHead head = readTraceHead(path);
    QVERIFY2(head.readable, qPrintable(head.error));
    QCOMPARE(head.rank, 1);
    QCOMPARE(head.deviceCount, 4);
    QCOMPARE(head.earliestAbsNs, Q_INT64_C(1700000000000000125));

    writeFile(path, QByteArray("\x1f\x8b garbage", 10));
    QVERIFY(!readTraceHead(path).readable);
}

void TestJobScanner::statusInference_data()
{
    QTest::addColumn<bool>("truncated");
    QTest::addColumn<int>("ageSeconds");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("source");
    QTest::addRow("old and whole") << false << 3600 << QStringLiteral("Completed")
                                   << QStringLiteral("default");
    QTest::addRow("truncated") << true << 3600 << QStringLiteral("InProgress") << QStringLiteral("truncated");
    QTest::addRow("just written") << false << 30 << QStringLiteral("InProgress") << QStringLiteral("recent");
    QTest::addRow("written 6 minutes ago")
        << false << 360 << QStringLiteral("Completed") << QStringLiteral("default");
}

void TestJobScanner::statusInference()
{
    QFETCH(bool, truncated);
    QFETCH(int, ageSeconds);
    QFETCH(QString, status);
    QFETCH(QString, source);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job/rank0.json"));
    writeFile(path, kinetoTrace(0, 1, !truncated));
    const QDateTime modified = QFileInfo(path).lastModified().toUTC();
    const JobEntry job = scanJob(dir.filePath(QStringLiteral("job")), modified.addSecs(ageSeconds));
    QCOMPARE(jobStatusName(job.status), status);
    QCOMPARE(job.statusSource, source);
}

void TestJobScanner::folderJobWithJobJson()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("resnet"));
    writeFile(job + QStringLiteral("/rank0.pt.trace.json"), kinetoTrace(0, 8));
    writeFile(job + QStringLiteral("/rank1.pt.trace.json.gz"), gzip(kinetoTrace(1, 8)));
    writeFile(job + QStringLiteral("/notes.txt"), QByteArray(100, 'x'));
    writeFile(job + QStringLiteral("/job.json"),
        R"({"name": "resnet50-2node", "created": "2026-11-02T10:15:00Z", "status": "Failed", "instance_count": 2})");
    const JobEntry entry = scanJob(job, longAgo());
    QVERIFY(entry.isFolder);
    QCOMPARE(entry.name, QStringLiteral("resnet50-2node"));
    QCOMPARE(entry.status, JobStatus::Failed);
    QCOMPARE(entry.statusSource, QStringLiteral("job.json"));
    QCOMPARE(entry.created, QDateTime(QDate(2026, 11, 2), QTime(10, 15), Qt::UTC));
    QCOMPARE(entry.createdSource, QStringLiteral("job.json"));
    QCOMPARE(entry.ranks, 2);
    QCOMPARE(entry.nodes, 2); // instance_count
    QCOMPARE(entry.gpus, 2); // one per rank, although each lists 8 devices
    QCOMPARE(entry.traceFiles.size(), 2);
    qint64 bytes = 0;
    for (const QString &f : QDir(job).entryList(QDir::Files))
        bytes += QFileInfo(job + QLatin1Char('/') + f).size();
    QCOMPARE(entry.bytes, bytes);
    QVERIFY(entry.warnings.isEmpty());

    const QJsonObject json = jobToJson(entry);
    QCOMPARE(json.value(QStringLiteral("created")).toString(), QStringLiteral("2026-11-02T10:15:00Z"));
    QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("Failed"));
    QCOMPARE(json.value(QStringLiteral("gpus")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("bytes")).toInteger(), bytes);
}

void TestJobScanner::badJobJsonStillListsTheJob()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("broken"));
    writeFile(job + QStringLiteral("/rank0.json"), kinetoTrace(0, 1));
    writeFile(job + QStringLiteral("/job.json"), "{\"name\": \"x\", ");
    const JobEntry entry = scanJob(job, longAgo());
    QCOMPARE(entry.name, QStringLiteral("broken")); // the folder name, not job.json's
    QCOMPARE(entry.warnings.size(), 1);
    QVERIFY2(entry.warnings.first().startsWith(QStringLiteral("job.json: not valid JSON")),
        qPrintable(entry.warnings.first()));
    // Inferred fields still work.
    QCOMPARE(entry.createdSource, QStringLiteral("trace"));
    QCOMPARE(entry.created, QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC));
    QCOMPARE(entry.status, JobStatus::Completed);
}

void TestJobScanner::creationTimeFallsBackToFileTime()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("relative.json"));
    writeFile(path, "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 12.5, \"dur\": 1}]}");
    const JobEntry entry = scanJob(path, longAgo());
    QVERIFY(!entry.isFolder);
    QCOMPARE(entry.name, QStringLiteral("relative.json"));
    QCOMPARE(entry.createdSource, QStringLiteral("file time"));
    QVERIFY(qAbs(entry.created.secsTo(QDateTime::currentDateTimeUtc())) < 600);
    QCOMPARE(entry.ranks, 1);
    QCOMPARE(entry.gpus, 0);
}

void TestJobScanner::profilesFolderListsFoldersAndTopLevelTraces()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("b-job/r0.json")), kinetoTrace(0, 1));
    writeFile(dir.filePath(QStringLiteral("a-single.json.gz")), gzip(kinetoTrace(0, 1)));
    writeFile(dir.filePath(QStringLiteral("readme.txt")), "not a job");
    writeFile(dir.filePath(QStringLiteral("empty/placeholder.txt")), "no traces");
    const QList<JobEntry> jobs = scanProfilesFolder(dir.path(), {}, longAgo());
    QStringList names;
    for (const JobEntry &j : jobs)
        names.append(j.name);
    QCOMPARE(names,
        (QStringList {
            QStringLiteral("a-single.json.gz"), QStringLiteral("b-job"), QStringLiteral("empty") }));
    QCOMPARE(jobs[2].ranks, 0);
    QCOMPARE(jobs[2].warnings.size(), 1);
    QVERIFY(jobs[2].warnings.first().startsWith(QStringLiteral("no trace files")));

    int calls = 0;
    QVERIFY(scanProfilesFolder(dir.path(), [&calls] { return ++calls > 1; }).size() == 1);
}

void TestJobScanner::jobsCommandPrintsSchema()
{
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(exe))
        QSKIP("the stepline executable is not built");
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("job1/r0.json")), kinetoTrace(0, 1));
    writeFile(dir.filePath(QStringLiteral("job1/job.json")), "{\"status\": \"Stopped\"}");
    QProcess p;
    p.start(exe, { QStringLiteral("jobs"), dir.path(), QStringLiteral("--json") });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject root = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(root.value(QStringLiteral("schema")).toString(), QStringLiteral("stepline.jobs/1"));
    const QJsonArray jobs = root.value(QStringLiteral("jobs")).toArray();
    QCOMPARE(jobs.size(), 1);
    const QJsonObject job = jobs.first().toObject();
    for (const char *key :
        { "name", "path", "created", "status", "ranks", "nodes", "gpus", "bytes", "warnings" })
        QVERIFY2(job.contains(QLatin1String(key)), key);
    QCOMPARE(job.value(QStringLiteral("status")).toString(), QStringLiteral("Stopped"));

    p.start(exe, { QStringLiteral("jobs"), dir.path() });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QString text = QString::fromUtf8(p.readAllStandardOutput());
    QVERIFY2(
        text.contains(QStringLiteral("job1")) && text.contains(QStringLiteral("Stopped")), qPrintable(text));

    p.start(exe, { QStringLiteral("jobs"), dir.filePath(QStringLiteral("missing")) });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 2);
}

void TestJobScanner::manyJobsScanQuickly()
{
    // 1,000 jobs with a 1 MiB trace each: only the heads and tails are read, so the scan reads
    // about 70 MB instead of 1 GB. Asserted through what is read, not through wall time.
    QTemporaryDir dir;
    QByteArray big = kinetoTrace(0, 1, false);
    big += QByteArray(1024 * 1024, ' ');
    big += "\"}]}";
    for (int i = 0; i < 1000; ++i)
        writeFile(dir.filePath(QStringLiteral("job%1/r0.json").arg(i, 4, 10, QLatin1Char('0'))),
            i < 3 ? big : kinetoTrace(0, 1));
    const QList<JobEntry> jobs = scanProfilesFolder(dir.path(), {}, longAgo());
    QCOMPARE(jobs.size(), 1000);
    QCOMPARE(jobs.first().ranks, 1);
    QCOMPARE(jobs.first().created, QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC));
    QCOMPARE(jobs.first().status, JobStatus::Completed); // the tail closes the document
}

QTEST_GUILESS_MAIN(TestJobScanner)
#include "tst_jobscanner.moc"
