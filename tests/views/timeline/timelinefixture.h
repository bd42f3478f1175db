#pragma once

#include "profilebuilder.h"

namespace stepline::fixture {

// Epoch-size origin: every time in the profile is relative to it, so tests also prove that
// nothing loses nanoseconds at 1.7e18 ns.
constexpr int64_t kBase = 1'700'000'000'123'456'789;

struct Ids
{
    TrackId main, idle, early, stream7, stream20;
    ProfilePtr profile;
};

// One rank on host "host-a":
//   python (pid 100): thread "main" (tid 100), "idle" (tid 200, no events), "early" (tid 300,
//   sort index -1, so it is listed first), counter "mem";
//   GPU 0 (pid 0): stream 7 (kernels), stream 20 (memcpy).
// main: ProfilerStep#1 [0, 1 ms) > aten::mm [100, 300 µs) > cudaLaunchKernel [150, 160 µs) -> sgemm
//       on stream 7 [400, 600 µs); ProfilerStep#2 [1, 2 ms) > aten::add [1.1, 1.2 ms) >
//       cudaLaunchKernel [1.15, 1.16 ms) -> add_kernel [1.3, 1.35 ms); plus 100 tiny 10 ns
//       "tiny" slices on "early" every 20 ns from 1.5 ms.
inline Ids build()
{
    ProfileBuilder b;
    RankInfo info;
    info.node = "host-a";
    info.rank = 0;
    const uint32_t rank = b.addRank(info);
    b.job().name = "fixture";
    b.job().path = "/tmp/stepline-timeline-fixture";
    auto s = [&](const char *t) { return b.strings().intern(t); };
    const ProcessId cpu = b.process(rank, 100);
    b.processAt(cpu).name = s("python");
    const ProcessId gpu = b.process(rank, 0);
    b.processAt(gpu).isGpu = true;
    b.processAt(gpu).device = 0;
    b.processAt(gpu).labels = s("GPU 0");
    Ids ids;
    ids.main = b.track(cpu, 100, TrackKind::CpuThread);
    b.trackAt(ids.main).name = s("main");
    ids.idle = b.track(cpu, 200, TrackKind::CpuThread);
    b.trackAt(ids.idle).name = s("idle");
    ids.early = b.track(cpu, 300, TrackKind::CpuThread);
    b.trackAt(ids.early).name = s("early");
    b.trackAt(ids.early).sortIndex = -1;
    b.trackAt(ids.early).hasSortIndex = true;
    ids.stream7 = b.track(gpu, 7, TrackKind::GpuStream);
    b.trackAt(ids.stream7).name = s("stream 7");
    b.trackAt(ids.stream7).device = 0;
    b.trackAt(ids.stream7).stream = 7;
    ids.stream20 = b.track(gpu, 20, TrackKind::GpuStream);
    b.trackAt(ids.stream20).name = s("stream 20");
    b.trackAt(ids.stream20).device = 0;
    b.trackAt(ids.stream20).stream = 20;
    const int64_t us = 1000;
    b.addSlice(ids.main, kBase + 0, 1000 * us, s("ProfilerStep#1"), s("user_annotation"));
    b.addSlice(ids.main, kBase + 100 * us, 200 * us, s("aten::mm"), s("cpu_op"),
        b.args().append(R"({"External id": 5, "Input Dims": [[8, 8], [8, 8]]})"));
    const uint32_t l1
        = b.addSlice(ids.main, kBase + 150 * us, 10 * us, s("cudaLaunchKernel"), s("cuda_runtime"));
    const uint32_t k1 = b.addSlice(
        ids.stream7, kBase + 400 * us, 200 * us, s("_ZN7cutlass6KernelINS_4gemmEEEvT_"), s("kernel"));
    b.addSlice(ids.main, kBase + 1000 * us, 1000 * us, s("ProfilerStep#2"), s("user_annotation"));
    b.addSlice(ids.main, kBase + 1100 * us, 100 * us, s("aten::add"), s("cpu_op"));
    const uint32_t l2
        = b.addSlice(ids.main, kBase + 1150 * us, 10 * us, s("cudaLaunchKernel"), s("cuda_runtime"));
    const uint32_t k2 = b.addSlice(ids.stream7, kBase + 1300 * us, 50 * us, s("add_kernel"), s("kernel"));
    b.addSlice(ids.stream20, kBase + 700 * us, 50 * us, s("Memcpy HtoD"), s("gpu_memcpy"));
    for (int i = 0; i < 100; ++i)
        b.addSlice(ids.early, kBase + 1500 * us + i * 20, 10, s("tiny"), s("cpu_op"));
    b.setCorrelation(l1, rank, 1);
    b.setCorrelation(k1, rank, 1);
    b.setCorrelation(l2, rank, 2);
    b.setCorrelation(k2, rank, 2);
    const CounterId mem = b.counterSeries(rank, cpu, s("mem"));
    b.addCounterSample(mem, kBase, 1.0);
    b.addCounterSample(mem, kBase + 500 * us, 4.0);
    b.addCounterSample(mem, kBase + 1500 * us, 2.0);
    ids.profile = b.finalize();
    return ids;
}

} // namespace stepline::fixture
