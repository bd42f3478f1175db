#include "fixture.h"

#include "precision.h"

#include <QtTest>

using namespace stepline;
using stepline::test::Fixture;

Q_DECLARE_METATYPE(stepline::Precision)

class TestPrecision : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kernelNames_data();
    void kernelNames();
    void typeNames_data();
    void typeNames();
    void demangles();
    void fallbackChain();
};

// FORMATS.md section 5 examples, then names found in /work/shared/traces (raw, as in the files).
void TestPrecision::kernelNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<Precision>("expected");
    auto row = [](const char *tag, const char *name, Precision p) {
        QTest::addRow("%s", tag) << QString::fromUtf8(name) << p;
    };
    // FORMATS.md examples.
    row("cutlass3x e4m3",
        "cutlass3x_sm90_tensorop_gemm_e4m3_e4m3_f32_f32_e4m3_128x128x128_1x1x1_0_tnn_align16",
        Precision::Fp8);
    row("Float8_e4m3fn template",
        "void vllm::scaled_fp8_quant_kernel<c10::Float8_e4m3fn>(c10::Float8_e4m3fn*)", Precision::Fp8);
    row("marlin w4a16", "void marlin::Marlin<256, 1, 8, 8, 4, 8>(int4 const*, int4 const*, int4*)",
        Precision::Int4);
    row("nvfp4", "nvfp4_gemm_kernel_sm100", Precision::Int4);
    row("s4 token", "gemm_s4_bf16_kernel", Precision::Int4);
    row("turing int8", "turing_int8_i8816gemm_int8_128x128_ldg16_nt", Precision::Int8);
    row("xmma i8i8", "sm80_xmma_gemm_i8i8_i8i32_f32_tn_n_tilesize128x128x64", Precision::Int8);
    row("imma", "volta_imma_gemm_kernel", Precision::Int8);
    row("igemm without float tag", "turing_igemm_128x128_nt", Precision::Int8);
    row("ampere bf16", "ampere_bf16_s16816gemm_bf16_256x128_ldg8_f2f_stages_64x3_nn", Precision::Bf16);
    row("cutlass bf16", "cutlass_80_tensorop_bf16_s16816gemm_relu_bf16_64x64_64x6_tn_align8",
        Precision::Bf16);
    row("xmma bf16",
        "sm90_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_segment_k_"
        "off_kernel__5x_cublas",
        Precision::Bf16);
    row("volta h884", "volta_h884gemm_64x64_ldg8_nn", Precision::Fp16);
    row("volta fp16 s884", "volta_fp16_s884gemm_fp16_128x128_ldg8_f2f_nn", Precision::Fp16);
    row("ampere fp16", "ampere_fp16_s16816gemm_fp16_128x128_ldg8_f2f_stages_32x5_nn", Precision::Fp16);
    row("xmma f16f16", "sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32", Precision::Fp16);
    row("__half template", "void flashinfer::norm::FusedAddRMSNormKernel<8u, __half>(__half*, __half*)",
        Precision::Fp16);
    row("turing h1688", "turing_h1688gemm_128x128_ldg8_nn", Precision::Fp16);
    row("c10::Half reduction",
        "void at::native::reduce_kernel<512, 1, at::native::ReduceOp<c10::Half, "
        "at::native::MeanOps<c10::Half, float, float, float>, unsigned int, c10::Half, 4> >",
        Precision::Fp16);
    row("cutlass s1688 tf32", "cutlass_80_tensorop_s1688gemm_256x64_16x4_nn_align4", Precision::Tf32);
    row("xmma fprop tf32",
        "sm80_xmma_fprop_implicit_gemm_tf32f32_tf32f32_f32_nhwckrsc_nchw_tilesize128x128x16_stage4_"
        "warpsize2x2x1_g1_tensor16x8x8_execute_kernel_cudnn",
        Precision::Tf32);
    row("xmma gemm tf32", "sm90_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize128x128x32", Precision::Tf32);
    row("xmma f64", "sm90_xmma_gemm_f64f64_f64f64_f64_nt_n_tilesize64x64x16", Precision::Fp64);
    row("dgemm", "volta_dgemm_128x64_nn", Precision::Fp64);
    row("volta sgemm", "volta_sgemm_128x64_nn", Precision::Fp32);
    row("ampere sgemm", "ampere_sgemm_32x128_nt", Precision::Fp32);
    row("cutlass simt sgemm", "cutlass_80_simt_sgemm_128x128_8x4_nn_align1", Precision::Fp32);
    row("scudnn", "cudnn_ampere_scudnn_128x64_relu_xregs_large_nn_v1", Precision::Fp32);
    row("implicit convolve sgemm",
        "void implicit_convolve_sgemm<float, float, 128, 5, 5, 3, 3, 3, 1, false, false, true>(int, int)",
        Precision::Fp32);
    row("template float",
        "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
        "at::detail::Array<char*, 1> >(int, at::native::FillFunctor<float>, at::detail::Array<char*, 1>)",
        Precision::Fp32);
    row("triton", "triton_poi_fused_add_0", Precision::Unknown);
    row("memcpy-like", "Memcpy DtoD (Device -> Device)", Precision::Unknown);
    row("generic elementwise long",
        "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<long>, "
        "at::detail::Array<char*, 1> >(int, at::native::FillFunctor<long>, at::detail::Array<char*, 1>)",
        Precision::Unknown);
    // Names from /work/shared/traces where the plain rule order would mislead.
    row("MIOpen implicit gemm bf16 (mi300)",
        "igemm_fwd_gtcx3_nhwc_bf16_bx0_ex1_bt64x128x32_wt32x32x8_ws1x1_wr2x1_ta1x8x1x1_1x4x1x64_tb1x8x2x1_"
        "1x4x1x64_gkgs",
        Precision::Bf16);
    row("NCCL SendRecv bytes (dlrm)", "ncclKernel_SendRecv_RING_SIMPLE_Sum_int8_t(ncclWorkElem)",
        Precision::Unknown);
    row("NCCL AllReduce float (dlrm)", "ncclKernel_AllReduce_RING_LL_Sum_float(ncclWorkElem)",
        Precision::Fp32);
    row("float lambda with double params",
        "void at::native::vectorized_elementwise_kernel<4, "
        "at::native::nan_to_num_kernel_cuda(at::TensorIteratorBase&, c10::optional<double>, "
        "c10::optional<double>, c10::optional<double>)::{lambda()#1}::operator()() "
        "const::{lambda()#4}::operator()() const::{lambda(float)#1}, at::detail::Array<char*, 2> >",
        Precision::Fp32);
    row("double functor",
        "void at::native::vectorized_elementwise_kernel<4, at::native::CUDAFunctor_add<double>, "
        "at::detail::Array<char*, 3> >(int, at::native::CUDAFunctor_add<double>, at::detail::Array<char*, "
        "3>)",
        Precision::Fp64);
    row("vllm fp8 quant (h100)",
        "void vllm::scaled_fp8_quant_kernel_strided<c10::BFloat16, c10::Float8_e4m3fn>(c10::Float8_e4m3fn*, "
        "c10::BFloat16 const*, float const*, int, long, long)",
        Precision::Fp8);
    row("b200 mxfp4 bmm",
        "bmm_Bfloat16_MxE2m1MxE4m3_Fp32_t128x16x256u2_s3_et128x16_m128x16x32_cga1x1x1_16dp256b_rM_TN_"
        "transOut_schedP2x1x2x3_biasM_bN_tmaOpt_clmp_dynBatch_sm100f",
        Precision::Fp8);
    row("MIOpen transpose half (mi300)", "batched_transpose_16x32_half", Precision::Fp16);
    row("layer norm bf16 + float",
        "void at::native::(anonymous namespace)::vectorized_layer_norm_kernel<c10::BFloat16, float>(int, "
        "float, c10::BFloat16 const*)",
        Precision::Bf16);
    row("cudnn mangled (h100)", "_ZN19cutlass_cudnn_train6KernelINS_4conv6kernel23ImplicitGemmConvolutionE",
        Precision::Unknown);
    row("mangled float", "_Z10add_kernelIfEvPT_S1_i", Precision::Fp32);
    row("mangled half", "_Z10add_kernelIN3c104HalfEEvPT_S3_i", Precision::Fp16);
}

void TestPrecision::kernelNames()
{
    QFETCH(QString, name);
    QFETCH(Precision, expected);
    const std::string demangled = demangle(name.toStdString());
    const Precision got = precisionFromKernelName(demangled);
    QVERIFY2(got == expected, (std::string(precisionKey(got)) + " for " + demangled).c_str());
}

void TestPrecision::typeNames_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("list");
    QTest::addColumn<Precision>("expected");
    auto row = [](const char *tag, const char *text, bool list, Precision p) {
        QTest::addRow("%s", tag) << QString::fromUtf8(text) << list << p;
    };
    row("nccl Float", "\"Float\"", false, Precision::Fp32);
    row("nccl BFloat16", "\"BFloat16\"", false, Precision::Bf16);
    row("nccl Half", "Half", false, Precision::Fp16);
    row("nccl Double", "Double", false, Precision::Fp64);
    row("nccl Char", "Char", false, Precision::Int8);
    row("nccl Byte", "Byte", false, Precision::Unknown);
    row("nccl Long", "Long", false, Precision::Unknown);
    row("torch float8", "torch.float8_e4m3fn", false, Precision::Fp8);
    row("c10 half", "c10::Half", false, Precision::Fp16);
    row("complex", "c10::complex<float>", false, Precision::Unknown);
    row("input bf16", R"(["c10::BFloat16", "c10::BFloat16", "", "Scalar"])", true, Precision::Bf16);
    row("input float", R"(["float", "long int", ""])", true, Precision::Fp32);
    row("input narrowest", R"(["float", "c10::Half", "float"])", true, Precision::Fp16);
    row("input none", R"(["long int", "bool", ""])", true, Precision::Unknown);
    row("input empty", "[]", true, Precision::Unknown);
}

void TestPrecision::typeNames()
{
    QFETCH(QString, text);
    QFETCH(bool, list);
    QFETCH(Precision, expected);
    const std::string t = text.toStdString();
    const Precision got = list ? precisionFromInputTypes(t) : precisionFromTypeName(t);
    QVERIFY2(got == expected, std::string(precisionKey(got)).c_str());
}

void TestPrecision::demangles()
{
    QCOMPARE(demangle("_Z3fooi"), std::string("foo(int)"));
    QCOMPARE(demangle("volta_sgemm_128x64_nn"), std::string("volta_sgemm_128x64_nn"));
    QCOMPARE(demangle("_Znot-a-name"), std::string("_Znot-a-name"));
}

// Kernels whose names say nothing: args.dtype (NCCL), the External-id cpu_op's Input type, the
// launching runtime call's enclosing cpu_op, else unknown. Buckets sum to the kernel total.
void TestPrecision::fallbackChain()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId host = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    // By name: 100 ns of bf16.
    f.slice(g, 0, 100, "ampere_bf16_s16816gemm_bf16_256x128_ldg8_f2f_stages_64x3_nn", "kernel");
    // By args.dtype: 20 ns of fp32.
    f.slice(g, 200, 20, "ncclDevKernel_Generic(ncclDevKernelArgsStorage<4096ul>)", "kernel",
        R"({"device": 0, "dtype": "Float", "Collective name": "allreduce"})");
    // By External id -> cpu_op Input type: 30 ns of fp16.
    const uint32_t op = f.slice(
        host, 300, 50, "aten::add", "cpu_op", R"({"Input type": ["c10::Half", "c10::Half", "Scalar"]})");
    const uint32_t k1 = f.slice(g, 400, 30, "triton_poi_fused_add_0", "kernel");
    f.b.setExternalId(op, r, 7);
    f.b.setExternalId(k1, r, 7);
    // By launch -> enclosing cpu_op: 40 ns of bf16.
    f.slice(host, 500, 100, "aten::mul", "cpu_op", R"({"Input type": ["c10::BFloat16", ""]})");
    const uint32_t launch = f.slice(host, 510, 10, "cuLaunchKernel", "cuda_driver");
    const uint32_t k2 = f.slice(g, 600, 40, "triton_poi_fused_mul_1", "kernel");
    f.b.setCorrelation(launch, r, 11);
    f.b.setCorrelation(k2, r, 11);
    // Nothing to go on: 5 ns unknown.
    f.slice(g, 700, 5, "triton_red_fused_2", "kernel");
    const ProfilePtr p = f.finalize();
    const PrecisionBreakdown b = precisionBreakdown(*p);
    QCOMPARE(b.kernels, uint64_t(5));
    QCOMPARE(b.ns[size_t(Precision::Bf16)], int64_t(140));
    QCOMPARE(b.count[size_t(Precision::Bf16)], uint64_t(2));
    QCOMPARE(b.ns[size_t(Precision::Fp32)], int64_t(20));
    QCOMPARE(b.ns[size_t(Precision::Fp16)], int64_t(30));
    QCOMPARE(b.ns[size_t(Precision::Unknown)], int64_t(5));
    QCOMPARE(b.bySource[size_t(PrecisionSource::Name)], uint64_t(1));
    QCOMPARE(b.bySource[size_t(PrecisionSource::Dtype)], uint64_t(1));
    QCOMPARE(b.bySource[size_t(PrecisionSource::InputType)], uint64_t(2));
    QCOMPARE(b.bySource[size_t(PrecisionSource::None)], uint64_t(1));
    int64_t sum = 0;
    for (int64_t ns : b.ns)
        sum += ns;
    QCOMPARE(sum, b.totalNs);
    QCOMPARE(b.totalNs, int64_t(195));
}

QTEST_GUILESS_MAIN(TestPrecision)
#include "tst_precision.moc"
