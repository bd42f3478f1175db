// Issue 29 item 6: pointed at a folder of collected profiles (one sub-folder per source, or
// several runs' files side by side), the picker lists the runs, not the folders. MANIFEST.json
// and other JSON that is no trace are not jobs, traces of two GPU vendors are two runs, a real
// multi-rank job stays one row, `stepline jobs --json` lists the same runs with the same
// statuses, and loading such a mix whole warns instead of saying "loaded completely".
#include "joblistcontroller.h"
#include "jobruns.h"
#include "jobs/joblistmodel.h"
#include "jobs/jobpickerwidget.h"
#include "jobscanner.h"
#include "loadbanner.h"
#include "qtstrings.h"
#include "traceloader.h"

#include <QtTest>

#include <QAbstractItemModel>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

using namespace stepline;

namespace {

// A small Kineto trace of one rank of a run starting at baseNs, on a GPU named gpu.
QByteArray kineto(int rank, int worldSize, qint64 baseNs, const QByteArray &gpu = "NVIDIA H100 80GB HBM3")
{
    return "{\"schemaVersion\": 1, \"distributedInfo\": {\"rank\": " + QByteArray::number(rank)
        + ", \"world_size\": " + QByteArray::number(worldSize)
        + "}, \"deviceProperties\": [{\"id\": 0, \"name\": \"" + gpu
        + "\"}], \"traceEvents\": [\n"
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
    void mixedVendorsLoadWarns();
    void realCollectionListsRunsAsTheCommandLine();
    void realMixedLoadWarns();

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
    // Same run in every fact but the GPU vendor: two runs.
    write(m_folder + QStringLiteral("/vendors/rank0.json"), kineto(0, 2, kBase));
    write(
        m_folder + QStringLiteral("/vendors/rank1.json"), kineto(1, 2, kBase + 1000, "AMD Instinct MI300X"));
    // JSON that is no trace: beside traces, and alone in a folder.
    write(
        m_folder + QStringLiteral("/collected/sources.json"), "{\"b200\": \"eager\", \"h100\": \"bert\"}\n");
    write(m_folder + QStringLiteral("/listing-only/index.json"), "{\"runs\": []}\n");
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
        names.append(toQString(job.name));
    QCOMPARE(names,
        (QStringList { QStringLiteral("collected/b200"), QStringLiteral("collected/h100"),
            QStringLiteral("collected/mi300x"), QStringLiteral("flat/a.json"), QStringLiteral("flat/b.json"),
            QStringLiteral("llama-2rank"), QStringLiteral("vendors/rank0.json"),
            QStringLiteral("vendors/rank1.json") }));
    for (const JobEntry &job : c.jobs()) {
        if (toQString(job.name).startsWith(QLatin1String("collected/"))) {
            QCOMPARE(job.ranks, 1);
            QVERIFY2(toQStringList(job.warnings)
                         .join(QLatin1Char('\n'))
                         .contains(QStringLiteral("3 traces say rank 0")),
                qPrintable(toQStringList(job.warnings).join(QLatin1Char('\n'))));
        }
        if (toQString(job.name) == QLatin1String("llama-2rank")) {
            QCOMPARE(job.ranks, 2);
            QVERIFY2(toQStringList(job.warnings).isEmpty(),
                qPrintable(toQStringList(job.warnings).join(QLatin1Char('\n'))));
        }
        if (toQString(job.name).startsWith(QLatin1String("flat/")))
            QVERIFY(toQStringList(job.warnings)
                        .join(QLatin1Char('\n'))
                        .contains(QStringLiteral("world sizes 2, 4 differ")));
        if (toQString(job.name).startsWith(QLatin1String("vendors/"))) {
            const QString text = toQStringList(job.warnings).join(QLatin1Char('\n'));
            QVERIFY2(text.contains(QStringLiteral("GPU vendors AMD, NVIDIA differ")), qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("say rank")), qPrintable(text));
        }
    }
    QCOMPARE(picker.model()->rowCount(), 8);
    // The command line's scan: the same runs.
    QStringList cli;
    for (const JobEntry &job : scanProfilesFolder(m_folder.toStdString()))
        cli.append(toQString(job.name));
    QCOMPARE(cli, names);
}

void TestNewcomerJobs::mixedFolderOpenedWholeWarns()
{
    const JobEntry whole = scanJob(QString(m_folder + QStringLiteral("/collected")).toStdString());
    QCOMPARE(whole.traceFiles.size(), size_t(4)); // MANIFEST.json is no trace by name
    QCOMPARE(whole.ranks, 1); // all three say rank 0; sources.json, no trace by its text, is not a rank
    QVERIFY2(toQStringList(whole.warnings)
                 .join(QLatin1Char('\n'))
                 .contains(QStringLiteral("sources.json: no trace")),
        qPrintable(toQStringList(whole.warnings).join(QLatin1Char('\n'))));
    QVERIFY2(toQStringList(whole.warnings)
                 .join(QLatin1Char('\n'))
                 .contains(QStringLiteral("these traces may not be one run")),
        qPrintable(toQStringList(whole.warnings).join(QLatin1Char('\n'))));
    QVERIFY2(toQStringList(runMismatches(whole))
                 .join(QLatin1Char(' '))
                 .contains(QStringLiteral("their starts are 9 days apart")),
        qPrintable(toQStringList(runMismatches(whole)).join(QLatin1Char(' '))));
    QVERIFY(runMismatches(scanJob(QString(m_folder + QStringLiteral("/llama-2rank")).toStdString())).empty());
}

// Loaded whole anyway (the folder given on the command line), two vendors' traces are amber.
void TestNewcomerJobs::mixedVendorsLoadWarns()
{
    const LoadOutcome out = loadProfile(m_folder + QStringLiteral("/vendors"));
    QVERIFY(out.ok());
    LoadBanner banner;
    QVERIFY(banner.showWarnings(*out.profile));
    QCOMPARE(banner.mode(), LoadBanner::Mode::Warning);
    const QString text = banner.text();
    QVERIFY2(text.contains(QStringLiteral("GPU vendors AMD, NVIDIA differ")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("loaded completely")), qPrintable(text));
    // One vendor, one run: no word about runs.
    const LoadOutcome one = loadProfile(m_folder + QStringLiteral("/llama-2rank"));
    QVERIFY(one.ok());
    QVERIFY(LoadBanner::runLines(*one.profile).isEmpty());
}

namespace {

// A collection made of links to real traces: one sub-folder per source (the H100 folder holds two
// unrelated runs), plus a B200 and an MI300X trace side by side (both say rank 0 of 8, with the
// same base time: only their rank and vendor tell them apart).
bool linkRealCollection(const QString &root)
{
    const QString traces = QStringLiteral(STEPLINE_SHARED_TRACES);
    const QString b200 = traces + QStringLiteral("/tracelens/b200/eager_trace.json.gz");
    const QString mi300 = traces + QStringLiteral("/tracelens/mi300/resnet_act_checkpoint.json.gz");
    const QString h100a
        = traces + QStringLiteral("/tracelens/h100/gaunernst_bert-small-uncased__1016001.json.gz");
    const QString h100b = traces + QStringLiteral("/tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    for (const QString &f : { b200, mi300, h100a, h100b })
        if (!QFile::exists(f))
            return false;
    QDir().mkpath(root);
    const QList<std::pair<QString, QString>> links = {
        { traces + QStringLiteral("/MANIFEST.json"), QStringLiteral("MANIFEST.json") },
        { b200, QStringLiteral("b200/eager_trace.json.gz") },
        { h100a, QStringLiteral("h100/bert.json.gz") },
        { h100b, QStringLiteral("h100/qwen.json.gz") },
        { mi300, QStringLiteral("mi300x/resnet/trace.json.gz") },
        { b200, QStringLiteral("side-by-side/b200.json.gz") },
        { mi300, QStringLiteral("side-by-side/mi300x.json.gz") },
    };
    for (const auto &[from, to] : links) {
        const QString path = root + QLatin1Char('/') + to;
        QDir().mkpath(QFileInfo(path).absolutePath());
        if (!QFile::link(from, path))
            return false;
    }
    return true;
}

} // namespace

void TestNewcomerJobs::realCollectionListsRunsAsTheCommandLine()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("profiles/collected"));
    if (!linkRealCollection(root))
        QSKIP("../shared/traces is missing");
    const QString profiles = dir.filePath(QStringLiteral("profiles"));
    JobListController c;
    c.setCacheFile(dir.filePath(QStringLiteral("cache.json")));
    c.setFolder(profiles);
    QTRY_VERIFY_WITH_TIMEOUT(!c.isScanning() && !c.jobs().isEmpty(), 60000);
    QStringList names, statuses;
    for (const JobEntry &job : c.jobs()) {
        names.append(toQString(job.name));
        statuses.append(
            job.statusUnknown || job.statusPending ? QString() : toQString(jobStatusName(job.status)));
        QCOMPARE(job.ranks, 1); // every run here is one trace
        QVERIFY2(!toQStringList(job.warnings).isEmpty(),
            qPrintable(toQString(job.name))); // each says why it was listed apart
    }
    QCOMPARE(names,
        (QStringList { QStringLiteral("collected/b200"), QStringLiteral("collected/h100/bert.json.gz"),
            QStringLiteral("collected/h100/qwen.json.gz"), QStringLiteral("collected/mi300x"),
            QStringLiteral("collected/side-by-side/b200.json.gz"),
            QStringLiteral("collected/side-by-side/mi300x.json.gz") }));
    for (const JobEntry &job : c.jobs()) {
        const QString text = toQStringList(job.warnings).join(QLatin1Char('\n'));
        if (toQString(job.name).startsWith(QLatin1String("collected/side-by-side/"))) {
            QVERIFY2(text.contains(QStringLiteral("2 traces say rank 0")), qPrintable(text));
            QVERIFY2(text.contains(QStringLiteral("GPU vendors AMD, NVIDIA differ")), qPrintable(text));
        }
        if (toQString(job.name).startsWith(QLatin1String("collected/h100/"))) // 2.6 h apart
            QVERIFY2(text.contains(QStringLiteral("their starts are 2.6 h apart")), qPrintable(text));
    }

    // What the picker shows, kept for a look (<build>/newcomer-shots/).
    {
        JobPickerWidget picker;
        picker.setProfilesFolder(profiles);
        QList<JobRow> rows;
        for (const JobEntry &job : c.jobs())
            rows.append(JobListController::toRow(job));
        picker.setJobs(rows);
        picker.resize(1024, 420);
        picker.show();
        QVERIFY(QTest::qWaitForWindowExposed(&picker));
        const QString shots = QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-shots");
        QDir().mkpath(shots);
        QVERIFY(picker.grab().save(shots + QStringLiteral("/jobs-collected.png")));
    }

    // `stepline jobs --json` on the same folder, with a cache of its own: the same runs, the same
    // statuses.
    const QString exe = QStringLiteral(STEPLINE_BINARY_DIR "/app/stepline");
    if (!QFile::exists(exe))
        QSKIP("the stepline executable is not built");
    QProcess cli;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cli-cache")));
    cli.setProcessEnvironment(env);
    cli.start(exe, { QStringLiteral("jobs"), profiles, QStringLiteral("--json") });
    QVERIFY(cli.waitForFinished(120000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonArray jobs = QJsonDocument::fromJson(cli.readAllStandardOutput())
                                .object()
                                .value(QLatin1String("jobs"))
                                .toArray();
    QStringList cliNames, cliStatuses;
    for (const QJsonValue &job : jobs) {
        cliNames.append(job[QLatin1String("name")].toString());
        cliStatuses.append(job[QLatin1String("status")].toString());
    }
    QCOMPARE(cliNames, names);
    QCOMPARE(cliStatuses, statuses);
}

// The B200, H100 and MI300X traces loaded as one job: amber, never "loaded completely".
void TestNewcomerJobs::realMixedLoadWarns()
{
    QTemporaryDir dir;
    const QString root = dir.filePath(QStringLiteral("collected"));
    if (!linkRealCollection(root))
        QSKIP("../shared/traces is missing");
    QVERIFY(QFile::remove(root + QStringLiteral("/h100/qwen.json.gz"))); // keep the load small
    QVERIFY(QDir(root + QStringLiteral("/side-by-side")).removeRecursively());
    const LoadOutcome out = loadProfile(root);
    QVERIFY2(out.ok(), out.error.detail.c_str());
    QCOMPARE(out.profile->ranks().size(), size_t(3));
    LoadBanner banner;
    QVERIFY(banner.showWarnings(*out.profile));
    QCOMPARE(banner.mode(), LoadBanner::Mode::Warning);
    const QString text = banner.text();
    QVERIFY2(text.contains(QStringLiteral("may not be one run")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("GPU vendors AMD, NVIDIA differ")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("days apart")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("loaded completely")), qPrintable(text));
    banner.resize(1024, banner.sizeHint().height());
    const QString shots = QStringLiteral(STEPLINE_BINARY_DIR "/newcomer-shots");
    QDir().mkpath(shots);
    QVERIFY(banner.grab().save(shots + QStringLiteral("/banner-mixed-runs.png")));
}

QTEST_MAIN(TestNewcomerJobs)
#include "tst_newcomerjobs.moc"
