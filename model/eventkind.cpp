#include "eventkind.h"

#include <array>
#include <cctype>
#include <string>

namespace stepline {

namespace {
bool equalsNoCase(std::string_view a, std::string_view b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i])))
            return false;
    }
    return true;
}

struct Mapping
{
    std::string_view category;
    EventKind kind;
};

constexpr std::array kMappings = {
    Mapping { "kernel", EventKind::Kernel },
    Mapping { "gpu_memcpy", EventKind::Memcpy },
    Mapping { "memcpy", EventKind::Memcpy },
    Mapping { "gpu_memset", EventKind::Memset },
    Mapping { "memset", EventKind::Memset },
    Mapping { "cuda_sync", EventKind::GpuSync },
    Mapping { "gpu_user_annotation", EventKind::GpuUserAnnotation },
    Mapping { "cuda_runtime", EventKind::CudaRuntime },
    Mapping { "runtime", EventKind::CudaRuntime },
    Mapping { "cuda_driver", EventKind::CudaDriver },
    Mapping { "driver", EventKind::CudaDriver },
    Mapping { "cpu_op", EventKind::CpuOp },
    Mapping { "operator", EventKind::CpuOp },
    Mapping { "user_annotation", EventKind::UserAnnotation },
    Mapping { "python_function", EventKind::PythonFunction },
    Mapping { "python", EventKind::PythonFunction },
    Mapping { "trace", EventKind::TraceSpan },
    Mapping { "overhead", EventKind::Overhead },
};
} // namespace

EventKind eventKindFromCategory(std::string_view category)
{
    for (const Mapping &m : kMappings) {
        if (equalsNoCase(category, m.category))
            return m.kind;
    }
    return EventKind::Other;
}

std::string_view eventKindName(EventKind kind)
{
    switch (kind) {
    case EventKind::Kernel:
        return "kernel";
    case EventKind::Memcpy:
        return "memcpy";
    case EventKind::Memset:
        return "memset";
    case EventKind::GpuSync:
        return "sync";
    case EventKind::GpuUserAnnotation:
        return "gpu_user_annotation";
    case EventKind::CudaRuntime:
        return "cuda_runtime";
    case EventKind::CudaDriver:
        return "cuda_driver";
    case EventKind::CpuOp:
        return "cpu_op";
    case EventKind::UserAnnotation:
        return "user_annotation";
    case EventKind::PythonFunction:
        return "python_function";
    case EventKind::TraceSpan:
        return "trace";
    case EventKind::Overhead:
        return "overhead";
    case EventKind::Other:
        break;
    }
    return "other";
}

} // namespace stepline
