#include "fixture.h"

#include "summary.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cstdio>
#include <ctime>

using namespace stepline;
using stepline::test::Fixture;

// All summary analyses over a synthetic 10 M-event profile built in memory (no loader): 2 ranks
// on 2 nodes, one GPU each with 4 streams; per kernel a cpu_op, a correlated runtime launch and the
// kernel; ProfilerStep and annotation spans; memcpy/memset; a tenth of the kernels are Triton kernels
// whose precision comes from the cpu_op's Input type. Prints analysis_ms; asserts only sanity.
// STEPLINE_BENCH_EVENTS overrides the event count.
class TestAnalysisBench : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void summaryOverTenMillionEvents();
};

static double cpuMs(clockid_t clock)
{
    timespec ts {};
    clock_gettime(clock, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}
static double threadCpuMs()
{
    return cpuMs(CLOCK_THREAD_CPUTIME_ID);
}

static ProfilePtr makeProfile(uint64_t targetEvents)
{
    Fixture f;
    constexpr int kRanks = 2;
    constexpr int kStreams = 4;
    constexpr int kKernelsPerStep = 2000;
    const uint64_t perRank = targetEvents / kRanks;
    const char *const kNames[] = {
        "ampere_bf16_s16816gemm_bf16_256x128_ldg8_f2f_stages_64x3_nn",
        "volta_sgemm_128x64_nn",
        "void at::native::vectorized_elementwise_kernel<4, at::native::FillFunctor<float>, "
        "at::detail::Array<char*, 1> >",
        "sm80_xmma_gemm_f16f16_f16f32_f32_nn_n_tilesize128x128x32",
        "cutlass_80_tensorop_s1688gemm_256x64_16x4_nn_align4",
        "ncclKernel_AllReduce_RING_LL_Sum_float(ncclWorkElem)",
        "void at::native::reduce_kernel<512, 1, at::native::ReduceOp<c10::Half, "
        "at::native::MeanOps<c10::Half, float, float, float>, unsigned int, c10::Half, 4> >",
        "_Z10add_kernelIfEvPT_S1_i",
        "triton_poi_fused_add_0",
    };
    constexpr size_t kNameCount = sizeof(kNames) / sizeof(kNames[0]);
    std::vector<StringId> kernelNames, stepNames;
    for (size_t i = 0; i < 200; ++i)
        kernelNames.push_back(
            f.s(std::string(kNames[i % kNameCount]) + (i < kNameCount ? "" : "_v" + std::to_string(i))));
    const StringId catKernel = f.s("kernel"), catOp = f.s("cpu_op"), catRuntime = f.s("cuda_runtime"),
                   catAnn = f.s("user_annotation"), catMemcpy = f.s("gpu_memcpy"),
                   catMemset = f.s("gpu_memset");
    const StringId opName = f.s("aten::mm"), launchName = f.s("cudaLaunchKernel"),
                   syncName = f.s("cudaStreamSynchronize"), fwd = f.s("forward"),
                   memcpyName = f.s("Memcpy HtoD (Pinned -> Device)"), memsetName = f.s("Memset (Device)");
    f.b.reserveSlices(size_t(targetEvents + 1024));
    for (int rank = 0; rank < kRanks; ++rank) {
        const uint32_t r = f.rank(rank, "node" + std::to_string(rank));
        const TrackId host = f.cpu(r, 1);
        std::vector<TrackId> streams;
        for (int s = 0; s < kStreams; ++s)
            streams.push_back(f.gpu(r, 0, 7 + s));
        int64_t t = 1'000'000'000; // host clock, ns
        uint64_t events = 0;
        int64_t corr = 1;
        std::vector<int64_t> streamFree(streams.size(), 0); // a stream runs one op at a time
        for (int step = 0; events < perRank; ++step) {
            const int64_t stepStart = t;
            const int64_t annStart = t + 100;
            t += 200;
            for (int k = 0; k < kKernelsPerStep; ++k) {
                const size_t nameIndex = size_t(k * 7 + step) % kernelNames.size();
                const bool triton = nameIndex % kNameCount == kNameCount - 1;
                const ArgSetId opArgs = triton
                    ? f.b.args().append(R"({"Input type": ["c10::BFloat16", "c10::BFloat16"]})")
                    : ArgSetId();
                const uint32_t op = f.b.addSlice(host, t, 3000, opName, catOp, opArgs);
                const uint32_t launch = f.b.addSlice(host, t + 1000, 1000, launchName, catRuntime);
                const int64_t dur = 1000 + int64_t(nameIndex) * 37 % 9000;
                const size_t si = size_t(k) % streams.size();
                const int64_t gpuT = std::max(t + 3000, streamFree[si]);
                streamFree[si] = gpuT + dur;
                const uint32_t kernel
                    = f.b.addSlice(streams[si], gpuT, dur, kernelNames[nameIndex], catKernel);
                f.b.setCorrelation(launch, r, corr);
                f.b.setCorrelation(kernel, r, corr);
                ++corr;
                if (triton) {
                    f.b.setExternalId(op, r, corr);
                    f.b.setExternalId(kernel, r, corr);
                }
                t += 3500;
                events += 3;
            }
            f.b.addSlice(streams[0], streamFree[0], 20000, memcpyName, catMemcpy);
            streamFree[0] += 20000;
            f.b.addSlice(streams[1], streamFree[1], 3000, memsetName, catMemset);
            streamFree[1] += 3000;
            f.b.addSlice(host, t, 50000, syncName, catRuntime);
            t += 60000;
            f.b.addSlice(host, annStart, t - annStart - 100, fwd, catAnn);
            f.b.addSlice(host, stepStart, 0, opName, catOp); // zero-length marker
            events += 6;
            f.b.addSlice(host, stepStart, t - stepStart, f.s("ProfilerStep#" + std::to_string(step)), catAnn);
        }
    }
    return f.finalize();
}

void TestAnalysisBench::summaryOverTenMillionEvents()
{
    const uint64_t target = qEnvironmentVariableIsSet("STEPLINE_BENCH_EVENTS")
        ? qEnvironmentVariable("STEPLINE_BENCH_EVENTS").toULongLong()
        : 10'000'000ull;
    QElapsedTimer build;
    build.start();
    const ProfilePtr p = makeProfile(target);
    const qint64 buildMs = build.elapsed();
    QVERIFY(p->eventCount() >= target);

    // Each analysis alone first, so a regression points at its function.
    // CPU time of this thread next to wall time: the CI machines are shared and wall time swings.
    auto timed = [](const char *name, auto &&fn) {
        QElapsedTimer t;
        t.start();
        const double cpu0 = threadCpuMs();
        fn();
        std::printf(
            "%s_ms=%lld ms (cpu %.0f ms)\n", name, static_cast<long long>(t.elapsed()), threadCpuMs() - cpu0);
    };
    timed("device_stats", [&] { (void)deviceStats(*p); });
    timed("cpu_stats", [&] { (void)cpuStats(*p); });
    timed("kernel_stats", [&] { (void)kernelStats(*p); });
    timed("host_steps", [&] { (void)hostSteps(*p); });
    timed("precision", [&] { (void)precisionBreakdown(*p); });
    timed("memory_ops", [&] { (void)memoryOps(*p); });
    timed("launch_latency", [&] { (void)launchLatency(*p); });
    timed("utilization", [&] { (void)deviceUtilization(*p, Scope::job(), kSummaryUtilizationBins); });
    timed("annotations", [&] { (void)annotationStats(*p); });

    QElapsedTimer timer;
    timer.start();
    // computeSummary uses a second thread: count the CPU time of the whole process.
    const double cpu0 = cpuMs(CLOCK_PROCESS_CPUTIME_ID);
    const Summary s = computeSummary(*p);
    const qint64 analysisMs = timer.elapsed();
    std::printf("analysis_cpu_ms=%.0f ms\n", cpuMs(CLOCK_PROCESS_CPUTIME_ID) - cpu0);
    const std::string json = summaryToJson(*p, s);
    const qint64 totalMs = timer.elapsed();

    std::printf(
        "events=%llu count\nbuild_profile_ms=%lld ms\nanalysis_ms=%lld ms\nanalysis_plus_json_ms=%lld ms\n",
        static_cast<unsigned long long>(p->eventCount()), static_cast<long long>(buildMs),
        static_cast<long long>(analysisMs), static_cast<long long>(totalMs));
    QCOMPARE(s.gpus.size(), size_t(2));
    QCOMPARE(p->report().count(warning::kLaneSplit), uint64_t(0)); // realistic: streams are serial
    QVERIFY(s.kernels.count > target / 4);
    QCOMPARE(s.launchLatency.matched, s.kernels.count);
    int64_t sum = 0;
    for (int64_t ns : s.precision.ns)
        sum += ns;
    QCOMPARE(sum, s.kernels.totalNs);
    QVERIFY(s.precision.bySource[size_t(PrecisionSource::InputType)] > 0); // Triton kernels via Input type
    QVERIFY(!s.steps.empty());
    QVERIFY(!json.empty());
}

QTEST_GUILESS_MAIN(TestAnalysisBench)
#include "tst_analysisbench.moc"
