#include "jobruns.h"
#include "jobscanner.h"
#include "qtstrings.h"
#include "gzipdevice.h"
#include "splitstarttrace.h"
#include "tracehead.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QMutex>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>

#include <unistd.h>

using namespace stepline;

namespace {

QDateTime createdOf(const JobEntry &job)
{
    return job.createdMs ? QDateTime::fromMSecsSinceEpoch(*job.createdMs, Qt::UTC) : QDateTime();
}

JobEntry collectJob(const QString &path, const QDateTime &now = QDateTime::currentDateTimeUtc())
{
    return stepline::collectJob(path.toStdString(), now.toMSecsSinceEpoch());
}

JobEntry scanJob(const QString &path, const QDateTime &now = QDateTime::currentDateTimeUtc())
{
    return stepline::scanJob(path.toStdString(), now.toMSecsSinceEpoch());
}

void summarizeJob(JobEntry &job, const QDateTime &now)
{
    stepline::summarizeJob(job, now.toMSecsSinceEpoch());
}

void completeJob(JobEntry &job, const QDateTime &now)
{
    stepline::completeJob(job, now.toMSecsSinceEpoch());
}

QList<int> filesNeedingFullScan(const JobEntry &job, const QDateTime &now)
{
    const std::vector<int> files = stepline::filesNeedingFullScan(job, now.toMSecsSinceEpoch());
    return QList<int>(files.begin(), files.end());
}

QList<JobEntry> scanProfilesFolder(const QString &dir, const std::function<bool()> &canceled = {},
    const QDateTime &now = QDateTime::currentDateTimeUtc())
{
    const std::vector<JobEntry> jobs
        = stepline::scanProfilesFolder(dir.toStdString(), canceled, now.toMSecsSinceEpoch());
    return QList<JobEntry>(jobs.begin(), jobs.end());
}

QJsonObject jobJsonOf(const JobEntry &job)
{
    return QJsonDocument::fromJson(QByteArray::fromStdString(stepline::jobToJson(job).dump())).object();
}

struct HeadView
{
    bool readable = false;
    QString error;
    qint64 earliestAbsNs = -1;
    int rank = -1;
    int worldSize = 0;
    QString host;
    int deviceCount = 0;
    bool truncated = false;
};

HeadView view(const TraceHead &h)
{
    return { h.readable, toQString(h.error), h.earliestAbsNs, h.rank, h.worldSize, toQString(h.host),
        h.deviceCount, h.truncated };
}

HeadView parseTraceHead(const QByteArray &head, const QByteArray &tail, const QString &fileName)
{
    return view(stepline::parseTraceHead(head.toStdString(), tail.toStdString(), fileName.toStdString()));
}

HeadView readTraceHead(const QString &path)
{
    return view(stepline::readTraceHead(path.toStdString()));
}

struct JobJsonView
{
    bool ok = false;
    QString error;
    QString name;
    QDateTime created;
    bool hasStatus = false;
    JobStatus status = JobStatus::Completed;
    QString instanceType;
    int instanceCount = 0;
    QString framework;
    QJsonObject hyperparameters;
    QJsonObject tags;
};

JobJsonView parseJobJson(const QByteArray &text)
{
    const JobJson j = stepline::parseJobJson(text.toStdString());
    auto object = [](const nlohmann::json &o) {
        return QJsonDocument::fromJson(QByteArray::fromStdString(o.dump())).object();
    };
    return { j.ok, toQString(j.error), toQString(j.name),
        j.createdMs ? QDateTime::fromMSecsSinceEpoch(*j.createdMs, Qt::UTC) : QDateTime(), j.hasStatus,
        j.status, toQString(j.instanceType), j.instanceCount, toQString(j.framework),
        object(j.hyperparameters), object(j.tags) };
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// Current Kineto: ts relative to baseTimeNanoseconds, which comes after traceEvents together with
// deviceProperties and distributedInfo. padEvents makes it big (and hard to compress).
QByteArray newKineto(int rank, int devices, int padEvents = 0)
{
    QByteArray text = "{\"schemaVersion\": 1, \"traceEvents\": [\n"
                      "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 7, \"tid\": 7, "
                      "\"ts\": 2500.5, \"dur\": 10},\n"
                      "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm\", \"pid\": "
        + QByteArray::number(rank)
        + ", \"tid\": 7, \"ts\": 2600, \"dur\": 4, \"args\": {\"device\": " + QByteArray::number(rank) + "}}";
    quint64 x = quint64(rank) + 1;
    for (int i = 0; i < padEvents; ++i) {
        x = x * 6364136223846793005ull + 1442695040888963407ull;
        text += ",\n{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"op" + QByteArray::number(x, 36)
            + "\", \"pid\": 7, \"tid\": 7, \"ts\": " + QByteArray::number(3000 + i) + ", \"dur\": 1}";
    }
    QByteArray deviceList;
    for (int d = 0; d < devices; ++d)
        deviceList += QByteArray(d ? "," : "") + "{\"id\": " + QByteArray::number(d) + "}";
    return text + "\n], \"deviceProperties\": [" + deviceList + "], \"distributedInfo\": {\"rank\": "
        + QByteArray::number(rank) + ", \"world_size\": 8}, \"baseTimeNanoseconds\": 1700000000000000000}\n";
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
    if (devices > 0)
        text += ",\n  {\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm\", \"pid\": "
            + QByteArray::number(rank)
            + ", \"tid\": 7, \"ts\": 1700000000600000, \"dur\": 5, \"args\": {\"device\": "
            + QByteArray::number(rank) + "}}";
    if (closed)
        text += "\n  ]\n}\n";
    else
        text += ",\n  {\"ph\": \"X\", \"cat\": \"cpu_op\", \"na";
    return text;
}

void setModified(const QString &path, const QDateTime &time)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(time, QFileDevice::FileModificationTime));
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
    void jobsCommandReadsTheSameWithAndWithoutCache();
    void manyJobsScanQuickly();
    void compressedFactsAtTheTail();
    void eightRanksWithoutHostNames();
    void sageMakerDownloadIsOneJob();
    void badInputIsListedWithItsReason();
    void vanishedJobLeavesTheList();
    void fixtureFiles();
    void realDlrmJob();
    void realCurrentPyTorchGzipJob();
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
    // Found by fuzz_jobjson: a number past a double's range was an exception nobody caught.
    QTest::addRow("number overflow") << QByteArray(R"({"status": 3333333333333333e333333333})") << false
                                     << QStringLiteral("not valid JSON at byte 11: number overflow parsing "
                                                       "'3333333333333333e333333333'");
    QFile found(QStringLiteral(STEPLINE_TEST_DATA "/fuzz/jobscanner/job-number-overflow.json"));
    QVERIFY(found.open(QIODevice::ReadOnly));
    QTest::addRow("number overflow, as found")
        << found.readAll() << false << QStringLiteral("number overflow parsing");
}

void TestJobScanner::jobJson()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, ok);
    QFETCH(QString, errorPart);
    const JobJsonView job = parseJobJson(text);
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
    QVERIFY(!parseJobStatus("completed", &parsed)); // exact spelling only
}

void TestJobScanner::traceHeadReadsDistributedInfoAndDevices()
{
    const HeadView head = parseTraceHead(kinetoTrace(3, 2), QByteArray("}\n"), QStringLiteral("x.json"));
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
    const HeadView t = parseTraceHead(head, tail, QStringLiteral("a.json"));
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
    const HeadView head = readTraceHead(path);
    QVERIFY2(head.readable, qPrintable(head.error));
    QCOMPARE(head.rank, 1);
    QCOMPARE(head.deviceCount, 4);
    QCOMPARE(head.earliestAbsNs, Q_INT64_C(1700000000000000125));

    writeFile(path, QByteArray("\x1f\x8b garbage", 10));
    QVERIFY(!readTraceHead(path).readable);
}

void TestJobScanner::statusInference_data()
{
    QTest::addColumn<bool>("cut");
    QTest::addColumn<int>("ageSeconds");
    QTest::addColumn<bool>("grew");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("source");
    // A complete document is Completed however new its file (downloads are all "now").
    QTest::addRow("whole, old") << false << 3600 << false << QStringLiteral("Completed")
                                << QStringLiteral("complete");
    QTest::addRow("whole, just written")
        << false << 30 << false << QStringLiteral("Completed") << QStringLiteral("complete");
    QTest::addRow("cut, just written")
        << true << 30 << false << QStringLiteral("InProgress") << QStringLiteral("cut, recent");
    QTest::addRow("cut, 6 minutes old")
        << true << 360 << false << QStringLiteral("Stopped") << QStringLiteral("cut, stopped");
    QTest::addRow("cut, old but grew since the last scan")
        << true << 3600 << true << QStringLiteral("InProgress") << QStringLiteral("cut, growing");
}

void TestJobScanner::statusInference()
{
    QFETCH(bool, cut);
    QFETCH(int, ageSeconds);
    QFETCH(bool, grew);
    QFETCH(QString, status);
    QFETCH(QString, source);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("job/rank0.json"));
    const QByteArray text = kinetoTrace(0, 1, !cut);
    writeFile(path, text);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    setModified(path, now.addSecs(-ageSeconds));
    JobEntry job = collectJob(dir.filePath(QStringLiteral("job")), now);
    job.files[0].grew = grew;
    summarizeJob(job, now);
    QCOMPARE(toQString(jobStatusName(job.status)), status);
    QCOMPARE(toQString(job.statusSource), source);
    QVERIFY(!job.statusPending);
    if (status == QLatin1String("Stopped")) {
        QCOMPARE(toQStringList(job.warnings).size(), 1);
        const QString expected
            = QStringLiteral("rank0.json ends early (at byte %1 of its text); unchanged since %2")
                  .arg(text.size())
                  .arg(now.addSecs(-ageSeconds).toString(Qt::ISODate));
        QCOMPARE(toQStringList(job.warnings).first(), expected);
    } else {
        QVERIFY(toQStringList(job.warnings).isEmpty());
    }
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
    QCOMPARE(toQString(entry.name), QStringLiteral("resnet50-2node"));
    QCOMPARE(entry.status, JobStatus::Failed);
    QCOMPARE(toQString(entry.statusSource), QStringLiteral("job.json"));
    QCOMPARE(createdOf(entry), QDateTime(QDate(2026, 11, 2), QTime(10, 15), Qt::UTC));
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("job.json"));
    QCOMPARE(entry.ranks, 2);
    QCOMPARE(entry.nodes, 2); // instance_count
    QCOMPARE(entry.gpus, 2); // one per rank with GPU activity, although each lists 8 devices
    QCOMPARE(toQStringList(entry.traceFiles).size(), 2);
    int64_t bytes = 0;
    for (const QString &f : QDir(job).entryList(QDir::Files))
        bytes += QFileInfo(job + QLatin1Char('/') + f).size();
    QCOMPARE(entry.bytes, bytes);
    QVERIFY(toQStringList(entry.warnings).isEmpty());

    const QJsonObject json = jobJsonOf(entry);
    QCOMPARE(json.value(QStringLiteral("created")).toString(), QStringLiteral("2026-11-02T10:15:00Z"));
    QCOMPARE(json.value(QStringLiteral("status")).toString(), QStringLiteral("Failed"));
    QCOMPARE(json.value(QStringLiteral("gpus")).toInt(), 2);
    QCOMPARE(json.value(QStringLiteral("bytes")).toInteger(), qint64(bytes));
}

void TestJobScanner::badJobJsonStillListsTheJob()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("broken"));
    writeFile(job + QStringLiteral("/rank0.json"), kinetoTrace(0, 1));
    writeFile(job + QStringLiteral("/job.json"), "{\"name\": \"x\", ");
    const JobEntry entry = scanJob(job, longAgo());
    QCOMPARE(toQString(entry.name), QStringLiteral("broken")); // the folder name, not job.json's
    QCOMPARE(toQStringList(entry.warnings).size(), 1);
    QVERIFY2(toQStringList(entry.warnings).first().startsWith(QStringLiteral("job.json: not valid JSON")),
        qPrintable(toQStringList(entry.warnings).first()));
    // Inferred fields still work.
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("trace"));
    QCOMPARE(createdOf(entry), QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC));
    QCOMPARE(entry.status, JobStatus::Completed);
}

void TestJobScanner::creationTimeFallsBackToFileTime()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("relative.json"));
    writeFile(path, "{\"traceEvents\": [{\"ph\": \"X\", \"ts\": 12.5, \"dur\": 1}]}");
    const JobEntry entry = scanJob(path, longAgo());
    QVERIFY(!entry.isFolder);
    QCOMPARE(toQString(entry.name), QStringLiteral("relative.json"));
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("file time"));
    QVERIFY(qAbs(createdOf(entry).secsTo(QDateTime::currentDateTimeUtc())) < 600);
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
        names.append(toQString(j.name));
    QCOMPARE(names,
        (QStringList {
            QStringLiteral("a-single.json.gz"), QStringLiteral("b-job"), QStringLiteral("empty") }));
    QCOMPARE(jobs[2].ranks, 0);
    QCOMPARE(toQStringList(jobs[2].warnings).size(), 1);
    QVERIFY(toQStringList(jobs[2].warnings).first().startsWith(QStringLiteral("no trace files")));

    // Canceled after the first job: only it is listed.
    std::atomic<int> calls = 0;
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
    QTemporaryDir cache;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path()); // not the user's cache
    p.setProcessEnvironment(env);
    p.start(exe, { QStringLiteral("jobs"), dir.path(), QStringLiteral("--json") });
    QVERIFY(p.waitForFinished(30000));
    QCOMPARE(p.exitCode(), 0);
    const QJsonObject root = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
    QCOMPARE(root.value(QStringLiteral("schema")).toString(), QStringLiteral("stepline.jobs/1"));
    const QJsonArray jobs = root.value(QStringLiteral("jobs")).toArray();
    QCOMPARE(jobs.size(), 1);
    const QJsonObject job = jobs.first().toObject();
    for (const char *key : { "name", "path", "created", "created_source", "status", "status_source", "ranks",
             "nodes", "gpus", "bytes", "warnings" })
        QVERIFY2(job.contains(QLatin1String(key)), key);
    QCOMPARE(job.value(QStringLiteral("status")).toString(), QStringLiteral("Stopped"));
    QCOMPARE(job.value(QStringLiteral("status_source")).toString(), QStringLiteral("job.json"));
    QCOMPARE(job.value(QStringLiteral("created_source")).toString(), QStringLiteral("trace"));
    QCOMPARE(job.value(QStringLiteral("nodes")).toInt(), 1); // one rank: one node
    QCOMPARE(job.value(QStringLiteral("gpus")).toInt(), 1);

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

// A folder is split into runs, and each run's note worded, from the facts it was scanned with.
// The first listing reads every trace to its end; what it prints must be what the next listing,
// which has those facts from the cache, prints: here rank 1's head says 2020-09-13, but an event
// after 2 MiB of padding says 2017-07-14, so its run starts 2315 days before rank 0's, not 1157.
void TestJobScanner::jobsCommandReadsTheSameWithAndWithoutCache()
{
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFileInfo::exists(exe))
        QSKIP("the stepline executable is not built");
    QTemporaryDir dir;
    writeFile(
        dir.filePath(QStringLiteral("mixed/r0.json")), test::splitStartTrace(0, "1700000000000000", {}));
    writeFile(dir.filePath(QStringLiteral("mixed/r1.json")),
        test::splitStartTrace(1, "1600000000000000", "1500000000000000"));
    QTemporaryDir cache;
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), cache.path());
    p.setProcessEnvironment(env);
    auto list = [&]() -> QByteArray {
        p.start(exe, { QStringLiteral("jobs"), dir.path(), QStringLiteral("--json") });
        return p.waitForFinished(30000) && p.exitCode() == 0 ? p.readAllStandardOutput() : QByteArray();
    };
    const QByteArray first = list();
    const QByteArray second = list();
    QVERIFY(!first.isEmpty());
    QCOMPARE(second, first);
    QVERIFY2(first.contains("their starts are 2315 days apart"), first.constData());
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
    QCOMPARE(createdOf(jobs.first()), QDateTime::fromSecsSinceEpoch(1700000000, Qt::UTC));
    QCOMPARE(jobs.first().status, JobStatus::Completed); // the tail closes the document
}

// The facts at the end of a big .json.gz need the whole stream: the quick scan leaves them
// pending ("…"), never guessed; the whole-text pass fills them in.
void TestJobScanner::compressedFactsAtTheTail()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("ddp"));
    for (int rank = 0; rank < 2; ++rank)
        writeFile(
            job + QStringLiteral("/rank%1.pt.trace.json.gz").arg(rank), gzip(newKineto(rank, 8, 40000)));
    QVERIFY(QFileInfo(job + QStringLiteral("/rank0.pt.trace.json.gz")).size() > kQuickWholeCompressedBytes);
    const QDateTime now = QDateTime::currentDateTimeUtc(); // just downloaded
    JobEntry entry = collectJob(job, now);
    summarizeJob(entry, now);
    QVERIFY(entry.createdPending);
    QVERIFY(!createdOf(entry).isValid());
    QVERIFY(entry.statusPending);
    QVERIFY(entry.gpusPending);
    QCOMPARE(entry.gpus, -1);
    QCOMPARE(filesNeedingFullScan(entry, now).size(), 2);
    QJsonObject json = jobJsonOf(entry);
    QVERIFY(json.value(QStringLiteral("created")).isNull());
    QVERIFY(json.value(QStringLiteral("gpus")).isNull());

    completeJob(entry, now);
    QVERIFY(!entry.pending());
    QCOMPARE(entry.status, JobStatus::Completed);
    QCOMPARE(toQString(entry.statusSource), QStringLiteral("complete"));
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("trace"));
    QCOMPARE(toQString(entry.createdDetail), QStringLiteral("baseTimeNanoseconds + first event"));
    // 1700000000 s + 2500.5 µs, shown to the millisecond.
    QCOMPARE(createdOf(entry), QDateTime::fromMSecsSinceEpoch(Q_INT64_C(1700000000002), Qt::UTC));
    QCOMPARE(entry.ranks, 2);
    QCOMPARE(entry.gpus, 2); // device 0 on rank 0, device 1 on rank 1; 8 listed by each
    QCOMPARE(entry.nodes, -1); // no host names
    QVERIFY(filesNeedingFullScan(entry, now).isEmpty());
    json = jobJsonOf(entry);
    QCOMPARE(json.value(QStringLiteral("gpus")).toInt(), 2);
    QVERIFY(json.value(QStringLiteral("nodes")).isNull());
}

// An 8-rank job on one machine whose files name no host: the node count is unknown, not 8.
void TestJobScanner::eightRanksWithoutHostNames()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("eight"));
    for (int rank = 0; rank < 8; ++rank)
        writeFile(job + QStringLiteral("/rank%1.json").arg(rank), kinetoTrace(rank, 8));
    JobEntry entry = scanJob(job, longAgo());
    QCOMPARE(entry.ranks, 8);
    QCOMPARE(entry.nodes, -1);
    QCOMPARE(entry.gpus, 8);
    QVERIFY(jobJsonOf(entry).value(QStringLiteral("nodes")).isNull());

    // With host names in the file names (tensorboard_trace_handler): one host, one node.
    QTemporaryDir named;
    for (int rank = 0; rank < 8; ++rank)
        writeFile(
            named.filePath(QStringLiteral("job/ip-10-0-0-1_%1.1700000000000.pt.trace.json").arg(4000 + rank)),
            kinetoTrace(rank, 8));
    entry = scanJob(named.filePath(QStringLiteral("job")), longAgo());
    QCOMPARE(entry.ranks, 8);
    QCOMPARE(entry.nodes, 1);
}

// aws s3 sync of a SageMaker job: <job>/profiler-output/{system,framework} and
// <job>/rule-output/... are one job named after <job>; rule reports are no traces.
void TestJobScanner::sageMakerDownloadIsOneJob()
{
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("pt-resnet-2026-11-30"));
    const QString system = job + QStringLiteral("/profiler-output/system/incremental/2020060304/");
    for (int node = 1; node <= 2; ++node)
        writeFile(system + QStringLiteral("1591160699.algo-%1.json").arg(node),
            "{\"Type\": \"cpu\", \"Name\": \"cpu0\", \"Dimension\": \"CPUUtilization\", \"Value\": 4.76, "
            "\"NodeId\": \"algo-"
                + QByteArray::number(node) + "\", \"Timestamp\": 159116070" + QByteArray::number(node)
                + ".5}\n");
    writeFile(job
            + QStringLiteral("/profiler-output/framework/pevents/2020060304/"
                             "1591160702500000_1-algo-1_model_timeline.json"),
        "[{\"name\": \"Step:ModeKeys.TRAIN\", \"ph\": \"X\", \"ts\": 1591160702500000, \"dur\": 10, \"pid\": "
        "1, "
        "\"tid\": 1}]");
    writeFile(job
            + QStringLiteral("/profiler-output/framework/pytorch/cprofile/151-algo-1/"
                             "prestepzero-*-start-1591160600000000.0_train-0-stepstart-1591160601000000.0/"
                             "python_stats"),
        QByteArray("\xfb\x00", 2));
    writeFile(job
            + QStringLiteral("/rule-output/ProfilerReport-1591160699/profiler-output/profiler-reports/"
                             "OverallSystemUsage.json"),
        "{\"rule\": \"report\"}");
    const QList<JobEntry> jobs = scanProfilesFolder(dir.path(), {}, longAgo());
    QCOMPARE(jobs.size(), 1);
    JobEntry entry = jobs.first();
    completeJob(entry, longAgo());
    QCOMPARE(toQString(entry.name), QStringLiteral("pt-resnet-2026-11-30"));
    QCOMPARE(toQStringList(entry.traceFiles).size(), 3); // two system-metrics files and one timeline
    for (const QString &file : toQStringList(entry.traceFiles))
        QVERIFY2(!file.contains(QStringLiteral("rule-output")), qPrintable(file));
    QCOMPARE(entry.ranks, 1); // the timeline; system metrics are no training process
    QCOMPARE(entry.nodes, 2); // algo-1 and algo-2 from the monitor's files
    QCOMPARE(entry.gpus, 0);
    QCOMPARE(entry.status, JobStatus::Completed);
    // The earliest wall clock among the facts: the Python-stats folder says 1591160600 s, but
    // a trace's own time wins; the system metrics start at 1591160701.5 s.
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("trace"));
    QCOMPARE(createdOf(entry), QDateTime::fromMSecsSinceEpoch(Q_INT64_C(1591160701500), Qt::UTC));
    QCOMPARE(entry.pythonStatsStartNs, int64_t(1591160600000000000));

    // Opened at the job folder itself: still one job, not profiler-output and rule-output.
    const QList<JobEntry> inside = scanProfilesFolder(job, {}, longAgo());
    QCOMPARE(inside.size(), 1);
    QCOMPARE(toQString(inside.first().name), QStringLiteral("pt-resnet-2026-11-30"));
}

void TestJobScanner::badInputIsListedWithItsReason()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("a-good/r0.json")), kinetoTrace(0, 1));
    writeFile(dir.filePath(QStringLiteral("b-broken/r0.json.gz")),
        QByteArray("\x1f\x8b\x08\x00garbage-garbage", 19));
    writeFile(dir.filePath(QStringLiteral("c-locked/r0.json")), kinetoTrace(0, 1));
    const bool root = QFileInfo(dir.path()).ownerId() == 0 && ::getuid() == 0;
    QFile::setPermissions(dir.filePath(QStringLiteral("c-locked/r0.json")), QFileDevice::Permissions());
    QList<JobEntry> jobs = scanProfilesFolder(dir.path(), {}, longAgo());
    for (JobEntry &job : jobs)
        completeJob(job, longAgo());
    QCOMPARE(jobs.size(), 3);
    QCOMPARE(jobs[0].status, JobStatus::Completed);
    QVERIFY(toQStringList(jobs[0].warnings).isEmpty());
    QCOMPARE(toQStringList(jobs[1].warnings).size(), 1);
    QVERIFY2(toQStringList(jobs[1].warnings)
                 .first()
                 .startsWith(QStringLiteral("r0.json.gz: gzip data is corrupt at compressed byte")),
        qPrintable(toQStringList(jobs[1].warnings).join(u'|')));
    QCOMPARE(jobs[1].gpus, -1); // its one rank cannot be read
    if (!root) {
        QCOMPARE(toQStringList(jobs[2].warnings).size(), 1);
        QVERIFY2(toQStringList(jobs[2].warnings).first().startsWith(QStringLiteral("r0.json: ")),
            qPrintable(toQStringList(jobs[2].warnings).first()));
        QVERIFY2(toQStringList(jobs[2].warnings).first().contains(QStringLiteral("ermission")),
            qPrintable(toQStringList(jobs[2].warnings).first()));
        QCOMPARE(jobs[2].gpus, -1);
        QCOMPARE(jobs[2].ranks, 1);
    }
    QFile::setPermissions(
        dir.filePath(QStringLiteral("c-locked/r0.json")), QFileDevice::ReadOwner | QFileDevice::WriteOwner);
}

void TestJobScanner::vanishedJobLeavesTheList()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("a/r0.json")), kinetoTrace(0, 1));
    writeFile(dir.filePath(QStringLiteral("b/r0.json")), kinetoTrace(0, 1));
    writeFile(dir.filePath(QStringLiteral("c/r0.json")), kinetoTrace(0, 1));
    // b is deleted after the folder was listed, before any job is walked (canceled() runs before
    // each job, on the scanning threads; the mutex holds the others until b is gone).
    QMutex mutex;
    int calls = 0;
    const QList<JobEntry> jobs = scanProfilesFolder(dir.path(), [&] {
        QMutexLocker lock(&mutex);
        if (++calls == 1)
            QDir(dir.filePath(QStringLiteral("b"))).removeRecursively();
        return false;
    });
    QCOMPARE(jobs.size(), 2);
    QCOMPARE(toQString(jobs[0].name), QStringLiteral("a"));
    QCOMPARE(toQString(jobs[1].name), QStringLiteral("c"));
    QVERIFY(!collectJob(dir.filePath(QStringLiteral("b"))).exists);
}

// Hand-written fixtures (tests/data/jobs): facts at the head (old Kineto) and at the tail (new),
// and a cut file, with old and fresh file times.
void TestJobScanner::fixtureFiles()
{
    const QString data = QStringLiteral(STEPLINE_TEST_DATA "/jobs/");
    QTemporaryDir dir;
    for (const char *name : { "head-facts.json", "tail-facts.json", "cut.json" })
        QVERIFY(QFile::copy(data + QLatin1String(name), dir.filePath(QLatin1String(name))));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    setModified(dir.filePath(QStringLiteral("cut.json")), now.addSecs(-1800));
    const QList<JobEntry> jobs = scanProfilesFolder(dir.path(), {}, now);
    QCOMPARE(jobs.size(), 3);
    // cut.json: stopped half an hour ago, at its last byte.
    QCOMPARE(toQString(jobs[0].name), QStringLiteral("cut.json"));
    QCOMPARE(jobs[0].status, JobStatus::Stopped);
    QCOMPARE(toQStringList(jobs[0].warnings).size(), 1);
    QVERIFY2(toQStringList(jobs[0].warnings)
                 .first()
                 .startsWith(QStringLiteral("cut.json ends early (at byte %1 of its text)")
                                 .arg(QFileInfo(dir.filePath(QStringLiteral("cut.json"))).size())),
        qPrintable(toQStringList(jobs[0].warnings).first()));
    // head-facts.json: old Kineto, absolute µs: 1600000000.000100 s; GPUs 0 and 1 of 2 listed.
    QCOMPARE(jobs[1].status, JobStatus::Completed); // written just now, but complete
    QCOMPARE(createdOf(jobs[1]), QDateTime::fromMSecsSinceEpoch(Q_INT64_C(1600000000000), Qt::UTC));
    QCOMPARE(toQString(jobs[1].createdDetail), QStringLiteral("first event ts"));
    QCOMPARE(jobs[1].gpus, 2);
    QCOMPARE(jobs[1].nodes, 1);
    // tail-facts.json: base 1700000000 s + 1500 µs; rank 3 used GPU 3 of 8.
    QCOMPARE(createdOf(jobs[2]), QDateTime::fromMSecsSinceEpoch(Q_INT64_C(1700000000001), Qt::UTC));
    QCOMPARE(toQString(jobs[2].createdDetail), QStringLiteral("baseTimeNanoseconds + first event"));
    QCOMPARE(jobs[2].gpus, 1);
    QCOMPARE(jobs[2].status, JobStatus::Completed);
}

void TestJobScanner::realDlrmJob()
{
    const QString job = QStringLiteral(STEPLINE_SHARED_TRACES "/param/dlrm_kineto");
    if (!QFileInfo(job).isDir())
        QSKIP("../shared/traces is not there");
    const JobEntry entry = scanJob(job, longAgo());
    QCOMPARE(entry.ranks, 8); // distributedInfo.rank 0-7
    QCOMPARE(entry.gpus, 8); // one GPU with kernels per rank
    QCOMPARE(entry.nodes, -1); // the worker file names name no host
    QCOMPARE(entry.status, JobStatus::Completed);
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("trace"));
    QCOMPARE(toQString(entry.createdDetail), QStringLiteral("first event ts"));
    QCOMPARE(createdOf(entry).date().year(), 2023); // absolute µs from September 2023
}

// Two current-PyTorch .json.gz traces (H100, one process each, facts at the end of the stream):
// created from baseTimeNanoseconds + the first event, one GPU with kernels each, though both are
// freshly copied files.
void TestJobScanner::realCurrentPyTorchGzipJob()
{
    const QString source = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/h100");
    if (!QFileInfo(source).isDir())
        QSKIP("../shared/traces is not there");
    QTemporaryDir dir;
    const QString job = dir.filePath(QStringLiteral("h100"));
    QDir().mkpath(job);
    for (const QString &name : QDir(source).entryList({ QStringLiteral("*.json.gz") }))
        QVERIFY(QFile::copy(source + QLatin1Char('/') + name, job + QLatin1Char('/') + name));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    JobEntry entry = collectJob(job, now);
    summarizeJob(entry, now);
    QVERIFY(entry.createdPending); // the 393 KB one: its base is at the end of the stream
    completeJob(entry, now);
    QCOMPARE(entry.ranks, 2);
    QCOMPARE(entry.gpus, 2);
    QCOMPARE(entry.status, JobStatus::Completed);
    QCOMPARE(toQString(entry.createdSource), QStringLiteral("trace"));
    QCOMPARE(toQString(entry.createdDetail), QStringLiteral("baseTimeNanoseconds + first event"));
    // Earliest of the two: 1751410836 s + 1419247332.500684 s (bert-small), to the millisecond.
    QCOMPARE(createdOf(entry),
        QDateTime::fromMSecsSinceEpoch(Q_INT64_C(1751410836000) + Q_INT64_C(1419247332), Qt::UTC));
    QCOMPARE(entry.nodes, -1);
}

QTEST_GUILESS_MAIN(TestJobScanner)
#include "tst_jobscanner.moc"
