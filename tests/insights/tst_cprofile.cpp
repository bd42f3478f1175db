// cProfile dumps of a SageMaker Debugger job: folder names (both layouts), loading with the job,
// and the function table by phase, step range and time range, on a fixture with known numbers and
// on the shared sample.

#include "cprofilefixture.h"
#include "pythondumps.h"
#include "loadoptions.h"
#include "smdebug.h"
#include "steplinewriter.h"
#include "traceloader.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace stepline;

namespace {

constexpr int64_t kMs = 1'000'000;

const PythonFunctionStat *row(const std::vector<PythonFunctionStat> &rows, const char *name)
{
    for (const PythonFunctionStat &r : rows)
        if (r.name == name)
            return &r;
    return nullptr;
}

} // namespace

class TestCProfile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void folderNames_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<QString>("parent");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("node");
        QTest::addColumn<qint64>("startAbsNs");
        QTest::addColumn<qint64>("endAbsNs");
        QTest::addColumn<qint64>("startStep");
        QTest::addColumn<qint64>("endStep");
        QTest::addColumn<QString>("startMode");
        QTest::addColumn<QString>("endPhase");
        QTest::addColumn<int>("phase");
        QTest::newRow("newer, before step 0")
            << "prestepzero-*-start-1600000000000000.0_train-0-stepstart-1600000000250000.0"
            << "algo-1" << true << "algo-1" << qint64(1600000000000000000) << qint64(1600000000250000000)
            << qint64(-1) << qint64(0) << "prestepzero"
            << "stepstart" << int(JobPhase::Initialization);
        QTest::newRow("newer, one step, fraction")
            << "train-5-stepstart-1600000000000000.5_train-5-stepend-1600000000000001.25"
            << "algo-2" << true << "algo-2" << qint64(1600000000000000500) << qint64(1600000000000001250)
            << qint64(5) << qint64(5) << "train"
            << "stepend" << int(JobPhase::TrainingLoop);
        QTest::newRow("newer, hyphenated phases")
            << "eval-3-step-start-10.0_eval-4-step-end-20.0"
            << "n" << true << "n" << qint64(10000) << qint64(20000) << qint64(3) << qint64(4) << "eval"
            << "step-end" << int(JobPhase::TrainingLoop);
        QTest::newRow("newer, to hook close") << "train-9-stepend-100.0_posthookclose-*-end-200.0"
                                              << "algo-1" << true << "algo-1" << qint64(100000)
                                              << qint64(200000) << qint64(9) << qint64(-1) << "train"
                                              << "end" << int(JobPhase::Finalization);
        QTest::newRow("older, step -1")
            << "1596585363775342.0_1596585373504789.0_151-algo-1_-1"
            << "cProfile" << true << "151-algo-1" << qint64(1596585363775342000)
            << qint64(1596585373504789000) << qint64(-1) << qint64(-1) << "prestepzero"
            << "" << int(JobPhase::Initialization);
        QTest::newRow("older, step 3") << "1596585376012363.8_1596585376017246.5_151-algo-1_3"
                                       << "cProfile" << true << "151-algo-1" << qint64(1596585376012363800)
                                       << qint64(1596585376017246500) << qint64(3) << qint64(3) << ""
                                       << "" << int(JobPhase::TrainingLoop);
        // 16 digits of microseconds past the year 2262 do not fit int64 ns: refused, not wrapped.
        QTest::newRow("older, past int64 ns")
            << "9999999999999999.0_9999999999999999.5_151-algo-1_3"
            << "x" << false << "" << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << ""
            << "" << int(JobPhase::TrainingLoop);
        QTest::newRow("not a dump folder")
            << "2020080513"
            << "x" << false << "" << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << ""
            << "" << int(JobPhase::TrainingLoop);
        QTest::newRow("end before start")
            << "train-1-stepstart-20.0_train-1-stepend-10.0"
            << "x" << false << "" << qint64(0) << qint64(0) << qint64(-1) << qint64(-1) << ""
            << "" << int(JobPhase::TrainingLoop);
    }
    void folderNames()
    {
        QFETCH(QString, dir);
        QFETCH(QString, parent);
        QFETCH(bool, ok);
        PythonStatsFile f;
        f.path = "kept";
        QCOMPARE(parseSmdebugPythonStatsDir(dir.toStdString(), parent.toStdString(), &f), ok);
        QCOMPARE(f.path, std::string("kept"));
        if (!ok)
            return;
        QTEST(QString::fromStdString(f.node), "node");
        QTEST(qint64(f.startAbsNs), "startAbsNs");
        QTEST(qint64(f.endAbsNs), "endAbsNs");
        QTEST(qint64(f.startStep), "startStep");
        QTEST(qint64(f.endStep), "endStep");
        QTEST(QString::fromStdString(f.startMode), "startMode");
        QTEST(QString::fromStdString(f.endPhase), "endPhase");
        QTEST(int(pythonStatsPhase(f)), "phase");
    }

    void fixtureJob()
    {
        QTemporaryDir tmp;
        QVERIFY(makeCProfileJob(tmp.path()));
        const LoadOutcome out = loadProfile(tmp.path());
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.job().originAbsNs, int64_t(1600000000250000000));
        const std::vector<PythonStatsFile> &files = p.job().pythonStats;
        QCOMPARE(files.size(), size_t(5));
        // By start time; the two dumps starting at 0.5 s after 1600000000 s in path order.
        QCOMPARE(files[0].startMode, std::string("prestepzero"));
        QCOMPARE(files[1].startStep, int64_t(0));
        QCOMPARE(files[2].startStep, int64_t(1));
        QCOMPARE(files[3].endMode, std::string("posthookclose"));
        QCOMPARE(files[4].startStep, int64_t(2));
        QVERIFY(QString::fromStdString(files[1].path)
                    .startsWith(QLatin1String("framework/pytorch/cProfile/algo-1/")));

        const std::vector<PythonDump> parsed = parsePythonDumps(p.job().pythonStats);
        QCOMPARE(parsed.size(), size_t(5));
        QVERIFY(!parsed[4].ok);
        QVERIFY(!parsed[4].error.empty());
        const int64_t origin = p.job().originAbsNs;
        const auto select = [&](const PythonDumpQuery &q) {
            return mergePythonDumps(parsed, selectPythonDumps(parsed, q), PythonProfiler::CProfile);
        };

        // Whole job: every readable dump summed, the broken one counted.
        PythonFunctionTable all = select({});
        QCOMPARE(all.dumps.size(), size_t(4));
        QCOMPARE(all.unreadable, size_t(1));
        QCOMPARE(all.functions.size(), size_t(4));
        QCOMPARE(all.totalCalls, std::optional<uint64_t>(13));
        const PythonFunctionStat *load = row(all.functions, "data.py:5(load_batch)");
        QVERIFY(load);
        QCOMPARE(load->calls, std::optional<uint64_t>(3));
        QCOMPARE(load->selfNs, 180 * kMs);
        QCOMPARE(load->totalNs, 180 * kMs);
        const PythonFunctionStat *forward = row(all.functions, "model.py:30(forward)");
        QCOMPARE(forward->calls, std::optional<uint64_t>(8));
        QCOMPARE(forward->selfNs, 45 * kMs);
        QCOMPARE(forward->totalNs, 130 * kMs);
        QCOMPARE(all.functions.front().name, std::string("train.py:10(main)")); // 200 ms cumulative

        PythonDumpQuery q;
        q.phase = JobPhase::Initialization;
        PythonFunctionTable init = select(q);
        QCOMPARE(init.dumps.size(), size_t(1));
        QCOMPARE(init.functions.size(), size_t(2));
        QCOMPARE(row(init.functions, "data.py:5(load_batch)")->calls, std::optional<uint64_t>(2));

        q.phase = JobPhase::TrainingLoop;
        PythonFunctionTable loop = select(q);
        QCOMPARE(loop.dumps.size(), size_t(2));
        QCOMPARE(loop.unreadable, size_t(1));
        QCOMPARE(row(loop.functions, "model.py:30(forward)")->totalNs, 130 * kMs);
        QCOMPARE(row(loop.functions, "data.py:5(load_batch)")->selfNs, 30 * kMs);
        QVERIFY(!row(loop.functions, "train.py:10(main)"));

        q.phase = JobPhase::Finalization;
        PythonFunctionTable fin = select(q);
        QCOMPARE(fin.functions.size(), size_t(1));
        QCOMPARE(fin.functions[0].name, std::string("train.py:50(save)"));
        QCOMPARE(fin.functions[0].selfNs, 40 * kMs);

        // Step 1 only (train mode, stepstart to stepend): its dump; the one from step 1's end to
        // hook close ends in another mode.
        q = PythonDumpQuery();
        q.steps = StepInterval { 1, 1 };
        PythonFunctionTable step1 = select(q);
        QCOMPARE(step1.dumps.size(), size_t(1));
        QCOMPARE(step1.unreadable, size_t(0));
        QCOMPARE(step1.functions.size(), size_t(1));
        QCOMPARE(step1.functions[0].calls, std::optional<uint64_t>(4));
        QCOMPARE(step1.functions[0].selfNs, 25 * kMs);
        QCOMPARE(step1.functions[0].totalNs, 70 * kMs);
        q.steps = StepInterval { 2, kStepToTheEnd };
        PythonFunctionTable from2 = select(q);
        QVERIFY(from2.dumps.empty());
        QCOMPARE(from2.unreadable, size_t(1));

        // Time [0, 0.12 s] since the origin: step 0's dump, and the one before step 0 that ends
        // at 0 exactly (closed intervals, as smdebug compares); from 1 ns on, step 0's only.
        q = PythonDumpQuery();
        q.timeAbsNs = std::make_pair(origin, origin + 120 * kMs);
        PythonFunctionTable window = select(q);
        QCOMPARE(window.dumps.size(), size_t(2));
        q.timeAbsNs = std::make_pair(origin + 1, origin + 120 * kMs);
        window = select(q);
        QCOMPARE(window.dumps.size(), size_t(1));
        QCOMPARE(parsed[window.dumps[0]].startStep, int64_t(0));
    }

    // The native format keeps the dumps (PYST blocks): same files, same bytes, same figures.
    void nativeRoundTrip()
    {
        QTemporaryDir tmp;
        QVERIFY(makeCProfileJob(tmp.filePath(QStringLiteral("job"))));
        const LoadOutcome out = loadProfile(tmp.filePath(QStringLiteral("job")));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const QString file = tmp.filePath(QStringLiteral("job.stepline"));
        const std::string error = writeSteplineFile(*out.profile, file.toStdString());
        QVERIFY2(error.empty(), error.c_str());
        const LoadOutcome back = loadProfile(file);
        QVERIFY2(back.ok(), back.error.toUserMessage().c_str());
        const std::vector<PythonStatsFile> &a = out.profile->job().pythonStats;
        const std::vector<PythonStatsFile> &b = back.profile->job().pythonStats;
        QCOMPARE(b.size(), a.size());
        for (size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(b[i].path, a[i].path);
            QCOMPARE(b[i].node, a[i].node);
            QCOMPARE(b[i].startAbsNs, a[i].startAbsNs);
            QCOMPARE(b[i].endAbsNs, a[i].endAbsNs);
            QCOMPARE(b[i].startStep, a[i].startStep);
            QCOMPARE(b[i].endStep, a[i].endStep);
            QCOMPARE(b[i].startMode, a[i].startMode);
            QCOMPARE(b[i].endMode, a[i].endMode);
            QCOMPARE(b[i].startPhase, a[i].startPhase);
            QCOMPARE(b[i].endPhase, a[i].endPhase);
            QVERIFY(b[i].bytes && a[i].bytes);
            QVERIFY(*b[i].bytes == *a[i].bytes);
        }
        const std::vector<PythonDump> parsed = parsePythonDumps(back.profile->job().pythonStats);
        QCOMPARE(mergePythonDumps(parsed, selectPythonDumps(parsed, {}), PythonProfiler::CProfile).totalCalls,
            uint64_t(13));
    }

    // A --window subset of the .stepline keeps the dumps overlapping the window (job 0 is
    // 1600000000.25 s): [0 s, 0.25 s] touches it, [0.25, 0.35] and [0.4, 0.5] lie in it, the two
    // starting at 0.5 s are after it.
    void nativeWindowKeepsOverlappingDumps()
    {
        QTemporaryDir tmp;
        QVERIFY(makeCProfileJob(tmp.filePath(QStringLiteral("job"))));
        const LoadOutcome out = loadProfile(tmp.filePath(QStringLiteral("job")));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const QString file = tmp.filePath(QStringLiteral("job.stepline"));
        QVERIFY(writeSteplineFile(*out.profile, file.toStdString()).empty());
        LoadOptions options;
        options.window = TimeWindow { 0, 200'000'000 };
        const LoadOutcome part = loadProfile(file, options);
        QVERIFY2(part.ok(), part.error.toUserMessage().c_str());
        const std::vector<PythonStatsFile> &kept = part.profile->job().pythonStats;
        QCOMPARE(kept.size(), size_t(3));
        QCOMPARE(kept[0].startMode, std::string("prestepzero"));
        QCOMPARE(kept[2].startStep, int64_t(1));
    }

    // The shared Debugger sample (older layout): three dumps, figures from Python's own pstats.
    void sharedDumps()
    {
        const QString dir
            = QStringLiteral(STEPLINE_SHARED_TRACES "/sagemaker-debugger/tfprofiler_timeline_traces");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome out = loadProfile(dir);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const std::vector<PythonDump> parsed = parsePythonDumps(out.profile->job().pythonStats);
        QCOMPARE(parsed.size(), size_t(3));
        for (const PythonDump &d : parsed) {
            QVERIFY2(d.ok, d.error.c_str());
            QCOMPARE(d.file->node, std::string("151-algo-1"));
            QCOMPARE(d.file->profiler, PythonProfiler::CProfile);
        }
        QCOMPARE(parsed[0].phase, JobPhase::Initialization);
        QCOMPARE(parsed[1].file->startStep, int64_t(2));
        QCOMPARE(parsed[2].file->startStep, int64_t(3));
        const auto select = [&](const PythonDumpQuery &q) {
            return mergePythonDumps(parsed, selectPythonDumps(parsed, q), PythonProfiler::CProfile);
        };
        QCOMPARE(select({}).totalCalls, std::optional<uint64_t>(179844 + 1299 + 1129));
        PythonDumpQuery q;
        q.steps = StepInterval { 3, kStepToTheEnd };
        const PythonFunctionTable step3 = select(q);
        QCOMPARE(step3.dumps.size(), size_t(1));
        QCOMPARE(step3.functions.size(), size_t(230));
        QCOMPARE(step3.totalCalls, std::optional<uint64_t>(1129));
        q = PythonDumpQuery();
        q.phase = JobPhase::Initialization;
        QCOMPARE(select(q).functions.size(), size_t(2722));
    }

    // A trace file (not a folder) has no dumps.
    void singleFileHasNone()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/insights/python_phases.json"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        QVERIFY(out.profile->job().pythonStats.empty());
        QVERIFY(parsePythonDumps(out.profile->job().pythonStats).empty());
    }
};

QTEST_GUILESS_MAIN(TestCProfile)
#include "tst_cprofile.moc"
