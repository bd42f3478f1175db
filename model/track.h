#pragma once

#include "ids.h"

#include <cstdint>

namespace stepline {

enum class TrackKind : uint8_t {
    CpuThread, // a host thread: pid = OS pid, tid = OS tid
    GpuStream, // a GPU row: pid = device index, tid = stream id (Kineto); device set
    Async, // nestable async spans (b/n/e) of one (pid, cat, id scope) on a host
    Pseudo, // Kineto pseudo rows: pid "Spans"/"Traces", overhead rows
};

// A process of one rank: a host process or the GPU "process" of one device.
struct Process
{
    uint32_t rank = 0; // index into Profile::ranks()
    int64_t pid = 0; // numeric pid; string pids get a synthetic negative value
    StringId pidText; // the pid as written when it was a string ("Spans", "CPU functions")
    StringId name; // process_name metadata
    StringId labels; // process_labels metadata ("CPU", "GPU 0")
    int32_t sortIndex = 0; // process_sort_index, else pid order
    bool hasSortIndex = false;
    bool isGpu = false; // from labels, else from the events on its rows
    int32_t device = -1; // GPU device index when isGpu
};

struct Track
{
    TrackKind kind = TrackKind::CpuThread;
    ProcessId process;
    uint32_t rank = 0;
    int64_t tid = 0; // numeric tid; string tids get a synthetic value
    StringId tidText; // the tid as written when it was a string ("stream 7")
    StringId name; // thread_name metadata, or a generated name ("stream 7", "thread 12")
    int32_t sortIndex = 0; // thread_sort_index, else tid order
    bool hasSortIndex = false;
    int32_t device = -1; // GPU device for GpuStream rows
    int64_t stream = -1; // stream id for GpuStream rows
    // Filled by finalize(): slices of this track occupy [sliceBegin, sliceEnd) and depth d occupies
    // depthOffsets[depthBegin + d] .. depthOffsets[depthBegin + d + 1].
    uint32_t sliceBegin = 0;
    uint32_t sliceEnd = 0;
    uint32_t depthBegin = 0;
    uint16_t depthCount = 0;
};

} // namespace stepline
