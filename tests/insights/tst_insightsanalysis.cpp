// Data-loader analysis and Python function statistics: hand-written fixtures with known times,
// the bundled demo job, and the TensorBoard plugin sample (num_workers 0).

#include "dataloader.h"
#include "pstats.h"
#include "pythonstats.h"
#include "rules.h"
#include "traceloader.h"

#include <QtTest>

using namespace stepline;

namespace {

ProfilePtr load(const QString &path)
{
    const LoadOutcome outcome = loadProfile(path);
    if (!outcome.ok())
        qWarning("%s", outcome.error.toUserMessage().c_str());
    return outcome.profile;
}

const PythonFunctionStat *row(const std::vector<PythonFunctionStat> &rows, const char *name)
{
    for (const PythonFunctionStat &r : rows)
        if (r.name == name)
            return &r;
    return nullptr;
}

constexpr int64_t us = 1000;

} // namespace

class TestInsightsAnalysis : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void durationStatsOutliers()
    {
        const DurationStats s = durationStats({ 10, 30, 20, 61, 60 });
        QCOMPARE(s.count, size_t(5));
        QCOMPARE(s.medianNs, int64_t(30));
        QCOMPARE(s.maxNs, int64_t(61));
        QCOMPARE(s.outliers, std::vector<size_t> { 3 }); // 61 > 2 x 30; 60 is not
        QCOMPARE(durationStats({ 10, 20 }).medianNs, int64_t(15));
        QCOMPARE(durationStats({}).count, size_t(0));
    }

    void dataLoaderSeveralWorkers()
    {
        const ProfilePtr p = load(QStringLiteral(STEPLINE_TEST_DATA "/insights/dataloader_workers.json"));
        QVERIFY(p);
        const DataLoaderAnalysis a = analyzeDataLoader(*p);
        QCOMPARE(a.loaderType, std::string("multi-process"));

        QCOMPARE(a.inits.size(), size_t(3));
        QCOMPARE(a.initStats.medianNs, 120 * us);
        QCOMPARE(a.initStats.maxNs, 400 * us);
        QCOMPARE(a.initStats.outliers, std::vector<size_t> { 2 });
        QCOMPARE(a.inits[2].tsNs, 10000 * us);
        QCOMPARE(a.inits[2].endNs(), 10400 * us);
        QCOMPARE(a.inits[0].type, std::string("multi-process"));
        QCOMPARE(a.inits[0].workers, 3);
        QCOMPARE(a.inits[0].pinMemory, -1);

        QCOMPARE(a.workers.size(), size_t(3));
        QCOMPARE(a.workerStats.medianNs, 1100 * us);
        QCOMPARE(a.workerStats.maxNs, 2550 * us);
        QCOMPARE(a.workerStats.outliers.size(), size_t(1));
        const DataLoaderSpan &w = a.workers[a.workerStats.outliers[0]];
        QCOMPARE(w.worker, std::string("pt_data_worker_0"));
        QCOMPARE(w.tsNs, 100 * us);
        QCOMPARE(w.endNs(), 2650 * us);

        QCOMPARE(a.getNext.size(), size_t(5));
        QCOMPARE(a.getNextStats.medianNs, 50 * us);
        QCOMPARE(a.getNextStats.maxNs, 500 * us);
        QCOMPARE(a.getNextStats.outliers, std::vector<size_t> { 2 });
        const DataLoaderSpan &g = a.getNext[2];
        QCOMPARE(g.tsNs, 2200 * us);
        QCOMPARE(g.endNs(), 2700 * us);
        QCOMPARE(g.worker, std::string("pt_data_worker_0")); // its batch ended at 2650 us
        QCOMPARE(a.getNext[1].worker, std::string("pt_data_worker_1"));

        QCOMPARE(a.batches.size(), size_t(4));
        QCOMPARE(a.batchStats.medianNs, 1000 * us);
        QCOMPARE(a.batchStats.outliers, std::vector<size_t> { 3 });
        QCOMPARE(a.batches[3].tsNs, 3200 * us);
        QCOMPARE(a.batches[3].endNs(), 6200 * us);
    }

    void dataLoaderNumWorkersZero()
    {
        const QString dir = QStringLiteral(
            STEPLINE_SHARED_TRACES "/kineto-tb_plugin/samples-2021-06/resnet50_num_workers_0");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const ProfilePtr p = load(dir);
        QVERIFY(p);
        const DataLoaderAnalysis a = analyzeDataLoader(*p);
        QCOMPARE(a.loaderType, std::string("single-process"));
        QCOMPARE(a.workers.size(), size_t(0));
        // Six GetNext calls of 68694, 68777, 73418, 71425, 70844, 62633 us (from the file).
        QCOMPARE(a.getNext.size(), size_t(6));
        QCOMPARE(a.getNextStats.medianNs, int64_t(69810500)); // (68777 + 70844) / 2 us
        QCOMPARE(a.getNextStats.maxNs, 73418 * us);
        QVERIFY(a.getNextStats.outliers.empty());
        // Gaps between starts: 176139, 174061, 176991, 181326, 176532 us.
        QCOMPARE(a.batches.size(), size_t(5));
        QCOMPARE(a.batchStats.medianNs, 176532 * us);
        QCOMPARE(a.batches[0].durNs, 176139 * us);
        QVERIFY(a.batchStats.outliers.empty());
    }

    void dataLoaderDemoJob()
    {
        const ProfilePtr p = load(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/vit-sweep-stopped"));
        QVERIFY(p);
        const DataLoaderAnalysis a = analyzeDataLoader(*p);
        QCOMPARE(a.loaderType, std::string("multi-process"));
        QCOMPARE(a.workers.size(), size_t(4)); // pt_data_worker_0..3 (resources/demo/README.md)
        QCOMPARE(a.getNext.size(), size_t(5));
        QCOMPARE(a.batches.size(), size_t(4));
        for (const DataLoaderSpan &g : a.getNext)
            QVERIFY(g.durNs > 0);
    }

    void pythonStatsByPhase_data()
    {
        QTest::addColumn<int>("phase");
        QTest::addColumn<QStringList>("expected"); // "name calls total_us self_us", total descending
        QTest::newRow("all") << int(JobPhase::All)
                             << QStringList { QStringLiteral("train.py(20): train_step 2 1400 900"),
                                    QStringLiteral("train.py(10): main 1 1000 700"),
                                    QStringLiteral("model.py(30): forward 2 500 400"),
                                    QStringLiteral("model.py(5): build 1 300 300"),
                                    QStringLiteral("util.py(1): rec 2 300 300"),
                                    QStringLiteral("train.py(40): save 1 200 200"),
                                    QStringLiteral("torch/nn/functional.py(1): linear 1 100 100") };
        QTest::newRow("initialization") << int(JobPhase::Initialization)
                                        << QStringList { QStringLiteral("train.py(10): main 1 1000 700"),
                                               QStringLiteral("model.py(5): build 1 300 300") };
        QTest::newRow("training loop") << int(JobPhase::TrainingLoop)
                                       << QStringList { QStringLiteral("train.py(20): train_step 2 1400 900"),
                                              QStringLiteral("model.py(30): forward 2 500 400"),
                                              QStringLiteral("torch/nn/functional.py(1): linear 1 100 100") };
        QTest::newRow("finalization") << int(JobPhase::Finalization)
                                      << QStringList { QStringLiteral("util.py(1): rec 2 300 300"),
                                             QStringLiteral("train.py(40): save 1 200 200") };
    }
    void pythonStatsByPhase()
    {
        QFETCH(int, phase);
        QFETCH(QStringList, expected);
        const ProfilePtr p = load(QStringLiteral(STEPLINE_TEST_DATA "/insights/python_phases.json"));
        QVERIFY(p);
        PythonStatsFilter f;
        f.phase = JobPhase(phase);
        QStringList got;
        for (const PythonFunctionStat &r : pythonFunctionStats(*p, f))
            got << QStringLiteral("%1 %2 %3 %4")
                       .arg(QString::fromStdString(r.name))
                       .arg(r.calls.value_or(0))
                       .arg(r.totalNs / us)
                       .arg(r.selfNs / us);
        QCOMPARE(got, expected);
    }

    void pythonStatsByStepAndTime()
    {
        const ProfilePtr p = load(QStringLiteral(STEPLINE_TEST_DATA "/insights/python_phases.json"));
        QVERIFY(p);
        PythonStatsFilter f;
        f.firstStep = 2;
        f.lastStep = 2;
        std::vector<PythonFunctionStat> rows = pythonFunctionStats(*p, f);
        QCOMPARE(rows.size(), size_t(2));
        QCOMPARE(rows[0].name, std::string("train.py(20): train_step"));
        QCOMPARE(rows[0].totalNs, 600 * us);
        QCOMPARE(rows[0].selfNs, 400 * us);
        QCOMPARE(rows[1].totalNs, 200 * us);

        // Calls starting in [1000, 1250) us: train_step and forward; forward's self time still
        // excludes its (unselected) python child.
        PythonStatsFilter t;
        t.fromNs = 1000 * us;
        t.toNs = 1250 * us;
        rows = pythonFunctionStats(*p, t);
        QCOMPARE(rows.size(), size_t(2));
        QCOMPARE(row(rows, "train.py(20): train_step")->selfNs, 500 * us);
        QCOMPARE(row(rows, "model.py(30): forward")->selfNs, 200 * us);
        QVERIFY(!row(rows, "torch/nn/functional.py(1): linear"));
    }

    // The Debugger's cProfile dumps; figures from Python's own pstats (README of shared/traces).
    void pstatsDumps_data()
    {
        QTest::addColumn<QString>("dir");
        QTest::addColumn<int>("functions");
        QTest::addColumn<qulonglong>("calls");
        QTest::addColumn<double>("seconds");
        QTest::addColumn<QString>("top");
        QTest::addColumn<qint64>("topTotalNs");
        QTest::newRow("step -1") << "1596585363775342.0_1596585373504789.0_151-algo-1_-1" << 2722
                                 << qulonglong(179844) << 9.728617 << "tf_keras_fit_eager.py:46(main)"
                                 << qint64(9728390000);
        QTest::newRow("step 2")
            << "1596585374963238.0_1596585376008161.0_151-algo-1_2" << 293 << qulonglong(1299) << 1.044758
            << "/usr/local/lib/python3.7/site-packages/tensorflow/python/profiler/profiler_v2.py:116(warmup)"
            << qint64(1036756000);
        QTest::newRow("step 3")
            << "1596585376012363.8_1596585376017246.5_151-algo-1_3" << 230 << qulonglong(1129) << 0.004804
            << "/usr/local/lib/python3.7/site-packages/tensorflow/python/eager/def_function.py:560(__call__)"
            << qint64(2214000);
    }
    void pstatsDumps()
    {
        QFETCH(QString, dir);
        QFETCH(int, functions);
        QFETCH(qulonglong, calls);
        QFETCH(double, seconds);
        QFETCH(QString, top);
        QFETCH(qint64, topTotalNs);
        const QString path
            = QStringLiteral(STEPLINE_SHARED_TRACES
                  "/sagemaker-debugger/tfprofiler_timeline_traces/framework/tensorflow/cProfile/")
            + dir + QStringLiteral("/python_stats");
        if (!QFileInfo::exists(path))
            QSKIP("shared traces are not available (../shared/traces)");
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        const PstatsResult r = parsePstats(std::string_view(bytes.constData(), size_t(bytes.size())));
        QVERIFY2(r.ok, r.error.c_str());
        QCOMPARE(int(r.functions.size()), functions);
        QCOMPARE(r.totalCalls, uint64_t(calls));
        QVERIFY(std::abs(r.totalSeconds - seconds) < 1e-6);
        QCOMPARE(QString::fromStdString(r.functions.front().name), top);
        QCOMPARE(r.functions.front().totalNs, topTotalNs);
        // Cut anywhere, the reader reports an error instead of reading past the end.
        for (qsizetype cut : { qsizetype(0), qsizetype(1), bytes.size() / 3, bytes.size() - 1 }) {
            const PstatsResult partial = parsePstats(std::string_view(bytes.constData(), size_t(cut)));
            QVERIFY(!partial.ok);
            QVERIFY(!partial.error.empty());
        }
    }

    // Numbers a pstats file can claim but int64 cannot hold are an error, not undefined
    // behaviour: a 5-digit marshal long (75 bits) and a time of 1e300 s. A 4-digit long is read
    // exactly: digits 1, 0, 0, 1 of 15 bits = 1 + 2^45 = 35184372088833 calls.
    void pstatsNumbersPastInt64()
    {
        auto parseFile = [](const char *name) {
            QFile f(QStringLiteral(STEPLINE_TEST_DATA "/fuzz/pstats/") + QLatin1String(name));
            if (!f.open(QIODevice::ReadOnly))
                return PstatsResult();
            const QByteArray bytes = f.readAll();
            return parsePstats(std::string_view(bytes.constData(), size_t(bytes.size())));
        };
        const PstatsResult wide = parseFile("pstats-75-bit-int.python_stats");
        QVERIFY(!wide.ok);
        QVERIFY2(wide.error.find("integer too large") != std::string::npos, wide.error.c_str());
        const PstatsResult huge = parseFile("pstats-huge-time.python_stats");
        QVERIFY(!huge.ok);
        QVERIFY2(
            huge.error.find("train.py:12(step) has a call count or time out of range") != std::string::npos,
            huge.error.c_str());
        const PstatsResult exact = parseFile("pstats-long-count.python_stats");
        QVERIFY2(exact.ok, exact.error.c_str());
        QCOMPARE(exact.totalCalls, uint64_t(35184372088833));
        QCOMPARE(exact.functions.front().totalNs, int64_t(500000000));
        // Six digits whose top two are 0 (a shift by 75 bits before): 5 calls.
        const PstatsResult padded = parseFile("pstats-long-zero-high-digits.python_stats");
        QVERIFY2(padded.ok, padded.error.c_str());
        QCOMPARE(padded.totalCalls, uint64_t(5));
    }

    void frameworkPhasesOfTheDemo()
    {
        const ProfilePtr p = load(QStringLiteral(STEPLINE_SOURCE_DIR "/resources/demo/resnet-2node"));
        QVERIFY(p);
        const RuleInput in = ruleInputFromProfile(*p);
        QVERIFY(in.gpuDerived);
        QVERIFY(!in.steps.empty());
        QCOMPARE(in.phases.size(), size_t(7));
        // Inside steps, the five phases partition the step time (ProfilerSteps do not overlap).
        int64_t inSteps = 0;
        for (size_t i = 1; i <= 5; ++i)
            inSteps += in.phases[i].ns;
        int64_t stepTime = 0;
        for (const StepSpan &s : in.steps)
            stepTime += s.durNs;
        QCOMPARE(inSteps, stepTime);
        QCOMPARE(in.phases.front().phase, std::string("initialization"));
        QVERIFY(in.phases[2].ns > 0); // forward
        QVERIFY(in.phases[3].ns > 0); // backward
        const std::vector<RuleResult> all = runProfilerReport(in);
        QCOMPARE(all.size(), ruleDefinitions().size());
    }
};

QTEST_GUILESS_MAIN(TestInsightsAnalysis)
#include "tst_insightsanalysis.moc"
