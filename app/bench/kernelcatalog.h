#pragma once

#include "traceoptions.h"

#include <cstdint>
#include <string>
#include <vector>

// Device properties and kernel names the trace generator draws from. Names follow the real
// cuBLAS / cuDNN / CUTLASS / PyTorch / NCCL kernels listed in shared/FORMATS.md section 5, so the
// precision classifier sees every class: bf16, fp16, tf32, fp32, fp8, int8, and kernels whose
// precision the name does not tell.
namespace stepline {

struct DeviceSpec
{
    const char *name;
    int64_t totalGlobalMem;
    int computeMajor;
    int computeMinor;
    int maxThreadsPerSm;
    int sharedMemPerSm;
    int sharedMemPerBlockOptin;
    int sms;
};

struct KernelSpec
{
    std::string name;
    int registers = 32;
    int sharedMemory = 0;
    int grid = 1;
    int block = 128;
    int occupancy = 50; // est. achieved occupancy %
};

// The three kernels of one convolution layer in one precision.
struct GemmFamily
{
    const char *precision; // "bf16", "fp16", ... (documentation and tests only)
    KernelSpec forward;
    KernelSpec dgrad;
    KernelSpec wgrad;
};

struct LayerSpec
{
    const GemmFamily *gemm = nullptr;
    int64_t gemmNs = 0; // forward gemm duration; backward gemms scale from it
    int64_t elementwiseNs = 0; // batch-norm duration; relu takes half
};

struct KernelCatalog
{
    std::vector<GemmFamily> gemms; // bf16 first; every precision class once
    KernelSpec batchNormForward;
    KernelSpec batchNormBackward;
    KernelSpec reluForward;
    KernelSpec reluBackward;
    KernelSpec softmaxForward;
    KernelSpec nllForward;
    KernelSpec multiTensorApply;
    KernelSpec ncclAllReduceBf16;
    KernelSpec ncclAllReduceF32;
};

const KernelCatalog &kernelCatalog();
const DeviceSpec &deviceSpec(TraceGpu gpu);

// The simulated network: `layers` conv/bn/relu layers, the same for every rank of a job (it
// depends on the seed only). The first layers cover every precision family once; the rest are
// mostly bf16.
std::vector<LayerSpec> buildModel(uint64_t seed, int layers, int sms);

} // namespace stepline
