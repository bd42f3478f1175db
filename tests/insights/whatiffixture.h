#pragma once

// A job for the What-if panel whose critical path is known by hand: two ranks (thread T, stream 7),
// two steps, the second the worst because rank 1's data loader made rank 0 wait at its all-reduce.
//
//   step 1 [0, 900) on both ranks: cudaLaunchKernel [100,110) -> AllReduce [120,320);
//          aten::item [290,400) > cudaStreamSynchronize [300,390) (ends 70 after the all-reduce)
//   step 2 [900, 1900), B = 900:
//     rank 0: cudaLaunchKernel [B+100,B+110) -> AllReduce [B+120,B+620) (waits for rank 1 until B+420)
//     rank 1: GetNext [B,B+300); cudaLaunchKernel [B+400,B+410) -> AllReduce [B+420,B+620)
//     both:   aten::item [B+500,B+700) > cudaStreamSynchronize [B+510,B+690) (ends 70 after it)
//
// Step 2's critical path ends on rank 0: the host after its item (300), the item's tail (10), the
// sync after the all-reduce (70), the all-reduce's transfer (200, from when rank 1 arrived at
// B+420), rank 1's launch latency (20), its host ops (100) and its data loader (300, from B).
// No memcpy: the exposed_memcpy_zero scenario cannot be predicted.

#include "../analysis/fixture.h"

namespace stepline::testing {

inline constexpr int64_t kWhatIfStep2 = 900;

inline ProfilePtr whatIfTwoSteps()
{
    test::Fixture f;
    for (int32_t n = 0; n < 2; ++n) {
        const uint32_t r = f.rank(n);
        const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
        auto allReduce = [&](int64_t launch, int64_t start, int64_t end, int64_t correlation) {
            const uint32_t l = f.slice(T, launch, 10, "cudaLaunchKernel", "cuda_runtime");
            const uint32_t k = f.slice(
                g, start, end - start, "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevComm*)", "kernel");
            f.b.setCorrelation(l, r, correlation);
            f.b.setCorrelation(k, r, correlation);
        };
        f.slice(T, 0, 900, "ProfilerStep#1", "user_annotation");
        allReduce(100, 120, 320, 1);
        f.slice(T, 290, 110, "aten::item", "cpu_op");
        f.slice(T, 300, 90, "cudaStreamSynchronize", "cuda_runtime");

        const int64_t b = kWhatIfStep2;
        f.slice(T, b, 1000, "ProfilerStep#2", "user_annotation");
        if (n == 1)
            f.slice(
                T, b, 300, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
        const int64_t launch = b + (n == 0 ? 100 : 400);
        allReduce(launch, launch + 20, b + 620, 2);
        f.slice(T, b + 500, 200, "aten::item", "cpu_op");
        f.slice(T, b + 510, 180, "cudaStreamSynchronize", "cuda_runtime");
    }
    return f.finalize();
}

} // namespace stepline::testing
