// GPU time breakdown and idle causes (METRICS.md) on hand-built profiles whose every figure is
// worked out in the comments.
#include "fixture.h"

#include "gputime.h"

#include <QtTest>

using namespace stepline;
using stepline::test::Fixture;

namespace {

int64_t cause(const GpuTimeBreakdown &b, IdleCause c)
{
    return b.idle[c];
}

// The identities every breakdown must satisfy.
bool consistent(const GpuTimeBreakdown &b)
{
    return b.busyNs == b.computationNs + b.exposedCommNs + b.exposedMemcpyNs
        && b.busyNs + b.idleNs == b.lengthNs && b.idle.total() == b.idleNs;
}

} // namespace

class TestGpuTime : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void classes_data();
    void classes();
    void syncNames_data();
    void syncNames();
    void classesAcrossStreams();
    void everyCause();
    void gapAcrossStepBorder();
    void twoStartsAtOneInstant();
    void graphFanOut();
    void segmentsAndLongest();
    void scopesAndAbsence();
};

void TestGpuTime::classes_data()
{
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("cls");
    const int comp = int(GpuActivityClass::Computation), comm = int(GpuActivityClass::Communication),
              mem = int(GpuActivityClass::Memcpy);
    QTest::addRow("nccl") << "kernel"
                          << "ncclDevKernel_AllReduce_Sum_bf16_RING_LL" << comm;
    QTest::addRow("NCCL upper") << "kernel"
                                << "NCCL_ALLGATHER" << comm;
    QTest::addRow("rccl") << "kernel"
                          << "void rcclGenericKernel<1>" << comm;
    QTest::addRow("cross_device_reduce") << "kernel"
                                         << "cross_device_reduce_2stage<float>" << comm;
    QTest::addRow("gemm") << "kernel"
                          << "sm90_xmma_gemm_bf16bf16" << comp;
    QTest::addRow("rocm copy") << "kernel"
                               << "MEMORY_COPY_LINEAR" << mem;
    QTest::addRow("rocclr copy") << "kernel"
                                 << "__amd_rocclr_copyBuffer.kd" << mem;
    QTest::addRow("memcpy") << "gpu_memcpy"
                            << "Memcpy HtoD (Pinned -> Device)" << mem;
    QTest::addRow("memcpy named nccl") << "gpu_memcpy"
                                       << "nccl staging copy" << mem;
    QTest::addRow("memset") << "gpu_memset"
                            << "Memset (Device)" << comp;
    QTest::addRow("legacy Kernel") << "Kernel"
                                   << "ncclKernel_AllReduce" << comm;
}

void TestGpuTime::classes()
{
    QFETCH(QString, category);
    QFETCH(QString, name);
    QFETCH(int, cls);
    const EventKind kind = eventKindFromCategory(category.toStdString());
    QCOMPARE(int(gpuActivityClass(kind, name.toStdString())), cls);
}

void TestGpuTime::syncNames_data()
{
    QTest::addColumn<QString>("category");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("sync");
    QTest::addRow("stream sync") << "cuda_runtime"
                                 << "cudaStreamSynchronize" << true;
    QTest::addRow("device sync") << "cuda_runtime"
                                 << "cudaDeviceSynchronize" << true;
    QTest::addRow("driver event sync") << "cuda_driver"
                                       << "cuEventSynchronize" << true;
    QTest::addRow("blocking memcpy") << "cuda_runtime"
                                     << "cudaMemcpy" << true;
    QTest::addRow("hip blocking") << "cuda_runtime"
                                  << "hipMemcpyDtoH" << true;
    QTest::addRow("async memcpy") << "cuda_runtime"
                                  << "cudaMemcpyAsync" << false;
    QTest::addRow("hip async") << "cuda_runtime"
                               << "hipMemcpyDtoHAsync" << false;
    QTest::addRow("launch") << "cuda_runtime"
                            << "cudaLaunchKernel" << false;
    QTest::addRow("item") << "cpu_op"
                          << "aten::item" << true;
    QTest::addRow("local scalar") << "cpu_op"
                                  << "aten::_local_scalar_dense" << true;
    QTest::addRow("sync-named op") << "cpu_op"
                                   << "my::Synchronize" << false; // not a runtime call
}

void TestGpuTime::syncNames()
{
    QFETCH(QString, category);
    QFETCH(QString, name);
    QFETCH(bool, sync);
    QCOMPARE(isHostSyncCall(eventKindFromCategory(category.toStdString()), name.toStdString()), sync);
}

// Three streams, every class, no launch calls (so all idle is unattributed).
void TestGpuTime::classesAcrossStreams()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId compute = f.gpu(r, 0, 7), nccl = f.gpu(r, 0, 13), copy = f.gpu(r, 0, 20);
    f.slice(compute, 0, 100, "volta_sgemm", "kernel");
    f.slice(compute, 150, 100, "volta_sgemm", "kernel");
    f.slice(nccl, 50, 150, "ncclKernel_AllReduce_RING_LL_Sum_float", "kernel");
    f.slice(copy, 180, 120, "Memcpy HtoD (Pinned -> Device)", "gpu_memcpy");
    f.slice(compute, 400, 20, "Memset (Device)", "gpu_memset");
    f.slice(compute, 500, 20, "MEMORY_COPY_LINEAR", "kernel");
    f.slice(nccl, 600, 10, "cross_device_reduce_1stage", "kernel");
    const ProfilePtr p = f.finalize();
    const GpuTimeAnalysis a = analyzeGpuTime(*p);
    QCOMPARE(a.devices.size(), size_t(1));
    const DeviceGpuTime &d = a.devices[0];
    const GpuTimeBreakdown &b = d.total;
    // span [0, 610)
    QCOMPARE(d.spanStartNs, int64_t(0));
    QCOMPARE(d.spanEndNs, int64_t(610));
    QCOMPARE(b.lengthNs, int64_t(610));
    // U comp = [0,100) + [150,250) + memset [400,420) = 220
    QCOMPARE(b.computationNs, int64_t(220));
    // U comm = [50,200) + [600,610) = 160; U memcpy = [180,300) + copy kernel [500,520) = 140
    QCOMPARE(b.commNs, int64_t(160));
    QCOMPARE(b.memcpyNs, int64_t(140));
    // exposed comm = [100,150) + [600,610) = 60
    QCOMPARE(b.exposedCommNs, int64_t(60));
    // exposed memcpy = [180,300) - [150,250) - [50,200) = [250,300) = 50, + [500,520) = 70
    QCOMPARE(b.exposedMemcpyNs, int64_t(70));
    // busy = [0,300) + [400,420) + [500,520) + [600,610) = 350 = 220 + 60 + 70
    QCOMPARE(b.busyNs, int64_t(350));
    // idle = 610 - 350 = 260: gaps [300,400) + [420,500) + [520,600), no launch calls
    QCOMPARE(b.idleNs, int64_t(260));
    QCOMPARE(cause(b, IdleCause::Unattributed), int64_t(260));
    QVERIFY(consistent(b));
    QVERIFY(a.steps.empty());
}

// One thread T launching on one stream; every idle cause occurs once. Layout (ns):
//   T: ProfilerStep#1 [0,600) user_annotation
//      enumerate(DataLoader)#... [0,100)
//      cudaLaunchKernel L1 [100,110) -> K1 [120,200)
//      aten::item [300,400) > cudaStreamSynchronize [310,390)
//      cudaLaunchKernel L2 [400,410) -> K2 [420,500)
//      cudaLaunchKernel L3 [410,415) -> K3 [520,560)
//      (step ends at 600)
//      cudaLaunchKernel L4 [700,710) -> K4 [750,800)
//      aten::empty [950,1000)            (window end 1000)
//   K5 [900,950) has no launch call.
void TestGpuTime::everyCause()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    auto launch = [&](int64_t ts, int64_t kernelTs, int64_t kernelDur, int64_t corr) {
        const uint32_t l = f.slice(T, ts, ts == 410 ? 5 : 10, "cudaLaunchKernel", "cuda_runtime");
        const uint32_t k = f.slice(g, kernelTs, kernelDur, "gemm", "kernel");
        f.b.setCorrelation(l, r, corr);
        f.b.setCorrelation(k, r, corr);
    };
    f.slice(T, 0, 600, "ProfilerStep#1", "user_annotation");
    f.slice(T, 0, 100, "enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__", "user_annotation");
    launch(100, 120, 80, 1);
    f.slice(T, 300, 100, "aten::item", "cpu_op");
    f.slice(T, 310, 80, "cudaStreamSynchronize", "cuda_runtime");
    launch(400, 420, 80, 2);
    launch(410, 520, 40, 3);
    launch(700, 750, 50, 4);
    f.slice(g, 900, 50, "gemm", "kernel");
    f.slice(T, 950, 50, "aten::empty", "cpu_op");
    const ProfilePtr p = f.finalize();
    const GpuTimeAnalysis a = analyzeGpuTime(*p);
    QCOMPARE(a.devices.size(), size_t(1));
    const GpuTimeBreakdown &b = a.devices[0].total;
    // Span [120,950) = 830; busy K1..K5 = 80 + 80 + 40 + 50 + 50 = 300, all computation.
    QCOMPARE(b.lengthNs, int64_t(830));
    QCOMPARE(b.busyNs, int64_t(300));
    QCOMPARE(b.computationNs, int64_t(300));
    QCOMPARE(b.idleNs, int64_t(530));
    // [200,420): k = K2, L2 starts at 400 > 200: launch [400,420) = 20; [200,400) by T:
    //   [200,300) only the step covers -> host_ops 100; [300,400) aten::item -> sync 100.
    // [500,520): L3 started at 410 <= 500 -> queued 20.
    // [560,750): L4 at 700: launch [700,750) = 50; [560,600) step -> host_ops 40;
    //   [600,700) no event of T -> host_other 100.
    // [800,900): K5 has no launch call -> unattributed 100.
    // The data-loader wait [0,100) lies before the span: not in the whole-rank figures.
    QCOMPARE(cause(b, IdleCause::Queued), int64_t(20));
    QCOMPARE(cause(b, IdleCause::Launch), int64_t(70)); // 20 + 50
    QCOMPARE(cause(b, IdleCause::DataLoader), int64_t(0));
    QCOMPARE(cause(b, IdleCause::Sync), int64_t(100));
    QCOMPARE(cause(b, IdleCause::HostOps), int64_t(140)); // 100 + 40
    QCOMPARE(cause(b, IdleCause::HostOther), int64_t(100));
    QCOMPARE(cause(b, IdleCause::Unattributed), int64_t(100));
    QVERIFY(consistent(b));

    // The step [0,600): busy K1 + K2 + K3 = 200, idle 400:
    //   [0,120): window start 0, L1 at 100 > 0: launch [100,120) = 20; [0,100) GetNext -> data_loader 100
    //   [200,420): host_ops 100, sync 100, launch 20;  [500,520): queued 20;  [560,600): host_ops 40
    QCOMPARE(a.steps.size(), size_t(1));
    const StepGpuTime &st = a.steps[0];
    QCOMPARE(st.number, int64_t(1));
    QCOMPARE(st.time.lengthNs, int64_t(600));
    QCOMPARE(st.time.busyNs, int64_t(200));
    QCOMPARE(st.time.idleNs, int64_t(400));
    QCOMPARE(cause(st.time, IdleCause::DataLoader), int64_t(100));
    QCOMPARE(cause(st.time, IdleCause::Launch), int64_t(40));
    QCOMPARE(cause(st.time, IdleCause::HostOps), int64_t(140));
    QCOMPARE(cause(st.time, IdleCause::Sync), int64_t(100));
    QCOMPARE(cause(st.time, IdleCause::Queued), int64_t(20));
    QCOMPARE(cause(st.time, IdleCause::HostOther), int64_t(0));
    QCOMPARE(cause(st.time, IdleCause::Unattributed), int64_t(0));
    QVERIFY(consistent(st.time));
}

// One idle interval crossing the border of two steps, and a step that ends after the last GPU
// activity (the window ends idle).
//   T: ProfilerStep#1 [0,100), ProfilerStep#2 [100,200)
//      L [10,15) -> K [20,50);  L2 [120,125) -> K2 [150,180)
void TestGpuTime::gapAcrossStepBorder()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    f.slice(T, 0, 100, "ProfilerStep#1", "user_annotation");
    f.slice(T, 100, 100, "ProfilerStep#2", "user_annotation");
    const uint32_t l1 = f.slice(T, 10, 5, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t k1 = f.slice(g, 20, 30, "k", "kernel");
    const uint32_t l2 = f.slice(T, 120, 5, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t k2 = f.slice(g, 150, 30, "k", "kernel");
    f.b.setCorrelation(l1, r, 1);
    f.b.setCorrelation(k1, r, 1);
    f.b.setCorrelation(l2, r, 2);
    f.b.setCorrelation(k2, r, 2);
    const ProfilePtr p = f.finalize();
    const GpuTimeAnalysis a = analyzeGpuTime(*p);
    QCOMPARE(a.devices.size(), size_t(1));
    // Whole rank: span [20,180) = 160, busy 60; the gap [50,150): k = K2, L2 at 120 > 50:
    // launch [120,150) = 30, [50,120) covered by the steps -> host_ops 70.
    const GpuTimeBreakdown &b = a.devices[0].total;
    QCOMPARE(b.lengthNs, int64_t(160));
    QCOMPARE(b.busyNs, int64_t(60));
    QCOMPARE(cause(b, IdleCause::HostOps), int64_t(70));
    QCOMPARE(cause(b, IdleCause::Launch), int64_t(30));
    QVERIFY(consistent(b));
    QCOMPARE(a.steps.size(), size_t(2));
    // Step 1 [0,100): busy 30; [0,20): L at 10: launch 10, host_ops 10; [50,100) host_ops 50.
    const GpuTimeBreakdown &s1 = a.steps[0].time;
    QCOMPARE(s1.busyNs, int64_t(30));
    QCOMPARE(s1.idleNs, int64_t(70));
    QCOMPARE(cause(s1, IdleCause::HostOps), int64_t(60));
    QCOMPARE(cause(s1, IdleCause::Launch), int64_t(10));
    QVERIFY(consistent(s1));
    // Step 2 [100,200): busy 30; [100,120) host_ops 20, [120,150) launch 30, [180,200): the
    // window ends idle -> unattributed 20.
    const GpuTimeBreakdown &s2 = a.steps[1].time;
    QCOMPARE(s2.busyNs, int64_t(30));
    QCOMPARE(cause(s2, IdleCause::HostOps), int64_t(20));
    QCOMPARE(cause(s2, IdleCause::Launch), int64_t(30));
    QCOMPARE(cause(s2, IdleCause::Unattributed), int64_t(20));
    QVERIFY(consistent(s2));
}

// Two activities start at b on two streams, launched from two threads: k is the one whose launch
// started first.
//   Z [0,20) stream 7, no launch;  T1: aten::add [0,35), Lb [30,40) -> B [100,120) stream 13
//   T2: La [50,60) -> A [100,150) stream 7
void TestGpuTime::twoStartsAtOneInstant()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId t1 = f.cpu(r, 1), t2 = f.cpu(r, 2), s7 = f.gpu(r, 0, 7), s13 = f.gpu(r, 0, 13);
    f.slice(s7, 0, 20, "z", "kernel");
    f.slice(t1, 0, 35, "aten::add", "cpu_op");
    const uint32_t lb = f.slice(t1, 30, 10, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t kb = f.slice(s13, 100, 20, "b", "kernel");
    const uint32_t la = f.slice(t2, 50, 10, "cudaLaunchKernel", "cuda_runtime");
    const uint32_t ka = f.slice(s7, 100, 50, "a", "kernel");
    f.b.setCorrelation(lb, r, 2);
    f.b.setCorrelation(kb, r, 2);
    f.b.setCorrelation(la, r, 1);
    f.b.setCorrelation(ka, r, 1);
    const ProfilePtr p = f.finalize();
    const GpuTimeAnalysis a = analyzeGpuTime(*p);
    const GpuTimeBreakdown &b = a.devices[0].total;
    // Gap [20,100), k = B (launch at 30 < 50), T = T1: [20,30) aten::add -> host_ops 10;
    // launch [30,100) = 70. (Had A been taken: launch 50 and host_other 30 on T2.)
    QCOMPARE(b.idleNs, int64_t(80));
    QCOMPARE(cause(b, IdleCause::HostOps), int64_t(10));
    QCOMPARE(cause(b, IdleCause::Launch), int64_t(70));
    QVERIFY(consistent(b));
}

// CUDA-graph fan-out: one cudaGraphLaunch correlation id shared by three kernels.
//   T: CUDAGraph::replay [0,55) > cudaGraphLaunch [10,50) corr 9
//   G1 [60,100), G2 [130,160), G3 [160,200), all corr 9
void TestGpuTime::graphFanOut()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId T = f.cpu(r, 1), g = f.gpu(r, 0, 7);
    f.slice(T, 0, 55, "CUDAGraph::replay", "cpu_op");
    f.b.setCorrelation(f.slice(T, 10, 40, "cudaGraphLaunch", "cuda_runtime"), r, 9);
    f.b.setCorrelation(f.slice(g, 60, 40, "g1", "kernel"), r, 9);
    f.b.setCorrelation(f.slice(g, 130, 30, "g2", "kernel"), r, 9);
    f.b.setCorrelation(f.slice(g, 160, 40, "g3", "kernel"), r, 9);
    const ProfilePtr p = f.finalize();
    GpuTimeOptions o;
    o.segments = true;
    const GpuTimeAnalysis a = analyzeGpuTime(*p, {}, o);
    const GpuTimeBreakdown &b = a.devices[0].total;
    // Span [60,200) = 140, busy 40 + 30 + 40 = 110; the gap [100,130) waits for G2 whose launch
    // (the graph launch, at 10) started before 100 -> queued 30.
    QCOMPARE(b.lengthNs, int64_t(140));
    QCOMPARE(b.busyNs, int64_t(110));
    QCOMPARE(cause(b, IdleCause::Queued), int64_t(30));
    QVERIFY(consistent(b));
    // Over the window [0,200) the segments also hold the leading gap [0,60): launch [10,60) and
    // host_ops [0,10) (inside CUDAGraph::replay), then queued [100,130).
    const GpuTimeSegments &sg = a.segments;
    QCOMPARE(sg.size(), size_t(3));
    QCOMPARE(sg.kind[0], GpuTimeKind::HostOps);
    QCOMPARE(sg.startNs[0], int64_t(0));
    QCOMPARE(sg.endNs[0], int64_t(10));
    QCOMPARE(sg.kind[1], GpuTimeKind::Launch);
    QCOMPARE(sg.endNs[1], int64_t(60));
    QCOMPARE(sg.kind[2], GpuTimeKind::Queued);
    QCOMPARE(sg.startNs[2], int64_t(100));
    QCOMPARE(sg.endNs[2], int64_t(130));
    QCOMPARE(sg.thread[2].value, T.value);
    QCOMPARE(p->str(p->slices().name[sg.next[2].value]), std::string_view("g2"));
}

// Segments and the longest stretch of each kind inside the span.
//   compute [0,100) and [300,310); nccl [50,250) on another stream; memcpy [260,280); no launches.
void TestGpuTime::segmentsAndLongest()
{
    Fixture f;
    const uint32_t r = f.rank(0);
    const TrackId c = f.gpu(r, 0, 7), n = f.gpu(r, 0, 13);
    f.slice(c, 0, 100, "gemm", "kernel");
    f.slice(n, 50, 200, "ncclKernel_AllReduce", "kernel");
    f.slice(c, 260, 20, "Memcpy DtoD", "gpu_memcpy");
    f.slice(c, 300, 10, "gemm", "kernel");
    const ProfilePtr p = f.finalize();
    GpuTimeOptions o;
    o.segments = true;
    const GpuTimeAnalysis a = analyzeGpuTime(*p, {}, o);
    const DeviceGpuTime &d = a.devices[0];
    // exposed comm [100,250) = 150; idle [250,260) 10 and [280,300) 20 (unattributed); exposed
    // memcpy [260,280) = 20.
    QCOMPARE(d.total.exposedCommNs, int64_t(150));
    QCOMPARE(d.total.exposedMemcpyNs, int64_t(20));
    QCOMPARE(d.longest[size_t(GpuTimeKind::ExposedComm)].startNs, int64_t(100));
    QCOMPARE(d.longest[size_t(GpuTimeKind::ExposedComm)].endNs, int64_t(250));
    QCOMPARE(d.longest[size_t(GpuTimeKind::Unattributed)].startNs, int64_t(280));
    QCOMPARE(d.longest[size_t(GpuTimeKind::Unattributed)].length(), int64_t(20));
    QCOMPARE(d.longest[size_t(GpuTimeKind::Sync)].length(), int64_t(0));
    const GpuTimeSegments &sg = a.segments;
    QCOMPARE(sg.size(), size_t(4));
    const GpuTimeKind kinds[] = { GpuTimeKind::ExposedComm, GpuTimeKind::Unattributed,
        GpuTimeKind::ExposedMemcpy, GpuTimeKind::Unattributed };
    const int64_t starts[] = { 100, 250, 260, 280 };
    for (size_t i = 0; i < 4; ++i) {
        QCOMPARE(sg.kind[i], kinds[i]);
        QCOMPARE(sg.startNs[i], starts[i]);
        QCOMPARE(sg.device[i], 0u);
    }
    QCOMPARE(d.segmentBegin, 0u);
    QCOMPARE(d.segmentEnd, 4u);
    // Without the option nothing is kept.
    QCOMPARE(analyzeGpuTime(*p).segments.size(), size_t(0));
}

// A GPU scope selects one device; a rank without GPU activity has no breakdown at all.
void TestGpuTime::scopesAndAbsence()
{
    Fixture f;
    const uint32_t r0 = f.rank(0), r1 = f.rank(1);
    f.slice(f.gpu(r0, 0, 7), 0, 100, "k", "kernel");
    f.slice(f.gpu(r0, 1, 7), 50, 100, "k", "kernel");
    f.slice(f.cpu(r1, 1), 0, 100, "ProfilerStep#3", "user_annotation");
    f.gpu(r1, 0, 7); // a GPU row without activity
    const ProfilePtr p = f.finalize();
    QCOMPARE(analyzeGpuTime(*p).devices.size(), size_t(2));
    const GpuTimeAnalysis one = analyzeGpuTime(*p, Scope::ofGpu(0, 1));
    QCOMPARE(one.devices.size(), size_t(1));
    QCOMPARE(one.devices[0].device, 1);
    QCOMPARE(one.devices[0].spanStartNs, int64_t(50));
    QVERIFY(analyzeGpuTime(*p, Scope::ofRank(1)).devices.empty());
    QVERIFY(analyzeGpuTime(*p, Scope::ofRank(1)).steps.empty());
}

QTEST_GUILESS_MAIN(TestGpuTime)
#include "tst_gputime.moc"
