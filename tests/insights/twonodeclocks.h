#pragma once

// A job of two nodes whose clocks disagree, with its straggler findings worked out by hand (the
// layout of tst_collectives' clockOffsetsBetweenTwoNodes). Ranks 0, 1 on node a, 2, 3 on node b,
// whose clock runs 1 ms ahead (every time of b is true + 1e6). True (start, end) of three
// AllReduces matched by order:
//   C0: r0 (1000, 2000) r1 (1200, 2000) r2 (1100, 2000) r3 (1300, 2000)
//   C1: r0 (5000, 6000) r1 (5000, 6010) r2 (5400, 6000) r3 (5100, 6020)
//   C2: r0 (9000, 10000) r1 (9500, 10000) r2 (9100, 10000) r3 (9200, 10000)
// Clocks as recorded, node b always arrives last: C0 r3 (delay 200 over r2), C1 r2 (300 over r3),
// C2 r3 (100 over r2). Straggler findings (delay x 3 other ranks): rank 2 900, rank 3 900.
// Aligned (b's offset of 1e6 subtracted): C0 r3 (100 over r1), C1 r2 (300 over r3), C2 r1 (300
// over r3): rank 1 900, rank 2 900, rank 3 300.
#include "../analysis/fixture.h"

namespace stepline::testing {

inline ProfilePtr twoNodeClockOffsetJob()
{
    constexpr const char *kAllReduce
        = "ncclDevKernel_AllReduce_Sum_f32_RING_LL(ncclDevKernelArgsStorage<4096ul>)";
    test::Fixture f;
    const uint32_t r[4] = { f.rank(0, "a"), f.rank(1, "a"), f.rank(2, "b"), f.rank(3, "b") };
    const int64_t times[3][4][2] = { { { 1000, 2000 }, { 1200, 2000 }, { 1100, 2000 }, { 1300, 2000 } },
        { { 5000, 6000 }, { 5000, 6010 }, { 5400, 6000 }, { 5100, 6020 } },
        { { 9000, 10000 }, { 9500, 10000 }, { 9100, 10000 }, { 9200, 10000 } } };
    for (int i = 0; i < 4; ++i) {
        const TrackId g = f.gpu(r[i], 0, 7);
        const int64_t skew = i >= 2 ? 1000000 : 0;
        f.slice(f.cpu(r[i], 1), skew, 10, "ProfilerStep#1", "user_annotation");
        for (int c = 0; c < 3; ++c)
            f.slice(g, times[c][i][0] + skew, times[c][i][1] - times[c][i][0], kAllReduce, "kernel");
    }
    return f.finalize();
}

} // namespace stepline::testing
