#pragma once

#include "profilebuilder.h"

#include <string>

// A two-node, two-rank job small enough to work out every chart by hand (times are ns since the
// job origin; the builder gets them plus kBase as absolute ns).
//
// rank 0, node "alpha", CPU thread 100/1 and GPU 0 with streams 7 and 8:
//   ProfilerStep#1 [0, 1000)   ProfilerStep#2 [1500, 3000)   forward [100, 400) [1600, 2100)
//   kernel volta_sgemm_128x64_nn [200, 500) s7, ampere_bf16_s16816gemm_bf16_256x128_nn [400, 600) s8
//   kernel elementwise_kernel [1200, 1300) s7, Memcpy HtoD [2000, 2400) s7, Memset [2500, 2600) s7
//   window [0, 3000); GPU active 200..600 + 100 + 400 + 100 = 1000, idle 2000; CPU active 2500, idle 500
// rank 1, node "beta", CPU thread 200/1 and GPU 0 stream 7:
//   ProfilerStep#1 [0, 4000)
//   kernel volta_sgemm_128x64_nn [0, 1000), elementwise_kernel [1000, 1100) and [2000, 2100)
//   window [0, 4000); GPU active 1200, idle 2800; CPU active 4000, idle 0
namespace dashboardfixture {

inline constexpr int64_t kBase = 1'000'000;

inline stepline::ProfilePtr twoNodeJob()
{
    using namespace stepline;
    ProfileBuilder b;
    auto name = [&](const char *n) { return b.strings().intern(n); };
    const StringId userAnnotation = name("user_annotation");
    const StringId kernel = name("kernel");
    const StringId memcpy = name("gpu_memcpy");
    const StringId memset = name("gpu_memset");
    const StringId cpuOp = name("cpu_op");
    b.job().name = "fixture-job";
    b.job().format = "kineto-json";

    auto addRank = [&](int rank, const char *node, int64_t pid) {
        RankInfo info;
        info.rank = rank;
        info.node = node;
        info.format = "kineto-json";
        const uint32_t r = b.addRank(info);
        const TrackId cpu = b.track(b.process(r, pid), 1, TrackKind::CpuThread);
        const ProcessId gpuProcess = b.process(r, 0);
        b.processAt(gpuProcess).isGpu = true;
        b.processAt(gpuProcess).device = 0;
        return std::pair { r, cpu };
    };
    auto gpuTrack = [&](uint32_t r, int64_t stream) {
        const TrackId t = b.track(b.process(r, 0), stream, TrackKind::GpuStream);
        b.trackAt(t).device = 0;
        b.trackAt(t).stream = stream;
        return t;
    };

    const auto [r0, cpu0] = addRank(0, "alpha", 100);
    const TrackId s7 = gpuTrack(r0, 7);
    const TrackId s8 = gpuTrack(r0, 8);
    b.addSlice(cpu0, kBase + 0, 1000, name("ProfilerStep#1"), userAnnotation);
    b.addSlice(cpu0, kBase + 1500, 1500, name("ProfilerStep#2"), userAnnotation);
    b.addSlice(cpu0, kBase + 100, 300, name("forward"), userAnnotation);
    b.addSlice(cpu0, kBase + 1600, 500, name("forward"), userAnnotation);
    b.addSlice(cpu0, kBase + 150, 100, name("aten::mm"), cpuOp);
    b.addSlice(s7, kBase + 200, 300, name("volta_sgemm_128x64_nn"), kernel);
    b.addSlice(s8, kBase + 400, 200, name("ampere_bf16_s16816gemm_bf16_256x128_nn"), kernel);
    b.addSlice(s7, kBase + 1200, 100, name("elementwise_kernel"), kernel);
    b.addSlice(s7, kBase + 2000, 400, name("Memcpy HtoD (Pageable -> Device)"), memcpy);
    b.addSlice(s7, kBase + 2500, 100, name("Memset (Device)"), memset);

    const auto [r1, cpu1] = addRank(1, "beta", 200);
    const TrackId t7 = gpuTrack(r1, 7);
    b.addSlice(cpu1, kBase + 0, 4000, name("ProfilerStep#1"), userAnnotation);
    b.addSlice(t7, kBase + 0, 1000, name("volta_sgemm_128x64_nn"), kernel);
    b.addSlice(t7, kBase + 1000, 100, name("elementwise_kernel"), kernel);
    b.addSlice(t7, kBase + 2000, 100, name("elementwise_kernel"), kernel);
    return b.finalize();
}

// A CPU-only trace without steps or annotations: every GPU chart and the step histogram are empty.
inline stepline::ProfilePtr cpuOnlyJob()
{
    using namespace stepline;
    ProfileBuilder b;
    RankInfo info;
    info.rank = 0;
    info.node = "solo";
    const uint32_t r = b.addRank(info);
    const TrackId cpu = b.track(b.process(r, 42), 1, TrackKind::CpuThread);
    b.addSlice(cpu, kBase, 500, b.strings().intern("aten::add"), b.strings().intern("cpu_op"));
    b.addSlice(cpu, kBase + 1000, 500, b.strings().intern("aten::mul"), b.strings().intern("cpu_op"));
    return b.finalize();
}

} // namespace dashboardfixture
