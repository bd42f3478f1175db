#include "explainfinding.h"

namespace stepline {

std::string_view adviceFor(GpuTimeKind kind)
{
    switch (kind) {
    case GpuTimeKind::Queued:
        return "The work was already enqueued but waited on a stream or event dependency (or launch "
               "latency): "
               "look for cross-stream waits and serializing dependencies, and overlap independent work on "
               "separate streams.";
    case GpuTimeKind::Launch:
        return "The GPU waited for kernel launches to reach it: the kernels are too small for the launch "
               "overhead. Fuse them or capture the step with CUDA graphs (torch.compile "
               "mode=\"reduce-overhead\").";
    case GpuTimeKind::DataLoader:
        return "The GPU waited for the next batch: raise DataLoader num_workers, set pin_memory=True and "
               "persistent_workers=True, raise prefetch_factor, or move decoding and augmentation off the "
               "training process.";
    case GpuTimeKind::Sync:
        return "The host blocked on the GPU (a synchronize, a blocking copy or .item()): remove .item(), "
               ".cpu() and printing of tensors from the step, copy with non_blocking=True, and log metrics "
               "every N steps.";
    case GpuTimeKind::HostOps:
        return "The GPU waited while the host ran operators and Python before the next launch: the step is "
               "host-bound. Use CUDA graphs or torch.compile, a larger batch, or fewer, bigger operations.";
    case GpuTimeKind::HostOther:
        return "The launching thread was outside every profiled event (unprofiled Python, garbage "
               "collection, "
               "I/O, logging): profile with with_stack=True to find it, and move such work out of the loop.";
    case GpuTimeKind::Unattributed:
        return "No launch call is linked to the work that ended these gaps (the trace lacks correlation ids, "
               "or "
               "the profile ends idle): record CPU and CUDA activity together to learn the cause.";
    case GpuTimeKind::ExposedComm:
        return "Communication was not hidden behind computation: overlap it (DDP gradient bucketing, "
               "bucket_cap_mb, FSDP prefetching), check for a slow rank, or send fewer bytes (bf16 "
               "gradients, "
               "gradient accumulation).";
    case GpuTimeKind::ExposedMemcpy:
        return "Copies were not hidden behind kernels: use pinned memory with non_blocking=True, prefetch "
               "the "
               "next batch on a side stream, and avoid host round-trips.";
    }
    return {};
}

} // namespace stepline
