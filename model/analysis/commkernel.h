#pragma once

#include <string_view>

namespace stepline {

// METRICS.md "GPU time breakdown": a communication kernel is a kernel whose name contains `nccl`
// or `rccl` (case-insensitive), or `cross_device_reduce`. Only kernels: call it for GPU activity
// of kind Kernel.
bool isCommunicationKernelName(std::string_view name);

// METRICS.md "Collectives across ranks": the collective kind of a communication kernel, the name
// up to the first `_` after `Kernel_` ("ncclDevKernel_AllReduce_Sum_f32_RING_LL(...)" ->
// "AllReduce"). Names without `Kernel_` (cross_device_reduce_2stage, some RCCL kernels) are their
// own kind: the name up to its argument list. A view into name.
std::string_view collectiveKindOfName(std::string_view name);

} // namespace stepline
