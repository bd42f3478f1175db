#pragma once

#include <cstdint>
#include <string_view>

namespace stepline {

// What an event is, decided once from its category (case-insensitive, old and new Kineto names)
// so analyses never compare category strings per event.
enum class EventKind : uint8_t {
    Other,
    Kernel, // kernel, Kernel
    Memcpy, // gpu_memcpy, Memcpy
    Memset, // gpu_memset, Memset
    GpuSync, // cuda_sync
    GpuUserAnnotation, // gpu_user_annotation
    CudaRuntime, // cuda_runtime, Runtime
    CudaDriver, // cuda_driver
    CpuOp, // cpu_op, Operator
    UserAnnotation, // user_annotation
    PythonFunction, // python_function, python
    TraceSpan, // Trace (pseudo spans)
    Overhead, // overhead
};

EventKind eventKindFromCategory(std::string_view category);
std::string_view eventKindName(EventKind kind);

inline bool isGpuActivity(EventKind k)
{
    return k == EventKind::Kernel || k == EventKind::Memcpy || k == EventKind::Memset;
}
inline bool isGpuSide(EventKind k)
{
    return isGpuActivity(k) || k == EventKind::GpuSync || k == EventKind::GpuUserAnnotation;
}
// METRICS.md "Host event": these categories are host events whatever row they sit on (Kineto puts
// Python threads it cannot place on pid 0 / tid 0, the row of GPU 0).
inline bool isAlwaysHost(EventKind k)
{
    return k == EventKind::PythonFunction || k == EventKind::CpuOp || k == EventKind::UserAnnotation
        || k == EventKind::CudaRuntime || k == EventKind::CudaDriver;
}
// A runtime/driver call that puts work on a GPU: kernel and graph launches, memcpys
// (cudaLaunchKernel, cuLaunchKernel, cudaGraphLaunch, hipExtModuleLaunchKernel, cudaMemcpyAsync,
// hipMemcpyWithStream). Synchronize, event and query calls launch nothing.
inline bool launchesGpuWork(std::string_view runtimeCallName)
{
    return runtimeCallName.find("Launch") != std::string_view::npos
        || runtimeCallName.find("Memcpy") != std::string_view::npos;
}
inline bool isLaunchCall(EventKind k)
{
    return k == EventKind::CudaRuntime || k == EventKind::CudaDriver;
}

} // namespace stepline
