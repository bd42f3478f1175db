#include "gpupeaks.h"

#include <array>
#include <cctype>

namespace stepline {

namespace {

constexpr std::string_view kA100
    = "NVIDIA A100 Tensor Core GPU datasheet (nvidia-a100-datasheet-us-nvidia-1758950-r4)";
constexpr std::string_view kH100 = "NVIDIA H100 Tensor Core GPU datasheet (H100 SXM / PCIe / NVL columns)";
constexpr std::string_view kH200 = "NVIDIA H200 Tensor Core GPU datasheet (H200 SXM / NVL columns)";
constexpr std::string_view kB200
    = "NVIDIA HGX B200 specifications, nvidia.com/en-us/data-center/hgx (per GPU: 1/8 of HGX B200)";
constexpr std::string_view kL4 = "NVIDIA L4 Tensor Core GPU datasheet";
constexpr std::string_view kL40S = "NVIDIA L40S GPU datasheet";
constexpr std::string_view kV100 = "NVIDIA Tesla V100 GPU Accelerator datasheet";
constexpr std::string_view kMI210 = "AMD Instinct MI210 accelerator specifications, "
                                    "amd.com/en/products/accelerators/instinct/mi200/mi210.html";
constexpr std::string_view kMI250 = "AMD Instinct MI250X / MI250 accelerator specifications, "
                                    "amd.com/en/products/accelerators/instinct/mi200";
constexpr std::string_view kMI300X
    = "AMD Instinct MI300X data sheet, amd.com/en/products/accelerators/instinct/mi300/mi300x.html";
constexpr std::string_view kMI325X
    = "AMD Instinct MI325X data sheet, amd.com/en/products/accelerators/instinct/mi300/mi325x.html";
constexpr std::string_view kMI355X
    = "AMD Instinct MI355X specifications, amd.com/en/products/accelerators/instinct/mi350/mi355x.html";

// Dense figures: where a datasheet gives "X | 2X with sparsity" the table holds X. fp64 is the
// FP64 tensor / matrix rate. Names are those of deviceProperties / hipGetDeviceProperties.
// ROCm names MI250 and MI250X boards alike ("AMD Instinct MI250X/MI250"): the higher MI250X rates
// are used, so an efficiency is never overstated.
//                 name                          fp64   fp32  fp32M   tf32    bf16    fp16     fp8    int8
//                 TB/s
constexpr std::array kPeaks = {
    GpuPeak { "NVIDIA A100-SXM4-80GB", 19.5, 19.5, 19.5, 156, 312, 312, 0, 624, 2.039, kA100 },
    GpuPeak { "NVIDIA A100-SXM4-40GB", 19.5, 19.5, 19.5, 156, 312, 312, 0, 624, 1.555, kA100 },
    GpuPeak { "NVIDIA A100-PG509-200", 19.5, 19.5, 19.5, 156, 312, 312, 0, 624, 1.555, kA100 },
    GpuPeak { "NVIDIA A100 80GB PCIe", 19.5, 19.5, 19.5, 156, 312, 312, 0, 624, 1.935, kA100 },
    GpuPeak { "NVIDIA A100-PCIE-40GB", 19.5, 19.5, 19.5, 156, 312, 312, 0, 624, 1.555, kA100 },
    GpuPeak { "NVIDIA H100 80GB HBM3", 67, 67, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 3.35, kH100 },
    GpuPeak { "NVIDIA H100 PCIe", 51, 51, 51, 378, 756, 756, 1513, 1513, 2.0, kH100 },
    GpuPeak { "NVIDIA H100 NVL", 60, 60, 60, 417.5, 835, 835, 1670.5, 1670.5, 3.9, kH100 },
    GpuPeak { "NVIDIA H200", 67, 67, 67, 494.7, 989.4, 989.4, 1978.9, 1978.9, 4.8, kH200 },
    GpuPeak { "NVIDIA H200 NVL", 60, 60, 60, 417.5, 835, 835, 1670.5, 1670.5, 4.8, kH200 },
    GpuPeak { "NVIDIA B200", 37, 75, 75, 1125, 2250, 2250, 4500, 4500, 8.0, kB200 },
    GpuPeak { "NVIDIA L4", 0, 30.3, 30.3, 60, 121, 121, 242.5, 242.5, 0.3, kL4 },
    GpuPeak { "NVIDIA L40S", 0, 91.6, 91.6, 183, 362.05, 362.05, 733, 733, 0.864, kL40S },
    GpuPeak { "Tesla V100-SXM2-32GB", 7.8, 15.7, 15.7, 0, 0, 125, 0, 0, 0.9, kV100 },
    GpuPeak { "Tesla V100-SXM2-16GB", 7.8, 15.7, 15.7, 0, 0, 125, 0, 0, 0.9, kV100 },
    GpuPeak { "Tesla V100-PCIE-32GB", 7, 14, 14, 0, 0, 112, 0, 0, 0.9, kV100 },
    GpuPeak { "Tesla V100-PCIE-16GB", 7, 14, 14, 0, 0, 112, 0, 0, 0.9, kV100 },
    GpuPeak { "AMD Instinct MI210", 45.3, 22.6, 45.3, 0, 181, 181, 0, 181, 1.6384, kMI210 },
    GpuPeak { "AMD Instinct MI250X", 95.7, 47.9, 95.7, 0, 383, 383, 0, 383, 3.2768, kMI250 },
    GpuPeak { "AMD Instinct MI250X/MI250", 95.7, 47.9, 95.7, 0, 383, 383, 0, 383, 3.2768, kMI250 },
    GpuPeak { "AMD Instinct MI250", 90.5, 45.3, 90.5, 0, 362.1, 362.1, 0, 362.1, 3.2768, kMI250 },
    GpuPeak {
        "AMD Instinct MI300X", 163.4, 163.4, 163.4, 653.7, 1307.4, 1307.4, 2614.9, 2614.9, 5.3, kMI300X },
    GpuPeak {
        "AMD Instinct MI325X", 163.4, 163.4, 163.4, 653.7, 1307.4, 1307.4, 2614.9, 2614.9, 6.0, kMI325X },
    GpuPeak { "AMD Instinct MI355X", 78.6, 157.3, 157.3, 0, 2516.6, 2516.6, 5033.2, 5033.2, 8.0, kMI355X },
};

bool equalsIgnoreCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    return true;
}

} // namespace

std::span<const GpuPeak> gpuPeakTable()
{
    return kPeaks;
}

const GpuPeak *findGpuPeak(std::string_view deviceName)
{
    while (!deviceName.empty() && deviceName.back() == ' ')
        deviceName.remove_suffix(1);
    for (const GpuPeak &g : kPeaks)
        if (g.name == deviceName)
            return &g;
    for (const GpuPeak &g : kPeaks)
        if (equalsIgnoreCase(g.name, deviceName))
            return &g;
    // A virtual function of an SR-IOV-partitioned GPU (cloud MI300X instances report "AMD
    // Instinct MI300X VF") is the whole chip's silicon: the same peaks.
    constexpr std::string_view kVirtualFunction = " VF";
    if (deviceName.size() > kVirtualFunction.size()
        && equalsIgnoreCase(deviceName.substr(deviceName.size() - kVirtualFunction.size()), kVirtualFunction))
        return findGpuPeak(deviceName.substr(0, deviceName.size() - kVirtualFunction.size()));
    return nullptr;
}

double peakTflops(const GpuPeak &gpu, Precision p, bool matrix)
{
    if (!matrix)
        return gpu.fp32;
    switch (p) {
    case Precision::Fp64:
        return gpu.fp64;
    case Precision::Fp32:
        return gpu.fp32Matrix;
    case Precision::Tf32:
        return gpu.tf32;
    case Precision::Bf16:
        return gpu.bf16;
    case Precision::Fp16:
        return gpu.fp16;
    case Precision::Fp8:
        return gpu.fp8;
    case Precision::Int8:
        return gpu.int8;
    default:
        return 0;
    }
}

} // namespace stepline
