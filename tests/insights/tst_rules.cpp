// The Debugger rules on synthetic metric series, at their documented thresholds: one side of
// each threshold triggers, the other does not.

#include "profilebuilder.h"
#include "percentile.h"
#include "rules.h"

#include <nlohmann/json.hpp>

#include <QtTest>

#include <functional>

using namespace stepline;

namespace {

constexpr int64_t kStep = 500'000'000; // 500 ms between samples, like the Debugger's monitor

MetricSeries series(
    const std::string &node, const std::string &device, size_t n, const std::function<double(size_t)> &value)
{
    MetricSeries s;
    s.node = node;
    s.device = device;
    s.intervalNs = kStep;
    for (size_t i = 0; i < n; ++i) {
        s.ts.push_back(int64_t(i) * kStep);
        s.value.push_back(value(i));
    }
    return s;
}

RuleResult run(const std::string &name, const RuleInput &input, const ParamOverrides &o = {})
{
    const RuleDefinition *def = findRule(name);
    Q_ASSERT(def);
    return runRule(*def, input, o);
}

const char *v(const RuleResult &r)
{
    return verdictName(r.verdict);
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tenRulesWithDocumentedDefaults()
    {
        const auto &defs = ruleDefinitions();
        QCOMPARE(defs.size(), size_t(15));
        const auto param = [](const char *rule, const char *name) {
            for (const RuleParam &p : findRule(rule)->defaults)
                if (p.name == name)
                    return p.number;
            return -1.0;
        };
        QCOMPARE(param("BatchSize", "cpu_threshold_p95"), 70.0);
        QCOMPARE(param("BatchSize", "gpu_threshold_p95"), 70.0);
        QCOMPARE(param("BatchSize", "gpu_memory_threshold_p95"), 70.0);
        QCOMPARE(param("BatchSize", "patience"), 100.0);
        QCOMPARE(param("BatchSize", "window"), 500.0);
        QCOMPARE(param("CPUBottleneck", "threshold"), 50.0);
        QCOMPARE(param("CPUBottleneck", "gpu_threshold"), 10.0);
        QCOMPARE(param("CPUBottleneck", "cpu_threshold"), 90.0);
        QCOMPARE(param("CPUBottleneck", "patience"), 100.0);
        QCOMPARE(param("GPUMemoryIncrease", "increase"), 10.0);
        QCOMPARE(param("GPUMemoryIncrease", "patience"), 100.0);
        QCOMPARE(param("GPUMemoryIncrease", "window"), 500.0);
        QCOMPARE(param("IOBottleneck", "threshold"), 50.0);
        QCOMPARE(param("IOBottleneck", "gpu_threshold"), 70.0);
        QCOMPARE(param("IOBottleneck", "io_threshold"), 50.0);
        QCOMPARE(param("IOBottleneck", "patience"), 1000.0);
        QCOMPARE(param("LoadBalancing", "threshold"), 0.5);
        QCOMPARE(param("LoadBalancing", "patience"), 10.0);
        QCOMPARE(param("LowGPUUtilization", "threshold_p95"), 70.0);
        QCOMPARE(param("LowGPUUtilization", "threshold_p5"), 10.0);
        QCOMPARE(param("LowGPUUtilization", "window"), 500.0);
        QCOMPARE(param("LowGPUUtilization", "patience"), 1000.0);
        QCOMPARE(param("MaxInitializationTime", "threshold"), 20.0);
        QCOMPARE(param("StepOutlier", "stddev"), 5.0);
        QCOMPARE(param("StepOutlier", "n_outliers"), 10.0);
        QCOMPARE(findRule("StepOutlier")->defaults[1].text, std::string("any"));
        QVERIFY(findRule("OverallSystemUsage"));
        QVERIFY(findRule("OverallFrameworkMetrics"));
    }

    void emptyInputIsNotApplicable()
    {
        const std::vector<RuleResult> all = runProfilerReport(RuleInput {});
        QCOMPARE(all.size(), size_t(15));
        for (const RuleResult &r : all) {
            QCOMPARE(r.verdict, Verdict::NotApplicable);
            QVERIFY2(!r.reason.empty(), r.name.c_str());
        }
    }

    void percentiles()
    {
        // The rules use the one METRICS.md percentile (percentile.h, p as a fraction).
        QCOMPARE(percentile({ 1, 2, 3, 4 }, 0.5), 2.5);
        QCOMPARE(percentile({ 4, 1, 3, 2 }, 0), 1.0);
        QCOMPARE(percentile({ 1, 2, 3, 4 }, 1), 4.0);
        QCOMPARE(percentile({ 0, 10 }, 0.95), 9.5);
    }

    void cpuBottleneck_data()
    {
        QTest::addColumn<int>("flagged"); // of the 100 datapoints after patience 100
        QTest::addColumn<double>("gpu");
        QTest::addColumn<double>("cpu");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("51% > 50%") << 51 << 5.0 << 95.0 << "triggered";
        QTest::newRow("50% is not above") << 50 << 5.0 << 95.0 << "ok";
        QTest::newRow("gpu 10 is not below 10") << 100 << 10.0 << 95.0 << "ok";
        QTest::newRow("cpu 90 is not above 90") << 100 << 5.0 << 90.0 << "ok";
    }
    void cpuBottleneck()
    {
        QFETCH(int, flagged);
        QFETCH(double, gpu);
        QFETCH(double, cpu);
        QFETCH(QString, verdict);
        RuleInput in;
        // The first 100 datapoints (patience) are all bottlenecked and must not count.
        in.gpu.push_back(
            series("algo-1", "gpu0", 200, [&](size_t i) { return i < 100 + size_t(flagged) ? gpu : 80.0; }));
        for (const char *core : { "cpu0", "cpu1" })
            in.cpu.push_back(series("algo-1", core, 200, [&](size_t) { return cpu; }));
        const RuleResult r = run("CPUBottleneck", in);
        QCOMPARE(QString::fromLatin1(v(r)), verdict);
        QVERIFY(!r.usedDerivedData);
        if (r.verdict == Verdict::Triggered) {
            QVERIFY(!r.advice.empty());
            bool hasRange = false;
            for (const Evidence &e : r.evidence)
                if (e.hasRange()) {
                    hasRange = true;
                    QCOMPARE(e.startNs, 100 * kStep);
                    QCOMPARE(e.endNs, (100 + flagged) * kStep);
                }
            QVERIFY(hasRange);
        }
    }

    void cpuBottleneckWithinPatience()
    {
        RuleInput in;
        in.gpu.push_back(series("n", "gpu0", 100, [](size_t) { return 0.0; }));
        in.cpu.push_back(series("n", "cpu0", 100, [](size_t) { return 100.0; }));
        QCOMPARE(run("CPUBottleneck", in).verdict, Verdict::NotApplicable);
        QCOMPARE(run("CPUBottleneck", in, { { "CPUBottleneck", { { "patience", "0" } } } }).verdict,
            Verdict::Triggered);
    }

    void ioBottleneck_data()
    {
        QTest::addColumn<int>("flagged");
        QTest::addColumn<double>("io");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("51%") << 51 << 60.0 << "triggered";
        QTest::newRow("50%") << 50 << 60.0 << "ok";
        QTest::newRow("io 50 is not above") << 100 << 50.0 << "ok";
    }
    void ioBottleneck()
    {
        QFETCH(int, flagged);
        QFETCH(double, io);
        QFETCH(QString, verdict);
        RuleInput in;
        in.gpu.push_back(series(
            "algo-1", "gpu0", 1100, [&](size_t i) { return i < 1000 + size_t(flagged) ? 69.0 : 90.0; }));
        in.ioWait.push_back(series("algo-1", "cpu", 1100, [&](size_t) { return io; }));
        QCOMPARE(QString::fromLatin1(v(run("IOBottleneck", in))), verdict);
        // Without I/O metrics (a Kineto-only profile) the rule cannot judge.
        in.ioWait.clear();
        QCOMPARE(run("IOBottleneck", in).verdict, Verdict::NotApplicable);
    }

    void batchSize_data()
    {
        QTest::addColumn<double>("gpu");
        QTest::addColumn<double>("cpu");
        QTest::addColumn<double>("mem");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("all below 70") << 60.0 << 60.0 << 60.0 << "triggered";
        QTest::newRow("gpu at 70") << 70.0 << 60.0 << 60.0 << "ok";
        QTest::newRow("cpu at 70") << 60.0 << 70.0 << 60.0 << "ok";
        QTest::newRow("memory at 70") << 60.0 << 60.0 << 70.0 << "ok";
    }
    void batchSize()
    {
        QFETCH(double, gpu);
        QFETCH(double, cpu);
        QFETCH(double, mem);
        QFETCH(QString, verdict);
        RuleInput in;
        // 700 datapoints: patience skips 100, the window keeps the latest 500; the 100 in between are
        // busy and must be outside the window.
        const auto shape = [](double level) { return [level](size_t i) { return i < 200 ? 99.0 : level; }; };
        in.gpu.push_back(series("algo-1", "gpu0", 700, shape(gpu)));
        in.cpu.push_back(series("algo-1", "cpu0", 700, shape(cpu)));
        in.gpuMemory.push_back(series("algo-1", "gpu0", 700, shape(mem)));
        QCOMPARE(QString::fromLatin1(v(run("BatchSize", in))), verdict);
    }

    void gpuMemoryIncrease_data()
    {
        QTest::addColumn<double>("latest");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("+11 points") << 41.0 << "triggered";
        QTest::newRow("+10 points is not more than 10") << 40.0 << "ok";
        QTest::newRow("decrease") << 20.0 << "ok";
    }
    void gpuMemoryIncrease()
    {
        QFETCH(double, latest);
        QFETCH(QString, verdict);
        RuleInput in;
        in.gpuMemory.push_back(
            series("algo-1", "gpu0", 1100, [&](size_t i) { return i < 600 ? 30.0 : latest; }));
        const RuleResult r = run("GPUMemoryIncrease", in);
        QCOMPARE(QString::fromLatin1(v(r)), verdict);
        QCOMPARE(r.evidence.size(), size_t(2));
        QCOMPARE(r.evidence[0].value, 30.0);
        QCOMPARE(r.evidence[1].value, latest);
        QCOMPARE(r.evidence[1].startNs, 600 * kStep);
    }

    void loadBalancing_data()
    {
        QTest::addColumn<double>("second");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("0.51") << 49.0 << "triggered";
        QTest::newRow("0.50 is not above") << 50.0 << "ok";
    }
    void loadBalancing()
    {
        QFETCH(double, second);
        QFETCH(QString, verdict);
        RuleInput in;
        // Patience 10: the first 10 datapoints are equal and must be ignored.
        in.gpu.push_back(series("algo-1", "gpu0", 110, [](size_t) { return 100.0; }));
        in.gpu.push_back(series("algo-1", "gpu1", 110, [&](size_t i) { return i < 10 ? 100.0 : second; }));
        // Another node, balanced, does not change the verdict.
        in.gpu.push_back(series("algo-2", "gpu0", 110, [](size_t) { return 80.0; }));
        in.gpu.push_back(series("algo-2", "gpu1", 110, [](size_t) { return 80.0; }));
        QCOMPARE(QString::fromLatin1(v(run("LoadBalancing", in))), verdict);
    }

    void lowGpuUtilization_data()
    {
        QTest::addColumn<double>("level");
        QTest::addColumn<int>("zeros"); // datapoints at 0 among the window's 500
        QTest::addColumn<QString>("verdict");
        QTest::newRow("p95 69 < 70") << 69.0 << 0 << "triggered";
        QTest::newRow("p95 70") << 70.0 << 0 << "ok";
        QTest::newRow("busy, p5 0 (26 zeros)") << 80.0 << 26 << "triggered";
        QTest::newRow("busy, p5 > 10 (25 zeros)") << 80.0 << 25 << "ok";
    }
    void lowGpuUtilization()
    {
        QFETCH(double, level);
        QFETCH(int, zeros);
        QFETCH(QString, verdict);
        RuleInput in;
        // 1500 datapoints: patience 1000, window 500. p5 of 500 values sits at rank 24.95: with 25
        // zeros it interpolates between 0 and 80 (p5 = 76), with 26 it is 0.
        in.gpu.push_back(series("algo-1", "gpu0", 1500, [&](size_t i) {
            if (i < 1000)
                return 0.0;
            return i < 1000 + size_t(zeros) ? 0.0 : level;
        }));
        const RuleResult r = run("LowGPUUtilization", in);
        QCOMPARE(QString::fromLatin1(v(r)), verdict);
    }

    void overallSystemUsage()
    {
        RuleInput in;
        in.cpu.push_back(series("algo-1", "cpu0", 100, [](size_t i) { return double(i + 1); }));
        const RuleResult r = run("OverallSystemUsage", in);
        QCOMPARE(r.verdict, Verdict::Ok);
        QCOMPARE(r.evidence.size(), size_t(4));
        QCOMPARE(r.evidence[0].label, std::string("algo-1 CPU p50"));
        QCOMPARE(r.evidence[0].value, 50.5);
        QCOMPARE(r.evidence[3].value, 100.0);
    }

    void maxInitializationTime_data()
    {
        QTest::addColumn<qint64>("firstStepNs");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("20 min + 1 ns") << qint64(20LL * 60'000'000'000 + 1) << "triggered";
        QTest::newRow("exactly 20 min") << qint64(20LL * 60'000'000'000) << "ok";
    }
    void maxInitializationTime()
    {
        QFETCH(qint64, firstStepNs);
        QFETCH(QString, verdict);
        RuleInput in;
        in.jobStartNs = 0;
        in.steps.push_back({ 0, "n", 1, firstStepNs, 1000, "train" });
        const RuleResult r = run("MaxInitializationTime", in);
        QCOMPARE(QString::fromLatin1(v(r)), verdict);
        QCOMPARE(r.evidence.front().startNs, 0);
        QCOMPARE(r.evidence.front().endNs, firstStepNs);
    }

    void stepOutlier_data()
    {
        QTest::addColumn<int>("normalSteps");
        QTest::addColumn<QString>("nOutliers");
        QTest::addColumn<QString>("verdict");
        // One 1 s step among 100 ms ones. With n steps its z-score is at most (n-1)/sqrt(n):
        // 30 normal + 1: 5.39 > 5 (an outlier); 24 + 1: 4.8 (not one).
        QTest::newRow("1 outlier, 10 tolerated") << 30 << "10"
                                                 << "ok";
        QTest::newRow("1 outlier, 1 tolerated") << 30 << "1"
                                                << "ok";
        QTest::newRow("1 outlier, 0 tolerated") << 30 << "0"
                                                << "triggered";
        QTest::newRow("z 4.8 is no outlier") << 24 << "0"
                                             << "ok";
    }
    void stepOutlier()
    {
        QFETCH(int, normalSteps);
        QFETCH(QString, nOutliers);
        QFETCH(QString, verdict);
        RuleInput in;
        int64_t t = 0;
        for (int i = 0; i <= normalSteps; ++i) {
            const int64_t dur = i == 5 ? 1'000'000'000 : 100'000'000;
            in.steps.push_back({ 0, "n", i, t, dur, "train" });
            t += dur;
        }
        const RuleResult r
            = run("StepOutlier", in, { { "StepOutlier", { { "n_outliers", nOutliers.toStdString() } } } });
        QCOMPARE(QString::fromLatin1(v(r)), verdict);
        if (normalSteps == 30) {
            const Evidence &e = r.evidence.back();
            QCOMPARE(e.startNs, 5 * 100'000'000LL);
            QCOMPARE(e.endNs, 5 * 100'000'000LL + 1'000'000'000LL);
        }
        QCOMPARE(run("StepOutlier", in, { { "StepOutlier", { { "mode", "eval" } } } }).verdict,
            Verdict::NotApplicable);
    }

    void overallFrameworkMetrics()
    {
        RuleInput in;
        QCOMPARE(run("OverallFrameworkMetrics", in).verdict, Verdict::NotApplicable);
        in.phases = { { "forward", 300 }, { "backward", 700 } };
        const RuleResult r = run("OverallFrameworkMetrics", in);
        QCOMPARE(r.verdict, Verdict::Ok);
        QCOMPARE(r.evidence[0].value, 30.0);
        QCOMPARE(r.evidence[1].value, 70.0);
    }

    void overrides()
    {
        ParamOverrides o;
        std::string error;
        QVERIFY(parseOverride("CPUBottleneck.threshold=20", &o, &error));
        QCOMPARE(o["CPUBottleneck"]["threshold"], std::string("20"));
        QVERIFY(parseOverride("StepOutlier.mode=train", &o, &error));
        QVERIFY(!parseOverride("StepOutlier.mode=sometimes", &o, &error));
        QVERIFY(!parseOverride("NoSuchRule.x=1", &o, &error));
        QVERIFY(QString::fromStdString(error).contains(QLatin1String("unknown rule")));
        QVERIFY(!parseOverride("CPUBottleneck.nope=1", &o, &error));
        QVERIFY(!parseOverride("CPUBottleneck.threshold=abc", &o, &error));
        QVERIFY(!parseOverride("CPUBottleneck.threshold=-1", &o, &error));
        QVERIFY(!parseOverride("CPUBottleneck", &o, &error));
        const std::vector<RuleParam> p = effectiveParams(*findRule("CPUBottleneck"), o);
        QCOMPARE(p[0].number, 20.0);
        QCOMPARE(p[1].number, 10.0);
    }

    void jsonSchema()
    {
        RuleInput in;
        in.gpu.push_back(series("algo-1", "gpu0", 200, [](size_t) { return 5.0; }));
        in.cpu.push_back(series("algo-1", "cpu0", 200, [](size_t) { return 95.0; }));
        const nlohmann::json doc = nlohmann::json::parse(rulesToJson(runProfilerReport(in)));
        QCOMPARE(doc["schema"].get<std::string>(), std::string("stepline.rules/1"));
        QCOMPARE(doc["rules"].size(), size_t(15));
        QCOMPARE(doc.size(), size_t(2));
        for (const auto &rule : doc["rules"]) {
            QCOMPARE(rule.size(), size_t(6));
            for (const char *key : { "name", "verdict", "reason", "parameters", "evidence", "advice" })
                QVERIFY2(rule.contains(key), key);
            const std::string verdict = rule["verdict"].get<std::string>();
            QVERIFY(verdict == "triggered" || verdict == "ok" || verdict == "not_applicable");
            QVERIFY(rule["parameters"].is_object());
            QVERIFY(rule["evidence"].is_array());
        }
        QCOMPARE(doc["rules"][1]["name"].get<std::string>(), std::string("CPUBottleneck"));
        QCOMPARE(doc["rules"][1]["verdict"].get<std::string>(), std::string("triggered"));
        QCOMPARE(doc["rules"][1]["parameters"]["threshold"].get<double>(), 50.0);
        QCOMPARE(doc["rules"][1]["evidence"][2]["start_us"].get<double>(), 100 * kStep / 1e3);
    }

    // A Kineto-only profile: GPU utilization comes from the GPU-activity union and the rule says so.
    void derivedFromTrace()
    {
        ProfileBuilder b;
        RankInfo info;
        info.rank = 0;
        info.node = "host";
        const uint32_t rank = b.addRank(info);
        const ProcessId host = b.process(rank, 100);
        const TrackId cpu = b.track(host, 1, TrackKind::CpuThread);
        const ProcessId dev = b.process(rank, 0);
        b.processAt(dev).isGpu = true;
        b.processAt(dev).device = 0;
        const TrackId gpu = b.track(dev, 7, TrackKind::GpuStream);
        b.trackAt(gpu).device = 0;
        b.trackAt(gpu).stream = 7;
        // 10 ms window; the GPU is busy for the first 1 ms only; the host is busy all along.
        b.addSlice(
            cpu, 0, 10'000'000, b.strings().intern("ProfilerStep#1"), b.strings().intern("user_annotation"));
        b.addSlice(gpu, 0, 1'000'000, b.strings().intern("k"), b.strings().intern("kernel"));
        const ProfilePtr p = b.finalize();
        const RuleInput in = ruleInputFromProfile(*p);
        QVERIFY(in.gpuDerived);
        QVERIFY(in.cpuDerived);
        QCOMPARE(in.gpu.size(), size_t(1));
        QCOMPARE(in.gpu[0].size(), size_t(100)); // 10 ms in 100 us bins
        QCOMPARE(in.gpu[0].value[0], 100.0);
        QCOMPARE(in.gpu[0].value[10], 0.0);
        QCOMPARE(in.steps.size(), size_t(1));
        const RuleResult r
            = run("LowGPUUtilization", in, { { "LowGPUUtilization", { { "patience", "0" } } } });
        QCOMPARE(r.verdict, Verdict::Triggered);
        QVERIFY(r.usedDerivedData);
        QVERIFY(QString::fromStdString(r.reason).contains(QLatin1String("derived")));
        // Default patience (1000 datapoints) is longer than this 100-bin series.
        QCOMPARE(run("LowGPUUtilization", in).verdict, Verdict::NotApplicable);
        // CPU busy (100%) while the GPU idles (0%) in 90 of 100 bins: a CPU bottleneck.
        QCOMPARE(run("CPUBottleneck", in, { { "CPUBottleneck", { { "patience", "0" } } } }).verdict,
            Verdict::Triggered);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
