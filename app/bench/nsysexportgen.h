#pragma once

#include <QString>

#include <cstdint>
#include <string>

namespace stepline {

// Writes Nsight Systems SQLite exports (as `nsys export --type sqlite` lays them out) through
// libsqlite3, for tests and stepline-bench. Three table shapes: Schema::Current is the 3.x export
// (names as StringIds ids, TARGET_INFO_GPU, ENUM tables, graphNodeId, session start time);
// Schema::V2 is the 2.x export of nsys 2020-2021 (names as ids, TARGET_INFO_GPU with cuDevice,
// graphNodeId and memset tables, but no PROCESSES, no TARGET_INFO_SESSION_START_TIME or
// TARGET_INFO_SYSTEM_ENV, no ENUM or META_DATA tables); Schema::Old is the oldest shape (kernel and
// NVTX names written inline as text, GPUs in TARGET_INFO_CUDA_DEVICE, no ENUM tables, no session
// start, no graph or memset columns).
// Deterministic for a seed. Each process runs `steps` ProfilerStep#N NVTX ranges; each step
// launches kernels (cudaLaunchKernel -> kernel, shared correlation id), one HtoD copy and one
// memset, and with graphs one cudaGraphLaunch whose correlation id several kernels share.
struct NsysExportSpec
{
    enum class Schema { Current, V2, Old };
    Schema schema = Schema::Current;
    int gpuProcesses = 1; // processes with GPU activity (one rank each)
    int hostOnlyProcesses = 0; // processes with runtime calls and NVTX but no GPU activity
    int steps = 3;
    int kernelsPerStep = 8;
    bool kernels = true; // false: no GPU tables at all (an export of NVTX and runtime only)
    bool runtime = true;
    bool nvtx = true;
    bool graphs = false;
    bool gpuInfo = true;
    // Each step's NVTX range is named this followed by its number ("train_step " -> "train_step 0"
    // for `--step-range` tests).
    std::string stepName = "ProfilerStep#";
    uint64_t seed = 1;
};

// False with a message when the file cannot be written (an existing file is replaced).
bool writeNsysExport(const QString &path, const NsysExportSpec &spec, QString *error);

} // namespace stepline
