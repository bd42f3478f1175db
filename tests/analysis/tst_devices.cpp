// Devices only from GPU activity, host events wherever Kineto put them, no_gpu_activity, and the
// true byte offsets of warnings (METRICS.md "Device of a rank", "Host event"; FORMATS.md "pid 0
// is shared"). Fixtures in tests/data/devices, hand-written; the expected figures are computed by
// hand in the comments (times in us as in the files).

#include "cpustats.h"
#include "gpustats.h"
#include "launchlatency.h"
#include "profile.h"
#include "summary.h"
#include "traceloader.h"
#include "utilization.h"

#include <QFile>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace stepline;

namespace {

constexpr int64_t us = 1000;

QString fixture(const char *name)
{
    return QStringLiteral(STEPLINE_TEST_DATA "/devices/") + QLatin1String(name);
}

ProfilePtr load(const char *name)
{
    const LoadOutcome outcome = loadProfile(fixture(name));
    if (!outcome.ok())
        qWarning("%s", outcome.error.toUserMessage().c_str());
    return outcome.profile;
}

// Where `text` starts in the fixture: the byte offset a warning must point at.
qint64 offsetOf(const char *name, const QByteArray &text)
{
    QFile f(fixture(name));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    return f.readAll().indexOf(text);
}

const Track *trackNamed(const Profile &p, std::string_view name)
{
    for (const Track &t : p.tracks())
        if (p.str(t.name) == name)
            return &t;
    return nullptr;
}

} // namespace

class TestDevices : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // H100 case: GPU 0 is the real device (stream 7), and a tqdm thread's Python frames sit on
    // pid 0 / tid 0 beside it.
    void pythonThreadBesideGpu0()
    {
        const ProfilePtr p = load("pid0_python_beside_gpu0.json");
        QVERIFY(p);
        const std::vector<DeviceStats> gpus = deviceStats(*p);
        QCOMPARE(gpus.size(), size_t(1));
        QCOMPARE(gpus[0].device, 0);
        QCOMPARE(gpus[0].kernels, uint64_t(5));
        // Kernels [1012,1022] [1025,1035] [1040,1050] [1060,1080] [1090,1120]: 10+10+10+20+30.
        QCOMPARE(gpus[0].kernelNs, 80 * us);
        QCOMPARE(gpus[0].activeNs, 80 * us);
        // Window: the Python frames [900,950] and [1200,1300] are host events: 900..1300.
        const RankInfo &rank = p->ranks()[0];
        QCOMPARE(rank.windowEndNs - rank.windowStartNs, 400 * us);
        QCOMPARE(gpus[0].windowNs, 400 * us);
        // CPU: [900,950] 50 + [1000,1100] 100 (launches inside) + [1200,1300] 100 = 250.
        const std::vector<CpuStats> cpus = cpuStats(*p);
        QCOMPARE(cpus.size(), size_t(1));
        QCOMPARE(cpus[0].activeNs, 250 * us);
        // The Python thread is a host row of the python3 process (pid 100), not a GPU row.
        const Track *python = trackNamed(*p, "thread 0 (python3)");
        QVERIFY(python);
        QCOMPARE(python->kind, TrackKind::CpuThread);
        QCOMPARE(p->process(python->process).pid, int64_t(100));
        QVERIFY(!p->process(python->process).isGpu);
        // Launch latency, odd count: 2 5 10 20 40 us; median at position 2 -> 10 us,
        // p95 at 0.95 * 4 = 3.8 -> 20 + 0.8 * (40 - 20) = 36 us.
        const LaunchLatency ll = launchLatency(*p);
        QCOMPARE(ll.matched, uint64_t(5));
        QCOMPARE(ll.medianNs, 10 * us);
        QCOMPARE(ll.p95Ns, 36 * us);
        QCOMPARE(ll.maxNs, 40 * us);
        QCOMPARE(p->report().count("no_gpu_activity"), uint64_t(0));
    }

    // MI300X case: the GPU is device 2; pid 0 ("GPU 0", no activity) holds only Python frames,
    // and deviceProperties lists eight GPUs.
    void pythonThreadOnGpu0RowDevice2()
    {
        const ProfilePtr p = load("pid0_python_device2.json");
        QVERIFY(p);
        const std::vector<GpuDevice> devices = gpuDevices(*p);
        QCOMPARE(devices.size(), size_t(1));
        QCOMPARE(devices[0].device, 2);
        for (const Process &proc : p->processes())
            QVERIFY2(!proc.isGpu || proc.pid == 2, "only pid 2 has GPU activity");
        // Kernels [2003,2023] [2017,2027] [2031,2040] [2080,2100]: sum 20+10+9+20 = 59,
        // union [2003,2027] 24 + [2031,2040] 9 + [2080,2100] 20 = 53.
        const std::vector<DeviceStats> gpus = deviceStats(*p);
        QCOMPARE(gpus.size(), size_t(1));
        QCOMPARE(gpus[0].kernelNs, 59 * us);
        QCOMPARE(gpus[0].activeNs, 53 * us);
        // Window [1950, 2150] (the Python frames): 200 us, 53 / 200 = 26.5 % busy. One utilization
        // series, whose mean over 100 equal bins is that busy fraction.
        QCOMPARE(gpus[0].windowNs, 200 * us);
        const std::vector<UtilizationSeries> util = deviceUtilization(*p, {}, 100);
        QCOMPARE(util.size(), size_t(1));
        double sum = 0;
        for (double b : util[0].bins)
            sum += b;
        QVERIFY(std::abs(sum / 100 - 0.265) < 1e-9);
        // CPU: [1950,2000] + [2000,2100] + [2100,2150] = the whole window.
        QCOMPARE(cpuStats(*p)[0].activeNs, 200 * us);
        // Launch latency, even count: 3 7 11 50 us; median at 1.5 -> 9 us; p95 at
        // 0.95 * 3 = 2.85 -> 11 + 0.85 * 39 = 44.15 us.
        const LaunchLatency ll = launchLatency(*p);
        QCOMPARE(ll.matched, uint64_t(4));
        QCOMPARE(ll.medianNs, 9 * us);
        QCOMPARE(ll.p95Ns, int64_t(44150));
    }

    // ROCm with GPU 0 as the device: stream 0 of GPU 0 is pid 0 / tid 0, the same row as the
    // unplaceable Python thread. Kernels stay on the stream, the frames become host events.
    void sharedRow()
    {
        const ProfilePtr p = load("shared_row_gpu0_stream0.json");
        QVERIFY(p);
        const std::vector<DeviceStats> gpus = deviceStats(*p);
        QCOMPARE(gpus.size(), size_t(1));
        QCOMPARE(gpus[0].device, 0);
        // Kernels [5004,5014] and [5045,5048]: 13; memcpy [5020,5040]: 20; union 33.
        QCOMPARE(gpus[0].kernels, uint64_t(2));
        QCOMPARE(gpus[0].kernelNs, 13 * us);
        QCOMPARE(gpus[0].memcpyNs, 20 * us);
        QCOMPARE(gpus[0].activeNs, 33 * us);
        // Window [4990, 5100]; CPU [4990,5050] 60 + [5060,5100] 40 = 100.
        QCOMPARE(gpus[0].windowNs, 110 * us);
        QCOMPARE(cpuStats(*p)[0].activeNs, 100 * us);
        const SliceTable &s = p->slices();
        for (size_t i = 0; i < s.size(); ++i) {
            const Track &t = p->track(s.track[i]);
            if (s.kind[i] == EventKind::PythonFunction) {
                QCOMPARE(t.kind, TrackKind::CpuThread);
                QCOMPARE(p->process(t.process).pid, int64_t(300));
            } else if (isGpuActivity(s.kind[i])) {
                QCOMPARE(t.kind, TrackKind::GpuStream);
            }
        }
        // One kernel has no launch in the file: the warning points at that kernel's bytes.
        const auto &entries = p->report().entries();
        const auto it = entries.find("unmatched_gpu_op");
        QVERIFY(it != entries.end());
        QCOMPARE(it->second.count, uint64_t(1));
        QCOMPARE(qint64(it->second.first.front().byteOffset),
            offsetOf("shared_row_gpu0_stream0.json",
                R"({"ph": "X", "cat": "kernel", "name": "launched_before_the_window")"));
    }

    // CUPTI off: 246 launches in the real A100 case, here four (three cudaLaunchKernel /
    // cuLaunchKernel and one cudaMemcpyAsync; cudaStreamSynchronize and cudaEventQuery launch
    // nothing), a "GPU 0" label with a "stream 7" row and deviceProperties, no GPU activity.
    void launchesWithoutGpuActivity()
    {
        const ProfilePtr p = load("launches_no_gpu_activity.json");
        QVERIFY(p);
        QVERIFY(gpuDevices(*p).empty());
        for (const Process &proc : p->processes())
            QVERIFY(!proc.isGpu);
        const auto &entries = p->report().entries();
        const auto it = entries.find("no_gpu_activity");
        QVERIFY(it != entries.end());
        QCOMPARE(it->second.count, uint64_t(4));
        QCOMPARE(qint64(it->second.first.front().byteOffset),
            offsetOf("launches_no_gpu_activity.json",
                R"({"ph": "X", "cat": "cuda_runtime", "name": "cudaLaunchKernel")"));

        // Absent, not zero: no GPU row, no utilization, no GPU figures in the JSON.
        const Summary summary = computeSummary(*p);
        QVERIFY(summary.gpus.empty());
        QVERIFY(summary.utilization.empty());
        const nlohmann::json doc = nlohmann::json::parse(summaryToJson(*p, summary));
        QVERIFY(doc["gpus"].empty());
        QVERIFY(doc["utilization"].empty());
        QCOMPARE(doc["warnings"]["no_gpu_activity"].get<int>(), 4);
        QVERIFY(doc["precision_us"].is_null());
        QVERIFY(doc["memory_ops_us"].is_null());
        const std::string text = summaryToText(*p, summary);
        QVERIFY2(text.find("4 launches, no GPU activity recorded: the GPU side was not traced")
                != std::string::npos,
            text.c_str());
        QVERIFY(text.find("0.0%") == std::string::npos || text.find("GPUs\n") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestDevices)
#include "tst_devices.moc"
