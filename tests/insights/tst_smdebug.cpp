// SageMaker Debugger output: system metrics (JSON lines) as counter rows, framework timelines as
// host rows, all aligned with the Kineto traces of the job; truncated and corrupt files.

#include "rules.h"
#include "smdebug.h"
#include "traceloader.h"

#include <QtTest>

using namespace stepline;

namespace {

const CounterSeries *findSeries(const Profile &p, std::string_view name)
{
    for (const CounterSeries &s : p.counters().series)
        if (p.str(s.name) == name)
            return &s;
    return nullptr;
}

const RankInfo *systemRank(const Profile &p)
{
    for (const RankInfo &r : p.ranks())
        if (r.rankSource == "system metrics")
            return &r;
    return nullptr;
}

QString shared(const char *rel)
{
    return QStringLiteral(STEPLINE_SHARED_TRACES "/") + QLatin1String(rel);
}

} // namespace

class TestSmdebug : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void nodeFromFileName()
    {
        QCOMPARE(smdebugNodeFromFileName("1591160699.algo-1.json"), std::string("algo-1"));
        QCOMPARE(smdebugNodeFromFileName("trace.json"), std::string());
    }

    void detectsByContent()
    {
        QVERIFY(isSmdebugSystemMetricsFile(
            STEPLINE_TEST_DATA "/insights/smdebug-job/system/incremental/1600000000.algo-1.json"));
        QVERIFY(!isSmdebugSystemMetricsFile(
            STEPLINE_TEST_DATA "/insights/smdebug-job/algo-1_77.1600000000000.pt.trace.json"));
    }

    // Three sources on one absolute clock: the Kineto step (origin, +0.25 s), the metrics
    // (+0.5, +1.000000001, +1.5 s) and the framework timeline (+2 s).
    void jobAlignsEverything()
    {
        const LoadOutcome out = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/insights/smdebug-job"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.job().format, std::string("smdebug"));
        QCOMPARE(p.job().originAbsNs, int64_t(1600000000250000000));
        QCOMPARE(p.ranks().size(), size_t(3));

        const CounterSeries *cpu = findSeries(p, "CPUUtilization.cpu0");
        QVERIFY(cpu);
        QCOMPARE(cpu->end - cpu->begin, 2u);
        QCOMPARE(p.counters().ts[cpu->begin], int64_t(250000000));
        QCOMPARE(p.counters().value[cpu->begin], 50.0);
        QCOMPARE(p.counters().ts[cpu->begin + 1], int64_t(1250000000));
        const CounterSeries *gpu = findSeries(p, "GPUUtilization.gpu0");
        QVERIFY(gpu);
        QCOMPARE(gpu->end - gpu->begin, 1u); // the cut last line is not a sample
        QCOMPARE(p.counters().ts[gpu->begin], int64_t(750000001)); // ns exact, not through a double
        QCOMPARE(p.counters().value[gpu->begin], 20.25);
        QCOMPARE(p.str(p.process(cpu->process).name), std::string_view("System metrics (algo-1)"));

        const RankInfo *sys = systemRank(p);
        QVERIFY(sys);
        QCOMPARE(sys->node, std::string("algo-1"));
        QCOMPARE(sys->rank, kSmdebugSystemRankBase);
        QVERIFY(sys->truncated);
        QCOMPARE(p.report().count(warning::kTruncated), uint64_t(1));
        QCOMPARE(p.report().count(warning::kBadEvent), uint64_t(1));

        // The framework timeline's step is a host row at +2 s - 0.25 s.
        bool found = false;
        for (size_t i = 0; i < p.slices().size(); ++i)
            if (p.str(p.slices().name[i]) == "Step:ModeKeys.TRAIN") {
                found = true;
                QCOMPARE(p.slices().ts[i], int64_t(1750000000));
                QCOMPARE(p.slices().dur[i], int64_t(100000000));
                QCOMPARE(p.track(p.slices().track[i]).kind, TrackKind::CpuThread);
            }
        QVERIFY(found);

        // The rules read the measured series (not derived ones).
        const RuleInput in = ruleInputFromProfile(p);
        QCOMPARE(in.cpu.size(), size_t(1));
        QCOMPARE(in.gpu.size(), size_t(1));
        QVERIFY(!in.gpuDerived);
        QCOMPARE(in.gpu[0].node, std::string("algo-1"));
        QCOMPARE(in.gpu[0].device, std::string("gpu0"));
        // Steps: the Kineto ProfilerStep wins over the Debugger's Step:ModeKeys events when both exist.
        QCOMPARE(in.steps.size(), size_t(1));
        QCOMPARE(in.steps[0].tsNs, int64_t(0));
    }

    // A Debugger folder without Kineto steps: Step:ModeKeys.TRAIN events are the steps (mode train).
    void debuggerStepsFromFrameworkTimeline()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/insights/smdebug-job/framework"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const RuleInput in = ruleInputFromProfile(*out.profile);
        QCOMPARE(in.steps.size(), size_t(1));
        QCOMPARE(in.steps[0].mode, std::string("train"));
        QCOMPARE(in.steps[0].durNs, int64_t(100000000));
        const RuleResult r
            = runRule(*findRule("StepOutlier"), in, { { "StepOutlier", { { "mode", "eval" } } } });
        QCOMPARE(r.verdict, Verdict::NotApplicable);
    }

    void sharedSystemMetrics()
    {
        const QString dir = shared("sagemaker-debugger/test_traces");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome out = loadProfile(dir);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        // Two files of node algo-1: 14 + 32 lines, every one a sample.
        QCOMPARE(p.ranks().size(), size_t(1));
        QCOMPARE(p.counters().ts.size(), size_t(46));
        QCOMPARE(p.ranks()[0].node, std::string("algo-1"));
        QVERIFY(findSeries(p, "CPUUtilization.cpu31"));
        QVERIFY(findSeries(p, "GPUMemoryUtilization.gpu1"));
        const RuleResult usage = runRule(*findRule("OverallSystemUsage"), ruleInputFromProfile(p));
        QCOMPARE(usage.verdict, Verdict::Ok);
    }

    // The truncated metrics file: the 13 complete lines load, flagged truncated at the 14th.
    void corruptFileIsAFlaggedPartialLoad()
    {
        const QString file = shared("sagemaker-debugger/1591160699.algo-1.json.corrupt");
        if (!QFileInfo::exists(file))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome out = loadProfile(file);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.counters().ts.size(), size_t(13));
        QCOMPARE(p.ranks().size(), size_t(1));
        QVERIFY(p.ranks()[0].truncated);
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        qsizetype lastLine = bytes.lastIndexOf('\n', bytes.size() - 2) + 1;
        QCOMPARE(p.ranks()[0].truncatedAtByte, uint64_t(lastLine));
        QCOMPARE(p.report().count(warning::kTruncated), uint64_t(1));
    }

    void sharedDebuggerFolder()
    {
        const QString dir = shared("sagemaker-debugger");
        if (!QFileInfo::exists(dir))
            QSKIP("shared traces are not available (../shared/traces)");
        const LoadOutcome out = loadProfile(dir);
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.job().format, std::string("smdebug"));
        QVERIFY(p.counters().ts.size() >= 46); // the system metrics
        QVERIFY(p.slices().size() > 0); // the framework / Horovod / TF timelines
        QVERIFY(systemRank(p));
    }

    // A Timestamp past 2262 (9999999999.5 s) does not fit int64 ns: that line is skipped as a
    // bad_event at its byte offset (114, after the 113-byte first line and its newline), the
    // lines around it load.
    void farFutureTimestampIsSkipped()
    {
        const LoadOutcome out
            = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/fuzz/smdebug/1600000000.far-future.json"));
        QVERIFY2(out.ok(), out.error.toUserMessage().c_str());
        const Profile &p = *out.profile;
        QCOMPARE(p.counters().ts.size(), size_t(2));
        QCOMPARE(p.report().count(warning::kBadEvent), uint64_t(1));
        QCOMPARE(p.report().entries().at(warning::kBadEvent).first.front().byteOffset, uint64_t(114));
    }

    void metricsWithoutAnyCompleteLine()
    {
        QTemporaryDir tmp;
        const QString path = tmp.filePath(QStringLiteral("1.algo-1.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"Type\":\"cpu\",\"Name\":\"cpu0\",\"Dimension\":\"CPUUtilization\",\"Value\":4.7,"
                "\"Timestamp\":15");
        f.close();
        const LoadOutcome out = loadProfile(path);
        // Cut inside its first line: nothing to show, a clear error rather than an empty job.
        QVERIFY(!out.ok());
        QCOMPARE(out.error.code, LoadError::Code::NotATrace);
        QVERIFY(QString::fromStdString(out.error.toUserMessage()).contains(QLatin1String("system-metrics")));
    }
};

QTEST_GUILESS_MAIN(TestSmdebug)
#include "tst_smdebug.moc"
