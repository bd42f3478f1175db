#pragma once

#include "precision.h"

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace stepline {

// Dense (no sparsity) peak throughput of one GPU model, from its vendor's datasheet. TFLOP/s per
// precision of matrix (tensor-core / matrix-core) work; 0 where the GPU has no such mode. fp32 is
// the vector (CUDA-core / SIMD) fp32 rate, which is also the roof of element-wise work.
struct GpuPeak
{
    std::string_view name; // deviceProperties "name", exactly as the driver reports it
    double fp64 = 0;
    double fp32 = 0; // vector
    double fp32Matrix = 0; // fp32 on matrix cores (AMD); NVIDIA's equals the vector rate
    double tf32 = 0;
    double bf16 = 0;
    double fp16 = 0;
    double fp8 = 0;
    double int8 = 0;
    double tbPerS = 0; // memory bandwidth, TB/s (10^12 bytes)
    std::string_view source; // datasheet
};

std::span<const GpuPeak> gpuPeakTable();

// The row for a deviceProperties name (exact, then case-insensitive); nullptr when not listed.
const GpuPeak *findGpuPeak(std::string_view deviceName);

// Peak TFLOP/s of a GPU for work at precision p: matrix work at its tensor rate (fp32 GEMMs on the
// fp32 vector rate: PyTorch uses TF32 only when allowed), vector work at the fp32 vector rate.
// 0 when the GPU has no rate for it.
double peakTflops(const GpuPeak &gpu, Precision p, bool matrix);

// --peak-tflops / --peak-tbps: replace the table for every device (one value for all precisions).
struct PeakOverride
{
    std::optional<double> tflops;
    std::optional<double> tbPerS;
    bool any() const { return tflops || tbPerS; }
};

} // namespace stepline
