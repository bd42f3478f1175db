#include "kernelcatalog.h"

#include "splitmix64.h"

namespace stepline {

namespace {

KernelSpec spec(const char *name, int registers, int sharedMemory, int grid, int block, int occupancy)
{
    return KernelSpec { name, registers, sharedMemory, grid, block, occupancy };
}

KernelCatalog makeCatalog()
{
    KernelCatalog c;
    c.gemms = {
        { "bf16",
            spec("ampere_bf16_s16816gemm_bf16_128x128_ldg8_f2f_stages_64x3_nn", 238, 98304, 640, 256, 12),
            spec("ampere_bf16_s16816gemm_bf16_64x64_sliced1x2_ldg8_f2f_stages_64x5_nt", 168, 81920, 1152, 128,
                18),
            spec("sm80_xmma_gemm_bf16bf16_bf16f32_f32_tn_n_tilesize128x128x32_stage4_warpsize2x2x1_"
                 "tensor16x8x16_kernel",
                222, 73728, 768, 128, 14) },
        { "fp16", spec("volta_h884gemm_64x64_ldg8_nn", 126, 49152, 1536, 128, 24),
            spec("volta_h884gemm_128x128_ldg8_nt", 232, 65536, 512, 256, 12),
            spec("ampere_fp16_s16816gemm_fp16_128x64_ldg8_f2f_stages_64x4_tn", 198, 81920, 864, 128, 16) },
        { "tf32",
            spec("sm80_xmma_gemm_f32f32_tf32f32_f32_nn_n_tilesize128x128x16_stage4_warpsize2x2x1_"
                 "tensor16x8x8_kernel",
                236, 98304, 640, 128, 12),
            spec("cutlass_80_tensorop_s1688gemm_256x64_16x4_nn_align4", 230, 81920, 480, 256, 12),
            spec("sm80_xmma_gemm_f32f32_tf32f32_f32_tn_n_tilesize64x64x32_stage5_warpsize2x2x1_tensor16x8x8_"
                 "kernel",
                168, 61440, 1280, 128, 20) },
        { "fp32", spec("ampere_sgemm_128x64_nn", 122, 32768, 960, 128, 25),
            spec("volta_sgemm_128x64_nt", 122, 32768, 960, 128, 25),
            spec("ampere_sgemm_32x128_tn", 86, 16384, 1920, 256, 31) },
        { "fp8",
            spec("sm90_xmma_gemm_e4m3e4m3_bf16f32_f32_tn_n_tilesize128x128x64_warpgroupsize1x1x1_execute_"
                 "segment_k_off_kernel__5x_cublas",
                168, 196608, 264, 384, 9),
            spec("cutlass3x_sm90_tensorop_gemm_e4m3_e4m3_f32_bf16_bf16_128x128x128_1x1x1_0_tnn_align16_"
                 "warpspecialized_cooperative",
                168, 213000, 264, 384, 9),
            spec("sm90_xmma_gemm_e4m3e4m3_f32f32_f32_tn_n_tilesize64x128x128_warpgroupsize1x1x1_execute_"
                 "segment_k_off_kernel__5x_cublas",
                168, 180224, 528, 384, 9) },
        { "int8",
            spec("sm80_xmma_gemm_i8i8_i8i32_f32_tn_n_tilesize128x128x64_stage3_warpsize2x2x1_tensor16x8x32_"
                 "imma_kernel",
                224, 98304, 640, 128, 12),
            spec("turing_int8_i8816gemm_int8_128x128_ldg16_nt", 210, 65536, 640, 256, 12),
            spec("ampere_int8_imma_gemm_i8i32_128x128_ldg16_stages_64x3_tn", 214, 81920, 640, 256, 12) },
    };
    c.batchNormForward = spec("void cudnn::bn_fw_tr_1C11_singleread_spec<512, 1, 2, 0>(cudnnTensorStruct, "
                              "cudnnTensorStruct, cudnn::reduced_divisor, int)",
        40, 4096, 432, 512, 62);
    c.batchNormBackward = spec("void cudnn::bn_bw_1C11_singleread_spec<512, 1, 2, 0>(cudnnTensorStruct, "
                               "cudnnTensorStruct, cudnnTensorStruct, cudnn::reduced_divisor, int)",
        48, 6144, 432, 512, 58);
    c.reluForward
        = spec("void at::native::vectorized_elementwise_kernel<4, at::native::(anonymous namespace)::"
               "relu_functor, at::detail::Array<char*, 2> >(int, at::native::(anonymous namespace)::"
               "relu_functor, at::detail::Array<char*, 2>)",
            20, 0, 2304, 128, 86);
    c.reluBackward
        = spec("void at::native::vectorized_elementwise_kernel<4, at::native::threshold_backward_"
               "functor, at::detail::Array<char*, 3> >(int, at::native::threshold_backward_functor, "
               "at::detail::Array<char*, 3>)",
            22, 0, 2304, 128, 84);
    c.softmaxForward = spec(
        "void (anonymous namespace)::softmax_warp_forward<8, 1024, true>(int, int, int)", 32, 0, 64, 128, 40);
    c.nllForward = spec("void at::native::(anonymous namespace)::nll_loss_forward_reduce_cuda_kernel_2d(int, "
                        "int, int, long)",
        30, 2048, 1, 32, 1);
    c.multiTensorApply
        = spec("void at::native::(anonymous namespace)::multi_tensor_apply_kernel<at::native::"
               "(anonymous namespace)::TensorListMetadata<3>, at::native::(anonymous namespace)::"
               "BinaryOpListAlphaFunctor<float, 3, 3, 0>, std::plus<float>, float>(at::native::"
               "(anonymous namespace)::TensorListMetadata<3>, std::plus<float>, float)",
            64, 0, 320, 512, 45);
    c.ncclAllReduceBf16 = spec(
        "ncclDevKernel_AllReduce_Sum_bf16_RING_LL(ncclDevKernelArgsStorage<4096ul>)", 96, 103808, 24, 512, 0);
    c.ncclAllReduceF32 = spec(
        "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)", 96, 103808, 24, 512, 0);
    return c;
}

} // namespace

const KernelCatalog &kernelCatalog()
{
    static const KernelCatalog catalog = makeCatalog();
    return catalog;
}

const DeviceSpec &deviceSpec(TraceGpu gpu)
{
    static const DeviceSpec kSpecs[] = {
        { "NVIDIA A100-SXM4-40GB", 42298834944LL, 8, 0, 2048, 167936, 166912, 108 },
        { "NVIDIA H100 80GB HBM3", 85045183488LL, 9, 0, 2048, 233472, 232448, 132 },
        { "NVIDIA A10G", 23836098560LL, 8, 6, 1536, 102400, 101376, 80 },
        { "Tesla V100-SXM2-16GB", 16945512448LL, 7, 0, 2048, 98304, 98304, 80 },
    };
    return kSpecs[int(gpu)];
}

std::vector<LayerSpec> buildModel(uint64_t seed, int layers, int sms)
{
    const KernelCatalog &c = kernelCatalog();
    SplitMix64 rng(seed ^ 0x5eed0f0de1ULL);
    // Smaller GPUs take longer for the same work.
    const int64_t speed = sms >= 100 ? 100 : 160;
    std::vector<LayerSpec> model;
    for (int i = 0; i < layers; ++i) {
        LayerSpec l;
        size_t family = 0;
        if (i >= 1 && size_t(i) < c.gemms.size())
            family = size_t(i); // layers 1..5: one of each non-bf16 family
        else if (i > 0 && rng.chance(30))
            family = size_t(rng.range(1, int64_t(c.gemms.size()) - 1));
        l.gemm = &c.gemms[family];
        // Deeper ResNet stages have fewer pixels but more channels: similar cost, some spread.
        l.gemmNs = rng.range(60, 420) * 1000 * speed / 100;
        l.elementwiseNs = rng.range(12, 60) * 1000 * speed / 100;
        model.push_back(l);
    }
    return model;
}

} // namespace stepline
