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
inline bool isLaunchCall(EventKind k)
{
    return k == EventKind::CudaRuntime || k == EventKind::CudaDriver;
}

} // namespace stepline
