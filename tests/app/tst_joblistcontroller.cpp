#include "joblistcontroller.h"
#include "gzipdevice.h"
#include "splitstarttrace.h"

#include "jobs/jobpickerwidget.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobrow.h"

#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>

#include <algorithm>
#include <optional>
#include <string>

using namespace stepline;

namespace {

void writeFile(const QString &path, const QByteArray &bytes, QIODevice::OpenMode mode = QIODevice::WriteOnly)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(mode));
    f.write(bytes);
}

void setModified(const QString &path, const QDateTime &time)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.setFileTime(time, QFileDevice::FileModificationTime));
}

// Current Kineto: facts after traceEvents. padEvents make it big and hard to compress, so that
// the quick scan leaves it to the background pass.
QByteArray newKineto(int rank, int devices, int padEvents, bool closed = true)
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
    if (!closed)
        return text + ",\n{\"ph\": \"X\", \"na";
    QByteArray deviceList;
    for (int d = 0; d < devices; ++d)
        deviceList += QByteArray(d ? "," : "") + "{\"id\": " + QByteArray::number(d) + "}";
    return text + "\n], \"deviceProperties\": [" + deviceList + "], \"distributedInfo\": {\"rank\": "
        + QByteArray::number(rank) + ", \"world_size\": 8}, \"baseTimeNanoseconds\": 1700000000000000000}\n";
}

const JobEntry *findJob(const JobListController &c, const QString &name)
{
    for (const JobEntry &job : c.jobs()) {
        if (job.name == name.toStdString())
            return &job;
    }
    return nullptr;
}

bool settled(const JobListController &c)
{
    return !c.isScanning() && !c.jobs().isEmpty();
}

} // namespace

class TestJobListController : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void growingTraceIsInProgressUntilItStops();
    void growingCompressedTraceIsNotReadAgainUntilItStops();
    void backgroundPassFillsInAndIsCached();
    void runsListedApartAreWordedFromWholeFacts();
    void vanishedJobLeavesTheList();
    void screenshot();
};

// Growth is watched between scans (size and time), not read off one timestamp: a cut trace whose
// file time is old but whose size changed since the last scan is still being written.
void TestJobListController::growingTraceIsInProgressUntilItStops()
{
    QTemporaryDir dir;
    const QString trace = dir.filePath(QStringLiteral("live/rank0.json"));
    writeFile(trace, newKineto(0, 1, 10, false));
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    setModified(trace, hourAgo);
    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache.json")));
    c.setFolder(dir.path());
    QTRY_VERIFY_WITH_TIMEOUT(settled(c), 20000);
    QCOMPARE(c.jobs().first().status, JobStatus::Stopped);
    QCOMPARE(c.jobs().first().statusSource, std::string("cut, stopped"));

    // Appended to between two scans; its time is put back, so only the size tells.
    writeFile(trace, ",\n{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"more\"", QIODevice::Append);
    setModified(trace, hourAgo);
    c.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(settled(c) && c.jobs().first().status == JobStatus::InProgress, 20000);
    QCOMPARE(c.jobs().first().statusSource, std::string("cut, growing"));

    // No change since: it stopped.
    c.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(settled(c) && c.jobs().first().status == JobStatus::Stopped, 20000);
    QVERIFY2(c.jobs().first().warnings.front().find("ends early") != std::string::npos,
        c.jobs().first().warnings.front().c_str());
}

// A .json.gz still being written (its gzip stream stops early and gets longer) is read whole once;
// while it keeps growing, rescans keep the facts of that read instead of decompressing it again;
// once it stops it is read once more.
void TestJobListController::growingCompressedTraceIsNotReadAgainUntilItStops()
{
    QTemporaryDir dir;
    const QString trace = dir.filePath(QStringLiteral("live/rank0.pt.trace.json.gz"));
    const QByteArray gz = gzip(newKineto(0, 1, 80000, false));
    const qsizetype parts[3] = { gz.size() / 2, gz.size() * 7 / 10, gz.size() * 9 / 10 };
    QVERIFY(parts[0] > kQuickWholeCompressedBytes); // the first paint leaves it to the background pass
    writeFile(trace, gz.left(parts[0]));
    const QDateTime hourAgo = QDateTime::currentDateTimeUtc().addSecs(-3600);
    setModified(trace, hourAgo);
    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache.json")));
    c.setFolder(dir.path());
    QTRY_VERIFY_WITH_TIMEOUT(settled(c), 20000);
    QCOMPARE(c.jobs().first().status, JobStatus::Stopped);
    const TraceFacts first = c.jobs().first().files.front().facts;
    QVERIFY(first.final);
    QCOMPARE(first.completeness, TraceFacts::Completeness::Cut);
    QVERIFY(first.textBytes > 0);

    // Grows between two rescans (its time put back, so only the size tells), twice: not read again,
    // the row keeps the first read's facts and is In progress.
    for (int i = 1; i < 3; ++i) {
        writeFile(trace, gz.mid(parts[i - 1], parts[i] - parts[i - 1]), QIODevice::Append);
        setModified(trace, hourAgo);
        c.refresh();
        QTRY_VERIFY_WITH_TIMEOUT(settled(c) && c.jobs().first().status == JobStatus::InProgress, 20000);
        QCOMPARE(c.jobs().first().statusSource, std::string("cut, growing"));
        const TraceFacts &now = c.jobs().first().files.front().facts;
        QVERIFY(!now.final);
        QCOMPARE(now.completeness, TraceFacts::Completeness::Cut);
        QCOMPARE(now.textBytes, first.textBytes); // a whole read would have seen more text
        QCOMPARE(c.jobs().first().files.front().size, qint64(parts[i]));
    }

    // No change since: it stopped, and is read once more, to its final length.
    c.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(settled(c) && c.jobs().first().status == JobStatus::Stopped
            && c.jobs().first().files.front().facts.final,
        20000);
    const TraceFacts &last = c.jobs().first().files.front().facts;
    QCOMPARE(last.completeness, TraceFacts::Completeness::Cut);
    QVERIFY2(last.textBytes > first.textBytes, qPrintable(QString::number(last.textBytes)));
    QVERIFY2(c.jobs().first().warnings.front().find("ends early") != std::string::npos,
        c.jobs().first().warnings.front().c_str());
}

// Rank 1's head says 2020-09-13, an event after 2 MiB of padding 2017-07-14: once the background
// pass has read it, the note on the two runs of the folder gives the whole text's figure (2315
// days before rank 0's start), not the head's (1157), as `stepline jobs` and the next opening do.
void TestJobListController::runsListedApartAreWordedFromWholeFacts()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("profiles"));
    writeFile(folder + QStringLiteral("/mixed/r0.json"), test::splitStartTrace(0, "1700000000000000", {}));
    writeFile(folder + QStringLiteral("/mixed/r1.json"),
        test::splitStartTrace(1, "1600000000000000", "1500000000000000"));
    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache/jobfacts.json")));
    c.setFolder(folder);
    auto worded = [&](const char *days) {
        const JobEntry *job = findJob(c, QStringLiteral("mixed/r1.json"));
        return job && std::any_of(job->warnings.begin(), job->warnings.end(), [&](const std::string &w) {
            return w.find(days) != std::string::npos;
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(settled(c) && worded("2315 days apart"), 20000);
    QVERIFY(!worded("1157 days"));
}

void TestJobListController::backgroundPassFillsInAndIsCached()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("profiles"));
    for (int rank = 0; rank < 2; ++rank)
        writeFile(folder + QStringLiteral("/ddp/rank%1.pt.trace.json.gz").arg(rank),
            gzip(newKineto(rank, 8, 40000)));
    const QString cacheFile = dir.filePath(QStringLiteral("cache/jobfacts.json"));
    QList<JobEntry> firstPaint;
    {
        JobListController c;
        c.setCacheFile(cacheFile);
        connect(&c, &JobListController::jobsChanged, this, [&] {
            if (firstPaint.isEmpty())
                firstPaint = c.jobs();
        });
        c.setFolder(folder);
        QTRY_VERIFY_WITH_TIMEOUT(settled(c), 30000);
        QCOMPARE(firstPaint.size(), 1);
        QVERIFY(firstPaint.first().createdPending);
        QVERIFY(firstPaint.first().gpusPending);
        const JobRow row = JobListController::toRow(firstPaint.first());
        QVERIFY(row.status.isEmpty()); // "…" in the picker
        QVERIFY(row.statusPending);
        const JobEntry *job = findJob(c, QStringLiteral("ddp"));
        QVERIFY(job);
        QVERIFY(!job->pending());
        QCOMPARE(job->gpus, 2);
        QCOMPARE(job->createdMs, std::optional<int64_t>(Q_INT64_C(1700000000002)));
        QCOMPARE(job->status, JobStatus::Completed);
    }
    QVERIFY(QFileInfo::exists(cacheFile)); // written on destruction at the latest

    // Second open: everything from the cache at the first paint, nothing left to read.
    firstPaint.clear();
    JobListController again;
    again.setCacheFile(cacheFile);
    connect(&again, &JobListController::jobsChanged, this, [&] {
        if (firstPaint.isEmpty())
            firstPaint = again.jobs();
    });
    again.setFolder(folder);
    QTRY_VERIFY_WITH_TIMEOUT(settled(again), 20000);
    QCOMPARE(firstPaint.size(), 1);
    QVERIFY(!firstPaint.first().pending());
    QCOMPARE(firstPaint.first().gpus, 2);
    QCOMPARE(again.pendingFiles(), 0);
}

void TestJobListController::vanishedJobLeavesTheList()
{
    QTemporaryDir dir;
    writeFile(dir.filePath(QStringLiteral("a/r0.json")), newKineto(0, 1, 0));
    writeFile(dir.filePath(QStringLiteral("b/r0.json")), newKineto(0, 1, 0));
    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache.json")));
    c.setFolder(dir.path());
    QTRY_VERIFY_WITH_TIMEOUT(settled(c) && c.jobs().size() == 2, 20000);
    QVERIFY(QDir(dir.filePath(QStringLiteral("b"))).removeRecursively());
    // The folder watcher notices; no refresh() call here.
    QTRY_VERIFY_WITH_TIMEOUT(!c.isScanning() && c.jobs().size() == 1, 20000);
    QCOMPARE(c.jobs().first().name, std::string("a"));
}

// The picker on a folder as an analyst has it right after downloading: every file time is now.
void TestJobListController::screenshot()
{
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("profiles"));
    const QDateTime now = QDateTime::currentDateTimeUtc();
    // A finished 8-rank job, plain JSON, without host names.
    for (int rank = 0; rank < 8; ++rank)
        writeFile(folder + QStringLiteral("/llama-8rank/rank%1.json").arg(rank), newKineto(rank, 8, 0));
    // A finished current-PyTorch .json.gz: the real one when ../shared/traces is there.
    const QString real
        = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    if (QFileInfo::exists(real)) {
        QDir().mkpath(folder + QStringLiteral("/qwen-h100"));
        QVERIFY(QFile::copy(real, folder + QStringLiteral("/qwen-h100/trace.json.gz")));
    } else {
        writeFile(folder + QStringLiteral("/qwen-h100/trace.json.gz"), gzip(newKineto(0, 1, 40000)));
    }
    // A SageMaker download.
    writeFile(folder
            + QStringLiteral("/pt-resnet-sagemaker/profiler-output/system/incremental/2020060304/"
                             "1591160699.algo-1.json"),
        "{\"Type\": \"cpu\", \"Name\": \"cpu0\", \"Dimension\": \"CPUUtilization\", \"Value\": 4.76, "
        "\"NodeId\": \"algo-1\", \"Timestamp\": 1591160699.5}\n");
    writeFile(folder + QStringLiteral("/pt-resnet-sagemaker/rule-output/report.json"), "{}");
    // Cut half an hour ago: stopped. Cut just now: in progress. Broken gzip: listed with its reason.
    writeFile(folder + QStringLiteral("/bert-crashed/rank0.json"), newKineto(0, 1, 10, false));
    setModified(folder + QStringLiteral("/bert-crashed/rank0.json"), now.addSecs(-1800));
    writeFile(folder + QStringLiteral("/gpt-training/rank0.json"), newKineto(0, 1, 10, false));
    writeFile(folder + QStringLiteral("/damaged.json.gz"), QByteArray("\x1f\x8b\x08\x00garbage-garbage", 19));

    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache.json")));
    JobPickerWidget picker;
    picker.resize(1100, 420);
    picker.setProfilesFolder(folder);
    const QString shots = QStringLiteral(STEPLINE_BINARY_DIR "/screenshots/");
    QDir().mkpath(shots);
    bool firstPaint = true;
    auto show = [&] {
        QList<JobRow> rows;
        for (const JobEntry &job : c.jobs())
            rows.append(JobListController::toRow(job));
        picker.setJobs(rows);
        if (firstPaint && !rows.isEmpty()) {
            firstPaint = false; // "…" where the background pass has not read yet
            QVERIFY(picker.grab().save(shots + QStringLiteral("jobpicker-first-paint.png")));
        }
    };
    connect(&c, &JobListController::jobsChanged, &picker, show);
    connect(&c, &JobListController::scanningChanged, &picker, &JobPickerWidget::setScanning);
    c.setFolder(folder);
    picker.show();
    QVERIFY(QTest::qWaitForWindowExposed(&picker));
    QTRY_VERIFY_WITH_TIMEOUT(settled(c), 30000);
    show();

    const JobEntry *llama = findJob(c, QStringLiteral("llama-8rank"));
    QVERIFY(llama);
    QCOMPARE(llama->status, JobStatus::Completed);
    QCOMPARE(llama->nodes, -1);
    QCOMPARE(llama->gpus, 8);
    const JobEntry *qwen = findJob(c, QStringLiteral("qwen-h100"));
    QVERIFY(qwen);
    QCOMPARE(qwen->status, JobStatus::Completed);
    QCOMPARE(qwen->createdSource, std::string("trace"));
    QCOMPARE(qwen->gpus, 1);
    QCOMPARE(findJob(c, QStringLiteral("bert-crashed"))->status, JobStatus::Stopped);
    QCOMPARE(findJob(c, QStringLiteral("gpt-training"))->status, JobStatus::InProgress);
    QCOMPARE(findJob(c, QStringLiteral("pt-resnet-sagemaker"))->nodes, 1);
    const JobEntry *damaged = findJob(c, QStringLiteral("damaged.json.gz"));
    QVERIFY(!damaged->warnings.empty());
    QVERIFY(damaged->statusUnknown);
    QCOMPARE(findJob(c, QStringLiteral("pt-resnet-sagemaker"))->gpus, -1);

    const QAbstractItemModel *model = picker.table()->model();
    for (int r = 0; r < model->rowCount(); ++r) {
        if (model->index(r, JobListModel::NameColumn).data().toString() == QLatin1String("llama-8rank"))
            QCOMPARE(
                model->index(r, JobListModel::NodesColumn).data().toString(), JobListModel::unknownText());
    }
    QVERIFY(picker.grab().save(shots + QStringLiteral("jobpicker-downloaded.png")));
}

QTEST_MAIN(TestJobListController)
#include "tst_joblistcontroller.moc"
