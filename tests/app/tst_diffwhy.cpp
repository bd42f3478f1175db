#include "profileaggregates.h"
#include "profilediff.h"
#include "traceloader.h"
#include "tracegenerator.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace stepline;

// METRICS.md "Why it changed (diff)" on generated pairs that differ in one planted cause only (the
// trace generator scales it with the same random draws), a profile against itself, a hand-written
// cross-vendor pair (the same operators launching renamed kernels) and the shared H100 / MI300
// TraceLens traces.
class TestDiffWhy : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void plantedCause_data();
    void plantedCause();
    void plantedTransferInJob();
    void againstItself();
    void bootstrapReproducible();
    void crossVendorThroughOperators();
    void tracelensAcrossVendors();
    void sameWorkloadAcrossVendors_data();
    void sameWorkloadAcrossVendors();

private:
    QTemporaryDir m_dir;
};

namespace {

ProfileAggregates aggregatesOf(const QString &path)
{
    const LoadOutcome out = loadProfile(path);
    if (!out.ok())
        qFatal("cannot load %s", qPrintable(path));
    return computeAggregates(*out.profile, path.toStdString());
}

QString writeRank(const QTemporaryDir &dir, const QString &name, const TraceGenerator::Options &o)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || !TraceGenerator::writeRank(f, o, 0).ok)
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// A Kineto trace of 3 steps, each running aten::mm and aten::add on the given shapes, whose kernels
// carry the vendor's names: the operators pair, the kernel names do not.
QByteArray vendorTrace(const char *gpu, const char *gemmKernel, const char *addKernel, int64_t gemmUs)
{
    QByteArray events;
    int64_t ts = 1000;
    int id = 1;
    auto add = [&events](const QByteArray &e) {
        if (!events.isEmpty())
            events += ",\n";
        events += e;
    };
    for (int step = 0; step < 3; ++step) {
        const int64_t stepStart = ts;
        struct Op
        {
            const char *name;
            const char *dims;
            const char *kernel;
            int64_t us;
        };
        const Op ops[] = { { "aten::mm", "[[64, 128], [128, 256]]", gemmKernel, gemmUs },
            { "aten::add", "[[64, 256], [64, 256], []]", addKernel, 20 } };
        for (const Op &op : ops) {
            add(QStringLiteral(
                "{\"ph\":\"X\",\"cat\":\"cpu_op\",\"name\":\"%1\",\"pid\":1,\"tid\":1,\"ts\":%2,"
                "\"dur\":30,\"args\":{\"External id\":%3,\"Input Dims\":%4}}")
                    .arg(QLatin1String(op.name))
                    .arg(ts)
                    .arg(id)
                    .arg(QLatin1String(op.dims))
                    .toUtf8());
            add(QStringLiteral(
                "{\"ph\":\"X\",\"cat\":\"cuda_runtime\",\"name\":\"cudaLaunchKernel\",\"pid\":1,"
                "\"tid\":1,\"ts\":%1,\"dur\":10,\"args\":{\"correlation\":%2,\"External id\":%3}}")
                    .arg(ts + 5)
                    .arg(id)
                    .arg(id)
                    .toUtf8());
            add(QStringLiteral(
                "{\"ph\":\"X\",\"cat\":\"kernel\",\"name\":\"%1\",\"pid\":0,\"tid\":7,\"ts\":%2,"
                "\"dur\":%3,\"args\":{\"device\":0,\"stream\":7,\"correlation\":%4,"
                "\"External id\":%5}}")
                    .arg(QLatin1String(op.kernel))
                    .arg(ts + 20)
                    .arg(op.us)
                    .arg(id)
                    .arg(id)
                    .toUtf8());
            ts += 40 + op.us;
            ++id;
        }
        add(QStringLiteral("{\"ph\":\"X\",\"cat\":\"user_annotation\",\"name\":\"ProfilerStep#%1\",\"pid\":1,"
                           "\"tid\":1,\"ts\":%2,\"dur\":%3}")
                .arg(step)
                .arg(stepStart - 1)
                .arg(ts - stepStart + 2)
                .toUtf8());
        ts += 10;
    }
    return "{\"schemaVersion\":1,\"deviceProperties\":[{\"id\":0,\"name\":\"" + QByteArray(gpu)
        + "\"}],\n\"traceEvents\":[\n" + events + "\n]}\n";
}

} // namespace

void TestDiffWhy::plantedCause_data()
{
    QTest::addColumn<QString>("knob");
    QTest::addColumn<int>("percent");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("layers");
    QTest::addColumn<QString>("cause");
    // Seeds and sizes nobody tuned the attribution to; each knob changes one cause only.
    QTest::addRow("data-loader stall x3, seed 3") << "stall" << 300 << 3 << 12 << "idle.data_loader";
    QTest::addRow("data-loader stall x2, seed 19") << "stall" << 200 << 19 << 20 << "idle.data_loader";
    QTest::addRow("all-reduce x3, seed 5") << "comm" << 300 << 5 << 12 << "exposed_comm";
    QTest::addRow("all-reduce x2, seed 29") << "comm" << 200 << 29 << 24 << "exposed_comm";
    QTest::addRow("conv GEMMs x1.3, seed 11") << "conv" << 130 << 11 << 12 << "computation.convolution";
    QTest::addRow("conv GEMMs x0.8, seed 41") << "conv" << 80 << 41 << 16 << "computation.convolution";
}

void TestDiffWhy::plantedCause()
{
    QFETCH(QString, knob);
    QFETCH(int, percent);
    QFETCH(int, seed);
    QFETCH(int, layers);
    QFETCH(QString, cause);
    QVERIFY(m_dir.isValid());
    TraceGenerator::Options o;
    o.steps = 6;
    o.layers = layers;
    o.seed = uint64_t(seed);
    o.pythonFunctions = false;
    if (knob != QLatin1String("stall"))
        o.outlierStep = -1; // no stall: its length follows the typical step, which the knob moves
    const QString tag
        = QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_'));
    const QString basePath = writeRank(m_dir, tag + QStringLiteral("-base.json"), o);
    (knob == QLatin1String("stall")         ? o.stallPercent
            : knob == QLatin1String("comm") ? o.commPercent
                                            : o.convPercent)
        = percent;
    const QString newPath = writeRank(m_dir, tag + QStringLiteral("-new.json"), o);
    const ProfileAggregates base = aggregatesOf(basePath), next = aggregatesOf(newPath);
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Exact);
    const DiffAttribution &a = d.attribution;

    // The causes sum to the mean step delta exactly, and that is NEW's mean minus BASE's (1 %).
    int64_t sum = 0;
    for (const AttributionCause &c : a.causes)
        sum += c.deltaNs;
    QCOMPARE(sum, a.meanDeltaNs);
    const double measured = d.confidence.newMeanNs - d.confidence.baseMeanNs;
    QVERIFY(std::abs(double(sum) - measured) <= 0.01 * std::abs(measured));
    QVERIFY(std::abs(measured) > 0.01 * d.confidence.baseMeanNs);

    // The planted cause first, with at least 90 % of the delta.
    QVERIFY(!a.causes.empty());
    const std::string summary = a.causes[0].key + " " + std::to_string(a.causes[0].deltaNs) + " of "
        + std::to_string(a.meanDeltaNs);
    QVERIFY2(a.causes[0].key == cause.toStdString(), summary.c_str());
    QVERIFY2(*a.shareOf(a.causes[0]) >= 0.9, summary.c_str());
    QCOMPARE(d.comparability.verdict, Comparability::Comparable);
    QCOMPARE(d.pairing.basePairedFraction, 1.0);
    if (knob == QLatin1String("conv")) {
        // Its detail names the convolution operators, and the interval excludes 0 (every step
        // changed).
        QVERIFY(!a.causes[0].largest.empty());
        QVERIFY(a.causes[0].largest[0].name.find("conv") != std::string::npos);
        QVERIFY(d.confidence.significant());
        QCOMPARE(diffVerdictOf(d), percent > 100 ? DiffVerdict::Slower : DiffVerdict::Faster);
    }
}

// A data-parallel job of 2 ranks (synchronised steps: the split of exposed communication into wait
// and transfer is known) whose all-reduce kernels run 3x longer: exposed communication is split,
// the transfer part is named first with at least 90 % of the delta, and wait + transfer equal the
// exposed-communication delta exactly.
void TestDiffWhy::plantedTransferInJob()
{
    QVERIFY(m_dir.isValid());
    TraceGenerator::Options o;
    o.gpusPerNode = 2;
    o.steps = 6;
    o.layers = 12;
    o.seed = 37;
    o.pythonFunctions = false;
    o.outlierStep = -1;
    TraceGenerator::Options slow = o;
    slow.commPercent = 300;
    TraceGenerator::synchronize(&o);
    TraceGenerator::synchronize(&slow);
    const QString baseDir = m_dir.filePath(QStringLiteral("job-base")),
                  newDir = m_dir.filePath(QStringLiteral("job-new"));
    QVERIFY(TraceGenerator::writeJob(baseDir, o).ok);
    QVERIFY(TraceGenerator::writeJob(newDir, slow).ok);
    const ProfileAggregates base = aggregatesOf(baseDir), next = aggregatesOf(newDir);
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Exact);
    const DiffAttribution &a = d.attribution;
    QVERIFY(d.breakdown && d.breakdown->baseCommWaitNs && d.breakdown->newCommWaitNs);
    int64_t sum = 0, wait = 0, transfer = 0;
    for (const AttributionCause &c : a.causes) {
        sum += c.deltaNs;
        QVERIFY2(c.key != "exposed_comm", "the split is known on both sides");
        if (c.key == "exposed_comm.wait")
            wait = c.deltaNs;
        if (c.key == "exposed_comm.transfer")
            transfer = c.deltaNs;
    }
    QCOMPARE(sum, a.meanDeltaNs);
    int64_t commDelta = 0;
    for (const BreakdownRow &r : d.breakdown->rows)
        if (r.key == "exposed_comm")
            commDelta = *r.newNs - *r.baseNs;
    QCOMPARE(wait + transfer, commDelta);
    QCOMPARE(wait, *d.breakdown->newCommWaitNs - *d.breakdown->baseCommWaitNs);
    const std::string summary = a.causes[0].key + " " + std::to_string(a.causes[0].deltaNs) + " of "
        + std::to_string(a.meanDeltaNs) + " (wait " + std::to_string(wait) + ")";
    QVERIFY2(a.causes[0].key == "exposed_comm.transfer", summary.c_str());
    QVERIFY2(*a.shareOf(a.causes[0]) >= 0.9, summary.c_str());
    // The text and the JSON name both parts.
    const std::string text = diffToText(base, next, d);
    QVERIFY(text.find("exposed communication: transfer") != std::string::npos);
    QVERIFY(text.find("exposed communication: waiting for peers") != std::string::npos);
    const std::string json = diffToJson(base, next, d);
    QVERIFY(json.find("\"exposed_comm.transfer\"") != std::string::npos);
    QVERIFY(json.find("\"exposed_comm.wait\"") != std::string::npos);
}

void TestDiffWhy::againstItself()
{
    TraceGenerator::Options o;
    o.steps = 5;
    o.layers = 8;
    const QString path = writeRank(m_dir, QStringLiteral("self.json"), o);
    const ProfileAggregates p = aggregatesOf(path);
    const ProfileDiff d = diffProfiles(p, p, NameMatch::Exact);
    QVERIFY(d.confidence.paired);
    QCOMPARE(*d.confidence.lowNs, int64_t(0));
    QCOMPARE(*d.confidence.highNs, int64_t(0));
    QCOMPARE(diffVerdictOf(d), DiffVerdict::NoSignificantChange);
    QVERIFY(!slowerThan(d, 0.0));
    for (const AttributionCause &c : d.attribution.causes)
        QCOMPARE(c.deltaNs, int64_t(0));
    QCOMPARE(d.comparability.verdict, Comparability::Comparable);
    QVERIFY(d.comparability.reasons.empty());
    const std::string text = diffToText(p, p, d);
    QVERIFY(text.rfind("Comparability: comparable\n", 0) == 0); // at the top
    QVERIFY(text.find("Verdict: no significant change") != std::string::npos);
}

void TestDiffWhy::bootstrapReproducible()
{
    // Two-sample: BASE 100, 110, 120, 130; NEW 200, 210, 220. Same seed, same interval; the
    // interval lies inside the range of possible resampled deltas, [200 - 130, 220 - 100].
    const std::vector<int64_t> a { 100, 110, 120, 130 }, b { 200, 210, 220 };
    const StepDeltaConfidence x = bootstrapMeanDelta(a, b, false), y = bootstrapMeanDelta(a, b, false);
    QCOMPARE(*x.lowNs, *y.lowNs);
    QCOMPARE(*x.highNs, *y.highNs);
    QCOMPARE(x.meanDeltaNs, int64_t(95)); // 210 - 115
    QVERIFY(*x.lowNs >= 70 && *x.lowNs < 95 && *x.highNs > 95 && *x.highNs <= 120);
    QVERIFY(x.significant());
    // One step a side: no interval, no verdict.
    const StepDeltaConfidence one = bootstrapMeanDelta({ 100 }, { 200 }, true);
    QVERIFY(!one.hasInterval() && !one.significant());
    QCOMPARE(one.meanDeltaNs, int64_t(100));
}

void TestDiffWhy::crossVendorThroughOperators()
{
    const QString h100 = m_dir.filePath(QStringLiteral("h100.json"));
    const QString mi300 = m_dir.filePath(QStringLiteral("mi300.json"));
    for (const auto &[path, bytes] :
        { std::pair { h100,
              vendorTrace("NVIDIA H100 80GB HBM3",
                  "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64",
                  "void at::native::vectorized_elementwise_kernel<4, "
                  "at::native::CUDAFunctor_add<c10::BFloat16>>",
                  100) },
            std::pair { mi300,
                vendorTrace("AMD Instinct MI300X", "Cijk_Alik_Bljk_BBS_BH_MT128x128x64_MI32x32x8x1_SN_1LDSB0",
                    "void at::native::elementwise_kernel_manual_unroll<128, 4>", 80) } }) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    const ProfileAggregates a = aggregatesOf(h100), b = aggregatesOf(mi300);
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    // No kernel name is shared; every kernel pairs through aten::mm / aten::add on the same shapes.
    QVERIFY(d.kernels.both.empty());
    QCOMPARE(d.pairing.baseExactFraction, 0.0);
    QCOMPARE(d.pairing.basePairedFraction, 1.0);
    QCOMPARE(d.pairing.newPairedFraction, 1.0);
    QVERIFY(d.pairing.suggestOtherMatch());
    QCOMPARE(d.comparability.verdict, Comparability::Caution);
    QCOMPARE(d.comparability.reasons.size(), size_t(1));
    QCOMPARE(d.comparability.reasons[0].key, std::string("gpu_model"));
    // --match operator: the kernel rows pair by operator, the GEMM 20 us faster per step.
    const ProfileDiff op = diffProfiles(a, b, NameMatch::Operator);
    QCOMPARE(op.kernels.both.size(), size_t(2));
    QCOMPARE(op.kernels.both[0].name, std::string("aten::mm [[64,128],[128,256]]"));
    QCOMPARE(op.kernels.both[0].deltaNs(), int64_t(-3 * 20000));
    // The attribution puts the change in GEMM computation.
    QCOMPARE(d.attribution.causes[0].key, std::string("computation.gemm"));
}

void TestDiffWhy::tracelensAcrossVendors()
{
    const QString h100
        = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    const QString mi300
        = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/mi300/resnet_act_checkpoint.json.gz");
    if (!QFileInfo::exists(h100) || !QFileInfo::exists(mi300))
        QSKIP("the shared TraceLens traces (../shared/traces/tracelens) are not here");
    const ProfileAggregates a = aggregatesOf(h100), b = aggregatesOf(mi300);
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    // Not the same model (Qwen inference against a ResNet training rank of 8): the GPU reason is
    // there, and the workloads are told apart, so the pair is incomparable, not "9.5 % faster".
    auto has = [&d](const char *key) {
        return std::any_of(d.comparability.reasons.begin(), d.comparability.reasons.end(),
            [key](const ComparabilityReason &r) { return r.key == key; });
    };
    QVERIFY(has("gpu_model"));
    QVERIFY(has("world_size"));
    QVERIFY(has("few_steps"));
    QVERIFY(has("workload"));
    QCOMPARE(d.comparability.verdict, Comparability::Incomparable);
    QCOMPARE(diffVerdictOf(d), DiffVerdict::NoSignificantChange); // 1 step against 3: no interval
    qInfo("kernel time paired: H100 %.3f, MI300 %.3f", d.pairing.basePairedFraction,
        d.pairing.newPairedFraction);
}

// The same model traced on H100 and MI300X (TraceLens 171dd747, tests/data/tracelens-pairs; the
// larger ones from the git-ignored .cache/tracelens when present): caution for the GPU, and at least
// 90 % of each side's kernel time paired although hardly any kernel name is shared.
void TestDiffWhy::sameWorkloadAcrossVendors_data()
{
    QTest::addColumn<QString>("h100");
    QTest::addColumn<QString>("mi300");
    const QString pairs = QStringLiteral(STEPLINE_TEST_DATA "/tracelens-pairs/");
    QTest::newRow("bert-small") << pairs + QStringLiteral("h100_bert-small.json.gz")
                                << pairs + QStringLiteral("mi300_bert-small.json.gz");
    const QString cache = QStringLiteral(STEPLINE_TEST_DATA "/../../.cache/tracelens/");
    for (const char *name : { "Qwen_Qwen1.5-0.5B-Chat__1016005", "Falconsai_nsfw_image_detection__1016002",
             "google_owlv2-large-patch14-ensemble__1016001",
             "facebook_timesformer-base-finetuned-k400__1016002" }) {
        const QString file = QLatin1String(name) + QStringLiteral(".json.gz");
        QTest::newRow(name) << cache + QStringLiteral("h100/") + file
                            << cache + QStringLiteral("mi300/") + file;
    }
}

void TestDiffWhy::sameWorkloadAcrossVendors()
{
    QFETCH(QString, h100);
    QFETCH(QString, mi300);
    if (!QFileInfo::exists(h100) || !QFileInfo::exists(mi300))
        QSKIP("the TraceLens pair is not here (copy tests/traces/{h100,mi300} of TraceLens into "
              ".cache/tracelens)");
    const ProfileAggregates a = aggregatesOf(h100), b = aggregatesOf(mi300);
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    std::string reasons;
    for (const ComparabilityReason &r : d.comparability.reasons)
        reasons += r.key + "; ";
    qInfo("kernel time paired: H100 %.3f (by name %.3f), MI300 %.3f (by name %.3f); reasons: %s",
        d.pairing.basePairedFraction, d.pairing.baseExactFraction, d.pairing.newPairedFraction,
        d.pairing.newExactFraction, reasons.c_str());
    QCOMPARE(d.comparability.verdict, Comparability::Caution);
    QVERIFY2(std::any_of(d.comparability.reasons.begin(), d.comparability.reasons.end(),
                 [](const ComparabilityReason &r) { return r.key == "gpu_model"; }),
        reasons.c_str());
    QVERIFY(d.pairing.hasKernels);
    QVERIFY(d.pairing.baseExactFraction < 0.5); // the names barely overlap ...
    QVERIFY(d.pairing.basePairedFraction >= 0.9); // ... the operators do
    QVERIFY(d.pairing.newPairedFraction >= 0.9);
}

QTEST_GUILESS_MAIN(TestDiffWhy)
#include "tst_diffwhy.moc"
