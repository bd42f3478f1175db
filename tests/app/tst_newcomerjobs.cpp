// Issue 29 item 6: pointed at a folder of collected profiles (one sub-folder per source, or
// several runs' files side by side), the picker lists the runs, not the folders. MANIFEST.json
// is not a job, a real multi-rank job stays one row, and `stepline jobs --json` (which scans
// with scanProfilesFolder) lists the same runs.
#include "joblistcontroller.h"
#include "jobruns.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobpickerwidget.h"
#include "jobscanner.h"

#include <QtTest>

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace stepline;

namespace {

// A small Kineto trace of one rank of a run starting at baseNs.
QByteArray kineto(int rank, int worldSize, qint64 baseNs)
{
    return "{\"schemaVersion\": 1, \"distributedInfo\": {\"rank\": " + QByteArray::number(rank)
        + ", \"world_size\": " + QByteArray::number(worldSize)
        + "}, \"deviceProperties\": [{\"id\": 0}], \"traceEvents\": [\n"
          "{\"ph\": \"X\", \"cat\": \"cpu_op\", \"name\": \"aten::mm\", \"pid\": 7, \"tid\": 7, \"ts\": "
          "2500, "
          "\"dur\": 10},\n"
          "{\"ph\": \"X\", \"cat\": \"kernel\", \"name\": \"gemm\", \"pid\": 0, \"tid\": 7, \"ts\": 2600, "
          "\"dur\": 4, "
          "\"args\": {\"device\": 0}}\n], \"baseTimeNanoseconds\": "
        + QByteArray::number(baseNs) + "}\n";
}

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

constexpr qint64 kDay = 86400LL * 1000000000LL;
constexpr qint64 kBase = 1700000000000000000LL;

} // namespace

class TestNewcomerJobs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void pickerListsRuns();
    void mixedFolderOpenedWholeWarns();

private:
    QTemporaryDir m_dir;
    QString m_folder;
};

void TestNewcomerJobs::initTestCase()
{
    m_folder = m_dir.filePath(QStringLiteral("profiles"));
    write(m_folder + QStringLiteral("/collected/MANIFEST.json"),
        "{\"sources\": [\"b200\", \"h100\", \"mi300x\"]}\n");
    write(m_folder + QStringLiteral("/collected/b200/trace.json"), kineto(0, 1, kBase));
    write(m_folder + QStringLiteral("/collected/h100/trace.json"), kineto(0, 1, kBase + 5 * kDay));
    write(m_folder + QStringLiteral("/collected/mi300x/run/trace.json"), kineto(0, 1, kBase + 9 * kDay));
    write(m_folder + QStringLiteral("/flat/a.json"), kineto(0, 4, kBase));
    write(m_folder + QStringLiteral("/flat/b.json"), kineto(1, 2, kBase));
    write(m_folder + QStringLiteral("/llama-2rank/rank0.json"), kineto(0, 2, kBase));
    write(m_folder + QStringLiteral("/llama-2rank/rank1.json"), kineto(1, 2, kBase + 1000));
}

void TestNewcomerJobs::pickerListsRuns()
{
    JobListController c;
    c.setCacheFile(m_dir.filePath(QStringLiteral("cache.json")));
    JobPickerWidget picker;
    picker.setProfilesFolder(m_folder);
    connect(&c, &JobListController::jobsChanged, &picker, [&] {
        QList<JobRow> rows;
        for (const JobEntry &job : c.jobs())
            rows.append(JobListController::toRow(job));
        picker.setJobs(rows);
    });
    c.setFolder(m_folder);
    QTRY_VERIFY_WITH_TIMEOUT(!c.isScanning() && !c.jobs().isEmpty(), 20000);
    QStringList names;
    for (const JobEntry &job : c.jobs())
        names.append(job.name);
    QCOMPARE(names,
        (QStringList { QStringLiteral("collected/b200"), QStringLiteral("collected/h100"),
            QStringLiteral("collected/mi300x"), QStringLiteral("flat/a.json"), QStringLiteral("flat/b.json"),
            QStringLiteral("llama-2rank") }));
    for (const JobEntry &job : c.jobs()) {
        if (job.name.startsWith(QLatin1String("collected/"))) {
            QCOMPARE(job.ranks, 1);
            QVERIFY2(job.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("3 traces say rank 0")),
                qPrintable(job.warnings.join(QLatin1Char('\n'))));
        }
        if (job.name == QLatin1String("llama-2rank")) {
            QCOMPARE(job.ranks, 2);
            QVERIFY2(job.warnings.isEmpty(), qPrintable(job.warnings.join(QLatin1Char('\n'))));
        }
        if (job.name.startsWith(QLatin1String("flat/")))
            QVERIFY(job.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("world sizes 2, 4 differ")));
    }
    QCOMPARE(picker.model()->rowCount(), 6);
    // The command line's scan: the same runs.
    QStringList cli;
    for (const JobEntry &job : scanProfilesFolder(m_folder))
        cli.append(job.name);
    QCOMPARE(cli, names);
}

void TestNewcomerJobs::mixedFolderOpenedWholeWarns()
{
    const JobEntry whole = scanJob(m_folder + QStringLiteral("/collected"));
    QCOMPARE(whole.traceFiles.size(), 3); // MANIFEST.json is no trace
    QVERIFY2(
        whole.warnings.join(QLatin1Char('\n')).contains(QStringLiteral("these traces may not be one run")),
        qPrintable(whole.warnings.join(QLatin1Char('\n'))));
    QVERIFY(runMismatches(whole).join(QLatin1Char(' ')).contains(QStringLiteral("h apart")));
    QVERIFY(runMismatches(scanJob(m_folder + QStringLiteral("/llama-2rank"))).isEmpty());
}

QTEST_MAIN(TestNewcomerJobs)
#include "tst_newcomerjobs.moc"
