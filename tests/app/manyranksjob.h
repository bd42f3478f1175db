#pragma once

// A synchronous data-parallel job of `ranks` ranks, built by hand so every time is known:
// each rank has a CPU main thread whose ProfilerStep#s (s = 1..steps, 10 ms each, starting at
// s * 10 ms) hold a 30-deep stack of nested ops, a data-loader thread, Kineto's "Spans" pseudo
// row and the empty-pid "Record Window End" process, and one GPU (device = rank % 8) with a
// compute kernel and an all-reduce per step. Rank `straggler` computes 2 ms longer per step;
// every other rank waits for it inside its all-reduce, so step times are equal on every rank.
#include "../analysis/fixture.h"

#include <string>

namespace stepline::testing {

// hostNames false: no rank says its host (files without a "hostname").
inline ProfilePtr manyRanksJob(int ranks, int straggler = -1, int steps = 3, bool hostNames = true)
{
    constexpr const char *kAllReduce
        = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
    constexpr int64_t kMs = 1000000;
    test::Fixture f;
    for (int r = 0; r < ranks; ++r) {
        RankInfo info;
        info.rank = r;
        info.node = hostNames ? "node" + std::to_string(r / 8) : std::string();
        info.file = "rank" + std::to_string(r) + ".json";
        const uint32_t rank = f.b.addRank(std::move(info));
        const TrackId main = f.cpu(rank, 1);
        const TrackId loader = f.cpu(rank, 2);
        const TrackId spans = f.b.track(f.b.process(rank, -2, f.s("Spans")), 0, TrackKind::Pseudo);
        const TrackId noPid = f.b.track(f.b.process(rank, -5), 0, TrackKind::CpuThread);
        const TrackId gpu = f.gpu(rank, r % 8, 7);
        f.slice(spans, 0, (steps + 1) * 10 * kMs, "Iteration Start: PyTorch Profiler", "Trace");
        f.slice(noPid, (steps + 1) * 10 * kMs, 0, "Record Window End", "");
        for (int s = 1; s <= steps; ++s) {
            const int64_t t0 = s * 10 * kMs;
            f.slice(main, t0, 10 * kMs, "ProfilerStep#" + std::to_string(s), "user_annotation");
            for (int d = 1; d <= 30; ++d)
                f.slice(main, t0 + d * 1000, 9 * kMs - d * 2000, "aten::op" + std::to_string(d), "cpu_op");
            f.slice(loader, t0, kMs, "enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__",
                "user_annotation");
            const int64_t compute = (r == straggler ? 6 : 4) * kMs;
            const int64_t slowest = straggler >= 0 ? 6 * kMs : 4 * kMs;
            f.slice(gpu, t0 + kMs, compute, "volta_sgemm_128x64_nn", "kernel");
            // The all-reduce starts when the rank arrives and ends when the slowest has.
            f.slice(gpu, t0 + kMs + compute, slowest - compute + kMs, kAllReduce, "kernel");
        }
    }
    return f.finalize();
}

} // namespace stepline::testing
