#include "fixture.h"

#include "kernelnames.h"
#include "profileaggregates.h"
#include "profilediff.h"
#include "traceloader.h"

#include <nlohmann/json.hpp>

#include <QFileInfo>
#include <QtTest>

using namespace stepline;
using stepline::test::Fixture;

// METRICS.md "Comparing two profiles" on hand-built profiles whose deltas are worked out in the
// comments, the kernel-name normalization, and the shared H100 / MI300 TraceLens pair.
class TestDiff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalizeKernelName_data();
    void normalizeKernelName();
    void handComputedDeltas();
    void gpuTimeBreakdown();
    void jsonDocument();
    void againstItself();
    void wholeWindowsWithoutSteps();
    void differentKinds();
    void normalizedMerge();
    void aggregatesMemory();
    void tracelensAcrossVendors();
    void namesNotUtf8();
};

namespace {

const DiffRow *findRow(const std::vector<DiffRow> &rows, std::string_view name)
{
    for (const DiffRow &r : rows) {
        if (r.name == name)
            return &r;
    }
    return nullptr;
}

// BASE: three steps (1000, 1200, 1100 ns), two gemm (100 + 150), one relu (50), one only_base_k
// (30); aten::mm 2 x 300; annotation "forward" 800.
ProfilePtr baseFixture()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId steps = f.cpu(r, 1), ops = f.cpu(r, 2), marks = f.cpu(r, 3);
    const TrackId gpu = f.gpu(r, 0, 7);
    f.slice(steps, 0, 1000, "ProfilerStep#1", "user_annotation");
    f.slice(steps, 1000, 1200, "ProfilerStep#2", "user_annotation");
    f.slice(steps, 2200, 1100, "ProfilerStep#3", "user_annotation");
    f.slice(ops, 10, 300, "aten::mm", "cpu_op");
    f.slice(ops, 1010, 300, "aten::mm", "cpu_op");
    f.slice(marks, 20, 800, "forward", "user_annotation");
    f.slice(gpu, 100, 100, "gemm", "kernel");
    f.slice(gpu, 300, 50, "relu", "kernel");
    f.slice(gpu, 1100, 150, "gemm", "kernel");
    f.slice(gpu, 2300, 30, "only_base_k", "kernel");
    return f.finalize();
}

// NEW: steps 1300, 1400, 1500; gemm 120 + 200, relu 3 x 20, new_k 40; aten::mm 400 + 500, aten::relu
// 100; "forward" 700.
ProfilePtr newFixture()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId steps = f.cpu(r, 1), ops = f.cpu(r, 2), marks = f.cpu(r, 3);
    const TrackId gpu = f.gpu(r, 0, 7);
    f.slice(steps, 0, 1300, "ProfilerStep#1", "user_annotation");
    f.slice(steps, 1300, 1400, "ProfilerStep#2", "user_annotation");
    f.slice(steps, 2700, 1500, "ProfilerStep#3", "user_annotation");
    f.slice(ops, 10, 400, "aten::mm", "cpu_op");
    f.slice(ops, 1310, 500, "aten::mm", "cpu_op");
    f.slice(ops, 2710, 100, "aten::relu", "cpu_op");
    f.slice(marks, 20, 700, "forward", "user_annotation");
    f.slice(gpu, 100, 120, "gemm", "kernel");
    f.slice(gpu, 300, 20, "relu", "kernel");
    f.slice(gpu, 400, 20, "relu", "kernel");
    f.slice(gpu, 500, 20, "relu", "kernel");
    f.slice(gpu, 1400, 200, "gemm", "kernel");
    f.slice(gpu, 2800, 40, "new_k", "kernel");
    return f.finalize();
}

} // namespace

namespace {

// One rank, no steps: a 500 ns kernel and a 100 ns operator from 0 -> window 500.
ProfilePtr noStepsFixture(int64_t kernelNs)
{
    Fixture f;
    const uint32_t r = f.rank(0);
    f.slice(f.cpu(r, 1), 0, 100, "aten::mm", "cpu_op");
    f.slice(f.gpu(r, 0, 7), 0, kernelNs, "gemm", "kernel");
    return f.finalize();
}

} // namespace

void TestDiff::normalizeKernelName_data()
{
    QTest::addColumn<QString>("raw");
    QTest::addColumn<QString>("expected");
    // Template arguments, the parameter list and the return type go (H100 and MI300 spell the
    // vector width differently: 4 vs 8).
    QTest::newRow("template args")
        << "void at::native::vectorized_elementwise_kernel<4, "
           "at::native::CUDAFunctor_add<c10::BFloat16>, std::array<char*, 3ul> >(int, "
           "at::native::CUDAFunctor_add<c10::BFloat16>, std::array<char*, 3ul>)"
        << "at::native::vectorized_elementwise_kernel";
    QTest::newRow("anonymous namespace")
        << "void at::native::(anonymous namespace)::CatArrayBatchedCopy<at::native::(anonymous "
           "namespace)::OpaqueType<2u>, unsigned int, 4, 64, 64>(at::native::(anonymous "
           "namespace)::OpaqueType<2u>*)"
        << "at::native::CatArrayBatchedCopy";
    // A comparison inside a template argument does not close it; the return type is a template.
    QTest::newRow("enable_if return type")
        << "std::enable_if<(((8)>(0)))&&vllm::_typeConvert<c10::BFloat16>::exists, void>::type "
           "vllm::fused_add_rms_norm_kernel<c10::BFloat16, 8>(c10::BFloat16*, long)"
        << "vllm::fused_add_rms_norm_kernel";
    QTest::newRow("sm90 prefix")
        << "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_kernel__5x_cublas"
        << "xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_kernel__5x_cublas";
    QTest::newRow("sm100a prefix") << "sm100a_gemm_kernel"
                                   << "gemm_kernel";
    QTest::newRow("gfx prefix") << "gfx942_gemm_bf16"
                                << "gemm_bf16";
    QTest::newRow("cutlass prefix") << "cutlass_80_tensorop_bf16_s16816gemm_relu_bf16_64x64_64x6_tn_align8"
                                    << "tensorop_bf16_s16816gemm_relu_bf16_64x64_64x6_tn_align8";
    QTest::newRow("ampere prefix") << "ampere_sgemm_128x64_nn"
                                   << "sgemm_128x64_nn";
    QTest::newRow("rocclr copy") << "__amd_rocclr_copyBuffer"
                                 << "copyBuffer";
    QTest::newRow("rccl is nccl") << "rcclKernel_AllReduce_RING_LL_Sum_float(ncclDevComm*)"
                                  << "ncclKernel_AllReduce_RING_LL_Sum_float";
    QTest::newRow("nccl args") << "ncclDevKernel_Generic(ncclDevKernelArgsStorage<4096ul>)"
                               << "ncclDevKernel_Generic";
    QTest::newRow("numeric suffix") << "triton_poi_fused_add_0"
                                    << "triton_poi_fused_add";
    QTest::newRow("two numeric suffixes") << "fusion_3.12"
                                          << "fusion";
    QTest::newRow("digits inside stay") << "batched_transpose_16x32_half"
                                        << "batched_transpose_16x32_half";
    QTest::newRow("no prefix without digits") << "smem_reduce"
                                              << "smem_reduce";
    // c++filt: _Z6kernelPfi = kernel(float*, int); _ZN2ck6detail4gemmILi4EEEvPf = void
    // ck::detail::gemm<4>(float*)
    QTest::newRow("mangled") << "_Z6kernelPfi"
                             << "kernel";
    QTest::newRow("mangled template") << "_ZN2ck6detail4gemmILi4EEEvPf"
                                      << "ck::detail::gemm";
    QTest::newRow("mangled, cut short") << "_ZN2ck16tensor_operati"
                                        << "_ZN2ck16tensor_operati";
    QTest::newRow("unbalanced stays raw") << "void f<int(int)"
                                          << "void f<int(int)";
    QTest::newRow("only a suffix stays") << "_7"
                                         << "_7";
}

void TestDiff::normalizeKernelName()
{
    QFETCH(QString, raw);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(stepline::normalizeKernelName(raw.toStdString())), expected);
}

void TestDiff::handComputedDeltas()
{
    const ProfileAggregates base = computeAggregates(*baseFixture(), "base.json");
    const ProfileAggregates next = computeAggregates(*newFixture(), "new.json");
    QCOMPARE(base.stepCount(), size_t(3));
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Exact);

    // Medians: BASE sorted 1000, 1100, 1200 -> 1100; NEW 1300, 1400, 1500 -> 1400.
    // delta = (1400 - 1100) / 1100 = 27.27 %.
    QVERIFY(!d.steps.wholeWindows);
    QCOMPARE(d.steps.baseMedianNs, int64_t(1100));
    QCOMPARE(d.steps.newMedianNs, int64_t(1400));
    QVERIFY(d.steps.deltaPct);
    QCOMPARE(*d.steps.deltaPct, 300.0 * 100.0 / 1100.0);
    // By position: 1000 -> 1300, 1200 -> 1400, 1100 -> 1500 (one rank: the medians are the values).
    QCOMPARE(d.steps.byPosition.size(), size_t(3));
    QCOMPARE(d.steps.byPosition[1].baseMedianNs, int64_t(1200));
    QCOMPARE(d.steps.byPosition[1].newMedianNs, int64_t(1400));
    QCOMPARE(d.steps.byPosition[2].newMedianNs - d.steps.byPosition[2].baseMedianNs, int64_t(400));
    QCOMPARE(d.steps.unpairedBase + d.steps.unpairedNew, size_t(0));

    // Kernels on both sides, by |delta|: gemm 250 -> 320 (+70, 1.28x), relu 50 -> 60 (+10, 1.2x).
    QCOMPARE(d.kernels.both.size(), size_t(2));
    QCOMPARE(d.kernels.both[0].name, std::string("gemm"));
    QCOMPARE(d.kernels.both[0].baseCount, uint64_t(2));
    QCOMPARE(d.kernels.both[0].deltaNs(), int64_t(70));
    QCOMPARE(*d.kernels.both[0].ratio(), 320.0 / 250.0);
    QCOMPARE(d.kernels.both[1].name, std::string("relu"));
    QCOMPARE(d.kernels.both[1].newCount, uint64_t(3));
    QCOMPARE(d.kernels.both[1].deltaNs(), int64_t(10));
    QCOMPARE(d.kernels.onlyBase.size(), size_t(1));
    QCOMPARE(d.kernels.onlyBase[0].name, std::string("only_base_k"));
    QCOMPARE(d.kernels.onlyBase[0].baseTotalNs, int64_t(30));
    QCOMPARE(d.kernels.onlyNew.size(), size_t(1));
    QCOMPARE(d.kernels.onlyNew[0].newTotalNs, int64_t(40));
    // Operators: aten::mm 600 -> 900 (+300, 1.5x); aten::relu 100 only in NEW.
    QCOMPARE(d.operators.both.size(), size_t(1));
    QCOMPARE(d.operators.both[0].deltaNs(), int64_t(300));
    QCOMPARE(*d.operators.both[0].ratio(), 1.5);
    QCOMPARE(d.operators.onlyNew.size(), size_t(1));
    QCOMPARE(d.operators.onlyNew[0].name, std::string("aten::relu"));
    // Annotations: forward 800 -> 700 (-100, 0.875x); steps are not annotations.
    QCOMPARE(d.annotations.both.size(), size_t(1));
    QCOMPARE(d.annotations.both[0].deltaNs(), int64_t(-100));
    QCOMPARE(*d.annotations.both[0].ratio(), 0.875);
    QVERIFY(d.annotations.onlyBase.empty() && d.annotations.onlyNew.empty());

    // Mean step delta: the pairs differ by 300, 200 and 400 -> +300 of a 1100 mean (+27.3 %). The
    // paired bootstrap's means of 3 draws reach 200 (all three the 200 pair) with probability
    // 1/27 = 3.7 % > 2.5 %, and 400 likewise: the 95 % interval is [200, 400].
    QCOMPARE(d.confidence.meanDeltaNs, int64_t(300));
    QVERIFY(d.confidence.paired);
    QCOMPARE(*d.confidence.lowNs, int64_t(200));
    QCOMPARE(*d.confidence.highNs, int64_t(400));
    QCOMPARE(diffVerdictOf(d), DiffVerdict::Slower);
    // The gate reads the lower bound: 200 of 1100 is 18.18 %.
    QVERIFY(slowerThan(d, 18.0));
    QVERIFY(!slowerThan(d, 18.2));
    QVERIFY(d.notes.empty());

    // Swapped, NEW is faster: (1100 - 1400) / 1400 = -21.43 %.
    const ProfileDiff back = diffProfiles(next, base, NameMatch::Exact);
    QCOMPARE(*back.steps.deltaPct, -300.0 * 100.0 / 1400.0);
    QCOMPARE(diffVerdictOf(back), DiffVerdict::Faster);
    QVERIFY(!slowerThan(back, 0.0));

    const std::string text = diffToText(base, next, d);
    QVERIFY2(text.find("Median step: 1.100 us -> 1.400 us (+27.3 %)") != std::string::npos, text.c_str());
    QVERIFY2(text.find("Verdict: NEW is 27.3 % slower than BASE") != std::string::npos, text.c_str());
    QVERIFY(text.find("only_base_k") != std::string::npos && text.find("aten::relu") != std::string::npos);
}

namespace {

const BreakdownRow &rowOf(const BreakdownComparison &b, std::string_view key)
{
    for (const BreakdownRow &r : b.rows) {
        if (r.key == key)
            return r;
    }
    static const BreakdownRow none { {}, std::nullopt, std::nullopt };
    return none;
}

} // namespace

void TestDiff::gpuTimeBreakdown()
{
    // BASE per step (one device, no launch calls, so every idle ns is unattributed):
    //   [0, 1000):    gemm 100 + relu 50 = busy 150, idle 850
    //   [1000, 2200): gemm 150, idle 1050
    //   [2200, 3300): only_base_k 30, idle 1070
    //   mean over 3 device-steps: length 1100, busy = computation 110, idle = unattributed 990.
    // NEW: [0, 1300) 120 + 3 x 20 = 180, idle 1120; [1300, 2700) 200, idle 1200; [2700, 4200) 40,
    //   idle 1460; means: length 1400, computation 140, idle 1260.
    const ProfileDiff d
        = diffProfiles(computeAggregates(*baseFixture()), computeAggregates(*newFixture()), NameMatch::Exact);
    QVERIFY(d.breakdown);
    const BreakdownComparison &b = *d.breakdown;
    QVERIFY(b.perStep);
    QCOMPARE(b.baseSamples, size_t(3));
    QCOMPARE(b.newSamples, size_t(3));
    QCOMPARE(*rowOf(b, "length").baseNs, int64_t(1100));
    QCOMPARE(*rowOf(b, "length").newNs, int64_t(1400));
    QCOMPARE(*rowOf(b, "computation").baseNs, int64_t(110));
    QCOMPARE(*rowOf(b, "computation").newNs, int64_t(140));
    QCOMPARE(*rowOf(b, "busy").newNs, int64_t(140));
    QCOMPARE(*rowOf(b, "exposed_comm").baseNs, int64_t(0));
    QCOMPARE(*rowOf(b, "idle").baseNs, int64_t(990));
    QCOMPARE(*rowOf(b, "idle").newNs, int64_t(1260));
    QCOMPARE(*rowOf(b, "unattributed").newNs, int64_t(1260));
    QCOMPARE(*rowOf(b, "queued").newNs, int64_t(0));
    QCOMPARE(b.rows.size(), size_t(6 + kIdleCauseCount));

    // Without steps: per device over its GPU span (one 500 ns and one 800 ns kernel: all busy).
    const ProfileDiff spans = diffProfiles(
        computeAggregates(*noStepsFixture(500)), computeAggregates(*noStepsFixture(800)), NameMatch::Exact);
    QVERIFY(spans.breakdown && !spans.breakdown->perStep);
    QCOMPARE(*rowOf(*spans.breakdown, "length").baseNs, int64_t(500));
    QCOMPARE(*rowOf(*spans.breakdown, "computation").newNs, int64_t(800));
    QCOMPARE(*rowOf(*spans.breakdown, "idle").newNs, int64_t(0));

    const std::string text
        = diffToText(computeAggregates(*baseFixture()), computeAggregates(*newFixture()), d);
    QVERIFY2(text.find("GPU time per step (mean over 3 device-steps of BASE, 3 of NEW)") != std::string::npos,
        text.c_str());
}

void TestDiff::jsonDocument()
{
    const ProfileAggregates base = computeAggregates(*baseFixture(), "base.json");
    const ProfileAggregates next = computeAggregates(*newFixture(), "new.json");
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Exact);
    DiffOutputOptions options;
    options.top = 0;
    options.failIfSlowerPct = 10.0;
    const auto doc = nlohmann::json::parse(diffToJson(base, next, d, options));
    QCOMPARE(doc["schema"].get<std::string>(), std::string("stepline.diff/1"));
    QCOMPARE(doc["base"]["path"].get<std::string>(), std::string("base.json"));
    QCOMPARE(doc["steps"]["base_median_us"].get<double>(), 1.1);
    QCOMPARE(doc["steps"]["new_median_us"].get<double>(), 1.4);
    QVERIFY(std::abs(doc["steps"]["delta_pct"].get<double>() - 27.2727) < 1e-3);
    const auto &k = doc["kernels"][0];
    QCOMPARE(k["name"].get<std::string>(), std::string("gemm"));
    QCOMPARE(k["base_count"].get<int>(), 2);
    QCOMPARE(k["new_count"].get<int>(), 2);
    QCOMPARE(k["base_total_us"].get<double>(), 0.25);
    QCOMPARE(k["new_total_us"].get<double>(), 0.32);
    QCOMPARE(k["delta_us"].get<double>(), 0.07);
    QCOMPARE(doc["operators"][0]["delta_us"].get<double>(), 0.3);
    QCOMPARE(doc["annotations"][0]["delta_us"].get<double>(), -0.1);
    QCOMPARE(doc["only_in_base"].size(), size_t(1));
    QCOMPARE(doc["only_in_base"][0]["kind"].get<std::string>(), std::string("kernel"));
    QCOMPARE(doc["only_in_base"][0]["total_us"].get<double>(), 0.03);
    QCOMPARE(doc["only_in_new"].size(), size_t(2)); // new_k, aten::relu
    QCOMPARE(doc["only_in_new"][1]["kind"].get<std::string>(), std::string("operator"));
    QCOMPARE(doc["verdict"].get<std::string>(), std::string("slower"));
    QCOMPARE(doc["gate"]["failed"].get<bool>(), true);
    // Breakdown per step (gpuTimeBreakdown's arithmetic): computation 110 -> 140 ns.
    QCOMPARE(doc["breakdown_per"].get<std::string>(), std::string("step"));
    QCOMPARE(doc["breakdown"]["computation"]["base_us"].get<double>(), 0.11);
    QCOMPARE(doc["breakdown"]["computation"]["new_us"].get<double>(), 0.14);
    QCOMPARE(doc["breakdown"]["idle"]["delta_us"].get<double>(), 0.27);
    QVERIFY(doc["breakdown"].contains("host_other"));
    // --top 1 keeps one row per table.
    options.top = 1;
    const auto top = nlohmann::json::parse(diffToJson(base, next, d, options));
    QCOMPARE(top["kernels"].size(), size_t(1));
}

void TestDiff::againstItself()
{
    const ProfileAggregates base = computeAggregates(*baseFixture());
    const ProfileDiff d = diffProfiles(base, base, NameMatch::Normalized);
    QCOMPARE(*d.steps.deltaPct, 0.0);
    for (const DiffTable *t : { &d.kernels, &d.operators, &d.annotations }) {
        QVERIFY(t->onlyBase.empty() && t->onlyNew.empty());
        for (const DiffRow &r : t->both) {
            QCOMPARE(r.deltaNs(), int64_t(0));
            QCOMPARE(r.baseCount, r.newCount);
        }
    }
    QCOMPARE(d.kernels.both.size(), size_t(3));
    QCOMPARE(diffVerdictOf(d), DiffVerdict::NoSignificantChange);
    QCOMPARE(*d.confidence.lowNs, int64_t(0));
    QCOMPARE(*d.confidence.highNs, int64_t(0));
    QCOMPARE(d.confidence.meanDeltaNs, int64_t(0));
    for (const AttributionCause &c : d.attribution.causes)
        QCOMPARE(c.deltaNs, int64_t(0));
    QCOMPARE(d.comparability.verdict, Comparability::Comparable);
    QVERIFY(!slowerThan(d, 0.0));
}

void TestDiff::wholeWindowsWithoutSteps()
{
    // Windows 500 and 800: (800 - 500) / 500 = +60 %.
    const ProfileDiff d = diffProfiles(
        computeAggregates(*noStepsFixture(500)), computeAggregates(*noStepsFixture(800)), NameMatch::Exact);
    QVERIFY(d.steps.wholeWindows);
    QCOMPARE(d.steps.baseMedianNs, int64_t(500));
    QCOMPARE(d.steps.newMedianNs, int64_t(800));
    QCOMPARE(*d.steps.deltaPct, 60.0);
    QVERIFY(d.steps.byPosition.empty());
    QCOMPARE(d.notes.size(), size_t(1));
    QVERIFY(d.notes[0].find("Neither profile has ProfilerStep#N steps") != std::string::npos);
    QCOMPARE(d.kernels.both[0].deltaNs(), int64_t(300));
}

void TestDiff::differentKinds()
{
    // BASE: a job of two ranks with steps (windows 1000 and 2000 ns); NEW: one trace, no steps,
    // window 800. Whole windows: median of {1000, 2000} = 1500 -> 800.
    Fixture f;
    for (int rank = 0; rank < 2; ++rank) {
        const uint32_t r = f.rank(rank);
        f.slice(f.cpu(r, 1), 0, 1000 * (rank + 1), "ProfilerStep#1", "user_annotation");
    }
    const ProfileAggregates base = computeAggregates(*f.finalize());
    const ProfileDiff d = diffProfiles(base, computeAggregates(*noStepsFixture(800)), NameMatch::Exact);
    QVERIFY(d.steps.wholeWindows);
    QCOMPARE(d.steps.baseMedianNs, int64_t(1500));
    QCOMPARE(d.steps.newMedianNs, int64_t(800));
    QCOMPARE(d.notes.size(), size_t(3));
    QVERIFY(d.notes[0].find("NEW has no ProfilerStep#N steps") != std::string::npos);
    // BASE has no GPU activity: its side of the breakdown is absent, not zero.
    QVERIFY(d.breakdown);
    QVERIFY(!d.breakdown->rows[2].baseNs);
    QCOMPARE(*d.breakdown->rows[2].newNs, int64_t(800));
    QCOMPARE(
        d.notes[2], std::string("BASE has no GPU activity: its side of the GPU time breakdown is absent."));
    const auto doc = nlohmann::json::parse(diffToJson(base, computeAggregates(*noStepsFixture(800)), d));
    QVERIFY(doc["breakdown"]["computation"]["base_us"].is_null());
    QVERIFY(doc["breakdown"]["computation"]["delta_us"].is_null());
    QVERIFY2(
        d.notes[1].find("Different kinds of input: BASE is a job of 2 ranks with 2 steps, NEW is one trace "
                        "without steps")
            != std::string::npos,
        d.notes[1].c_str());
}

void TestDiff::normalizedMerge()
{
    // BASE: two instantiations of one template (100 + 50 ns); NEW: another instantiation twice
    // (60 + 60). Exact: nothing in common. Normalized: one row, 2 x 150 -> 2 x 120, delta -30.
    auto build = [](std::initializer_list<std::pair<const char *, int64_t>> kernels) {
        Fixture f;
        const TrackId gpu = f.gpu(f.rank(0), 0, 7);
        int64_t ts = 0;
        for (const auto &[name, dur] : kernels) {
            f.slice(gpu, ts, dur, name, "kernel");
            ts += 1000;
        }
        return computeAggregates(*f.finalize());
    };
    const ProfileAggregates base
        = build({ { "void at::native::vectorized_elementwise_kernel<4, Foo>(int)", 100 },
            { "void at::native::vectorized_elementwise_kernel<4, Bar>(int)", 50 } });
    const ProfileAggregates next
        = build({ { "void at::native::vectorized_elementwise_kernel<8, Foo>(int)", 60 },
            { "void at::native::vectorized_elementwise_kernel<8, Foo>(int)", 60 } });
    const ProfileDiff exact = diffProfiles(base, next, NameMatch::Exact);
    QCOMPARE(exact.kernels.both.size(), size_t(0));
    QCOMPARE(exact.kernels.onlyBase.size(), size_t(2));
    QCOMPARE(exact.kernels.onlyNew.size(), size_t(1));
    const ProfileDiff normalized = diffProfiles(base, next, NameMatch::Normalized);
    QCOMPARE(normalized.kernels.both.size(), size_t(1));
    const DiffRow &row = normalized.kernels.both[0];
    QCOMPARE(row.name, std::string("at::native::vectorized_elementwise_kernel"));
    QCOMPARE(row.baseCount, uint64_t(2));
    QCOMPARE(row.baseTotalNs, int64_t(150));
    QCOMPARE(row.newCount, uint64_t(2));
    QCOMPARE(row.deltaNs(), int64_t(-30));
    QCOMPARE(row.newExample, std::string("void at::native::vectorized_elementwise_kernel<8, Foo>(int)"));
}

void TestDiff::aggregatesMemory()
{
    const ProfilePtr profile = baseFixture();
    const ProfileAggregates a = computeAggregates(*profile);
    // 3 rows of kernels + 1 operator + 1 annotation + 3 steps + the object: more than the rows'
    // structs, and it grows with a long name (a heap-allocated string).
    QVERIFY(a.memoryBytes() >= sizeof(ProfileAggregates) + 5 * sizeof(NamedTotal) + 3 * sizeof(int64_t));
    ProfileAggregates b = a; // copies may hold less spare capacity: compare b with itself
    const size_t before = b.memoryBytes();
    b.kernels[0].name = std::string(1000, 'k');
    QVERIFY(b.memoryBytes() >= before + 1000);
}

void TestDiff::tracelensAcrossVendors()
{
    const QString h100
        = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/h100/Qwen_Qwen1.5-0.5B-Chat__1016005.json.gz");
    const QString mi300
        = QStringLiteral(STEPLINE_SHARED_TRACES "/tracelens/mi300/resnet_act_checkpoint.json.gz");
    if (!QFileInfo::exists(h100) || !QFileInfo::exists(mi300))
        QSKIP("the shared TraceLens traces (../shared/traces/tracelens) are not here");
    const LoadOutcome a = loadProfile(h100);
    const LoadOutcome b = loadProfile(mi300);
    QVERIFY(a.ok() && b.ok());
    const ProfileAggregates base = computeAggregates(*a.profile, h100.toStdString());
    const ProfileAggregates next = computeAggregates(*b.profile, mi300.toStdString());
    // The aggregates are what the window keeps of a baseline: far smaller than the profile.
    qInfo("aggregates %zu bytes (H100 Qwen), %zu (MI300); models %zu and %zu bytes", base.memoryBytes(),
        next.memoryBytes(), a.profile->modelBytes() + a.profile->stringPoolBytes(),
        b.profile->modelBytes() + b.profile->stringPoolBytes());
    QVERIFY2(base.memoryBytes() * 10 < a.profile->modelBytes(),
        qPrintable(QStringLiteral("%1 vs %2").arg(base.memoryBytes()).arg(a.profile->modelBytes())));

    // No kernel name is spelled the same on the H100 and the MI300 (26 and 55 distinct names).
    QCOMPARE(base.kernels.size(), size_t(26));
    QCOMPARE(next.kernels.size(), size_t(55));
    QCOMPARE(diffProfiles(base, next, NameMatch::Exact).kernels.both.size(), size_t(0));

    // Normalized: PyTorch's elementwise kernels match across vendors. Counts and totals from the
    // files with Python (name starts with "void at::native::vectorized_elementwise_kernel<"):
    // H100 11 names, 427 kernels, 7772.454 us; MI300 7 names, 719 kernels, 2963.942 us.
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Normalized);
    const DiffRow *vec = findRow(d.kernels.both, "at::native::vectorized_elementwise_kernel");
    QVERIFY(vec);
    QCOMPARE(vec->baseCount, uint64_t(427));
    QCOMPARE(vec->newCount, uint64_t(719));
    QVERIFY(std::llabs(vec->baseTotalNs - 7772454) <= 427); // float us: at most 1 ns per kernel
    QVERIFY(std::llabs(vec->newTotalNs - 2963942) <= 719);
    // reduce_kernel: 71 (1061.596 us) vs 12 (84.828 us).
    const DiffRow *reduce = findRow(d.kernels.both, "at::native::reduce_kernel");
    QVERIFY(reduce);
    QCOMPARE(reduce->baseCount, uint64_t(71));
    QCOMPARE(reduce->newCount, uint64_t(12));
    // RCCL's kernel keeps NCCL's name on ROCm; the H100 run had no communication: only in NEW, 17.
    const DiffRow *nccl = findRow(d.kernels.onlyNew, "ncclDevKernel_Generic");
    QVERIFY(nccl);
    QCOMPARE(nccl->newCount, uint64_t(17));
    // A 1-step inference trace against a training rank with 3 steps: a note says so.
    QVERIFY(!d.notes.empty());

    // The H100 trace against itself: every delta 0.
    const ProfileDiff self = diffProfiles(base, base, NameMatch::Normalized);
    QCOMPARE(*self.steps.deltaPct, 0.0);
    for (const DiffRow &r : self.kernels.both)
        QCOMPARE(r.deltaNs(), int64_t(0));
    QVERIFY(self.kernels.onlyBase.empty() && self.kernels.onlyNew.empty());
}

// A trace may name a kernel with bytes that are not UTF-8 (the JSON reader keeps them); the
// stepline.diff/1 text stays valid JSON with U+FFFD in their place instead of throwing.
void TestDiff::namesNotUtf8()
{
    const auto build = [](const char *kernel) {
        Fixture f;
        const uint32_t r = f.rank(0);
        f.slice(f.cpu(r, 1), 0, 1000, "ProfilerStep#1", "user_annotation");
        f.slice(f.gpu(r, 0, 7), 100, 300, kernel, "kernel");
        return computeAggregates(*f.finalize());
    };
    const ProfileAggregates base = build("gemm\xff\xfe");
    const ProfileAggregates next = build("gemm\x9b");
    const ProfileDiff d = diffProfiles(base, next, NameMatch::Exact);
    std::string text;
    try {
        text = diffToJson(base, next, d);
    } catch (const std::exception &e) {
        QFAIL(e.what());
    }
    const auto doc = nlohmann::json::parse(text);
    QVERIFY(text.find("gemm\xEF\xBF\xBD") != std::string::npos);
    QVERIFY(doc.is_object());
}

QTEST_GUILESS_MAIN(TestDiff)
#include "tst_diff.moc"
