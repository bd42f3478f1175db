// The Nsight Systems SQLite reader: generated exports of the current and the old table shapes,
// real exports (tests/data/loaders/nsys, and any folder named by STEPLINE_NSYS_SAMPLES), bad
// input. Kernel figures are checked against SQL run on the same file through libsqlite3.
#include "jobfacts.h"
#include "kernelstats.h"
#include "nsysexportgen.h"
#include "nsysloader.h"
#include "steps.h"
#include "traceloader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <sqlite3.h>

#include <map>
#include <set>

using namespace stepline;

namespace {

// Kernel figures computed by SQL alone, the independent side of the comparison.
struct SqlKernels
{
    int64_t count = 0;
    int64_t totalNs = 0;
    std::set<int64_t> devices;
    std::vector<std::pair<std::string, int64_t>> top; // name, total ns
    std::map<int64_t, std::string> gpuNames; // CUDA device -> name
    bool ok = false;
};

SqlKernels sqlKernels(const QString &path, size_t topN)
{
    SqlKernels out;
    sqlite3 *db = nullptr;
    if (sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr)
        != SQLITE_OK) {
        sqlite3_close(db);
        return out;
    }
    auto each = [&](const char *sql, auto fn) {
        sqlite3_stmt *st = nullptr;
        if (sqlite3_prepare_v2(db, sql, -1, &st, nullptr) != SQLITE_OK)
            return false;
        while (sqlite3_step(st) == SQLITE_ROW)
            fn(st);
        sqlite3_finalize(st);
        return true;
    };
    out.ok = each("SELECT count(*), coalesce(sum(end - start), 0) FROM CUPTI_ACTIVITY_KIND_KERNEL",
        [&](sqlite3_stmt *st) {
            out.count = sqlite3_column_int64(st, 0);
            out.totalNs = sqlite3_column_int64(st, 1);
        });
    each("SELECT DISTINCT deviceId FROM CUPTI_ACTIVITY_KIND_KERNEL",
        [&](sqlite3_stmt *st) { out.devices.insert(sqlite3_column_int64(st, 0)); });
    const std::string top
        = "SELECT CASE typeof(k.demangledName) WHEN 'integer' THEN s.value ELSE k.demangledName "
          "END AS n, sum(k.end - k.start) AS t FROM CUPTI_ACTIVITY_KIND_KERNEL k LEFT JOIN "
          "StringIds s ON s.id = k.demangledName GROUP BY n ORDER BY t DESC, n LIMIT "
        + std::to_string(topN);
    each(top.c_str(), [&](sqlite3_stmt *st) {
        out.top.emplace_back(
            reinterpret_cast<const char *>(sqlite3_column_text(st, 0)), sqlite3_column_int64(st, 1));
    });
    if (!each("SELECT cuDevice, name FROM TARGET_INFO_GPU", [&](sqlite3_stmt *st) {
            out.gpuNames[sqlite3_column_int64(st, 0)]
                = reinterpret_cast<const char *>(sqlite3_column_text(st, 1));
        }))
        each("SELECT cudaId, name FROM TARGET_INFO_CUDA_DEVICE", [&](sqlite3_stmt *st) {
            out.gpuNames[sqlite3_column_int64(st, 0)]
                = reinterpret_cast<const char *>(sqlite3_column_text(st, 1));
        });
    sqlite3_close(db);
    return out;
}

void compareWithSql(const QString &path)
{
    const SqlKernels sql = sqlKernels(path, 5);
    QVERIFY2(sql.ok, qPrintable(path));
    const LoadOutcome outcome = loadProfile(path);
    QVERIFY2(outcome.ok(), qPrintable(outcome.error.toUserMessage()));
    const Profile &p = *outcome.profile;
    const KernelSummary ks = kernelStats(p);
    QCOMPARE(int64_t(ks.count), sql.count);
    QCOMPARE(ks.totalNs, sql.totalNs);
    const std::vector<KernelStat> top = topByTime(p, ks, 5);
    QCOMPARE(top.size(), sql.top.size());
    for (size_t i = 0; i < top.size(); ++i) {
        QCOMPARE(std::string(p.strings().view(top[i].name)), sql.top[i].first);
        QCOMPARE(top[i].totalNs, sql.top[i].second);
    }
    std::set<int64_t> devices;
    for (const Track &t : p.tracks()) {
        if (t.kind == TrackKind::GpuStream)
            devices.insert(t.device);
    }
    QCOMPARE(devices, sql.devices);
    for (const RankInfo &r : p.ranks()) {
        QCOMPARE(r.format, std::string("nsys-sqlite"));
        for (const DeviceProperties &d : r.devices) {
            QVERIFY(sql.gpuNames.count(d.id));
            QCOMPARE(d.name, sql.gpuNames.at(d.id));
        }
    }
}

QString generate(const QString &dir, const QString &name, const NsysExportSpec &spec)
{
    const QString path = dir + QLatin1Char('/') + name;
    QString error;
    if (!writeNsysExport(path, spec, &error))
        qWarning("%s", qPrintable(error));
    return path;
}

uint64_t launchLinks(const Profile &p)
{
    return p.flows().size();
}

} // namespace

class TestNsysLoader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void currentSchema()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 2;
        spec.steps = 4;
        spec.kernelsPerStep = 6;
        spec.graphs = true;
        const QString path = generate(dir.path(), QStringLiteral("current.sqlite"), spec);
        compareWithSql(path);
        const LoadOutcome o = loadProfile(path);
        QVERIFY(o.ok());
        const Profile &p = *o.profile;
        QCOMPARE(p.job().format, std::string("nsys-sqlite"));
        QCOMPARE(p.ranks().size(), size_t(2));
        QCOMPARE(p.ranks()[0].rank, 0);
        QCOMPARE(p.ranks()[1].rank, 1);
        QCOMPARE(p.ranks()[0].node, std::string("gen-node-1"));
        QCOMPARE(p.ranks()[0].devices.size(), size_t(1));
        QCOMPARE(p.ranks()[0].devices[0].name, std::string("NVIDIA H100 80GB HBM3"));
        QCOMPARE(p.ranks()[1].devices[0].name, std::string("NVIDIA A100-SXM4-80GB"));
        // Per rank and step: 6 kernel launches, a memcpy, a memset and a graph launch whose one
        // correlation id three kernels share.
        QCOMPARE(launchLinks(p), uint64_t(2 * 4 * (6 + 1 + 1 + 3)));
        const std::vector<Step> steps = hostSteps(p);
        QCOMPARE(steps.size(), size_t(8));
        QCOMPARE(steps[3].number, int64_t(3));
        QCOMPARE(p.report().count(warning::kNoGpuActivity), uint64_t(0));
        // Times: the session's wall-clock start plus the export's ns.
        QCOMPARE(p.job().originAbsNs, int64_t(1700000000000000000) + int64_t(1'000'000'000));
    }

    void oldSchema()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.schema = NsysExportSpec::Schema::Old;
        spec.steps = 3;
        spec.kernelsPerStep = 5;
        const QString path = generate(dir.path(), QStringLiteral("old.sqlite"), spec);
        compareWithSql(path);
        const LoadOutcome o = loadProfile(path);
        QVERIFY(o.ok());
        const Profile &p = *o.profile;
        QCOMPARE(p.ranks().size(), size_t(1));
        QCOMPARE(p.ranks()[0].devices.size(), size_t(1));
        QCOMPARE(p.ranks()[0].devices[0].numSms, 132);
        QCOMPARE(launchLinks(p), uint64_t(3 * (5 + 1)));
        QCOMPARE(hostSteps(p).size(), size_t(3));
    }

    void hostOnlyProcessesAreNoRanks()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 1;
        spec.hostOnlyProcesses = 1;
        spec.steps = 2;
        spec.kernelsPerStep = 3;
        const LoadOutcome o = loadProfile(generate(dir.path(), QStringLiteral("h.sqlite"), spec));
        QVERIFY(o.ok());
        QCOMPARE(o.profile->ranks().size(), size_t(1));
        // The launcher's runtime calls (2 steps x (memcpy, memset, 3 launches, sync)) and its
        // NVTX ranges (2 x (step, forward)) are counted, not silently dropped.
        QCOMPARE(o.profile->report().count(kNsysHostWithoutGpu), uint64_t(2 * 6 + 2 * 2));
    }

    void nvtxWithoutKernels()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.kernels = false;
        spec.steps = 2;
        spec.kernelsPerStep = 4;
        const LoadOutcome o = loadProfile(generate(dir.path(), QStringLiteral("nvtx.sqlite"), spec));
        QVERIFY2(o.ok(), qPrintable(o.error.toUserMessage()));
        // 2 steps x (a memcpy, 4 kernel launches): the calls METRICS.md counts as launches.
        QCOMPARE(o.profile->report().count(warning::kNoGpuActivity), uint64_t(2 * 5));
        QCOMPARE(kernelStats(*o.profile).count, uint64_t(0));
        QCOMPARE(hostSteps(*o.profile).size(), size_t(2));
    }

    void folderOfReportsIsAJob()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.steps = 2;
        spec.kernelsPerStep = 3;
        generate(dir.path(), QStringLiteral("report_rank0.sqlite"), spec);
        spec.seed = 2;
        generate(dir.path(), QStringLiteral("report_rank1.sqlite"), spec);
        const LoadOutcome o = loadProfile(dir.path());
        QVERIFY2(o.ok(), qPrintable(o.error.toUserMessage()));
        QCOMPARE(o.profile->ranks().size(), size_t(2));
        QCOMPARE(o.profile->ranks()[1].rank, 1);
        QCOMPARE(kernelStats(*o.profile).count, uint64_t(2 * 2 * 3));
        // The job picker's facts: exact by SQL, quick from the session start only.
        const TraceFacts facts = scanTraceFacts(dir.filePath(QStringLiteral("report_rank0.sqlite")));
        QVERIFY(facts.final);
        QVERIFY(facts.error.isEmpty());
        QCOMPARE(facts.gpuDevices, QList<int> { 0 });
        QCOMPARE(facts.host, QStringLiteral("gen-node-1"));
        QCOMPARE(facts.earliestAbsNs, int64_t(1700000000000000000) + int64_t(1'000'000'000));
        const TraceFacts quick = quickTraceFacts(dir.filePath(QStringLiteral("report_rank1.sqlite")));
        QVERIFY(!quick.final);
        QCOMPARE(quick.earliestAbsNs, int64_t(1700000000000000000));
    }

    void realExports_data()
    {
        QTest::addColumn<QString>("path");
        QStringList dirs { QStringLiteral(STEPLINE_TEST_DATA "/loaders/nsys") };
        if (qEnvironmentVariableIsSet("STEPLINE_NSYS_SAMPLES"))
            dirs << qEnvironmentVariable("STEPLINE_NSYS_SAMPLES");
        for (const QString &d : dirs) {
            for (const QFileInfo &f : QDir(d).entryInfoList({ QStringLiteral("*.sqlite") }, QDir::Files))
                QTest::newRow(qPrintable(f.fileName())) << f.filePath();
        }
    }
    void realExports()
    {
        QFETCH(QString, path);
        sqlite3 *db = nullptr;
        sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr);
        const bool hasKernels
            = sqlite3_exec(db, "SELECT 1 FROM CUPTI_ACTIVITY_KIND_KERNEL LIMIT 1", nullptr, nullptr, nullptr)
            == SQLITE_OK;
        sqlite3_close(db);
        if (hasKernels) {
            compareWithSql(path);
            return;
        }
        const LoadOutcome o = loadProfile(path);
        if (o.ok()) {
            QVERIFY(o.profile->report().count(warning::kNoGpuActivity) > 0);
        } else {
            QCOMPARE(o.error.code, LoadError::Code::NoEvents);
            QVERIFY(o.error.detail.contains(QLatin1String("Nsight Systems")));
            QCOMPARE(o.error.file, path);
        }
    }

    void notAnNsysExport()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("other.sqlite"));
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        sqlite3_exec(
            db, "CREATE TABLE notes (t TEXT); INSERT INTO notes VALUES ('x');", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        const LoadOutcome o = loadProfile(path);
        QVERIFY(!o.ok());
        QCOMPARE(o.error.code, LoadError::Code::NotATrace);
        QCOMPARE(o.error.file, path);
        QVERIFY(o.error.detail.contains(QLatin1String("CUPTI_ACTIVITY_KIND_KERNEL")));
    }

    void truncatedExport()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.steps = 30;
        const QString path = generate(dir.path(), QStringLiteral("t.sqlite"), spec);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 full = f.size();
        QVERIFY(f.resize(full / 2));
        f.close();
        const LoadOutcome o = loadProfile(path);
        QVERIFY(!o.ok());
        QCOMPARE(o.error.file, path);
        QVERIFY2(o.error.detail.contains(QLatin1String("truncated")), qPrintable(o.error.detail));
    }

    void damagedPages()
    {
        // Header intact, pages overwritten: SQLite's own error, never a crash.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.steps = 30;
        const QString path = generate(dir.path(), QStringLiteral("d.sqlite"), spec);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadWrite));
        const qint64 size = f.size();
        for (qint64 at = 4096; at < size; at += 8192) {
            f.seek(at + 100);
            f.write(QByteArray(700, '\xA5'));
        }
        f.close();
        const LoadOutcome o = loadProfile(path);
        if (!o.ok()) {
            QCOMPARE(o.error.file, path);
            QVERIFY(!o.error.detail.isEmpty());
        }
    }

    void corruptedBytesNeverCrash()
    {
        // 300 copies, each with 16 bytes set to random values at random places (header, schema,
        // B-tree pages, cells): every load ends in a profile or an error naming the file.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.steps = 4;
        spec.graphs = true;
        const QString clean = generate(dir.path(), QStringLiteral("clean.sqlite"), spec);
        QFile in(clean);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QByteArray bytes = in.readAll();
        uint64_t state = 12345;
        auto next = [&state] {
            state = state * 6364136223846793005ull + 1442695040888963407ull;
            return state >> 33;
        };
        const QString path = dir.filePath(QStringLiteral("bad.sqlite"));
        int errors = 0;
        for (int round = 0; round < 300; ++round) {
            QByteArray copy = bytes;
            for (int k = 0; k < 16; ++k)
                copy[qsizetype(next() % uint64_t(copy.size()))] = char(next());
            QFile out(path);
            QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
            out.write(copy);
            out.close();
            const LoadOutcome o = loadProfile(path);
            if (!o.ok()) {
                ++errors;
                QCOMPARE(o.error.file, path);
                QVERIFY(!o.error.detail.isEmpty());
            }
        }
        qInfo("%d of 300 corrupted copies were refused with an error", errors);
    }

    void unfinishedWrite()
    {
        QTemporaryDir dir;
        NsysExportSpec spec;
        const QString path = generate(dir.path(), QStringLiteral("w.sqlite"), spec);
        // A writer holding the database: its rollback journal lies beside the file.
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        sqlite3_exec(db, "PRAGMA journal_mode=DELETE; BEGIN EXCLUSIVE; DELETE FROM NVTX_EVENTS;", nullptr,
            nullptr, nullptr);
        const LoadOutcome o = loadProfile(path);
        sqlite3_exec(db, "ROLLBACK;", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        QVERIFY(!o.ok());
        QCOMPARE(o.error.file, path);
        QVERIFY2(o.error.detail.contains(QLatin1String("w.sqlite-journal")), qPrintable(o.error.detail));
    }
};

QTEST_GUILESS_MAIN(TestNsysLoader)
#include "tst_nsysloader.moc"
