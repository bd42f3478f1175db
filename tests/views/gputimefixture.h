#pragma once

// A one-GPU profile in which every idle cause occurs once, with its breakdown worked out by hand
// (the layout of tst_gputime's everyCause, times in ns):
//   T: ProfilerStep#1 [0,600) user_annotation
//      enumerate(DataLoader)#... [0,100)
//      cudaLaunchKernel L1 [100,110) -> K1 [120,200)
//      aten::item [300,400) > cudaStreamSynchronize [310,390)
//      cudaLaunchKernel L2 [400,410) -> K2 [420,500)
//      cudaLaunchKernel L3 [410,415) -> K3 [520,560)
//      cudaLaunchKernel L4 [700,710) -> K4 [750,800)
//      aten::empty [950,1000)            (window end 1000)
//   K5 [900,950) has no launch call.
// Whole rank over the span [120,950) = 830: computation 300 (K1..K5), idle 530 = queued 20
// ([500,520)), launch 70 ([400,420) + [700,750)), sync 100 ([300,400)), host_ops 140 ([200,300) +
// [560,600)), host_other 100 ([600,700)), unattributed 100 ([800,900)).
// Step 1 [0,600): busy 200, data_loader 100 ([0,100)), launch 40, host_ops 140, sync 100,
// queued 20.
// Outside the span the window also idles: [0,100) data_loader, [100,120) launch, [950,1000)
// unattributed (the window ends idle).

#include "profilebuilder.h"

namespace stepline::testing {

inline ProfilePtr everyCauseProfile()
{
    ProfileBuilder b;
    auto s = [&](std::string_view text) { return b.strings().intern(text); };
    RankInfo info;
    info.rank = 0;
    info.node = "node0";
    info.file = "rank0.json";
    const uint32_t r = b.addRank(std::move(info));
    const TrackId T = b.track(b.process(r, 100), 1, TrackKind::CpuThread);
    const ProcessId gpuProcess = b.process(r, 0);
    b.processAt(gpuProcess).isGpu = true;
    b.processAt(gpuProcess).device = 0;
    const TrackId g = b.track(gpuProcess, 7, TrackKind::GpuStream);
    b.trackAt(g).device = 0;
    b.trackAt(g).stream = 7;
    auto slice = [&](TrackId t, int64_t ts, int64_t dur, std::string_view name, std::string_view cat) {
        return b.addSlice(t, ts, dur, s(name), s(cat));
    };
    auto launch = [&](int64_t ts, int64_t dur, int64_t kernelTs, int64_t kernelDur, int64_t corr) {
        const uint32_t l = slice(T, ts, dur, "cudaLaunchKernel", "cuda_runtime");
        const uint32_t k = slice(g, kernelTs, kernelDur, "gemm", "kernel");
        b.setCorrelation(l, r, corr);
        b.setCorrelation(k, r, corr);
    };
    slice(T, 0, 600, "ProfilerStep#1", "user_annotation");
    slice(T, 0, 100, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
    launch(100, 10, 120, 80, 1);
    slice(T, 300, 100, "aten::item", "cpu_op");
    slice(T, 310, 80, "cudaStreamSynchronize", "cuda_runtime");
    launch(400, 10, 420, 80, 2);
    launch(410, 5, 520, 40, 3);
    launch(700, 10, 750, 50, 4);
    slice(g, 900, 50, "gemm", "kernel");
    slice(T, 950, 50, "aten::empty", "cpu_op");
    return b.finalize();
}

} // namespace stepline::testing
