// Operator efficiency (METRICS.md "Operator efficiency"): FLOPs and bytes per call computed by hand
// for every op kind, the analysis on small hand-made traces (tests/data/opperf: attribution to the
// outermost modelled op, roofline, over_peak, an unknown GPU, a trace without shapes, MFU), and the
// args reader it uses (a value's text from a flat args object).

#include "argscan.h"
#include "gpupeaks.h"
#include "opperf.h"
#include "perfmodel.h"
#include "profileaggregates.h"
#include "profilediff.h"
#include "profile.h"
#include "summary.h"
#include "../loaders/tracefileqt.h"
#include "traceloader.h"

#include <QtTest>

#include <nlohmann/json.hpp>

#include <random>

using namespace stepline;

namespace {

OpCost cost(std::string_view name, std::string_view dims, std::string_view types,
    std::string_view concrete = {}, std::string_view flop = {}, std::string_view gb = {})
{
    OpArgsText a;
    a.inputDims = dims;
    a.inputTypes = types;
    a.concrete = concrete;
    a.kernelFlop = flop;
    a.kernelNumGb = gb;
    return opCost(opModelOf(name), name, a);
}

QString fixture(const char *name)
{
    return QStringLiteral(STEPLINE_TEST_DATA "/opperf/") + QLatin1String(name);
}

const OpPerfRow *rowNamed(const Profile &p, const OpPerfAnalysis &a, std::string_view name)
{
    for (const OpPerfRow &r : a.rows)
        if (p.str(r.name) == name)
            return &r;
    return nullptr;
}

} // namespace

class TestOpPerf : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void byHand_data();
    void byHand();
    void inductorKernelArgs();
    void notModelled();
    void peaksTable();
    void physicalDeviceIndex();
    void smallTrace();
    void unknownGpu();
    void override();
    void withoutShapes();
    void diffDeltas();
    void valueText_data();
    void valueText();
    void valueTextGenerated();
    void signatureWhateverTheLayout();
};

void TestOpPerf::byHand_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("dims");
    QTest::addColumn<QString>("types");
    QTest::addColumn<QString>("concrete");
    QTest::addColumn<double>("flops");
    QTest::addColumn<double>("bytes");
    const QString bf = QStringLiteral("c10::BFloat16");
    // METRICS.md's example: 2*141*512*512 + 141*512; (141*512 + 512*512 + 141*512 + 512) * 2.
    QTest::newRow("addmm") << "aten::addmm"
                           << "[[512],[141,512],[512,512],[],[]]"
                           << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\",\"Scalar\",\"Scalar\"]"
                           << "[\"\",\"\",\"\",\"1\",\"1\"]" << 73996800.0 << 814080.0;
    // 2*8944*2816*1024; (8944*1024 + 1024*2816 + 8944*2816) * 2.
    QTest::newRow("mm") << "aten::mm"
                        << "[[8944,1024],[1024,2816]]"
                        << "[\"c10::BFloat16\",\"c10::BFloat16\"]"
                        << "" << 51581550592.0 << 74457088.0;
    // 4 * 2*32*16*64; 4 * (32*64 + 64*16 + 32*16) * 4.
    QTest::newRow("bmm") << "aten::bmm"
                         << "[[4,32,64],[4,64,16]]"
                         << "[\"float\",\"float\"]"
                         << "" << 262144.0 << 57344.0;
    // 4 * (2*32*16*64 + 32*16); 4 * (32*64 + 64*16 + 32*16 + 16) * 2.
    QTest::newRow("baddbmm") << "aten::baddbmm"
                             << "[[4,32,16],[4,32,64],[4,64,16],[],[]]"
                             << "[\"c10::Half\",\"c10::Half\",\"c10::Half\",\"Scalar\",\"Scalar\"]"
                             << "" << 264192.0 << 28800.0;
    // M = 2*10: 2*20*32*64 + 20*32; (20*64 + 32*64 + 20*32 + 32) * 2.
    QTest::newRow("linear") << "aten::linear"
                            << "[[2,10,64],[32,64],[32]]"
                            << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\"]"
                            << "" << 82560.0 << 8000.0;
    // Batched matmul [3,16,8] x [8,4]: 3 * 2*16*4*8; 3 * (16*8 + 8*4 + 16*4) * 4.
    QTest::newRow("matmul") << "aten::matmul"
                            << "[[3,16,8],[8,4]]"
                            << "[\"float\",\"float\"]"
                            << "" << 3072.0 << 2688.0;
    // fp8 in, fp16 out: 2*16*64*32; 16*32 + 32*64 + 16*64*2.
    QTest::newRow("scaled_mm") << "aten::_scaled_mm"
                               << "[[16,32],[32,64],[],[]]"
                               << "[\"c10::Float8_e4m3fn\",\"c10::Float8_e4m3fn\",\"float\",\"float\"]"
                               << "" << 65536.0 << 4608.0;
    // 2 * (2*141*141*64) * 8 heads; q, k, v and out at 2 bytes.
    QTest::newRow("sdpa flash")
        << "aten::_scaled_dot_product_flash_attention"
        << "[[1,8,141,64],[1,8,141,64],[1,8,141,64],[],[],[],[]]"
        << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\",\"Scalar\",\"Scalar\","
           "\"Scalar\",\"Scalar\"]"
        << "[\"\",\"\",\"\",\"0.\",\"False\",\"False\",\"0.125\"]" << 40716288.0 << 577536.0;
    // Causal halves the FLOPs: 16*16 * 4*559*559*64 / 2.
    QTest::newRow("sdpa causal") << "aten::_scaled_dot_product_flash_attention"
                                 << "[[16,16,559,64],[16,16,559,64],[16,16,559,64],[],[],[],[]]"
                                 << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\"]"
                                 << "[\"\",\"\",\"\",\"0.\",\"True\",\"False\",\"0.125\"]" << 10239377408.0
                                 << 73269248.0;
    // flash_attn layout (B, N, H, d), GQA 8 -> 2 heads: 2*(2*1*8*128*128*64);
    // bytes (q + out) 1*128*8*64 each, k, v 1*128*2*64 each, at 2 bytes.
    QTest::newRow("flash_attn fwd") << "flash_attn::_flash_attn_forward"
                                    << "[[1,128,8,64],[1,128,2,64],[1,128,2,64],[],[],[],[]]"
                                    << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\"]"
                                    << "[\"\",\"\",\"\",\"0.\",\"0.125\",\"False\"]" << 33554432.0
                                    << 327680.0;
    // Backward (flash): recomputed QK^T + dV + dP + dQ + dK = 5 * 2*1*4*64*64*32 plus the GQA
    // reductions (H_Q/H_KV - 1 = 0 here); bytes 2*(q + k + v) + dout = 7 * 1*64*4*32 * 2.
    QTest::newRow("sdpa flash bwd")
        << "aten::_scaled_dot_product_flash_attention_backward"
        << "[[1,4,64,32],[1,4,64,32],[1,4,64,32],[1,4,64,32],[1,4,64,32],[1,4,64]]"
        << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\"]"
        << "[\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"64\",\"64\",\"0.\",\"False\"]" << 5242880.0
        << 114688.0;
    // Output 10x64x56x56 = 2,007,040: 2 * 2,007,040 * 64*3*3; (input + weight + output) * 2.
    QTest::newRow("conv") << "aten::convolution"
                          << "[[10,64,56,56],[64,64,3,3],[],[],[],[],[],[],[]]"
                          << "[\"c10::BFloat16\",\"c10::BFloat16\",\"\"]"
                          << "[\"\",\"\",\"\",\"[1, 1]\",\"[1, 1]\",\"[1, 1]\",\"False\",\"[0, 0]\",\"1\"]"
                          << 2312110080.0 << 8101888.0;
    // Stride 2, padding 1, bias: output 1x4x4x4 = 64: 64 * 2*3*3*3 + 64; (192 + 108 + 4 + 64) * 4.
    QTest::newRow("conv bias stride")
        << "aten::convolution"
        << "[[1,3,8,8],[4,3,3,3],[4],[],[],[],[],[],[]]"
        << "[\"float\",\"float\",\"float\"]"
        << "[\"\",\"\",\"\",\"[2, 2]\",\"[1, 1]\",\"[1, 1]\",\"False\",\"[0, 0]\",\"1\"]" << 3520.0 << 1472.0;
    // Input gradient 2,007,040 * 2*576 plus weight gradient 36,864 * 2 * 10*56*56;
    // bytes 2 * (output + weight + input) * 2.
    QTest::newRow("conv bwd")
        << "aten::convolution_backward"
        << "[[10,64,56,56],[10,64,56,56],[64,64,3,3],[],[],[],[],[],[],[],[]]"
        << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\"]"
        << "[\"\",\"\",\"\",\"[0]\",\"[1, 1]\",\"[1, 1]\",\"[1, 1]\",\"False\",\"[0, 0]\",\"1\","
           "\"[True, True, False]\"]"
        << 4624220160.0 << 16203776.0;
    // One FLOP per element; read and write at 2 bytes.
    QTest::newRow("silu") << "aten::silu"
                          << "[[16,559,2816]]"
                          << "[\"c10::BFloat16\"]"
                          << "[\"\"]" << 25186304.0 << 100745216.0;
    // Broadcast [16,559,1] over [16,559,1024]: 9,158,656 elements; (9,158,656 + 8,944 + 9,158,656) * 4.
    QTest::newRow("mul broadcast") << "aten::mul"
                                   << "[[16,559,1024],[16,559,1]]"
                                   << "[\"float\",\"float\"]"
                                   << "" << 9158656.0 << 73305024.0;
    // A Scalar operand: 4 bytes once, the output at the tensor's size.
    QTest::newRow("div scalar") << "aten::div"
                                << "[[10,512,7,7],[]]"
                                << "[\"c10::BFloat16\",\"Scalar\"]"
                                << "[\"\",\"49\"]" << 250880.0 << 1003524.0;
    // Reduce over the last dim, keepdim: 16*559 outputs; (9,158,656 + 8,944) * 4.
    QTest::newRow("mean") << "aten::mean"
                          << "[[16,559,1024],[],[],[]]"
                          << "[\"float\",\"ScalarList\",\"Scalar\",\"\"]"
                          << "[\"\",\"[-1]\",\"True\",\"\"]" << 9158656.0 << 36670400.0;
    // 3 FLOPs per element, input and output at 2 bytes.
    QTest::newRow("softmax") << "aten::_softmax"
                             << "[[4,128],[],[]]"
                             << "[\"c10::Half\",\"Scalar\",\"Scalar\"]"
                             << "[\"\",\"-1\",\"False\"]" << 1536.0 << 2048.0;
    // 6*512 + 5 * 72,192; 72,192 * (2 + 2) + 6 tensors * 512 * 2.
    QTest::newRow("layer_norm")
        << "aten::layer_norm"
        << "[[1,141,512],[],[512],[512],[],[]]"
        << "[\"c10::BFloat16\",\"\",\"c10::BFloat16\",\"c10::BFloat16\",\"Scalar\",\"Scalar\"]"
        << "[\"\",\"[512]\",\"\",\"\",\"1e-12\",\"True\"]" << 364032.0 << 294912.0;
    // Training: 6*64 + 5 * 2,007,040; 2,007,040 * 4 + 6 * 64 * 2.
    QTest::newRow("batch_norm") << "aten::batch_norm"
                                << "[[10,64,56,56],[64],[64],[64],[64],[],[],[],[]]"
                                << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\","
                                   "\"c10::BFloat16\",\"Scalar\",\"Scalar\",\"Scalar\",\"Scalar\"]"
                                << "[\"\",\"\",\"\",\"\",\"\",\"True\",\"0.1\",\"1e-05\",\"True\"]"
                                << 10035584.0 << 8028928.0;
    // 64 channels * 9 * 125,440; 8,028,160 * (2 + 4) + 64 * 2 * 4.
    QTest::newRow("batch_norm bwd")
        << "aten::native_batch_norm_backward"
        << "[[10,64,112,112],[10,64,112,112],[64],[64],[64],[64],[64],[],[],[]]"
        << "[\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\",\"c10::BFloat16\","
           "\"c10::BFloat16\",\"float\",\"float\",\"Scalar\",\"Scalar\",\"ScalarList\"]"
        << "[\"\",\"\",\"\",\"\",\"\",\"\",\"\",\"True\",\"1e-05\",\"[True, True, True]\"]" << 72253440.0
        << 48169472.0;
    // 256 elements, 16 channels: 16 * (2*16 + 2) + 2 * 256; 256 * 2 * 2 + 16 * 2.
    QTest::newRow("rms_norm") << "aten::_fused_rms_norm"
                              << "[[2,8,16],[],[16],[]]"
                              << "[\"c10::BFloat16\",\"\",\"c10::BFloat16\",\"Scalar\"]"
                              << "[\"\",\"[16]\",\"\",\"\"]" << 1056.0 << 1056.0;
    // 8 channels, 256 elements: 6*8 + 5*256; 256 * 4 * 2 + 6 * 8 * 4.
    QTest::newRow("group_norm") << "aten::group_norm"
                                << "[[2,8,4,4],[],[8],[8],[],[]]"
                                << "[\"float\",\"Scalar\",\"float\",\"float\",\"Scalar\",\"Scalar\"]"
                                << "[\"\",\"2\",\"\",\"\",\"1e-05\",\"True\"]" << 1328.0 << 2240.0;
    // Inductor pointwise (mul 1 + silu 4 FLOPs per element) over 268,435,456 elements; both tensor
    // arguments once plus one more write of the elements.
    QTest::newRow("inductor") << "triton_poi_fused__unsafe_view_mul_silu_2"
                              << "[[8,4096,8192],[32768,8192],[]]"
                              << "[\"c10::BFloat16\",\"c10::BFloat16\",\"Scalar\"]"
                              << "[\"\",\"\",\"268435456\"]" << 1342177280.0 << 1610612736.0;
    Q_UNUSED(bf);
}

void TestOpPerf::byHand()
{
    QFETCH(QString, name);
    QFETCH(QString, dims);
    QFETCH(QString, types);
    QFETCH(QString, concrete);
    QFETCH(double, flops);
    QFETCH(double, bytes);
    const std::string n = name.toStdString(), d = dims.toStdString(), t = types.toStdString(),
                      c = concrete.toStdString();
    const OpCost got = cost(n, d, t, c);
    QVERIFY2(got.modelled, got.reason.c_str());
    QCOMPARE(got.flops, flops);
    QVERIFY(got.bytes.has_value());
    QCOMPARE(*got.bytes, bytes);
}

void TestOpPerf::inductorKernelArgs()
{
    // Inductor's own kernel_flop / kernel_num_gb win over the shapes.
    const OpCost c = cost("triton_poi_fused_add_0", "[[4,4],[4,4]]", "[\"c10::BFloat16\",\"c10::BFloat16\"]",
        "[\"\",\"\"]", "1000", "0.5");
    QVERIFY(c.modelled);
    QCOMPARE(c.flops, 1000.0);
    QCOMPARE(*c.bytes, 5e8);
}

void TestOpPerf::notModelled()
{
    QCOMPARE(opModelOf("aten::gelu"), OpModel::None);
    const OpCost none = cost("aten::mm", "", "");
    QVERIFY(!none.modelled);
    QVERIFY(none.reason.find("record_shapes") != std::string::npos);
    // Shapes that do not fit the op: no figure, not a zero.
    const OpCost bad = cost("aten::mm", "[[2,3,4],[4,5]]", "[\"float\",\"float\"]");
    QVERIFY(!bad.modelled);
    const OpCost causal = cost("aten::_scaled_dot_product_flash_attention", "[[1,1,4,8],[1,1,6,8],[1,1,6,8]]",
        "[\"float\"]", "[\"\",\"\",\"\",\"0.\",\"True\"]");
    QVERIFY(!causal.modelled);
    // An unknown type: FLOPs without bytes.
    const OpCost unknownType
        = cost("aten::mm", "[[2,3],[3,4]]", "[\"c10::ComplexFloat\",\"c10::ComplexFloat\"]");
    QVERIFY(unknownType.modelled);
    QCOMPARE(unknownType.flops, 48.0);
    QVERIFY(!unknownType.bytes);
}

// TraceLens's MI300X trace: deviceProperties lists one device (id 0, "AMD Instinct MI300X VF"), the
// kernels ran on device 2 (HIP_VISIBLE_DEVICES renumbers the list, not the activity). The device
// is that model, and a virtual function has its chip's peaks.
void TestOpPerf::physicalDeviceIndex()
{
    const LoadOutcome outcome
        = loadProfile(QStringLiteral(STEPLINE_TEST_DATA "/tracelens-pairs/mi300_bert-small.json.gz"));
    QVERIFY(outcome.ok());
    const OpPerfAnalysis a = analyzeOpPerf(*outcome.profile);
    QCOMPARE(a.devices.size(), size_t(1));
    QCOMPARE(a.devices[0].device, 2);
    QCOMPARE(a.devices[0].name, std::string("AMD Instinct MI300X VF"));
    QVERIFY(a.devices[0].peak);
    QCOMPARE(a.devices[0].peak->bf16, findGpuPeak("AMD Instinct MI300X")->bf16);
    QVERIFY(!a.rows.empty());
    QVERIFY(a.rows.front().pctOfRoof || a.rows.front().overPeak);
}

void TestOpPerf::peaksTable()
{
    // Every GPU of the issue, by the name its driver reports, with a source.
    for (const char *name : { "NVIDIA A100-SXM4-80GB", "NVIDIA H100 80GB HBM3", "NVIDIA H200", "NVIDIA B200",
             "NVIDIA L4", "NVIDIA L40S", "AMD Instinct MI210", "AMD Instinct MI250X", "AMD Instinct MI300X",
             "AMD Instinct MI325X", "AMD Instinct MI355X" }) {
        const GpuPeak *p = findGpuPeak(name);
        QVERIFY2(p, name);
        QVERIFY(p->bf16 > 0 && p->fp32 > 0 && p->tbPerS > 0);
        QVERIFY(!p->source.empty());
        QVERIFY(p->bf16 > p->fp32); // tensor cores
    }
    QCOMPARE(findGpuPeak("NVIDIA H100 80GB HBM3")->bf16, 989.4);
    QCOMPARE(findGpuPeak("nvidia h100 80gb hbm3")->tbPerS, 3.35);
    QVERIFY(!findGpuPeak("AMD Radeon Graphics"));
    // An SR-IOV virtual function (TraceLens's MI300X traces) has its chip's peaks.
    QCOMPARE(findGpuPeak("AMD Instinct MI300X VF"), findGpuPeak("AMD Instinct MI300X"));
    QVERIFY(!findGpuPeak(" VF"));
    // fp32 GEMMs run at the vector rate on NVIDIA, on matrix cores on AMD.
    QCOMPARE(peakTflops(*findGpuPeak("NVIDIA H100 80GB HBM3"), Precision::Fp32, true), 67.0);
    QCOMPARE(peakTflops(*findGpuPeak("AMD Instinct MI210"), Precision::Fp32, true), 45.3);
    QCOMPARE(peakTflops(*findGpuPeak("AMD Instinct MI210"), Precision::Bf16, false), 22.6);
}

void TestOpPerf::smallTrace()
{
    const LoadOutcome outcome = loadProfile(fixture("h100_small.json"));
    QVERIFY2(outcome.ok(), outcome.error.toUserMessage().c_str());
    const Profile &p = *outcome.profile;
    const OpPerfAnalysis a = analyzeOpPerf(p);
    QCOMPARE(a.rows.size(), size_t(3)); // addmm (not linear), add, mm; gelu has no model
    QCOMPARE(a.kernelNs, int64_t(16000));
    QCOMPARE(a.modelledNs, int64_t(13000));
    QVERIFY(!rowNamed(p, a, "aten::linear"));

    const OpPerfRow *addmm = rowNamed(p, a, "aten::addmm");
    QVERIFY(addmm);
    QCOMPARE(addmm->count, uint64_t(1));
    QCOMPARE(addmm->kernelNs, int64_t(10000));
    QCOMPARE(addmm->flops, 73996800.0);
    QCOMPARE(*addmm->bytes, 814080.0);
    QVERIFY(qFuzzyCompare(*addmm->tflopsPerS, 7.39968));
    QVERIFY(qFuzzyCompare(*addmm->tbPerS, 0.081408));
    // Intensity 90.9 FLOP/B below the H100 ridge (989.4 / 3.35 = 295): memory-bound; the roof is
    // the bandwidth, 814,080 B / 3.35 TB/s = 243.0 ns of the 10 us.
    QCOMPARE(*addmm->computeBound, false);
    QVERIFY(qFuzzyCompare(addmm->roofNs, 814080.0 / 3.35e12 * 1e9));
    QVERIFY(qFuzzyCompare(*addmm->pctOfRoof, 814080.0 / 3.35e12 / 10e-6 * 100));
    QVERIFY(!addmm->overPeak);
    QCOMPARE(addmm->aboveRoofNs(), int64_t(10000 - 243));

    // 137 GFLOP of fp32 in 1 us: flagged, no percentage.
    const OpPerfRow *mm = rowNamed(p, a, "aten::mm");
    QVERIFY(mm->overPeak);
    QVERIFY(!mm->pctOfRoof);
    QCOMPARE(mm->precision, Precision::Fp32);

    // MFU: step 1 holds the addmm only (bf16): 73,996,800 / (1 ms * 989.4 TFLOP/s); step 2 is above
    // the peak.
    QCOMPARE(a.mfu.size(), size_t(2));
    QVERIFY(a.mfu[0].mfu.has_value());
    QVERIFY(qFuzzyCompare(*a.mfu[0].mfu, 73996800.0 / (1e-3 * 989.4e12)));
    QCOMPARE(a.mfu[0].precision, Precision::Bf16);
    QVERIFY(!a.mfu[1].mfu);
    QVERIFY(a.mfu[1].overPeak);

    // The summary document carries both.
    const nlohmann::json doc = nlohmann::json::parse(summaryToJson(p, computeSummary(p)));
    QCOMPARE(doc["op_perf"].size(), size_t(3));
    const nlohmann::json &first = doc["op_perf"][0];
    QCOMPARE(first["name"].get<std::string>(), std::string("aten::addmm"));
    QCOMPARE(first["category"].get<std::string>(), std::string("GEMM"));
    QCOMPARE(first["flops"].get<int64_t>(), int64_t(73996800));
    QCOMPARE(first["bytes"].get<int64_t>(), int64_t(814080));
    QCOMPARE(first["input_dims"], nlohmann::json::parse("[[512],[141,512],[512,512],[],[]]"));
    QCOMPARE(first["bound"].get<std::string>(), std::string("memory"));
    QCOMPARE(first["over_peak"].get<bool>(), false);
    QVERIFY(doc["op_perf"][2]["pct_of_roof"].is_null());
    QCOMPARE(doc["op_perf"][2]["over_peak"].get<bool>(), true);
    QCOMPARE(doc["mfu"].size(), size_t(2));
    QCOMPARE(doc["mfu"][0]["step"].get<int>(), 1);
    QVERIFY(doc["mfu"][1]["mfu"].is_null());
}

void TestOpPerf::unknownGpu()
{
    const LoadOutcome outcome = loadProfile(fixture("unknown_gpu.json"));
    QVERIFY(outcome.ok());
    const Profile &p = *outcome.profile;
    const OpPerfAnalysis a = analyzeOpPerf(p);
    const OpPerfRow *addmm = rowNamed(p, a, "aten::addmm");
    QVERIFY(addmm);
    QCOMPARE(addmm->flops, 73996800.0); // FLOPs and achieved rates stay
    QVERIFY(addmm->tflopsPerS.has_value());
    QVERIFY(!addmm->pctOfRoof);
    QVERIFY(!addmm->overPeak);
    QVERIFY(addmm->peakReason.find("peaks table") != std::string::npos);
    QVERIFY(!a.mfu[0].mfu);
    QVERIFY(!a.mfu[0].reason.empty());
}

void TestOpPerf::override()
{
    const LoadOutcome outcome = loadProfile(fixture("unknown_gpu.json"));
    QVERIFY(outcome.ok());
    const Profile &p = *outcome.profile;
    PeakOverride o;
    o.tflops = 100;
    o.tbPerS = 1;
    const OpPerfAnalysis a = analyzeOpPerf(p, {}, o);
    const OpPerfRow *addmm = rowNamed(p, a, "aten::addmm");
    // Ridge 100 FLOP/B: 90.9 is memory-bound; roof 814,080 B at 1 TB/s = 814.08 ns of 10 us.
    QCOMPARE(*addmm->computeBound, false);
    QVERIFY(qFuzzyCompare(*addmm->pctOfRoof, 8.1408));
    QVERIFY(qFuzzyCompare(*a.mfu[0].mfu, 73996800.0 / (1e-3 * 100e12)));
}

void TestOpPerf::withoutShapes()
{
    const LoadOutcome outcome = loadProfile(fixture("no_shapes.json"));
    QVERIFY(outcome.ok());
    const Profile &p = *outcome.profile;
    const OpPerfAnalysis a = analyzeOpPerf(p);
    QVERIFY(a.rows.empty());
    QVERIFY(a.absentReason.find("record_shapes") != std::string::npos);
    const nlohmann::json doc = nlohmann::json::parse(summaryToJson(p, computeSummary(p)));
    QVERIFY(doc["op_perf"].is_null());
    QVERIFY(doc["mfu"].is_null());
    QVERIFY(doc["op_perf_reason"].get<std::string>().find("record_shapes") != std::string::npos);
    QVERIFY(summaryToText(p, computeSummary(p)).find("Operator efficiency: not in this profile")
        != std::string::npos);
}

void TestOpPerf::diffDeltas()
{
    const LoadOutcome base = loadProfile(fixture("h100_small.json"));
    const LoadOutcome next = loadProfile(fixture("unknown_gpu.json"));
    QVERIFY(base.ok() && next.ok());
    const ProfileAggregates a = computeAggregates(*base.profile), b = computeAggregates(*next.profile);
    const ProfileDiff d = diffProfiles(a, b, NameMatch::Exact);
    // The same three signatures and kernel times on both sides; the unknown GPU has no MFU.
    QCOMPARE(d.opPerf.both.size(), size_t(3));
    QCOMPARE(d.opPerf.onlyBase + d.opPerf.onlyNew, size_t(0));
    for (const OpPerfDelta &r : d.opPerf.both) {
        QCOMPARE(r.baseKernelNs, r.newKernelNs);
        QCOMPARE(*r.baseTflops, *r.newTflops);
    }
    QVERIFY(qFuzzyCompare(*d.opPerf.baseMfu, 73996800.0 / (1e-3 * 989.4e12))); // step 2 is over the peak
    QVERIFY(!d.opPerf.newMfu);
    const nlohmann::json doc = nlohmann::json::parse(diffToJson(a, b, d));
    QCOMPARE(doc["op_perf"].size(), size_t(3));
    QCOMPARE(doc["op_perf"][0]["delta_tflops_per_s"].get<double>(), 0.0);
    QVERIFY(doc["mfu"]["new_mean"].is_null());
    QVERIFY(doc["mfu"]["delta"].is_null());
    QVERIFY(diffToText(a, b, d).find("Operator efficiency") != std::string::npos);
}

void TestOpPerf::valueText_data()
{
    QTest::addColumn<QString>("object");
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("value");
    QTest::newRow("nested array")
        << R"({"External id": 7, "Input Dims": [[141, 512], [512, 512], [512]], "x": 1})"
        << "Input Dims"
        << "[[141, 512], [512, 512], [512]]";
    QTest::newRow("brackets and a quote in strings")
        << R"({"Input type": ["a]\"b[", "c10::BFloat16", "{"], "k": 2})"
        << "Input type"
        << R"(["a]\"b[", "c10::BFloat16", "{"])";
    QTest::newRow("string value") << R"({"name": "a long string value, with a comma and ] bracket", "n": 1})"
                                  << "name"
                                  << R"("a long string value, with a comma and ] bracket")";
    QTest::newRow("number before a comma") << R"({"kernel_flop": 123456789012345678901234, "z": 0})"
                                           << "kernel_flop"
                                           << "123456789012345678901234";
    QTest::newRow("number last, then a newline") << "{\"kernel_num_gb\": 0.000123456789012345\n}"
                                                 << "kernel_num_gb"
                                                 << "0.000123456789012345\n";
    QTest::newRow("the key's text as a value first")
        << R"({"a": "Input Dims", "b": ["Input Dims"], "Input Dims"  :  [[4096, 4096]], "c": 1})"
        << "Input Dims"
        << "[[4096, 4096]]";
    QTest::newRow("missing") << R"({"Input Dimensions": [1], "a": "Input Dims"})"
                             << "Input Dims"
                             << "";
    QTest::newRow("object value") << R"({"o": {"a": [1, 2], "b": "}", "c": {"d": []}}, "p": 1})"
                                  << "o"
                                  << R"({"a": [1, 2], "b": "}", "c": {"d": []}})";
    QTest::newRow("cut inside an array") << R"({"Input Dims": [[1, 2], [3, 4, 5, 6, 7, 8, 9)"
                                         << "Input Dims"
                                         << "[[1, 2], [3, 4, 5, 6, 7, 8, 9";
    QTest::newRow("cut after a backslash") << R"({"s": "abcdefghijklmnopqrstuvwxyz\)"
                                           << "s"
                                           << R"("abcdefghijklmnopqrstuvwxyz\)";
    QTest::newRow("escaped backslash before the quote") << R"({"s": "a path C:\\temp\\", "t": 1})"
                                                        << "s"
                                                        << R"("a path C:\\temp\\")";
}

void TestOpPerf::valueText()
{
    QFETCH(QString, object);
    QFETCH(QString, key);
    QFETCH(QString, value);
    const std::string o = object.toStdString(), k = key.toStdString();
    QCOMPARE(QString::fromStdString(std::string(detail::jsonValueText(o, k))), value);
}

// Values written by a generator that knows each value's text: nested arrays and objects of
// strings (with escapes and brackets inside), numbers and words, with random white space, after a
// padding member of random length (so that values start and end anywhere in a 16-byte block).
void TestOpPerf::valueTextGenerated()
{
    std::mt19937 rng(20261207);
    auto pick = [&](int n) { return int(rng() % unsigned(n)); };
    auto space = [&] {
        static const char *const kinds[] = { "", "", " ", "\n  ", "\t", " \r\n " };
        return std::string(kinds[pick(6)]);
    };
    auto text = [&](std::string &out) {
        static const char *const pieces[]
            = { "a", "]", "[", "}", "{", ",", "\\\"", "\\\\", " ", "c10::BFloat16", ":" };
        out += '"';
        for (int i = pick(6); i > 0; --i)
            out += pieces[pick(11)];
        out += '"';
    };
    // Appends a value to out (+= only: GCC 12 warns falsely on some string concatenations).
    std::function<void(std::string &, int)> value = [&](std::string &out, int depth) {
        const int kind = depth >= 3 ? pick(3) : pick(5);
        if (kind == 0) {
            text(out);
        } else if (kind == 1) {
            out += std::to_string(rng() % 100000);
        } else if (kind == 2) {
            out += pick(2) ? "true" : "null";
        } else {
            const bool array = kind == 3;
            out += array ? '[' : '{';
            const int n = pick(5);
            for (int i = 0; i < n; ++i) {
                if (i > 0) {
                    out += ',';
                    out += space();
                }
                out += space();
                if (!array) {
                    text(out);
                    out += space();
                    out += ':';
                    out += space();
                }
                value(out, depth + 1);
                out += space();
            }
            out += array ? ']' : '}';
        }
    };
    for (int round = 0; round < 2000; ++round) {
        std::string v;
        value(v, 0);
        std::string object = "{\"pad\": \"";
        object.append(size_t(pick(40)), 'p');
        object += "\", \"Input Dims\":";
        object += space();
        object += v;
        object += pick(2) ? ", \"after\": 1}" : "}";
        const std::string_view got = detail::jsonValueText(object, "Input Dims");
        if (got != v)
            QFAIL(qPrintable(QStringLiteral("object %1: got %2, wrote %3")
                                 .arg(QString::fromStdString(object),
                                     QString::fromStdString(std::string(got)), QString::fromStdString(v))));
    }
}

// Calls whose shapes are written with different white space are one row: three addmm calls (args
// pretty-printed, compact, compact again) and two mm calls whose shapes do not fit (one reason).
void TestOpPerf::signatureWhateverTheLayout()
{
    const char *const addmmArgs[] = {
        "{\n \"External id\": %1,\n \"Input Dims\": [\n  [\n   512\n  ],\n  [\n   141,\n   512\n  ],\n  [\n  "
        " 512,"
        "\n   512\n  ],\n  [],\n  []\n ],\n \"Input type\": [\n  \"c10::BFloat16\",\n  \"c10::BFloat16\",\n  "
        "\"c10::BFloat16\",\n  \"Scalar\",\n  \"Scalar\"\n ],\n \"Concrete Inputs\": [\n  \"\",\n  \"\",\n  "
        "\"\",\n  "
        "\"1\",\n  \"1\"\n ]\n}",
        "{\"External id\":%1,\"Input Dims\":[[512],[141,512],[512,512],[],[]],\"Input "
        "type\":[\"c10::BFloat16\","
        "\"c10::BFloat16\",\"c10::BFloat16\",\"Scalar\",\"Scalar\"],\"Concrete "
        "Inputs\":[\"\",\"\",\"\",\"1\",\"1\"]}",
    };
    const char *const mmArgs[] = {
        "{\"External id\": %1, \"Input Dims\": [[2, 3, 4], [4, 5]], \"Input type\": [\"float\", \"float\"]}",
        "{\"External id\":%1,\"Input Dims\":[[2,3,4],[4,5]],\"Input type\":[\"float\",\"float\"]}",
    };
    QStringList events {
        QStringLiteral(
            R"({"ph": "M", "name": "process_labels", "pid": 0, "tid": 0, "args": {"labels": "GPU 0"}})"),
    };
    struct Call
    {
        const char *name;
        const char *args;
        int kernelUs;
    };
    const Call calls[] = { { "aten::addmm", addmmArgs[0], 10 }, { "aten::addmm", addmmArgs[1], 20 },
        { "aten::addmm", addmmArgs[1], 40 }, { "aten::mm", mmArgs[0], 3 }, { "aten::mm", mmArgs[1], 5 } };
    int ts = 100;
    int correlation = 1;
    for (const Call &c : calls) {
        events << QStringLiteral(
            R"({"ph": "X", "cat": "cpu_op", "name": "%1", "pid": 400, "tid": 400, "ts": %2, "dur": 30, "args": %3})")
                      .arg(QLatin1String(c.name))
                      .arg(ts)
                      .arg(QString::fromLatin1(c.args).arg(ts));
        events << QStringLiteral(
            R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel", "pid": 400, "tid": 400, "ts": %1, "dur": 2, "args": {"correlation": %2}})")
                      .arg(ts + 5)
                      .arg(correlation);
        events << QStringLiteral(
            R"({"ph": "X", "cat": "kernel", "name": "k%1", "pid": 0, "tid": 7, "ts": %2, "dur": %3, "args": {"device": 0, "stream": 7, "correlation": %1}})")
                      .arg(correlation)
                      .arg(ts + 10)
                      .arg(c.kernelUs);
        ts += 100;
        ++correlation;
    }
    const QByteArray text
        = R"({"deviceProperties": [{"id": 0, "name": "NVIDIA H100 80GB HBM3"}], "traceEvents": [)"
        + events.join(QStringLiteral(",\n")).toUtf8() + "]}";
    FileLoadResult loaded = loadTraceBytes(text, QStringLiteral("layouts.json"), size_t(text.size()));
    QVERIFY2(!loaded.error.isError(), loaded.error.toUserMessage().c_str());
    const ProfilePtr profile = loaded.builder.finalize();
    const Profile &p = *profile;
    const OpPerfAnalysis a = analyzeOpPerf(p);
    QCOMPARE(a.rows.size(), size_t(1));
    QCOMPARE(p.str(a.rows[0].name), std::string_view("aten::addmm"));
    QCOMPARE(a.rows[0].count, uint64_t(3));
    QCOMPARE(a.rows[0].kernelNs, int64_t(70000));
    QCOMPARE(a.rows[0].inputDims, std::string("[[512],[141,512],[512,512],[],[]]"));
    QCOMPARE(a.rows[0].flops, 73996800.0);
    QCOMPARE(a.unmodelledCalls, uint64_t(2));
    QCOMPARE(a.reasons.size(), size_t(1));
    QCOMPARE(a.reasons[0].second, uint64_t(2));
}

QTEST_GUILESS_MAIN(TestOpPerf)
#include "tst_opperf.moc"
