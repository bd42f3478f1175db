// The Nsight Systems SQLite reader: generated exports of the current and the old table shapes,
// real exports (tests/data/loaders/nsys, and any folder named by STEPLINE_NSYS_SAMPLES), bad
// input. Kernel figures are checked against SQL run on the same file through libsqlite3.
#include "jobfacts.h"
#include "kernelstats.h"
#include "loadestimate.h"
#include "memoryfit.h"
#include "nsysexportgen.h"
#include "nsysloader.h"
#include "nvtxsteps.h"
#include "sqlitereport.h"
#include "steplinereader.h"
#include "steplinewriter.h"
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

// The loaders' messages and paths are UTF-8 std::string: as a QString for the checks.
QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

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
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
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

// A generated export of one GPU process and two steps, and its load before any damage.
QString loadedSmallExport(const QTemporaryDir &dir, const QString &name, LoadOutcome *loaded)
{
    NsysExportSpec spec;
    spec.gpuProcesses = 1;
    spec.steps = 2;
    const QString path = generate(dir.path(), name, spec);
    *loaded = loadProfile(path);
    return path;
}

// Runs SQL on a closed export; the rows it changed, or -1 when it failed.
int execSql(const QString &path, const std::string &sql)
{
    sqlite3 *db = nullptr;
    int changed = -1;
    if (sqlite3_open(QFile::encodeName(path).constData(), &db) == SQLITE_OK
        && sqlite3_exec(db, sql.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK)
        changed = sqlite3_total_changes(db);
    sqlite3_close(db);
    return changed;
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

    void v2Schema()
    {
        // The 2.x shape (nsys 2020-2021): names as StringIds ids, TARGET_INFO_GPU with cuDevice,
        // but no PROCESSES, no session start, no host name, no ENUM tables.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.schema = NsysExportSpec::Schema::V2;
        spec.steps = 3;
        spec.kernelsPerStep = 5;
        spec.graphs = true;
        const QString path = generate(dir.path(), QStringLiteral("v2.sqlite"), spec);
        compareWithSql(path);
        const LoadOutcome o = loadProfile(path);
        QVERIFY(o.ok());
        const Profile &p = *o.profile;
        QCOMPARE(p.ranks().size(), size_t(1));
        QCOMPARE(p.ranks()[0].node, std::string("rank 0")); // no host name in the export
        QCOMPARE(p.ranks()[0].devices.size(), size_t(1));
        QCOMPARE(p.ranks()[0].devices[0].name, std::string("NVIDIA H100 80GB HBM3"));
        // Per step: 5 launches, a memcpy, a memset, a graph launch of 3 kernels.
        QCOMPARE(launchLinks(p), uint64_t(3 * (5 + 1 + 1 + 3)));
        QCOMPARE(hostSteps(p).size(), size_t(3));
        // No session start: the export's own ns are the times.
        QCOMPARE(p.job().originAbsNs, int64_t(1'000'000'000));
        QVERIFY(p.report().entries().empty());
    }

    void realV2Export()
    {
        // A real 2.x export (see tests/data/loaders/nsys/README.md), numbers from the sqlite3 CLI:
        // SELECT count(*), sum(end - start) FROM CUPTI_ACTIVITY_KIND_KERNEL -> 12, 8544420.
        const QString path
            = QStringLiteral(STEPLINE_TEST_DATA "/loaders/nsys/mordred-nsys2021-schema2-quadro.sqlite");
        const LoadOutcome o = loadProfile(path);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        const KernelSummary ks = kernelStats(*o.profile);
        QCOMPARE(ks.count, uint64_t(12));
        QCOMPARE(ks.totalNs, int64_t(8544420));
        QCOMPARE(o.profile->ranks().size(), size_t(1));
        QCOMPARE(o.profile->ranks()[0].devices.size(), size_t(1));
        QCOMPARE(o.profile->ranks()[0].devices[0].name, std::string("Quadro RTX 6000"));
        QCOMPARE(o.profile->ranks()[0].devices[0].numSms, 72);
        // Every kernel has its launch: 12 links from cudaLaunchKernel by correlation id.
        QCOMPARE(o.profile->report().count(warning::kUnmatchedGpuOp), uint64_t(0));
        // No session start: its first kernel at 2 s tells nothing of when it ran (not 1970-01-01),
        // so the job picker never measures runs apart from it.
        QCOMPARE(scanTraceFacts(path.toStdString()).earliestAbsNs, int64_t(-1));
        QCOMPARE(quickTraceFacts(path.toStdString()).earliestAbsNs, int64_t(-1));
    }

    void globPatterns()
    {
        QVERIFY(globMatch("train_step", "train_step"));
        QVERIFY(!globMatch("train_step", "train_step 1"));
        QVERIFY(globMatch("train_step*", "train_step 1"));
        QVERIFY(globMatch("train_step*", "train_step"));
        QVERIFY(globMatch("*step*", "my_step_12"));
        QVERIFY(globMatch("iter ?", "iter 7"));
        QVERIFY(!globMatch("iter ?", "iter 17"));
        QVERIFY(globMatch("a*b*c", "aXXbYYbZc"));
        QVERIFY(!globMatch("a*b*c", "aXXbYYbZ"));
        QVERIFY(globMatch("*", ""));
        QVERIFY(!globMatch("?", ""));
        QVERIFY(!globMatch("Step", "step")); // case-sensitive
        QVERIFY(isProfilerStepName("ProfilerStep#12"));
        QVERIFY(!isProfilerStepName("ProfilerStep#"));
        QVERIFY(!isProfilerStepName("ProfilerStep#1x"));
    }

    void stepRange()
    {
        // Steps named "train_step N" (no ProfilerStep#N): none without a pattern; with one, each
        // rank's matching ranges are its steps, numbered in start order, with their own length.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 2;
        spec.steps = 4;
        spec.kernelsPerStep = 3;
        spec.stepName = "train_step ";
        const QString path = generate(dir.path(), QStringLiteral("custom.sqlite"), spec);
        const LoadOutcome plain = loadProfile(path);
        QVERIFY(plain.ok());
        QVERIFY(hostSteps(*plain.profile).empty());

        // The ranges' lengths by SQL, in start order, per process.
        std::vector<int64_t> sqlDurations;
        {
            sqlite3 *db = nullptr;
            sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr);
            sqlite3_stmt *st = nullptr;
            sqlite3_prepare_v2(db,
                "SELECT n.end - n.start FROM NVTX_EVENTS n JOIN StringIds s ON s.id = n.textId WHERE "
                "s.value GLOB 'train_step*' ORDER BY n.globalTid >> 24, n.start",
                -1, &st, nullptr);
            while (sqlite3_step(st) == SQLITE_ROW)
                sqlDurations.push_back(sqlite3_column_int64(st, 0));
            sqlite3_finalize(st);
            sqlite3_close(db);
        }
        QCOMPARE(sqlDurations.size(), size_t(8));

        LoadOptions options;
        options.stepRange = "train_step*";
        const LoadOutcome o = loadProfile(path, options);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        const std::vector<Step> steps = hostSteps(*o.profile);
        QCOMPARE(steps.size(), size_t(8));
        for (size_t i = 0; i < steps.size(); ++i) {
            QCOMPARE(steps[i].rank, int(i / 4));
            QCOMPARE(steps[i].number, int64_t(i % 4));
            QCOMPARE(steps[i].durNs, sqlDurations[i]);
        }
        // The range keeps its own name in its args.
        ArgStore::Reader reader(o.profile->args());
        const std::string_view args = reader.raw(o.profile->slices().args[steps[1].event.value]);
        QCOMPARE(ArgStore::value(args, "nvtx range"), std::string("\"train_step 1\""));
        QCOMPARE(o.profile->report().count(std::string(kStepRangeUnmatched)), uint64_t(0));
        QCOMPARE(o.profile->report().count(std::string(kStepRangeIgnored)), uint64_t(0));

        // A pattern that matches nothing: no steps, and a warning per rank.
        options.stepRange = "train_step";
        const LoadOutcome none = loadProfile(path, options);
        QVERIFY(none.ok());
        QVERIFY(hostSteps(*none.profile).empty());
        QCOMPARE(none.profile->report().count(std::string(kStepRangeUnmatched)), uint64_t(2));

        // A folder of such exports (a job): the pattern reaches every rank file.
        QTemporaryDir job;
        spec.gpuProcesses = 1;
        generate(job.path(), QStringLiteral("r_rank0.sqlite"), spec);
        spec.seed = 2;
        generate(job.path(), QStringLiteral("r_rank1.sqlite"), spec);
        options.stepRange = "train_step ?";
        const LoadOutcome jobOutcome = loadProfile(job.path(), options);
        QVERIFY2(jobOutcome.ok(), jobOutcome.error.toUserMessage().c_str());
        QCOMPARE(hostSteps(*jobOutcome.profile).size(), size_t(8));
    }

    void stepRangeKeepsProfilerSteps()
    {
        // ProfilerStep#N ranges win: the pattern ("forward") is not applied, and that is said.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.steps = 3;
        spec.kernelsPerStep = 2;
        LoadOptions options;
        options.stepRange = "forward";
        const LoadOutcome o = loadProfile(generate(dir.path(), QStringLiteral("p.sqlite"), spec), options);
        QVERIFY(o.ok());
        const std::vector<Step> steps = hostSteps(*o.profile);
        QCOMPARE(steps.size(), size_t(3));
        QCOMPARE(std::string(o.profile->strings().view(steps[2].name)), std::string("ProfilerStep#2"));
        QCOMPARE(o.profile->report().count(std::string(kStepRangeIgnored)), uint64_t(1));
    }

    void memoryEstimateFromRows()
    {
        // The estimate counts the rows of the event tables (not JSON bytes per event): the very
        // events the loader reads, here every one of them.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 2;
        spec.steps = 5;
        spec.kernelsPerStep = 6;
        spec.graphs = true;
        const QString path = generate(dir.path(), QStringLiteral("m.sqlite"), spec);
        int64_t rows = 0;
        {
            sqlite3 *db = nullptr;
            sqlite3_open_v2(QFile::encodeName(path).constData(), &db, SQLITE_OPEN_READONLY, nullptr);
            for (const char *t : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_MEMCPY",
                     "CUPTI_ACTIVITY_KIND_MEMSET", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
                sqlite3_stmt *st = nullptr;
                sqlite3_prepare_v2(db, (std::string("SELECT count(*) FROM ") + t).c_str(), -1, &st, nullptr);
                QCOMPARE(sqlite3_step(st), SQLITE_ROW);
                rows += sqlite3_column_int64(st, 0);
                sqlite3_finalize(st);
            }
            sqlite3_close(db);
        }
        // Per process and step: 6 launches + memcpy + memset + graph launch + sync runtime calls,
        // 6 + 3 kernels, a memcpy, a memset, 2 NVTX ranges.
        QCOMPARE(rows, int64_t(2 * 5 * ((6 + 4) + (6 + 3) + 2 + 2)));
        QCOMPARE(sqliteReportEventRows(path.toStdString()), rows);
        const LoadEstimate e = estimateFile(path.toStdString());
        QCOMPARE(e.events, rows + 1);
        QCOMPARE(e.modelBytes, (rows + 1) * kNsysModelBytesPerEvent);
        QCOMPARE(e.peakBytes, qint64(double(e.modelBytes) * kNsysPeakFactor));
        QVERIFY(e.events != e.fileBytes / kJsonBytesPerEvent + 1);
        const LoadOutcome o = loadProfile(path);
        QVERIFY(o.ok());
        QCOMPARE(int64_t(o.profile->slices().ts.size()), rows);

        // The memory check refuses by that estimate, and names the file.
        const MemoryCheck fits = checkMemory(path.toStdString(), LoadOptions(), e.peakBytes * 2);
        QVERIFY(fits.fits());
        const MemoryCheck tight = checkMemory(path.toStdString(), LoadOptions(), e.peakBytes / 4);
        QVERIFY(!tight.fits());
        // A SQLite file that is no export: estimated from its size, never a crash.
        const QString other = dir.filePath(QStringLiteral("other.sqlite"));
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(other).constData(), &db);
        sqlite3_exec(db, "CREATE TABLE t (x); INSERT INTO t VALUES (1);", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        QCOMPARE(sqliteReportEventRows(other.toStdString()), int64_t(-1));
        QVERIFY(estimateFile(other.toStdString()).events > 0);
    }

    void damagedRowidsCapTheEstimate()
    {
        // A damaged export can claim rowids near 2^63 in every table (found by fuzz_nsys): the
        // row sum and the byte estimate are capped, never an overflow, and the load is refused.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 1;
        spec.steps = 1;
        const QString path = generate(dir.path(), QStringLiteral("huge.sqlite"), spec);
        for (const char *t : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
            const std::string sql = std::string("UPDATE ") + t + " SET rowid = 7407747620151079872 + rowid "
                + "WHERE rowid = (SELECT max(rowid) FROM " + t + ")";
            QCOMPARE(execSql(path, sql), 1);
        }
        QCOMPARE(sqliteReportEventRows(path.toStdString()), int64_t(1) << 40);
        const LoadEstimate e = estimateFile(path.toStdString());
        QCOMPARE(e.events, int64_t(1) << 40);
        QVERIFY(e.modelBytes > 0 && e.peakBytes > e.modelBytes);
        QVERIFY(!checkMemory(path.toStdString(), LoadOptions(), qint64(64) << 30).fits());
    }

    void timesPastInt64AreSkippedRows()
    {
        // A damaged export with a start at 2^63 - 1 ns (found by fuzz_nsys): adding the session start
        // overflowed. Each such row, in every table, is skipped and counted; the rest loads.
        QTemporaryDir dir;
        LoadOutcome before;
        const QString path = loadedSmallExport(dir, QStringLiteral("late.sqlite"), &before);
        QVERIFY2(before.ok(), before.error.toUserMessage().c_str());
        for (const char *t : { "CUPTI_ACTIVITY_KIND_KERNEL", "CUPTI_ACTIVITY_KIND_RUNTIME", "NVTX_EVENTS" }) {
            const std::string sql = std::string("UPDATE ") + t
                + " SET start = 9223372036854775807 WHERE rowid = (SELECT min(rowid) FROM " + t + ")";
            QCOMPARE(execSql(path, sql), 1);
        }
        const LoadOutcome o = loadProfile(path);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        QCOMPARE(o.profile->report().count(warning::kBadNumber), uint64_t(3));
        QCOMPARE(o.profile->eventCount() + 3, before.profile->eventCount());
    }

    void rowsEndingBeforeTheirStartAreKeptAtZero()
    {
        // A kernel row whose end lies before its start is kept with a duration of 0 and counted
        // under its own kind, which says so (not negative_duration, whose events are skipped).
        QTemporaryDir dir;
        LoadOutcome before;
        const QString path = loadedSmallExport(dir, QStringLiteral("backwards.sqlite"), &before);
        QVERIFY2(before.ok(), before.error.toUserMessage().c_str());
        QCOMPARE(execSql(path,
                     "UPDATE CUPTI_ACTIVITY_KIND_KERNEL SET end = start - 500 WHERE rowid = "
                     "(SELECT min(rowid) FROM CUPTI_ACTIVITY_KIND_KERNEL)"),
            1);
        const LoadOutcome o = loadProfile(path);
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        QCOMPARE(o.profile->report().count(kNsysNegativeClamped), uint64_t(1));
        QCOMPARE(o.profile->report().count(warning::kNegativeDuration), uint64_t(0));
        QCOMPARE(o.profile->eventCount(), before.profile->eventCount());
        QVERIFY(
            std::string(warning::warningDescription(kNsysNegativeClamped)).find("kept") != std::string::npos);
        QCOMPARE(warning::warningClass(kNsysNegativeClamped), warning::WarningClass::DataLoss);
    }

    void convertToSteplineAndBack()
    {
        // An export (steps by pattern, CUDA graphs, two ranks) written as .stepline and read back:
        // the same kernels, steps, launch links, ranks and GPU names.
        QTemporaryDir dir;
        NsysExportSpec spec;
        spec.gpuProcesses = 2;
        spec.steps = 3;
        spec.kernelsPerStep = 4;
        spec.graphs = true;
        spec.stepName = "iteration ";
        LoadOptions options;
        options.stepRange = "iteration *";
        const LoadOutcome o = loadProfile(generate(dir.path(), QStringLiteral("c.sqlite"), spec), options);
        QVERIFY(o.ok());
        const QString native = dir.filePath(QStringLiteral("c.stepline"));
        QCOMPARE(writeSteplineFile(*o.profile, native.toStdString()), std::string());
        const LoadOutcome back = loadProfile(native);
        QVERIFY2(back.ok(), back.error.toUserMessage().c_str());
        const Profile &a = *o.profile, &b = *back.profile;
        QCOMPARE(kernelStats(b).count, kernelStats(a).count);
        QCOMPARE(kernelStats(b).totalNs, kernelStats(a).totalNs);
        QCOMPARE(hostSteps(b).size(), size_t(6));
        QCOMPARE(hostSteps(b).size(), hostSteps(a).size());
        QCOMPARE(b.flows().size(), a.flows().size());
        QCOMPARE(b.ranks().size(), size_t(2));
        QCOMPARE(b.ranks()[1].format, std::string("nsys-sqlite"));
        QCOMPARE(b.ranks()[1].devices[0].name, std::string("NVIDIA A100-SXM4-80GB"));
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
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
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
        QVERIFY2(o.ok(), o.error.toUserMessage().c_str());
        QCOMPARE(o.profile->ranks().size(), size_t(2));
        QCOMPARE(o.profile->ranks()[1].rank, 1);
        QCOMPARE(kernelStats(*o.profile).count, uint64_t(2 * 2 * 3));
        // The job picker's facts: exact by SQL, quick from the session start only.
        const TraceFacts facts
            = scanTraceFacts(dir.filePath(QStringLiteral("report_rank0.sqlite")).toStdString());
        QVERIFY(facts.final);
        QVERIFY(facts.error.empty());
        QCOMPARE(facts.gpuDevices, std::vector<int> { 0 });
        QCOMPARE(facts.host, std::string("gen-node-1"));
        QCOMPARE(facts.earliestAbsNs, int64_t(1700000000000000000) + int64_t(1'000'000'000));
        const TraceFacts quick
            = quickTraceFacts(dir.filePath(QStringLiteral("report_rank1.sqlite")).toStdString());
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
            QVERIFY(qs(o.error.detail).contains(QLatin1String("Nsight Systems")));
            QCOMPARE(qs(o.error.file), path);
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
        QCOMPARE(qs(o.error.file), path);
        QVERIFY(qs(o.error.detail).contains(QLatin1String("CUPTI_ACTIVITY_KIND_KERNEL")));
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
        QCOMPARE(qs(o.error.file), path);
        QVERIFY2(qs(o.error.detail).contains(QLatin1String("truncated")), o.error.detail.c_str());
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
            QCOMPARE(qs(o.error.file), path);
            QVERIFY(!o.error.detail.empty());
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
                QCOMPARE(qs(o.error.file), path);
                QVERIFY(!o.error.detail.empty());
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
        QCOMPARE(qs(o.error.file), path);
        QVERIFY2(qs(o.error.detail).contains(QLatin1String("w.sqlite-journal")), o.error.detail.c_str());
    }

    void lockedByWalWriter()
    {
        // A writer in WAL mode holding the export: its -wal file lies beside it. The message names
        // the file and that file, and the user's message shows both.
        QTemporaryDir dir;
        NsysExportSpec spec;
        const QString path = generate(dir.path(), QStringLiteral("wal.sqlite"), spec);
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(path).constData(), &db);
        // A committed change not yet checkpointed: the rows live in the -wal file only.
        QCOMPARE(
            sqlite3_exec(db, "PRAGMA journal_mode=WAL; DELETE FROM NVTX_EVENTS;", nullptr, nullptr, nullptr),
            SQLITE_OK);
        QVERIFY(QFileInfo(path + QStringLiteral("-wal")).size() > 0);
        const LoadOutcome o = loadProfile(path);
        sqlite3_close(db);
        QVERIFY(!o.ok());
        QCOMPARE(qs(o.error.file), path);
        QVERIFY2(qs(o.error.detail).contains(QLatin1String("wal.sqlite-wal")), o.error.detail.c_str());
        QVERIFY2(qs(o.error.toUserMessage()).contains(path), o.error.toUserMessage().c_str());
    }
};

QTEST_GUILESS_MAIN(TestNsysLoader)
#include "tst_nsysloader.moc"
